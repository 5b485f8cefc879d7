import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeSmtp, startFakeSmtp } from "../../../../tests/fakes/smtp.ts";
import { type FakeTwilio, signTwilio, startFakeTwilio } from "../../../../tests/fakes/twilio.ts";
import { dropSchema, testPostgresUrl } from "../../../../tests/support/postgres.ts";
import { ownerLinksFor } from "../../owner/links.ts";
import { openLeadStore } from "../../store/index.ts";
import { openPostgresLeadStore } from "../../store/postgres.ts";
import type { LeadStore, NewLead } from "../../store/types.ts";
import type { BackoffPolicy } from "../backoff.ts";
import { startOwnerAlerts } from "../owner-alerts.ts";
import { type DeliveryWorker, startDeliveryWorker } from "../worker.ts";
import {
  classifyTwilio,
  inQuietHours,
  quietHoursEnd,
  sentBefore,
  twilioSignature,
  validTwilioSignature,
} from "./sms.ts";
import type { DestinationEnv } from "./types.ts";

vi.setConfig({ testTimeout: 60_000 });
const folder = mkdtempSync(join(tmpdir(), "lead-sms-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const fastBackoff: BackoffPolicy = { firstRetryMs: 20, maxBackoffMs: 200, retryBudgetMs: 60_000 };
const QUIET = { from: 21, to: 6 };
/** 3 PM in Des Moines (CST, UTC-6), and 11 PM. */
const AFTERNOON = new Date("2026-11-28T21:00:00Z");
const NIGHT = new Date("2026-11-29T05:00:00Z");

let twilio: FakeTwilio;
let store: LeadStore;
let run = 0;
const workers: DeliveryWorker[] = [];
const logs: Record<string, unknown>[] = [];

beforeEach(async () => {
  run += 1;
  twilio = await startFakeTwilio();
  store = await openLeadStore(`file:${join(folder, `run-${run}`, "site.db")}`);
  logs.length = 0;
});
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop();
  await twilio.close();
  await store.close();
});

const smsEnv = (extra: DestinationEnv = {}): DestinationEnv => ({
  ...twilio.account,
  OWNER_SMS_TO: ["+15155550142"],
  SMS_QUIET_HOURS: QUIET,
  SITE_URL: "https://www.example.com",
  ...extra,
});

const start = (env: DestinationEnv = smsEnv(), { now = () => AFTERNOON, on = store } = {}) => {
  const worker = startDeliveryWorker({
    store: on,
    env,
    log: (event) => logs.push(event),
    pollMs: 20,
    backoff: fastBackoff,
    links: ownerLinksFor(
      { SITE_URL: "https://www.example.com", OWNER_LINK_SECRET: "x".repeat(32) },
      undefined,
    ),
    now,
  });
  workers.push(worker);
  return worker;
};

let serial = 0;
const lead = (payload: Record<string, unknown> = {}, overrides: Partial<NewLead> = {}): NewLead => {
  serial += 1;
  return {
    formType: "quote",
    formName: "Website Quote Form",
    endpoint: "quote",
    payload: {
      name: `Visitor ${serial}`,
      phone: "515-555-0199",
      serviceType: "patios",
      zip: "50309",
      ...payload,
    },
    email: null,
    name: `Visitor ${serial}`,
    response: { success: true },
    destinations: ["sms"],
    ...overrides,
  };
};
const sms = async (leadId: string, on: LeadStore = store) =>
  (await on.get(leadId))!.deliveries.find((one) => one.destination === "sms")!;

