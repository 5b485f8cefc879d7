import { randomUUID } from "node:crypto";
import type { Dialect } from "../dialect.ts";
import { changes, EMPTY, firstRow, type Row, rows, sql, type Work } from "../sql.ts";
import type { NewLead } from "../types/intake.ts";
import {
  type EstimateVisits,
  phoneKeyOf,
  type RescheduleVisitResult,
  VISITS_BEFORE_FLAG,
  type Visit,
  type VisitCanceller,
} from "../types/visits.ts";
import { insertLeadRows, newLeadRows, normalizeEmail, repeatedBody, storableText } from "./intake.ts";
import type { RowReader } from "./read.ts";

/** Thrown inside a transaction to roll it back when the window is full: nothing of it is kept. */
class WindowFull extends Error {}

/**
 * Takes a place in the window starting at `windowStart`, when fewer than `capacity` are taken. The
 * window's row is made once (ON CONFLICT DO NOTHING), then its count goes up only under the capacity:
 * on PostgreSQL the UPDATE's row lock makes concurrent bookings of one window, on every instance,
 * take turns, each reading the count the one before left; on SQLite BEGIN IMMEDIATE does.
 */
function* takePlace(windowStart: Date, capacity: number): Work<boolean> {
  yield* changes(
    sql`INSERT INTO visit_windows (window_start, taken) VALUES (${windowStart}, 0)
        ON CONFLICT (window_start) DO NOTHING`,
  );
  const taken = yield* firstRow(
    sql`UPDATE visit_windows SET taken = taken + 1
        WHERE window_start = ${windowStart} AND taken < ${capacity} RETURNING taken`,
  );
  return taken !== undefined;
}

function* freePlace(windowStart: Date): Work<void> {
  yield* changes(
    sql`UPDATE visit_windows SET taken = taken - 1 WHERE window_start = ${windowStart} AND taken > 0`,
  );
}

/** Stores a reschedule's or a cancellation's lead, linked to the booking's, with its deliveries. */
function* insertUpdateLead(d: Dialect, update: NewLead, visit: Visit): Work<Date> {
  const lead = newLeadRows(d, { ...update, linkedLeadId: visit.leadId });
  if (!(yield* insertLeadRows(lead))) {
    throw new Error(
      `The update of visit ${visit.id} came with an Idempotency-Key another lead of "${update.endpoint}" has`,
    );
  }
  return lead.now;
}

