import type { AttemptOutcome } from "../store/index.ts";

/** What one attempt at one destination came to, before backoff turns 'retry' into a time. */
export interface AttemptResult {
  outcome: AttemptOutcome;
  statusCode: number | null;
  error: string | null;
  /**
   * With 'retry': not a failure but a wait (the owner's quiet hours): the row is due again at this
   * time, not after its backoff, and no attempt is counted or recorded.
   */
  waitUntil?: Date;
}
