/**
 * The price list: every price the copy states (page text, meta descriptions, price cards, FAQs)
 * is built here from one list, so a price change is one edit. The demo states docs/product.md §9;
 * a business file may give its own (server/core/business.ts). Copy reads the list of the resolved
 * identity (`SiteConfig.prices`) with the formatters below, each one a form the copy writes
 * ("$8-$14", "$8 to $14", "between $8 and $14", "$8-$14 per sq ft", "$8 to $14 per square foot").
 */

/** What a price is counted by: each square foot of concrete, or the whole job. */
export type PriceUnit = "sqft" | "job";

/** A typical price range in whole dollars, low ≤ high. */
export interface PriceRange {
  low: number;
  high: number;
  unit: PriceUnit;
  /** Set on §9's default standing in for a price the business did not give: the copy does not state it. */
  notGiven?: true;
}

/** The items the copy prices. A code violation correction is a custom quote: it has no price. */
export interface PriceList {
  driveway: PriceRange;
  patio: PriceRange;
  newSidewalk: PriceRange;
  /** Repairing or replacing a section of existing sidewalk, per job. */
  sidewalkRepair: PriceRange;
  stampedPatio: PriceRange;
  overlay: PriceRange;
  /** Polished or stained floors. */
  polishedFloor: PriceRange;
  /** How much more stamped and colored work costs than a standard broom finish, in percent. */
  stampedPremium: PremiumRange;
  /**
   * How much more an exposed-aggregate finish costs than a broom finish, in percent. §9 does not
   * price it; the instant estimate offers the finish (docs/decisions/023 has the default's reasons).
   */
  exposedAggregatePremium: PremiumRange;
}

/** A markup over a broom finish, in whole percent, low ≤ high. */
export interface PremiumRange {
  low: number;
  high: number;
  /** As PriceRange's: the default standing in for a markup the business did not give. */
  notGiven?: true;
}

/** The markups of the list, each a finish's cost over a broom finish. */
export const PREMIUM_ITEMS = [
  "stampedPremium",
  "exposedAggregatePremium",
] as const satisfies readonly (keyof PriceList)[];
export type PremiumItem = (typeof PREMIUM_ITEMS)[number];

/** The price items (all but the premium), in the order docs/product.md §9 lists them. */
export const PRICE_ITEMS = [
  "driveway",
  "patio",
  "newSidewalk",
  "sidewalkRepair",
  "stampedPatio",
  "overlay",
  "polishedFloor",
] as const satisfies readonly (keyof PriceList)[];

export type PriceItem = (typeof PRICE_ITEMS)[number];

/** docs/product.md §9: the demo's prices, and each price a business file leaves out. */
export const DEFAULT_PRICES: PriceList = {
  driveway: { low: 8, high: 14, unit: "sqft" },
  patio: { low: 10, high: 18, unit: "sqft" },
  newSidewalk: { low: 8, high: 14, unit: "sqft" },
  sidewalkRepair: { low: 350, high: 1500, unit: "job" },
  stampedPatio: { low: 12, high: 18, unit: "sqft" },
  overlay: { low: 8, high: 14, unit: "sqft" },
  polishedFloor: { low: 6, high: 12, unit: "sqft" },
  stampedPremium: { low: 20, high: 30 },
  exposedAggregatePremium: { low: 10, high: 20 },
};

/**
 * The bounds of a price, far above any real one: a typo with a digit too many, not a price. Per square
 * foot and per job in whole dollars from $1, a markup in whole percent from 0. The business file
 * (server/core/business.ts), the WordPress price list (the plugin's fields.json `prices`) and the site's
 * reading of it (`priceProblem`) all check these.
 */
export const PRICE_LIMITS = {
  sqft: { min: 1, max: 500 },
  job: { min: 1, max: 100_000 },
  percent: { min: 0, max: 200 },
} as const;

/** What an item's numbers count: dollars per square foot, dollars per job, or percent over broom. */
export function limitKindOf(item: PriceItem | PremiumItem): keyof typeof PRICE_LIMITS {
  return (PREMIUM_ITEMS as readonly string[]).includes(item)
    ? "percent"
    : DEFAULT_PRICES[item as PriceItem].unit;
}

/** A price or markup as a lower layer gives it: low and high only (the unit is the item's). */
export interface GivenRange {
  low: number;
  high: number;
}

/** Items another layer (the WordPress price list) sets over the list; the rest keep the list's. */
export type PriceOverrides = Partial<Record<PriceItem | PremiumItem, GivenRange>>;

/**
 * Why `value` cannot be `item`'s price, in a few words for the log ("low is more than high"), or
 * null when it can: an object with a whole-number low and high within PRICE_LIMITS, low ≤ high.
 */
