import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_PRICES } from "@shared/content/prices.ts";
import { ESTIMATE_SHOWN_PATH } from "@shared/estimate/beacon.ts";
import { estimateLead } from "@shared/forms/estimate/lead.ts";
import { leadRequestBody } from "@shared/forms/lead.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeServer, composeSite } from "../../server/compose.ts";
import { EmbeddedSource } from "../../server/content/embedded.ts";
import { parseEnv } from "../../server/core/env.ts";
import { levelOf } from "../../server/core/log.ts";
import { openLeadStore } from "../../server/leads/store/index.ts";
import { type FakeLeadService, startFakeLeadService } from "../fakes/lead-service.ts";
import { type FakeSmtp, startFakeSmtp } from "../fakes/smtp.ts";
import { listen } from "../support/listen.ts";

/**
 * The site as bin/start.mjs runs it (server/compose.ts) stopping as SIGTERM stops it: what the last
 * requests left reaches the store before it closes. Counted estimates, a visitor's copy of their
 * estimate and a delivery attempt under way are all where the owner expects them afterwards, read
 * from the store opened again, and nothing failed on the way. A real SQLite file, a fake lead service
 * and a fake SMTP server on 127.0.0.1.
 */

const SITE_URL = "https://www.example.com";
const OFFICE = "office@example.com";
const VISITOR = "riley.visitor@example.net";

const folder = mkdtempSync(join(tmpdir(), "compose-"));
let service: FakeLeadService;
let smtp: FakeSmtp;

beforeAll(async () => {
  service = await startFakeLeadService();
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await Promise.all([service?.close(), smtp?.close()]);
  rmSync(folder, { recursive: true, force: true });
});

function beacon(origin: string, service: string, address: string) {
  return fetch(origin + ESTIMATE_SHOWN_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
    body: JSON.stringify({ service }),
  });
}

/** The estimate page's send form, as a visitor posts it. */
async function sendEstimate(origin: string): Promise<string> {
  const submission = estimateLead(
    { name: "Riley Visitor", email: VISITOR, phone: "515-555-0199", service: "patios", area: "400" },
    { pageUrl: `${SITE_URL}/estimate`, now: new Date(), prices: DEFAULT_PRICES },
  );
  const res = await fetch(`${origin}/api/quote`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      ...leadRequestBody(submission, {}),
      _hp: "",
      _started: String(Date.now() - 60_000),
      _elapsed: "45000",
    }),
  });
  const json = (await res.json()) as { id?: string };
  expect(res.status, JSON.stringify(json)).toBe(201);
  return String(json.id);
}

describe("the whole site stopping (composeServer)", () => {
  it("counts, e-mails and records what its last requests left before the store closes", async () => {
    const databaseUrl = `file:${join(folder, "site.db")}`;
    const env = parseEnv({
      NODE_ENV: "test",
      SITE_URL,
      DATABASE_URL: databaseUrl,
      LEAD_WEBHOOK_URL: service.url,
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: OFFICE,
      METRICS_PORT: "0",
      LEAD_SPOOL_DIR: join(folder, "spool"),
      IMAGE_CACHE_DIR: join(folder, "images"),
    });
    const events: Record<string, unknown>[] = [];
    const site = await composeServer({ env, log: (event) => events.push(event) });
    const listening = await listen((req, res) => {
      if (!site.serveCachedPage(req, res)) site.app(req, res);
    });
    const metricsPort = site.metricsListener?.port;
    expect(metricsPort).toBeTypeOf("number");

    // Three visitors see an estimate: counted in memory, added to the store every few seconds.
    for (const address of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      expect((await beacon(listening.origin, "patios", address)).status).toBe(204);
    }
    // A lead whose webhook attempt is still under way when the stop begins.
    service.always({ kind: "slow", delayMs: 800 });
    const leadId = await sendEstimate(listening.origin);
    await service.waitForRequests(1);

    const answer = await site.stop(async () => {
      await listening.close();
      return "http stopped";
    });
    expect(answer).toBe("http stopped");

    // The visitor's copy went out, from the business's address.
    expect(smtp.messages.filter((mail) => mail.to.includes(VISITOR)).map((mail) => mail.from)).toEqual([
      OFFICE,
    ]);
    const store = await openLeadStore(databaseUrl);
    try {
      // The estimates shown since the last flush were added before the store closed.
      const { estimates } = await store.summary(new Date(Date.now() - 24 * 3600_000));
      expect(estimates.find((row) => row.service === "patios")?.shown).toBe(3);
      // The attempt under way finished and was recorded; the owner's e-mail went out too.
      const detail = await store.get(leadId);
      expect(detail?.deliveries.map((delivery) => [delivery.destination, delivery.status]).sort()).toEqual([
        ["email", "delivered"],
        ["sms", "parked"],
        ["webhook", "delivered"],
      ]);
    } finally {
      await store.close();
    }
    // The metrics' own listener is closed too.
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
    // Nothing failed or was kept for later on the way: no error, no count left unflushed.
    const troubles = events.filter((event) => event.event !== "launch.warning" && levelOf(event) !== "info");
    expect(troubles).toEqual([]);
  });
});

describe("a site on a store it is given (composeSite)", () => {
  it("adds its last counts to that store when it stops, and leaves the store open to its giver", async () => {
    const env = parseEnv({ NODE_ENV: "test", DATABASE_URL: `file:${join(folder, "given.db")}` });
    const store = await openLeadStore(env.DATABASE_URL);
    const site = composeSite({ env, content: new EmbeddedSource(), store, estimateFlushMs: 60_000 });
    const listening = await listen(site.app);
    expect((await beacon(listening.origin, "driveways", "198.51.100.9")).status).toBe(204);
    await listening.close();
    await site.stop();

    const { estimates } = await store.summary(new Date(Date.now() - 24 * 3600_000));
    expect(estimates.find((row) => row.service === "driveways")?.shown).toBe(1);
    await store.close();
  });
});
