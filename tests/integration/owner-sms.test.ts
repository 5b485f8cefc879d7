import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { composeServer, type SiteServer } from "../../server/compose.ts";
import { parseEnv } from "../../server/core/env.ts";
import { type FakeSmtp, startFakeSmtp } from "../fakes/smtp.ts";
import { type FakeTwilio, signTwilio, startFakeTwilio } from "../fakes/twilio.ts";
import { generalLeadPayload } from "../general-lead-payload.ts";
import { type Listening, listen } from "../support/listen.ts";
import { parseSamples, sampled } from "../support/prometheus.ts";

/**
 * The owner's text through the whole site (server/compose.ts): a lead posted to the form endpoint is
 * texted by the site's own worker to a stand-in Twilio, with a link to the lead's signed page that the
 * site opens; Twilio's signed status callback is taken at the site's address, a forged one refused,
 * and a text never delivered sends the lead by e-mail. The metrics count the text by its destination.
 */

vi.setConfig({ testTimeout: 60_000 });
const SITE_URL = "https://www.example.com";
const OFFICE = "office@example.com";
const folder = mkdtempSync(join(tmpdir(), "owner-sms-"));
let twilio: FakeTwilio;
let smtp: FakeSmtp;
let site: SiteServer;
let listening: Listening;

beforeAll(async () => {
  [twilio, smtp] = await Promise.all([startFakeTwilio(), startFakeSmtp()]);
  const env = parseEnv({
    NODE_ENV: "test",
    SITE_URL,
    DATABASE_URL: `file:${join(folder, "site.db")}`,
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: OFFICE,
    ...twilio.account,
    OWNER_SMS_TO: "+15155550142",
    SMS_QUIET_HOURS: "off",
    METRICS_PORT: "0",
    LEAD_SPOOL_DIR: join(folder, "spool"),
    IMAGE_CACHE_DIR: join(folder, "images"),
  });
  site = await composeServer({ env, log: () => {} });
  listening = await listen((req, res) => {
    if (!site.serveCachedPage(req, res)) site.app(req, res);
  });
});
afterAll(async () => {
  await site?.stop(() => listening.close());
  await Promise.all([twilio?.close(), smtp?.close()]);
  rmSync(folder, { recursive: true, force: true });
});

const decoded = (raw: string) => raw.replace(/=\r?\n/g, "");

describe("the owner's text through the whole site", () => {
  it("texts a stored lead with a link to its page, takes Twilio's signed word on it, and e-mails it when the text failed", async () => {
    const answer = await fetch(`${listening.origin}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(generalLeadPayload("contact", { name: "Sam Texted" })),
    });
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: string };

    const [text] = await twilio.waitForTexts(1, 15_000);
    expect(text.body).toMatch(
      /^New lead: Sam Texted \(515\) 555-0188 - Sidewalks ref [A-Z2-9]{8} https:\/\/www\.example\.com\/leads\/retry\?token=\S+$/,
    );
    const link = new URL(text.body.split(" ").at(-1)!);
    const page = await fetch(`${listening.origin}${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Sam Texted");

    // Twilio posts to the address it was given; the site checks the signature over that address.
    const callback = new URL(text.statusCallback!);
    expect(callback.origin + callback.pathname).toBe(`${SITE_URL}/api/twilio/status`);
    expect(callback.searchParams.get("lead")).toBe(id);
    const at = `${listening.origin}${callback.pathname}${callback.search}`;
    const params = { MessageSid: text.sid, MessageStatus: "undelivered", ErrorCode: "30006", To: text.to };
    const post = (signature: string) =>
      fetch(at, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": signature },
        body: new URLSearchParams(params),
      });
    expect((await post(signTwilio(twilio.authToken, at, params))).status).toBe(403);
    expect(smtp.messages.filter((mail) => decoded(mail.raw).includes("Text not delivered"))).toEqual([]);
    expect((await post(signTwilio(twilio.authToken, callback.href, params))).status).toBe(204);
    await expect
      .poll(() => smtp.messages.filter((mail) => decoded(mail.raw).includes("Text not delivered")).length)
      .toBe(1);
    // The lead's page now says what became of the text, in the owner's words.
    const after = await fetch(`${listening.origin}${link.pathname}${link.search}`);
    expect((await after.text()).replace(/&#x27;|&#39;/g, "'")).toContain(
      "Your phone's carrier did not take the text (Twilio error 30006); the lead was e-mailed to you instead.",
    );

    const samples = parseSamples((await site.metrics.scrape()).body);
    expect(
      sampled(samples, "gdm_lead_delivery_attempts_total", { destination: "sms", outcome: "delivered" }),
    ).toBe(1);
  });
});
