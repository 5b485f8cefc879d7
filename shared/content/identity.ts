import { hoursFromLines } from "./hours.ts";
import { type PriceOverrides, withPrices } from "./prices.ts";
import { formatAddress, type SiteConfig } from "./site.ts";
import type { ContactInfo, SocialProfiles } from "./types.ts";

/**
 * The business identity every page, the footer, the structured data and the
 * e-mails read: the site config (already carrying the environment's
 * overrides), overridden by the CMS's contact details. One resolution, so no
 * two places can show a different phone or address.
 *
 * Only non-empty CMS values win: an editor who clears a field gets the
 * configured value back, never a blank on the page. So with the CMS's price
 * list: an item left empty, or not a valid price, is the configured one.
 */
export function resolveIdentity(
  base: SiteConfig,
  contactInfo: ContactInfo | null,
  prices: PriceOverrides | null = null,
): SiteConfig {
  // The CMS's price list, item by item over the configured one (the business file's, else §9's); an
  // item that is not a valid price keeps the configured one (server/content/wordpress.ts logs it).
  const priced = prices ? { ...base, prices: withPrices(base.prices, prices) } : base;
  return contactInfo ? withContactInfo(priced, contactInfo) : priced;
}

function withContactInfo(base: SiteConfig, contactInfo: ContactInfo): SiteConfig {
  const hours = nonBlankLines(contactInfo.hours);
  const social = presentProfiles(contactInfo.socialMedia);
  return {
    ...base,
    phone: nonBlank(contactInfo.phone) ?? base.phone,
    email: nonBlank(contactInfo.email) ?? base.email,
    address: resolveAddress(base, contactInfo.address),
    // Hours written in WordPress are the business's hours everywhere: the contact page's lines as
    // written, one short line in the top bar, footer and phone lines, and the structured data's
    // (docs/decisions/007).
    hours: resolveHours(base, hours),
    social: Object.keys(social).length > 0 ? social : base.social,
    // WordPress's promises, each one set over the business file's (null or false: no such promise);
    // every page words them from here (shared/content/promises.ts).
    claims: contactInfo.promises
      ? { ...base.claims, promises: { ...base.claims.promises, ...contactInfo.promises } }
      : base.claims,
    // WordPress's booking settings, each one set over the business file's (Settings → Concrete site).
    ...(contactInfo.booking ? { booking: { ...base.booking, ...contactInfo.booking } } : {}),
  };
}

/**
 * "1450 SW Vintage Pkwy, Ankeny, IA 50023" → its parts. The street may hold
 * commas of its own ("…, Suite 200"); city, state and ZIP are the last parts.
 */
export function parseAddress(text: string): Omit<SiteConfig["address"], "country"> | null {
  const match = /^(.+?),\s*([^,]+?),\s*([A-Za-z]{2})\.?,?\s+(\d{5}(?:-\d{4})?)$/.exec(
    text.replace(/\s+/g, " ").trim(),
  );
  if (!match) return null;
  const [, street, city, region, postalCode] = match;
  return { street, city, region: region.toUpperCase(), postalCode };
}

function resolveAddress(base: SiteConfig, text: string | undefined): SiteConfig["address"] {
  const address = nonBlank(text);
  // The CMS (or the built-in contact details) repeating the configured address keeps its parts as configured.
  if (!address || address === formatAddress(base)) return base.address;
  const parsed = parseAddress(address);
  // An address that does not parse is still the one the owner wrote: shown whole, never half-guessed.
  return parsed
    ? { ...parsed, country: base.address.country }
    : { street: address, city: "", region: "", postalCode: "", country: base.address.country };
}

function resolveHours(base: SiteConfig, lines: string[]): SiteConfig["hours"] {
  // The CMS (or the built-in contact details) repeating the configured lines keeps every configured reading.
  const same =
    lines.length === base.hours.contact.length && lines.every((l, i) => l === base.hours.contact[i]);
  return lines.length === 0 || same ? base.hours : hoursFromLines(lines);
}

function nonBlank(value: string | undefined): string | undefined {
  const trimmed = typeof value === "string" ? value.trim() : "";
  return trimmed || undefined;
}

function nonBlankLines(lines: readonly string[] | undefined): string[] {
  return Array.isArray(lines) ? lines.flatMap((line) => nonBlank(line) ?? []) : [];
}

/** The profiles with an address; an empty one is not shown. */
function presentProfiles(profiles: SocialProfiles | undefined): SocialProfiles {
  const present: SocialProfiles = {};
  for (const [network, url] of Object.entries(profiles ?? {}) as [keyof SocialProfiles, unknown][]) {
    const href = typeof url === "string" ? nonBlank(url) : undefined;
    if (href) present[network] = href;
  }
  return present;
}
