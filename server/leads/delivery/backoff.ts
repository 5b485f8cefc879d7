/**
 * When a failed delivery is tried again. Equal jitter: half the exponential step is fixed and half
 * random, so workers that failed together spread out while the worst case stays predictable.
 */

/** The first retry comes 2.5–5 s after the first failure: well within 10 s. */
export const FIRST_RETRY_MS = 5_000;
/** No wait between attempts is longer than this. */
export const MAX_BACKOFF_MS = 60 * 60_000;
/** Past this age (from the delivery's creation) a failing delivery is dead: kept, but no longer tried. */
export const RETRY_BUDGET_MS = 26 * 60 * 60_000;

/** Ends the error recorded for the attempt after which the budget was spent (the row went dead). */
export const BUDGET_SPENT = " (retry budget spent)";

export interface BackoffPolicy {
  firstRetryMs: number;
  maxBackoffMs: number;
  retryBudgetMs: number;
}

export const defaultBackoff: BackoffPolicy = {
  firstRetryMs: FIRST_RETRY_MS,
  maxBackoffMs: MAX_BACKOFF_MS,
  retryBudgetMs: RETRY_BUDGET_MS,
};

/** The wait after the `failures`-th failure in a row (1 = the first). `random` is in [0, 1). */
export function retryDelayMs(
  failures: number,
  random: () => number = Math.random,
  policy: BackoffPolicy = defaultBackoff,
): number {
  const step = Math.min(policy.firstRetryMs * 2 ** Math.max(0, failures - 1), policy.maxBackoffMs);
  return Math.round(step / 2 + random() * (step / 2));
}

/** When to try again, or `null` when the next try would fall past the retry budget (the row is dead). */
export function nextAttemptAt(
  { createdAt, failures, now }: { createdAt: Date; failures: number; now: Date },
  random: () => number = Math.random,
  policy: BackoffPolicy = defaultBackoff,
): Date | null {
  const next = new Date(now.getTime() + retryDelayMs(failures, random, policy));
  return next.getTime() - createdAt.getTime() > policy.retryBudgetMs ? null : next;
}
