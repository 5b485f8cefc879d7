import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeSite } from "../../server/compose.ts";
import { EmbeddedSource } from "../../server/content/embedded.ts";
import { parseEnv } from "../../server/core/env.ts";
import { type DeliveryWorker, startDeliveryWorker } from "../../server/leads/delivery/index.ts";
import { MAX_FIELD_ITEMS, MAX_LEAD_FIELDS } from "../../server/leads/parse.ts";
import { type LeadStore, openLeadStore } from "../../server/leads/store/index.ts";
import { openPostgresLeadStore } from "../../server/leads/store/postgres.ts";
import { type FakeLeadService, startFakeLeadService } from "../fakes/lead-service.ts";
import { type FakeSmtp, startFakeSmtp } from "../fakes/smtp.ts";
import { generalLeadPayload } from "../general-lead-payload.ts";
import { listen } from "../support/listen.ts";
import { dropSchema, testPostgresUrl } from "../support/postgres.ts";

/**
 * Submissions built to break the lead pipeline rather than to reach the business: bodies nested
 * thousands deep, fields with thousands of items, hundreds of made-up fields, text a database
 * cannot store. Each is answered with a 4xx naming what is wrong, or stored as a lead the worker
 * delivers; never a 5xx, never a lead the worker cannot finish with.
 */

interface Site {
  origin: string;
  store: LeadStore;
  events: Record<string, unknown>[];
  close(): Promise<void>;
}

async function startSite(
  store: LeadStore,
  env: Record<string, string> = {},
  worker?: { service: FakeLeadService; smtp: FakeSmtp },
): Promise<Site> {
  const events: Record<string, unknown>[] = [];
  const parsed = parseEnv({
    SITE_URL: "https://www.example.com",
    RATE_LIMIT_PER_MINUTE: "100000",
    ...(worker
      ? {
          LEAD_WEBHOOK_URL: worker.service.url,
          SMTP_URL: worker.smtp.url,
          NOTIFY_EMAIL: "office@example.com",
        }
      : {}),
    ...env,
  });
  const log = (event: Record<string, unknown>) => events.push(event);
  const deliveries: DeliveryWorker | null = worker
    ? startDeliveryWorker({ store, env: parsed, log, pollMs: 20 })
    : null;
  const { app } = composeSite({
    env: parsed,
    content: new EmbeddedSource(),
    store,
    log,
    deliveries: deliveries ?? undefined,
  });
  const listening = await listen(app);
  return {
    origin: listening.origin,
    store,
    events,
    close: async () => {
      await deliveries?.stop();
      await listening.close();
    },
  };
}

interface Answer {
  status: number;
  body: { success: boolean; id?: string; fields?: Record<string, string> } | null;
  text: string;
}

async function postRaw(
  site: Site,
  raw: string,
  headers: Record<string, string> = { "Content-Type": "application/json" },
): Promise<Answer> {
  const res = await fetch(`${site.origin}/api/contact`, { method: "POST", headers, body: raw });
  const text = await res.text();
  let body: Answer["body"] = null;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body, text };
}

const post = (site: Site, body: unknown) => postRaw(site, JSON.stringify(body));

/** `depth` lists inside each other around one text, written out: JSON.stringify could not write it. */
const nestedLists = (depth: number) => `${"[".repeat(depth)}"x"${"]".repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}"x"${"}".repeat(depth)}`;
/** The spec's general payload with one more field, its JSON given as is. */
const payloadWithRaw = (field: string, json: string) =>
  JSON.stringify(generalLeadPayload("contact")).replace(/}$/, `,${JSON.stringify(field)}:${json}}`);

