/** Counts for the owner's dashboard, the health check and the CLI (rules/stats.ts). */

import type { EstimateService } from "@shared/estimate/model.ts";
import type { DeliveryStatus, Destination } from "./read.ts";

/** Rows of each breakdown (by page, by campaign) a summary answers. */
export const SUMMARY_TOP = 10;

/**
 * Leads received since a time, for the owner's dashboard. A visitor's one action counts once: a
 * lead linked to another (the quote page's follow-up, a two-step form's step 2) is not counted.
 */
export interface LeadSummary {
  total: number;
  /** Of them, held as spam now. */
  held: number;
  /** Of them, with a dead delivery. */
  failed: number;
  /** Neither held nor marked as spam, by the path of the page they were sent from; most first. */
  byPage: { page: string | null; count: number }[];
  /** Neither held nor marked as spam, by utm_source and utm_campaign; most first. */
  byCampaign: { source: string | null; campaign: string | null; count: number }[];
  /**
   * The instant estimate, one row per service in the estimate's order (SERVICE_IDS), zeros included:
   * estimates shown since the UTC day `since` falls on (counted by day), and estimate leads sent since
   * `since`, neither held nor marked as spam.
   */
  estimates: EstimateCount[];
}

export interface EstimateCount {
  service: EstimateService;
  shown: number;
  sent: number;
}

export interface StoreStats {
  leads: number;
  spamLeads: number;
  deliveries: Record<DeliveryStatus, number>;
  byDestination: Record<Destination, Record<DeliveryStatus, number>>;
  /** When the oldest pending delivery was created. */
  oldestPendingAt: Date | null;
  /** Age of the oldest delivery still pending (its lead waits that long); 0 when nothing is pending. */
  oldestPendingAgeMs: number;
}

/** Counts for the owner's dashboard, the health check and the CLI. */
export interface LeadStats {
  /** Counts of the leads received since `since` (SUMMARY_TOP rows per breakdown). */
  summary(since: Date): Promise<LeadSummary>;
  stats(now?: Date): Promise<StoreStats>;
}
