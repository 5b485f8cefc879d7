import { openDestinations } from "./migration-10.ts";
import { deliveryReceipts } from "./migration-11.ts";
import { deliveryTakeovers } from "./migration-12.ts";
import { estimateVisits } from "./migration-13.ts";
import {
  ALERT_KIND_CHECK,
  DESTINATION_CHECK,
  FORM_TYPE_CHECK,
  OUTCOME_CHECK,
  STATUS_CHECK,
} from "./schema-checks.ts";
import { changes, raw, rows, sql, type Work } from "./sql.ts";

/**
 * Versioned schema changes, one ordered list of statements per dialect. A store applies the
 * versions missing from `schema_migrations` in one transaction when it opens, so starting
 * twice (or two processes at once) changes nothing. Never edit a released version: add one.
 */
export interface Migration {
  version: number;
  name: string;
  sqlite: readonly string[];
  postgres: readonly string[];
}

export const SCHEMA_MIGRATIONS_TABLE = {
  sqlite: `CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`,
  postgres: `CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL
  )`,
} as const;

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: "leads, deliveries and attempts",
    // SQLite keeps times as ISO-8601 UTC text (same length, so they sort and compare as text),
    // booleans as 0/1 and JSON as text; its rowid gives the insertion order.
    sqlite: [
      `CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        form_type TEXT NOT NULL CHECK (${FORM_TYPE_CHECK}),
        form_name TEXT NOT NULL,
        endpoint TEXT NOT NULL,
        payload TEXT NOT NULL,
        email TEXT,
        name TEXT,
        idempotency_key TEXT,
        response TEXT,
        spam INTEGER NOT NULL DEFAULT 0 CHECK (spam IN (0, 1)),
        spam_reason TEXT,
        linked_lead_id TEXT REFERENCES leads (id),
        ip_hash TEXT,
        user_agent TEXT,
        UNIQUE (endpoint, idempotency_key)
      )`,
      "CREATE INDEX leads_email_created ON leads (email, created_at)",
      "CREATE INDEX leads_created ON leads (created_at)",
      `CREATE TABLE lead_deliveries (
        id TEXT PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id),
        destination TEXT NOT NULL CHECK (${DESTINATION_CHECK}),
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
        UNIQUE (lead_id, destination)
      )`,
      "CREATE INDEX lead_deliveries_due ON lead_deliveries (next_attempt_at) WHERE status = 'pending'",
      "CREATE INDEX lead_deliveries_status ON lead_deliveries (status, destination)",
      `CREATE TABLE delivery_attempts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        delivery_id TEXT NOT NULL REFERENCES lead_deliveries (id),
        worker_id TEXT NOT NULL,
        started_at TEXT NOT NULL,
        duration_ms INTEGER NOT NULL,
        status_code INTEGER,
        error TEXT,
        outcome TEXT NOT NULL CHECK (${OUTCOME_CHECK})
      )`,
      "CREATE INDEX delivery_attempts_delivery ON delivery_attempts (delivery_id, id)",
    ],
    // `json` rather than `jsonb`: the payload is kept exactly as the visitor sent it, key order included.
    postgres: [
      `CREATE TABLE leads (
        id text PRIMARY KEY,
        seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        created_at timestamptz NOT NULL,
        form_type text NOT NULL CHECK (${FORM_TYPE_CHECK}),
        form_name text NOT NULL,
        endpoint text NOT NULL,
        payload json NOT NULL,
        email text,
        name text,
        idempotency_key text,
        response json,
        spam boolean NOT NULL DEFAULT false,
        spam_reason text,
        linked_lead_id text REFERENCES leads (id),
        ip_hash text,
        user_agent text,
        UNIQUE (endpoint, idempotency_key)
      )`,
      "CREATE INDEX leads_email_created ON leads (email, created_at)",
      "CREATE INDEX leads_created ON leads (created_at)",
      `CREATE TABLE lead_deliveries (
        id text PRIMARY KEY,
        lead_id text NOT NULL REFERENCES leads (id),
        destination text NOT NULL CHECK (${DESTINATION_CHECK}),
        status text NOT NULL CHECK (${STATUS_CHECK}),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        lease_owner text,
        lease_expires_at timestamptz,
        last_status integer,
        last_error text,
        delivered_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (lead_id, destination)
      )`,
      "CREATE INDEX lead_deliveries_due ON lead_deliveries (next_attempt_at) WHERE status = 'pending'",
      "CREATE INDEX lead_deliveries_status ON lead_deliveries (status, destination)",
      `CREATE TABLE delivery_attempts (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        delivery_id text NOT NULL REFERENCES lead_deliveries (id),
        worker_id text NOT NULL,
        started_at timestamptz NOT NULL,
        duration_ms integer NOT NULL,
        status_code integer,
        error text,
        outcome text NOT NULL CHECK (${OUTCOME_CHECK})
      )`,
      "CREATE INDEX delivery_attempts_delivery ON delivery_attempts (delivery_id, id)",
    ],
  },
  {
    version: 2,
    name: "held leads: release and the daily digest",
    // released_at: when the owner released a held lead (its spam_reason stays as history).
    // held_digest_day: the local day whose digest listed the held lead, so each is listed once.
    // held_digests: one row per day, claimed before the e-mail is sent, so two processes send one.
    sqlite: [
      "ALTER TABLE leads ADD COLUMN released_at TEXT",
      "ALTER TABLE leads ADD COLUMN held_digest_day TEXT",
      `CREATE TABLE held_digests (
        day TEXT PRIMARY KEY,
        claimed_at TEXT NOT NULL,
        sent_at TEXT,
        lead_count INTEGER NOT NULL DEFAULT 0
      )`,
      // Releasing a lead and handing the worker a primary's follow-ups look leads up by it.
      "CREATE INDEX leads_linked ON leads (linked_lead_id)",
      // Held leads are few: the digest and `list --status spam` read them without scanning every lead.
      "CREATE INDEX leads_held ON leads (created_at) WHERE spam = 1",
    ],
    postgres: [
      "ALTER TABLE leads ADD COLUMN released_at timestamptz",
      "ALTER TABLE leads ADD COLUMN held_digest_day text",
      `CREATE TABLE held_digests (
        day text PRIMARY KEY,
        claimed_at timestamptz NOT NULL,
        sent_at timestamptz,
        lead_count integer NOT NULL DEFAULT 0
      )`,
      "CREATE INDEX leads_linked ON leads (linked_lead_id)",
      "CREATE INDEX leads_held ON leads (created_at) WHERE spam",
    ],
  },
  {
    version: 3,
    name: "the store's own keys",
    // One random key per purpose, made once by the first process that asks (ipHashKey) and never
    // changed: every instance on this store reads the same one (decision 004).
    sqlite: [
      `CREATE TABLE store_keys (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        created_at TEXT NOT NULL
      )`,
    ],
    postgres: [
      `CREATE TABLE store_keys (
        name text PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL
      )`,
    ],
  },
  {
    version: 4,
    name: "the owner's spam mark",
    // marked_spam_at: when the owner followed a lead e-mail's "This is spam" link. A record only:
    // the lead, its deliveries and its data stay as they were (decision 017).
    sqlite: ["ALTER TABLE leads ADD COLUMN marked_spam_at TEXT"],
    postgres: ["ALTER TABLE leads ADD COLUMN marked_spam_at timestamptz"],
  },
  {
    version: 5,
    name: "the owner is told when leads stop",
    // dead_at: when a delivery went dead, so a notice can wait for the leads that die together;
    // backfilled from the last change of a row dead before. retried_at: when the owner last sent a
    // dead delivery again (the Retry link's "already retried on …").
    // leads.dead_notice: the claim of the notice that listed the lead's dead delivery, so each is
    // listed once; a retry clears it, so a lead that fails again is told again.
    // owner_alerts: one row per kind of notice (dead, backlog, quiet), claimed before the e-mail is
    // sent, so several processes send one (decision 020).
    sqlite: [
      "ALTER TABLE lead_deliveries ADD COLUMN dead_at TEXT",
      "ALTER TABLE lead_deliveries ADD COLUMN retried_at TEXT",
      "UPDATE lead_deliveries SET dead_at = updated_at WHERE status = 'dead'",
      "ALTER TABLE leads ADD COLUMN dead_notice TEXT",
      "CREATE INDEX leads_dead_notice ON leads (dead_notice) WHERE dead_notice IS NOT NULL",
      `CREATE TABLE owner_alerts (
        kind TEXT PRIMARY KEY CHECK (${ALERT_KIND_CHECK}),
        claim_id TEXT,
        claimed_at TEXT,
        told_at TEXT,
        ended_at TEXT
      )`,
    ],
    postgres: [
      "ALTER TABLE lead_deliveries ADD COLUMN dead_at timestamptz",
      "ALTER TABLE lead_deliveries ADD COLUMN retried_at timestamptz",
      "UPDATE lead_deliveries SET dead_at = updated_at WHERE status = 'dead'",
      "ALTER TABLE leads ADD COLUMN dead_notice text",
      "CREATE INDEX leads_dead_notice ON leads (dead_notice) WHERE dead_notice IS NOT NULL",
      `CREATE TABLE owner_alerts (
        kind text PRIMARY KEY CHECK (${ALERT_KIND_CHECK}),
        claim_id text,
        claimed_at timestamptz,
        told_at timestamptz,
        ended_at timestamptz
      )`,
    ],
  },
  {
    version: 6,
    name: "instant estimates shown",
    // One row per day (UTC, YYYY-MM-DD) and estimate service: how many estimates visitors were shown.
    // Added to by each process's buffered counts (server/leads/estimate-counts.ts); the estimates sent
    // are the stored leads themselves.
    sqlite: [
      `CREATE TABLE estimate_counts (
        day TEXT NOT NULL,
        service TEXT NOT NULL,
        shown INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (day, service)
      )`,
    ],
    postgres: [
      `CREATE TABLE estimate_counts (
        day text NOT NULL,
        service text NOT NULL,
        shown bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (day, service)
      )`,
    ],
  },
  {
    version: 7,
    name: "an idempotency key's body",
    // body_hash: the hash of the body a lead's Idempotency-Key came with (server/leads/submission-hash.ts),
    // so a repeat of the key with another body is refused rather than answered as the first. Null
    // for the leads stored before, whose bodies cannot be compared.
    sqlite: ["ALTER TABLE leads ADD COLUMN body_hash TEXT"],
    postgres: ["ALTER TABLE leads ADD COLUMN body_hash text"],
  },
  {
    version: 8,
    name: "caps on the visitor's copy of an estimate",
    // One row per recipient (an HMAC of the normal address with the store's own key, never the
    // address) and when it was last sent an estimate; one row per UTC hour (YYYY-MM-DDTHH) counting
    // the copies sent in it. Claimed in one transaction before the e-mail goes, so every instance on
    // the store keeps one cap (server/leads/store/rules/visitor-emails.ts).
    sqlite: [
      `CREATE TABLE visitor_email_recipients (
        recipient TEXT PRIMARY KEY,
        sent_at TEXT NOT NULL
      )`,
      "CREATE INDEX visitor_email_recipients_sent ON visitor_email_recipients (sent_at)",
      `CREATE TABLE visitor_email_hours (
        hour TEXT PRIMARY KEY,
        sent INTEGER NOT NULL DEFAULT 0
      )`,
    ],
    postgres: [
      `CREATE TABLE visitor_email_recipients (
        recipient text PRIMARY KEY,
        sent_at timestamptz NOT NULL
      )`,
      "CREATE INDEX visitor_email_recipients_sent ON visitor_email_recipients (sent_at)",
      `CREATE TABLE visitor_email_hours (
        hour text PRIMARY KEY,
        sent integer NOT NULL DEFAULT 0
      )`,
    ],
  },
  {
    version: 9,
    name: "deliveries parked until their destination is set",
    // parked_at: when a delivery was parked because its destination (LEAD_WEBHOOK_URL, or SMTP_URL
    // with NOTIFY_EMAIL) was not set. A parked row is 'skipped' with parked_at, so an older version
    // leaves it alone; a start with the destination set makes the recent ones pending again
    // (server/leads/store/rules/parking.ts, decision 046-lead-destinations).
    // A lead stored before, with deliveries but none for the e-mail, came while the e-mail was not
    // set (the e-mail's row was recorded only when it was): it gets its parked row now, so setting
    // the e-mail sends it too, as the start log promised.
    sqlite: [
      "ALTER TABLE lead_deliveries ADD COLUMN parked_at TEXT",
      "CREATE INDEX lead_deliveries_parked ON lead_deliveries (destination, created_at) WHERE parked_at IS NOT NULL",
      `INSERT INTO lead_deliveries (id, lead_id, destination, status, attempts, next_attempt_at, created_at,
        updated_at, parked_at)
      SELECT lower(substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-' || substr(h, 13, 4) || '-' || substr(h, 17, 4)
          || '-' || substr(h, 21, 12)), id, 'email', 'skipped', 0, created_at, created_at, now, now
      FROM (SELECT hex(randomblob(16)) AS h, l.id, l.created_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') AS now
        FROM leads l
        WHERE EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id)
          AND NOT EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id AND d.destination = 'email'))`,
    ],
    postgres: [
      "ALTER TABLE lead_deliveries ADD COLUMN parked_at timestamptz",
      "CREATE INDEX lead_deliveries_parked ON lead_deliveries (destination, created_at) WHERE parked_at IS NOT NULL",
      `INSERT INTO lead_deliveries (id, lead_id, destination, status, attempts, next_attempt_at, created_at,
        updated_at, parked_at)
      SELECT md5(random()::text || l.id)::uuid::text, l.id, 'email', 'skipped', 0, l.created_at, l.created_at,
        now(), now()
      FROM leads l
      WHERE EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id)
        AND NOT EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id AND d.destination = 'email')`,
    ],
  },
  openDestinations,
  deliveryReceipts,
  deliveryTakeovers,
  estimateVisits,
];

/** The migrations not yet applied, in version order. */
export function pendingMigrations(applied: Iterable<number>): Migration[] {
  const done = new Set(applied);
  return [...migrations].sort((a, b) => a.version - b.version).filter((m) => !done.has(m.version));
}

/** Applies the migrations not yet applied, and records each; run in one transaction by the store that opens. */
export function* applyMigrations(engine: "sqlite" | "postgres"): Work<void> {
  yield* changes(raw(SCHEMA_MIGRATIONS_TABLE[engine]));
  const applied = yield* rows(raw("SELECT version FROM schema_migrations"));
  for (const migration of pendingMigrations(applied.map((row) => Number(row.version)))) {
    for (const statement of migration[engine]) yield* changes(raw(statement));
    yield* changes(
      sql`INSERT INTO schema_migrations (version, name, applied_at)
          VALUES (${migration.version}, ${migration.name}, ${new Date()})`,
    );
  }
}
