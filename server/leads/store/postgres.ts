import { randomUUID } from "node:crypto";
import pg from "pg";
import { pendingMigrations, SCHEMA_MIGRATIONS_TABLE } from "./migrations.ts";
import {
  addDeliveryCount,
  assertDigestDay,
  assertValidAttempt,
  CLAIM_BATCH,
  clipErrorText,
  type Delivery,
  type DeliveryAttempt,
  deliveryPlan,
  digestIsTaken,
  EXPORT_PAGE_SIZE,
  emptyStats,
  HELD_DIGEST_LIMIT,
  HELD_DIGEST_STALE_MS,
  IP_HASH_KEY_NAME,
  LEASE_MS,
  type Lead,
  type LeadFilter,
  type LeadStore,
  type LeadWithDeliveries,
  LIST_LIMIT,
  type MarkSpamResult,
  newStoreKey,
  normalizeEmail,
  phoneDigitsSql,
  type ReleaseResult,
  SEARCH_PAGE_SIZE,
  SUMMARY_TOP,
  searchTerms,
  settingName,
  storableText,
  TEST_PAGE_PATHS,
} from "./types.ts";

/** Connections per process; the submission endpoint and the worker share them. */
export const POSTGRES_POOL_SIZE = 10;
/** A request waits at most this long for a free connection before it fails. */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5_000;

type Row = Record<string, unknown>;
type Client = pg.PoolClient;

export interface PostgresStoreOptions {
  /** Keeps the tables in this schema (created if missing), e.g. one per test file. */
  schema?: string;
  poolSize?: number;
}

const textOrNull = (value: unknown) => (value == null ? null : String(value));
const dateOrNull = (value: unknown) => (value == null ? null : new Date(value as Date));

function toLead(row: Row): Lead {
  return {
    id: String(row.id),
    createdAt: row.created_at as Date,
    formType: row.form_type as Lead["formType"],
    formName: String(row.form_name),
    endpoint: String(row.endpoint),
    payload: row.payload as Record<string, unknown>,
    email: textOrNull(row.email),
    name: textOrNull(row.name),
    idempotencyKey: textOrNull(row.idempotency_key),
    response: row.response ?? null,
    spam: row.spam === true,
    spamReason: textOrNull(row.spam_reason),
    releasedAt: dateOrNull(row.released_at),
    markedSpamAt: dateOrNull(row.marked_spam_at),
    linkedLeadId: textOrNull(row.linked_lead_id),
    ipHash: textOrNull(row.ip_hash),
    userAgent: textOrNull(row.user_agent),
  };
}

function toDelivery(row: Row): Delivery {
  return {
    id: String(row.id),
    leadId: String(row.lead_id),
    destination: row.destination as Delivery["destination"],
    status: row.status as Delivery["status"],
    attempts: Number(row.attempts),
    nextAttemptAt: row.next_attempt_at as Date,
    leaseOwner: textOrNull(row.lease_owner),
    leaseExpiresAt: dateOrNull(row.lease_expires_at),
    lastStatus: row.last_status == null ? null : Number(row.last_status),
    lastError: textOrNull(row.last_error),
    deliveredAt: dateOrNull(row.delivered_at),
    createdAt: row.created_at as Date,
    updatedAt: row.updated_at as Date,
  };
}

function toAttempt(row: Row): DeliveryAttempt {
  return {
    id: Number(row.id),
    deliveryId: String(row.delivery_id),
    workerId: String(row.worker_id),
    startedAt: row.started_at as Date,
    durationMs: Number(row.duration_ms),
    statusCode: row.status_code == null ? null : Number(row.status_code),
    error: textOrNull(row.error),
    outcome: row.outcome as DeliveryAttempt["outcome"],
  };
}

const PHONE = "coalesce(l.payload->>'phone', '')";
const CAMPAIGN = (key: string) =>
  `coalesce(nullif(trim(l.payload->'utm_params'->>'${key}'), ''), nullif(trim(l.payload->>'${key}'), ''))`;
