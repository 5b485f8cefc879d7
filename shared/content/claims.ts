import type { BusinessClaims, SiteConfig } from "./site.ts";

/**
 * The business's claims as the copy words them: every page, meta description, FAQ and built-in
 * record that says how long the business has worked, what its warranty is or what it is licensed,
 * bonded and insured for builds the words here from the one identity (`SiteConfig.claims`), so a
 * business file changes all of them at once and the demo reads exactly as the spec writes it.
 */

/**
 * The part of the identity copy reads its claims from, and its prices (shared/content/prices.ts):
 * every copy function of the site takes this, so both reach every page the same way.
 */
export type ClaimsSite = Pick<SiteConfig, "claims" | "prices">;

/** "5-year", as in "a 5-year warranty". */
export function warrantyTerm(site: ClaimsSite): string {
  return `${site.claims.warrantyYears}-year`;
}

/** "5-Year", as in the badge "5-Year Warranty". */
export function warrantyTermTitle(site: ClaimsSite): string {
  return `${site.claims.warrantyYears}-Year`;
}

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];

/** "five years" (a number a sentence spells out; digits past twenty). */
export function warrantyYearsInWords(site: ClaimsSite): string {
  const years = site.claims.warrantyYears;
  return `${NUMBER_WORDS[years] ?? String(years)} ${years === 1 ? "year" : "years"}`;
}

/** "15", as in "15+ years" and "over 15 years". */
export function experienceYears(site: ClaimsSite): number {
  return site.claims.experienceYears;
}

type Credential = keyof BusinessClaims["credentials"];
const CREDENTIALS: readonly Credential[] = ["licensed", "bonded", "insured"];

function listOf(words: readonly string[], and: string): string {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} ${and} ${words.at(-1)}`;
}

/**
 * "licensed, bonded and insured": those of the three the business is, among `only` (a text that
 * claims fewer, such as "Licensed and insured"); null when it is none of them.
 */
export function credentialsPhrase(
  site: ClaimsSite,
  only: readonly Credential[] = CREDENTIALS,
): string | null {
  const held = CREDENTIALS.filter((c) => only.includes(c) && site.claims.credentials[c]);
  return held.length > 0 ? listOf(held, "and") : null;
}

/** "Licensed, bonded and insured" at the start of a sentence or a list item. */
export function credentialsSentenceStart(
  site: ClaimsSite,
  only: readonly Credential[] = CREDENTIALS,
): string | null {
  const phrase = credentialsPhrase(site, only);
  return phrase ? capitalize(phrase) : null;
}

/** "Licensed, Bonded & Insured", as badges and card titles word it. */
export function credentialsTitle(site: ClaimsSite, only: readonly Credential[] = CREDENTIALS): string | null {
  const held = CREDENTIALS.filter((c) => only.includes(c) && site.claims.credentials[c]).map(capitalize);
  return held.length > 0 ? listOf(held, "&") : null;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "cash, credit card and check", from the payment methods the business takes; null: it names none. */
export function paymentMethodsPhrase(site: Pick<SiteConfig, "paymentAccepted">): string | null {
  if (site.paymentAccepted.length === 0) return null;
  return listOf(
    site.paymentAccepted.map((method) => method.toLowerCase()),
    "and",
  );
}

/** The items of a list that are present: a claim the business does not make leaves its item out. */
export function presentItems<T>(items: readonly (T | null | undefined | false | "")[]): T[] {
  return items.filter(
    (item): item is T => item !== null && item !== undefined && item !== false && item !== "",
  );
}

/**
 * `text` with the credentials put in ("{credentials}": "licensed, bonded and insured";
 * "{Credentials}": "Licensed, bonded and insured"), or `without` when the business claims none of
 * `only`: a sentence that leans on them is then written without them.
 */
export function withCredentials(
  site: ClaimsSite,
  text: string,
  without: string,
  only: readonly Credential[] = CREDENTIALS,
): string {
  const phrase = credentialsPhrase(site, only);
  if (!phrase) return without;
  return text.replace("{credentials}", phrase).replace("{Credentials}", capitalize(phrase));
}
