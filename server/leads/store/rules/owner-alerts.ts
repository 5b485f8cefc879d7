import { randomUUID } from "node:crypto";
import type { Dialect } from "../dialect.ts";
import { changes, firstRow, type Row, raw, rows, type Sql, sql, type Work } from "../sql.ts";
import {
  DEAD_NOTICE_EVERY_MS,
  DEAD_NOTICE_GATHER_MS,
  DEAD_NOTICE_LIMIT,
  type EndedEpisode,
  EPISODE_KINDS,
  EPISODE_REJOIN_MS,
  type EpisodeKind,
  OWNER_ALERT_KINDS,
  OWNER_ALERT_STALE_MS,
  type OwnerAlertKind,
  type OwnerAlerts,
} from "../types/owner-alerts.ts";
import { testLead } from "./owner-desk.ts";
import type { RowReader } from "./read.ts";

/**
 * Leads (`l`) the quiet check counts as arrivals: not held by the spam guard, not a follow-up, not a
 * test. "Not a follow-up" is written with coalesce so that SQLite reads leads newest first through
 * leads_created and stops early, rather than every unlinked lead through leads_linked. A lead
 * without page_url is no test: the page's test is NULL then, and NOT NULL would drop it.
 */
const arrival = (d: Dialect): Sql =>
  sql`l.spam = ${d.false} AND coalesce(l.linked_lead_id, '') = ''
    AND NOT coalesce(${testLead(d)}, ${d.false})`;
/** Arrivals the quiet check reads to find the longest gap; far more than a month of a small business. */
const ARRIVALS_READ_MAX = 10_000;

function assertKind(kind: string, kinds: readonly string[]): void {
  if (!kinds.includes(kind)) throw new TypeError(`not a kind of owner notice: "${kind}"`);
}

interface AlertRow {
  claimId: string | null;
  claimedAt: Date | null;
  toldAt: Date | null;
  endedAt: Date | null;
}

/**
 * The notices that tell the owner leads stopped, each claimed in `owner_alerts` before it is sent.
 * A claim locks its kind's row (made on first use), so two processes checking at once take turns and
 * the second finds the notice claimed.
 */
