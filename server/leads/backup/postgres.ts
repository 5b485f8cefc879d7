import { finished } from "node:stream/promises";
import pg from "pg";
import { contentChangedChannel } from "../../cluster/index.ts";
import { writeWhole } from "./files.ts";
import { foreignEntries, RowsOnly } from "./postgres-check.ts";
import { foreignKeysSql, siteStore, storeSql } from "./postgres-site.ts";
import { type Connection, connectionOf, MissingTool, output, type PgTools, run } from "./postgres-tools.ts";
import { checkMigrations, foreignObjects, holdsLeads, Refused, type RestoredStore } from "./restore-rules.ts";

export { CLIENT_PACKAGE, MissingTool, type PgTools } from "./postgres-tools.ts";

/**
 * The PostgreSQL store's copy and its way back, with Debian's postgresql-client: `pg_dump` of the
 * site's schema (one consistent snapshot while the site runs), and, in one transaction through
 * `psql`, the store made anew by the site's migrations and the dump's rows loaded into it (never
 * the dump's own SQL: postgres-check.ts). The connection is given by the PG* variables libpq
 * reads, so no password is ever on a command line (ps, sudo's journal): postgres-tools.ts runs the
 * programs, postgres-site.ts makes the site's store, postgres-check.ts checks the dump against it.
 */

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
