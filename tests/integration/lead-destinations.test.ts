import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { composeServer, type SiteServer } from "../../server/compose.ts";
import { parseEnv } from "../../server/core/env.ts";
import { openLeadStore, PARKED_SEND_DAYS } from "../../server/leads/store/index.ts";
import { type FakeLeadService, startFakeLeadService } from "../fakes/lead-service.ts";
import { type FakeSmtp, startFakeSmtp } from "../fakes/smtp.ts";
import { listen } from "../support/listen.ts";
import { dropSchema, testPostgresUrl } from "../support/postgres.ts";

/**
 * A site sends its leads to the lead service (LEAD_WEBHOOK_URL), to the business's e-mail (SMTP_URL
 * with NOTIFY_EMAIL), or both (docs/leads.md, "Where leads go"). The site as bin/start.mjs runs it
 * (composeServer), on each store, with a real lead service and a real SMTP server on 127.0.0.1: what
 * is not set leaves nothing pending on /readyz or the metrics, and what is set later, with a restart,
 * sends what waited (the last PARKED_SEND_DAYS days' leads), saying how many in the log.
 */

vi.setConfig({ testTimeout: 60_000 });

const SITE_URL = "https://www.example.com";
const OFFICE = "office@example.com";
const DAY = 24 * 60 * 60_000;

const folder = mkdtempSync(join(tmpdir(), "lead-destinations-"));
let service: FakeLeadService;
let smtp: FakeSmtp;
const schemas: string[] = [];

beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await smtp?.close();
  for (const schema of schemas) await dropSchema(schema);
  rmSync(folder, { recursive: true, force: true });
});

const running: { site: SiteServer; close: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const one of running.splice(0)) await one.site.stop(one.close);
  await service?.close();
  smtp.messages.length = 0;
});

interface Started {
  origin: string;
  metricsPort: number;
  events: Record<string, unknown>[];
  stop(): Promise<void>;
}

/** The site started as it is on a server, with these destinations set. */
async function start(
  databaseUrl: string,
  destinations: { webhook?: boolean; email?: boolean },
  settings: Record<string, string> = {},
): Promise<Started> {
  const env = parseEnv({
    NODE_ENV: "test",
    SITE_URL,
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_PER_MINUTE: "100000",
    METRICS_PORT: "0",
    LEAD_SPOOL_DIR: join(folder, "spool"),
    IMAGE_CACHE_DIR: join(folder, "images"),
    ...(destinations.webhook ? { LEAD_WEBHOOK_URL: service.url } : {}),
    ...(destinations.email ? { SMTP_URL: smtp.url, NOTIFY_EMAIL: OFFICE } : {}),
    ...settings,
  });
  const events: Record<string, unknown>[] = [];
  const site = await composeServer({ env, log: (event) => events.push(event) });
  const listening = await listen((req, res) => {
    if (!site.serveCachedPage(req, res)) site.app(req, res);
  });
  const entry = { site, close: () => listening.close() };
  running.push(entry);
  return {
    origin: listening.origin,
    metricsPort: site.metricsListener!.port,
    events,
    async stop() {
      running.splice(running.indexOf(entry), 1);
      await site.stop(entry.close);
    },
  };
}