describe("the owner's text message", () => {
  it("texts each stored lead once, with its page's signed link, and never a held one", async () => {
    const { lead: stored } = await store.submit(lead({ name: "Jane Smith" }));
    const { lead: held } = await store.submit(lead({ name: "Held Spam" }, { spamReason: "honeypot" }));
    start().notify();
    const [text] = await twilio.waitForTexts(1);
    expect(text).toMatchObject({ to: "+15155550142", from: "+15155550100" });
    expect(text.body).toMatch(
      /^New lead: Jane Smith \(515\) 555-0199 - Patios, 50309 ref [A-Z2-9]{8} https:\/\/www\.example\.com\/leads\/retry\?token=\S+$/,
    );
    expect(text.statusCallback).toBe(
      `https://www.example.com/api/twilio/status?delivery=${(await sms(stored.id)).id}&lead=${stored.id}`,
    );
    await expect.poll(async () => (await sms(stored.id)).status).toBe("delivered");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(twilio.sent).toHaveLength(1);
    expect((await sms(held.id)).status).toBe("skipped");
  });

  it("waits for morning in the quiet hours, uncounted, but texts an urgent lead at once", async () => {
    const { lead: calm } = await store.submit(lead({ name: "Calm Carl", timeline: "planning" }));
    const { lead: urgent } = await store.submit(lead({ name: "Urgent Ursula", timeline: "asap" }));
    start(smsEnv(), { now: () => NIGHT }).notify();
    const [text] = await twilio.waitForTexts(1);
    expect(text.body).toContain("ASAP New lead: Urgent Ursula");
    await expect
      .poll(async () => (await sms(calm.id)).nextAttemptAt.toISOString())
      .toBe("2026-11-29T12:00:00.000Z");
    const waiting = await sms(calm.id);
    // Its clock starts in the morning: the night is no backlog for the owner's notices or /readyz.
    expect(waiting).toMatchObject({
      status: "pending",
      attempts: 0,
      lastError: null,
      createdAt: waiting.nextAttemptAt,
    });
    expect((await store.get(calm.id))!.attempts).toEqual([]);
    expect(logs).toContainEqual(expect.objectContaining({ event: "lead_delivery_waiting", leadId: calm.id }));
    await expect.poll(async () => (await sms(urgent.id)).status).toBe("delivered");
    expect((await store.stats(new Date("2026-11-29T06:00:00Z"))).oldestPendingAgeMs).toBe(0);
    expect(twilio.sent).toHaveLength(1);
  });

  it("tries again after a 429 (Twilio's 20429) and a 503, each attempt recorded", async () => {
    twilio.queue({ kind: "error", status: 429, code: 20429 }, { kind: "status", status: 503 });
    const { lead: stored } = await store.submit(lead());
    start().notify();
    await twilio.waitForTexts(1);
    await expect.poll(async () => (await sms(stored.id)).status).toBe("delivered");
    const detail = (await store.get(stored.id))!;
    expect(detail.attempts.map((one) => [one.outcome, one.statusCode])).toEqual([
      ["retry", 429],
      ["retry", 503],
      ["delivered", 201],
    ]);
    expect(detail.attempts[0].error).toBe("+15155550142: Twilio HTTP 429 20429: Too Many Requests");
  });

  it("goes dead on 21211 (not a valid number), and the owner is told by e-mail as of any dead delivery", async () => {
    const smtp: FakeSmtp = await startFakeSmtp();
    try {
      twilio.forNumber("+15155550142", { kind: "error", status: 400, code: 21211 });
      const { lead: stored } = await store.submit(lead({ name: "Dana Dead" }, { name: "Dana Dead" }));
      start().notify();
      await expect.poll(async () => (await sms(stored.id)).status).toBe("dead");
      expect((await sms(stored.id)).lastError).toBe(
        "+15155550142: Twilio HTTP 400 21211: The 'To' number +15155550142 is not a valid phone number.",
      );
      const alerts = startOwnerAlerts({
        store,
        smtpUrl: smtp.url,
        to: "office@example.com",
        log: () => {},
        siteName: "Greater Des Moines Concrete",
        siteUrl: "https://www.example.com",
        deliverable: ["sms"],
        backlogAfterMs: 0,
        quietAfterMs: 0,
        checkEveryMs: 3_600_000,
        now: () => new Date(Date.now() + 10 * 60_000),
      });
      await alerts.runOnce();
      await alerts.stop();
      const [mail] = await smtp.waitForMessages(1);
      const raw = mail.raw.replace(/=\r?\n/g, "");
      expect(raw).toContain("Dana Dead");
      expect(raw).toContain("Twilio refused the text of this lead to you");
    } finally {
      await smtp.close();
    }
  });

  it("texts several numbers on one delivery row, and a retry skips the numbers already texted", async () => {
    twilio.queue({ kind: "ok" }, { kind: "status", status: 500 });
    const { lead: stored } = await store.submit(lead());
    start(smsEnv({ OWNER_SMS_TO: ["+15155550142", "+15155550143"] })).notify();
    await expect.poll(async () => (await sms(stored.id)).status).toBe("delivered");
    expect(twilio.sent.map((one) => one.to)).toEqual(["+15155550142", "+15155550143"]);
    const detail = (await store.get(stored.id))!;
    expect(detail.deliveries).toHaveLength(1);
    expect(detail.attempts[0].error).toMatch(
      /^\+15155550143: Twilio HTTP 500: .* \[sent to: \+15155550142\]$/,
    );
  });

  it("sends each text once with two workers on one PostgreSQL store, as slow as Twilio may be", async () => {
    const schema = `sms_test_${randomBytes(6).toString("hex")}`;
    const [a, b] = await Promise.all([
      openPostgresLeadStore(testPostgresUrl, { schema }),
      openPostgresLeadStore(testPostgresUrl, { schema }),
    ]);
    try {
      for (let i = 0; i < 12; i += 1) await a.submit(lead());
      start(smsEnv(), { on: a }).notify();
      start(smsEnv(), { on: b }).notify();
      await twilio.waitForTexts(12);
      await expect.poll(async () => (await a.stats()).deliveries.delivered).toBe(12);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(twilio.sent).toHaveLength(12);
      expect(new Set(twilio.sent.map((one) => one.body)).size).toBe(12);
    } finally {
      for (const worker of workers.splice(0)) await worker.stop();
      await a.close();
      await b.close();
      await dropSchema(schema);
    }
  });
});

