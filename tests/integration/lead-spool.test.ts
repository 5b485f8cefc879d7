import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeSite } from "../../server/compose.ts";
import { EmbeddedSource } from "../../server/content/embedded.ts";
import { parseEnv } from "../../server/core/env.ts";
import { startDeliveryWorker } from "../../server/leads/delivery/index.ts";
import { deliveryPlan } from "../../server/leads/delivery/plan.ts";
import { QUOTE_LINK_KEY_NAME } from "../../server/leads/quote-link.ts";
import { type LeadSpool, openLeadSpool } from "../../server/leads/spool.ts";
import { startSpoolDrainer } from "../../server/leads/spool-drainer.ts";
import { type LeadStore, openLeadStore } from "../../server/leads/store/index.ts";
import { type FakeLeadService, startFakeLeadService } from "../fakes/lead-service.ts";
import { type FakeSmtp, startFakeSmtp } from "../fakes/smtp.ts";
import { generalLeadPayload } from "../general-lead-payload.ts";
import { listen } from "../support/listen.ts";
import { dropSchema, testPostgresUrl } from "../support/postgres.ts";
import { startTcpRelay, type TcpRelay } from "../support/tcp-relay.ts";

/**
 * No lead lost while the database is away (decision 018): the real app on a real PostgreSQL
 * reached through a relay the test cuts, a fake lead service on 127.0.0.1, the real delivery
 * worker and spool drainer. Twenty visitors send forms while the database is cut; each is thanked
 * as usual, kept in the spool, stored once when the database is back, and delivered once.
 */

const SITE_URL = "https://www.example.com";
const fillTime = () => Date.now() - 20_000;

const quoteValues = (extra: Record<string, unknown> = {}) => ({
  name: "Mary Ann Smith",
  email: "mary.smith@example.com",
  phone: "515-555-0177",
  address: "1200 Grand Ave",
  city: "West Des Moines",
  zip: "50265",
  serviceType: "driveways",
  projectDescription: "Replace a cracked 20x40 driveway",
  privacyPolicy: true,
  utm_params: { utm_source: "facebook" },
  page_url: `${SITE_URL}/quote`,
  _hp: "",
  _started: fillTime(),
  ...extra,
});

