/** The daily e-mail of held leads (rules/held-digest.ts), claimed by one process before it is sent. */

import type { Lead } from "./read.ts";

/** Held leads one digest e-mail lists; the rest are counted and left to `list --status spam`. */
export const HELD_DIGEST_LIMIT = 100;
/**
 * A digest claimed this long ago and not finished belongs to a process that died while sending
 * it; another process may take it over. Far longer than one SMTP send (SMTP_TIMEOUT_MS × 3).
 */
export const HELD_DIGEST_STALE_MS = 10 * 60_000;

export interface HeldDigestClaim {
  /** The business's local date, YYYY-MM-DD. */
  day: string;
  now: Date;
  /** At most this many leads are returned (newest first); `total` counts them all. */
  limit?: number;
  /** A claim older than this, never finished, may be taken over. */
  staleMs?: number;
}

export interface HeldDigest {
  day: string;
  /** Newest first, at most the claim's limit. */
  leads: Lead[];
  /** Every held lead this digest covers. */
  total: number;
}

export interface HeldDigestFinish {
  day: string;
  /** false: the e-mail did not go out; the claim is undone so the next check tries again. */
  sent: boolean;
  now: Date;
}

/** The daily e-mail of held leads, sent once a day by one of the processes. */
export interface HeldDigests {
  /**
   * Claims the day's digest of held leads not yet listed in one, or null: when it was sent,
   * another process claimed it less than `staleMs` ago, or nothing is held (then nothing is written).
   */
  claimHeldDigest(claim: HeldDigestClaim): Promise<HeldDigest | null>;
  /** Marks a claimed digest sent, or undoes the claim (its leads wait for the next one). */
  finishHeldDigest(finish: HeldDigestFinish): Promise<void>;
}
