import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeSmtp, startFakeSmtp } from "../../../tests/fakes/smtp.ts";
import { deliveryRecord, leadRecord } from "../../../tests/support/lead-records.ts";
import { type Delivery, type Lead, type LeadStore, type NewLead, openLeadStore } from "../store/index.ts";
import { BUDGET_SPENT } from "./backoff.ts";
import {
  OWNER_ALERT_FAILURE_WAIT_MS,
  type OwnerAlertsJob,
  type OwnerAlertsOptions,
  QUIET_CAP_MS,
  quietThresholdMs,
  startOwnerAlerts,
} from "./owner-alerts.ts";
import { deadNoticeEmail } from "./owner-notices.ts";
import { answerQuoted, deadReason, durationWords } from "./owner-wording.ts";
import { type DeliveryWorker, startDeliveryWorker } from "./worker.ts";

const folder = mkdtempSync(join(tmpdir(), "owner-alerts-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

const HOUR = 3_600_000;
const created = new Date("2026-11-20T15:00:00.000Z");
const dead = (overrides: Partial<Delivery>): Delivery =>
  deliveryRecord({
    id: "d-1",
    leadId: "lead-1",
    destination: "webhook",
    status: "dead",
    attempts: 30,
    nextAttemptAt: created,
    deadAt: new Date(created.getTime() + 26 * HOUR),
    createdAt: created,
    updatedAt: new Date(created.getTime() + 26 * HOUR),
    ...overrides,
  });

describe("what became of a delivery, in the owner's words", () => {
  it("says how long in the units an owner would use", () => {
    expect(durationWords(20_000)).toBe("less than a minute");
    expect(durationWords(60_000)).toBe("1 minute");
    expect(durationWords(15 * 60_000)).toBe("15 minutes");
    expect(durationWords(26 * HOUR)).toBe("26 hours");
    expect(durationWords(80 * HOUR)).toBe("3 days");
  });

  it("tells a refusal from a lead service or mail server that never took it in time", () => {
    expect(deadReason(dead({ lastStatus: 400, lastError: 'HTTP 400: {"error":"phone is required"}' }))).toBe(
      'The lead service refused it (HTTP 400: {"error":"phone is required"}).',
    );
    expect(deadReason(dead({ lastError: `request failed: ECONNREFUSED${BUDGET_SPENT}` }))).toBe(
      "The lead service did not answer for 26 hours (the last try: request failed: ECONNREFUSED).",
    );
    expect(deadReason(dead({ lastStatus: 503, lastError: `HTTP 503: busy${BUDGET_SPENT}` }))).toBe(
      "The lead service answered with an error for 26 hours (the last: HTTP 503: busy).",
    );
    expect(
      deadReason(dead({ destination: "email", lastStatus: 550, lastError: "SMTP 550: mailbox unavailable" })),
    ).toBe("Your mail server refused the e-mail of this lead to you (SMTP 550: mailbox unavailable).");
    expect(
      deadReason(
        dead({ destination: "email", lastStatus: 421, lastError: `SMTP 421: try later${BUDGET_SPENT}` }),
      ),
    ).toBe(
      "The e-mail of this lead to you could not be sent for 26 hours (the last try: SMTP 421: try later).",
    );
    // Sent again by the owner, and failed on that one try: counted from the retry.
    const retried = new Date(created.getTime() + 48 * HOUR);
    expect(
      deadReason(
        dead({
          lastError: "request failed: timed out",
          retriedAt: retried,
          deadAt: new Date(retried.getTime() + 12_000),
        }),
      ),
    ).toBe(
      "The lead service did not answer for less than a minute (the last try: request failed: timed out).",
    );
  });

  it("quotes another system's answer on one line and cut short", () => {
    const quoted = answerQuoted({
      lastStatus: 400,
      lastError: `HTTP 400: line one\r\nRetry: evil\n${"x".repeat(500)}`,
    });
    expect(quoted).not.toMatch(/[\r\n]/);
    expect(quoted.startsWith("HTTP 400: line one Retry: evil x")).toBe(true);
    expect(quoted.length).toBe(301);
    expect(answerQuoted({ lastStatus: null, lastError: null })).toBe("no answer was recorded");
  });
});

describe("how long without a lead is unusual for the site", () => {
  it("is the setting, or half as long again as the month's longest gap, at most a week; 0 is off", () => {
    expect(quietThresholdMs(72 * HOUR, 20 * HOUR)).toBe(72 * HOUR);
    expect(quietThresholdMs(72 * HOUR, 60 * HOUR)).toBe(90 * HOUR);
    expect(quietThresholdMs(72 * HOUR, 30 * 24 * HOUR)).toBe(QUIET_CAP_MS);
    expect(quietThresholdMs(10 * 24 * HOUR, 30 * 24 * HOUR)).toBe(10 * 24 * HOUR);
    expect(quietThresholdMs(0, 60 * HOUR)).toBe(0);
  });
});

const lead = (overrides: Partial<Lead> = {}): Lead =>
  leadRecord({
    id: "lead-1",
    createdAt: created,
    formType: "contact",
    formName: "Website Contact Form",
    endpoint: "contact",
    payload: { name: "Pat Jones", email: "pat@example.com", phone: "515-555-0101", message: "A new patio" },
    email: "pat@example.com",
    name: "Pat Jones",
    ...overrides,
  });

describe("the notice of leads that could not be delivered", () => {
  it("names the command line as the owner runs it on the server (LEADS_COMMAND)", () => {
    const mail = deadNoticeEmail({
      leads: [{ lead: lead(), deliveries: [dead({ lastStatus: 400, lastError: "HTTP 400" })] }],
      total: 1,
      siteName: "Greater Des Moines Concrete",
      leadsCommand: "sudo /srv/gdm-concrete/bin/gdm-leads",
    });
    expect(mail.text).toContain("   Retry it: sudo /srv/gdm-concrete/bin/gdm-leads retry lead-1");
    expect(mail.text).toContain("The full list: sudo /srv/gdm-concrete/bin/gdm-leads list --status dead");
    expect(mail.text).not.toContain("npm run");
  });

  it("names each lead, what went wrong with each dead delivery, and how to send it again", () => {
    const mail = deadNoticeEmail({
      leads: [
        {
          lead: lead(),
          deliveries: [
            dead({ destination: "email", status: "delivered", lastStatus: null }),
            dead({ lastStatus: 401, lastError: "HTTP 401: bad key" }),
          ],
        },
        {
          lead: lead({ id: "lead-2", name: "<b>Sam</b>\nRetry: https://evil.example", payload: {} }),
          deliveries: [dead({ lastError: "request failed: timed out" })],
        },
      ],
      total: 5,
      siteName: "Greater Des Moines Concrete",
      retryLinks: { "lead-1": "https://www.example.com/leads/retry?token=a.b" },
      ended: [{ kind: "quiet", toldAt: created, endedAt: new Date(created.getTime() + HOUR) }],
    });
    expect(mail.subject).toBe("Greater Des Moines Concrete: 5 leads could not be delivered");
    const lines = mail.text.split("\n");
    for (const line of [
      "1. Received: Nov 20, 2026, 9:00 AM CST",
      "   Name: Pat Jones",
      "   Message: A new patio",
      "   What went wrong: The lead service refused it (HTTP 401: bad key).",
      "   Retry: https://www.example.com/leads/retry?token=a.b",
      "   Or run: npm run leads -- retry lead-1",
      "   Name: <b>Sam</b> Retry: https://evil.example",
      "   What went wrong: The lead service did not answer for 26 hours (the last try: request failed: timed out).",
      "   Retry it: npm run leads -- retry lead-2",
      "…and 3 more, not shown here.",
      "The full list: npm run leads -- list --status dead",
      "Back to normal: leads were arriving again by Nov 20, 2026, 10:00 AM CST, after the quiet spell you were told of on Nov 20, 2026, 9:00 AM CST.",
    ])
      expect(lines).toContain(line);
    // One line per dead delivery: the e-mail that reached the owner is not one.
    expect(lines.filter((line) => line.includes("What went wrong"))).toHaveLength(2);
    expect(lines.filter((line) => /^\s*Retry:/.test(line))).toHaveLength(1);
    expect(mail.html).toContain(
      '<a href="https://www.example.com/leads/retry?token=a.b">Send this lead again</a>',
    );
    expect(mail.html).toContain("&lt;b&gt;Sam&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Sam");
  });
});

describe("the owner's alert checks", () => {
  let smtp: FakeSmtp;
  let store: LeadStore;
  let run = 0;
  let clock: Date;
  const jobs: OwnerAlertsJob[] = [];
  const workers: DeliveryWorker[] = [];
  const logs: Record<string, unknown>[] = [];

  beforeEach(async () => {
    run += 1;
    smtp = await startFakeSmtp();
    store = await openLeadStore(`file:${join(folder, `run-${run}`, "site.db")}`);
    logs.length = 0;
    clock = new Date();
  });

  afterEach(async () => {
    for (const job of jobs.splice(0)) await job.stop();
    for (const worker of workers.splice(0)) await worker.stop();
    await store.close();
    await smtp.close();
  });

  const start = (options: Partial<OwnerAlertsOptions> = {}) => {
    const job = startOwnerAlerts({
      store,
      smtpUrl: smtp.url,
      to: "office@example.com",
      log: (event) => logs.push(event),
      siteName: "Greater Des Moines Concrete",
      siteUrl: "https://www.example.com",
      deliverable: ["webhook", "email"],
      backlogAfterMs: 0,
      quietAfterMs: 0,
      checkEveryMs: HOUR,
      now: () => clock,
      ...options,
    });
    jobs.push(job);
    return job;
  };
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  const contact = (name: string, destinations: NewLead["destinations"] = ["webhook"]): NewLead => ({
    formType: "contact",
    formName: "Website Contact Form",
    endpoint: "contact",
    payload: { name, email: "pat@example.com", phone: "515-555-0101", message: `From ${name}` },
    name,
    email: "pat@example.com",
    response: { success: true },
    receivedAt: clock,
    destinations,
  });

  it("tells the owner of a lead whose own e-mail the mail server refused, through it, once it takes mail again", async () => {
    smtp.refuse(1, 550);
    const { lead: refused } = await store.submit(contact("Mia Mailless", ["email"]));
    workers.push(
      startDeliveryWorker({
        store,
        env: { SMTP_URL: smtp.url, NOTIFY_EMAIL: "office@example.com" },
        log: () => {},
        pollMs: 20,
      }),
    );
    await expect
      .poll(async () => (await store.get(refused.id))?.deliveries[0].status, { timeout: 10_000 })
      .toBe("dead");
    expect(smtp.messages).toHaveLength(0);

    later(10 * 60_000);
    await start().runOnce();
    const [mail] = await smtp.waitForMessages(1);
    const raw = decode(mail.raw);
    expect(raw).toContain("Subject: Greater Des Moines Concrete: 1 lead could not be delivered");
    expect(raw).toContain("Name: Mia Mailless");
    expect(raw).toContain("Phone: 515-555-0101");
    expect(raw).toContain("Message: From Mia Mailless");
    expect(raw).toMatch(
      /What went wrong: Your mail server refused the e-mail of this lead to you \(SMTP 550: .*refused by the test\)\./,
    );
    expect(logs).toEqual([{ event: "owner_alert.sent", kind: "dead", leads: 1, leadIds: [refused.id] }]);
  });

  it("logs a notice the mail server refused loudly, marks nothing told, and tries again after a wait", async () => {
    const { lead: refused } = await store.submit(contact("Rex Refused"));
    const [claim] = await store.claimDue({ workerId: "w", now: clock });
    await store.recordAttempt({
      deliveryId: claim.delivery.id,
      workerId: "w",
      startedAt: clock,
      durationMs: 20,
      statusCode: 400,
      error: "HTTP 400: no",
      outcome: "dead",
      now: clock,
    });
    later(10 * 60_000);
    smtp.refuse(1, 451);
    const job = start();
    await job.runOnce();
    expect(smtp.messages).toHaveLength(0);
    expect(logs).toEqual([
      expect.objectContaining({
        event: "owner_alert.failed",
        kind: "dead",
        leadIds: [refused.id],
        error: expect.stringContaining("451"),
        advice: expect.stringContaining("The owner has not been told"),
      }),
    ]);
    // Not before the wait: one failing mail server is not asked every minute.
    later(OWNER_ALERT_FAILURE_WAIT_MS - 60_000);
    await job.runOnce();
    expect(smtp.messages).toHaveLength(0);
    later(60_000);
    await job.runOnce();
    expect(decode((await smtp.waitForMessages(1))[0].raw)).toContain("Name: Rex Refused");
  });

  it("says why leads wait when the lead service has no address, once", async () => {
    await store.submit(contact("Lou Waiting"));
    later(20 * 60_000);
    const job = start({ deliverable: ["email"], backlogAfterMs: 15 * 60_000 });
    await job.runOnce();
    later(60_000);
    await job.runOnce();
    await start({ deliverable: ["email"], backlogAfterMs: 15 * 60_000 }).runOnce();
    expect(smtp.messages).toHaveLength(1);
    const raw = decode(smtp.messages[0].raw);
    expect(raw).toContain("Subject: Greater Des Moines Concrete: leads are waiting to be delivered");
    expect(raw).toContain("1 delivery is waiting");
    expect(raw).toContain("from Lou Waiting");
    expect(raw).toContain("has waited 20 minutes for the lead service");
    expect(raw).toContain("It has not been tried yet.");
    expect(raw).toContain("LEAD_WEBHOOK_URL is empty");
  });

  it("says nothing of a quiet spell on a site that never had a lead, nor before the spell is long", async () => {
    const job = start({ quietAfterMs: 72 * HOUR });
    later(100 * HOUR);
    await job.runOnce();
    expect(smtp.messages).toHaveLength(0);
    await store.submit(contact("Val First"));
    later(71 * HOUR);
    await job.runOnce();
    expect(smtp.messages).toHaveLength(0);
    later(2 * HOUR);
    await job.runOnce();
    expect(decode((await smtp.waitForMessages(1))[0].raw)).toContain(
      "Subject: Greater Des Moines Concrete: no new leads for 3 days",
    );
  });
});
