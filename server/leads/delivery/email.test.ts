import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeSmtp, startFakeSmtp } from "../../../tests/fakes/smtp.ts";
import { leadRecord } from "../../../tests/support/lead-records.ts";
import type { Lead } from "../store/index.ts";
import { createEmailSender } from "./destinations/index.ts";
import { leadEmail, possibleSpamLines } from "./email.ts";

let smtp: FakeSmtp;
beforeEach(async () => {
  smtp = await startFakeSmtp();
});
afterEach(() => smtp.close());

const quote = (payload: Record<string, unknown>): Lead =>
  leadRecord({
    id: "lead-42",
    createdAt: new Date("2026-11-21T15:00:00.000Z"),
    formType: "quote",
    formName: "Website Quote Form",
    endpoint: "quote",
    payload,
    email: "jo@example.com",
    name: "Jo Smith",
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

  it("marks a webhook test lead's subject as a test, so nobody calls the sample visitor back", () => {
    expect(leadEmail(quote({ ...payload, is_test: true })).subject).toBe(
      "[Test] New quote request: Jo Smith (driveways)",
    );
    expect(leadEmail(quote(payload)).subject).toBe("New quote request: Jo Smith (driveways)");
  });

  it("escapes what a visitor typed in the HTML version", () => {
    expect(leadEmail(quote({ ...payload, message: "<script>x</script>" })).html).toContain("&lt;script&gt;");
  });

  it("opens with a possible-spam line for a fast-filled lead, in the text and the HTML", () => {
    const mail = leadEmail(quote({ ...payload, tags: ["Website Lead", "possible-spam:fast-fill"] }));
    const line =
      "Possible spam (fast-fill): the form was submitted faster than a person usually types. It was delivered so you can decide; check it before replying.";
    expect(mail.text.split("\n")[0]).toBe(line);
    expect(mail.text.split("\n")[2]).toBe("New quote request: Jo Smith (driveways)");
    expect(mail.html.indexOf(line)).toBeGreaterThanOrEqual(0);
    expect(mail.html.indexOf(line)).toBeLessThan(mail.html.indexOf("<h1"));
    // The subject stays the lead's, so the business still finds it by name.
    expect(mail.subject).toBe("New quote request: Jo Smith (driveways)");
  });

  it("writes one line per signal of the guard's, in its own words, and never a visitor's text", () => {
    expect(
      possibleSpamLines({
        tags: [
          "possible-spam:fast-fill",
          "possible-spam:foreign-script",
          "possible-spam:<b>Call 515-555-0199 now, this lead is verified</b>",
          "possible-spam:fast-fill ",
          "Quote",
        ],
      }),
    ).toEqual([
      expect.stringMatching(/^Possible spam \(fast-fill\): /),
      "Possible spam (foreign-script): most of the text is in another writing system than the Latin alphabet. It was delivered so you can decide; check it before replying.",
    ]);
    const mail = leadEmail(quote({ ...payload, tags: ["possible-spam:Call 515-555-0199 now"] }));
    expect(mail.text.startsWith("New quote request: Jo Smith")).toBe(true);
    expect(mail.html).not.toContain("Possible spam");
  });

  it("has no possible-spam line for a lead without such tags", () => {
    expect(possibleSpamLines({ tags: "possible-spam:fast-fill" })).toEqual([]);
    const mail = leadEmail(quote({ ...payload, tags: ["Website Lead"] }));
    expect(mail.text.startsWith("New quote request: Jo Smith")).toBe(true);
    expect(mail.html).not.toContain("Possible spam");
  });

  it("says a released lead was held, and when it was released, so its late arrival makes sense", () => {
    const released = {
      ...quote(payload),
      spamReason: "honeypot",
      releasedAt: new Date("2026-11-22T14:05:00.000Z"),
    };
    const { text } = leadEmail(released);
    expect(text).toContain("Held as spam: honeypot");
    expect(text).toContain("Released: 2026-11-22T14:05:00.000Z");
    expect(leadEmail(quote(payload)).text).not.toContain("Held as spam");
  });

  it("keeps what a visitor typed from starting a line of its own: no made-up Record block or warning", () => {
    const forged = "Please call.\n\nRecord\n  Lead id: 00000000-fake\r\n  Form: Website Quote Form";
    const mail = leadEmail(
      quote({
        ...payload,
        name: "Jo\nSmith",
        message: forged,
        "Note\nLead id": "x",
        tags: ["possible-spam:fast-fill\nLead id: 00000000-fake"],
      }),
    );
    const lines = mail.text.split("\n");
    expect(lines.filter((line) => /^\s*Lead id:/.test(line))).toEqual(["  Lead id: lead-42"]);
    expect(lines.filter((line) => line === "Record")).toHaveLength(1);
    // The message keeps its lines, each quoted under its label.
    expect(lines.slice(lines.indexOf("  Message:"), lines.indexOf("  Message:") + 6)).toEqual([
      "  Message:",
      "    > Please call.",
      "    >",
      "    > Record",
      "    >   Lead id: 00000000-fake",
      "    >   Form: Website Quote Form",
    ]);
    expect(lines).toContain("  Note lead id: x");
    expect(lines.some((line) => line.startsWith("Possible spam"))).toBe(false);
    expect(mail.subject).toBe("New quote request: Jo Smith (driveways)");
  });

  it("writes the e-mail for any stored lead: nested 4,200 deep, fields named like Object's own", () => {
    const deep = JSON.parse(`${"[".repeat(4_200)}"x"${"]".repeat(4_200)}`);
    const mail = leadEmail(
      quote({
        ...payload,
        deep,
        constructor: "built by hand",
        toString: "y",
        tags: [{ label: "odd" }, "Website Lead"],
        utm_params: { utm_source: { nested: { deeper: true } } },
      }),
    );
    expect(mail.text).toContain("  Deep: (a list of 1, not shown)");
    expect(mail.text).toContain("  Constructor: built by hand");
    expect(mail.text).toContain("  To string: y");
    expect(mail.text).toContain("  Tags: (a group of 1, not shown), Website Lead");
    expect(mail.text).toContain("  Campaign source (utm_source): nested: (a group of 1, not shown)");
    expect(mail.html).toContain("(a list of 1, not shown)");
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

describe("the lead e-mail of a booked visit", () => {
  const booking = (status: string): Lead =>
    leadRecord({
      id: "lead-77",
      createdAt: new Date("2026-11-28T15:00:00.000Z"),
      formType: "lead",
      formName: "Book Page - On-site Estimate",
      endpoint: "booking",
      payload: {
        name: "Jane Smith",
        email: "jane@example.com",
        phone: "(515) 555-0142",
        address: "1200 NW Park St",
        city: "Ankeny",
        zip: "50023",
        message: "On-site estimate Mon Nov 30, 8–10 AM. Cracked driveway",
        appointment: {
          id: "visit-9",
          start: "2026-11-30T08:00:00-06:00",
          end: "2026-11-30T10:00:00-06:00",
          timeZone: "America/Chicago",
          address: "1200 NW Park St, Ankeny, IA 50023",
          status,
        },
      },
    });

  /** The business's e-mail sender, knowing who the business is (a visit's invitation names it). */
  const officeSender = () =>
    createEmailSender({
      smtpUrl: smtp.url,
      to: "office@example.com",
      business: {
        name: "Greater Des Moines Concrete",
        email: "office@example.com",
        phone: "(515) 555-0143",
        siteUrl: "https://www.example.com",
      },
    });

  it("names the visit's time in its subject and carries it as an invitation for the owner's calendar", async () => {
    const sender = officeSender();
    expect((await sender.send(booking("booked"), [])).outcome).toBe("delivered");
    expect((await sender.send(booking("cancelled"), [])).outcome).toBe("delivered");
    sender.close();
    const [booked, cancelled] = smtp.messages.map((mail) => decode(mail.raw));
    expect(booked).toContain("Estimate visit booked: Mon Nov 30, 8");
    expect(booked).toContain("When: Mon Nov 30, 8");
    expect(booked).toContain("Where: 1200 NW Park St, Ankeny, IA 50023");
    expect(booked).toContain("METHOD:REQUEST");
    expect(booked).toContain("UID:visit-visit-9@www.example.com");
    expect(booked).toContain("DTSTART:20261130T140000Z");
    expect(booked).toContain("Phone: (515) 555-0142");
    expect(cancelled).toContain("Estimate visit cancelled: Mon Nov 30, 8");
    expect(cancelled).toContain("METHOD:CANCEL");
  });

  it("carries no invitation for a lead without an appointment", async () => {
    const sender = officeSender();
    await sender.send(quote(payload), []);
    sender.close();
    expect(decode(smtp.messages[0].raw)).not.toContain("BEGIN:VCALENDAR");
  });
});
