import {
  chmodSync,
  closeSync,
  fchmodSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  statSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { leadStoreOn } from "./core.ts";
import type { Dialect } from "./dialect.ts";
import { applyMigrations } from "./migrations.ts";
import { changes, firstRow, type Param, type Query, type Row, raw, renderSql, runWork, sql } from "./sql.ts";
import { pagePathOf } from "./types/read.ts";
import type { LeadStore } from "./types.ts";

/** How long a write waits for another connection's write lock before it fails. */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/** `file:./data/site.db`, `file:///abs/site.db` or a plain path → an absolute path (or `:memory:`). */
export function sqlitePathFromUrl(databaseUrl: string): string {
  if (databaseUrl.startsWith("file://")) return fileURLToPath(databaseUrl);
  const path = databaseUrl.startsWith("file:") ? databaseUrl.slice("file:".length) : databaseUrl;
  if (path === "" || path === ":memory:") return ":memory:";
  return resolve(path);
}

/** The store holds every lead and the store's keys: its folder and files are the site's user's alone. */
export const STORE_FOLDER_MODE = 0o700;
export const STORE_FILE_MODE = 0o600;
/** The files SQLite keeps beside the database; it makes each with the database file's own mode. */
const STORE_COMPANIONS = ["-wal", "-shm", "-journal"] as const;
/** Permission bits of the group's and others'. */
const SHARED_BITS = 0o077;
/** Anyone may make files in the folder, each keeping their own (/tmp). */
const STICKY_BIT = 0o1000;

/** A mode changed to keep the store private, for the log: octal, as `ls -l` and `chmod` read it. */
export interface StoreModeChange {
  path: string;
  from: string;
  to: string;
}

const octal = (mode: number) => (mode & 0o7777).toString(8).padStart(4, "0");

/**
 * Makes the database's folder (0700) and file (0600) before SQLite opens them, whatever the umask,
 * so the -wal and -shm files SQLite makes beside it start private too; and takes the group's and
 * others' access away from those already there (a store made by an earlier version under umask
 * 022 was 0644 in a 0755 folder). An existing folder is tightened only when it is this user's and
 * no one else's: DATABASE_URL may name a file in a folder others use (/tmp, /var/lib), which is left
 * as it is. Answers what it changed; nothing for an in-memory store.
 */
export function keepSqliteStorePrivate(path: string): StoreModeChange[] {
  if (path === ":memory:") return [];
  const changes: StoreModeChange[] = [];
  const tighten = (target: string, mode: number, from: number) => {
    chmodSync(target, mode);
    changes.push({ path: target, from: octal(from), to: octal(mode) });
  };
  const folder = dirname(path);
  if (mkdirSync(folder, { recursive: true, mode: STORE_FOLDER_MODE }) !== undefined) {
    chmodSync(folder, STORE_FOLDER_MODE);
  } else {
    const stat = statSync(folder);
    if ((stat.mode & SHARED_BITS) !== 0 && isOwnFolder(folder, stat))
      tighten(folder, STORE_FOLDER_MODE, stat.mode);
  }
  try {
    const made = openSync(path, "wx", STORE_FILE_MODE);
    try {
      fchmodSync(made, STORE_FILE_MODE);
    } finally {
      closeSync(made);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  for (const file of [path, ...STORE_COMPANIONS.map((suffix) => `${path}${suffix}`)]) {
    const stat = statOrNull(file);
    if (stat && (stat.mode & SHARED_BITS) !== 0 && mayChange(stat)) tighten(file, STORE_FILE_MODE, stat.mode);
  }
  return changes;
}

function statOrNull(path: string) {
  return orNull(() => statSync(path));
}

function lstatOrNull(path: string) {
  return orNull(() => lstatSync(path));
}

/** The answer, or null when the file is gone (removed meanwhile, or never made). */
function orNull<T>(read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** This process may change the mode: the file is its user's, or it runs as root. */
function mayChange(stat: { uid: number }): boolean {
  const user = process.geteuid?.();
  return user === undefined || user === 0 || stat.uid === user;
}

/** The folder is this user's, shared with no one: not sticky, and nothing in it is another user's. */
function isOwnFolder(folder: string, stat: { uid: number; mode: number }): boolean {
  const user = process.geteuid?.();
  if (user !== undefined && stat.uid !== user) return false;
  if ((stat.mode & STICKY_BIT) !== 0) return false;
  return readdirSync(folder).every((name) => {
    const entry = lstatOrNull(join(folder, name));
    return entry === null || entry.uid === stat.uid;
  });
}

function openDatabase(path: string): DatabaseSync {
  keepSqliteStorePrivate(path);
  const db = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: SQLITE_BUSY_TIMEOUT_MS });
  // WAL lets readers run beside the writer; synchronous=FULL syncs the WAL on every commit,
  // so a lead the visitor was told about survives a power cut, not only a crash.
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  db.exec(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  db.exec("PRAGMA foreign_keys = ON");
  return db;
}

function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  // IMMEDIATE takes the write lock up front, so a read-then-write cannot be overtaken by another process.
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
}

/**
 * Submissions that arrive together share one durable commit. node:sqlite is synchronous, so
 * every COMMIT (an fsync with synchronous=FULL) blocks the event loop; measured under 50
 * concurrent submissions it was a third of the server's time. Each submission runs in its own
 * savepoint, so one failing rolls back alone, and none is answered before the shared COMMIT.
 */
function createGroupCommit(db: DatabaseSync) {
  type Job = { work: () => unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void };
  let queue: Job[] = [];

  function flush() {
    const jobs = queue;
    queue = [];
    const results: { ok: boolean; value: unknown }[] = [];
    try {
      inTransaction(db, () => {
        for (const job of jobs) {
          db.exec("SAVEPOINT submission");
          try {
            results.push({ ok: true, value: job.work() });
            db.exec("RELEASE submission");
          } catch (error) {
            db.exec("ROLLBACK TO submission");
            db.exec("RELEASE submission");
            results.push({ ok: false, value: error });
          }
        }
      });
    } catch (error) {
      for (const job of jobs) job.reject(error);
      return;
    }
    jobs.forEach((job, i) => {
      const { ok, value } = results[i];
      if (ok) job.resolve(value);
      else job.reject(value);
    });
  }

  return {
    add<T>(work: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      });
    },
  };
}

