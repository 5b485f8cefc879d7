import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, statSync } from "node:fs";
import { open } from "node:fs/promises";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { leadCsvHeader, leadCsvRecord } from "./lead-csv";
import type { OwnerDesk, StoreConnection } from "./store";
import { sqlitePathFromUrl } from "./store/sqlite";

/**
 * `npm run leads -- backup FOLDER` (deploy/CHECKLIST.md): everything the leads are, in a folder only
 * the site's user can open (0700), each file only it can read (0600). A backup holds every lead's
 * name, e-mail and phone, and the store's keys (the one that hashes visitors' addresses, and the
 * owner links' when OWNER_LINK_SECRET is not set), so nothing in it may be readable by others, even
 * for the moment between writing a file and tightening it: the whole backup is made under umask 077.
 *
 * - `leads-STAMP.csv`: every lead, as `export --csv` writes it, for a spreadsheet;
 * - SQLite: `site-STAMP.db`, a consistent copy made with `VACUUM INTO` while the site runs;
 * - PostgreSQL: `site-STAMP.dump` from `pg_dump --format=custom` (restore with `pg_restore`),
 *   given the connection by environment variables, never on its command line.
 */

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
}

const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;

/** `2026-11-25T1432Z`: sorts by time, and has no character a file name must not. */
function stampOf(now: Date): string {
  return `${now.toISOString().slice(0, 16).replace(":", "")}Z`;
}

/** The folder, made 0700, or tightened to it when it is ours and others could open it. */
function privateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER });
  const stat = statSync(folder);
  if (!stat.isDirectory()) throw new Error(`${folder} is not a folder`);
  if ((stat.mode & 0o077) !== 0) chmodSync(folder, PRIVATE_FOLDER);
}

async function writeCsv(store: Pick<OwnerDesk, "exportRows">, path: string): Promise<number> {
  // "wx": never into a file that is already there (and may be someone else's, or readable).
  const file = await open(path, "wx", PRIVATE_FILE);
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

function copySqlite(databaseUrl: string, path: string): void {
  const db = new DatabaseSync(sqlitePathFromUrl(databaseUrl), { readOnly: true });
  try {
    // One read transaction: a copy of the store as it was at one moment, while the site writes on.
    db.prepare("VACUUM INTO ?").run(path);
  } finally {
    db.close();
  }
  chmodSync(path, PRIVATE_FILE);
}

/** The PG* variables libpq reads, so no password is ever on a command line (ps, sudo's journal). */
function libpqEnvironment(databaseUrl: string): { env: Record<string, string>; schema: string | null } {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname.replace(/^\[|\]$/g, ""));
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.slice(1));
  if (database) env.PGDATABASE = database;
  const sslmode = url.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  return { env, schema: url.searchParams.get("schema") };
}

function dumpPostgres(databaseUrl: string, path: string, pgDump: string): Promise<void> {
  const { env, schema } = libpqEnvironment(databaseUrl);
  const args = ["--format=custom", "--no-owner", `--file=${path}`, ...(schema ? [`--schema=${schema}`] : [])];
  return new Promise((done, fail) => {
    const child = spawn(pgDump, args, {
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < 4_000) stderr += chunk.toString();
    });
    child.on("error", fail);
    child.on("close", (code) => {
      if (code === 0) done();
      else fail(new Error(`pg_dump ended with ${code}: ${stderr.trim()}`));
    });
  });
}

export async function backupLeads({
  store,
  databaseUrl = "file:./data/site.db",
  folder,
  now = new Date(),
  pgDump = "pg_dump",
}: {
  store: Pick<OwnerDesk, "exportRows"> & Pick<StoreConnection, "dialect">;
  databaseUrl?: string;
  folder: string;
  now?: Date;
  /** The pg_dump to run (its path, for a test or a newer client). */
  pgDump?: string;
}): Promise<BackupResult> {
  const previous = process.umask(0o077);
  try {
    const target = resolve(folder);
    privateFolder(target);
    const stamp = stampOf(now);
    const files: BackupFile[] = [];
    const notes: string[] = [];
    const csv = join(target, `leads-${stamp}.csv`);
    files.push({ path: csv, bytes: await writeCsv(store, csv), what: "every lead, for a spreadsheet" });
    if (store.dialect === "sqlite") {
      const copy = join(target, `site-${stamp}.db`);
      copySqlite(databaseUrl, copy);
      files.push({
        path: copy,
        bytes: statSync(copy).size,
        what: "the whole store (SQLite), to put back as data/site.db",
      });
    } else {
      const dump = join(target, `site-${stamp}.dump`);
      try {
        await dumpPostgres(databaseUrl, dump, pgDump);
        chmodSync(dump, PRIVATE_FILE);
        files.push({
          path: dump,
          bytes: statSync(dump).size,
          what: "the whole store (pg_dump), for pg_restore",
        });
      } catch (error) {
        const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
        notes.push(
          missing
            ? "pg_dump is not installed, so only the CSV was written: apt-get install postgresql-client, then run this again."
            : `The PostgreSQL copy failed, so only the CSV was written: ${(error as Error).message}`,
        );
      }
    }
    return { folder: target, files, notes };
  } finally {
    process.umask(previous);
  }
}
