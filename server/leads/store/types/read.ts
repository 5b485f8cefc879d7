/**
 * The records every role reads: a lead, its deliveries and their attempts, as the store gives them
 * back (rules/read.ts turns rows into them), and what every role reads alike: one lead with its
 * deliveries (LeadReader) and the page a lead was sent from (pagePathOf).
 */

import type { FormType } from "@shared/forms/lead.ts";

import type { AttemptOutcome, DeliveryStatus, Destination } from "../../../core/deliveries.ts";
import type { DeliveryReceipt } from "./receipts.ts";

export {
  type AttemptOutcome,
  DELIVERY_STATUSES,
  DESTINATIONS,
  type DeliveryStatus,
  type Destination,
} from "../../../core/deliveries.ts";

export interface Lead {
  id: string;
  createdAt: Date;
  formType: FormType;
  formName: string;
  /** The canonical endpoint name the router gives (aliases of one endpoint share it). */
  endpoint: string;
  payload: Record<string, unknown>;
  /** Lower-cased, for finding and linking a visitor's submissions. */
  email: string | null;
  name: string | null;
  idempotencyKey: string | null;
  /** The answer the visitor was given, replayed for a repeat of the same key. */
  response: unknown;
  /** Held: stored, never delivered until released. */
  spam: boolean;
  /** Why it was held; kept after a release, as history. */
  spamReason: string | null;
  /** When the owner released it from the hold; null for a lead never held or still held. */
  releasedAt: Date | null;
  /**
   * When the owner marked it as spam (the e-mail's "This is spam" link): a record only, nothing is
   * deleted or stopped; a release removes it.
   */
  markedSpamAt: Date | null;
  linkedLeadId: string | null;
  ipHash: string | null;
  userAgent: string | null;
}

export interface Delivery {
  id: string;
  leadId: string;
  destination: Destination;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: Date;
  leaseOwner: string | null;
  leaseExpiresAt: Date | null;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: Date | null;
  /** When it went dead; null while it is not dead. */
  deadAt: Date | null;
  /** When the owner last sent it again after it went dead (retry); null if never. */
  retriedAt: Date | null;
  /**
   * The destination's last word after it took the delivery (Twilio's status callback for a text:
   * delivered to the phone, or not); null until it reports one, and for destinations that do not.
   */
  receipt: DeliveryReceipt | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface DeliveryAttempt {
  id: number;
  deliveryId: string;
  workerId: string;
  startedAt: Date;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  outcome: AttemptOutcome;
}

export interface LeadWithDeliveries {
  lead: Lead;
  deliveries: Delivery[];
}

export interface LeadDetail extends LeadWithDeliveries {
  /** Oldest first. */
  attempts: DeliveryAttempt[];
  /** Leads linked to this one (a quote page's follow-up, a two-step form's step 2), oldest first. */
  linked: Lead[];
}

export interface LeadReader {
  get(leadId: string): Promise<LeadDetail | null>;
}

/**
 * The path of the page a lead was sent from: `page_url`'s path when it is an http(s) address, "/"
 * for an address without one, else null. PostgreSQL computes the same in SQL
 * (postgres.ts), SQLite calls this; the contract suite holds them to one answer.
 */
export function pagePathOf(pageUrl: unknown): string | null {
  if (typeof pageUrl !== "string") return null;
  const match = /^https?:\/\/[^/?#]*(\/[^?#]*)?/i.exec(pageUrl);
  if (!match) return null;
  return match[1] || "/";
}
