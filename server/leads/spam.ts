/**
 * The spam guard: a honeypot field people never see, and a minimum time between the form
 * being rendered and submitted. A flagged submission is still stored (a false positive can be
 * released by the operator) and answered like any other, so a bot learns nothing.
 */

/** A person cannot read and fill a form faster than this; the issue allows at most 3 s. */
export const MIN_FILL_MS = 3_000;
export const HONEYPOT_FIELD = "_hp";
export const STARTED_FIELD = "_started";

export type SpamReason = "honeypot" | "too fast";

export function spamReason(honeypot: unknown, started: unknown, now: number): SpamReason | null {
  if (isFilled(honeypot)) return "honeypot";
  const startedAt = toTimestamp(started);
  // A start time in the future comes from a visitor's device clock running ahead, not from a
  // bot racing the form: it is not judged, rather than turning a customer away.
  if (startedAt !== null && startedAt <= now && now - startedAt < MIN_FILL_MS) return "too fast";
  return null;
}

function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === "string") return value.trim() !== "";
  return true;
}

/** Milliseconds since 1970 as a number or digits; anything else is treated as absent. */
function toTimestamp(value: unknown): number | null {
  const number = typeof value === "string" && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number > 0 ? number : null;
}
