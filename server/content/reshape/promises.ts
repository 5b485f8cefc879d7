import { type BusinessPromises, PROMISE_LIMITS, type PromiseOverrides } from "@shared/content/promises.ts";
import { isRecord } from "./fields.ts";

/** A promise of WordPress's the site does not use, and why (for the log). */
export interface IgnoredPromise {
  promise: keyof BusinessPromises;
  reason: string;
}

/** WordPress's names (fields.json's `as`, in the group `promises`) → the site's. */
const NUMBERS = { reply_hours: "replyHours", visit_hours: "visitHours" } as const;
const RANGES = { project_days: "projectDays", deposit_percent: "depositPercent" } as const;
const FLAGS = {
  satisfaction_guarantee: "satisfactionGuarantee",
  emergency_repairs: "emergencyRepairs",
} as const;

/** "none" (the plugin's answer for "no such promise"); null and an absent key are "not set". */
const NONE = "none";

function wholeProblem(value: unknown, limits: { min: number; max: number }): string | null {
  if (typeof value !== "number" || !Number.isInteger(value)) return "not a whole number";
  if (value < limits.min || value > limits.max) return `not within ${limits.min}-${limits.max}`;
  return null;
}

/**
 * The promises and policies of WordPress's contact information (`acf.promises`: fields.json, group
 * `promises`), treated as hostile: a number must be a whole number within PROMISE_LIMITS, a range
 * { low, high } within them with low ≤ high, a flag true or false; "none" says the business makes no
 * such promise (null here, or false). A value missing or null is the business file's; any other is
 * left out (the business file's again) and named in `ignored`, for the log.
 */
export function reshapePromises(acf: Record<string, unknown>): {
  promises: PromiseOverrides;
  ignored: IgnoredPromise[];
} {
  const promises: PromiseOverrides = {};
  const ignored: IgnoredPromise[] = [];
  const given = acf.promises;
  if (!isRecord(given)) return { promises, ignored };
  const set = (key: string) => Object.hasOwn(given, key) && given[key] !== null && given[key] !== "";

  for (const [key, promise] of Object.entries(NUMBERS)) {
    if (!set(key)) continue;
    const value = given[key];
    if (value === NONE) {
      promises[promise] = null;
      continue;
    }
    const problem = wholeProblem(value, PROMISE_LIMITS[promise]);
    if (problem) ignored.push({ promise, reason: problem });
    else promises[promise] = value as number;
  }
  for (const [key, promise] of Object.entries(RANGES)) {
    if (!set(key)) continue;
    const value = given[key];
    if (value === NONE) {
      promises[promise] = null;
      continue;
    }
    const limits = PROMISE_LIMITS[promise];
    const problem = !isRecord(value)
      ? "not a low and a high"
      : (wholeProblem(value.low, limits) ??
        wholeProblem(value.high, limits) ??
        ((value.low as number) > (value.high as number) ? "low more than high" : null));
    if (problem || !isRecord(value)) ignored.push({ promise, reason: problem ?? "not a low and a high" });
    else promises[promise] = { low: value.low as number, high: value.high as number };
  }
  for (const [key, promise] of Object.entries(FLAGS)) {
    if (!set(key)) continue;
    const value = given[key];
    if (typeof value === "boolean") promises[promise] = value;
    else ignored.push({ promise, reason: "not true or false" });
  }
  return { promises, ignored };
}
