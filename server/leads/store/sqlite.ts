import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { fileURLToPath } from "node:url";
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
  pagePathOf,
  phoneDigitsSql,
  type ReleaseResult,
  SEARCH_PAGE_SIZE,
  SUMMARY_TOP,
  searchTerms,
  settingName,
  storableText,
  TEST_PAGE_PATHS,
} from "./types.ts";

/** How long a write waits for another connection's write lock before it fails. */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

type Row = Record<string, SQLInputValue>;

/** `file:./data/site.db`, `file:///abs/site.db` or a plain path → an absolute path (or `:memory:`). */
export function sqlitePathFromUrl(databaseUrl: string): string {
  if (databaseUrl.startsWith("file://")) return fileURLToPath(databaseUrl);
  const path = databaseUrl.startsWith("file:") ? databaseUrl.slice("file:".length) : databaseUrl;
  if (path === "" || path === ":memory:") return ":memory:";
  return resolve(path);
}

const iso = (date: Date) => date.toISOString();
const dateOrNull = (value: SQLInputValue) => (value == null ? null : new Date(String(value)));
const textOrNull = (value: SQLInputValue) => (value == null ? null : String(value));
const numberOrNull = (value: SQLInputValue) => (value == null ? null : Number(value));

function toLead(row: Row): Lead {
  return {
    id: String(row.id),
    createdAt: new Date(String(row.created_at)),
    formType: row.form_type as Lead["formType"],
    formName: String(row.form_name),
    endpoint: String(row.endpoint),
    payload: JSON.parse(String(row.payload)),
    email: textOrNull(row.email),
    name: textOrNull(row.name),
    idempotencyKey: textOrNull(row.idempotency_key),
    response: row.response == null ? null : JSON.parse(String(row.response)),
    spam: row.spam === 1,
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
    nextAttemptAt: new Date(String(row.next_attempt_at)),
    leaseOwner: textOrNull(row.lease_owner),
    leaseExpiresAt: dateOrNull(row.lease_expires_at),
    lastStatus: numberOrNull(row.last_status),
    lastError: textOrNull(row.last_error),
    deliveredAt: dateOrNull(row.delivered_at),
    createdAt: new Date(String(row.created_at)),
    updatedAt: new Date(String(row.updated_at)),
  };
}

function toAttempt(row: Row): DeliveryAttempt {
  return {
    id: Number(row.id),
    deliveryId: String(row.delivery_id),
    workerId: String(row.worker_id),
    startedAt: new Date(String(row.started_at)),
    durationMs: Number(row.duration_ms),
    statusCode: numberOrNull(row.status_code),
    error: textOrNull(row.error),
    outcome: row.outcome as DeliveryAttempt["outcome"],
  };
}

function openDatabase(path: string): DatabaseSync {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: SQLITE_BUSY_TIMEOUT_MS });
  // WAL lets readers run beside the writer; synchronous=FULL syncs the WAL on every commit,
  // so a lead the visitor was told about survives a power cut, not only a crash.
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  db.exec(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  db.exec("PRAGMA foreign_keys = ON");
  return db;
}

const PHONE = "coalesce(json_extract(l.payload, '$.phone'), '')";
const CAMPAIGN = (key: string) =>
  `coalesce(nullif(trim(json_extract(l.payload, '$.utm_params.${key}')), ''), nullif(trim(json_extract(l.payload, '$.${key}')), ''))`;

/**
 * The WHERE clause of a lead filter (LeadFilter), over `leads l`, with its parameters. The same rules
 * as the PostgreSQL store's: the contract suite runs both.
 */
