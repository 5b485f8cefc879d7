import { DatabaseSync } from "node:sqlite";
import type pg from "pg";
import { migrations } from "../../server/leads/store/migrations.ts";

/**
 * A store's database as an older release left it: every migration up to `version` applied and
 * recorded, the newer ones not, for the tests that check a migration keeps what that release wrote
 * and takes what it still writes (a rolling upgrade runs both releases on one database).
 */

/** The SQLite file at `path`, opened, at `version`; the caller closes it. */
export function sqliteAtVersion(path: string, version: number): DatabaseSync {
  const db = new DatabaseSync(path);
  db.exec("PRAGMA foreign_keys = ON");
  db.exec(
    "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
  );
  for (const migration of migrations.filter((m) => m.version <= version)) {
    for (const statement of migration.sqlite) db.exec(statement);
    db.exec(`INSERT INTO schema_migrations VALUES (${migration.version}, 'v', '2026-11-01T00:00:00.000Z')`);
  }
  return db;
}

/** The PostgreSQL schema `schema`, made on `client` (which then works in it) at `version`. */
export async function postgresAtVersion(client: pg.Client, schema: string, version: number): Promise<void> {
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.query(`SET search_path TO ${schema}`);
  await client.query(
    "CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL)",
  );
  for (const migration of migrations.filter((m) => m.version <= version)) {
    for (const statement of migration.postgres) await client.query(statement);
    await client.query("INSERT INTO schema_migrations VALUES ($1, 'v', now())", [migration.version]);
  }
}