/** The estimate's visits over one engine: places counted per window, each booking a lead. */
export function estimateVisits(d: Dialect, read: RowReader): EstimateVisits {
  const { date, dateOrNull } = read;
  const text = (value: unknown) => (value == null ? null : String(value));

  function toVisit(row: Row): Visit {
    return {
      id: String(row.id),
      leadId: String(row.lead_id),
      windowStart: date(row.window_start),
      windowEnd: date(row.window_end),
      timeZone: String(row.time_zone),
      status: row.status as Visit["status"],
      name: String(row.name),
      phone: text(row.phone),
      phoneKey: text(row.phone_key),
      email: text(row.email),
      address: String(row.address),
      city: String(row.city),
      zip: String(row.zip),
      createdAt: date(row.created_at),
      updatedAt: date(row.updated_at),
      cancelledAt: dateOrNull(row.cancelled_at),
      cancelledBy: text(row.cancelled_by) as VisitCanceller | null,
      reminderSentAt: dateOrNull(row.reminder_sent_at),
      flagged: d.read.flag(row.flagged),
    };
  }

  const visitWhere = async (where: ReturnType<typeof sql>) => {
    const row = await d.run(firstRow(sql`SELECT * FROM visits WHERE ${where}`));
    return row ? toVisit(row) : undefined;
  };

  /** The visit, locked until the transaction ends (PostgreSQL; SQLite holds the whole database). */
  const lockedVisit = (visitId: string) =>
    firstRow(sql`SELECT * FROM visits WHERE id = ${visitId} ${d.forUpdate}`);

  return {
    async bookVisit({ lead: input, visit }) {
      const lead = newLeadRows(d, input);
      const now = lead.now;
      const phoneKey = phoneKeyOf(visit.phone);
      const email = normalizeEmail(visit.email);
      let booked: { leadRow: Row; visitRow: Row } | undefined;
      try {
        booked = await d.transaction(
          (function* () {
            // The lead first: a repeated key stores nothing and takes no place.
            const leadRow = yield* insertLeadRows(lead);
            if (!leadRow) return undefined;
            if (!(yield* takePlace(visit.windowStart, visit.capacity))) throw new WindowFull();
            const held = yield* firstRow(
              sql`SELECT count(*) AS n FROM visits
                  WHERE status = 'booked' AND window_start > ${now}
                    AND (phone_key = ${phoneKey} OR email = ${email})`,
            );
            const flagged = Number(held?.n ?? 0) >= VISITS_BEFORE_FLAG;
            const visitRow = yield* firstRow(
              sql`INSERT INTO visits (id, lead_id, window_start, window_end, time_zone, status, name, phone,
                  phone_key, email, address, city, zip, created_at, updated_at, flagged)
                VALUES (${visit.id ?? randomUUID()}, ${String(leadRow.id)}, ${visit.windowStart},
                  ${visit.windowEnd}, ${visit.timeZone}, 'booked', ${storableText(visit.name).trim()},
                  ${storableText(visit.phone)?.trim() || null}, ${phoneKey}, ${email},
                  ${storableText(visit.address).trim()}, ${storableText(visit.city).trim()},
                  ${storableText(visit.zip).trim()}, ${now}, ${now}, ${flagged})
                RETURNING *`,
            );
            return { leadRow, visitRow: visitRow! };
          })(),
        );
      } catch (error) {
        if (error instanceof WindowFull) return { ok: false, reason: "full" };
        throw error;
      }
      if (booked) {
        const stored = read.toLead(booked.leadRow);
        return {
          ok: true,
          duplicate: false,
          visit: toVisit(booked.visitRow),
          lead: stored,
          deliveries: lead.deliveries(stored.id),
        };
      }
      // A repeat of the key: the first booking's answer.
      const first = await d.run(firstRow(lead.firstWithKey));
      const firstVisit = first ? await visitWhere(sql`lead_id = ${String(first.id)}`) : undefined;
      const detail = firstVisit ? await d.run(read.getLead(firstVisit.leadId)) : null;
      if (!firstVisit || !detail) {
        throw new Error(
          `The booking's Idempotency-Key is another lead's of "${input.endpoint}", not a booking's`,
        );
      }
      return {
        ok: true,
        duplicate: true,
        visit: firstVisit,
        lead: detail.lead,
        deliveries: detail.deliveries,
        body: repeatedBody(first?.body_hash, lead.bodyHash),
      };
    },

    async rescheduleVisit({ visitId, to, update }) {
      try {
        return await d.transaction(
          (function* (): Work<RescheduleVisitResult> {
            const row = yield* lockedVisit(visitId);
            if (!row) return { ok: false, reason: "not-found" };
            const visit = toVisit(row);
            if (visit.status === "cancelled") return { ok: false, reason: "cancelled" };
            if (visit.windowStart.getTime() === to.windowStart.getTime())
              return { ok: true, visit, moved: false };
            // The two windows' rows are locked in the order they start, as every move locks them: two
            // moves between the same windows, opposite ways, never wait on each other in a circle.
            if (to.windowStart < visit.windowStart) {
              if (!(yield* takePlace(to.windowStart, to.capacity))) throw new WindowFull();
              yield* freePlace(visit.windowStart);
            } else {
              yield* freePlace(visit.windowStart);
              if (!(yield* takePlace(to.windowStart, to.capacity))) throw new WindowFull();
            }
            const now = yield* insertUpdateLead(d, update, visit);
            // A moved visit is reminded of its new window.
            const moved = yield* firstRow(
              sql`UPDATE visits SET window_start = ${to.windowStart}, window_end = ${to.windowEnd},
                  reminder_sent_at = NULL, updated_at = ${now}
                WHERE id = ${visitId} RETURNING *`,
            );
            return { ok: true, visit: toVisit(moved!), moved: true };
          })(),
        );
      } catch (error) {
        if (error instanceof WindowFull) return { ok: false, reason: "full" };
        throw error;
      }
    },

    cancelVisit({ visitId, by, update }) {
      return d.transaction(
        (function* () {
          const row = yield* lockedVisit(visitId);
          if (!row) return { ok: false as const, reason: "not-found" as const };
          const visit = toVisit(row);
          if (visit.status === "cancelled") return { ok: true as const, visit, alreadyCancelled: true };
          yield* freePlace(visit.windowStart);
          const now = yield* insertUpdateLead(d, update, visit);
          const cancelled = yield* firstRow(
            sql`UPDATE visits SET status = 'cancelled', cancelled_at = ${now}, cancelled_by = ${by},
                updated_at = ${now}
              WHERE id = ${visitId} RETURNING *`,
          );
          return { ok: true as const, visit: toVisit(cancelled!), alreadyCancelled: false };
        })(),
      );
    },

    getVisit: (id) => visitWhere(sql`id = ${id}`),
    visitOfLead: (leadId) => visitWhere(sql`lead_id = ${leadId}`),

    async visitsBetween(from, to, { includeCancelled = false } = {}) {
      const found = await d.run(
        rows(
          sql`SELECT * FROM visits WHERE window_start >= ${from} AND window_start < ${to}
              ${includeCancelled ? EMPTY : sql`AND status = 'booked'`}
              ORDER BY window_start, created_at, id`,
        ),
      );
      return found.map(toVisit);
    },

    async placesTaken(from, to) {
      const found = await d.run(
        rows(
          sql`SELECT window_start, taken FROM visit_windows
              WHERE window_start >= ${from} AND window_start < ${to} ORDER BY window_start`,
        ),
      );
      return new Map(found.map((row) => [String(date(row.window_start).getTime()), Number(row.taken)]));
    },

    async dueReminders(now, windowStartBefore, limit) {
      const found = await d.run(
        rows(
          sql`SELECT * FROM visits
              WHERE status = 'booked' AND reminder_sent_at IS NULL
                AND window_start > ${now} AND window_start < ${windowStartBefore}
              ORDER BY window_start, id LIMIT ${limit}`,
        ),
      );
      return found.map(toVisit);
    },

    async markReminderSent(visitId, at) {
      const marked = await d.run(
        changes(
          sql`UPDATE visits SET reminder_sent_at = ${at}
              WHERE id = ${visitId} AND status = 'booked' AND reminder_sent_at IS NULL`,
        ),
      );
      return marked === 1;
    },
  };
}
