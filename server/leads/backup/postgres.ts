import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { finished } from "node:stream/promises";
import pg from "pg";
import { clusterTablesSql, contentChangedChannel } from "../../cluster";
import { SCHEMA_MIGRATIONS_TABLE } from "../store/index.ts";
import { writeWhole } from "./files.ts";
import { foreignEntries, quoted, RowsOnly, type SiteSchema, tocKeys } from "./postgres-check.ts";
import {
  checkMigrations,
  foreignObjects,
  holdsLeads,
  migrationsListed,
  Refused,
  type RestoredStore,
} from "./restore-rules.ts";

/**
 * The PostgreSQL store's copy and its way back, with Debian's postgresql-client: `pg_dump` of the
 * site's schema (one consistent snapshot while the site runs), and, in one transaction through
 * `psql`, the store made anew by the site's migrations and the dump's rows loaded into it (never
 * the dump's own SQL: postgres-check.ts). The connection is given by the PG* variables libpq
 * reads, so no password is ever on a command line (ps, sudo's journal).
 */

/** The Debian package with pg_dump, pg_restore and psql. */
export const CLIENT_PACKAGE = "postgresql-client";

/** A program of postgresql-client that is not installed. */
export class MissingTool extends Error {
  constructor(readonly tool: string) {
    super(`${tool} is not installed (apt-get install ${CLIENT_PACKAGE})`);
  }
}

export interface PgTools {
  /** The PATH the programs are looked for in (the caller's, by default). */
  path?: string;
  /** pg_dump's own path, for a newer client or a test's stand-in. */
  pgDump?: string;
}

interface Connection {
  env: Record<string, string>;
  /** The schema the store's tables are in: `?schema=` of DATABASE_URL, else public. */
  schema: string;
  /** DATABASE_URL without `?schema=`, for the pg client. */
  url: string;
}

function connectionOf(databaseUrl: string): Connection {
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
  const schema = url.searchParams.get("schema") ?? "public";
  // The store accepts no other name (postgres.ts); here it also keeps the SQL below plain.
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid PostgreSQL schema name "${schema}"`);
  url.searchParams.delete("schema");
  return { env, schema, url: url.toString() };
}

const STDERR_KEPT = 4_000;

interface Run {
  child: ChildProcess;
  /** Resolves when the program has ended well; rejects with its error output otherwise. */
  done: Promise<void>;
}

function run(
  tool: string,
  args: string[],
  {
    env,
    tools,
    stdin = "ignore",
    stdout = "ignore",
  }: {
    env: Record<string, string>;
    tools: PgTools;
    stdin?: "ignore" | "pipe";
    stdout?: "ignore" | "pipe";
  },
  program = tool,
): Run {
  const child = spawn(program, args, {
    env: { PATH: tools.path ?? process.env.PATH ?? "/usr/bin:/bin", ...env },
    stdio: [stdin, stdout, "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    if (stderr.length < STDERR_KEPT) stderr += chunk.toString();
  });
  const done = new Promise<void>((resolve, reject) => {
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new MissingTool(tool) : error),
    );
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} ended with ${code}: ${stderr.trim()}${versionAdvice(stderr)}`));
    });
  });
  return { child, done };
}

/** pg_dump refuses a server newer than itself; pg_restore a dump newer than itself. */
function versionAdvice(stderr: string): string {
  return /version mismatch|unsupported version/i.test(stderr)
    ? ` (the client must be as new as the server, SELECT version(): apt-get install ${CLIENT_PACKAGE}-NN from apt.postgresql.org when Debian's is older)`
    : "";
}

/** The command to run by hand when pg_dump is missing here (the PG* variables hold the connection). */
export function dumpCommand(databaseUrl: string, file: string): string {
  const { env, schema } = connectionOf(databaseUrl);
  const variables = Object.keys(env)
    .map((name) => (name === "PGPASSWORD" ? "PGPASSWORD=…" : `${name}=${env[name]}`))
    .join(" ");
  return `${variables} pg_dump --format=custom --no-owner --schema=${schema} --file=${file}`;
}