async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 10_000): Promise<T> {
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

function poisonSuite(name: string, openStore: () => Promise<LeadStore>, cleanup: () => Promise<void>) {
  describe(`submissions built to break the pipeline (${name})`, () => {
    let site: Site;
    let service: FakeLeadService;
    let smtp: FakeSmtp;

    beforeAll(async () => {
      service = await startFakeLeadService();
      smtp = await startFakeSmtp();
      site = await startSite(await openStore(), {}, { service, smtp });
    });
    afterAll(async () => {
      await site.close();
      await site.store.close();
      await service.close();
      await smtp.close();
      await cleanup();
    });

    /** Answers 422 naming `field`, stores nothing and logs no store failure. */
    async function expectRefused(answer: Answer, field: string, message: RegExp, leadsBefore: number) {
      expect(answer.status, answer.text).toBe(422);
      expect(answer.body?.fields?.[field]).toMatch(message);
      expect((await site.store.stats()).leads).toBe(leadsBefore);
      expect(site.events.map((event) => event.event)).not.toContain("lead.store_unavailable");
      expect(site.events.map((event) => event.event)).not.toContain("lead.error");
    }

    it("refuses a field of 4,200 lists nested in each other with 422 naming the field, and stores nothing", async () => {
      const before = (await site.store.stats()).leads;
      const answer = await postRaw(site, payloadWithRaw("extra", nestedLists(4_200)));
      await expectRefused(answer, "extra", /flat list or object/, before);
    });

    it("refuses a body nested 4,600 deep with 422, not as a store that failed", async () => {
      const before = (await site.store.stats()).leads;
      await expectRefused(
        await postRaw(site, payloadWithRaw("deep", nestedLists(4_600))),
        "deep",
        /flat list or object/,
        before,
      );
      await expectRefused(await postRaw(site, nestedObjects(4_600)), "a", /flat list or object/, before);
    });

    it("refuses 5,000 items in one list and 3,000 keys in one object with 422", async () => {
      const before = (await site.store.stats()).leads;
      const list = generalLeadPayload("contact", { extra: Array.from({ length: 5_000 }, () => 0) });
      await expectRefused(await post(site, list), "extra", /at most 50 items/, before);
      const keys = Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`k${i}`, 0]));
      await expectRefused(
        await post(site, generalLeadPayload("contact", { extra: keys })),
        "extra",
        /at most 50/,
        before,
      );
    });

    it("refuses 500 made-up fields with 422", async () => {
      const before = (await site.store.stats()).leads;
      const fields = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`made_up_${i}`, "v"]));
      await expectRefused(
        await post(site, generalLeadPayload("contact", fields)),
        "form",
        /at most 100 fields/,
        before,
      );
    });

    it("names a field called __proto__ or constructor like any other, in JSON and on the no-JavaScript page", async () => {
      const before = (await site.store.stats()).leads;
      await expectRefused(
        await postRaw(site, payloadWithRaw("__proto__", nestedLists(3))),
        "__proto__",
        /flat list or object/,
        before,
      );
      const form = new URLSearchParams({ name: "Pat Jones", email: "pat@example.com", message: "Patio" });
      for (let i = 0; i <= MAX_FIELD_ITEMS; i += 1) form.append("constructor", "x");
      const page = await postRaw(site, form.toString(), {
        "Content-Type": "application/x-www-form-urlencoded",
      });
      expect(page.status).toBe(422);
      expect(page.text).toContain("constructor");
      expect(page.text).toContain(`A field holds at most ${MAX_FIELD_ITEMS} items.`);
      expect((await site.store.stats()).leads).toBe(before);
    });

    it("stores and delivers, by webhook and e-mail, a lead at the limits: 100 fields, flat lists and objects of 50", async () => {
      const flatList = Array.from({ length: MAX_FIELD_ITEMS }, (_, i) => (i % 2 ? `item ${i}` : i));
      const flatObject = Object.fromEntries(
        Array.from({ length: MAX_FIELD_ITEMS }, (_, i) => [`key${i}`, i % 3 === 0]),
      );
      const base = generalLeadPayload("contact", { crm: flatObject, labels: flatList, note: null });
      const fill = MAX_LEAD_FIELDS - Object.keys(base).length;
      const body = {
        ...base,
        ...Object.fromEntries(Array.from({ length: fill }, (_, i) => [`extra_${i}`, `v${i}`])),
      };
      expect(Object.keys(body)).toHaveLength(MAX_LEAD_FIELDS);

      const answer = await post(site, body);
      expect(answer.status, answer.text).toBe(201);
      const id = answer.body?.id as string;
      expect((await site.store.get(id))?.lead.payload).toMatchObject({ crm: flatObject, labels: flatList });
      await eventually(async () =>
        expect((await site.store.get(id))?.deliveries.map((d) => [d.destination, d.status])).toEqual([
          ["email", "delivered"],
          ["sms", "parked"],
          ["webhook", "delivered"],
        ]),
      );
      expect(service.requests.find((r) => r.headers["x-lead-id"] === id)?.json).toMatchObject({
        crm: flatObject,
        labels: flatList,
      });
    });

    it("stores and delivers a lead whose name holds U+0000, which PostgreSQL's text cannot hold", async () => {
      const answer = await post(site, generalLeadPayload("contact", { name: "Pat\u0000 Jones" }));
      expect(answer.status, answer.text).toBe(201);
      const id = answer.body?.id as string;
      expect((await site.store.get(id))?.lead.name).toBe("Pat Jones");
      await eventually(async () =>
        expect((await site.store.get(id))?.deliveries.map((d) => d.status)).toEqual([
          "delivered",
          "parked",
          "delivered",
        ]),
      );
    });
  });

  describe(`the visitor's address on a stored lead (${name})`, () => {
    afterAll(cleanup);

    it("is hashed with the store's own random key: unchanged when the webhook secret changes, the same on a second instance", async () => {
      const [first, second] = [await openStore(), await openStore()];
      const sites = [
        await startSite(first, { LEAD_WEBHOOK_SECRET: "secret-before-rotation" }),
        await startSite(second, { LEAD_WEBHOOK_SECRET: "secret-after-rotation" }),
        await startSite(second),
      ];
      try {
        const address = "198.51.100.7";
        const hashes: (string | null)[] = [];
        for (const site of sites) {
          const res = await fetch(`${site.origin}/api/contact`, {
            method: "POST",
            headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
            body: JSON.stringify(generalLeadPayload("contact")),
          });
          expect(res.status).toBe(201);
          const { id } = (await res.json()) as { id: string };
          hashes.push((await first.get(id))?.lead.ipHash ?? null);
        }
        const hmac = (key: string) => createHmac("sha256", key).update(address).digest("hex").slice(0, 32);
        const key = await first.ipHashKey();
        expect(hashes).toEqual([hmac(key), hmac(key), hmac(key)]);
        expect(key).not.toMatch(/lead-ip|secret/);
        expect(hashes[0]).not.toBe(hmac("lead-ip"));
      } finally {
        for (const site of sites) await site.close();
        await first.close();
        await second.close();
      }
    });
  });

  describe(`a store that fails (${name})`, () => {
    afterAll(cleanup);

    it("is answered 503 and logged as a store failure, with what the store said", async () => {
      const store = await openStore();
      const site = await startSite(store);
      try {
        await store.close();
        const answer = await post(site, generalLeadPayload("contact"));
        expect(answer.status).toBe(503);
        const logged = site.events.find((event) => event.event === "lead.store_unavailable");
        expect(logged).toMatchObject({ endpoint: "contact", error: expect.any(String) });
        expect(String(logged?.error)).not.toBe("");
      } finally {
        await site.close();
      }
    });
  });
}

const folder = mkdtempSync(join(tmpdir(), "lead-poison-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let sqliteRun = 0;

poisonSuite(
  "SQLite",
  () => openLeadStore(`file:${join(folder, `run-${sqliteRun}`, "site.db")}`),
  async () => {
    sqliteRun += 1;
  },
);

const postgresUrl = testPostgresUrl;
const schema = `lead_poison_test_${process.pid}_${Date.now().toString(36)}`;
poisonSuite(
  "PostgreSQL",
  () => openPostgresLeadStore(postgresUrl, { schema }),
  () => dropSchema(schema),
);
