import { openPostgresLeadStore } from "./postgres.ts";
import { openSqliteLeadStore } from "./sqlite.ts";
import type { LeadStore } from "./types.ts";

/**
 * The store's front door: code outside store/ imports this file only (scripts/lib/layers.test.ts).
 * Every role's types, the engines' few facts a backup and a restore need (the SQLite file and its
 * lock wait, the migrations and the table that records them), and opening a store.
 */
export { type Migration, migrations, SCHEMA_MIGRATIONS_TABLE } from "./migrations.ts";
export {
  keepSqliteStorePrivate,
  SQLITE_BUSY_TIMEOUT_MS,
  type StoreModeChange,
  sqlitePathFromUrl,
} from "./sqlite.ts";
export * from "./types.ts";

/**
 * The store `DATABASE_URL` names: `file:…` is SQLite, `postgres://…` (or `postgresql://…`)
 * PostgreSQL. A `schema` query parameter (`postgres://…/db?schema=site`) keeps the tables in that
 * schema, so several sites, or a test and a benchmark, can share one database.
 */
export function openLeadStore(databaseUrl = "file:./data/site.db"): Promise<LeadStore> {
  const scheme = databaseUrl.slice(0, databaseUrl.indexOf(":") + 1);
  if (scheme === "file:") return openSqliteLeadStore(databaseUrl);
  if (scheme === "postgres:" || scheme === "postgresql:") {
    const url = new URL(databaseUrl);
    const schema = url.searchParams.get("schema") ?? undefined;
    url.searchParams.delete("schema");
    return openPostgresLeadStore(url.toString(), { schema });
  }
  return Promise.reject(
    new Error(`DATABASE_URL must be file:<path> or postgres://…, not "${scheme || databaseUrl}"`),
  );
}
