import type { Dialect } from "../dialect.ts";
import { firstRow, type Row, raw, rows, sql, type Work } from "../sql.ts";
import type { Delivery, DeliveryAttempt, Lead, LeadDetail, LeadWithDeliveries } from "../types/read.ts";
import type { DeliveryReceipt } from "../types/receipts.ts";

/** Rows as the store's types, and the reads every role shares. */

const textOrNull = (value: unknown) => (value == null ? null : String(value));
const numberOrNull = (value: unknown) => (value == null ? null : Number(value));

export function rowReader(d: Dialect) {
  const date = d.read.date;
  const dateOrNull = (value: unknown) => (value == null ? null : date(value));

  function toLead(row: Row): Lead {
    return {
      id: String(row.id),
      createdAt: date(row.created_at),
      formType: row.form_type as Lead["formType"],
      formName: String(row.form_name),
      endpoint: String(row.endpoint),
      payload: d.read.json(row.payload) as Record<string, unknown>,
      email: textOrNull(row.email),
      name: textOrNull(row.name),
      idempotencyKey: textOrNull(row.idempotency_key),
      response: row.response == null ? null : d.read.json(row.response),
      spam: d.read.flag(row.spam),
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
      // A parked row is 'skipped' in the table (an older version leaves it alone), parked here.
      status: row.parked_at != null ? "parked" : (row.status as Delivery["status"]),
      attempts: Number(row.attempts),
      nextAttemptAt: date(row.next_attempt_at),
      leaseOwner: textOrNull(row.lease_owner),
      leaseExpiresAt: dateOrNull(row.lease_expires_at),
      lastStatus: numberOrNull(row.last_status),
      lastError: textOrNull(row.last_error),
      deliveredAt: dateOrNull(row.delivered_at),
      deadAt: dateOrNull(row.dead_at),
      retriedAt: dateOrNull(row.retried_at),
      receipt:
        row.receipt_status == null
          ? null
          : {
              status: row.receipt_status as DeliveryReceipt["status"],
              errorCode: textOrNull(row.receipt_error_code),
              at: date(row.receipt_at),
              emailedAt: dateOrNull(row.receipt_emailed_at),
            },
      createdAt: date(row.created_at),
      updatedAt: date(row.updated_at),
    };
  }

  function toAttempt(row: Row): DeliveryAttempt {
    return {
      id: Number(row.id),
      deliveryId: String(row.delivery_id),
      workerId: String(row.worker_id),
      startedAt: date(row.started_at),
      durationMs: Number(row.duration_ms),
      statusCode: numberOrNull(row.status_code),
      error: textOrNull(row.error),
      outcome: row.outcome as DeliveryAttempt["outcome"],
    };
  }

  /** Leads with their deliveries (by destination), read in one statement. */
  function* withDeliveries(leadRows: Row[]): Work<LeadWithDeliveries[]> {
    if (leadRows.length === 0) return [];
    const ids = leadRows.map((row) => String(row.id));
    const byLead = new Map<string, Delivery[]>(ids.map((id) => [id, []]));
    const deliveries = yield* rows(
      sql`SELECT * FROM lead_deliveries WHERE ${d.anyOf(raw("lead_id"), ids)} ORDER BY destination`,
    );
    for (const row of deliveries) byLead.get(String(row.lead_id))?.push(toDelivery(row));
    return leadRows.map((row) => ({ lead: toLead(row), deliveries: byLead.get(String(row.id)) ?? [] }));
  }

  function* getLead(leadId: string): Work<LeadDetail | null> {
    const row = yield* firstRow(sql`SELECT * FROM leads WHERE id = ${leadId}`);
    if (!row) return null;
    const [lead] = yield* withDeliveries([row]);
    const attempts = yield* rows(
      sql`SELECT a.* FROM delivery_attempts a JOIN lead_deliveries d ON d.id = a.delivery_id
          WHERE d.lead_id = ${leadId} ORDER BY a.id`,
    );
    const linked = yield* rows(
      sql`SELECT * FROM leads l WHERE l.linked_lead_id = ${leadId}
          ORDER BY l.created_at, l.${d.insertionOrder}`,
    );
    return { ...lead, attempts: attempts.map(toAttempt), linked: linked.map(toLead) };
  }

  return { date, dateOrNull, toLead, toDelivery, withDeliveries, getLead };
}

export type RowReader = ReturnType<typeof rowReader>;
