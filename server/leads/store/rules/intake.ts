import { randomUUID } from "node:crypto";
import type { Dialect } from "../dialect.ts";
import { changes, firstRow, type Row, type Sql, sql, text, type Work } from "../sql.ts";
import { deliveryPlan, type LeadIntake, type NewLead, type RepeatedBody } from "../types/intake.ts";
import type { Delivery, DeliveryStatus } from "../types/read.ts";
import type { RowReader } from "./read.ts";

export function normalizeEmail(email: string | null | undefined): string | null {
  const trimmed = storableText(email)?.trim().toLowerCase();
  return trimmed ? trimmed : null;
}

/**
 * Text a visitor or another server wrote, as a column keeps it: without U+0000, which a name or a
 * lead service's error once carried into a failed insert (503, or an attempt never recorded).
 */
export function storableText(value: string): string;
export function storableText(value: string | null | undefined): string | null;
export function storableText(value: string | null | undefined): string | null {
  // PostgreSQL's text cannot hold it, and both engines keep the same text.
  return value == null ? null : value.replaceAll("\u0000", "");
}

/**
 * A new lead's statements, written once for every rule that stores a lead: intake's submit and a
 * visit's booking, reschedule and cancellation (rules/visits.ts). `insertLead` is the lead's INSERT
 * (… ON CONFLICT DO NOTHING RETURNING *: nothing when its key was taken), `insertDeliveries(lead)`
 * its delivery rows' INSERT reading the lead's id from `lead`, a one-row table; `deliveries(leadId)`
 * the rows it wrote, as the store reads them.
 */
export function newLeadRows(d: Dialect, input: NewLead) {
  const now = input.receivedAt ?? new Date();
  const spam = Boolean(input.spamReason);
  // A held lead's deliveries wait, skipped, until the owner releases it; a parked one is
  // skipped with its parked_at until its destination is set (rules/parking.ts).
  const plans = input.destinations.map((item) => {
    const plan = deliveryPlan(item, now);
    const status: DeliveryStatus = plan.parked ? "parked" : spam ? "skipped" : "pending";
    return { id: randomUUID(), ...plan, status };
  });
  const idempotencyKey = storableText(input.idempotencyKey);
  const bodyHash = input.bodyHash ?? null;
  // The UNIQUE (endpoint, idempotency_key) constraint decides between concurrent repeats: the
  // losers insert nothing and read the winner's row.
  const insertLead = sql`INSERT INTO leads (id, created_at, form_type, form_name, endpoint, payload, email,
      name, idempotency_key, body_hash, response, spam, spam_reason, linked_lead_id, ip_hash, user_agent)
    VALUES (${input.id ?? randomUUID()}, ${now}, ${input.formType}, ${storableText(input.formName)},
      ${input.endpoint}, ${JSON.stringify(input.payload)}, ${normalizeEmail(input.email)},
      ${storableText(input.name)?.trim() || null}, ${idempotencyKey}, ${bodyHash},
      ${input.response === undefined ? null : JSON.stringify(input.response)}, ${spam},
      ${storableText(input.spamReason)}, ${input.linkedLeadId ?? null}, ${input.ipHash ?? null},
      ${storableText(input.userAgent)})
    ON CONFLICT (endpoint, idempotency_key) DO NOTHING
    RETURNING *`;
  const insertDeliveries = (lead: Sql) =>
    sql`INSERT INTO lead_deliveries (id, lead_id, destination, status, attempts, next_attempt_at,
        created_at, updated_at, parked_at)
      SELECT plan.id, lead.id, plan.destination, plan.status, 0, plan.due, ${now}, ${now}, plan.parked
      FROM ${lead}, ${d.valuesTable(
        "plan",
        { id: "text", destination: "text", status: "text", due: "time", parked: "time" },
        plans.map((plan) => ({
          id: plan.id,
          destination: plan.destination,
          status: plan.parked ? "skipped" : plan.status,
          due: plan.dueAt,
          parked: plan.parked ? now : null,
        })),
      )}`;
  const deliveries = (leadId: string): Delivery[] =>
    plans.map((plan) => ({
      id: plan.id,
      leadId,
      destination: plan.destination,
      status: plan.status,
      attempts: 0,
      nextAttemptAt: plan.dueAt,
      leaseOwner: null,
      leaseExpiresAt: null,
      lastStatus: null,
      lastError: null,
      deliveredAt: null,
      deadAt: null,
      retriedAt: null,
      receipt: null,
      createdAt: now,
      updatedAt: now,
    }));
  /** The lead that took this key first (a repeat's answer). */
  const firstWithKey = sql`SELECT * FROM leads WHERE endpoint = ${input.endpoint} AND idempotency_key = ${idempotencyKey}`;
  return { now, bodyHash, insertLead, insertDeliveries, deliveries, firstWithKey };
}

export type NewLeadRows = ReturnType<typeof newLeadRows>;

/**
 * Writes a new lead and its delivery rows inside a rule's transaction (d.insertLead commits on its
 * own, so a rule that stores a lead with other rows runs this instead): the lead's row, or
 * undefined when its key was taken and nothing was written.
 */
export function* insertLeadRows(lead: NewLeadRows): Work<Row | undefined> {
  const row = yield* firstRow(lead.insertLead);
  if (row) yield* changes(lead.insertDeliveries(sql`(SELECT ${text(String(row.id))} AS id) AS lead`));
  return row;
}

/** Submissions: a lead and its delivery rows stored together, a repeated key answered from the first. */
export function leadIntake(d: Dialect, read: RowReader): Omit<LeadIntake, "get"> {
  return {
    async submit(input: NewLead) {
      const rows = newLeadRows(d, input);
      const inserted = await d.insertLead(rows.insertLead, rows.insertDeliveries);
      if (!inserted) {
        const first = await d.run(firstRow(rows.firstWithKey));
        const lead = read.toLead(first!);
        return {
          duplicate: true as const,
          lead,
          response: lead.response,
          body: repeatedBody(first!.body_hash, rows.bodyHash),
        };
      }
      const lead = read.toLead(inserted);
      return {
        duplicate: false as const,
        lead,
        deliveries: rows.deliveries(lead.id),
        response: lead.response,
      };
    },
  };
}

export function repeatedBody(first: unknown, repeat: string | null): RepeatedBody {
  if (typeof first !== "string" || repeat === null) return "unknown";
  return first === repeat ? "same" : "other";
}
