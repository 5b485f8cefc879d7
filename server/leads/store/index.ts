import { openPostgresLeadStore } from "./postgres.ts";
import { openSqliteLeadStore } from "./sqlite.ts";
import type { LeadStore } from "./types.ts";

export * from "./types.ts";

/** The store `DATABASE_URL` names: `file:…` is SQLite, `postgres://…` (or `postgresql://…`) PostgreSQL. */
export function openLeadStore(databaseUrl = "file:./data/site.db"): Promise<LeadStore> {
  const scheme = databaseUrl.slice(0, databaseUrl.indexOf(":") + 1);
  if (scheme === "file:") return openSqliteLeadStore(databaseUrl);
  if (scheme === "postgres:" || scheme === "postgresql:") return openPostgresLeadStore(databaseUrl);
  return Promise.reject(
    new Error(`DATABASE_URL must be file:<path> or postgres://…, not "${scheme || databaseUrl}"`),
  );
}
