import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeLeadService, startFakeLeadService } from "../../../tests/fakes/lead-service.ts";
import { type FakeSmtp, startFakeSmtp } from "../../../tests/fakes/smtp.ts";
import { dropSchema, testPostgresUrl } from "../../../tests/support/postgres.ts";
import { openLeadStore } from "../store/index.ts";
import { openPostgresLeadStore } from "../store/postgres.ts";
import type { LeadStore, NewLead } from "../store/types.ts";
import { type BackoffPolicy, retryDelayMs } from "./backoff.ts";
import { webhookSignature } from "./destinations/index.ts";
import { type DeliveryEnv, type DeliveryWorker, startDeliveryWorker } from "./worker.ts";

// Every wait below is for an outcome (a request, a row's status, a mail) with a deadline that only a
// broken worker reaches: on a loaded machine the same steps just take longer.
const DEADLINE_MS = 30_000;
vi.setConfig({ testTimeout: 60_000 });

const folder = mkdtempSync(join(tmpdir(), "lead-delivery-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// The real policy's shape, in milliseconds instead of seconds, so retries happen within a test.
const fastBackoff: BackoffPolicy = { firstRetryMs: 20, maxBackoffMs: 200, retryBudgetMs: 60_000 };

let service: FakeLeadService;
let store: LeadStore;
let run = 0;
const workers: DeliveryWorker[] = [];
const logs: Record<string, unknown>[] = [];

beforeEach(async () => {
  run += 1;
  service = await startFakeLeadService();
  store = await openLeadStore(`file:${join(folder, `run-${run}`, "site.db")}`);
  logs.length = 0;
});

afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop();
  await service.close();
  await store.close();
});

const start = (
  env: Partial<DeliveryEnv> = {},
  extra: { backoff?: BackoffPolicy; on?: LeadStore; timeoutMs?: number } = {},
) => {
  const worker = startDeliveryWorker({
    store: extra.on ?? store,
    env: { LEAD_WEBHOOK_URL: service.url, LEAD_WEBHOOK_SECRET: "s3cret", ...env },
    log: (event) => logs.push(event),
    pollMs: 20,
    backoff: extra.backoff ?? fastBackoff,
    // Long enough that a busy machine's slow answer is never taken for a lead service that hangs.
    webhookTimeoutMs: extra.timeoutMs ?? 10_000,
  });
  workers.push(worker);
  return worker;
};

let serial = 0;
const lead = (overrides: Partial<NewLead> = {}): NewLead => {
  serial += 1;
  return {
    formType: "quote",
    formName: "Website Quote Form",
    endpoint: "quote",
    payload: { name: `Visitor ${serial}`, email: `visitor${serial}@example.com`, serviceType: "patios" },
    email: `visitor${serial}@example.com`,
    name: `Visitor ${serial}`,
    response: { success: true },
    destinations: ["webhook"],
    ...overrides,
  };
};

const statusOf = async (s: LeadStore, leadId: string) =>
  (await s.get(leadId))!.deliveries.map((d) => [d.destination, d.status, d.attempts]);

async function eventually<T>(check: () => Promise<T> | T, timeoutMs = DEADLINE_MS): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

