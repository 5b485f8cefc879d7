import type { Dialect } from "../dialect.ts";
import { changes, EMPTY, firstRow, joinSql, raw, rows, type Sql, sql, text, type Work } from "../sql.ts";
import {
  EXPORT_PAGE_SIZE,
  type LeadFilter,
  LIST_LIMIT,
  type MarkSpamResult,
  type OwnerDesk,
  type ReleaseResult,
  SEARCH_PAGE_SIZE,
  SEARCH_TEXT_MAX,
  TEST_PAGE_PATHS,
} from "../types/owner-desk.ts";
import type { DeliveryStatus } from "../types/read.ts";
import { storableText } from "./intake.ts";
import type { RowReader } from "./read.ts";

/** The search as the store compares it: lower case, and a phone's digits without punctuation. */
export function searchTerms(q: string | undefined): { text: string | null; digits: string | null } {
  const text = storableText(q ?? "")
    .trim()
    .toLowerCase()
    .slice(0, SEARCH_TEXT_MAX);
  if (!text) return { text: null, digits: null };
  const digits = text.replace(PHONE_PUNCTUATION, "");
  return { text, digits: /^\d{3,}$/.test(digits) ? digits : null };
}

/** What a phone number is written with besides digits; the SQL strips the same (phoneDigitsSql). */
const PHONE_PUNCTUATION = /[ \-().+]/g;

/** `expression` without the characters of PHONE_PUNCTUATION. */
function phoneDigitsSql(expression: Sql): Sql {
  return [" ", "-", "(", ")", ".", "+"].reduce(
    (digits, char) => sql`replace(${digits}, '${raw(char)}', '')`,
    expression,
  );
}

/** A delivery back in line now, as if new: a retried dead row or a released held lead's skipped one. */
function revived(now: Date): Sql {
  return sql`status = 'pending', attempts = 0, next_attempt_at = ${now},
    lease_owner = NULL, lease_expires_at = NULL, dead_at = NULL, updated_at = ${now}`;
}

/**
 * The dead deliveries `which` picks back in line now, once: of two retries at once the second finds
 * none dead. A lead left with no dead delivery may be listed by a notice again (decision 020): the
 * owner asked for it to be sent, and should hear if it fails again.
 */
function* retryWork(d: Dialect, which: Sql, now: Date): Work<number> {
  const retried = yield* rows(
    sql`UPDATE lead_deliveries SET ${revived(now)}, retried_at = ${now}
        WHERE ${which} AND status = 'dead' RETURNING lead_id`,
  );
  if (retried.length === 0) return 0;
  const leadIds = [...new Set(retried.map((row) => String(row.lead_id)))];
  yield* changes(
    sql`UPDATE leads SET dead_notice = NULL
        WHERE ${d.anyOf(raw("id"), leadIds)} AND dead_notice IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = leads.id AND d.status = 'dead')`,
  );
  return retried.length;
}

/** A lead (`l`) the owner sees as failed: one of its deliveries is dead. */
export const FAILED = raw(
  "EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id AND d.status = 'dead')",
);

/** A lead (`l`) sent from a developer page (TEST_PAGE_PATHS) or marked `is_test`. */
export function testLead(d: Dialect): Sql {
  const payload = raw("l.payload");
  return sql`(${d.jsonIsTrue(payload, "is_test")}
    OR ${d.pagePath(d.jsonText(payload, "page_url"))} IN (${raw(TEST_PAGE_PATHS.map((p) => `'${p}'`).join(", "))}))`;
}

/** The WHERE clause of a lead filter (LeadFilter), over `leads l`. */
export function filterSql(d: Dialect, filter: LeadFilter = {}): Sql {
  const payload = raw("l.payload");
  const conditions: Sql[] = [];
  const { text: q, digits } = searchTerms(filter.q);
  if (q) {
    const phone = sql`coalesce(${d.jsonText(payload, "phone")}, '')`;
    conditions.push(sql`(${d.contains(raw("lower(coalesce(l.name, ''))"), q)}
      OR ${d.contains(raw("coalesce(l.email, '')"), q)}
      OR ${d.contains(sql`lower(${phone})`, q)}
      ${digits ? sql`OR ${d.contains(phoneDigitsSql(phone), digits)}` : EMPTY})`);
  }
  switch (filter.status ?? "all") {
    case "all":
      break;
    case "held":
      conditions.push(sql`l.spam = ${d.true}`);
      break;
    case "failed":
      conditions.push(FAILED);
      break;
    case "test":
      conditions.push(testLead(d));
      break;
    default:
      conditions.push(raw("FALSE"));
  }
  return conditions.length === 0 ? raw("TRUE") : joinSql(conditions, " AND ");
}

/** A delivery `d` in this status: a parked row is 'skipped' in the table, with its parked_at. */
function deliveryIn(status: DeliveryStatus): Sql {
  if (status === "parked") return raw("d.parked_at IS NOT NULL");
  if (status === "skipped") return raw("d.status = 'skipped' AND d.parked_at IS NULL");
  return sql`d.status = ${text(status)}`;
}

