import { OUTCOME_CHECK, STATUS_CHECK } from "./schema-checks.ts";

/**
 * Migration 10: the schema stops listing the destinations (docs/decisions/048-destinations-registry):
 * lead_deliveries.destination loses migration 1's CHECK, and the store checks a delivery's
 * destination in code against the registry's ids (types/intake.ts, knownDestination). Dropping a
 * CHECK only widens what the table takes: the version before writes and reads it as before.
 *
 * PostgreSQL drops the constraint in place (named by PostgreSQL's rule, table_column_check).
 * SQLite cannot: the table is made again without it (https://sqlite.org/lang_altertable.html, the
 * general procedure), its rows copied with their ids, and its indexes made again. Its attempts'
 * table is made again too, pointing at the new table, so the foreign keys stay on (they cannot be
 * turned off inside the migration's transaction) and no row of either is ever without its parent.
 * Column order, types, defaults, UNIQUE and the other CHECKs are migration 1's with the columns
 * migrations 5 and 9 added.
 */
export const openDestinations = {
  version: 10,
  name: "destinations checked in code, not in the schema",
  sqlite: [
    `CREATE TABLE lead_deliveries_next (
      id TEXT PRIMARY KEY,
      lead_id TEXT NOT NULL REFERENCES leads (id),
      destination TEXT NOT NULL,
      status TEXT NOT NULL CHECK (${STATUS_CHECK}),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at TEXT NOT NULL,
      lease_owner TEXT,
      lease_expires_at TEXT,
      last_status INTEGER,
      last_error TEXT,
      delivered_at TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      dead_at TEXT,
      retried_at TEXT,
      parked_at TEXT,
      UNIQUE (lead_id, destination)
    )`,
    `INSERT INTO lead_deliveries_next (id, lead_id, destination, status, attempts, next_attempt_at, lease_owner,
      lease_expires_at, last_status, last_error, delivered_at, created_at, updated_at, dead_at, retried_at, parked_at)
    SELECT id, lead_id, destination, status, attempts, next_attempt_at, lease_owner, lease_expires_at,
      last_status, last_error, delivered_at, created_at, updated_at, dead_at, retried_at, parked_at
    FROM lead_deliveries ORDER BY rowid`,
    `CREATE TABLE delivery_attempts_next (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      delivery_id TEXT NOT NULL REFERENCES lead_deliveries_next (id),
      worker_id TEXT NOT NULL,
      started_at TEXT NOT NULL,
      duration_ms INTEGER NOT NULL,
      status_code INTEGER,
      error TEXT,
      outcome TEXT NOT NULL CHECK (${OUTCOME_CHECK})
    )`,
    `INSERT INTO delivery_attempts_next (id, delivery_id, worker_id, started_at, duration_ms, status_code, error,
      outcome)
    SELECT id, delivery_id, worker_id, started_at, duration_ms, status_code, error, outcome
    FROM delivery_attempts ORDER BY id`,
    // The attempts' ids go on from where they were, as AUTOINCREMENT promised.
    `UPDATE sqlite_sequence SET seq = (SELECT max(seq) FROM sqlite_sequence
      WHERE name IN ('delivery_attempts', 'delivery_attempts_next')) WHERE name = 'delivery_attempts_next'`,
    "DROP TABLE delivery_attempts",
    "DROP TABLE lead_deliveries",
    // Renamed, the attempts' foreign key follows its table's new name (SQLite since 3.26).
    "ALTER TABLE lead_deliveries_next RENAME TO lead_deliveries",
    "ALTER TABLE delivery_attempts_next RENAME TO delivery_attempts",
    "CREATE INDEX lead_deliveries_due ON lead_deliveries (next_attempt_at) WHERE status = 'pending'",
    "CREATE INDEX lead_deliveries_status ON lead_deliveries (status, destination)",
    "CREATE INDEX lead_deliveries_parked ON lead_deliveries (destination, created_at) WHERE parked_at IS NOT NULL",
    "CREATE INDEX delivery_attempts_delivery ON delivery_attempts (delivery_id, id)",
  ],
  postgres: ["ALTER TABLE lead_deliveries DROP CONSTRAINT IF EXISTS lead_deliveries_destination_check"],
} as const;