/** A copy of the site's schema in `file` (pg_dump's custom format; 0600, never over a file already there). */
export function dumpPostgresStore(databaseUrl: string, file: string, tools: PgTools = {}): Promise<void> {
  const { env, schema } = connectionOf(databaseUrl);
  return writeWhole(file, async (partial) => {
    // Only the site's schema: another site or program may share the database.
    const args = ["--format=custom", "--no-owner", `--schema=${schema}`, `--file=${partial}`];
    await run("pg_dump", args, { env, tools }, tools.pgDump ?? "pg_dump").done;
  });
}

/* ---------- restore ---------- */

/** The schema a dump holds the store in: the one with the `leads` table. */
function dumpedSchema(list: string, file: string): string {
  const schemas = [...list.matchAll(/^\d+; \d+ \d+ TABLE (\S+) leads /gm)].map((match) => match[1]);
  if (schemas.length === 0) throw new Refused(`${file} is not a lead store's backup: it has no leads table.`);
  if (new Set(schemas).size > 1) {
    throw new Refused(
      `${file} holds lead stores in several schemas (${schemas.join(", ")}): restore by hand.`,
    );
  }
  return schemas[0].replace(/^"|"$/g, "");
}

/** More than a lead store's table of contents or its migrations could ever print. */
const OUTPUT_MAX = 16 * 1024 * 1024;

/** What a program prints, read whole (a dump's list, its migrations): at most OUTPUT_MAX. */
async function output(tool: string, args: string[], tools: PgTools): Promise<string> {
  const { child, done } = run(tool, args, { env: {}, tools, stdout: "pipe" });
  let text = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    text += chunk.toString();
    if (text.length > OUTPUT_MAX) child.kill();
  });
  await done;
  return text;
}

/** The versions in a dump's schema_migrations, read from its data alone. */
async function dumpedVersions(file: string, schema: string, tools: PgTools): Promise<number[]> {
  const sql = await output(
    "pg_restore",
    ["--data-only", `--schema=${schema}`, "--table=schema_migrations", "--file=-", file],
    tools,
  );
  const copy = /^COPY \S+\.schema_migrations \([^)]*\) FROM stdin;\n([\s\S]*?)^\\\.$/m.exec(sql);
  if (!copy) throw new Refused(`${file} is not a lead store's backup: it has no schema_migrations.`);
  return copy[1]
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => Number(line.split("\t")[0]));
}

/** `site_before_20261126071300`: a schema name PostgreSQL keeps whole (63 characters at most). */
export function setAsideSchema(schema: string, now: Date): string {
  return `${schema.slice(0, 40)}_before_${now.toISOString().slice(0, 19).replace(/\D/g, "")}`;
}

interface TargetState {
  exists: boolean;
  leads: number;
  /** Site instances on this schema: each LISTENs for content changes (decision 015). */
  running: number;
}

async function targetState(connection: Connection): Promise<TargetState> {
  const client = new pg.Client({ connectionString: connection.url });
  await client.connect();
  try {
    const { schema } = connection;
    const found = await client.query(
      `SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1) AS exists,
              to_regclass(format('%I.leads', $1::text)) IS NOT NULL AS store`,
      [schema],
    );
    const { exists, store } = found.rows[0] as { exists: boolean; store: boolean };
    const leads = store
      ? Number((await client.query(`SELECT count(*) AS n FROM "${schema}".leads`)).rows[0].n)
      : 0;
    const running = await client.query(
      `SELECT count(*) AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND query = $1`,
      [`LISTEN "${contentChangedChannel(schema)}"`],
    );
    return { exists, leads, running: Number(running.rows[0].n) };
  } finally {
    await client.end();
  }
}

/** SQL that moves what is in the target schema aside, before the dump's SQL makes it anew. */
function setAsideSql(schema: string, aside: string): string {
  if (schema !== "public") return `ALTER SCHEMA "${schema}" RENAME TO "${aside}";\n`;
  // public is the database's own: its tables move (with their sequences and indexes), it stays.
  return `CREATE SCHEMA "${aside}";
DO $$ DECLARE t record; BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format('ALTER TABLE public.%I SET SCHEMA %I', t.tablename, '${aside}');
  END LOOP;
END $$;
`;
}

