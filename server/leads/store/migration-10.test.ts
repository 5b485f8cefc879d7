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
import { openSqliteLeadStore, sqlitePathFromUrl } from "./sqlite.ts";

/**
 * Migration 10 (destinations checked in code) on a store that holds leads, deliveries and attempts
 * made before it: every row, index and foreign key kept, the CHECK gone, and the version before's
 * writes still taken.
 */
const folder = mkdtempSync(join(tmpdir(), "migration-10-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const WHEN = "2026-11-20T12:00:00.000Z";
const LATER = "2026-11-20T12:05:00.000Z";

/** Without the columns of migrations 11 and 12, which the store's opening adds after this one's. */
const withoutReceipts = (rows: unknown[]) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row as object).filter(
        ([key]) => !key.startsWith("receipt_") && key !== "lease_taken_over",
      ),
    ),
  );

/** A store as version 9 left it: two leads, their deliveries (one parked, one dead) and attempts. */
const BEFORE = [
  `INSERT INTO leads (id, created_at, form_type, form_name, endpoint, payload)
    VALUES ('lead-1', '${WHEN}', 'quote', 'Website Quote Form', 'quote', '{"name":"Ana"}'),
      ('lead-2', '${WHEN}', 'contact', 'Website Contact Form', 'contact', '{"name":"Bo"}')`,
  `INSERT INTO lead_deliveries (id, lead_id, destination, status, attempts, next_attempt_at, last_status,
      last_error, delivered_at, created_at, updated_at, dead_at, parked_at)
    VALUES ('d1', 'lead-1', 'webhook', 'delivered', 1, '${WHEN}', 200, NULL, '${LATER}', '${WHEN}', '${LATER}', NULL, NULL),
      ('d2', 'lead-1', 'email', 'skipped', 0, '${WHEN}', NULL, NULL, NULL, '${WHEN}', '${WHEN}', NULL, '${WHEN}'),
      ('d3', 'lead-2', 'webhook', 'dead', 2, '${WHEN}', 400, 'HTTP 400: no', NULL, '${WHEN}', '${LATER}', '${LATER}', NULL)`,
  `INSERT INTO delivery_attempts (delivery_id, worker_id, started_at, duration_ms, status_code, error, outcome)
    VALUES ('d1', 'w1', '${WHEN}', 120, 200, NULL, 'delivered'),
      ('d3', 'w1', '${WHEN}', 80, 503, 'HTTP 503', 'retry'),
      ('d3', 'w2', '${LATER}', 90, 400, 'HTTP 400: no', 'dead')`,
];

/** How version 9 records an attempt and a lead's deliveries: the previous release on the new schema. */
const OLD_RELEASE_WRITES = [
  `INSERT INTO leads (id, created_at, form_type, form_name, endpoint, payload)
    VALUES ('lead-3', '${LATER}', 'lead', 'Website Lead Form', 'lead', '{"name":"Cy"}')`,
  `INSERT INTO lead_deliveries (id, lead_id, destination, status, attempts, next_attempt_at, created_at, updated_at)
    VALUES ('d4', 'lead-3', 'webhook', 'pending', 0, '${LATER}', '${LATER}', '${LATER}')`,
  `INSERT INTO delivery_attempts (delivery_id, worker_id, started_at, duration_ms, status_code, error, outcome)
    VALUES ('d4', 'w3', '${LATER}', 50, 200, NULL, 'delivered')`,
];

