import { closeSync, openSync, readSync, realpathSync, statSync } from "node:fs";
import { open } from "node:fs/promises";
import { join, resolve } from "node:path";
import { leadCsvHeader, leadCsvRecord } from "../lead-csv.ts";
import { type OwnerDesk, openLeadStore, type StoreConnection, sqlitePathFromUrl } from "../store/index.ts";
import { PRIVATE_FILE, privateFolder, writeWhole } from "./files.ts";
import {
  CLIENT_PACKAGE,
  dumpCommand,
  dumpPostgresStore,
  MissingTool,
  type PgTools,
  restorePostgresStore,
} from "./postgres.ts";
import { Refused, type RestoreResult } from "./restore-rules.ts";
import { backupFileNames, pruneBackups, type Rotation, stampOf } from "./rotation.ts";
import { copySqliteStore, restoreSqliteStore } from "./sqlite.ts";

/**
 * `npm run leads -- backup …` and `… restore FILE` (deploy/CHECKLIST.md). A backup holds every
 * lead's name, e-mail and phone, and the store's keys (the one that hashes visitors' addresses, the
 * owner links' when OWNER_LINK_SECRET is not set, the pictures' and the quote page's), so nothing
 * of it may be readable by others, even for the moment between writing a file and tightening it:
 * everything is made under umask 077, files 0600, a folder made for it 0700.
 *
 * - `backup FILE` (a name ending in .db for SQLite, .dump for PostgreSQL): the whole store, a
 *   consistent copy taken while the site runs (node:sqlite's backup API; `pg_dump` of the site's
 *   schema, given the connection by environment variables, never on its command line).
 * - `backup FOLDER`: the same copy as `site-STAMP.db` or `site-STAMP.dump`, and every lead as CSV
 *   (`leads-STAMP.csv`, as `export --csv` writes it, for a spreadsheet); with `--keep-days N`, the
 *   older backups in the folder are rotated out once this one is whole (rotation.ts).
 * - `restore FILE`: the copy back in place of the store DATABASE_URL names (restore-rules.ts).
 */

export { KEEP_DAYS_MAX, pruneBackups, type Rotation } from "./rotation.ts";
export { MissingTool, Refused, type RestoreResult };

export interface BackupFile {
  path: string;
  bytes: number;
  what: string;
}

export interface BackupResult {
  folder: string;
  files: BackupFile[];
  /** What the owner must still do, e.g. install pg_dump. */
  notes: string[];
  /** The rotation, when one was asked for and the backup was whole. */
  rotation?: Rotation;
}

type Dialect = StoreConnection["dialect"];

/** Runs `work` with umask 077, so every file and folder it makes starts private. */
async function privately<T>(work: () => Promise<T>): Promise<T> {
  const previous = process.umask(0o077);
  try {
    return await work();
  } finally {
    process.umask(previous);
  }
}

async function writeCsv(
  store: Pick<OwnerDesk, "exportRows">,
  path: string,
  // "wx": never into a file that is already there (and may be someone else's, or readable); "w"
  // only into the private file writeWhole made for it.
  flags: "wx" | "w" = "wx",
): Promise<number> {
  const file = await open(path, flags, PRIVATE_FILE);
  let bytes = 0;
  try {
    const put = async (text: string) => {
      const chunk = Buffer.from(text);
      await file.write(chunk);
      bytes += chunk.length;
    };
    await put(leadCsvHeader());
    for await (const row of store.exportRows()) await put(leadCsvRecord(row));
    await file.sync();
  } finally {
    await file.close();
  }
  return bytes;
}

/**
 * `npm run leads -- export --csv --out FILE`: every lead as CSV in FILE, private (0600), never over a
 * file already there, and named only once whole, so a spreadsheet never opens half an export.
 */
export async function exportCsvFile(store: Pick<OwnerDesk, "exportRows">, file: string): Promise<number> {
  let bytes = 0;
  await privately(() =>
    writeWhole(file, async (partial) => {
      bytes = await writeCsv(store, partial, "w");
    }),
  );
  return bytes;
}

/** The extension of a store copy, by engine: what tells `backup FILE` from `backup FOLDER`. */
export const STORE_COPY_EXTENSION: Record<Dialect, string> = { sqlite: ".db", postgres: ".dump" };

/** True for a path `backup` takes as the file to write rather than a folder. */
export function isStoreCopyName(path: string): boolean {
  return Object.values(STORE_COPY_EXTENSION).some((extension) => path.endsWith(extension));
}

function copyStore(dialect: Dialect, databaseUrl: string, file: string, tools: PgTools): Promise<void> {
  return dialect === "sqlite"
    ? copySqliteStore(databaseUrl, file)
    : dumpPostgresStore(databaseUrl, file, tools);
}

const COPY_WHAT: Record<Dialect, string> = {
  sqlite: "the whole store (SQLite): restore FILE puts it back",
  postgres: "the whole store (pg_dump of the site's schema): restore FILE puts it back",
};

/** The advice when PostgreSQL's copy could not be made because pg_dump is missing. */
function missingPgDump(databaseUrl: string, file: string): string {
  return (
    `pg_dump is not installed: apt-get install ${CLIENT_PACKAGE} (as new as the server), then run this again, ` +
    `or run it where it is: ${dumpCommand(databaseUrl, file)}`
  );
}

