/** The delivery worker's side (rules/outbox.ts): leases on due rows, one recorded attempt at a time. */

import type { AttemptOutcome, Delivery, Destination, Lead } from "./read.ts";

/** How long a claimed delivery belongs to its worker; past it, another worker may take it over. */
export const LEASE_MS = 60_000;
/** Deliveries one worker claims at a time. */
export const CLAIM_BATCH = 10;

/** Error texts from a lead service or SMTP server are cut to this length before they are stored. */
export const ERROR_TEXT_MAX = 2_000;

export interface ClaimRequest {
  now?: Date;
  limit?: number;
  leaseMs?: number;
  workerId: string;
  /** Only rows for these destinations (a worker without SMTP leaves e-mail rows waiting); all when unset. */
  destinations?: readonly Destination[];
}

export interface ClaimedDelivery {
  delivery: Delivery;
  lead: Lead;
  /** Leads linked to `lead` (the quote page's follow-up), newest first; usually none. */
  linked: Lead[];
}

export interface AttemptReport {
  deliveryId: string;
  workerId: string;
  startedAt: Date;
  durationMs: number;
  statusCode?: number | null;
  error?: string | null;
  outcome: AttemptOutcome;
  /** Required for 'retry': when the row is due again. */
  nextAttemptAt?: Date;
  now?: Date;
}

/** The delivery worker's queue of delivery rows. */
export interface DeliveryOutbox {
  /** Leases due pending deliveries to one worker; no two workers get the same row while a lease lives. */
  claimDue(request: ClaimRequest): Promise<ClaimedDelivery[]>;
  /** Records one attempt; `null` when the worker no longer holds the lease (nothing is written). */
  recordAttempt(report: AttemptReport): Promise<Delivery | null>;
  /** Gives back a worker's leases on rows it has not attempted (graceful shutdown). */
  releaseLeases(workerId: string): Promise<number>;
}
