import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeSmtp, startFakeSmtp } from "../../../tests/fakes/smtp.ts";
import type { Lead } from "../store/types.ts";
import { createEmailSender, leadEmail } from "./email.ts";

let smtp: FakeSmtp;
beforeEach(async () => {
  smtp = await startFakeSmtp();
});
afterEach(() => smtp.close());

const quote = (payload: Record<string, unknown>): Lead => ({
  id: "lead-42",
  createdAt: new Date("2026-11-21T15:00:00.000Z"),
  formType: "quote",
  formName: "Website Quote Form",
  endpoint: "quote",
  payload,
  email: "jo@example.com",
  name: "Jo Smith",
  idempotencyKey: null,
  response: null,
  spam: false,
  spamReason: null,
  linkedLeadId: null,
  ipHash: null,
  userAgent: null,
});

const payload = {
  name: "Jo Smith",
  email: "jo@example.com",
  phone: "515-555-0100",
  serviceType: "driveways",
  message: "New driveway, about 600 sq ft",
  utm_params: { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring" },
  referrer: "https://www.google.com/",
  page_url: "https://example.com/quote",
};

// Quoted-printable, as nodemailer writes long lines.
const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

describe("lead e-mail", () => {
  it("reaches the business with every field labelled, the campaign data and the lead id", async () => {
    const sender = createEmailSender({ smtpUrl: smtp.url, to: "office@example.com" });
    expect(await sender.send(quote(payload), [])).toEqual({
      outcome: "delivered",
      statusCode: null,
      error: null,
    });
    sender.close();
    const [mail] = smtp.messages;
    expect(mail.to).toEqual(["office@example.com"]);
    const raw = decode(mail.raw);
    expect(raw).toContain("Subject: New quote request: Jo Smith (driveways)");
    expect(raw).toMatch(/Reply-To: jo@example\.com/);
    for (const line of [
      "Name: Jo Smith",
      "Email: jo@example.com",
      "Phone: 515-555-0100",
      "Service: driveways",
      "Message: New driveway, about 600 sq ft",
      "Campaign source (utm_source): google",
      "Campaign medium (utm_medium): cpc",
      "Campaign name (utm_campaign): spring",
      "Referrer: https://www.google.com/",
      "Page URL: https://example.com/quote",
      "Lead id: lead-42",
      "Received: 2026-11-21T15:00:00.000Z",
    ]) {
      expect(raw).toContain(line);
    }
  });

  it("leaves Reply-To out when the visitor's e-mail is not valid", () => {
    expect(
      leadEmail({ ...quote({ ...payload, email: "not an email" }), email: null }).replyTo,
    ).toBeUndefined();
  });

  it("escapes what a visitor typed in the HTML version", () => {
    expect(leadEmail(quote({ ...payload, message: "<script>x</script>" })).html).toContain("&lt;script&gt;");
  });

  it("retries a temporary SMTP refusal and gives up on a permanent one", async () => {
    const sender = createEmailSender({ smtpUrl: smtp.url, to: "office@example.com" });
    smtp.refuse(1, 451);
    expect(await sender.send(quote(payload), [])).toMatchObject({ outcome: "retry", statusCode: 451 });
    smtp.refuse(1, 550);
    expect(await sender.send(quote(payload), [])).toMatchObject({ outcome: "dead", statusCode: 550 });
    sender.close();
    await smtp.close();
    const down = createEmailSender({ smtpUrl: smtp.url, to: "office@example.com" });
    expect(await down.send(quote(payload), [])).toMatchObject({ outcome: "retry", statusCode: null });
    down.close();
    smtp = await startFakeSmtp();
  });
});
