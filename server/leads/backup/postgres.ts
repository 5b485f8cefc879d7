import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Transform, type TransformCallback } from "node:stream";
import { finished } from "node:stream/promises";
import pg from "pg";
import { contentChangedChannel } from "../../cluster";
import { PRIVATE_FILE, writeWhole } from "./files.ts";
import { checkMigrations, holdsLeads, Refused, type RestoredStore } from "./restore-rules.ts";

/**
 * The PostgreSQL store's copy and its way back, with Debian's postgresql-client: `pg_dump` of the
 * site's schema (one consistent snapshot while the site runs), and `pg_restore` feeding `psql` in
 * one transaction. The connection is given by the PG* variables libpq reads, so no password is
 * ever on a command line (ps, sudo's journal).
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

/**
 * pg_restore's SQL for one schema, as SQL for another: every name qualified with the dumped
 * schema (`old.leads`, `'old.leads_seq_seq'`) is qualified with the new one. The rows between
 * `COPY … FROM stdin;` and `\.` are the leads themselves and pass through untouched, whatever
 * they say; a row is one line (COPY writes a newline inside a value as `\n`).
 */
export class SchemaRename extends Transform {
  private rest = "";
  private inRows = false;
  private readonly name: RegExp;
  private readonly to: string;

  constructor(from: string, to: string) {
    super();
    this.name = new RegExp(`(?<![\\w$."])(?:"${from}"|${from})(?=\\.)`, "g");
    this.to = `"${to}"`;
  }

  private line(line: string): string {
    if (this.inRows) {
      if (line === "\\.") this.inRows = false;
      return line;
    }
    if (/^COPY .* FROM stdin;$/.test(line)) this.inRows = true;
    return line.replace(this.name, this.to);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const lines = (this.rest + chunk.toString("utf8")).split("\n");
    this.rest = lines.pop() ?? "";
    done(null, lines.map((line) => `${this.line(line)}\n`).join(""));
  }

  override _flush(done: TransformCallback): void {
    done(null, this.rest === "" ? "" : this.line(this.rest));
  }
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

/**
 * Puts the dump `file` in place of the store DATABASE_URL names, in its schema (which may be
 * named otherwise than the one dumped). One transaction: the schema that was there is renamed
 * aside, the dump's tables and rows are made in its place, or, on any error, nothing changes.
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

  // The dump's own CREATE SCHEMA and its comment are left out: the schema is made here, by its new name.
  const entries = list
    .split("\n")
    .map((line) => (/^\d+; \d+ \d+ (SCHEMA|COMMENT) - (SCHEMA )?/.test(line) ? `;${line}` : line))
    .join("\n");
  const folder = mkdtempSync(join(tmpdir(), "gdm-restore-"));
  try {
    const listFile = join(folder, "entries.list");
    writeFileSync(listFile, entries, { mode: PRIVATE_FILE });
    const restore = run(
      "pg_restore",
      ["--no-owner", "--no-acl", `--schema=${from}`, `--use-list=${listFile}`, "--file=-", file],
      { env: {}, tools, stdout: "pipe" },
    );
    // Not psql's --single-transaction, which commits at the end of its input, however it ended:
    // COMMIT is sent only once pg_restore has ended well; a psql whose input stops short of it
    // (pg_restore failed, this process died) rolls everything back.
    const psql = run("psql", ["--no-psqlrc", "--quiet", "--no-password", "--set=ON_ERROR_STOP=1"], {
      env: connection.env,
      tools,
      stdin: "pipe",
    });
    const input = psql.child.stdin!;
    input.on("error", () => {}); // psql ended early: its own error says why.
    input.write(`BEGIN;\n${aside ? setAsideSql(connection.schema, aside) : ""}`);
    input.write(`CREATE SCHEMA IF NOT EXISTS "${connection.schema}";\n`);
    const renamed = restore.child.stdout!.pipe(new SchemaRename(from, connection.schema));
    renamed.pipe(input, { end: false });
    const restored = Promise.all([restore.done, finished(renamed)]);
    // The first failure is the cause; the other program is stopped because of it.
    let cause: unknown = null;
    restored.then(
      () => input.end("COMMIT;\n"),
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
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return { store: where, setAside: aside && `schema ${aside}`, version };
}
