import { isDeepStrictEqual } from "node:util";
import { type DemoClaim, demoClaimsIn } from "@shared/content/demo-inventory.ts";
import { formatAddress, type SiteConfig, siteConfig } from "@shared/content/site.ts";
import type { Env } from "./core/env.ts";
import { deliveryPlan } from "./leads/index.ts";

/**
 * The launch check: what a site can run with but its owner must not launch with. One list, said in
 * three places (server/launch-check-run.ts runs it): one `launch.warning` line each in the start log,
 * the `warnings` of `/readyz` (loopback or signed), and `npm run doctor` (`sudo bin/gdm-leads
 * doctor` on a server). The site still answers: each is a setting or a text to fix, not a fault.
 * One of them stops a production start (`startRefusal`): a business file still holding the example
 * file's placeholders, which would put a fictional phone and licence on every page.
 *
 * Outside production only the lead destinations are checked: development and tests run on the demo,
 * on localhost, on purpose.
 */
export interface LaunchFinding {
  /** Stable, for a monitor to match on. */
  code: LaunchFindingCode;
  /** What is wrong and what to set, in the owner's words. */
  message: string;
}

export type LaunchFindingCode =
  | "demo-identity"
  | "demo-claims"
  | "example-placeholders"
  | "example-values"
  | "prices-not-given"
  | "site-url"
  | "leads-have-no-destination"
  | "owner-has-no-email";

export type LaunchEnv = Pick<
  Env,
  "NODE_ENV" | "SITE_URL" | "LEAD_WEBHOOK_URL" | "SMTP_URL" | "NOTIFY_EMAIL"
> &
  Partial<Pick<Env, "BUSINESS_FILE">>;

/** What the check reads: the settings, the identity and content as served, the example file. */
export interface LaunchInput {
  env: LaunchEnv;
  /** The identity as resolved (business file, SITE_*, WordPress's contact details). */
  site: Pick<SiteConfig, "phone" | "email" | "address">;
  /** Every text the site serves: its content records (built-in or WordPress's) and its identity. */
  served: string;
  /** deploy/business.example.json as read, or null when it could not be. */
  example: unknown;
  /** The prices the pages state that the business did not give, each named. */
  pricesNotGiven: readonly string[];
}

export function launchCheck(input: LaunchInput): LaunchFinding[] {
  const { env } = input;
  const findings: LaunchFinding[] = [];
  if (env.NODE_ENV === "production") {
    findings.push(...identityFindings(input), ...exampleFindings(env, input.example));
    if (env.BUSINESS_FILE) {
      findings.push(...claimFindings(demoClaimsIn(input.served)));
      findings.push(...priceFindings(input.pricesNotGiven));
    }
    findings.push(...siteUrlFindings(env.SITE_URL));
  }
  findings.push(...destinationFindings(env));
  return findings;
}

/**
 * "demo-identity": the site runs as the demo (no business file), said once for every claim of
 * the template it then shows; or its resolved identity still has a fictional phone, an e-mail at a
 * domain reserved for examples, or the demo's street (from SITE_PHONE, SITE_EMAIL or WordPress).
 */
function identityFindings({ env, site }: LaunchInput): LaunchFinding[] {
  const parts = demoIdentityParts(site);
  if (!env.BUSINESS_FILE) {
    return [
      {
        code: "demo-identity",
        message: `The site runs as the demo: every claim, promise, price, story, project and picture the template holds is shown as this business's, with ${parts.length > 0 ? parts.join("; ") : "WordPress's contact details"}, as no BUSINESS_FILE is set. ${FILL_IN}`,
      },
    ];
  }
  if (parts.length === 0) return [];
  return [
    {
      code: "demo-identity",
      message: `The site still shows the demo business: ${parts.join("; ")}. ${FILL_IN}`,
    },
  ];
}

const FILL_IN =
  'Fill in the business file (copy deploy/business.example.json; docs/configuration.md), set BUSINESS_FILE to its path and restart (README, "Make it the client\'s site").';

