import type { Dialect } from "../dialect.ts";
import { changes, firstRow, rows, sql } from "../sql.ts";
import { HELD_DIGEST_LIMIT, HELD_DIGEST_STALE_MS, type HeldDigests } from "../types/held-digest.ts";
import type { RowReader } from "./read.ts";

const DIGEST_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A digest's day is a local calendar date, YYYY-MM-DD; anything else is a caller's bug. */
export function assertDigestDay(day: string): void {
  if (!DIGEST_DAY.test(day)) throw new TypeError(`held digest day must be YYYY-MM-DD, not "${day}"`);
}

/** True when a digest row already answers for its day: sent, or claimed by a process still within staleMs. */
export function digestIsTaken(
  row: { claimedAt: Date; sentAt: Date | null } | null,
  now: Date,
  staleMs: number,
): boolean {
  if (!row) return false;
  return row.sentAt !== null || now.getTime() - row.claimedAt.getTime() < staleMs;
}

/** One e-mail a day of the held leads, claimed by one process before it is sent. */
export function heldDigests(d: Dialect, read: RowReader): HeldDigests {
  const held = sql`spam = ${d.true}`;
  return {
    async claimHeldDigest({ day, now, limit = HELD_DIGEST_LIMIT, staleMs = HELD_DIGEST_STALE_MS }) {
      assertDigestDay(day);
      return d.transaction(
        (function* () {
          // FOR UPDATE: a process taking over a stale claim waits for another doing the same, then
          // sees its fresh claimed_at.
          const row = yield* firstRow(
            sql`SELECT claimed_at, sent_at FROM held_digests WHERE day = ${day} ${d.forUpdate}`,
          );
          const claimed = row
            ? { claimedAt: read.date(row.claimed_at), sentAt: read.dateOrNull(row.sent_at) }
            : null;
          if (digestIsTaken(claimed, now, staleMs)) return null;
          if (!row) {
            // Nothing held: nothing is written, so a lead held later that day is still listed.
            const waiting = yield* firstRow(
              sql`SELECT 1 AS one FROM leads WHERE ${held} AND held_digest_day IS NULL LIMIT 1`,
            );
            if (!waiting) return null;
            // The primary key settles two first claims of one day: the second waits for the first
            // to commit, inserts nothing and leaves the digest to it.
            const inserted = yield* firstRow(
              sql`INSERT INTO held_digests (day, claimed_at, lead_count) VALUES (${day}, ${now}, 0)
                  ON CONFLICT (day) DO NOTHING RETURNING day`,
            );
            if (!inserted) return null;
          }
          // Leads a stale claim of this day marked stay marked and are listed again with the new ones.
          yield* changes(
            sql`UPDATE leads SET held_digest_day = ${day} WHERE ${held} AND held_digest_day IS NULL`,
          );
          const count = yield* firstRow(
            sql`SELECT COUNT(*) AS n FROM leads WHERE ${held} AND held_digest_day = ${day}`,
          );
          const total = Number(count!.n);
          if (total === 0) {
            // Released in the meantime: leave nothing behind, as if nothing had been held.
            yield* changes(sql`DELETE FROM held_digests WHERE day = ${day} AND sent_at IS NULL`);
            return null;
          }
          yield* changes(
            sql`UPDATE held_digests SET claimed_at = ${now}, sent_at = NULL, lead_count = ${total} WHERE day = ${day}`,
          );
          const leads = yield* rows(
            sql`SELECT * FROM leads l WHERE ${held} AND held_digest_day = ${day}
                ORDER BY l.created_at DESC, l.${d.insertionOrder} DESC LIMIT ${limit}`,
          );
          return { day, leads: leads.map(read.toLead), total };
        })(),
      );
    },

    async finishHeldDigest({ day, sent, now }) {
      assertDigestDay(day);
      await d.transaction(
        (function* () {
          if (sent) {
            yield* changes(
              sql`UPDATE held_digests SET sent_at = ${now},
                  lead_count = (SELECT COUNT(*) FROM leads WHERE held_digest_day = ${day})
                WHERE day = ${day}`,
            );
            return;
          }
          // A digest already sent is never undone.
          const unclaimed = yield* changes(
            sql`DELETE FROM held_digests WHERE day = ${day} AND sent_at IS NULL`,
          );
          if (unclaimed > 0)
            yield* changes(sql`UPDATE leads SET held_digest_day = NULL WHERE held_digest_day = ${day}`);
        })(),
      );
    },
  };
}