/** The owner's list, search and export, and the owner's decisions: retry, release, mark as spam. */
export function ownerDesk(d: Dialect, read: RowReader): Omit<OwnerDesk, "get"> {
  return {
    async list({ limit = LIST_LIMIT, status, spam } = {}) {
      return d.run(
        (function* () {
          const leads = yield* rows(
            sql`SELECT * FROM leads l
                WHERE TRUE
                  ${spam === undefined ? EMPTY : sql`AND l.spam = ${spam ? d.true : d.false}`}
                  ${status === undefined ? EMPTY : sql`AND EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id AND ${deliveryIn(status)})`}
                ORDER BY l.created_at DESC, l.${d.insertionOrder} DESC
                LIMIT ${limit}`,
          );
          return yield* read.withDeliveries(leads);
        })(),
      );
    },

    async findLeads({ offset = 0, limit = SEARCH_PAGE_SIZE, ...filter } = {}) {
      const where = filterSql(d, filter);
      return d.run(
        (function* () {
          const leads = yield* rows(
            sql`SELECT * FROM leads l WHERE ${where}
                ORDER BY l.created_at DESC, l.${d.insertionOrder} DESC LIMIT ${limit} OFFSET ${offset}`,
          );
          const count = yield* firstRow(sql`SELECT COUNT(*) AS n FROM leads l WHERE ${where}`);
          return { rows: yield* read.withDeliveries(leads), total: Number(count!.n) };
        })(),
      );
    },

    async *exportRows(filter) {
      const where = filterSql(d, filter);
      let after: unknown = 0;
      for (;;) {
        const page = await d.run(
          rows(
            sql`SELECT l.*, l.${d.insertionOrder} AS position FROM leads l
                WHERE l.${d.insertionOrder} > ${after} AND ${where}
                ORDER BY l.${d.insertionOrder} LIMIT ${EXPORT_PAGE_SIZE}`,
          ),
        );
        yield* await d.run(read.withDeliveries(page));
        if (page.length < EXPORT_PAGE_SIZE) return;
        after = page[page.length - 1].position;
      }
    },

    async retry(id, now = new Date()) {
      return d.transaction(retryWork(d, sql`(id = ${id} OR lead_id = ${id})`, now));
    },

    async retryDead(now = new Date()) {
      return d.transaction(retryWork(d, raw("TRUE"), now));
    },

    async release(leadId, now = new Date()) {
      return d.transaction(releaseWork(d, leadId, now));
    },

    async markSpam(leadId, now = new Date()) {
      return d.transaction(
        (function* (): Work<MarkSpamResult> {
          // Conditional: the first mark is the one kept.
          const marked = yield* firstRow(
            sql`UPDATE leads SET marked_spam_at = ${now} WHERE id = ${leadId} AND marked_spam_at IS NULL
                RETURNING marked_spam_at`,
          );
          if (marked) return { status: "marked", markedAt: read.date(marked.marked_spam_at) };
          const row = yield* firstRow(sql`SELECT marked_spam_at FROM leads WHERE id = ${leadId}`);
          if (!row) return { status: "not-found" };
          return { status: "already-marked", markedAt: read.date(row.marked_spam_at) };
        })(),
      );
    },
  };
}

/**
 * A held lead and the leads linked with it (the quote page's pair is one visitor action) stop
 * being spam together and their skipped deliveries go out now. Conditional on the lead being held,
 * so of two releases the second changes nothing and answers not-held.
 */
function* releaseWork(d: Dialect, leadId: string, now: Date): Work<ReleaseResult> {
  const target = yield* firstRow(sql`SELECT linked_lead_id FROM leads WHERE id = ${leadId}`);
  if (!target) return { status: "not-found" };
  const root = target.linked_lead_id == null ? leadId : String(target.linked_lead_id);
  // Locked in id order, so two releases of one pair wait for each other instead of deadlocking.
  yield* rows(
    sql`SELECT id FROM leads WHERE id = ${leadId} OR id = ${root} OR linked_lead_id = ${root}
        ORDER BY id ${d.forUpdate}`,
  );
  const released = yield* firstRow(
    sql`UPDATE leads SET spam = ${d.false}, released_at = ${now}, marked_spam_at = NULL
        WHERE id = ${leadId} AND spam = ${d.true} RETURNING id`,
  );
  if (!released) {
    // Not held: a lead the owner only marked as spam is a lead again, delivered already.
    const unmarked = yield* firstRow(
      sql`UPDATE leads SET marked_spam_at = NULL WHERE id = ${leadId} AND marked_spam_at IS NOT NULL RETURNING id`,
    );
    return unmarked ? { status: "unmarked", leadIds: [leadId] } : { status: "not-held" };
  }
  const others = yield* rows(
    sql`UPDATE leads SET spam = ${d.false}, released_at = ${now}, marked_spam_at = NULL
        WHERE spam = ${d.true} AND (id = ${root} OR linked_lead_id = ${root})
        RETURNING id`,
  );
  const leadIds = [leadId, ...others.map((row) => String(row.id))];
  const deliveries = yield* changes(
    sql`UPDATE lead_deliveries SET ${revived(now)}
        WHERE status = 'skipped' AND parked_at IS NULL AND ${d.anyOf(raw("lead_id"), leadIds)}`,
  );
  return { status: "released", leadIds, deliveries };
}