/** What of the identity is still the demo's or fictional; empty when none is. */
export function demoIdentityParts(site: Pick<SiteConfig, "phone" | "email" | "address">): string[] {
  const parts: string[] = [];
  if (isFictionalPhone(site.phone)) parts.push(`the phone ${site.phone} (a fictional 555-01xx number)`);
  if (isExampleEmail(site.email)) parts.push(`the e-mail ${site.email} (a domain reserved for examples)`);
  if (site.address.street === siteConfig.address.street) parts.push(`the address ${formatAddress(site)}`);
  return parts;
}

function isFictionalPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return /^\d{3}55501\d{2}$/.test(national);
}

/** example.com/.net/.org and the reserved top-level names (RFC 2606): nobody's real address. */
function isExampleHost(host: string): boolean {
  return /(^|\.)example\.(com|net|org)$/.test(host) || /\.(example|test|invalid|localhost)$/.test(host);
}

function isExampleEmail(email: string): boolean {
  return isExampleHost(email.split("@").at(-1)?.toLowerCase() ?? "");
}

/** The business file's fields still holding deploy/business.example.json's values. */
export interface ExampleValues {
  /** Values no client has: a fictional phone, an example e-mail, "#C000000", "your-page". */
  placeholders: string[];
  /** Values a client could share by chance (a founding year, a warranty, a price): to check. */
  same: string[];
}

/** Fields whose example value is a placeholder whatever it reads. */
const PLACEHOLDER_FIELDS = ["phone", "email", "licence", "social"];
/** Fields most clients share with the example by nature: never named (every Iowa firm is "IA"). */
const SHARED_BY_NATURE = ["address.region", "credentials"];

const under = (field: string, parents: readonly string[]) =>
  parents.some((parent) => field === parent || field.startsWith(`${parent}.`));