/** SQLite keeps times as ISO-8601 UTC text (they sort as text), booleans as 0 and 1, lists as JSON. */
function encode({ value }: Param): SQLInputValue {
  if (value == null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? 1 : 0;
  if (Array.isArray(value)) return JSON.stringify(value);
  return value as SQLInputValue;
}

function sqliteDialect(db: DatabaseSync): Dialect {
  // The rules' statements are a fixed set of texts (their values are parameters): each is prepared once.
  const prepared = new Map<string, StatementSync>();
  function execute({ statement, returns }: Query): unknown {
    const { text, params } = renderSql(statement, () => "?");
    let prepare = prepared.get(text);
    if (!prepare) {
      prepare = db.prepare(text);
      prepared.set(text, prepare);
    }
    const values = params.map(encode);
    return returns === "rows" ? (prepare.all(...values) as Row[]) : Number(prepare.run(...values).changes);
  }
  const groupCommit = createGroupCommit(db);
  const jsonPath = (path: string[]) => raw(`'$.${path.join(".")}'`);

  return {
    name: "sqlite",
    // Each runs to its end before this returns: nothing else on this connection can come between.
    async run(work) {
      return runWork(work, execute);
    },
    async transaction(work) {
      return inTransaction(db, () => runWork(work, execute));
    },
    insertLead(lead, deliveries) {
      return groupCommit.add(() =>
        runWork(
          (function* () {
            const row = yield* firstRow(lead);
            if (row) yield* changes(deliveries(sql`(SELECT ${row.id} AS id) AS lead`));
            return row;
          })(),
          execute,
        ),
      );
    },
    async ping() {
      db.prepare("SELECT 1").get();
    },
    async close() {
      if (db.isOpen) db.close();
    },

    read: {
      date: (value) => new Date(String(value)),
      json: (value) => JSON.parse(String(value)),
      flag: (value) => value === 1,
    },

    true: raw("1"),
    false: raw("0"),
    insertionOrder: raw("rowid"),
    contains: (haystack, needle) => sql`instr(${haystack}, ${needle}) > 0`,
    jsonText: (column, ...path) => sql`json_extract(${column}, ${jsonPath(path)})`,
    jsonIsTrue: (column, key) => sql`json_type(${column}, ${jsonPath([key])}) = 'true'`,
    // The one rule of types/read.ts, registered as a function of this connection.
    pagePath: (url) => sql`page_path(${url})`,
    byteOrder: (expression) => expression,
    anyOf: (column, values) => sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`,
    valuesTable(alias, columns, rows) {
      const select = Object.keys(columns)
        .map((name) => `json_extract(value, '$.${name}') AS ${name}`)
        .join(", ");
      return sql`(SELECT ${raw(select)} FROM json_each(${JSON.stringify(rows)})) AS ${raw(alias)}`;
    },
    // BEGIN IMMEDIATE holds the whole database: there are no row locks to take.
    forUpdate: raw(""),
    forUpdateSkipLocked: raw(""),
    // SQLite's RETURNING names no table: it returns the changed one's columns.
    returningAll: () => raw("*"),
  };
}

export async function openSqliteLeadStore(databaseUrl = "file:./data/site.db"): Promise<LeadStore> {
  const db = openDatabase(sqlitePathFromUrl(databaseUrl));
  const dialect = sqliteDialect(db);
  try {
    await dialect.transaction(applyMigrations("sqlite"));
  } catch (error) {
    db.close();
    throw error;
  }
  db.function("page_path", { deterministic: true }, (url) => pagePathOf(url));
  return leadStoreOn(dialect);
}