/** What makes the store of a backup whose schema_migrations lists `versions`, where search_path says. */
function siteSchemaSql(versions: readonly number[]): string[] {
  return [
    SCHEMA_MIGRATIONS_TABLE.postgres,
    ...migrationsListed(versions).flatMap((migration) => migration.postgres),
    ...clusterTablesSql(),
  ];
}

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

interface SiteStore extends SiteSchema {
  /** Dropped while the rows go in (the dump has them in no order of references), made again after. */
  foreignKeys: ForeignKey[];
}

/**
 * The store `siteSchemaSql` makes, read from a schema of its own made for the purpose and dropped
 * afterwards: its tables' columns, its sequences and foreign keys, and pg_dump's table of contents
 * for it (the one a backup's is checked against). From the migrations and the cluster's code,
 * so it follows every new migration.
 */
async function siteStore(
  connection: Connection,
  versions: readonly number[],
  tools: PgTools,
): Promise<SiteStore> {
  const scratch = `gdm_restore_check_${randomBytes(6).toString("hex")}`;
  const folder = mkdtempSync(join(tmpdir(), "gdm-restore-"));
  const client = new pg.Client({ connectionString: connection.url });
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query(`CREATE SCHEMA ${quoted(scratch)}`);
    await client.query(`SET LOCAL search_path = ${quoted(scratch)}`);
    for (const statement of siteSchemaSql(versions)) await client.query(statement);
    await client.query("COMMIT");
    const dump = join(folder, "site.dump");
    const args = ["--format=custom", `--schema=${scratch}`, `--file=${dump}`];
    await run("pg_dump", args, { env: connection.env, tools }, tools.pgDump ?? "pg_dump").done;
    const entries = tocKeys(await output("pg_restore", ["--list", dump], tools), scratch);
    // In search_path, the schema's name is left out of the foreign keys' definitions.
    await client.query(`SET search_path = ${quoted(scratch)}`);
    const relations = await client.query<{ relname: string; relkind: string; attname: string | null }>(
      `SELECT c.relname, c.relkind, a.attname FROM pg_class c
         LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        WHERE c.relnamespace = $1::regnamespace AND c.relkind IN ('r', 'S')`,
      [scratch],
    );
    const columns = new Map<string, Set<string>>();
    const sequences = new Set<string>();
    for (const { relname, relkind, attname } of relations.rows) {
      if (relkind === "S") sequences.add(relname);
      else columns.set(relname, (columns.get(relname) ?? new Set()).add(attname ?? ""));
    }
    const foreignKeys = await client.query<ForeignKey>(
      `SELECT c.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
         FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
        WHERE k.connamespace = $1::regnamespace AND k.contype = 'f' ORDER BY k.oid`,
      [scratch],
    );
    return { entries, columns, sequences, foreignKeys: foreignKeys.rows };
  } finally {
    await client.query("ROLLBACK").catch(() => {});
    await client.query(`DROP SCHEMA IF EXISTS ${quoted(scratch)} CASCADE`).catch(() => {});
    await client.end();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The store made anew in `schema`, by the statements of the site, its foreign keys not yet in force. */
function storeSql(schema: string, versions: readonly number[], foreignKeys: ForeignKey[]): string {
  return [
    `CREATE SCHEMA IF NOT EXISTS ${quoted(schema)}`,
    `SET LOCAL search_path = ${quoted(schema)}`,
    ...siteSchemaSql(versions),
    ...foreignKeys.map((key) => `ALTER TABLE ${quoted(key.table)} DROP CONSTRAINT ${quoted(key.name)}`),
  ]
    .map((statement) => `${statement};\n`)
    .join("");
}

/** The foreign keys back in force: each row the dump brought is checked against them here. */
function foreignKeysSql(foreignKeys: ForeignKey[]): string {
  return foreignKeys
    .map((key) => `ALTER TABLE ${quoted(key.table)} ADD CONSTRAINT ${quoted(key.name)} ${key.definition};\n`)
    .join("");
}

/**
 * Puts the dump `file` in place of the store DATABASE_URL names, in its schema (which may be
 * named otherwise than the one dumped), once it is known to hold nothing but the site's store.
 * One transaction: the schema that was there is renamed aside, the store is made anew by the
 * site's migrations and the dump's rows are loaded into it, or, on any error, nothing changes.
 */
export async function restorePostgresStore({
  file,
  databaseUrl,
  force,
  now,
  tools = {},
}: {
  file: string;
  databaseUrl: string;
  force: boolean;
  now: Date;
  tools?: PgTools;
}): Promise<RestoredStore> {
  const connection = connectionOf(databaseUrl);
  // Both programs first: finding psql missing half-way would be a poorer message.
  await output("psql", ["--version"], tools);
  let list: string;
  let versions: number[];
  try {
    list = await output("pg_restore", ["--list", file], tools);
    versions = await dumpedVersions(file, dumpedSchema(list, file), tools);
  } catch (error) {
    if (error instanceof Refused || error instanceof MissingTool) throw error;
    throw new Error(`its contents could not be read: ${(error as Error).message}`);
  }
  const from = dumpedSchema(list, file);
  const version = checkMigrations(versions, file);
  const site = await siteStore(connection, versions, tools);
  const foreign = foreignEntries(list, from, site);
  if (foreign.length > 0) throw foreignObjects(file, foreign);

  const state = await targetState(connection);
  const where = `schema ${connection.schema} of database ${connection.env.PGDATABASE ?? "(default)"}`;
  if (state.running > 0) {
    throw new Refused(
      `The site is running on ${where} (${state.running} instance${state.running === 1 ? "" : "s"}): ` +
        "stop it first (systemctl stop gdm-concrete, or each gdm-concrete@…), then run this again.",
    );
  }
  if (state.leads > 0 && !force) throw new Refused(holdsLeads(where, state.leads));
  const aside = state.exists ? setAsideSchema(connection.schema, now) : null;

  const restore = run("pg_restore", ["--data-only", `--schema=${from}`, "--file=-", file], {
    env: {},
    tools,
    stdout: "pipe",
  });
  // Not psql's --single-transaction, which commits at the end of its input, however it ended:
  // COMMIT is sent only once pg_restore has ended well; a psql whose input stops short of it
  // (pg_restore failed, a refused line, this process died) rolls everything back.
  const psql = run("psql", ["--no-psqlrc", "--quiet", "--no-password", "--set=ON_ERROR_STOP=1"], {
    env: connection.env,
    tools,
    stdin: "pipe",
  });
  const input = psql.child.stdin!;
  input.on("error", () => {}); // psql ended early: its own error says why.
  input.write(
    "BEGIN;\nSET LOCAL statement_timeout = 0;\nSET LOCAL lock_timeout = 0;\n" +
      "SET LOCAL idle_in_transaction_session_timeout = 0;\nSET LOCAL client_min_messages = warning;\n",
  );
  if (aside) input.write(setAsideSql(connection.schema, aside));
  input.write(storeSql(connection.schema, versions, site.foreignKeys));
  const rows = restore.child.stdout!.pipe(new RowsOnly(from, connection.schema, site, file));
  rows.pipe(input, { end: false });
  const loaded = finished(rows);
  // A refused line stops pg_restore, which nobody reads any more.
  loaded.catch(() => restore.child.kill());
  const restored = Promise.allSettled([restore.done, loaded]).then(([ran, load]) => {
    if (load.status === "rejected" && load.reason instanceof Refused) throw load.reason;
    if (ran.status === "rejected") throw ran.reason;
    if (load.status === "rejected") throw load.reason;
  });
  // The first failure is the cause; the other program is stopped because of it.
  let cause: unknown = null;
  restored.then(
    () => input.end(`${foreignKeysSql(site.foreignKeys)}COMMIT;\n`),
    (error) => {
      cause ??= error;
      psql.child.kill();
    },
  );
  psql.done.catch((error) => {
    cause ??= error;
    restore.child.kill();
  });
  await Promise.allSettled([psql.done, restored]);
  if (cause) throw cause;
  return { store: where, setAside: aside && `schema ${aside}`, version };
}