export function priceProblem(item: PriceItem | PremiumItem, value: unknown): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "not a low and a high";
  const { low, high } = value as Record<string, unknown>;
  const limits = PRICE_LIMITS[limitKindOf(item)];
  for (const [name, n] of [
    ["low", low],
    ["high", high],
  ] as const) {
    if (typeof n !== "number" || !Number.isInteger(n)) return `${name} is not a whole number`;
    if (n < limits.min || n > limits.max) return `${name} is not from ${limits.min} to ${limits.max}`;
  }
  return (low as number) > (high as number) ? "low is more than high" : null;
}

/**
 * `list` with each item of `overrides` that is a valid price (priceProblem) in place of its own; an
 * item that is not, or that the overrides leave out, keeps the list's.
 */
export function withPrices(list: PriceList, overrides: PriceOverrides | null | undefined): PriceList {
  if (!overrides) return list;
  const result: PriceList = { ...list };
  for (const item of PRICE_ITEMS) {
    const given = overrides[item];
    if (given && priceProblem(item, given) === null) {
      result[item] = { low: given.low, high: given.high, unit: list[item].unit };
    }
  }
  for (const item of PREMIUM_ITEMS) {
    const given = overrides[item];
    if (given && priceProblem(item, given) === null) result[item] = { low: given.low, high: given.high };
  }
  return result;
}

/**
 * The list's version: the same list gives the same version on every instance and after every restart,
 * and any change to a number gives another (an estimate names the version it was priced with, so
 * the business can tell which list a lead's numbers came from). FNV-1a over the numbers in a fixed
 * order, so the browser and the server compute it alike without a crypto API.
 */
export function priceListVersion(prices: PriceList): string {
  const numbers: number[] = [];
  for (const item of PRICE_ITEMS) numbers.push(prices[item].low, prices[item].high);
  for (const item of PREMIUM_ITEMS) numbers.push(prices[item].low, prices[item].high);
  let hash = 0x811c9dc5;
  for (const char of numbers.join(",")) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `pl-${hash.toString(16).padStart(8, "0")}`;
}

/**
 * What the copy made of a list depends on: its numbers (its version) and which items the business
 * gave, since a price WordPress gives with §9's very numbers is stated where it was not. Copy made
 * once per list (the built-in records, the import's bundle) is made again when this changes.
 */
export function statedPricesKey(prices: PriceList): string {
  return `${priceListVersion(prices)} ${pricesNotGiven({ prices }).join(",")}`;
}

/** The part of the identity copy reads its prices from. */
export interface PricesSite {
  prices: PriceList;
}

/**
 * Whether the copy may state `item`'s price as the business's: the demo's list (docs/product.md §9),
 * or a price the business file or WordPress gave. A price nobody gave is left out of every page,
 * price card, FAQ and meta description (docs/decisions, "unpriced items"); the instant estimate
 * still ranges with it, as a typical range it says it is.
 */
export function priceGiven(site: PricesSite, item: PriceItem | PremiumItem): boolean {
  return !site.prices[item].notGiven;
}

/** `item`'s price worded by `format` ("$8 to $14 per square foot"), or null when the business did not give it. */
export function givenPrice<T = string>(
  site: PricesSite,
  item: PriceItem,
  format: (price: PriceRange) => T,
): T | null {
  return priceGiven(site, item) ? format(site.prices[item]) : null;
}

/**
 * The items of the list the business did not give, as the business file names them ("overlay",
 * "stampedPremium"): the pages leave their prices out, and the launch check lists them.
 */
export function pricesNotGiven(site: Pick<PricesSite, "prices">): string[] {
  return [...PRICE_ITEMS, ...PREMIUM_ITEMS].filter((item) => site.prices[item].notGiven);
}

/** "$1,500": whole dollars with thousands separators. */
export function dollars(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}

/** "$8-$14" */
export function rangeDash(price: PriceRange): string {
  return `${dollars(price.low)}-${dollars(price.high)}`;
}

/** "$8 to $14" */
export function rangeTo(price: PriceRange): string {
  return `${dollars(price.low)} to ${dollars(price.high)}`;
}

/** "between $8 and $14" */
export function rangeBetween(price: PriceRange): string {
  return `between ${dollars(price.low)} and ${dollars(price.high)}`;
}

/** "$8-$14 per sq ft"; a per-job price is the range alone ("$350-$1,500"). */
export function priceShort(price: PriceRange): string {
  return price.unit === "sqft" ? `${rangeDash(price)} per sq ft` : rangeDash(price);
}

/** "$8 to $14 per square foot"; a per-job price is the range alone ("$350 to $1,500"). */
export function priceLong(price: PriceRange): string {
  return price.unit === "sqft" ? `${rangeTo(price)} per square foot` : rangeTo(price);
}

/** "20 to 30%", the stamped markup; null when the business did not give it. */
export function premiumTo(site: PricesSite): string | null {
  const p = site.prices.stampedPremium;
  return priceGiven(site, "stampedPremium") ? `${p.low} to ${p.high}%` : null;
}

/** "20-30%", or null as premiumTo. */
export function premiumDash(site: PricesSite): string | null {
  const p = site.prices.stampedPremium;
  return priceGiven(site, "stampedPremium") ? `${p.low}-${p.high}%` : null;
}
