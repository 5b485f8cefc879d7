import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNATURE_HEADER, signCall, TIMESTAMP_HEADER } from "../../server/cluster/signed-call.ts";
import { composeSite } from "../../server/compose.ts";
import { EmbeddedSource } from "../../server/content/embedded.ts";
import { parseEnv } from "../../server/core/env.ts";
import { READINESS_CACHE_MS } from "../../server/health.ts";
import { openLeadSpool } from "../../server/leads/spool.ts";
import { type LeadStore, openLeadStore } from "../../server/leads/store/index.ts";
import { generalLeadPayload } from "../general-lead-payload.ts";
import { listen } from "../support/listen.ts";

/**
 * GET /readyz through the real app on a real store: anyone learns whether the site is ready, only
 * the owner's side (this machine, or a call signed with the WordPress secret) how many deliveries
 * wait or died, how deep the spool is and what is left to set; and however many calls arrive, the
 * store is counted once in READINESS_CACHE_MS.
 */

const SECRET = "readiness-test-secret";
/** A visitor somewhere on the internet, as nginx on the same box names them. */
const VISITOR = { "X-Forwarded-For": "203.0.113.7" };

interface Site {
  origin: string;
  /** How many times the app has asked the store for its counts. */
  countings: () => number;
  close(): Promise<void>;
}

const folder = mkdtempSync(join(tmpdir(), "readiness-"));
const stores: LeadStore[] = [];
afterAll(async () => {
  for (const store of stores) await store.close();
  rmSync(folder, { recursive: true, force: true });
});

async function startSite(env: Record<string, string> = {}): Promise<Site> {
  const name = randomUUID();
  const store = await openLeadStore(`file:${join(folder, name, "site.db")}`);
  stores.push(store);
  let countings = 0;
  const { app } = composeSite({
    env: parseEnv({
      SITE_URL: "https://www.example.com",
      WORDPRESS_WEBHOOK_SECRET: SECRET,
      RATE_LIMIT_PER_MINUTE: "1000",
      ...env,
    }),
    content: new EmbeddedSource(),
    // The real store; the test only counts how often the app asks it for its counts.
    store: {
      ...store,
      stats: () => {
        countings += 1;
        return store.stats();
      },
    },
    spool: await openLeadSpool({ dir: join(folder, name, "spool"), maxBytes: 1024 * 1024 }),
  });
  const listening = await listen(app);
  return { origin: listening.origin, countings: () => countings, close: listening.close };
}

/** A monitor's signed call: the readiness purpose over `{timestamp}.GET.{path and query}.`. */
function signed(path: string, secret = SECRET): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return {
    [TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: signCall(secret, "readiness", `${timestamp}.GET.${path}.`),
  };
}

async function readyz(origin: string, headers: Record<string, string> = {}, path = "/readyz") {
  const res = await fetch(origin + path, { headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("/readyz", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());

  it("tells a visitor through the proxy only that the site is ready: no counts, no spool, no warnings", async () => {
    expect(await readyz(site.origin, VISITOR)).toEqual({ status: 200, body: { status: "ready" } });
  });

  it("gives the details to a request made on this machine", async () => {
    const { status, body } = await readyz(site.origin);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: "ready",
      store: "sqlite",
      deliveries: { pending: 0, dead: 0 },
      spool: { leads: 0, unreadable: 0 },
    });
    // The settings still to fix: this site has the demo identity at example.com, sends its leads
    // nowhere and e-mails its owner nothing.
    expect((body.warnings as { code: string }[]).map((warning) => warning.code).sort()).toEqual([
      "demo-identity",
      "leads-have-no-destination",
      "owner-has-no-email",
      "site-url",
    ]);
  });

  it("gives the details to a call signed with the WordPress secret, from anywhere, once per signature", async () => {
    const path = `/readyz?call=${randomUUID()}`;
    const headers = { ...VISITOR, ...signed(path) };
    const first = await readyz(site.origin, headers, path);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "ready", deliveries: { pending: 0, dead: 0 } });
    // The same call sent again (captured on the way) is refused.
    expect(await readyz(site.origin, headers, path)).toEqual({
      status: 401,
      body: { error: "Invalid signature" },
    });
  });

  it("refuses a call signed with another secret, or with another kind of call's signature", async () => {
    const path = `/readyz?call=${randomUUID()}`;
    const other = await readyz(site.origin, { ...VISITOR, ...signed(path, "not-the-secret") }, path);
    expect(other).toEqual({ status: 401, body: { error: "Invalid signature" } });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const leadsApi = await readyz(
      site.origin,
      {
        ...VISITOR,
        [TIMESTAMP_HEADER]: timestamp,
        [SIGNATURE_HEADER]: signCall(SECRET, "leads-api", `${timestamp}.GET.${path}.`),
      },
      path,
    );
    expect(leadsApi.status).toBe(401);
  });

  it("counts the store once however many calls arrive within READINESS_CACHE_MS, then counts afresh", async () => {
    // A lead service is set (and no worker runs here), so a lead's delivery waits, pending.
    const counted = await startSite({ LEAD_WEBHOOK_URL: "http://127.0.0.1:9/leads" });
    try {
      await Promise.all(Array.from({ length: 10 }, () => readyz(counted.origin, VISITOR)));
      for (let i = 0; i < 10; i += 1) await readyz(counted.origin, i % 2 ? VISITOR : {});
      expect(counted.countings()).toBe(1);

      // A lead arrives: its delivery waits, and the count says so once the reading is old enough.
      const res = await fetch(`${counted.origin}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(generalLeadPayload("contact")),
      });
      expect(res.status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, READINESS_CACHE_MS));
      const { body } = await readyz(counted.origin);
      expect(body.deliveries).toEqual({ pending: 1, dead: 0 });
      expect(counted.countings()).toBe(2);
    } finally {
      await counted.close();
    }
  });

  it("does not take a request forwarded by a proxy it does not believe for one made on this machine", async () => {
    // TRUST_PROXY=none behind nginx on the same box: every request comes from 127.0.0.1.
    const unbelieving = await startSite({ TRUST_PROXY: "none" });
    try {
      expect(await readyz(unbelieving.origin, VISITOR)).toEqual({ status: 200, body: { status: "ready" } });
      expect((await readyz(unbelieving.origin)).body).toHaveProperty("deliveries");
    } finally {
      await unbelieving.close();
    }
  });

  it("answers 503 to everyone while the store fails, with the details only on this machine", async () => {
    const failing = await startSite();
    try {
      await stores.at(-1)?.close();
      expect(await readyz(failing.origin, VISITOR)).toEqual({ status: 503, body: { status: "unavailable" } });
      const { status, body } = await readyz(failing.origin);
      expect(status).toBe(503);
      expect(body).toMatchObject({ status: "unavailable", store: "sqlite", spool: { leads: 0 } });
    } finally {
      await failing.close();
    }
  });
});