describe("delivery worker", () => {
  it("delivers a lead to the lead service with a signature it can verify, and logs no personal data", async () => {
    const { lead: stored } = await store.submit(lead());
    start().notify();
    const [request] = await service.waitForRequests(1, DEADLINE_MS);
    expect(request.headers["x-lead-id"]).toBe(stored.id);
    const timestamp = String(request.headers["x-signature-timestamp"]);
    expect(request.headers["x-signature-256"]).toBe(webhookSignature("s3cret", timestamp, request.body));
    expect(request.json).toMatchObject({ ...stored.payload, lead_id: stored.id });
    await eventually(async () =>
      expect(await statusOf(store, stored.id)).toEqual([["webhook", "delivered", 1]]),
    );
    expect(logs[0]).toMatchObject({ leadId: stored.id, destination: "webhook", attempt: 1, status: 200 });
    expect(JSON.stringify(logs)).not.toContain("example.com");
  });

  it("delivers on the 4th attempt after three 500s, with the same Idempotency-Key each time", async () => {
    service.failTimes(3, 500);
    const { lead: stored } = await store.submit(lead());
    start().notify();
    const requests = await service.waitForRequests(4, DEADLINE_MS);
    expect(new Set(requests.map((r) => r.headers["idempotency-key"])).size).toBe(1);
    await eventually(async () =>
      expect(await statusOf(store, stored.id)).toEqual([["webhook", "delivered", 4]]),
    );
    const waits = (await store.get(stored.id))!.attempts.map((a) => a.outcome);
    expect(waits).toEqual(["retry", "retry", "retry", "delivered"]);
    // With the real constants the same three waits add up to under two minutes, jitter at its worst.
    expect([1, 2, 3].reduce((sum, n) => sum + retryDelayMs(n, () => 0.999), 0)).toBeLessThan(120_000);
  });

  it("gives up at once on a 400 and sends nothing more", async () => {
    service.always({ kind: "status", status: 400 });
    const { lead: stored } = await store.submit(lead());
    const worker = start();
    worker.notify();
    await eventually(async () => expect(await statusOf(store, stored.id)).toEqual([["webhook", "dead", 1]]));
    await lastLook(worker, 2 * fastBackoff.maxBackoffMs);
    expect(service.requests).toHaveLength(1);
  });

  it("retries 408, 429, a dropped connection and a timeout", async () => {
    service.queue(
      { kind: "status", status: 408 },
      { kind: "status", status: 429 },
      { kind: "drop" },
      // Answers long after the worker's timeout; the other answers come long before it, even on a busy machine.
      { kind: "slow", delayMs: 60_000 },
    );
    const { lead: stored } = await store.submit(lead());
    start({}, { timeoutMs: 3_000 }).notify();
    await eventually(async () =>
      expect(await statusOf(store, stored.id)).toEqual([["webhook", "delivered", 5]]),
    );
    const attempts = (await store.get(stored.id))!.attempts;
    expect(attempts.map((a) => a.statusCode)).toEqual([408, 429, null, null, 200]);
    expect(attempts[3].error).toContain("timed out");
  });

  it("marks a delivery dead once its retry budget is spent, and keeps it", async () => {
    service.always({ kind: "status", status: 503 });
    const { lead: stored } = await store.submit(lead());
    const worker = start({}, { backoff: { firstRetryMs: 20, maxBackoffMs: 40, retryBudgetMs: 400 } });
    worker.notify();
    await eventually(async () => expect((await statusOf(store, stored.id))[0][1]).toBe("dead"));
    const detail = (await store.get(stored.id))!;
    // How many attempts fit in the budget depends on the machine's load; giving up is what matters.
    expect(detail.deliveries[0].lastError).toContain("retry budget spent");
    expect(detail.attempts.at(-1)?.outcome).toBe("dead");
    const sent = service.requests.length;
    await lastLook(worker, 80);
    expect(service.requests).toHaveLength(sent);
  });

  it("parks webhook rows without LEAD_WEBHOOK_URL and e-mail rows without SMTP: kept, sent nowhere, not pending", async () => {
    const { lead: stored } = await store.submit(lead({ destinations: ["webhook", "email"] }));
    await lastLook(start({ LEAD_WEBHOOK_URL: undefined }));
    expect(service.requests).toHaveLength(0);
    expect(await statusOf(store, stored.id)).toEqual([
      ["email", "parked", 0],
      ["webhook", "parked", 0],
    ]);
    expect((await store.stats()).deliveries).toMatchObject({ pending: 0, parked: 2 });
    expect(logs).toContainEqual(
      expect.objectContaining({ event: "lead_deliveries.settled", destination: "email", parked: 1 }),
    );
  });

  it("finishes an attempt under way when stopped, and the next worker resumes what is pending", async () => {
    service.always({ kind: "slow", delayMs: 250 });
    const first = await store.submit(lead());
    const worker = start();
    worker.notify();
    await service.waitForRequests(1, DEADLINE_MS);
    await worker.stop();
    expect(await statusOf(store, first.lead.id)).toEqual([["webhook", "delivered", 1]]);

    const second = await store.submit(lead());
    start().notify();
    await eventually(async () =>
      expect(await statusOf(store, second.lead.id)).toEqual([["webhook", "delivered", 1]]),
    );
  });

  it("e-mails the business every field and the campaign data", async () => {
    const smtp: FakeSmtp = await startFakeSmtp();
    try {
      const { lead: stored } = await store.submit(
        lead({
          destinations: ["email"],
          payload: {
            name: "Jo Smith",
            email: "jo@example.com",
            phone: "515-555-0100",
            serviceType: "driveways",
            utm_params: { utm_source: "google", utm_campaign: "spring" },
            page_url: "https://example.com/quote",
          },
        }),
      );
      start({ SMTP_URL: smtp.url, NOTIFY_EMAIL: "office@example.com" }).notify();
      const [mail] = await smtp.waitForMessages(1, DEADLINE_MS);
      for (const text of [
        "New quote request: Jo Smith (driveways)",
        "Phone: 515-555-0100",
        "Campaign source (utm_source): google",
        "Campaign name (utm_campaign): spring",
        "Page URL: https://example.com/quote",
        `Lead id: ${stored.id}`,
      ]) {
        expect(mail.raw.replace(/=\r?\n/g, "")).toContain(text);
      }
      await eventually(async () =>
        expect(await statusOf(store, stored.id)).toEqual([["email", "delivered", 1]]),
      );
    } finally {
      await smtp.close();
    }
  });

  it("sends a quote primary's linked follow-up payload, once", async () => {
    const primary = await store.submit(
      lead({ endpoint: "wp-forms-quote", payload: { name: "Jo", message: "patio" } }),
    );
    await store.submit(
      lead({
        linkedLeadId: primary.lead.id,
        payload: { name: "Jo", message: "patio 20x30", tags: ["Website Lead"] },
        destinations: [],
      }),
    );
    const worker = start();
    worker.notify();
    await eventually(async () =>
      expect(await statusOf(store, primary.lead.id)).toEqual([["webhook", "delivered", 1]]),
    );
    await lastLook(worker, 2 * fastBackoff.maxBackoffMs);
    expect(service.requests).toHaveLength(1);
    expect(service.requests[0].json).toMatchObject({
      message: "patio 20x30",
      tags: ["Website Lead"],
      lead_id: primary.lead.id,
    });
  });
});