async function submit(origin: string, name: string): Promise<string> {
  const response = await fetch(`${origin}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      form_name: "Website Contact Form",
      form_type: "contact",
      name,
      email: `${name.split(" ")[0].toLowerCase()}@example.net`,
      phone: "515-555-0142",
      subject: "Driveway",
      message: `${name} would like a new driveway poured before the ground freezes in Ankeny.`,
      page_url: `${SITE_URL}/contact`,
      _hp: "",
      _started: Date.now() - 20_000,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** What /readyz tells this machine of the deliveries. */
async function readyDeliveries(origin: string): Promise<{ pending: number; dead: number }> {
  const body = (await (await fetch(`${origin}/readyz`)).json()) as {
    deliveries: { pending: number; dead: number };
  };
  return body.deliveries;
}

/** The metrics' count of deliveries in one status, for one destination. */
async function gauge(port: number, destination: string, status: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const line = text
    .split("\n")
    .find(
      (l) =>
        l.startsWith(`gdm_lead_deliveries{`) &&
        l.includes(`destination="${destination}"`) &&
        l.includes(`status="${status}"`),
    );
  return Number(line?.split(" ").at(-1) ?? Number.NaN);
}

async function eventually<T>(check: () => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

const mailsFor = (name: string) => smtp.messages.filter((mail) => mail.raw.includes(name));

const engines = [
  ["SQLite", () => `file:${join(folder, `site-${randomBytes(4).toString("hex")}.db`)}`],
  [
    "PostgreSQL",
    () => {
      const schema = `destinations_${randomBytes(6).toString("hex")}`;
      schemas.push(schema);
      return `${testPostgresUrl}?schema=${schema}`;
    },
  ],
] as const;

describe.each(engines)("where leads go, on %s", (_engine, newDatabase) => {
  it("e-mail only: each lead is e-mailed, and nothing waits for a lead service that is not set", async () => {
    service = await startFakeLeadService();
    const site = await start(newDatabase(), { email: true });
    await submit(site.origin, "Dana Email");
    await eventually(async () => expect(mailsFor("Dana Email")).toHaveLength(1));
    expect(mailsFor("Dana Email")[0].to).toEqual([OFFICE]);
    await eventually(async () => expect(await readyDeliveries(site.origin)).toEqual({ pending: 0, dead: 0 }));
    expect(await gauge(site.metricsPort, "webhook", "pending")).toBe(0);
    expect(await gauge(site.metricsPort, "webhook", "parked")).toBe(1);
    expect(service.requests).toHaveLength(0);
  });

  it("names the leads command as the owner runs it where the site runs: the server's under the unit", async () => {
    service = await startFakeLeadService();
    const server = await start(
      newDatabase(),
      { email: true },
      { LEADS_COMMAND: "sudo /srv/gdm-concrete/bin/gdm-leads" },
    );
    const onServer = await submit(server.origin, "Sam Server");
    const checkout = await start(newDatabase(), { email: true });
    const inCheckout = await submit(checkout.origin, "Cal Checkout");
    await eventually(async () => expect(smtp.messages).toHaveLength(2));
    const text = (name: string) => mailsFor(name)[0].raw.replace(/=\r?\n/g, "");
    expect(text("Sam Server")).toContain(
      `Spam? Mark it on the server: sudo /srv/gdm-concrete/bin/gdm-leads spam ${onServer}`,
    );
    expect(text("Sam Server")).not.toContain("npm run leads");
    expect(text("Cal Checkout")).toContain(
      `Spam? Mark it on the server: npm run leads -- spam ${inCheckout}`,
    );
  });

  it("webhook only: each lead goes to the lead service, and nothing waits for an e-mail that is not set", async () => {
    service = await startFakeLeadService();
    const site = await start(newDatabase(), { webhook: true });
    const id = await submit(site.origin, "Wes Webhook");
    const [request] = await service.waitForRequests(1);
    expect(request.json).toMatchObject({ lead_id: id, name: "Wes Webhook" });
    await eventually(async () => expect(await readyDeliveries(site.origin)).toEqual({ pending: 0, dead: 0 }));
    expect(await gauge(site.metricsPort, "email", "pending")).toBe(0);
    expect(await gauge(site.metricsPort, "email", "parked")).toBe(1);
    expect(smtp.messages).toHaveLength(0);
  });

  it("e-mail set later: a restart with SMTP_URL and NOTIFY_EMAIL e-mails the recent leads that waited, once", async () => {
    service = await startFakeLeadService();
    const databaseUrl = newDatabase();
    const before = await start(databaseUrl, { webhook: true });
    await submit(before.origin, "Erin Waited");
    await service.waitForRequests(1);
    await before.stop();
    // A lead of a month ago that also waited for the e-mail: kept, not mailed a month late.
    const store = await openLeadStore(databaseUrl);
    await store.submit({
      receivedAt: new Date(Date.now() - (PARKED_SEND_DAYS + 16) * DAY),
      formType: "contact",
      formName: "Website Contact Form",
      endpoint: "contact",
      payload: { name: "Olive Older", email: "olive@example.net", message: "Patio crack" },
      email: "olive@example.net",
      name: "Olive Older",
      response: { success: true },
      destinations: [{ destination: "email", parked: true }],
    });
    await store.close();

    const after = await start(databaseUrl, { webhook: true, email: true });
    await eventually(async () => expect(mailsFor("Erin Waited")).toHaveLength(1));
    const settled = after.events.find(
      (event) => event.event === "lead_deliveries.settled" && event.destination === "email",
    );
    expect(settled).toMatchObject({ sent: 1, stillParked: 1, configured: true });
    expect(String(settled?.message)).toContain(`last ${PARKED_SEND_DAYS} days`);
    // The older one stays, kept, and the line says how to send it.
    expect(String(settled?.message)).toContain("1 delivery to the business's e-mail stays kept and unsent");
    expect(String(settled?.message)).toContain("npm run leads -- send-parked DAYS");
    await eventually(async () =>
      expect(await readyDeliveries(after.origin)).toEqual({ pending: 0, dead: 0 }),
    );
    expect(mailsFor("Olive Older")).toHaveLength(0);
    // A lead that arrives now goes to both; nothing went to the lead service twice.
    await submit(after.origin, "Nate Now");
    await eventually(async () => expect(mailsFor("Nate Now")).toHaveLength(1));
    await service.waitForRequests(2);
    expect(service.requests.filter((r) => JSON.stringify(r.json).includes("Erin Waited"))).toHaveLength(1);
  });

  it("lead service set later: a restart with LEAD_WEBHOOK_URL sends it the leads that waited", async () => {
    service = await startFakeLeadService();
    const databaseUrl = newDatabase();
    const before = await start(databaseUrl, { email: true });
    const id = await submit(before.origin, "Lou Later");
    await eventually(async () => expect(mailsFor("Lou Later")).toHaveLength(1));
    // The mail arrives a moment before its attempt is recorded as delivered.
    await eventually(async () =>
      expect(await readyDeliveries(before.origin)).toEqual({ pending: 0, dead: 0 }),
    );
    await before.stop();

    const after = await start(databaseUrl, { webhook: true, email: true });
    const [request] = await service.waitForRequests(1);
    expect(request.json).toMatchObject({ lead_id: id, name: "Lou Later" });
    expect(after.events).toContainEqual(
      expect.objectContaining({ event: "lead_deliveries.settled", destination: "webhook", sent: 1 }),
    );
    await eventually(async () =>
      expect(await readyDeliveries(after.origin)).toEqual({ pending: 0, dead: 0 }),
    );
    expect(mailsFor("Lou Later")).toHaveLength(1);
  });
});
