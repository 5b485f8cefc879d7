import { existsSync, linkSync, renameSync } from "node:fs";
import { dirname } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { SCHEMA_MIGRATIONS_TABLE, SQLITE_BUSY_TIMEOUT_MS, sqlitePathFromUrl } from "../store/index.ts";
import { syncFile, withPartialFile, writeWhole } from "./files.ts";
import {
  checkMigrations,
  foreignObjects,
  holdsLeads,
  migrationsListed,
  Refused,
  type RestoredStore,
  setAsideName,
} from "./restore-rules.ts";

/**
 * The SQLite store's copy and its way back, with node:sqlite's online backup API: the site goes
 * on reading and writing while the copy is made.
 */

/**
 * Pages copied per step: all of them. One step is one read transaction, so the copy is the store
 * at one moment; in WAL mode the site's writes go on beside it. In smaller steps, every write the
 * site made between two steps would start the copy over, and under steady submissions it might
 * never end. The step runs off the event loop (node:sqlite hands it to the thread pool).
 */
const WHOLE_STORE = 2 ** 31 - 1;

/** The store's file, or a clear error: the in-memory store has nothing to copy or to replace. */
function storeFile(databaseUrl: string): string {
  const path = sqlitePathFromUrl(databaseUrl);
  if (path === ":memory:") throw new Error("DATABASE_URL names an in-memory store: there is no file");
  return path;
}

function quickCheck(db: DatabaseSync): void {
  const rows = db.prepare("PRAGMA quick_check").all() as { quick_check: string }[];
  if (rows.length !== 1 || rows[0].quick_check !== "ok") {
    throw new Error(`the copy failed SQLite's check: ${rows.map((row) => row.quick_check).join("; ")}`);
  }
}

/** A consistent copy of the store in `file` (0600, never over a file already there). */
export async function copySqliteStore(databaseUrl: string, file: string): Promise<void> {
  const source = storeFile(databaseUrl);
  if (!existsSync(source)) throw new Error(`there is no lead store at ${source}`);
  await writeWhole(file, async (partial) => {
    const db = new DatabaseSync(source, { readOnly: true, timeout: SQLITE_BUSY_TIMEOUT_MS });
    try {
      await backup(db, partial, { rate: WHOLE_STORE });
    } finally {
      db.close();
    }
    // One file that opens anywhere, read-only too: the rollback journal rather than the site's WAL
    // (the site turns WAL on again when it opens it), and checked before it is called a backup.
    const copy = new DatabaseSync(partial);
    try {
      copy.exec("PRAGMA journal_mode = DELETE");
      quickCheck(copy);
    } finally {
      copy.close();
    }
  });
}

interface SchemaEntry {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

/** A SQLite file's schema, row for row (a file made by hand may name two objects alike). */
function schemaOf(db: DatabaseSync): SchemaEntry[] {
  return db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_schema").all() as unknown as SchemaEntry[];
}

const keyOf = (entry: SchemaEntry) => `${entry.type} ${entry.name}`;

/** Statements compared as SQLite runs them: the layout of the migrations' text is no difference. */
const plainSql = (sql: string | null) => sql?.replace(/\s+/g, " ").trim() ?? null;

/**
 * What the migrations `versions` lists make in an empty store, made here in memory from the
 * migrations themselves, so it follows every new one; ANALYZE adds the statistics tables an owner's
 * `PRAGMA optimize` may have made, which hold numbers only.
 */
function migratedSchema(versions: readonly number[]): Map<string, SchemaEntry> {
  const db = new DatabaseSync(":memory:");
  try {
    db.exec(SCHEMA_MIGRATIONS_TABLE.sqlite);
    for (const migration of migrationsListed(versions))
      for (const statement of migration.sqlite) db.exec(statement);
    db.exec("ANALYZE");
    return new Map(schemaOf(db).map((entry) => [keyOf(entry), entry]));
  } finally {
    db.close();
  }
}

/**
 * What the backup holds that its migrations never make: a trigger, a view, a table or index of its
 * own, or one of the site's whose SQL differs (a column, a default or a check of its own hides there).
 */
function foreignSqliteObjects(db: DatabaseSync, versions: readonly number[]): string[] {
  const migrated = migratedSchema(versions);
  const found: string[] = [];
  for (const entry of schemaOf(db)) {
    const expected = migrated.get(keyOf(entry));
    if (expected && expected.tbl_name === entry.tbl_name && plainSql(expected.sql) === plainSql(entry.sql))
      continue;
    const on = entry.type === "trigger" || entry.type === "index" ? ` on ${entry.tbl_name}` : "";
    found.push(
      `${entry.type} ${entry.name}${on}${expected ? " (not as the site's migrations make it)" : ""}`,
    );
  }
  return found;
}

/** What a SQLite file holds, when it is a lead store this code can open, and nothing but. */
function checkSqliteBackup(path: string, file: string): number {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    quickCheck(db);
    let versions: number[];
    try {
      versions = (db.prepare("SELECT version FROM schema_migrations").all() as { version: number }[]).map(
        (row) => Number(row.version),
      );
    } catch {
      throw new Refused(`${file} is a SQLite file, but not a lead store's (it has no schema_migrations).`);
    }
    const version = checkMigrations(versions, file);
    const foreign = foreignSqliteObjects(db, versions);
    if (foreign.length > 0) throw foreignObjects(file, foreign);
    return version;
  } finally {
    db.close();
  }
}

