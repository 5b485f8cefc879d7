import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { postgresAtVersion, sqliteAtVersion } from "../../../tests/store/old-release.ts";
import { dropSchema, testPostgresUrl } from "../../../tests/support/postgres.ts";
import type { LeadStore } from "./index.ts";
import { openPostgresLeadStore } from "./postgres.ts";
import { openSqliteLeadStore } from "./sqlite.ts";

/**
 * Migration 12 (a claim that took a delivery over): version 11 inserts and claims on the new schema
 * as it did, and the new version is told of a takeover of a row version 11 claimed and left.
 */
const folder = mkdtempSync(join(tmpdir(), "migration-12-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const WHEN = "2026-11-27T12:00:00.000Z";
const LEASE_END = "2026-11-27T12:01:00.000Z";

/** What version 11 writes: a lead, its text's delivery, then its claim of it (and it dies). */
const OLD_RELEASE_WRITES = [
  `INSERT INTO leads (id, created_at, form_type, form_name, endpoint, payload)
    VALUES ('lead-1', '${WHEN}', 'quote', 'Website Quote Form', 'quote', '{"name":"Ana"}')`,
  `INSERT INTO lead_deliveries (id, lead_id, destination, status, attempts, next_attempt_at, created_at, updated_at)
    VALUES ('d1', 'lead-1', 'sms', 'pending', 0, '${WHEN}', '${WHEN}', '${WHEN}')`,
  `UPDATE lead_deliveries SET lease_owner = 'old-worker', lease_expires_at = '${LEASE_END}' WHERE id = 'd1'`,
];

async function expectTakeover(store: LeadStore) {
  const [claimed] = await store.claimDue({ workerId: "new-worker", now: new Date(LEASE_END) });
  expect(claimed).toMatchObject({ interrupted: true, delivery: { id: "d1", attempts: 0 } });
}

describe("migration 12", () => {
  it("on SQLite: version 11's writes go in, and its dead worker's row is a takeover", async () => {
    mkdirSync(join(folder, "sqlite"), { recursive: true });
    const path = join(folder, "sqlite", "site.db");
    sqliteAtVersion(path, 11).close();
    const store = await openSqliteLeadStore(`file:${path}`);
    try {
      const db = new DatabaseSync(path);
      for (const statement of OLD_RELEASE_WRITES) db.exec(statement);
      db.close();
      await expectTakeover(store);
    } finally {
      await store.close();
    }
  });

  it("on PostgreSQL: version 11's writes go in, and its dead worker's row is a takeover", async () => {
    const schema = `migration_12_${randomBytes(6).toString("hex")}`;
    const client = new pg.Client({ connectionString: testPostgresUrl });
    await client.connect();
    try {
      await postgresAtVersion(client, schema, 11);
      const store = await openPostgresLeadStore(testPostgresUrl, { schema });
      try {
        for (const statement of OLD_RELEASE_WRITES) await client.query(statement);
        await expectTakeover(store);
      } finally {
        await store.close();
      }
    } finally {
      await client.end();
      await dropSchema(schema, testPostgresUrl);
    }
  });
});
