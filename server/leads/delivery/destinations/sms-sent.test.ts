import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeTwilio, startFakeTwilio } from "../../../../tests/fakes/twilio.ts";
import { openLeadStore } from "../../store/index.ts";
import type { LeadStore, NewLead } from "../../store/types.ts";
import type { BackoffPolicy } from "../backoff.ts";
import { type DeliveryWorker, startDeliveryWorker } from "../worker.ts";
import { sendOneText, sms, twilioSettings } from "./sms.ts";
import { findSentTexts, LOOKUP_PAGE_SIZE, lookupDay, smsReference, UNCONFIRMED } from "./sms-sent.ts";
import { SMS_MAX_CHARS, smsText } from "./sms-text.ts";
import type { DestinationEnv } from "./types.ts";

/**
 * A text is sent once even when a worker dies between Twilio's answer and the attempt's record
 * (docs/decisions/049-sms-destination.md): the worker that takes the row over asks Twilio first.
 */

vi.setConfig({ testTimeout: 30_000 });
const folder = mkdtempSync(join(tmpdir(), "lead-sms-sent-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const fastBackoff: BackoffPolicy = { firstRetryMs: 20, maxBackoffMs: 200, retryBudgetMs: 60_000 };
const LEASE = 300;

let twilio: FakeTwilio;
let store: LeadStore;
let run = 0;
const workers: DeliveryWorker[] = [];

beforeEach(async () => {
  run += 1;
  twilio = await startFakeTwilio();
  store = await openLeadStore(`file:${join(folder, `run-${run}`, "site.db")}`);
});
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop();
  await twilio.close();
  await store.close();
});

const env = (): DestinationEnv => ({
  ...twilio.account,
  OWNER_SMS_TO: ["+15155550142"],
  SMS_QUIET_HOURS: null,
});

const start = () => {
  const worker = startDeliveryWorker({
    store,
    env: env(),
    log: () => {},
    pollMs: 20,
    backoff: fastBackoff,
    leaseMs: LEASE,
  });
  workers.push(worker);
  return worker;
};

const newLead = (name: string): NewLead => ({
  formType: "quote",
  formName: "Website Quote Form",
  endpoint: "quote",
  payload: { name, phone: "515-555-0199", serviceType: "patios", zip: "50309" },
  email: null,
  name,
  response: { success: true },
  destinations: ["sms"],
});

const textRow = async (leadId: string) => (await store.get(leadId))!.deliveries[0];

/** A worker that claims the text, has Twilio take it (or not), and dies before recording it. */
async function dieMidAttempt({ sendFirst }: { sendFirst: boolean }) {
  const { lead } = await store.submit(newLead("Crash Carla"));
  const [claimed] = await store.claimDue({ workerId: "killed-worker", leaseMs: LEASE });
  expect(claimed.interrupted).toBe(false);
  if (sendFirst) {
    const sender = sms.open(env(), {});
    const answer = await sender.send(claimed);
    expect(answer.outcome).toBe("delivered");
    expect(twilio.sent).toHaveLength(1);
  }
  return lead;
}

describe("a text after a worker died mid-attempt", () => {
  it("is not sent again when Twilio already took it: the next worker finds it and records it delivered", async () => {
    const lead = await dieMidAttempt({ sendFirst: true });
    start();
    await expect.poll(async () => (await textRow(lead.id)).status, { timeout: 5_000 }).toBe("delivered");
    expect(twilio.sent).toHaveLength(1);
    expect(twilio.sent[0].body).toContain(`ref ${smsReference((await textRow(lead.id)).id)}`);
    expect(twilio.lists).toHaveLength(1);
    expect(twilio.lists[0].query).toMatchObject({ To: "+15155550142", PageSize: String(LOOKUP_PAGE_SIZE) });
    const detail = (await store.get(lead.id))!;
    expect(detail.attempts).toMatchObject([{ outcome: "delivered", statusCode: 200 }]);
  });

  it("is sent once when the worker died before Twilio took it", async () => {
    const lead = await dieMidAttempt({ sendFirst: false });
    start();
    await expect.poll(async () => (await textRow(lead.id)).status, { timeout: 5_000 }).toBe("delivered");
    expect(twilio.lists).toHaveLength(1);
    expect(twilio.sent).toHaveLength(1);
  });

  it("waits, sending nothing, while Twilio cannot say whether it went, then asks again", async () => {
    const lead = await dieMidAttempt({ sendFirst: true });
    twilio.queueLists({ kind: "status", status: 503 }, { kind: "drop" });
    start();
    await expect.poll(async () => (await textRow(lead.id)).status, { timeout: 5_000 }).toBe("delivered");
    expect(twilio.sent).toHaveLength(1);
    const detail = (await store.get(lead.id))!;
    expect(detail.attempts.map((attempt) => attempt.outcome)).toEqual(["retry", "retry", "delivered"]);
    expect(detail.attempts[0].error).toContain(`Twilio HTTP 503`);
    expect(detail.attempts[0].error).toContain(UNCONFIRMED);
    expect(twilio.lists.map((list) => list.status)).toEqual([503, 0, 200]);
  });

  it("asks nothing for a text whose worker did not die", async () => {
    const { lead } = await store.submit(newLead("Calm Carl"));
    start();
    await expect.poll(async () => (await textRow(lead.id)).status, { timeout: 5_000 }).toBe("delivered");
    expect(twilio.sent).toHaveLength(1);
    expect(twilio.lists).toHaveLength(0);
  });

  it("asks first after a text that got no answer, which Twilio may have taken", async () => {
    const { lead } = await store.submit(newLead("Dropped Dan"));
    twilio.queue({ kind: "drop" });
    start();
    await expect.poll(async () => (await textRow(lead.id)).status, { timeout: 5_000 }).toBe("delivered");
    expect((await store.get(lead.id))!.attempts[0].error).toContain(UNCONFIRMED);
    expect(twilio.lists).toHaveLength(1);
    expect(twilio.sent).toHaveLength(1);
  });
});

