import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { postgresAtVersion, sqliteAtVersion } from "../../../tests/store/old-release.ts";
import { dropSchema, testPostgresUrl } from "../../../tests/support/postgres.ts";
import { openPostgresLeadStore } from "./postgres.ts";
import { openSqliteLeadStore } from "./sqlite.ts";

/**
 * Migration 11 (a destination's last word on a delivery): the rows before it have no receipt, and
 * the version before (10) writes and reads lead_deliveries on the new schema as it did.
 */
const folder = mkdtempSync(join(tmpdir(), "migration-11-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const WHEN = "2026-11-27T12:00:00.000Z";

/** What version 10 writes: a lead, its text's delivery, an attempt, the delivery delivered. */
const OLD_RELEASE_WRITES = [
  `INSERT INTO leads (id, created_at, form_type, form_name, endpoint, payload)
    VALUES ('lead-1', '${WHEN}', 'quote', 'Website Quote Form', 'quote', '{"name":"Ana"}')`,
  `INSERT INTO lead_deliveries (id, lead_id, destination, status, attempts, next_attempt_at, created_at, updated_at)
    VALUES ('d1', 'lead-1', 'sms', 'pending', 0, '${WHEN}', '${WHEN}', '${WHEN}')`,
  `INSERT INTO delivery_attempts (delivery_id, worker_id, started_at, duration_ms, status_code, error, outcome)
    VALUES ('d1', 'w1', '${WHEN}', 50, 201, NULL, 'delivered')`,
  `UPDATE lead_deliveries SET status = 'delivered', attempts = 1, delivered_at = '${WHEN}' WHERE id = 'd1'`,
];

describe("migration 11", () => {
  it("on SQLite: rows before it have no receipt, and version 10's writes still go in", async () => {
    mkdirSync(join(folder, "sqlite"), { recursive: true });
    const path = join(folder, "sqlite", "site.db");
    const old = sqliteAtVersion(path, 10);
    old.exec(OLD_RELEASE_WRITES[0]);
    old.close();

    const store = await openSqliteLeadStore(`file:${path}`);
    try {
      const db = new DatabaseSync(path);
      for (const statement of OLD_RELEASE_WRITES.slice(1)) db.exec(statement);
      db.close();
      const [text] = (await store.get("lead-1"))!.deliveries;
      expect([text.status, text.receipt]).toEqual(["delivered", null]);
      await store.recordReceipt({ deliveryId: "d1", leadId: "lead-1", status: "delivered" });
      expect((await store.get("lead-1"))!.deliveries[0].receipt?.status).toBe("delivered");
    } finally {
      await store.close();
    }
  });

  it("on PostgreSQL: rows before it have no receipt, and version 10's writes still go in", async () => {
    const schema = `migration_11_${randomBytes(6).toString("hex")}`;
    const client = new pg.Client({ connectionString: testPostgresUrl });
    await client.connect();
    try {
      await postgresAtVersion(client, schema, 10);
      await client.query(OLD_RELEASE_WRITES[0]);
      const store = await openPostgresLeadStore(testPostgresUrl, { schema });
      try {
        for (const statement of OLD_RELEASE_WRITES.slice(1)) await client.query(statement);
        const [text] = (await store.get("lead-1"))!.deliveries;
        expect([text.status, text.receipt]).toEqual(["delivered", null]);
        await store.recordReceipt({
          deliveryId: "d1",
          leadId: "lead-1",
          status: "failed",
          errorCode: "30003",
        });
        expect((await store.get("lead-1"))!.deliveries[0].receipt).toMatchObject({
          status: "failed",
          errorCode: "30003",
        });
      } finally {
        await store.close();
      }
    } finally {
      await client.end();
      await dropSchema(schema, testPostgresUrl);
    }
  });
});
