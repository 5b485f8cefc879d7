import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ESTIMATE_SHOWN_PATH } from "@shared/estimate/beacon.ts";
import type { EstimateService } from "@shared/estimate/model.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, createMemoryCluster, openCluster } from "../../server/cluster/index.ts";
import { type ComposedSite, composeSite } from "../../server/compose.ts";
import { EmbeddedSource } from "../../server/content/embedded.ts";
import { ESTIMATE_LIMIT_PER_MINUTE, parseEnv } from "../../server/core/env.ts";
import { type LeadStore, openLeadStore } from "../../server/leads/store/index.ts";
import { listen } from "../support/listen.ts";
import { dropSchema, testPostgresUrl } from "../support/postgres.ts";

/**
 * "Estimates shown" is the owner's figure of visitors who saw a price: a script replaying the
 * beacon or walking `/estimate?…&area=1…N` must not inflate it, nor make the server render without
 * end. A visitor (a network) is counted once per service an hour, on one instance or several, and
 * the beacon and estimate addresses are under a limit per network.
 */

interface Instance {
  origin: string;
  store: LeadStore;
  estimatesShown: ComposedSite["estimatesShown"];
  close(): Promise<void>;
}

async function startInstance(databaseUrl: string, cluster: Cluster): Promise<Instance> {
  const env = parseEnv({ NODE_ENV: "test", DATABASE_URL: databaseUrl });
  const store = await openLeadStore(env.DATABASE_URL);
  const { app, estimatesShown, stop } = composeSite({
    env,
    content: new EmbeddedSource(),
    store,
    cluster,
    estimateFlushMs: 60_000,
  });
  const listening = await listen(app);
  return {
    origin: listening.origin,
    store,
    estimatesShown,
    async close() {
      await listening.close();
      await stop();
      await Promise.all([store.close(), cluster.close()]);
    },
  };
}

/** A visitor's address, as nginx on the same box passes it on (TRUST_PROXY's default believes loopback). */
const from = (address: string) => ({ "X-Forwarded-For": address });

function beacon(site: Instance, service: string, address: string) {
  return fetch(site.origin + ESTIMATE_SHOWN_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...from(address) },
    body: JSON.stringify({ service }),
  });
}

async function shown(site: Instance, service: EstimateService): Promise<number> {
  await site.estimatesShown.flush();
  const summary = await site.store.summary(new Date(Date.now() - 24 * 3600_000));
  return summary.estimates.find((row) => row.service === service)?.shown ?? 0;
}

describe("estimates shown on one instance (SQLite)", () => {
  const folder = mkdtempSync(join(tmpdir(), "estimate-shown-"));
  let site: Instance;
  beforeAll(async () => {
    site = await startInstance(`file:${join(folder, "site.db")}`, createMemoryCluster());
  });
  afterAll(async () => {
    await site?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("counts 300 beacons from one visitor as one estimate shown, and refuses those past the limit with 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 300; i += 1) statuses.push((await beacon(site, "patios", "198.51.100.7")).status);
    expect(statuses.slice(0, ESTIMATE_LIMIT_PER_MINUTE).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(ESTIMATE_LIMIT_PER_MINUTE).every((status) => status === 429)).toBe(true);
    expect(await shown(site, "patios")).toBe(1);

    // Another visitor, and the same visitor's other service, are counted.
    expect((await beacon(site, "patios", "198.51.100.8")).status).toBe(204);
    expect((await beacon(site, "driveways", "198.51.100.8")).status).toBe(204);
    expect(await shown(site, "patios")).toBe(2);
    expect(await shown(site, "driveways")).toBe(1);
  });

  it("counts a visitor's IPv6 network once, whichever address of its /64 it uses", async () => {
    for (const address of ["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2:ffff::9"]) {
      expect((await beacon(site, "floors", address)).status).toBe(204);
    }
    expect(await shown(site, "floors")).toBe(1);
  });

  it("refuses junk beacons without spending the visitor's allowance", async () => {
    for (let i = 0; i < ESTIMATE_LIMIT_PER_MINUTE + 5; i += 1) {
      expect((await beacon(site, "garages", "198.51.100.20")).status).toBe(422);
    }
    expect((await beacon(site, "overlays", "198.51.100.20")).status).toBe(204);
  });

  it("walks of ?area=1…N from one visitor count once and are answered 429 past the limit, with a page that says to wait", async () => {
    const answers: Response[] = [];
    for (let area = 1; area <= ESTIMATE_LIMIT_PER_MINUTE + 20; area += 1) {
      answers.push(
        await fetch(`${site.origin}/estimate?service=sidewalks&area=${area}`, {
          headers: from("198.51.100.30"),
        }),
      );
    }
    expect(answers.slice(0, ESTIMATE_LIMIT_PER_MINUTE).some((res) => res.status === 429)).toBe(false);
    const refused = answers.slice(ESTIMATE_LIMIT_PER_MINUTE);
    expect(refused.every((res) => res.status === 429)).toBe(true);
    expect(Number(refused[0].headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused[0].headers.get("cache-control")).toBe("no-store");
    const page = await refused[0].text();
    expect(page).toContain("Please wait a minute and try again.");
    expect(page).toContain('href="/estimate"');
    expect(await shown(site, "sidewalks")).toBe(1);

    // Another visitor is not held up by the first one's walk.
    const other = await fetch(`${site.origin}/estimate?service=sidewalks&area=90`, {
      headers: from("198.51.100.31"),
    });
    expect(other.status).not.toBe(429);
    expect(await shown(site, "sidewalks")).toBe(2);
  });
});

describe("estimates shown on two instances of one PostgreSQL", () => {
  const schema = `estimate_shown_${randomBytes(5).toString("hex")}`;
  const databaseUrl = `${testPostgresUrl}?schema=${schema}`;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    a = await startInstance(databaseUrl, await openCluster(databaseUrl, () => {}));
    b = await startInstance(databaseUrl, await openCluster(databaseUrl, () => {}));
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await dropSchema(schema);
  });

  it("counts a visitor once though its beacons and addresses reach both instances", async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await beacon(i % 2 ? a : b, "driveways", "192.0.2.44")).status).toBe(204);
    }
    await fetch(`${a.origin}/estimate?service=driveways&area=600`, { headers: from("192.0.2.44") });
    await fetch(`${b.origin}/estimate?service=driveways&area=700`, { headers: from("192.0.2.44") });
    await b.estimatesShown.flush();
    expect(await shown(a, "driveways")).toBe(1);

    expect((await beacon(b, "driveways", "192.0.2.45")).status).toBe(204);
    await b.estimatesShown.flush();
    expect(await shown(a, "driveways")).toBe(2);
  });

  it("keeps no visitor's address in the shared table", async () => {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: testPostgresUrl });
    await client.connect();
    try {
      const keys = await client.query(`SELECT key FROM ${schema}.seen_keys`);
      const text = keys.rows.map((row) => String(row.key)).join("\n");
      expect(text).toMatch(/estimate-shown:/);
      expect(text).not.toContain("192.0.2.44");
    } finally {
      await client.end();
    }
  });
});