describe("a text taken over at night", () => {
  const QUIET = { from: 21, to: 6 };
  const NIGHT = new Date("2026-11-29T05:00:00Z");
  const AFTERNOON = new Date("2026-11-29T21:00:00Z");
  const twoPhones = () => ({
    ...env(),
    OWNER_SMS_TO: ["+15155550142", "+15155550143"],
    SMS_QUIET_HOURS: QUIET,
  });

  it("is delivered at once when Twilio already took it, rather than waiting to be sent again", async () => {
    const { lead } = await store.submit(newLead("Night Nell"));
    const delivery = (await store.get(lead.id))!.deliveries[0];
    const settings = twilioSettings(env())!;
    await sendOneText(settings, "+15155550142", `New lead: Night Nell ref ${smsReference(delivery.id)}`);
    const sender = sms.open({ ...env(), SMS_QUIET_HOURS: QUIET }, { now: () => NIGHT });
    expect(await sender.send({ delivery, lead, linked: [], interrupted: true })).toEqual({
      outcome: "delivered",
      statusCode: 200,
      error: null,
    });
    expect(twilio.sent).toHaveLength(1);
  });

  it("writes down the phones found texted before waiting for morning, and texts only the others then", async () => {
    const { lead } = await store.submit(newLead("Night Ned"));
    const delivery = (await store.get(lead.id))!.deliveries[0];
    const settings = twilioSettings(twoPhones())!;
    await sendOneText(settings, "+15155550142", `New lead: Night Ned ref ${smsReference(delivery.id)}`);
    const atNight = sms.open(twoPhones(), { now: () => NIGHT });
    const found = await atNight.send({ delivery, lead, linked: [], interrupted: true });
    expect(found).toEqual({
      outcome: "retry",
      statusCode: 200,
      error: "quiet hours [sent to: +15155550142]",
    });
    const waits = await atNight.send({ delivery: { ...delivery, lastError: found.error }, lead, linked: [] });
    expect(waits.waitUntil).toBeInstanceOf(Date);
    const inDay = sms.open(twoPhones(), { now: () => AFTERNOON });
    const sent = await inDay.send({ delivery: { ...delivery, lastError: found.error }, lead, linked: [] });
    expect(sent.outcome).toBe("delivered");
    expect(twilio.sent.map((text) => text.to)).toEqual(["+15155550142", "+15155550143"]);
    expect(twilio.lists).toHaveLength(2);
  });
});

describe("Twilio's list of texts sent", () => {
  it("finds a text by its reference on a later page, and only for its number", async () => {
    const settings = twilioSettings(env())!;
    const reference = smsReference("delivery-1");
    await sendOneText(settings, "+15155550142", `New lead: Old ref ${reference}`);
    for (let i = 0; i < LOOKUP_PAGE_SIZE + 5; i += 1)
      await sendOneText(settings, "+15155550142", `New lead: ${i} ref ${smsReference(`other-${i}`)}`);
    const since = new Date();
    const found = await findSentTexts(settings, ["+15155550142", "+15155550143"], reference, {
      since,
      timeoutMs: 5_000,
    });
    expect(found).toEqual({ ok: true, sent: ["+15155550142"] });
    expect(twilio.lists.map((list) => [list.query.To, list.query.Page ?? "0"])).toEqual([
      ["+15155550142", "0"],
      ["+15155550142", "1"],
      ["+15155550143", "0"],
    ]);
    expect(twilio.lists[0].query["DateSent>"]).toBe(lookupDay(since));
    const missing = await findSentTexts(settings, ["+15155550142"], smsReference("never"), {
      since,
      timeoutMs: 5_000,
    });
    expect(missing).toEqual({ ok: true, sent: [] });
  });

  it("keeps the text within two segments with its reference and link whole", async () => {
    const { lead } = await store.submit(newLead("N".repeat(80)));
    const link = `https://www.example.com/leads/retry?token=${"t".repeat(150)}`;
    const text = smsText(lead, [], link, smsReference("d"));
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    expect(text.endsWith(` ref ${smsReference("d")} ${link}`)).toBe(true);
  });
});
