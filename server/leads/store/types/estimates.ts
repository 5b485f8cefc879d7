/** The instant estimates shown, counted by day and service (rules/estimates.ts). */

import type { EstimateService } from "@shared/estimate/model.ts";

/** Estimates shown on one UTC day (YYYY-MM-DD) for one service, added to what the store has. */
export interface EstimatesShown {
  day: string;
  service: EstimateService;
  shown: number;
}

/** The instant estimates shown, counted by day and service (the sent ones are leads). */
export interface EstimateCounts {
  /** Adds each row's count to its day and service, in one transaction. */
  addEstimatesShown(counts: readonly EstimatesShown[]): Promise<void>;
}