export function ownerAlerts(d: Dialect, read: RowReader): OwnerAlerts {
  const toAlert = (row: Row): AlertRow => ({
    claimId: row.claim_id == null ? null : String(row.claim_id),
    claimedAt: read.dateOrNull(row.claimed_at),
    toldAt: read.dateOrNull(row.told_at),
    endedAt: read.dateOrNull(row.ended_at),
  });

  /** The kind's row, locked until the transaction ends. */
  function* lockKind(kind: OwnerAlertKind): Work<AlertRow> {
    yield* changes(sql`INSERT INTO owner_alerts (kind) VALUES (${kind}) ON CONFLICT (kind) DO NOTHING`);
    const row = yield* firstRow(
      sql`SELECT claim_id, claimed_at, told_at, ended_at FROM owner_alerts WHERE kind = ${kind} ${d.forUpdate}`,
    );
    return toAlert(row!);
  }

  const claimLive = (row: AlertRow, now: Date, staleMs: number) =>
    row.claimId !== null && row.claimedAt !== null && now.getTime() - row.claimedAt.getTime() < staleMs;

  /** Episodes told and ended since, which the next notice reports as back to normal. */
  function* endedEpisodes(): Work<EndedEpisode[]> {
    const ended = yield* rows(
      sql`SELECT kind, told_at, ended_at FROM owner_alerts
          WHERE ${d.anyOf(raw("kind"), EPISODE_KINDS)} AND told_at IS NOT NULL AND ended_at IS NOT NULL
          ORDER BY ended_at`,
    );
    return ended.map((row) => ({
      kind: row.kind as EpisodeKind,
      toldAt: read.date(row.told_at),
      endedAt: read.date(row.ended_at),
    }));
  }

  function* claim(kind: OwnerAlertKind, now: Date): Work<string> {
    const claimId = randomUUID();
    yield* changes(
      sql`UPDATE owner_alerts SET claim_id = ${claimId}, claimed_at = ${now} WHERE kind = ${kind}`,
    );
    return claimId;
  }

  // Both read from the dead deliveries (few, and indexed by status), never by scanning every lead.
  /** A lead not listed yet, with a delivery dead since `before` at the latest. */
  const unlistedDeadSince = (before: Date): Sql =>
    sql`SELECT 1 AS one FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id
        WHERE d.status = 'dead' AND coalesce(d.dead_at, d.updated_at) <= ${before} AND l.dead_notice IS NULL
        LIMIT 1`;
  const withDeadDelivery = raw("id IN (SELECT lead_id FROM lead_deliveries WHERE status = 'dead')");

  return {
    async claimDeadNotice({
      now,
      gatherMs = DEAD_NOTICE_GATHER_MS,
      everyMs = DEAD_NOTICE_EVERY_MS,
      limit = DEAD_NOTICE_LIMIT,
      staleMs = OWNER_ALERT_STALE_MS,
    }) {
      const gathered = new Date(now.getTime() - gatherMs);
      // Nothing to tell is the usual answer: found without taking a write lock every minute.
      const due = await d.run(
        (function* () {
          const waiting = yield* firstRow(unlistedDeadSince(gathered));
          const stale = yield* firstRow(
            sql`SELECT 1 AS one FROM owner_alerts WHERE kind = 'dead' AND claim_id IS NOT NULL
                AND claimed_at <= ${new Date(now.getTime() - staleMs)}`,
          );
          return Boolean(waiting || stale);
        })(),
      );
      if (!due) return null;
      return d.transaction(
        (function* () {
          const row = yield* lockKind("dead");
          if (claimLive(row, now, staleMs)) return null;
          // A claim left unfinished by a process that died is this hour's notice: it is taken over.
          const stale = row.claimId;
          if (!stale) {
            if (row.toldAt !== null && now.getTime() - row.toldAt.getTime() < everyMs) return null;
            const waiting = yield* firstRow(unlistedDeadSince(gathered));
            if (!waiting) return null;
          }
          const claimId = yield* claim("dead", now);
          if (stale)
            yield* changes(sql`UPDATE leads SET dead_notice = ${claimId} WHERE dead_notice = ${stale}`);
          // Every dead lead not listed yet goes in, those that died a moment ago too.
          yield* changes(
            sql`UPDATE leads SET dead_notice = ${claimId} WHERE dead_notice IS NULL AND ${withDeadDelivery}`,
          );
          const listed = sql`l.dead_notice = ${claimId} AND EXISTS (SELECT 1 FROM lead_deliveries d
            WHERE d.lead_id = l.id AND d.status = 'dead')`;
          const count = yield* firstRow(sql`SELECT COUNT(*) AS n FROM leads l WHERE ${listed}`);
          const total = Number(count!.n);
          if (total === 0) {
            // Retried in the meantime: nothing to tell, and nothing left claimed.
            yield* changes(sql`UPDATE leads SET dead_notice = NULL WHERE dead_notice = ${claimId}`);
            yield* changes(
              sql`UPDATE owner_alerts SET claim_id = NULL, claimed_at = NULL WHERE kind = 'dead'`,
            );
            return null;
          }
          const leads = yield* rows(
            sql`SELECT * FROM leads l WHERE ${listed}
                ORDER BY l.created_at, l.${d.insertionOrder} LIMIT ${limit}`,
          );
          return {
            claimId,
            leads: yield* read.withDeliveries(leads),
            total,
            ended: yield* endedEpisodes(),
          };
        })(),
      );
    },

    async claimEpisodeNotice({ kind, now, staleMs = OWNER_ALERT_STALE_MS, rejoinMs = EPISODE_REJOIN_MS }) {
      assertKind(kind, EPISODE_KINDS);
      return d.transaction(
        (function* () {
          const row = yield* lockKind(kind);
          if (claimLive(row, now, staleMs)) return null;
          if (row.toldAt !== null && row.endedAt === null) return null;
          if (
            row.toldAt !== null &&
            row.endedAt !== null &&
            now.getTime() - row.endedAt.getTime() < rejoinMs
          ) {
            // Back within the hour: the episode told goes on; its end is forgotten.
            yield* changes(sql`UPDATE owner_alerts SET ended_at = NULL WHERE kind = ${kind}`);
            return null;
          }
          const ended = yield* endedEpisodes();
          return { claimId: yield* claim(kind, now), kind, ended };
        })(),
      );
    },

    async endEpisode(kind, now) {
      assertKind(kind, EPISODE_KINDS);
      const open = sql`kind = ${kind} AND told_at IS NOT NULL AND ended_at IS NULL AND claim_id IS NULL`;
      return d.run(
        (function* () {
          // Read first: nothing to end is the usual answer, and asks for no write lock. The update
          // checks again, so a process that ended it in between makes this one change nothing.
          if (!(yield* firstRow(sql`SELECT 1 AS one FROM owner_alerts WHERE ${open}`))) return false;
          return (yield* changes(sql`UPDATE owner_alerts SET ended_at = ${now} WHERE ${open}`)) > 0;
        })(),
      );
    },

    async finishOwnerAlert({ kind, claimId, sent, now }) {
      assertKind(kind, OWNER_ALERT_KINDS);
      await d.transaction(
        (function* () {
          // Every kind's row, in one order: a finish reports the others' ends, and two finishes
          // at once wait for each other rather than deadlock.
          const all = yield* rows(
            sql`SELECT kind, claim_id, claimed_at FROM owner_alerts ORDER BY kind ${d.forUpdate}`,
          );
          const mine = all.find((row) => row.kind === kind);
          // Taken over by another process after the stale time: that claim decides now.
          if (!mine || mine.claim_id !== claimId) return;
          if (!sent) {
            yield* changes(
              sql`UPDATE owner_alerts SET claim_id = NULL, claimed_at = NULL WHERE kind = ${kind}`,
            );
            if (kind === "dead")
              yield* changes(sql`UPDATE leads SET dead_notice = NULL WHERE dead_notice = ${claimId}`);
            return;
          }
          yield* changes(
            sql`UPDATE owner_alerts SET told_at = ${now}, ended_at = NULL, claim_id = NULL, claimed_at = NULL
                WHERE kind = ${kind}`,
          );
          // The ends this notice reported (those known when it was claimed) are told.
          yield* changes(
            sql`UPDATE owner_alerts SET told_at = NULL, ended_at = NULL
                WHERE kind <> ${kind} AND ${d.anyOf(raw("kind"), EPISODE_KINDS)}
                  AND ended_at IS NOT NULL AND ended_at <= ${read.date(mine.claimed_at)}`,
          );
        })(),
      );
    },

    async leadArrivals(since) {
      const counted = arrival(d);
      return d.run(
        (function* () {
          // Newest first through the index on created_at: it stops at the first lead that counts.
          const last = yield* firstRow(
            sql`SELECT l.created_at FROM leads l WHERE ${counted} ORDER BY l.created_at DESC LIMIT 1`,
          );
          const times = yield* rows(
            sql`SELECT l.created_at FROM leads l WHERE ${counted} AND l.created_at >= ${since}
                ORDER BY l.created_at DESC LIMIT ${ARRIVALS_READ_MAX}`,
          );
          let longestGapMs = 0;
          for (let i = 1; i < times.length; i += 1) {
            const gap =
              read.date(times[i - 1].created_at).getTime() - read.date(times[i].created_at).getTime();
            longestGapMs = Math.max(longestGapMs, gap);
          }
          return { lastAt: last ? read.date(last.created_at) : null, longestGapMs };
        })(),
      );
    },

    async oldestPending() {
      return d.run(
        (function* () {
          // Of deliveries as old (a lead's, made together), the one tried most: the one failing.
          const delivery = yield* firstRow(
            sql`SELECT * FROM lead_deliveries WHERE status = 'pending'
                ORDER BY created_at, attempts DESC, id LIMIT 1`,
          );
          if (!delivery) return null;
          const lead = yield* firstRow(sql`SELECT * FROM leads WHERE id = ${String(delivery.lead_id)}`);
          return { lead: read.toLead(lead!), delivery: read.toDelivery(delivery) };
        })(),
      );
    },
  };
}