async function postJson(origin: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(origin + path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

interface Running {
  origin: string;
  store: LeadStore;
  spool: LeadSpool;
  events: Record<string, unknown>[];
  drainNow(): Promise<void>;
  close(): Promise<void>;
}

async function startSite(
  databaseUrl: string,
  spoolDir: string,
  env: Record<string, string>,
  options: { maxBytes?: number; smtp?: FakeSmtp; alertAfterMs?: number } = {},
): Promise<Running> {
  const parsed = parseEnv({ SITE_URL, DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: "100000", ...env });
  const store = await openLeadStore(databaseUrl);
  await Promise.all([store.ipHashKey(), store.storeKey(QUOTE_LINK_KEY_NAME)]);
  const spool = await openLeadSpool({ dir: spoolDir, maxBytes: options.maxBytes ?? 10 * 1024 * 1024 });
  const events: Record<string, unknown>[] = [];
  const log = (event: Record<string, unknown>) => events.push(event);
  const worker = startDeliveryWorker({ store, env: parsed, log, pollMs: 100 });
  const { app } = composeSite({
    env: parsed,
    content: new EmbeddedSource(),
    store,
    spool,
    log,
    deliveries: worker,
  });
  const drainer = startSpoolDrainer({
    spool,
    store,
    destinations: deliveryPlan(parsed).recorded,
    log,
    notify: () => worker.notify(),
    intervalMs: 200,
    alertAfterMs: options.alertAfterMs,
    alert: options.smtp ? { smtpUrl: options.smtp.url, to: "owner@example.com", siteName: "GDM" } : undefined,
  });
  const listening = await listen(app);
  return {
    origin: listening.origin,
    store,
    spool,
    events,
    drainNow: () => drainer.drainNow(),
    async close() {
      await listening.close();
      await Promise.all([worker.stop(), drainer.stop()]);
      await store.close();
    },
  };
}

describe("a PostgreSQL outage while visitors send forms", () => {
  const schema = `spool_test_${randomBytes(6).toString("hex")}`;
  const spoolDir = join(mkdtempSync(join(tmpdir(), "lead-spool-")), "spool");
  let relay: TcpRelay;
  let leadService: FakeLeadService;
  let site: Running;

  beforeAll(async () => {
    const target = new URL(testPostgresUrl);
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    const through = new URL(testPostgresUrl);
    through.hostname = "127.0.0.1";
    through.port = String(relay.port);
    through.searchParams.set("schema", schema);
    leadService = await startFakeLeadService();
    site = await startSite(through.toString(), spoolDir, { LEAD_WEBHOOK_URL: leadService.url });
  });
  afterAll(async () => {
    await site?.close();
    await relay?.close();
    await leadService?.close();
    await dropSchema(schema);
    rmSync(join(spoolDir, ".."), { recursive: true, force: true });
  });

  it("thanks all 20 as usual, then stores and delivers each exactly once when the database is back", async () => {
    relay.cut();
    const answers: { status: number; id: string; what: string }[] = [];
    // 15 clients posting the spec's payload, to each endpoint.
    for (let i = 0; i < 15; i += 1) {
      const type = (["quote", "lead", "contact"] as const)[i % 3];
      const res = await postJson(
        site.origin,
        `/api/${type}`,
        generalLeadPayload(type, { name: `Outage Visitor ${i}`, email: `outage-${i}@example.com` }),
        { "Idempotency-Key": `outage-${schema}-${i}` },
      );
      answers.push({ status: res.status, id: res.body.id, what: `json ${i}` });
    }
    // Two plain form posts (no JavaScript), with no key of their own.
    for (let i = 0; i < 2; i += 1) {
      const res = await fetch(`${site.origin}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          _form: "contact",
          name: `Plain Visitor ${i}`,
          email: `plain-${i}@example.com`,
          phone: "(515) 555-0123",
          subject: "Patio",
          message: "A patio behind the garage, about 12 by 16.",
          _started: String(fillTime()),
        }),
      });
      const page = await res.text();
      expect(page).not.toContain("couldn't save");
      answers.push({ status: res.status, id: "", what: `plain ${i}` });
    }
    // The quote page: the primary's answer gives its link token, the follow-up sends it back.
    const key = `outage-quote-${schema}`;
    const primary = await postJson(site.origin, "/api/wp/forms/quote", quoteValues(), {
      "Idempotency-Key": key,
    });
    expect(primary.body.link_token).toEqual(expect.any(String));
    const followUp = await postJson(
      site.origin,
      "/api/quote",
      {
        ...quoteValues(),
        form_name: "Website Quote Form",
        form_type: "quote",
        _link: primary.body.link_token,
      },
      { "Idempotency-Key": key },
    );
    answers.push({ status: primary.status, id: primary.body.id, what: "quote primary" });
    answers.push({ status: followUp.status, id: followUp.body.id, what: "quote follow-up" });
    // One more with a visitor's retry: the same key twice is one lead even in the spool's hands.
    const retried = { "Idempotency-Key": `outage-retry-${schema}` };
    const first = await postJson(site.origin, "/api/lead", generalLeadPayload("lead"), retried);
    answers.push({ status: first.status, id: first.body.id, what: "retried once" });

    expect(answers.map((a) => `${a.what}: ${a.status}`)).toEqual(answers.map((a) => `${a.what}: 201`));
    expect(answers).toHaveLength(20);

    // Waiting on this server's disk, readable by its user only; /readyz says so.
    const files = readdirSync(spoolDir).filter((name) => name.endsWith(".lead.json"));
    expect(files).toHaveLength(20);
    for (const file of files) expect(statSync(join(spoolDir, file)).mode & 0o777).toBe(0o600);
    expect(statSync(spoolDir).mode & 0o777).toBe(0o700);
    const down = await fetch(`${site.origin}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: "unavailable", spool: { leads: 20 } });
    expect(leadService.requests).toHaveLength(0);
    expect(site.events.filter((e) => e.event === "lead.spooled")).toHaveLength(20);

    // The visitor's retry arrives while the database is back: answered with the first answer.
    relay.restore();
    await site.drainNow();
    const again = await postJson(site.origin, "/api/lead", generalLeadPayload("lead"), retried);
    expect(again.body.id).toBe(first.body.id);

    // 19 deliveries: the quote's two calls are one visitor action, told once (after its 10 s hold).
    const received = await leadService.waitForRequests(19, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(leadService.requests).toHaveLength(19);
    const delivered = received.map((r) => String(r.json.lead_id));
    expect(new Set(delivered).size).toBe(19);
    for (const { id, what } of answers.filter((a) => a.id && a.what !== "quote follow-up")) {
      expect(delivered, what).toContain(id);
    }
    const quote = received.find((r) => r.json.lead_id === primary.body.id);
    expect(quote?.json.form_name).toBe("Website Quote Form");

    // Stored once each, the follow-up linked to its primary, the spool empty.
    expect((await site.store.stats()).leads).toBe(20);
    expect((await site.store.get(followUp.body.id))?.lead.linkedLeadId).toBe(primary.body.id);
    expect(readdirSync(spoolDir).filter((name) => !name.startsWith("."))).toEqual([]);
    const up = await fetch(`${site.origin}/readyz`);
    expect(await up.json()).toMatchObject({ status: "ready", spool: { leads: 0 } });
  }, 60_000);

  it("records a lead the lead service took as the database went away: delivered once it is back, and sent once", async () => {
    const before = leadService.requests.length;
    // The lead service answers 1.5 s after the call arrives; the database goes away in between, so
    // the worker's record of the answer fails.
    leadService.queue({ kind: "slow", delayMs: 1_500 });
    const posted = await postJson(
      site.origin,
      "/api/lead",
      generalLeadPayload("lead", { name: "Cut Visitor", email: "cut-visitor@example.com" }),
      { "Idempotency-Key": `cut-${schema}` },
    );
    expect(posted.status).toBe(201);
    await leadService.waitForRequests(before + 1, 10_000);
    relay.cut();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    relay.restore();

    // Recorded within seconds of the database's return, not claimed again when its lease runs out.
    const webhookOf = async () =>
      (await site.store.get(posted.body.id))?.deliveries.find((d) => d.destination === "webhook");
    const deadline = Date.now() + 10_000;
    let webhook = await webhookOf();
    while (webhook?.status !== "delivered" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      webhook = await webhookOf();
    }
    expect(webhook).toMatchObject({ status: "delivered", attempts: 1 });
    expect(leadService.requests.slice(before).map((request) => request.json.lead_id)).toEqual([
      posted.body.id,
    ]);
    expect(site.events).toContainEqual(
      expect.objectContaining({ event: "lead_delivery_record_waiting", deliveryId: webhook?.id }),
    );
  }, 30_000);
});

describe("a SQLite store that fails, and a full spool", () => {
  const folder = mkdtempSync(join(tmpdir(), "lead-spool-sqlite-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("keeps leads while the store is gone and stores them into the store that comes back", async () => {
    const databaseUrl = `file:${join(folder, "site.db")}`;
    const spoolDir = join(folder, "spool");
    const site = await startSite(databaseUrl, spoolDir, {});
    await site.store.close();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await postJson(
        site.origin,
        "/api/contact",
        generalLeadPayload("contact", { name: `Dana ${i}` }),
      );
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    await site.close().catch(() => {});
    // The next start (the same file, the same folder) drains what the last one kept.
    const next = await startSite(databaseUrl, spoolDir, {});
    try {
      await next.drainNow();
      for (const id of ids) expect((await next.store.get(id))?.lead.payload.name).toMatch(/^Dana /);
      expect((await next.store.stats()).leads).toBe(3);
    } finally {
      await next.close();
    }
  });

  it("answers 503 with the usual message when the spool is full, and keeps what it holds", async () => {
    const databaseUrl = `file:${join(folder, "full.db")}`;
    const spoolDir = join(folder, "full-spool");
    const site = await startSite(databaseUrl, spoolDir, {}, { maxBytes: 3_000 });
    await site.store.close();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await postJson(site.origin, "/api/contact", generalLeadPayload("contact"))).status);
      }
      expect(statuses.slice(0, 1)).toEqual([201]);
      expect(statuses.at(-1)).toBe(503);
      const refused = await postJson(site.origin, "/api/contact", generalLeadPayload("contact"));
      expect(refused.body.message).toMatch(/^We couldn't save your request just now\./);
      expect(site.events).toContainEqual(
        expect.objectContaining({
          event: "lead.store_unavailable",
          error: expect.stringContaining("spool is full"),
        }),
      );
      expect((await site.spool.depth()).leads).toBe(statuses.filter((s) => s === 201).length);
    } finally {
      await site.close().catch(() => {});
    }
  });

  it("tells the owner by e-mail, once, when leads have waited longer than the alert time", async () => {
    const smtp = await startFakeSmtp();
    const site = await startSite(
      `file:${join(folder, "alert.db")}`,
      join(folder, "alert-spool"),
      {},
      { smtp, alertAfterMs: 50 },
    );
    await site.store.close();
    try {
      for (let i = 0; i < 2; i += 1)
        await postJson(site.origin, "/api/contact", generalLeadPayload("contact"));
      await new Promise((resolve) => setTimeout(resolve, 100));
      await site.drainNow();
      await site.drainNow();
      const [mail] = await smtp.waitForMessages(1, 5_000);
      expect(mail.raw).toContain("2 submissions are waiting for the database");
      expect(mail.raw).toContain("Nothing is lost");
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.messages).toHaveLength(1);
      expect(site.events).toContainEqual(expect.objectContaining({ event: "lead.spool_stuck", leads: 2 }));
    } finally {
      await site.close().catch(() => {});
      await smtp.close();
    }
  });
});