/** types.ts's pagePathOf in SQL: the path of an http(s) page_url, "/" without one, else null. */
const PAGE_PATH = `CASE WHEN l.payload->>'page_url' ~* '^https?://'
  THEN coalesce(substring(l.payload->>'page_url' from '(?i)^https?://[^/?#]*(/[^?#]*)'), '/') END`;

/**
 * The WHERE clause of a lead filter (LeadFilter), over `leads l`, its parameters numbered from
 * `first`. The same rules as the SQLite store's: the contract suite runs both.
 */
function filterSql(filter: LeadFilter = {}, first = 1): { where: string; values: unknown[] } {
  const { text, digits } = searchTerms(filter.q);
  const [q, d, status] = [`$${first}::text`, `$${first + 1}::text`, `$${first + 2}::text`];
  return {
    where: `(${q} IS NULL OR strpos(lower(coalesce(l.name, '')), ${q}) > 0 OR strpos(coalesce(l.email, ''), ${q}) > 0
        OR strpos(lower(${PHONE}), ${q}) > 0
        OR (${d} IS NOT NULL AND strpos(${phoneDigitsSql(PHONE)}, ${d}) > 0))
      AND (${status} = 'all'
        OR (${status} = 'held' AND l.spam)
        OR (${status} = 'failed' AND EXISTS (
          SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id AND d.status = 'dead'))
        OR (${status} = 'test' AND ((json_typeof(l.payload->'is_test') = 'boolean' AND l.payload->>'is_test' = 'true')
          OR (${PAGE_PATH}) IN (${TEST_PAGE_PATHS.map((p) => `'${p}'`).join(", ")}))))`,
    values: [text, digits, filter.status ?? "all"],
  };
}

async function inTransaction<T>(pool: pg.Pool, work: (client: Client) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    client.release();
    return result;
  } catch (error) {
    // A connection whose rollback fails is broken: destroy it rather than hand it to the next request.
    const rollbackError = await client.query("ROLLBACK").then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    client.release(rollbackError);
    throw error;
  }
}