describe("Twilio's answers, quiet hours and signatures", () => {
  it("classifies: 2xx delivered; 429, 20429, 5xx retried; other 4xx (21211, 21614) dead", () => {
    expect(classifyTwilio(201)).toBe("delivered");
    expect(classifyTwilio(429, 20429)).toBe("retry");
    expect(classifyTwilio(400, 20429)).toBe("retry");
    expect(classifyTwilio(503)).toBe("retry");
    expect(classifyTwilio(400, 21211)).toBe("dead");
    expect(classifyTwilio(400, 21614)).toBe("dead");
    expect(classifyTwilio(401)).toBe("dead");
  });

  it("keeps 9 PM to 6 AM in Des Moines quiet, across the change of time", () => {
    expect(inQuietHours(AFTERNOON, QUIET)).toBe(false);
    expect(inQuietHours(NIGHT, QUIET)).toBe(true);
    expect(inQuietHours(NIGHT, null)).toBe(false);
    expect(quietHoursEnd(NIGHT, QUIET).toISOString()).toBe("2026-11-29T12:00:00.000Z");
    // Summer (CDT, UTC-5): 10 PM on July 1st ends at 6 AM, 11:00 UTC.
    expect(quietHoursEnd(new Date("2026-07-02T03:00:00Z"), QUIET).toISOString()).toBe(
      "2026-07-02T11:00:00.000Z",
    );
  });

  it("reads back the numbers already texted", () => {
    expect(sentBefore("+1: Twilio HTTP 500: x [sent to: +15155550142, +15155550143]")).toEqual([
      "+15155550142",
      "+15155550143",
    ]);
    expect(sentBefore(null)).toEqual([]);
  });

  it("signs as Twilio's documentation shows, and refuses a forged signature", () => {
    // Twilio's own example (docs: "Validating Signatures from Twilio").
    const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
    const params = {
      CallSid: "CA1234567890ABCDE",
      Caller: "+12349013030",
      Digits: "1234",
      From: "+12349013030",
      To: "+18005551212",
    };
    expect(twilioSignature("12345", url, params)).toBe("0/KCTR6DLpKmkAf8muzZqo1nDgQ=");
    expect(signTwilio("12345", url, params)).toBe("0/KCTR6DLpKmkAf8muzZqo1nDgQ=");
    expect(validTwilioSignature("12345", url, params, "0/KCTR6DLpKmkAf8muzZqo1nDgQ=")).toBe(true);
    expect(
      validTwilioSignature("12345", url, { ...params, Digits: "9" }, "0/KCTR6DLpKmkAf8muzZqo1nDgQ="),
    ).toBe(false);
    expect(validTwilioSignature("12345", url, params, undefined)).toBe(false);
  });
});