/**
 * True when another connection has the store open (the site, or another command): in WAL mode
 * each keeps a shared lock on the file for as long as it is open, so an exclusive lock fails at
 * once. Works across processes and within this one.
 */
export function sqliteInUse(path: string): boolean {
  const db = new DatabaseSync(path, { timeout: 0 });
  try {
    db.exec("PRAGMA locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
    db.exec("ROLLBACK");
    return false;
  } catch (error) {
    if ((error as { errcode?: number }).errcode === 5 /* SQLITE_BUSY */) return true;
    throw error;
  } finally {
    db.close();
  }
}

/** The leads in the store at `path`, which may be a new, empty one; also folds its WAL back in. */
function settleExisting(path: string): number {
  const db = new DatabaseSync(path, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  try {
    // The file set aside must be whole by itself: what its -wal still holds goes into it first.
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'leads'").get();
    if (!table) return 0;
    return Number((db.prepare("SELECT count(*) AS leads FROM leads").get() as { leads: number }).leads);
  } finally {
    db.close();
  }
}

/**
 * Puts the backup `file` in place of the store DATABASE_URL names. The copy is made beside the
 * store and checked first; the store that was there (if any) keeps a name of its own
 * (`site.db.before-restore-…`), never deleted; then the copy takes the store's name.
 */
export async function restoreSqliteStore({
  file,
  databaseUrl,
  force,
  now,
}: {
  file: string;
  databaseUrl: string;
  force: boolean;
  now: Date;
}): Promise<RestoredStore> {
  const target = storeFile(databaseUrl);
  return withPartialFile(`${target}.restoring`, async (partial) => {
    const source = new DatabaseSync(file, { readOnly: true });
    try {
      await backup(source, partial, { rate: WHOLE_STORE });
    } finally {
      source.close();
    }
    const version = checkSqliteBackup(partial, file);
    let setAside: string | null = null;
    if (existsSync(target)) {
      if (sqliteInUse(target)) {
        throw new Refused(
          `${target} is open in another process (the site?): stop it first (systemctl stop gdm-concrete), then run this again.`,
        );
      }
      const leads = settleExisting(target);
      if (leads > 0 && !force) throw new Refused(holdsLeads(target, leads));
      setAside = setAsideName(target, now);
      // Checkpointed and closed, the store has no -wal left; any other would belong to it, never
      // to the copy that takes its name, and goes aside first.
      for (const suffix of ["-wal", "-shm"]) {
        if (existsSync(target + suffix)) renameSync(target + suffix, setAside + suffix);
      }
      // A second name for the old store, then the copy takes the first in one step: at no moment
      // is there no store at the site's path (a site started then would make an empty one).
      linkSync(target, setAside);
    }
    syncFile(partial);
    renameSync(partial, target);
    syncFile(dirname(target));
    return { store: target, setAside, version };
  });
}