async function migrate(pool: pg.Pool, schema: string | undefined): Promise<void> {
  await inTransaction(pool, async (client) => {
    // Two processes starting together take turns; the second finds nothing left to apply.
    await client.query("SELECT pg_advisory_xact_lock(hashtext('lead-store:' || $1::text))", [
      schema ?? "public",
    ]);
    if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query(SCHEMA_MIGRATIONS_TABLE.postgres);
    const applied = await client.query<{ version: number }>("SELECT version FROM schema_migrations");
    for (const migration of pendingMigrations(applied.rows.map((row) => row.version))) {
      for (const statement of migration.postgres) await client.query(statement);
      await client.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, now())", [
        migration.version,
        migration.name,
      ]);
    }
  });
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
  try {
    await migrate(pool, schema);
  } catch (error) {
    await pool.end();
    throw error;
  }

  const query = async (text: string, values: unknown[] = []) =>
    (await pool.query(text, values)).rows as Row[];

  // A key never changes once made, so each is read once per process (again after a failed read).
  const storeKeys = new Map<string, Promise<string>>();
  function storeKey(name: string): Promise<string> {
    let key = storeKeys.get(name);
    if (key) return key;
    key = (async () => {
      // Two statements, so the SELECT sees a key another instance committed while this insert
      // waited on it (one statement would read from a snapshot taken before).
      await query(
        "INSERT INTO store_keys (name, value, created_at) VALUES ($1, $2, now()) ON CONFLICT (name) DO NOTHING",
        [name, newStoreKey()],
      );
      const [row] = await query("SELECT value FROM store_keys WHERE name = $1", [name]);
      return String(row.value);
    })();
    storeKeys.set(name, key);
    key.catch(() => storeKeys.delete(name));
    return key;
  }

  async function withDeliveries(rows: Row[]): Promise<LeadWithDeliveries[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => String(row.id));
    const deliveries = (
      await query("SELECT * FROM lead_deliveries WHERE lead_id = ANY($1::text[]) ORDER BY destination", [ids])
    ).map(toDelivery);
    return rows.map((row) => ({
      lead: toLead(row),
      deliveries: deliveries.filter((delivery) => delivery.leadId === row.id),
    }));
  }

  return {
    dialect: "postgres",

    async submit(input) {
      const now = input.receivedAt ?? new Date();
      const spam = Boolean(input.spamReason);
      const status = spam ? "skipped" : "pending";
      const plans = input.destinations.map((item) => ({ id: randomUUID(), ...deliveryPlan(item, now) }));
      // One statement, so one round trip and its own transaction: the lead and its delivery rows
      // are written together or not at all. The UNIQUE (endpoint, idempotency_key) constraint
      // decides between concurrent repeats: the losers wait for the winner's commit, insert
      // nothing, and read its row.
      const inserted = await query(
        `WITH lead AS (
           INSERT INTO leads (id, created_at, form_type, form_name, endpoint, payload, email, name, idempotency_key,
             response, spam, spam_reason, linked_lead_id, ip_hash, user_agent)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
           ON CONFLICT (endpoint, idempotency_key) DO NOTHING
           RETURNING *
         ), deliveries AS (
           INSERT INTO lead_deliveries (id, lead_id, destination, status, attempts, next_attempt_at, created_at, updated_at)
           SELECT d.id, lead.id, d.destination, $16, 0, d.due, $2, $2
           FROM lead, unnest($17::text[], $18::text[], $19::timestamptz[]) AS d(id, destination, due)
         )
         SELECT * FROM lead`,
        [
          input.id ?? randomUUID(),
          now,
          input.formType,
          storableText(input.formName),
          input.endpoint,
          JSON.stringify(input.payload),
          normalizeEmail(input.email),
          storableText(input.name)?.trim() || null,
          storableText(input.idempotencyKey),
          input.response === undefined ? null : JSON.stringify(input.response),
          spam,
          storableText(input.spamReason),
          input.linkedLeadId ?? null,
          input.ipHash ?? null,
          storableText(input.userAgent),
          status,
          plans.map((plan) => plan.id),
          plans.map((plan) => plan.destination),
          plans.map((plan) => plan.dueAt),
        ],
      );
      if (inserted.length === 0) {
        const [first] = await query("SELECT * FROM leads WHERE endpoint = $1 AND idempotency_key = $2", [
          input.endpoint,
          storableText(input.idempotencyKey),
        ]);
        const lead = toLead(first);
        return { duplicate: true as const, lead, response: lead.response };
      }
      const lead = toLead(inserted[0]);
      const deliveries: Delivery[] = plans.map((plan) => ({
        id: plan.id,
        leadId: lead.id,
        destination: plan.destination,
        status,
        attempts: 0,
        nextAttemptAt: plan.dueAt,
        leaseOwner: null,
        leaseExpiresAt: null,
        lastStatus: null,
        lastError: null,
        deliveredAt: null,
        createdAt: now,
        updatedAt: now,
      }));
      return { duplicate: false as const, lead, deliveries, response: lead.response };
    },

    async claimDue({ now = new Date(), limit = CLAIM_BATCH, leaseMs = LEASE_MS, workerId, destinations }) {
      // SKIP LOCKED: a row another worker is claiming right now is passed over, not waited for;
      // its new lease then fails the re-checked WHERE, so no row is handed out twice.
      const claimed = (
        await query(
          `WITH due AS (
             SELECT id FROM lead_deliveries
             WHERE status = 'pending' AND next_attempt_at <= $1
               AND (lease_expires_at IS NULL OR lease_expires_at <= $1)
               AND ($5::text[] IS NULL OR destination = ANY($5::text[]))
             ORDER BY next_attempt_at, created_at, id
             LIMIT $2
             FOR UPDATE SKIP LOCKED)
           UPDATE lead_deliveries d SET lease_owner = $3, lease_expires_at = $4, updated_at = $1
           FROM due WHERE d.id = due.id
           RETURNING d.*`,
          [now, limit, workerId, new Date(now.getTime() + leaseMs), destinations ?? null],
        )
      ).map(toDelivery);
      if (claimed.length === 0) return [];
      claimed.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
      const leadIds = claimed.map((d) => d.leadId);
      const leads = (await query("SELECT * FROM leads WHERE id = ANY($1::text[])", [leadIds])).map(toLead);
      const linked = (
        await query(
          "SELECT * FROM leads WHERE linked_lead_id = ANY($1::text[]) ORDER BY created_at DESC, seq DESC",
          [leadIds],
        )
      ).map(toLead);
      return claimed.map((delivery) => ({
        delivery,
        lead: leads.find((lead) => lead.id === delivery.leadId)!,
        linked: linked.filter((lead) => lead.linkedLeadId === delivery.leadId),
      }));
    },

    async recordAttempt(report) {
      assertValidAttempt(report);
      const now = report.now ?? new Date();
      return inTransaction(pool, async (client) => {
        const held = await client.query(
          "SELECT * FROM lead_deliveries WHERE id = $1 AND lease_owner = $2 AND status = 'pending' FOR UPDATE",
          [report.deliveryId, report.workerId],
        );
        if (held.rows.length === 0) return null;
        const error = clipErrorText(report.error);
        await client.query(
          `INSERT INTO delivery_attempts (delivery_id, worker_id, started_at, duration_ms, status_code, error, outcome)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            report.deliveryId,
            report.workerId,
            report.startedAt,
            Math.round(report.durationMs),
            report.statusCode ?? null,
            error,
            report.outcome,
          ],
        );
        const updated = await client.query(
          `UPDATE lead_deliveries SET status = $2, attempts = attempts + 1, next_attempt_at = $3,
             lease_owner = NULL, lease_expires_at = NULL, last_status = $4, last_error = $5,
             delivered_at = $6, updated_at = $7
           WHERE id = $1
           RETURNING *`,
          [
            report.deliveryId,
            report.outcome === "retry" ? "pending" : report.outcome,
            report.outcome === "retry" ? report.nextAttemptAt : held.rows[0].next_attempt_at,
            report.statusCode ?? null,
            error,
            report.outcome === "delivered" ? now : null,
            now,
          ],
        );
        return toDelivery(updated.rows[0]);
      });
    },

    async releaseLeases(workerId) {
      const result = await pool.query(
        `UPDATE lead_deliveries SET lease_owner = NULL, lease_expires_at = NULL, updated_at = now()
         WHERE lease_owner = $1 AND status = 'pending'`,
        [workerId],
      );
      return result.rowCount ?? 0;
    },

    async list({ limit = LIST_LIMIT, status, spam } = {}) {
      const rows = await query(
        `SELECT * FROM leads l
         WHERE ($1::boolean IS NULL OR l.spam = $1::boolean)
           AND ($2::text IS NULL OR EXISTS (
             SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id AND d.status = $2::text))
         ORDER BY l.created_at DESC, l.seq DESC
         LIMIT $3`,
        [spam ?? null, status ?? null, limit],
      );
      return withDeliveries(rows);
    },

    async get(leadId) {
      const rows = await query("SELECT * FROM leads WHERE id = $1", [leadId]);
      if (!rows[0]) return null;
      const [withRows] = await withDeliveries(rows);
      const attempts = await query(
        `SELECT a.* FROM delivery_attempts a JOIN lead_deliveries d ON d.id = a.delivery_id
         WHERE d.lead_id = $1 ORDER BY a.id`,
        [leadId],
      );
      const linked = await query("SELECT * FROM leads WHERE linked_lead_id = $1 ORDER BY created_at, seq", [
        leadId,
      ]);
      return { ...withRows, attempts: attempts.map(toAttempt), linked: linked.map(toLead) };
    },

    async findLeads({ offset = 0, limit = SEARCH_PAGE_SIZE, ...filter } = {}) {
      const { where, values } = filterSql(filter, 3);
      const rows = await query(
        `SELECT * FROM leads l WHERE ${where}
         ORDER BY l.created_at DESC, l.seq DESC LIMIT $1 OFFSET $2`,
        [limit, offset, ...values],
      );
      const [count] = await query(
        `SELECT COUNT(*) AS n FROM leads l WHERE ${filterSql(filter, 1).where}`,
        values,
      );
      return { rows: await withDeliveries(rows), total: Number(count.n) };
    },

    async *exportRows(filter) {
      const { where, values } = filterSql(filter, 3);
      let after = "0";
      for (;;) {
        const rows = await query(
          `SELECT * FROM leads l WHERE l.seq > $1 AND ${where} ORDER BY l.seq LIMIT $2`,
          [after, EXPORT_PAGE_SIZE, ...values],
        );
        yield* await withDeliveries(rows);
        if (rows.length < EXPORT_PAGE_SIZE) return;
        after = String(rows[rows.length - 1].seq);
      }
    },

    async summary(since) {
      const window = "l.created_at >= $1 AND l.linked_lead_id IS NULL";
      const counted = `${window} AND NOT l.spam AND l.marked_spam_at IS NULL`;
      const [counts] = await query(
        `SELECT COUNT(*) AS total, COUNT(*) FILTER (WHERE l.spam) AS held,
           COUNT(*) FILTER (WHERE EXISTS (
             SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id AND d.status = 'dead')) AS failed
         FROM leads l WHERE ${window}`,
        [since],
      );
      const byPage = await query(
        `SELECT * FROM (
           SELECT ${PAGE_PATH} AS page, COUNT(*) AS n FROM leads l WHERE ${counted} GROUP BY 1
         ) pages ORDER BY n DESC, page IS NULL, page COLLATE "C" LIMIT $2`,
        [since, SUMMARY_TOP],
      );
      const byCampaign = await query(
        `SELECT * FROM (
           SELECT ${CAMPAIGN("utm_source")} AS source, ${CAMPAIGN("utm_campaign")} AS campaign, COUNT(*) AS n
           FROM leads l WHERE ${counted} GROUP BY 1, 2
         ) campaigns
         ORDER BY n DESC, source IS NULL, source COLLATE "C", campaign IS NULL, campaign COLLATE "C" LIMIT $2`,
        [since, SUMMARY_TOP],
      );
      return {
        total: Number(counts.total),
        held: Number(counts.held),
        failed: Number(counts.failed),
        byPage: byPage.map((row) => ({ page: textOrNull(row.page), count: Number(row.n) })),
        byCampaign: byCampaign.map((row) => ({
          source: textOrNull(row.source),
          campaign: textOrNull(row.campaign),
          count: Number(row.n),
        })),
      };
    },

    async retry(id, now = new Date()) {
      const result = await pool.query(
        `UPDATE lead_deliveries SET status = 'pending', attempts = 0, next_attempt_at = $2,
           lease_owner = NULL, lease_expires_at = NULL, updated_at = $2
         WHERE (id = $1 OR lead_id = $1) AND status = 'dead'`,
        [id, now],
      );
      return result.rowCount ?? 0;
    },

    async retryDead(now = new Date()) {
      const result = await pool.query(
        `UPDATE lead_deliveries SET status = 'pending', attempts = 0, next_attempt_at = $1,
           lease_owner = NULL, lease_expires_at = NULL, updated_at = $1
         WHERE status = 'dead'`,
        [now],
      );
      return result.rowCount ?? 0;
    },

    async release(leadId, now = new Date()) {
      return inTransaction(pool, async (client): Promise<ReleaseResult> => {
        const target = await client.query("SELECT linked_lead_id FROM leads WHERE id = $1", [leadId]);
        if (target.rows.length === 0) return { status: "not-found" };
        // The quote page's pair is one visitor action: its primary and follow-ups go out together.
        // Locked in id order, so two releases of one pair wait for each other instead of deadlocking.
        const root = textOrNull(target.rows[0].linked_lead_id) ?? leadId;
        await client.query(
          "SELECT id FROM leads WHERE id = $1 OR id = $2 OR linked_lead_id = $2 ORDER BY id FOR UPDATE",
          [leadId, root],
        );
        // Conditional on spam: of two releases, the second changes nothing and answers not-held.
        const released = await client.query(
          "UPDATE leads SET spam = false, released_at = $2, marked_spam_at = NULL WHERE id = $1 AND spam RETURNING id",
          [leadId, now],
        );
        if (released.rows.length === 0) {
          // Not held: a lead the owner only marked as spam is a lead again, delivered already.
          const unmarked = await client.query(
            "UPDATE leads SET marked_spam_at = NULL WHERE id = $1 AND marked_spam_at IS NOT NULL RETURNING id",
            [leadId],
          );
          return unmarked.rows.length > 0
            ? { status: "unmarked", leadIds: [leadId] }
            : { status: "not-held" };
        }
        const others = await client.query(
          `UPDATE leads SET spam = false, released_at = $2, marked_spam_at = NULL
           WHERE spam AND (id = $1 OR linked_lead_id = $1)
           RETURNING id`,
          [root, now],
        );
        const leadIds = [leadId, ...others.rows.map((row) => String(row.id))];
        const revived = await client.query(
          `UPDATE lead_deliveries SET status = 'pending', attempts = 0, next_attempt_at = $2,
             lease_owner = NULL, lease_expires_at = NULL, updated_at = $2
           WHERE status = 'skipped' AND lead_id = ANY($1::text[])`,
          [leadIds, now],
        );
        return { status: "released", leadIds, deliveries: revived.rowCount ?? 0 };
      });
    },

    async markSpam(leadId, now = new Date()): Promise<MarkSpamResult> {
      // Conditional: the first mark is the one kept.
      const [marked] = await query(
        "UPDATE leads SET marked_spam_at = $2 WHERE id = $1 AND marked_spam_at IS NULL RETURNING marked_spam_at",
        [leadId, now],
      );
      if (marked) return { status: "marked", markedAt: marked.marked_spam_at as Date };
      const [row] = await query("SELECT marked_spam_at FROM leads WHERE id = $1", [leadId]);
      if (!row) return { status: "not-found" };
      return { status: "already-marked", markedAt: row.marked_spam_at as Date };
    },

    async claimHeldDigest({ day, now, limit = HELD_DIGEST_LIMIT, staleMs = HELD_DIGEST_STALE_MS }) {
      assertDigestDay(day);
      return inTransaction(pool, async (client) => {
        // FOR UPDATE: a process taking over a stale claim waits for another doing the same, then
        // sees its fresh claimed_at.
        const existing = await client.query(
          "SELECT claimed_at, sent_at FROM held_digests WHERE day = $1 FOR UPDATE",
          [day],
        );
        const row = existing.rows[0];
        const claimed = row ? { claimedAt: row.claimed_at as Date, sentAt: dateOrNull(row.sent_at) } : null;
        if (digestIsTaken(claimed, now, staleMs)) return null;
        if (!row) {
          const held = await client.query(
            "SELECT 1 FROM leads WHERE spam AND held_digest_day IS NULL LIMIT 1",
          );
          if (held.rows.length === 0) return null;
          // The primary key settles two first claims of one day: the second waits for the first to
          // commit, inserts nothing and leaves the digest to it.
          const inserted = await client.query(
            `INSERT INTO held_digests (day, claimed_at, lead_count) VALUES ($1, $2, 0)
             ON CONFLICT (day) DO NOTHING RETURNING day`,
            [day, now],
          );
          if (inserted.rows.length === 0) return null;
        }
        // Leads a stale claim of this day marked stay marked and are listed again with the new ones.
        await client.query("UPDATE leads SET held_digest_day = $1 WHERE spam AND held_digest_day IS NULL", [
          day,
        ]);
        const [{ n }] = (
          await client.query("SELECT COUNT(*) AS n FROM leads WHERE spam AND held_digest_day = $1", [day])
        ).rows;
        const total = Number(n);
        if (total === 0) {
          // Released in the meantime: leave nothing behind, as if nothing had been held.
          await client.query("DELETE FROM held_digests WHERE day = $1 AND sent_at IS NULL", [day]);
          return null;
        }
        await client.query(
          "UPDATE held_digests SET claimed_at = $2, sent_at = NULL, lead_count = $3 WHERE day = $1",
          [day, now, total],
        );
        const leads = await client.query(
          `SELECT * FROM leads WHERE spam AND held_digest_day = $1
           ORDER BY created_at DESC, seq DESC LIMIT $2`,
          [day, limit],
        );
        return { day, leads: leads.rows.map(toLead), total };
      });
    },

    async finishHeldDigest({ day, sent, now }) {
      assertDigestDay(day);
      await inTransaction(pool, async (client) => {
        if (sent) {
          await client.query(
            `UPDATE held_digests SET sent_at = $2,
               lead_count = (SELECT COUNT(*) FROM leads WHERE held_digest_day = $1)
             WHERE day = $1`,
            [day, now],
          );
          return;
        }
        // A digest already sent is never undone.
        const unclaimed = await client.query("DELETE FROM held_digests WHERE day = $1 AND sent_at IS NULL", [
          day,
        ]);
        if ((unclaimed.rowCount ?? 0) > 0) {
          await client.query("UPDATE leads SET held_digest_day = NULL WHERE held_digest_day = $1", [day]);
        }
      });
    },

    async stats(now = new Date()) {
      const stats = emptyStats();
      const [leads] = await query(
        "SELECT COUNT(*) AS leads, COUNT(*) FILTER (WHERE spam) AS spam FROM leads",
      );
      stats.leads = Number(leads.leads);
      stats.spamLeads = Number(leads.spam);
      const counts = await query(
        "SELECT destination, status, COUNT(*) AS n FROM lead_deliveries GROUP BY destination, status",
      );
      for (const row of counts)
        addDeliveryCount(stats, String(row.destination), String(row.status), Number(row.n));
      const [oldest] = await query(
        "SELECT MIN(created_at) AS oldest FROM lead_deliveries WHERE status = 'pending'",
      );
      stats.oldestPendingAt = dateOrNull(oldest.oldest);
      stats.oldestPendingAgeMs = stats.oldestPendingAt
        ? Math.max(0, now.getTime() - stats.oldestPendingAt.getTime())
        : 0;
      return stats;
    },

    ipHashKey() {
      return storeKey(IP_HASH_KEY_NAME);
    },

    storeKey(name) {
      return storeKey(name);
    },

    async readSetting(name) {
      const [row] = await query("SELECT value FROM store_keys WHERE name = $1", [settingName(name)]);
      return row ? String(row.value) : null;
    },

    async writeSetting(name, value) {
      await query(
        "INSERT INTO store_keys (name, value, created_at) VALUES ($1, $2, now()) ON CONFLICT (name) DO UPDATE SET value = excluded.value, created_at = excluded.created_at",
        [settingName(name), value],
      );
    },

    async ping() {
      await pool.query("SELECT 1");
    },

    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}
