/**
 * The lead store: every submission and every delivery of it, by role (LeadIntake, DeliveryOutbox,
 * DeliveryReceipts,
 * OwnerDesk, LeadStats, EstimateCounts, HeldDigests, OwnerAlerts, VisitorEmailCaps, EstimateVisits,
 * StoreKeys), which
 * the submission endpoints, the delivery worker and the operator CLI take as they need. Each role's
 * types are in types/, beside its rules in rules/ (written once over a dialect: sqlite.ts,
 * postgres.ts); both engines pass the same contract suite (tests/store/contract.ts, by role).
 */

import type { EstimateCounts } from "./types/estimates.ts";
import type { HeldDigests } from "./types/held-digest.ts";
import type { LeadIntake } from "./types/intake.ts";
import type { StoreKeys } from "./types/keys.ts";
import type { DeliveryOutbox } from "./types/outbox.ts";
import type { OwnerAlerts } from "./types/owner-alerts.ts";
import type { OwnerDesk } from "./types/owner-desk.ts";
import type { DeliveryReceipts } from "./types/receipts.ts";
import type { LeadStats } from "./types/stats.ts";
import type { VisitorEmailCaps } from "./types/visitor-emails.ts";
import type { EstimateVisits } from "./types/visits.ts";

export * from "./types/estimates.ts";
export * from "./types/held-digest.ts";
export * from "./types/intake.ts";
export * from "./types/keys.ts";
export * from "./types/outbox.ts";
export * from "./types/owner-alerts.ts";
export * from "./types/owner-desk.ts";
export * from "./types/read.ts";
export * from "./types/receipts.ts";
export * from "./types/stats.ts";
export * from "./types/visitor-emails.ts";
export * from "./types/visits.ts";

/** The connection itself. */
export interface StoreConnection {
  readonly dialect: "sqlite" | "postgres";
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The whole store: every role and the connection. Each caller takes the roles it uses (one role's
 * interface, or an intersection of a few); both engines give all of them over one set of rules.
 */
export type LeadStore = LeadIntake &
  DeliveryOutbox &
  DeliveryReceipts &
  OwnerDesk &
  LeadStats &
  EstimateCounts &
  HeldDigests &
  OwnerAlerts &
  VisitorEmailCaps &
  EstimateVisits &
  StoreKeys &
  StoreConnection;
