import { hours, type PromisesSite } from "./reply-promise.ts";
import type { BusinessPromises, WholeRange } from "./site.ts";

export type { PromisesSite } from "./reply-promise.ts";
export { hours, replyTime, replyWithin, weWillContact, weWillGetBack, withPromise } from "./reply-promise.ts";
export type { BusinessPromises, WholeRange };

/**
 * The business's promises and policies as the copy words them: how soon it replies and visits, how
 * long a project takes, the deposit, a satisfaction guarantee and round-the-clock emergency repairs.
 * Each is the business's own (a business file's `promises`; docs/configuration.md) or is not said:
 * a promise left out removes the sentence, or words it without the claim ("We'll get back to you
 * soon."), never with the demo's number. The demo keeps the spec's readings (`siteConfig`), so
 * every page words a promise through the functions here, the same way everywhere.
 */

const promisesOf = (site: PromisesSite) => site.claims.promises;

function days(range: WholeRange, between: string): string {
  if (range.low === range.high) return `${range.low} ${range.low === 1 ? "day" : "days"}`;
  return `${range.low}${between}${range.high} days`;
}

/** "within 24 business hours" (`unit` "business hours"), or null. */
export function replyHoursWithin(site: PromisesSite, unit: "business hours"): string | null {
  const n = promisesOf(site).replyHours;
  return n === null ? null : `within ${n} ${n === 1 ? "business hour" : unit}`;
}

/** "48 hours", the estimate visit; null: none promised. */
export function visitTime(site: PromisesSite): string | null {
  const n = promisesOf(site).visitHours;
  return n === null ? null : hours(n);
}

/** "within 48 hours", or null. */
export function visitWithin(site: PromisesSite): string | null {
  const time = visitTime(site);
  return time ? `within ${time}` : null;
}

/** "3 to 5 days", how long most projects take; null: none promised. */
export function projectDaysTo(site: PromisesSite): string | null {
  const range = promisesOf(site).projectDays;
  return range ? days(range, " to ") : null;
}

/** "3-5 days", as summaries and facts word it; null: none promised. */
export function projectDaysDash(site: PromisesSite): string | null {
  const range = promisesOf(site).projectDays;
  return range ? days(range, "-") : null;
}

/** "25-33%", the deposit; null: none stated. */
export function depositRange(site: PromisesSite): string | null {
  const range = promisesOf(site).depositPercent;
  if (!range) return null;
  return range.low === range.high ? `${range.low}%` : `${range.low}-${range.high}%`;
}

export function hasSatisfactionGuarantee(site: PromisesSite): boolean {
  return promisesOf(site).satisfactionGuarantee;
}

export function hasEmergencyRepairs(site: PromisesSite): boolean {
  return promisesOf(site).emergencyRepairs;
}

/**
 * How long a sidewalk job takes ("1 to 3 days", "1-3 days"): the demo's alone. A business file
 * gives one project length (`projectDays`), and a sidewalk's shorter one is not assumed from it.
 */
export function sidewalkDays(site: PromisesSite, between: " to " | "-"): string | null {
  return site.claims.demo ? `1${between}3 days` : null;
}

/** "a, b, and c" ("a and b"; "a"): a sentence's list of the promises made. */
export function sentenceList(items: readonly string[]): string {
  if (items.length < 3) return items.join(" and ");
  return `${items.slice(0, -1).join(", ")}, and ${items.at(-1)}`;
}

/** A list's item that is a promise: none when the business makes none (spread into the list). */
export function presentPromise(item: string | null): string[] {
  return item === null ? [] : [item];
}

/**
 * The bounds of each promise, the same in the business file (server/core/business.ts), on WordPress's
 * settings page (fields.json's `min` and `max`, kept equal by server/content/fields-contract.test.ts)
 * and where the site reads WordPress's answer (server/content/reshape/promises.ts).
 */
export const PROMISE_LIMITS = {
  replyHours: { min: 1, max: 336 },
  visitHours: { min: 1, max: 336 },
  projectDays: { min: 1, max: 90 },
  depositPercent: { min: 0, max: 100 },
} as const;

export type { PromiseOverrides } from "./site.ts";

/** A business that states no promise: a business file without `promises`. */
export const NO_PROMISES: BusinessPromises = {
  replyHours: null,
  visitHours: null,
  projectDays: null,
  depositPercent: null,
  satisfactionGuarantee: false,
  emergencyRepairs: false,
};
