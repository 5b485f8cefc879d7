import type { Dialect } from "../dialect.ts";
import { changes, EMPTY, firstRow, raw, rows, sql } from "../sql.ts";
import {
  type AttemptReport,
  CLAIM_BATCH,
  type ClaimRequest,
  type DeliveryOutbox,
  ERROR_TEXT_MAX,
  LEASE_MS,
} from "../types/outbox.ts";
import { storableText } from "./intake.ts";
import type { RowReader } from "./read.ts";

export function clipErrorText(error: string | null | undefined): string | null {
  const text = storableText(error);
  if (text == null) return null;
  return text.length > ERROR_TEXT_MAX ? `${text.slice(0, ERROR_TEXT_MAX - 1)}…` : text;
}

export function assertValidAttempt(report: AttemptReport): void {
  if (report.outcome === "retry" && !(report.nextAttemptAt instanceof Date)) {
    throw new TypeError("recordAttempt: a 'retry' outcome needs nextAttemptAt");
  }
}

/** The worker's side: leases on due rows, one recorded attempt at a time, leases given back. */
export function deliveryOutbox(d: Dialect, read: RowReader): Omit<DeliveryOutbox, "settleDestinations"> {
  return {
    async claimDue({
      now = new Date(),
      limit = CLAIM_BATCH,
      leaseMs = LEASE_MS,
      workerId,
      destinations,
    }: ClaimRequest) {
      // One statement: SQLite holds the write lock while it runs; PostgreSQL passes over a row
      // another worker is claiming right now (SKIP LOCKED), whose new lease then fails the
      // re-checked WHERE, so no row is handed out twice.
      const claimed = (
        await d.run(
          rows(
            sql`WITH due AS (
                SELECT id FROM lead_deliveries
                WHERE status = 'pending' AND next_attempt_at <= ${now}
                  AND (lease_expires_at IS NULL OR lease_expires_at <= ${now})
                  ${destinations ? sql`AND ${d.anyOf(raw("destination"), destinations)}` : EMPTY}
                ORDER BY next_attempt_at, created_at, id
                LIMIT ${limit}
                ${d.forUpdateSkipLocked})
              UPDATE lead_deliveries AS d
              SET lease_owner = ${workerId}, lease_expires_at = ${new Date(now.getTime() + leaseMs)},
                updated_at = ${now},
                lease_taken_over = CASE WHEN d.lease_owner IS NULL THEN 0 ELSE 1 END
              FROM due WHERE d.id = due.id
              RETURNING ${d.returningAll("d")}`,
          ),
        )
      ).map((row) => ({ delivery: read.toDelivery(row), interrupted: Number(row.lease_taken_over) === 1 }));
      if (claimed.length === 0) return [];
      claimed.sort((a, b) => a.delivery.nextAttemptAt.getTime() - b.delivery.nextAttemptAt.getTime());
      const leadIds = claimed.map(({ delivery }) => delivery.leadId);
      const [leads, linked] = await d.run(
        (function* () {
          const leads = yield* rows(sql`SELECT * FROM leads WHERE ${d.anyOf(raw("id"), leadIds)}`);
          const linked = yield* rows(
            sql`SELECT * FROM leads l WHERE ${d.anyOf(raw("l.linked_lead_id"), leadIds)}
                ORDER BY l.created_at DESC, l.${d.insertionOrder} DESC`,
          );
          return [leads.map(read.toLead), linked.map(read.toLead)];
        })(),
      );
      return claimed.map(({ delivery, interrupted }) => ({
        delivery,
        interrupted,
        lead: leads.find((lead) => lead.id === delivery.leadId)!,
        linked: linked.filter((lead) => lead.linkedLeadId === delivery.leadId),
      }));
    },

    async recordAttempt(report) {
      assertValidAttempt(report);
      const now = report.now ?? new Date();
      return d.transaction(
        (function* () {
          const held = yield* firstRow(
            sql`SELECT * FROM lead_deliveries
                WHERE id = ${report.deliveryId} AND lease_owner = ${report.workerId} AND status = 'pending'
                ${d.forUpdate}`,
          );
          if (!held) return null;
          // Its clock starts when it can go, as a parked row's does: the night is no backlog.
          if (report.wait && report.outcome === "retry") {
            const waited = yield* firstRow(
              sql`UPDATE lead_deliveries SET next_attempt_at = ${report.nextAttemptAt!},
                  created_at = ${report.nextAttemptAt!}, lease_owner = NULL,
                  lease_expires_at = NULL, updated_at = ${now}
                WHERE id = ${report.deliveryId}
                RETURNING *`,
            );
            return read.toDelivery(waited!);
          }
          const error = clipErrorText(report.error);
          yield* changes(
            sql`INSERT INTO delivery_attempts (delivery_id, worker_id, started_at, duration_ms, status_code,
                error, outcome)
              VALUES (${report.deliveryId}, ${report.workerId}, ${report.startedAt}, ${Math.round(report.durationMs)},
                ${report.statusCode ?? null}, ${error}, ${report.outcome})`,
          );
          const retry = report.outcome === "retry";
          const updated = yield* firstRow(
            sql`UPDATE lead_deliveries SET status = ${retry ? "pending" : report.outcome}, attempts = attempts + 1,
                next_attempt_at = ${retry ? report.nextAttemptAt! : read.date(held.next_attempt_at)},
                lease_owner = NULL, lease_expires_at = NULL, last_status = ${report.statusCode ?? null},
                last_error = ${error}, delivered_at = ${report.outcome === "delivered" ? now : null},
                dead_at = ${report.outcome === "dead" ? now : null}, updated_at = ${now}
              WHERE id = ${report.deliveryId}
              RETURNING *`,
          );
          return read.toDelivery(updated!);
        })(),
      );
    },

    async releaseLeases(workerId) {
      return d.run(
        changes(
          sql`UPDATE lead_deliveries SET lease_owner = NULL, lease_expires_at = NULL, updated_at = ${new Date()}
              WHERE lease_owner = ${workerId} AND status = 'pending'`,
        ),
      );
    },
  };
}