describe("migration 10 on SQLite", () => {
  const shape = (db: DatabaseSync) => {
    const tables = ["lead_deliveries", "delivery_attempts"];
    return {
      columns: tables.map((table) =>
        db
          .prepare(`PRAGMA table_info(${table})`)
          .all()
          .filter(
            (column) => !String(column.name).startsWith("receipt_") && column.name !== "lease_taken_over",
          ),
      ),
      foreignKeys: tables.map((table) =>
        db
          .prepare(`PRAGMA foreign_key_list(${table})`)
          .all()
          .map(({ id, seq, ...rest }) => rest),
      ),
      indexes: db
        .prepare(
          "SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('lead_deliveries', 'delivery_attempts') ORDER BY name",
        )
        .all(),
      rows: [
        withoutReceipts(db.prepare("SELECT * FROM lead_deliveries ORDER BY id").all()),
        db.prepare("SELECT * FROM delivery_attempts ORDER BY id").all(),
      ],
    };
  };

  it("keeps every row, column, index and foreign key, drops the CHECK, and takes version 9's writes", async () => {
    const url = `file:${join(folder, "sqlite", "site.db")}`;
    mkdirSync(join(folder, "sqlite"), { recursive: true });
    const path = sqlitePathFromUrl(url);
    const old = sqliteAtVersion(path, 9);
    for (const statement of BEFORE) old.exec(statement);
    expect(() => old.exec("UPDATE lead_deliveries SET destination = 'fax' WHERE id = 'd1'")).toThrow(/CHECK/);
    const before = shape(old);
    old.close();

    const store = await openSqliteLeadStore(url);
    try {
      expect((await store.get("lead-2"))?.attempts.map((attempt) => attempt.outcome)).toEqual([
        "retry",
        "dead",
      ]);
    } finally {
      await store.close();
    }

    const db = new DatabaseSync(path);
    try {
      db.exec("PRAGMA foreign_keys = ON");
      const after = shape(db);
      expect(after).toEqual(before);
      expect(db.prepare("SELECT count(*) AS n FROM schema_migrations WHERE version = 10").get()).toEqual({
        n: 1,
      });
      expect(db.prepare("PRAGMA foreign_key_check").all()).toEqual([]);
      expect(db.prepare("PRAGMA integrity_check").all()).toEqual([{ integrity_check: "ok" }]);
      // The attempts' foreign key still holds: an attempt of no delivery is refused.
      expect(() =>
        db.exec(`INSERT INTO delivery_attempts (delivery_id, worker_id, started_at, duration_ms, outcome)
          VALUES ('missing', 'w', '${WHEN}', 1, 'retry')`),
      ).toThrow(/FOREIGN KEY/);
      // Version 9 writes as it did; the attempts' ids go on after the old ones.
      for (const statement of OLD_RELEASE_WRITES) db.exec(statement);
      expect(db.prepare("SELECT id FROM delivery_attempts WHERE delivery_id = 'd4'").get()).toEqual({
        id: 4,
      });
      // The schema no longer lists the destinations: the store's code does (types/intake.ts).
      db.exec("UPDATE lead_deliveries SET destination = 'fax' WHERE id = 'd4'");
      expect(() => db.exec("UPDATE lead_deliveries SET status = 'lost' WHERE id = 'd4'")).toThrow(/CHECK/);
    } finally {
      db.close();
    }
  });
});

describe("migration 10 on PostgreSQL", () => {
  const schema = `migration_10_${randomBytes(6).toString("hex")}`;
  afterAll(() => dropSchema(schema, testPostgresUrl));

  const constraints = (client: pg.Client) =>
    client
      .query(
        `SELECT conname FROM pg_constraint WHERE conrelid = '${schema}.lead_deliveries'::regclass ORDER BY conname`,
      )
      .then((result) => result.rows.map((row) => row.conname as string));

  it("drops the destination's CHECK only, keeps every row, and takes version 9's writes", async () => {
    const client = new pg.Client({ connectionString: testPostgresUrl });
    await client.connect();
    try {
      await postgresAtVersion(client, schema, 9);
      for (const statement of BEFORE) await client.query(statement);
      const before = await constraints(client);
      expect(before).toContain("lead_deliveries_destination_check");
      const rows = await client.query("SELECT * FROM lead_deliveries ORDER BY id");

      const store = await openPostgresLeadStore(testPostgresUrl, { schema });
      try {
        expect((await store.get("lead-1"))?.deliveries.map((d) => [d.destination, d.status])).toEqual([
          ["email", "parked"],
          ["webhook", "delivered"],
        ]);
      } finally {
        await store.close();
      }

      expect(await constraints(client)).toEqual(
        before.filter((name) => name !== "lead_deliveries_destination_check"),
      );
      expect(withoutReceipts((await client.query("SELECT * FROM lead_deliveries ORDER BY id")).rows)).toEqual(
        rows.rows,
      );
      for (const statement of OLD_RELEASE_WRITES) await client.query(statement);
      await client.query("UPDATE lead_deliveries SET destination = 'fax' WHERE id = 'd4'");
      await expect(
        client.query("UPDATE lead_deliveries SET status = 'lost' WHERE id = 'd4'"),
      ).rejects.toThrow(/check constraint/);
    } finally {
      await client.end();
    }
  });
});