function filterSql(filter: LeadFilter = {}): { where: string; params: Record<string, SQLInputValue> } {
  const { text, digits } = searchTerms(filter.q);
  const status = filter.status ?? "all";
  return {
    where: `($q IS NULL OR instr(lower(coalesce(l.name, '')), $q) > 0 OR instr(coalesce(l.email, ''), $q) > 0
        OR instr(lower(${PHONE}), $q) > 0
        OR ($digits IS NOT NULL AND instr(${phoneDigitsSql(PHONE)}, $digits) > 0))
      AND ($status = 'all'
        OR ($status = 'held' AND l.spam = 1)
        OR ($status = 'failed' AND EXISTS (
          SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id AND d.status = 'dead'))
        OR ($status = 'test' AND (json_type(l.payload, '$.is_test') = 'true'
          OR page_path(json_extract(l.payload, '$.page_url')) IN (${TEST_PAGE_PATHS.map((p) => `'${p}'`).join(", ")}))))`,
    params: { q: text, digits, status },
  };
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

function migrate(db: DatabaseSync): void {
  inTransaction(db, () => {
    db.exec(SCHEMA_MIGRATIONS_TABLE.sqlite);
    const applied = db.prepare("SELECT version FROM schema_migrations").all() as Row[];
    for (const migration of pendingMigrations(applied.map((row) => Number(row.version)))) {
      for (const statement of migration.sqlite) db.exec(statement);
      db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)").run(
        migration.version,
        migration.name,
        iso(new Date()),
      );
    }
  });
}

