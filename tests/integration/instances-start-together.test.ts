import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type Cluster, openCluster } from "../../server/cluster/index.ts";
import { type LeadStore, openLeadStore } from "../../server/leads/store/index.ts";
import { migrations } from "../../server/leads/store/migrations.ts";
import { dropSchema, testPostgresUrl } from "../support/postgres.ts";

/**
 * Instances started together on a PostgreSQL nobody has used yet (a first deploy of several
 * processes, or a rolling upgrade that brings a migration: deploy/UPGRADE.md): each opens the lead
 * store and the shared state as server/compose.ts does, and all of them start; the schema is made
 * once and each migration applied once.
 */

const INSTANCES = 6;
const schema = `start_together_${randomBytes(6).toString("hex")}`;
const databaseUrl = `${testPostgresUrl}?schema=${schema}`;

afterAll(() => dropSchema(schema));

interface Started {
  store: LeadStore;
  cluster: Cluster;
}

/** One instance's start, in server/compose.ts's order: the store, then the shared state. */
async function start(): Promise<Started> {
  const store = await openLeadStore(databaseUrl);
  try {
    return { store, cluster: await openCluster(databaseUrl, () => {}) };
  } catch (error) {
    await store.close();
    throw error;
  }
}

async function startTogether(): Promise<PromiseSettledResult<Started>[]> {
  const results = await Promise.allSettled(Array.from({ length: INSTANCES }, start));
  for (const result of results) {
    if (result.status === "fulfilled")
      await Promise.all([result.value.store.close(), result.value.cluster.close()]);
  }
  return results;
}

async function query(text: string) {
  const client = new pg.Client({ connectionString: testPostgresUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

const failures = (results: PromiseSettledResult<unknown>[]) =>
  results.flatMap((result) =>
    result.status === "rejected" ? [String(result.reason?.message ?? result.reason)] : [],
  );

describe(`${INSTANCES} instances starting together on one PostgreSQL schema`, () => {
  it("all start on a new schema, which gets each migration once", async () => {
    const results = await startTogether();
    expect(failures(results)).toEqual([]);

    const applied = await query(`SELECT version FROM ${schema}.schema_migrations ORDER BY version`);
    expect(applied.map((row) => row.version)).toEqual(
      migrations.map((migration) => migration.version).sort((a, b) => a - b),
    );
    const tables = await query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = '${schema}' ORDER BY table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(["leads", "lead_deliveries", "rate_limits", "seen_keys", "schema_migrations"]),
    );
  });

  it("all start again on the schema they made (a restart), and nothing is applied twice", async () => {
    const before = await query(
      `SELECT version, applied_at FROM ${schema}.schema_migrations ORDER BY version`,
    );
    const results = await startTogether();
    expect(failures(results)).toEqual([]);
    expect(
      await query(`SELECT version, applied_at FROM ${schema}.schema_migrations ORDER BY version`),
    ).toEqual(before);
  });
});
