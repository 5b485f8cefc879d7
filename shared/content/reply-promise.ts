import type { SiteConfig } from "./site.ts";

/**
 * The reply-time promise as the forms word it ("We'll contact you within 24 hours"), apart from the
 * rest of promises.ts so the forms' scripts carry only these few lines: it imports types alone.
 */

/** The part of the identity promises are read from. */
export type PromisesSite = { claims: Pick<SiteConfig["claims"], "promises" | "demo"> };

const promisesOf = (site: PromisesSite) => site.claims.promises;

/** "24 hours"; "1 hour". */
export function hours(count: number): string {
  return `${count} ${count === 1 ? "hour" : "hours"}`;
}

/** "24 hours", the reply time; null: the business promises none. */
export function replyTime(site: PromisesSite): string | null {
  const n = promisesOf(site).replyHours;
  return n === null ? null : hours(n);
}

/** "within 24 hours", or null. */
export function replyWithin(site: PromisesSite): string | null {
  const time = replyTime(site);
  return time ? `within ${time}` : null;
}

/**
 * `text` with `{value}` replaced by `value`, or `without` when the business makes no such promise
 * (`value` null): the sentence is then written without the claim, or left out (`without` null).
 */
export function withPromise<W extends string | null>(
  value: string | null,
  text: string,
  without: W,
): string | W {
  return value === null ? without : text.replaceAll("{value}", value);
}

/** "We'll contact you within 24 hours." / "We'll contact you soon." */
export function weWillContact(site: PromisesSite): string {
  return withPromise(replyWithin(site), "We'll contact you {value}.", "We'll contact you soon.");
}

/** "We'll get back to you within 24 hours." / "We'll get back to you soon." */
export function weWillGetBack(site: PromisesSite): string {
  return withPromise(replyWithin(site), "We'll get back to you {value}.", "We'll get back to you soon.");
}