/** `backup FILE`: the whole store in one file, 0600, never over a file already there. */
export function backupStore({
  dialect,
  databaseUrl = "file:./data/site.db",
  file,
  tools = {},
}: {
  dialect: Dialect;
  databaseUrl?: string;
  file: string;
  tools?: PgTools;
}): Promise<BackupFile> {
  return privately(async () => {
    const path = resolve(file);
    const extension = STORE_COPY_EXTENSION[dialect];
    if (!path.endsWith(extension)) {
      throw new Refused(
        `A copy of this store (${dialect === "sqlite" ? "SQLite" : "PostgreSQL"}) is a ${extension} file: name it so, e.g. site${extension}.`,
      );
    }
    try {
      await copyStore(dialect, databaseUrl, path, tools);
    } catch (error) {
      if (error instanceof MissingTool) throw new Refused(missingPgDump(databaseUrl, path));
      throw error;
    }
    return { path, bytes: statSync(path).size, what: COPY_WHAT[dialect] };
  });
}

/** `backup FOLDER`: every lead as CSV and a copy of the whole store, then the rotation if asked. */
export async function backupLeads({
  store,
  databaseUrl = "file:./data/site.db",
  folder,
  now = new Date(),
  pgDump,
  tools = {},
  keepDays,
}: {
  store: Pick<OwnerDesk, "exportRows"> & Pick<StoreConnection, "dialect">;
  databaseUrl?: string;
  folder: string;
  now?: Date;
  /** The pg_dump to run (its path, for a test or a newer client). */
  pgDump?: string;
  tools?: PgTools;
  /** Rotate the folder afterwards: keep the last N days' backups, and the newest N whatever the clock. */
  keepDays?: number;
}): Promise<BackupResult> {
  return privately(async () => {
    const target = resolve(folder);
    privateFolder(target);
    const names = backupFileNames(stampOf(now));
    const files: BackupFile[] = [];
    const notes: string[] = [];
    const csv = join(target, names.csv);
    files.push({ path: csv, bytes: await writeCsv(store, csv), what: "every lead, for a spreadsheet" });
    const copy = join(target, names[store.dialect]);
    try {
      await copyStore(store.dialect, databaseUrl, copy, { ...tools, pgDump: pgDump ?? tools.pgDump });
      files.push({ path: copy, bytes: statSync(copy).size, what: COPY_WHAT[store.dialect] });
    } catch (error) {
      notes.push(
        error instanceof MissingTool
          ? `Only the CSV was written. ${missingPgDump(databaseUrl, copy)}`
          : `The copy of the store failed, so only the CSV was written: ${(error as Error).message}`,
      );
    }
    // Only after a whole backup: a night whose backup failed never costs an older one.
    const rotation =
      keepDays !== undefined && notes.length === 0 ? pruneBackups(target, keepDays, now) : undefined;
    return { folder: target, files, notes, rotation };
  });
}

/** What a file is, by its first bytes. */
function kindOf(file: string): Dialect | null {
  const head = Buffer.alloc(16);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString("latin1") === "SQLite format 3\0") return "sqlite";
  if (head.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
  return null;
}

const ENGINE_NAME: Record<Dialect, string> = { sqlite: "SQLite", postgres: "PostgreSQL" };

/**
 * `restore FILE`: the backup in place of the store DATABASE_URL names (restore-rules.ts says
 * what is checked and refused), then the store is opened, as the site will open it (bringing an
 * older backup's schema up to date), and its leads counted.
 */
export async function restoreLeads({
  file,
  databaseUrl = "file:./data/site.db",
  force = false,
  now = new Date(),
  tools = {},
}: {
  file: string;
  databaseUrl?: string;
  force?: boolean;
  now?: Date;
  tools?: PgTools;
}): Promise<RestoreResult> {
  return privately(async () => {
    const path = resolve(file);
    if (!statSync(path, { throwIfNoEntry: false })?.isFile()) throw new Refused(`There is no file ${path}.`);
    const kind = kindOf(path);
    if (!kind) {
      throw new Refused(`${path} is not a backup of the store: neither a SQLite file nor a pg_dump file.`);
    }
    const target: Dialect = databaseUrl.startsWith("file:") ? "sqlite" : "postgres";
    if (kind !== target) {
      throw new Refused(
        `${path} is a copy of a ${ENGINE_NAME[kind]} store, but DATABASE_URL names a ${ENGINE_NAME[target]} one: ` +
          "restore it into a store of its own kind (export --csv carries leads from one to the other).",
      );
    }
    let restored: Awaited<ReturnType<typeof restoreSqliteStore>>;
    if (kind === "sqlite") {
      const store = sqlitePathFromUrl(databaseUrl);
      if (statSync(store, { throwIfNoEntry: false }) && realpathSync(store) === realpathSync(path)) {
        throw new Refused(`${path} is the store itself.`);
      }
      restored = await restoreSqliteStore({ file: path, databaseUrl, force, now });
    } else {
      try {
        restored = await restorePostgresStore({ file: path, databaseUrl, force, now, tools });
      } catch (error) {
        if (!(error instanceof MissingTool)) throw error;
        throw new Refused(
          `${error.tool} is not installed: apt-get install ${CLIENT_PACKAGE} (as new as the pg_dump that made the file), then run this again.`,
        );
      }
    }
    const store = await openLeadStore(databaseUrl);
    try {
      return { ...restored, leads: (await store.stats()).leads };
    } finally {
      await store.close();
    }
  });
}
