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
  /**
   * This claim took the row over from a worker whose lease ran out with no attempt recorded: that
   * worker died mid-attempt, and may have sent it (a text already on the owner's phone).
   */
  interrupted: boolean;
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
  /**
   * A 'retry' that is a wait, not a failure (a text's quiet hours): the row is due at nextAttemptAt,
   * and no attempt is written or counted; its last status and error stay as they were. Its clock
   * (created_at: the backlog's age, the retry budget) starts then, as a parked row's does when sent.
   */
  wait?: boolean;
  now?: Date;
}

/**
 * When a destination is set at a start, the deliveries parked for it while it was not are sent for
 * the leads of this many days; older ones stay parked, kept and counted (decision
 * 046-lead-destinations): a site that sets up e-mail after a year of leads mails a fortnight's, not
 * the year's at once.
 */
export const PARKED_SEND_DAYS = 14;

export interface SettleRequest {
  /** What this process can deliver to: the other destinations' pending rows are parked. */
  deliverable: readonly Destination[];
  now?: Date;
  /** The parked rows of leads received since then are sent (PARKED_SEND_DAYS before `now` by default). */
  sendSince?: Date;
  /** Only put parked rows back in line; park nothing (the command line, whose settings may not be the site's). */
  sendOnly?: boolean;
}

/** What a settle did, for one destination. */
export interface SettledDestination {
  destination: Destination;
  /** Pending rows parked now, as the destination is not set. */
  parked: number;
  /** Parked rows put back in line now, as the destination is set. */
  sent: number;
  /** Rows still parked afterwards (older than `sendSince`, or a lead marked as spam, or not set). */
  stillParked: number;
}

/** The delivery worker's queue of delivery rows. */
export interface DeliveryOutbox {
  /** Leases due pending deliveries to one worker; no two workers get the same row while a lease lives. */
  claimDue(request: ClaimRequest): Promise<ClaimedDelivery[]>;
  /** Records one attempt; `null` when the worker no longer holds the lease (nothing is written). */
  recordAttempt(report: AttemptReport): Promise<Delivery | null>;
  /** Gives back a worker's leases on rows it has not attempted (graceful shutdown). */
  releaseLeases(workerId: string): Promise<number>;
  /**
   * Parks the pending rows of the destinations not deliverable (none waits in line for a setting
   * that is not made) and puts back in line the parked rows of those deliverable, of the leads
   * received since `sendSince` (a held lead's back to held). One row per destination.
   */
  settleDestinations(request: SettleRequest): Promise<SettledDestination[]>;
}
