/** Where a submission arrives (rules/intake.ts): a lead and its delivery rows, stored together. */

import type { FormType } from "@shared/forms/lead.ts";
import { DESTINATIONS, type Delivery, type Destination, type Lead, type LeadReader } from "./read.ts";

/** The quote page's second submission is linked to a first one at most this old. */
export const LINK_WINDOW_MS = 30 * 60_000;

export interface NewLead {
  /** Lets the endpoint put the id in the answer it stores; a random UUID otherwise. */
  id?: string;
  receivedAt?: Date;
  formType: FormType;
  formName: string;
  endpoint: string;
  payload: Record<string, unknown>;
  email?: string | null;
  name?: string | null;
  idempotencyKey?: string | null;
  /**
   * What identifies the body the key came with (server/leads/submission-hash.ts): a repeat of the
   * key is compared with it, never with the body itself.
   */
  bodyHash?: string | null;
  response: unknown;
  /** Set when the spam guard flagged it: the lead is kept, its deliveries are 'skipped'. */
  spamReason?: string | null;
  linkedLeadId?: string | null;
  ipHash?: string | null;
  userAgent?: string | null;
  /** One delivery row per destination; a linked lead may have none. */
  destinations: readonly NewDelivery[];
}

/**
 * A destination, or one held back until `notBefore` (the quote page's primary waits so the
 * follow-up linked to it can arrive first and be what the lead service receives), or `parked`: its
 * setting is not made, so the row is kept out of line (not pending, not counted) until a start with
 * the setting wakes it (settleDestinations).
 */
export type NewDelivery = Destination | { destination: Destination; notBefore?: Date; parked?: boolean };

/**
 * The destination of a delivery row, checked in code: the store keeps no list of destinations in
 * its schema (migration 10 dropped the CHECK), so one the registry does not know is refused here,
 * before anything is written.
 */
export function knownDestination(destination: unknown): Destination {
  if (typeof destination === "string" && (DESTINATIONS as readonly string[]).includes(destination))
    return destination as Destination;
  throw new Error(
    `Unknown delivery destination ${JSON.stringify(destination)}: the store takes only ${DESTINATIONS.join(", ")} (server/leads/delivery/destinations/)`,
  );
}

export function deliveryPlan(
  item: NewDelivery,
  receivedAt: Date,
): { destination: Destination; dueAt: Date; parked: boolean } {
  return typeof item === "string"
    ? { destination: knownDestination(item), dueAt: receivedAt, parked: false }
    : {
        destination: knownDestination(item.destination),
        dueAt: item.notBefore ?? receivedAt,
        parked: item.parked === true,
      };
}

export type SubmitResult =
  | { duplicate: false; lead: Lead; deliveries: Delivery[]; response: unknown }
  | { duplicate: true; lead: Lead; response: unknown; body: RepeatedBody };

/**
 * How a repeated key's body compares with the first one's, by their hashes: the same, another one,
 * or unknown (the first was stored without a hash, before schema version 7 or by an instance of
 * the version before, or the repeat brings none). What to answer is the caller's decision.
 */
export type RepeatedBody = "same" | "other" | "unknown";

/** Where a submission arrives: the submission endpoints and the spool drainer. */
export interface LeadIntake extends LeadReader {
  /**
   * Stores the lead and its delivery rows in one durable transaction; for a repeated key, stores
   * nothing and answers the first lead, and whether the repeat's body is the first one's.
   */
  submit(input: NewLead): Promise<SubmitResult>;
}