export async function openSqliteLeadStore(databaseUrl = "file:./data/site.db"): Promise<LeadStore> {
  const db = openDatabase(sqlitePathFromUrl(databaseUrl));
  migrate(db);
  // The page a lead came from, for the owner's filters and summary: the one rule of types.ts.
  db.function("page_path", { deterministic: true }, (url) => pagePathOf(url));

  const sql = {
    insertLead: db.prepare(
      `INSERT INTO leads (id, created_at, form_type, form_name, endpoint, payload, email, name, idempotency_key,
         response, spam, spam_reason, linked_lead_id, ip_hash, user_agent)
       VALUES ($id, $created_at, $form_type, $form_name, $endpoint, $payload, $email, $name, $idempotency_key,
         $response, $spam, $spam_reason, $linked_lead_id, $ip_hash, $user_agent)
       ON CONFLICT (endpoint, idempotency_key) DO NOTHING
       RETURNING *`,
    ),
    insertDelivery: db.prepare(
      `INSERT INTO lead_deliveries (id, lead_id, destination, status, attempts, next_attempt_at, created_at, updated_at)
       VALUES ($id, $lead_id, $destination, $status, 0, $due, $now, $now)
       RETURNING *`,
    ),
    leadByKey: db.prepare("SELECT * FROM leads WHERE endpoint = ? AND idempotency_key = ?"),
    leadById: db.prepare("SELECT * FROM leads WHERE id = ?"),
    leadsLinkedTo: db.prepare(
      "SELECT * FROM leads WHERE linked_lead_id = ? ORDER BY created_at DESC, rowid DESC",
    ),
    deliveriesOfLead: db.prepare("SELECT * FROM lead_deliveries WHERE lead_id = ? ORDER BY destination"),
    attemptsOfLead: db.prepare(
      `SELECT a.* FROM delivery_attempts a JOIN lead_deliveries d ON d.id = a.delivery_id
       WHERE d.lead_id = ? ORDER BY a.id`,
    ),
    claim: db.prepare(
      `UPDATE lead_deliveries SET lease_owner = $worker, lease_expires_at = $expires, updated_at = $now
       WHERE id IN (
         SELECT id FROM lead_deliveries
         WHERE status = 'pending' AND next_attempt_at <= $now
           AND (lease_expires_at IS NULL OR lease_expires_at <= $now)
           AND ($destinations IS NULL OR destination IN (SELECT value FROM json_each($destinations)))
         ORDER BY next_attempt_at, created_at, id
         LIMIT $limit)
       RETURNING *`,
    ),
    heldDelivery: db.prepare(
      "SELECT * FROM lead_deliveries WHERE id = ? AND lease_owner = ? AND status = 'pending'",
    ),
    insertAttempt: db.prepare(
      `INSERT INTO delivery_attempts (delivery_id, worker_id, started_at, duration_ms, status_code, error, outcome)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    finishAttempt: db.prepare(
      `UPDATE lead_deliveries SET status = $status, attempts = attempts + 1, next_attempt_at = $next,
         lease_owner = NULL, lease_expires_at = NULL, last_status = $last_status, last_error = $last_error,
         delivered_at = $delivered_at, updated_at = $now
       WHERE id = $id
       RETURNING *`,
    ),
    releaseLeases: db.prepare(
      `UPDATE lead_deliveries SET lease_owner = NULL, lease_expires_at = NULL, updated_at = ?
       WHERE lease_owner = ? AND status = 'pending'`,
    ),
    reviveById: db.prepare(
      `UPDATE lead_deliveries SET status = 'pending', attempts = 0, next_attempt_at = $now,
         lease_owner = NULL, lease_expires_at = NULL, updated_at = $now
       WHERE (id = $id OR lead_id = $id) AND status = 'dead'`,
    ),
    // Conditional on spam = 1: of two releases, the second changes nothing and answers not-held.
    releaseLead: db.prepare(
      "UPDATE leads SET spam = 0, released_at = $now, marked_spam_at = NULL WHERE id = $id AND spam = 1 RETURNING id",
    ),
    releaseGroup: db.prepare(
      `UPDATE leads SET spam = 0, released_at = $now, marked_spam_at = NULL
       WHERE spam = 1 AND (id = $root OR linked_lead_id = $root)
       RETURNING id`,
    ),
    unmarkSpam: db.prepare(
      "UPDATE leads SET marked_spam_at = NULL WHERE id = ? AND marked_spam_at IS NOT NULL RETURNING id",
    ),
    // Conditional: the first mark is the one kept.
    markSpam: db.prepare(
      "UPDATE leads SET marked_spam_at = ? WHERE id = ? AND marked_spam_at IS NULL RETURNING marked_spam_at",
    ),
    reviveSkipped: db.prepare(
      `UPDATE lead_deliveries SET status = 'pending', attempts = 0, next_attempt_at = $now,
         lease_owner = NULL, lease_expires_at = NULL, updated_at = $now
       WHERE status = 'skipped' AND lead_id IN (SELECT value FROM json_each($ids))`,
    ),
    digestByDay: db.prepare("SELECT * FROM held_digests WHERE day = ?"),
    markHeldForDigest: db.prepare(
      "UPDATE leads SET held_digest_day = ? WHERE spam = 1 AND held_digest_day IS NULL",
    ),
    countDigestLeads: db.prepare("SELECT COUNT(*) AS n FROM leads WHERE spam = 1 AND held_digest_day = ?"),
    digestLeads: db.prepare(
      `SELECT * FROM leads WHERE spam = 1 AND held_digest_day = ?
       ORDER BY created_at DESC, rowid DESC LIMIT ?`,
    ),
    claimDigest: db.prepare(
      `INSERT INTO held_digests (day, claimed_at, sent_at, lead_count) VALUES ($day, $now, NULL, $count)
       ON CONFLICT (day) DO UPDATE SET claimed_at = excluded.claimed_at, sent_at = NULL,
         lead_count = excluded.lead_count`,
    ),
    digestSent: db.prepare(
      `UPDATE held_digests SET sent_at = $now,
         lead_count = (SELECT COUNT(*) FROM leads WHERE held_digest_day = $day)
       WHERE day = $day`,
    ),
    // A digest already sent is never undone.
    digestUnclaim: db.prepare("DELETE FROM held_digests WHERE day = ? AND sent_at IS NULL"),
    digestUnmark: db.prepare("UPDATE leads SET held_digest_day = NULL WHERE held_digest_day = ?"),
    reviveDead: db.prepare(
      `UPDATE lead_deliveries SET status = 'pending', attempts = 0, next_attempt_at = $now,
         lease_owner = NULL, lease_expires_at = NULL, updated_at = $now
       WHERE status = 'dead'`,
    ),
    exportPage: db.prepare("SELECT rowid AS seq, * FROM leads WHERE rowid > ? ORDER BY rowid LIMIT ?"),
    countLeads: db.prepare("SELECT COUNT(*) AS leads, COALESCE(SUM(spam), 0) AS spam FROM leads"),
    countDeliveries: db.prepare(
      "SELECT destination, status, COUNT(*) AS n FROM lead_deliveries GROUP BY destination, status",
    ),
    oldestPending: db.prepare(
      "SELECT MIN(created_at) AS oldest FROM lead_deliveries WHERE status = 'pending'",
    ),
    // The first process to ask makes the key; the others find it.
    addKey: db.prepare(
      "INSERT INTO store_keys (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING",
    ),
    keyNamed: db.prepare("SELECT value FROM store_keys WHERE name = ?"),
    writeSetting: db.prepare(
      "INSERT INTO store_keys (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value, created_at = excluded.created_at",
    ),
  };

  const groupCommit = createGroupCommit(db);
  // A key never changes once made, so each is read once per process.
  const storeKeys = new Map<string, string>();
  function storeKey(name: string): string {
    let key = storeKeys.get(name);
    if (key === undefined) {
      key = inTransaction(db, () => {
        sql.addKey.run(name, newStoreKey(), iso(new Date()));
        return String((sql.keyNamed.get(name) as Row).value);
      });
      storeKeys.set(name, key);
    }
    return key;
  }
  const deliveriesOf = (leadId: string) => (sql.deliveriesOfLead.all(leadId) as Row[]).map(toDelivery);
  const withDeliveries = (rows: Row[]): LeadWithDeliveries[] =>
    rows.map((row) => ({ lead: toLead(row), deliveries: deliveriesOf(String(row.id)) }));

  return {
    dialect: "sqlite",

    submit(input) {
      return groupCommit.add(() => {
        const now = input.receivedAt ?? new Date();
        const spam = Boolean(input.spamReason);
        const inserted = sql.insertLead.get({
          id: input.id ?? randomUUID(),
          created_at: iso(now),
          form_type: input.formType,
          form_name: storableText(input.formName),
          endpoint: input.endpoint,
          payload: JSON.stringify(input.payload),
          email: normalizeEmail(input.email),
          name: storableText(input.name)?.trim() || null,
          idempotency_key: storableText(input.idempotencyKey),
          response: input.response === undefined ? null : JSON.stringify(input.response),
          spam: spam ? 1 : 0,
          spam_reason: storableText(input.spamReason),
          linked_lead_id: input.linkedLeadId ?? null,
          ip_hash: input.ipHash ?? null,
          user_agent: storableText(input.userAgent),
        }) as Row | undefined;
        if (!inserted) {
          const first = toLead(sql.leadByKey.get(input.endpoint, storableText(input.idempotencyKey)) as Row);
          return { duplicate: true as const, lead: first, response: first.response };
        }
        const lead = toLead(inserted);
        const deliveries = input.destinations.map((item) => {
          const { destination, dueAt } = deliveryPlan(item, now);
          return toDelivery(
            sql.insertDelivery.get({
              id: randomUUID(),
              lead_id: lead.id,
              destination,
              status: spam ? "skipped" : "pending",
              due: iso(dueAt),
              now: iso(now),
            }) as Row,
          );
        });
        return { duplicate: false as const, lead, deliveries, response: lead.response };
      });
    },

    async claimDue({ now = new Date(), limit = CLAIM_BATCH, leaseMs = LEASE_MS, workerId, destinations }) {
      const claimed = inTransaction(db, () =>
        (
          sql.claim.all({
            worker: workerId,
            expires: iso(new Date(now.getTime() + leaseMs)),
            now: iso(now),
            limit,
            destinations: destinations ? JSON.stringify(destinations) : null,
          }) as Row[]
        ).map(toDelivery),
      );
      claimed.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
      return claimed.map((delivery) => ({
        delivery,
        lead: toLead(sql.leadById.get(delivery.leadId) as Row),
        linked: (sql.leadsLinkedTo.all(delivery.leadId) as Row[]).map(toLead),
      }));
    },

    async recordAttempt(report) {
      assertValidAttempt(report);
      const now = report.now ?? new Date();
      return inTransaction(db, () => {
        const held = sql.heldDelivery.get(report.deliveryId, report.workerId) as Row | undefined;
        if (!held) return null;
        const error = clipErrorText(report.error);
        sql.insertAttempt.run(
          report.deliveryId,
          report.workerId,
          iso(report.startedAt),
          Math.round(report.durationMs),
          report.statusCode ?? null,
          error,
          report.outcome,
        );
        const status = report.outcome === "retry" ? "pending" : report.outcome;
        return toDelivery(
          sql.finishAttempt.get({
            id: report.deliveryId,
            status,
            next: report.outcome === "retry" ? iso(report.nextAttemptAt!) : String(held.next_attempt_at),
            last_status: report.statusCode ?? null,
            last_error: error,
            delivered_at: report.outcome === "delivered" ? iso(now) : null,
            now: iso(now),
          }) as Row,
        );
      });
    },

    async releaseLeases(workerId) {
      return Number(sql.releaseLeases.run(iso(new Date()), workerId).changes);
    },

    async list({ limit = LIST_LIMIT, status, spam } = {}) {
      const rows = db
        .prepare(
          `SELECT * FROM leads l
           WHERE ($spam IS NULL OR l.spam = $spam)
             AND ($status IS NULL OR EXISTS (
               SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id AND d.status = $status))
           ORDER BY l.created_at DESC, l.rowid DESC
           LIMIT $limit`,
        )
        .all({ spam: spam === undefined ? null : spam ? 1 : 0, status: status ?? null, limit }) as Row[];
      return withDeliveries(rows);
    },

    async get(leadId) {
      const row = sql.leadById.get(leadId) as Row | undefined;
      if (!row) return null;
      return {
        lead: toLead(row),
        deliveries: deliveriesOf(leadId),
        attempts: (sql.attemptsOfLead.all(leadId) as Row[]).map(toAttempt),
        linked: (sql.leadsLinkedTo.all(leadId) as Row[]).map(toLead).reverse(),
      };
    },

    async findLeads({ offset = 0, limit = SEARCH_PAGE_SIZE, ...filter } = {}) {
      const { where, params } = filterSql(filter);
      const rows = db
        .prepare(
          `SELECT * FROM leads l WHERE ${where}
           ORDER BY l.created_at DESC, l.rowid DESC LIMIT $limit OFFSET $offset`,
        )
        .all({ ...params, limit, offset }) as Row[];
      const total = Number(
        (db.prepare(`SELECT COUNT(*) AS n FROM leads l WHERE ${where}`).get(params) as Row).n,
      );
      return { rows: withDeliveries(rows), total };
    },

    async *exportRows(filter) {
      const { where, params } = filterSql(filter);
      const page = db.prepare(
        `SELECT l.rowid AS seq, l.* FROM leads l WHERE l.rowid > $after AND ${where} ORDER BY l.rowid LIMIT $limit`,
      );
      let after = 0;
      for (;;) {
        const rows = page.all({ ...params, after, limit: EXPORT_PAGE_SIZE }) as Row[];
        yield* withDeliveries(rows);
        if (rows.length < EXPORT_PAGE_SIZE) return;
        after = Number(rows[rows.length - 1].seq);
      }
    },

    async summary(since) {
      const window = "l.created_at >= $since AND l.linked_lead_id IS NULL";
      const counted = `${window} AND l.spam = 0 AND l.marked_spam_at IS NULL`;
      const params = { since: iso(since), top: SUMMARY_TOP };
      const counts = db
        .prepare(
          `SELECT COUNT(*) AS total, COALESCE(SUM(l.spam), 0) AS held,
             COALESCE(SUM(EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id AND d.status = 'dead')), 0) AS failed
           FROM leads l WHERE ${window}`,
        )
        .get({ since: params.since }) as Row;
      const byPage = db
        .prepare(
          `SELECT page_path(json_extract(l.payload, '$.page_url')) AS page, COUNT(*) AS n
           FROM leads l WHERE ${counted}
           GROUP BY page ORDER BY n DESC, page IS NULL, page LIMIT $top`,
        )
        .all(params) as Row[];
      const byCampaign = db
        .prepare(
          `SELECT ${CAMPAIGN("utm_source")} AS source, ${CAMPAIGN("utm_campaign")} AS campaign, COUNT(*) AS n
           FROM leads l WHERE ${counted}
           GROUP BY source, campaign
           ORDER BY n DESC, source IS NULL, source, campaign IS NULL, campaign LIMIT $top`,
        )
        .all(params) as Row[];
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
      return Number(sql.reviveById.run({ id, now: iso(now) }).changes);
    },

    async retryDead(now = new Date()) {
      return Number(sql.reviveDead.run({ now: iso(now) }).changes);
    },

    async release(leadId, now = new Date()) {
      return inTransaction(db, (): ReleaseResult => {
        const target = sql.leadById.get(leadId) as Row | undefined;
        if (!target) return { status: "not-found" };
        if (!sql.releaseLead.get({ id: leadId, now: iso(now) })) {
          // Not held: a lead the owner only marked as spam is a lead again, delivered already.
          if (sql.unmarkSpam.get(leadId)) return { status: "unmarked", leadIds: [leadId] };
          return { status: "not-held" };
        }
        // The quote page's pair is one visitor action: its primary and follow-ups go out together.
        const root = textOrNull(target.linked_lead_id) ?? leadId;
        const others = sql.releaseGroup.all({ root, now: iso(now) }) as Row[];
        const leadIds = [leadId, ...others.map((row) => String(row.id))];
        const deliveries = Number(
          sql.reviveSkipped.run({ ids: JSON.stringify(leadIds), now: iso(now) }).changes,
        );
        return { status: "released", leadIds, deliveries };
      });
    },

    async markSpam(leadId, now = new Date()) {
      return inTransaction(db, (): MarkSpamResult => {
        const marked = sql.markSpam.get(iso(now), leadId) as Row | undefined;
        if (marked) return { status: "marked", markedAt: new Date(String(marked.marked_spam_at)) };
        const row = sql.leadById.get(leadId) as Row | undefined;
        if (!row) return { status: "not-found" };
        return { status: "already-marked", markedAt: new Date(String(row.marked_spam_at)) };
      });
    },

    async claimHeldDigest({ day, now, limit = HELD_DIGEST_LIMIT, staleMs = HELD_DIGEST_STALE_MS }) {
      assertDigestDay(day);
      // BEGIN IMMEDIATE: a second process waits for this claim to commit, then finds it taken.
      return inTransaction(db, () => {
        const row = sql.digestByDay.get(day) as Row | undefined;
        const claimed = row
          ? { claimedAt: new Date(String(row.claimed_at)), sentAt: dateOrNull(row.sent_at) }
          : null;
        if (digestIsTaken(claimed, now, staleMs)) return null;
        // Leads a stale claim of this day marked stay marked and are listed again with the new ones.
        sql.markHeldForDigest.run(day);
        const total = Number((sql.countDigestLeads.get(day) as Row).n);
        // Nothing marked and nothing to list: nothing was written.
        if (total === 0) return null;
        sql.claimDigest.run({ day, now: iso(now), count: total });
        const leads = (sql.digestLeads.all(day, limit) as Row[]).map(toLead);
        return { day, leads, total };
      });
    },

    async finishHeldDigest({ day, sent, now }) {
      assertDigestDay(day);
      inTransaction(db, () => {
        if (sent) {
          sql.digestSent.run({ day, now: iso(now) });
        } else if (Number(sql.digestUnclaim.run(day).changes) > 0) {
          sql.digestUnmark.run(day);
        }
      });
    },

    async stats(now = new Date()) {
      const stats = emptyStats();
      const leads = sql.countLeads.get() as Row;
      stats.leads = Number(leads.leads);
      stats.spamLeads = Number(leads.spam);
      for (const row of sql.countDeliveries.all() as Row[]) {
        addDeliveryCount(stats, String(row.destination), String(row.status), Number(row.n));
      }
      stats.oldestPendingAt = dateOrNull((sql.oldestPending.get() as Row).oldest);
      stats.oldestPendingAgeMs = stats.oldestPendingAt
        ? Math.max(0, now.getTime() - stats.oldestPendingAt.getTime())
        : 0;
      return stats;
    },

    async ipHashKey() {
      return storeKey(IP_HASH_KEY_NAME);
    },

    async storeKey(name) {
      return storeKey(name);
    },

    async readSetting(name) {
      const row = sql.keyNamed.get(settingName(name)) as Row | undefined;
      return row ? String(row.value) : null;
    },

    async writeSetting(name, value) {
      sql.writeSetting.run(settingName(name), value, iso(new Date()));
    },

    async ping() {
      db.prepare("SELECT 1").get();
    },

    async close() {
      if (db.isOpen) db.close();
    },
  };
}
