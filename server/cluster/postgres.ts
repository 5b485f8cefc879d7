import { randomUUID } from "node:crypto";
import pg from "pg";
import { RateLimiterPostgres } from "rate-limiter-flexible";
import type { Logger } from "../core/log.ts";
import { boundedChange, type ContentChange, EVERYTHING_CHANGED, tellListeners } from "./content-change.ts";
import { memoryLimiter, sharedLimiter } from "./limiter.ts";
import type { Cluster, ContentChangeListener } from "./types.ts";

/** Connections for limits and sightings; LISTEN holds one more of its own. */
const POOL_SIZE = 3;
const CONNECT_TIMEOUT_MS = 5_000;
/** How soon a lost LISTEN connection is tried again. */
export const RELISTEN_DELAY_MS = 1_000;
/** How often sightings past their time are deleted. */
const SWEEP_EVERY_MS = 5 * 60_000;

const RATE_LIMITS_TABLE = "rate_limits";
const SEEN_KEYS_TABLE = "seen_keys";

/**
 * The tables the cluster keeps in the site's schema beside the lead store's (`table` qualifies a
 * name; unqualified, they go where search_path says). A restore allows these and nothing else of
 * the store's schema that its migrations do not make.
 */
export function clusterTablesSql(table: (name: string) => string = (name) => `"${name}"`): string[] {
  return [
    // The shape rate-limiter-flexible creates itself; made by the cluster, inside its lock.
    `CREATE TABLE IF NOT EXISTS ${table(RATE_LIMITS_TABLE)} (
        key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
    `CREATE TABLE IF NOT EXISTS ${table(SEEN_KEYS_TABLE)} (
        key text PRIMARY KEY, expires_at bigint NOT NULL)`,
  ];
}

export interface PostgresClusterOptions {
  /** The same schema the lead store uses (`?schema=` of DATABASE_URL), so two sites on one database stay apart. */
  schema?: string;
  log?: Logger;
}

/**
 * The channel every instance on `schema` LISTENs to, on a connection of its own for its whole life:
 * also how a restore finds out that the site is running on the schema it would replace.
 */
export function contentChangedChannel(schema: string): string {
  return `gdm_content_changed_${schema}`;
}

/**
 * A NOTIFY's payload: the instance that sent it, and what changed (at most MAX_CHANGE_BYTES of it).
 * An instance before changes were named sent its id alone: that reads as everything.
 */
interface Announcement {
  from: string;
  change: ContentChange;
}

function readAnnouncement(payload: string | undefined): Announcement | null {
  try {
    const parsed = JSON.parse(payload ?? "") as Partial<Announcement>;
    if (typeof parsed?.from === "string") return { from: parsed.from, change: boundedChange(parsed.change) };
  } catch {
    // Not ours to read: below, as everything.
  }
  return null;
}

/**
 * Several instances on one PostgreSQL: limits in a table rate-limiter-flexible keeps, sightings in
 * a table of their own, and the word that content changed as a NOTIFY every instance LISTENs to.
 */
export async function openPostgresCluster(
  databaseUrl: string,
  { schema, log = () => {} }: PostgresClusterOptions = {},
): Promise<Cluster> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new Error(`Invalid PostgreSQL schema name "${schema}": use lower-case letters, digits and _`);
  }
  const connection = {
    connectionString: databaseUrl,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  };
  const pool = new pg.Pool({ ...connection, max: POOL_SIZE });
  pool.on("error", () => {});
  const table = (name: string) => (schema ? `"${schema}"."${name}"` : `"${name}"`);
  const channel = contentChangedChannel(schema ?? "public");
  const instance = randomUUID();
  const listeners: ContentChangeListener[] = [];
  let closed = false;

  try {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      // Instances starting together take turns; CREATE ... IF NOT EXISTS alone can race in PostgreSQL.
      await client.query("SELECT pg_advisory_xact_lock(hashtext('cluster:' || $1::text))", [
        schema ?? "public",
      ]);
      if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      for (const statement of clusterTablesSql(table)) await client.query(statement);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }

  const notifyAll = (change: ContentChange) => tellListeners(listeners, change, log);

  // LISTEN on a connection of its own, for the process's life; a lost connection is opened again,
  // and since a change may have been missed meanwhile, the caches are dropped then too.
  let listener: pg.Client | undefined;
  let relisten: NodeJS.Timeout | undefined;
  async function listen(again: boolean) {
    if (closed) return;
    const client = new pg.Client(connection);
    client.on("notification", (message) => {
      if (message.channel !== channel) return;
      const announcement = readAnnouncement(message.payload);
      if (announcement?.from === instance) return;
      notifyAll(announcement?.change ?? EVERYTHING_CHANGED);
    });
    const retry = (error: Error) => {
      if (closed || listener !== client) return;
      listener = undefined;
      log({ event: "cluster.listen_lost", error: error.message });
      client.end().catch(() => {});
      relisten = setTimeout(() => listen(true), RELISTEN_DELAY_MS);
      relisten.unref();
    };
    client.on("error", retry);
    client.on("end", () => retry(new Error("connection ended")));
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
      if (again) {
        log({ event: "cluster.listen_restored" });
        notifyAll(EVERYTHING_CHANGED);
      }
    } catch (error) {
      retry(error as Error);
    }
  }
  await listen(false);

  const sweep = setInterval(() => {
    pool.query(`DELETE FROM ${table(SEEN_KEYS_TABLE)} WHERE expires_at <= $1`, [Date.now()]).catch(() => {});
  }, SWEEP_EVERY_MS);
  sweep.unref();

  return {
    kind: "postgres",
    limiter(name, limit, windowSeconds) {
      const limiter = new RateLimiterPostgres({
        storeClient: pool,
        storeType: "pool",
        schemaName: schema,
        tableName: RATE_LIMITS_TABLE,
        tableCreated: true,
        keyPrefix: name,
        points: limit,
        duration: windowSeconds,
        // While the database is away each instance counts on its own, rather than refusing visitors.
        insuranceLimiter: memoryLimiter(name, limit, windowSeconds),
      });
      return sharedLimiter(limiter, (error) =>
        log({ event: "limit.fault", limiter: name, error: error.message }),
      );
    },
    async firstSighting(key, ttlSeconds) {
      const now = Date.now();
      const result = await pool.query(
        `INSERT INTO ${table(SEEN_KEYS_TABLE)} AS seen (key, expires_at) VALUES ($1, $2)
         ON CONFLICT (key) DO UPDATE SET expires_at = EXCLUDED.expires_at WHERE seen.expires_at <= $3
         RETURNING key`,
        [key, now + ttlSeconds * 1000, now],
      );
      return result.rowCount === 1;
    },
    async announceContentChanged(given = EVERYTHING_CHANGED) {
      const change = boundedChange(given);
      // This instance's listeners and the others' at once: neither waits for the other.
      const here = notifyAll(change);
      try {
        const payload: Announcement = { from: instance, change };
        await pool.query("SELECT pg_notify($1, $2)", [channel, JSON.stringify(payload)]);
      } catch (error) {
        // This instance is fresh; the others catch up within CONTENT_TTL_SECONDS.
        log({ event: "cluster.notify_failed", error: (error as Error).message });
      }
      await here;
    },
    onContentChanged(callback) {
      listeners.push(callback);
    },
    async close() {
      closed = true;
      clearInterval(sweep);
      clearTimeout(relisten);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
      await pool.end();
    },
  };
}