/**
 * For a check that nothing more happens: waits `ms` (long enough for a retry that should not be made to
 * fall due), has the worker look for due work once more, and stops it, which waits for that look and
 * every attempt it started. Afterwards nothing more can be sent, however slow the machine.
 */
async function lastLook(worker: DeliveryWorker, ms = 0): Promise<void> {
  if (ms > 0) await new Promise((r) => setTimeout(r, ms));
  worker.notify();
  await worker.stop();
}

/** A store, and a way to write a lead's payload text as an older version or a hand-made row might have. */
interface RawStore {
  store: LeadStore;
  setPayloadJson(leadId: string, json: string): Promise<void>;
}

const postgresUrl = testPostgresUrl;
const rawSchema = `delivery_raw_${randomBytes(6).toString("hex")}`;
const rawStores: [string, () => Promise<RawStore>][] = [
  [
    "SQLite",
    async () => {
      run += 1;
      const path = join(folder, `raw-${run}`, "site.db");
      const opened = await openLeadStore(`file:${path}`);
      return {
        store: opened,
        async setPayloadJson(leadId, json) {
          const db = new DatabaseSync(path);
          try {
            db.prepare("UPDATE leads SET payload = ? WHERE id = ?").run(json, leadId);
          } finally {
            db.close();
          }
        },
      };
    },
  ],
  [
    "PostgreSQL",
    async () => {
      const opened = await openPostgresLeadStore(postgresUrl, { schema: rawSchema });
      return {
        store: opened,
        async setPayloadJson(leadId, json) {
          const client = new pg.Client({ connectionString: postgresUrl });
          await client.connect();
          try {
            await client.query(`UPDATE ${rawSchema}.leads SET payload = $1::json WHERE id = $2`, [
              json,
              leadId,
            ]);
          } finally {
            await client.end();
          }
        },
      };
    },
  ],
];

/** Lists inside each other around one text: too deep for JSON.stringify at 10,000. */
const nestedJson = (depth: number) => `${"[".repeat(depth)}"x"${"]".repeat(depth)}`;

