import type { Dialect } from "../dialect.ts";
import { changes, rows, sql } from "../sql.ts";
import { type DeliveryOutbox, PARKED_SEND_DAYS, type SettledDestination } from "../types/outbox.ts";
import { DESTINATIONS } from "../types/read.ts";

const DAY_MS = 24 * 60 * 60_000;

/**
 * Deliveries whose destination is not set are parked: 'skipped' with their parked_at, out of the
 * worker's line and of the pending counts (/readyz, the metrics, the backlog notice). A start with
 * the destination set puts the recent ones back in line; the older ones stay, kept and counted.
 */
export function destinationParking(d: Dialect): Pick<DeliveryOutbox, "settleDestinations"> {
  return {
    async settleDestinations({ deliverable, now = new Date(), sendSince, sendOnly = false }) {
      const since = sendSince ?? new Date(now.getTime() - PARKED_SEND_DAYS * DAY_MS);
      return d.transaction(
        (function* () {
          const settled: SettledDestination[] = [];
          for (const destination of DESTINATIONS) {
            let parked = 0;
            let sent = 0;
            if (deliverable.includes(destination)) {
              // Its clock starts now: the retry budget and the backlog's age count from when it can go.
              // A held lead's row goes back to held (its release sends it); a lead the owner marked
              // as spam stays parked.
              const wake = (held: boolean) =>
                changes(
                  sql`UPDATE lead_deliveries
                      SET status = ${held ? "skipped" : "pending"}, parked_at = NULL, created_at = ${now},
                        updated_at = ${now},
                        next_attempt_at = CASE WHEN next_attempt_at > ${now} THEN next_attempt_at ELSE ${now} END
                      WHERE parked_at IS NOT NULL AND destination = ${destination}
                        AND lead_id IN (SELECT l.id FROM leads l WHERE l.created_at >= ${since}
                          AND l.spam = ${held ? d.true : d.false} AND l.marked_spam_at IS NULL)`,
                );
              yield* wake(true);
              sent = yield* wake(false);
            } else if (!sendOnly) {
              // A row another process holds right now is its to finish.
              parked = yield* changes(
                sql`UPDATE lead_deliveries
                    SET status = 'skipped', parked_at = ${now}, lease_owner = NULL, lease_expires_at = NULL,
                      updated_at = ${now}
                    WHERE status = 'pending' AND destination = ${destination}
                      AND (lease_expires_at IS NULL OR lease_expires_at <= ${now})`,
              );
            }
            const [left] = yield* rows(
              sql`SELECT COUNT(*) AS n FROM lead_deliveries
                  WHERE parked_at IS NOT NULL AND destination = ${destination}`,
            );
            settled.push({ destination, parked, sent, stillParked: Number(left?.n ?? 0) });
          }
          return settled;
        })(),
      );
    },
  };
}
