import {
  PREMIUM_ITEMS,
  PRICE_ITEMS,
  type PremiumItem,
  type PriceItem,
  type PriceOverrides,
  priceProblem,
} from "@shared/content/prices.ts";
import { acfOf, isRecord } from "./fields.ts";
import type { WpPost } from "./post.ts";

/** An item of the WordPress price list the site does not use, and why (for the log). */
export interface IgnoredPrice {
  item: PriceItem | PremiumItem;
  reason: string;
}

/** A whole number as the plugin answers it, or as typed: 9, "9", " 9 "; anything else is not one. */
function wholeNumber(value: unknown): unknown {
  if (typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
  return value;
}

/**
 * The price list (site option `price_list`, field `prices`: fields.json): `acf.prices` is an object
 * with an entry per item the office manager set, each { low, high } in whole dollars (per square foot,
 * per job for the sidewalk repair) or, for the finishes, whole percent over a broom finish. Only the
 * items of shared/content/prices.ts are read, each only when it is a valid price (`priceProblem`:
 * whole numbers within PRICE_LIMITS, low ≤ high); any other is left out, so the item keeps the
 * configured price, and named in `ignored`. Other keys, of any shape, are not read.
 */
export function reshapePriceList(option: WpPost): { prices: PriceOverrides; ignored: IgnoredPrice[] } {
  const given = acfOf(option).prices;
  const prices: PriceOverrides = {};
  const ignored: IgnoredPrice[] = [];
  if (!isRecord(given)) return { prices, ignored };
  for (const item of [...PRICE_ITEMS, ...PREMIUM_ITEMS]) {
    if (!Object.hasOwn(given, item)) continue;
    const entry = given[item];
    const range = isRecord(entry) ? { low: wholeNumber(entry.low), high: wholeNumber(entry.high) } : entry;
    const problem = priceProblem(item, range);
    if (problem) ignored.push({ item, reason: problem });
    else prices[item] = range as { low: number; high: number };
  }
  return { prices, ignored };
}