describe.each(rawStores)("a lead stored before submissions were bounded (%s)", (_name, open) => {
  let raw: RawStore;
  let smtp: FakeSmtp;

  beforeEach(async () => {
    raw = await open();
    smtp = await startFakeSmtp();
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
    await raw.store.close();
    await smtp.close();
  });
  afterAll(() => dropSchema(rawSchema, postgresUrl));

  const withMail = () => ({ SMTP_URL: smtp.url, NOTIFY_EMAIL: "office@example.com" });

  it("is delivered by webhook and e-mail whatever it holds: nested 4,200 deep, odd names, odd tags", async () => {
    const { lead: stored } = await raw.store.submit(
      lead({
        destinations: ["webhook", "email"],
        payload: {
          name: "Jo Smith",
          email: "jo@example.com",
          deep: JSON.parse(nestedJson(4_200)),
          constructor: "x",
          "Lead id\nForged": "y",
          tags: [{ odd: true }, "Website Lead"],
          utm_params: { utm_source: [["google"]] },
        },
      }),
    );
    start(withMail(), { on: raw.store }).notify();
    await eventually(async () =>
      expect(await statusOf(raw.store, stored.id)).toEqual([
        ["email", "delivered", 1],
        ["webhook", "delivered", 1],
      ]),
    );
    const [mail] = await smtp.waitForMessages(1, DEADLINE_MS);
    expect(mail.raw).toContain("(a list of 1, not shown)");
    expect(logs.map((event) => event.event)).not.toContain("lead_delivery_error");
  });

  it("records an exception while building a delivery as a failed attempt with its backoff, then dead after the budget", async () => {
    const { lead: stored } = await raw.store.submit(lead({ destinations: ["webhook", "email"] }));
    await raw.setPayloadJson(
      stored.id,
      `{"name":"Jo Smith","email":"jo@example.com","deep":${nestedJson(10_000)}}`,
    );
    // The budget counts from the lead's arrival: it leaves room for the set-up above on a busy machine,
    // so the worker always gets to retry before giving up.
    const backoff = { firstRetryMs: 200, maxBackoffMs: 400, retryBudgetMs: 3_000 };
    const worker = start(withMail(), { on: raw.store, backoff });
    worker.notify();

    // The business still hears of it: the e-mail, which shows what it can, is delivered meanwhile.
    await eventually(async () =>
      expect(await statusOf(raw.store, stored.id)).toEqual([
        ["email", "delivered", expect.any(Number)],
        ["webhook", "dead", expect.any(Number)],
      ]),
    );
    const detail = (await raw.store.get(stored.id))!;
    const webhook = detail.deliveries.find((d) => d.destination === "webhook")!;
    const attempts = detail.attempts.filter((a) => a.deliveryId === webhook.id);
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(attempts.map((a) => a.outcome)).toEqual([...attempts.slice(1).map(() => "retry"), "dead"]);
    expect(attempts[0].error).toMatch(/^could not build or send it: RangeError/);
    expect(webhook.lastError).toContain("retry budget spent");
    // Each retry waited for its backoff (half the step at least), rather than coming straight back.
    for (let i = 1; i < attempts.length; i += 1) {
      expect(attempts[i].startedAt.getTime() - attempts[i - 1].startedAt.getTime()).toBeGreaterThanOrEqual(
        backoff.firstRetryMs / 2 - 5,
      );
    }
    expect(service.requests).toHaveLength(0);
    expect(logs.map((event) => event.event)).not.toContain("lead_delivery_error");

    const recorded = attempts.length;
    await lastLook(worker, 2 * backoff.maxBackoffMs);
    expect(
      (await raw.store.get(stored.id))!.attempts.filter((a) => a.deliveryId === webhook.id),
    ).toHaveLength(recorded);
  });
});

describe("a held lead released by the owner", () => {
  it("is never sent while held, then reaches the lead service once", async () => {
    const held = await store.submit(lead({ spamReason: "honeypot" }));
    const customer = await store.submit(lead());
    const worker = start();
    worker.notify();
    await eventually(async () =>
      expect(await statusOf(store, customer.lead.id)).toEqual([["webhook", "delivered", 1]]),
    );
    expect(service.requests.map((r) => r.headers["x-lead-id"])).toEqual([customer.lead.id]);

    expect(await store.release(held.lead.id)).toMatchObject({ status: "released", deliveries: 1 });
    worker.notify();
    await eventually(async () =>
      expect(await statusOf(store, held.lead.id)).toEqual([["webhook", "delivered", 1]]),
    );
    expect(await store.release(held.lead.id)).toEqual({ status: "not-held" });
    await lastLook(worker, 2 * fastBackoff.maxBackoffMs);
    expect(service.requests.map((r) => r.headers["x-lead-id"])).toEqual([customer.lead.id, held.lead.id]);
  });
});

describe("delivery workers sharing PostgreSQL", () => {
  const url = testPostgresUrl;
  const schema = `delivery_test_${randomBytes(6).toString("hex")}`;

  afterAll(() => dropSchema(schema, url));

  it("delivers each of 30 leads exactly once with two workers and a slow lead service", async () => {
    const [a, b] = await Promise.all([
      openPostgresLeadStore(url, { schema }),
      openPostgresLeadStore(url, { schema }),
    ]);
    try {
      service.always({ kind: "slow", delayMs: 300 });
      for (let i = 0; i < 30; i += 1) await a.submit(lead());
      start({}, { on: a, timeoutMs: 5_000 }).notify();
      start({}, { on: b, timeoutMs: 5_000 }).notify();
      await service.waitForRequests(30, DEADLINE_MS);
      await eventually(async () => expect((await a.stats()).deliveries.delivered).toBe(30));
      for (const worker of workers.splice(0)) await worker.stop();
      const keys = service.requests.map((r) => r.headers["idempotency-key"]);
      expect(keys).toHaveLength(30);
      expect(new Set(keys).size).toBe(30);
      // Both workers did part of the work.
      expect(new Set(logs.map((event) => event.workerId)).size).toBe(2);
    } finally {
      for (const worker of workers.splice(0)) await worker.stop();
      await a.close();
      await b.close();
    }
  });
});