function isPlaceholderValue(value: unknown): boolean {
  if (typeof value !== "string") return false;
  return (
    isFictionalPhone(value) ||
    isExampleEmail(value) ||
    /\byour[-_]/i.test(value) ||
    /0{5,}/.test(value) ||
    /https?:\/\/([^/]*\.)?example\.(com|net|org)\b/i.test(value)
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Every field of `business` still equal to `example`'s, by its path ("social.facebook"): a list or
 * an object wholly the example's is named once ("hours", "warranty", "prices.driveway").
 */
export function exampleValuesIn(business: unknown, example: unknown): ExampleValues {
  const found: ExampleValues = { placeholders: [], same: [] };
  walk([], example, business, found);
  return found;
}

function walk(path: string[], example: unknown, business: unknown, found: ExampleValues): void {
  const field = path.join(".");
  if (field && under(field, SHARED_BY_NATURE)) return;
  if (isRecord(example) && isRecord(business)) {
    const inner: ExampleValues = { placeholders: [], same: [] };
    for (const key of Object.keys(example)) {
      if (Object.hasOwn(business, key)) walk([...path, key], example[key], business[key], inner);
    }
    if (field && inner.placeholders.length === 0 && isDeepStrictEqual(example, business)) {
      found.same.push(field);
      return;
    }
    found.placeholders.push(...inner.placeholders);
    found.same.push(...inner.same);
    return;
  }
  if (!isDeepStrictEqual(example, business)) return;
  if (under(field, PLACEHOLDER_FIELDS) || isPlaceholderValue(example)) found.placeholders.push(field);
  else found.same.push(field);
}

function exampleFindings(env: LaunchEnv, example: unknown): LaunchFinding[] {
  if (!env.BUSINESS_FILE || example === null) return [];
  const { placeholders, same } = exampleValuesIn(env.BUSINESS_FILE.business, example);
  const findings: LaunchFinding[] = [];
  if (placeholders.length > 0) {
    findings.push({
      code: "example-placeholders",
      message: `${refusalLine(env.BUSINESS_FILE.path, placeholders)} In production the site does not start with them.`,
    });
  }
  if (same.length > 0) {
    findings.push({
      code: "example-values",
      message: `The business file (${env.BUSINESS_FILE.path}) still has deploy/business.example.json's values for ${same.join(", ")}: the pages state each as this business's. Check each is the client's, and change or leave out (docs/configuration.md) those that are not.`,
    });
  }
  return findings;
}

function refusalLine(path: string, placeholders: readonly string[]): string {
  return `The business file (${path}) still holds deploy/business.example.json's placeholders: ${placeholders.join(", ")}. Write the client's own, or leave out the optional ones (docs/configuration.md).`;
}

/**
 * Why a production start is refused, in one line naming the fields, or null: a business file still
 * holding the example's placeholders (a fictional phone, an example e-mail, "#C000000", "your-page").
 * The demo (no business file) still starts, and says so (`demo-identity`).
 */
export function startRefusal(
  env: Pick<LaunchEnv, "NODE_ENV" | "BUSINESS_FILE">,
  example: unknown,
): string | null {
  if (env.NODE_ENV !== "production" || !env.BUSINESS_FILE || example === null) return null;
  const { placeholders, same } = exampleValuesIn(env.BUSINESS_FILE.business, example);
  if (placeholders.length === 0) return null;
  const check = same.length > 0 ? ` Check these too, still the example's: ${same.join(", ")}.` : "";
  return `${refusalLine(env.BUSINESS_FILE.path, placeholders)}${check}`;
}

/** "demo-claims": the inventory's claims found in what a client's site serves. */
function claimFindings(claims: readonly DemoClaim[]): LaunchFinding[] {
  if (claims.length === 0) return [];
  const list = claims.map((claim) => `${claim.label} [${claim.source}]`).join("; ");
  return [
    {
      code: "demo-claims",
      message: `The site still shows the demo's ${claims.length === 1 ? "claim" : `${claims.length} claims`}: ${list}. Each is the template's, not this business's: give the client's own where it says, or take it out (in WordPress, if the demo's content was imported there).`,
    },
  ];
}

/** "prices-not-given": prices the pages state that the business never gave. */
function priceFindings(prices: readonly string[]): LaunchFinding[] {
  if (prices.length === 0) return [];
  return [
    {
      code: "prices-not-given",
      message: `The business did not give these prices, which the pages state: ${prices.join(", ")}. Give each in the business file's "prices" or WordPress's price list (docs/configuration.md).`,
    },
  ];
}

/** "site-url": a production SITE_URL that is not the site's public https address. */
export function siteUrlProblem(siteUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return `is ${siteUrl}, not an address`;
  }
  const host = url.hostname.toLowerCase();
  if (host === "localhost" || /^127\./.test(host) || host === "[::1]" || host === "0.0.0.0") {
    return siteUrl === "http://localhost:3000"
      ? "is not set (its default is http://localhost:3000, this machine)"
      : `is ${siteUrl}, this machine's address`;
  }
  if (isExampleHost(host)) return `is ${siteUrl}, a domain reserved for examples`;
  if (url.protocol !== "https:") return `is ${siteUrl}, plain http`;
  return null;
}

function siteUrlFindings(siteUrl: string): LaunchFinding[] {
  const problem = siteUrlProblem(siteUrl);
  if (!problem) return [];
  return [
    {
      code: "site-url",
      message: `SITE_URL ${problem}: every canonical link, the sitemap, the share tags and the structured data name it. Set it to the site's public https address, such as https://www.yourbusiness.com (docs/configuration.md).`,
    },
  ];
}

/** Where leads go, read as the delivery worker reads it (server/leads/delivery/plan.ts). */
function destinationFindings(env: LaunchEnv): LaunchFinding[] {
  const findings: LaunchFinding[] = [];
  if (deliveryPlan(env).deliverable.length === 0) {
    findings.push({
      code: "leads-have-no-destination",
      message:
        "Leads are stored but sent nowhere: neither LEAD_WEBHOOK_URL (the lead service) nor SMTP_URL with NOTIFY_EMAIL (the business's e-mail) is set. They are kept; set one and restart, and those of the last 14 days go out.",
    });
  }
  if (env.NODE_ENV === "production" && !(env.SMTP_URL && env.NOTIFY_EMAIL)) {
    const missing = [env.SMTP_URL ? null : "SMTP_URL", env.NOTIFY_EMAIL ? null : "NOTIFY_EMAIL"].filter(
      Boolean,
    );
    findings.push({
      code: "owner-has-no-email",
      message: `The owner is e-mailed nothing: ${missing.join(" and ")} ${missing.length === 1 ? "is" : "are"} not set, so no lead e-mail, no daily summary of held submissions and no alert when leads stop. Set SMTP_URL and NOTIFY_EMAIL (docs/configuration.md).`,
    });
  }
  return findings;
}
