/**
 * Migration 13: the free on-site estimate's visits (issue 41, rules/visits.ts). A visit is a booked
 * time window beside the lead it was stored as (`lead_id`); `visit_windows` counts the places taken
 * in each window, one row per window, so a window's capacity is kept by the store: a booking raises
 * the count only while it is under the capacity, in the transaction that stores the booking's lead.
 * New tables only: the version before neither reads nor writes them.
 */
export const estimateVisits = {
  version: 13,
  name: "on-site estimate visits and the places taken in each window",
  // Times as the other tables keep them: ISO-8601 UTC text in SQLite, timestamptz in PostgreSQL.
  sqlite: [
    `CREATE TABLE visits (
      id TEXT PRIMARY KEY,
      lead_id TEXT NOT NULL UNIQUE REFERENCES leads (id),
      window_start TEXT NOT NULL,
      window_end TEXT NOT NULL,
      time_zone TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('booked', 'cancelled')),
      name TEXT NOT NULL,
      phone TEXT,
      phone_key TEXT,
      email TEXT,
      address TEXT NOT NULL,
      city TEXT NOT NULL,
      zip TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      cancelled_at TEXT,
      cancelled_by TEXT CHECK (cancelled_by IN ('visitor', 'owner')),
      reminder_sent_at TEXT,
      flagged INTEGER NOT NULL DEFAULT 0 CHECK (flagged IN (0, 1))
    )`,
    "CREATE INDEX visits_window ON visits (window_start)",
    "CREATE INDEX visits_phone ON visits (phone_key, window_start)",
    "CREATE INDEX visits_email ON visits (email, window_start)",
    `CREATE TABLE visit_windows (
      window_start TEXT PRIMARY KEY,
      taken INTEGER NOT NULL CHECK (taken >= 0)
    )`,
  ],
  postgres: [
    `CREATE TABLE visits (
      id text PRIMARY KEY,
      lead_id text NOT NULL UNIQUE REFERENCES leads (id),
      window_start timestamptz NOT NULL,
      window_end timestamptz NOT NULL,
      time_zone text NOT NULL,
      status text NOT NULL CHECK (status IN ('booked', 'cancelled')),
      name text NOT NULL,
      phone text,
      phone_key text,
      email text,
      address text NOT NULL,
      city text NOT NULL,
      zip text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      cancelled_at timestamptz,
      cancelled_by text CHECK (cancelled_by IN ('visitor', 'owner')),
      reminder_sent_at timestamptz,
      flagged boolean NOT NULL DEFAULT false
    )`,
    "CREATE INDEX visits_window ON visits (window_start)",
    "CREATE INDEX visits_phone ON visits (phone_key, window_start)",
    "CREATE INDEX visits_email ON visits (email, window_start)",
    `CREATE TABLE visit_windows (
      window_start timestamptz PRIMARY KEY,
      taken integer NOT NULL CHECK (taken >= 0)
    )`,
  ],
} as const;
