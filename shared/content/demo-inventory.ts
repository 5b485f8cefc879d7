import { demoPictureClaims } from "./demo-pictures.ts";
import { promiseClaims } from "./demo-promises.ts";
import { demoStoryClaims } from "./demo-stories.ts";
import { siteConfig } from "./site.ts";

/**
 * The inventory of the template's own claims: every statement about a business that the built-in
 * content makes and that is the demo's, not a client's (its name and contact details, promises and
 * policies, the About story, recent and gallery projects, prices nobody gave, the share picture).
 * Each is either read from the business's data (the business file, or WordPress) or shown only while
 * the site runs as the demo (`SiteConfig.claims.demo`). The launch check looks for these phrases in
 * the content a site serves, and a browser test walks a client's sitemap for them, so a demo claim
 * written into the copy must be listed here the day it is written (docs/decisions, "the demo's
 * claims").
 */

/** What kind of claim: the launch check and the docs group them by it. */
export type DemoClaimKind = "identity" | "promise" | "policy" | "story" | "project" | "price" | "picture";

export interface DemoClaim {
  /** Stable id, such as "promise.reply-time". */
  id: string;
  kind: DemoClaimKind;
  /** What the claim is, for the owner: "the demo's reply time (24 hours)". */
  label: string;
  /**
   * Where a client's own value comes from (a business-file field, a WordPress screen), or why the
   * claim is the demo's only ("demo only: an invented job").
   */
  source: string;
  /**
   * Phrases a page of a client's site never shows: each appears in the demo's pages and says the
   * demo's claim (specific enough that no sentence of the client's own can contain it by chance).
   */
  phrases: readonly string[];
}

/** The demo identity's name, contact details and street: a client's business file replaces each. */
const identityClaims: readonly DemoClaim[] = [
  {
    id: "identity.name",
    kind: "identity",
    label: `the demo's name (${siteConfig.name})`,
    source: 'business file "name"',
    phrases: [siteConfig.name],
  },
  {
    id: "identity.phone",
    kind: "identity",
    label: `the demo's phone (${siteConfig.phone})`,
    source: 'business file "phone"',
    phrases: [siteConfig.phone],
  },
  {
    id: "identity.email",
    kind: "identity",
    label: `the demo's e-mail (${siteConfig.email})`,
    source: 'business file "email"',
    phrases: [siteConfig.email],
  },
  {
    id: "identity.street",
    kind: "identity",
    label: `the demo's street (${siteConfig.address.street})`,
    source: 'business file "address"',
    phrases: [siteConfig.address.street],
  },
];

/** Every demo claim of the built-in content, each once (ids are unique; demo-inventory.test.ts holds it). */
export const demoInventory: readonly DemoClaim[] = [
  ...identityClaims,
  ...demoPictureClaims,
  ...demoStoryClaims,
  ...promiseClaims,
];

/** The inventory's claims whose phrases `text` contains (a page's text, a content record's JSON). */
export function demoClaimsIn(text: string): DemoClaim[] {
  return demoInventory.filter((claim) => claim.phrases.some((phrase) => saysPhrase(text, phrase)));
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Whether `text` holds `phrase` as words of its own: "Patio extension" is not in "Patio extensions". */
function saysPhrase(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    const joinsBefore = WORD_CHARACTER.test(phrase[0] ?? "") && WORD_CHARACTER.test(text[at - 1] ?? "");
    const end = at + phrase.length;
    const joinsAfter = WORD_CHARACTER.test(phrase.at(-1) ?? "") && WORD_CHARACTER.test(text[end] ?? "");
    if (!joinsBefore && !joinsAfter) return true;
  }
  return false;
}
