import type { AttemptOutcome } from "../store/index.ts";

/** What one attempt at one destination came to, before backoff turns 'retry' into a time. */
export interface AttemptResult {
  outcome: AttemptOutcome;
  statusCode: number | null;
  error: string | null;
}
