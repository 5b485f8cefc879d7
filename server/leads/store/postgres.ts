import pg from "pg";
import { leadStoreOn } from "./core.ts";
import type { Dialect } from "./dialect.ts";
import { applyMigrations } from "./migrations.ts";
import {
  firstRow,
  joinSql,
  Param,
  type Query,
  type Row,
  raw,
  renderSql,
  runWorkAsync,
  type Sql,
  sql,
  text,
} from "./sql.ts";
import type { LeadStore } from "./types.ts";

/** Connections per process; the submission endpoint and the worker share them. */
export const POSTGRES_POOL_SIZE = 10;
/** A request waits at most this long for a free connection before it fails. */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5_000;

export interface PostgresStoreOptions {
  /** Keeps the tables in this schema (created if missing), e.g. one per test file. */
  schema?: string;
  poolSize?: number;
}

/**
 * A connection lost between two statements of a transaction (a failover, a restart) emits "error" on
 * its client, which the pool listens to only while the client is idle: unheard, that would end the
 * process. Heard here, the next statement fails with it instead, and the client is destroyed.
 */
function ignoreConnectionLoss() {}

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  client.on("error", ignoreConnectionLoss);
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    client.off("error", ignoreConnectionLoss);
    client.release();
    return result;
  } catch (error) {
    // A connection whose rollback fails is broken: destroy it rather than hand it to the next request.
    const rollbackError = await client.query("ROLLBACK").then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    client.off("error", ignoreConnectionLoss);
    client.release(rollbackError);
    throw error;
  }
}

/** `$1`, with the type PostgreSQL cannot always tell from the place of a time or a truth value. */
function placeholder(param: Param, position: number): string {
  const type =
    param.type ??
    (param.value instanceof Date ? "timestamptz" : typeof param.value === "boolean" ? "boolean" : undefined);
  return type ? `$${position}::${type}` : `$${position}`;
}

async function execute(client: pg.Pool | pg.PoolClient, { statement, returns }: Query): Promise<unknown> {
  const { text: query, params } = renderSql(statement, placeholder);
  const result = await client.query(
    query,
    params.map((param) => param.value ?? null),
  );
  return returns === "rows" ? (result.rows as Row[]) : (result.rowCount ?? 0);
}

/** types/read.ts's pagePathOf in SQL: the path of an http(s) page_url, "/" without one, else null. */
const pagePath = (url: Sql) =>
  sql`CASE WHEN ${url} ~* '^https?://'
    THEN coalesce(substring(${url} from '(?i)^https?://[^/?#]*(/[^?#]*)'), '/') END`;

function postgresDialect(pool: pg.Pool): Dialect {
  const run: Dialect["run"] = (work) => runWorkAsync(work, (query) => execute(pool, query));
  return {
    name: "postgres",
    run,
    transaction: (work) =>
      inTransaction(pool, (client) => runWorkAsync(work, (query) => execute(client, query))),
    // One statement, so one round trip and its own transaction: the lead and its delivery rows
    // are written together or not at all. A repeat's losers wait for the winner's commit.
    insertLead: (lead, deliveries) =>
      run(
        firstRow(sql`WITH lead AS (${lead}), deliveries AS (${deliveries(raw("lead"))}) SELECT * FROM lead`),
      ),
    async ping() {
      await pool.query("SELECT 1");
    },
    async close() {
      if (!pool.ended) await pool.end();
    },

    read: {
      date: (value) => (value instanceof Date ? value : new Date(String(value))),
      json: (value) => value,
      flag: (value) => value === true,
    },

    true: raw("true"),
    false: raw("false"),
    insertionOrder: raw("seq"),
    contains: (haystack, needle) => sql`strpos(${haystack}, ${text(needle)}) > 0`,
    jsonText(column, ...path) {
      const steps = path.map((key, i) => `${i === path.length - 1 ? "->>" : "->"}'${key}'`).join("");
      return sql`${column}${raw(steps)}`;
    },
    jsonIsTrue: (column, key) =>
      sql`(json_typeof(${column}->${raw(`'${key}'`)}) = 'boolean' AND ${column}->>${raw(`'${key}'`)} = 'true')`,
    pagePath,
    byteOrder: (expression) => sql`${expression} COLLATE "C"`,
    anyOf: (column, values) => sql`${column} = ANY(${new Param(values, "text[]")})`,
    valuesTable(alias, columns, rows) {
      const names = Object.keys(columns);
      const arrays = names.map(
        (name) =>
          new Param(
            rows.map((row) => row[name]),
            columns[name] === "time" ? "timestamptz[]" : "text[]",
          ),
      );
      const unnested = joinSql(
        arrays.map((array) => sql`${array}`),
        ", ",
      );
      return sql`unnest(${unnested}) AS ${raw(`${alias}(${names.join(", ")})`)}`;
    },
    forUpdate: raw("FOR UPDATE"),
    forUpdateSkipLocked: raw("FOR UPDATE SKIP LOCKED"),
    returningAll: (alias) => raw(`${alias}.*`),
  };
}

export async function openPostgresLeadStore(
  databaseUrl: string,
  { schema, poolSize = POSTGRES_POOL_SIZE }: PostgresStoreOptions = {},
): Promise<LeadStore> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new Error(`Invalid PostgreSQL schema name "${schema}": use lower-case letters, digits and _`);
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection dropped by the server emits here; without a listener the process would
  // exit. The next query gets a fresh connection or a clear error of its own.
  pool.on("error", () => {});
  const dialect = postgresDialect(pool);
  try {
    await dialect.transaction(
      (function* () {
        // Two processes starting together take turns; the second finds nothing left to apply.
        yield* firstRow(
          sql`SELECT pg_advisory_xact_lock(hashtext('lead-store:' || ${text(schema ?? "public")}))`,
        );
        if (schema) yield* firstRow(raw(`CREATE SCHEMA IF NOT EXISTS ${schema}`));
        yield* applyMigrations("postgres");
      })(),
    );
  } catch (error) {
    await pool.end();
    throw error;
  }
  return leadStoreOn(dialect);
}
