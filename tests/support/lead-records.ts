import type { Delivery, Lead } from "../../server/leads/store/index.ts";

/**
 * A lead as the store reads it back, for the tests that build one by hand: what a test does not
 * give is empty (not spam, not released or marked, no key, no link to another lead, no address).
 */
export function leadRecord(fields: Partial<Lead> = {}): Lead {
  return {
    id: "lead-1",
    createdAt: new Date("2026-11-23T15:00:00.000Z"),
    formType: "contact",
    formName: "Website Contact Form",
    endpoint: "contact",
    payload: {},
    email: null,
    name: null,
    idempotencyKey: null,
    response: null,
    spam: false,
    spamReason: null,
    releasedAt: null,
    markedSpamAt: null,
    linkedLeadId: null,
    ipHash: null,
    userAgent: null,
    ...fields,
  };
}

/** A delivery as the store reads it back: pending and never tried unless the test says otherwise. */
export function deliveryRecord(fields: Partial<Delivery> = {}): Delivery {
  return {
    id: "d-1",
    leadId: "lead-1",
    destination: "webhook",
    status: "pending",
    attempts: 0,
    nextAttemptAt: new Date(0),
    leaseOwner: null,
    leaseExpiresAt: null,
    lastStatus: null,
    lastError: null,
    deliveredAt: null,
    deadAt: null,
    retriedAt: null,
    receipt: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...fields,
  };
}
