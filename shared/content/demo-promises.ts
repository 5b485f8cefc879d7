import { DEFAULT_PRICES, PRICE_ITEMS, type PriceList, priceLong, priceShort, rangeDash } from "./prices.ts";
import {
  depositRange,
  hasEmergencyRepairs,
  hasSatisfactionGuarantee,
  type PromisesSite,
  projectDaysDash,
  projectDaysTo,
  replyHoursWithin,
  replyTime,
  replyWithin,
  sidewalkDays,
  visitTime,
  visitWithin,
} from "./promises.ts";
import { type SiteConfig, siteConfig } from "./site.ts";

/*
 * The demo's promises, policies and prices as claims of the inventory (demo-inventory.ts), apart
 * from promises.ts: the pages' scripts that word a promise do not carry the inventory.
 */

const demo = { claims: siteConfig.claims };
const must = (value: string | null) => {
  if (value === null) throw new Error("the demo states every promise");
  return value;
};

/**
 * The demo's promises, policies and prices in the inventory of its claims (demo-inventory.ts): each
 * phrase is a wording the demo's pages print, from the demo's own values, specific enough that a
 * client's sentence without the claim cannot contain it. A client that gives the same value as the
 * demo says the phrase too, as its own: `claimGivenBy` tells the launch check which those are.
 */
/**
 * A claim as the inventory (demo-inventory.ts) takes it: its `DemoClaim`, written out here so that
 * module may import this one.
 */
interface InventoryClaim {
  id: string;
  kind: "promise" | "policy" | "price";
  label: string;
  source: string;
  phrases: readonly string[];
}

export const promiseClaims: readonly InventoryClaim[] = [
  {
    id: "promise.reply-time",
    kind: "promise",
    label: `the demo's reply time (${must(replyTime(demo))})`,
    source: 'business file "promises.replyHours"',
    phrases: [must(replyWithin(demo)), must(replyHoursWithin(demo, "business hours"))],
  },
  {
    id: "promise.visit-time",
    kind: "promise",
    label: `the demo's estimate visit (${must(visitTime(demo))})`,
    source: 'business file "promises.visitHours"',
    phrases: [must(visitWithin(demo))],
  },
  {
    id: "promise.project-days",
    kind: "promise",
    label: `the demo's project length (${must(projectDaysTo(demo))})`,
    source: 'business file "promises.projectDays"',
    phrases: [must(projectDaysTo(demo)), must(projectDaysDash(demo))],
  },
  {
    id: "promise.sidewalk-days",
    kind: "promise",
    label: `the demo's sidewalk job length (${must(sidewalkDays(demo, " to "))})`,
    source: "demo only: a business file's promises.projectDays gives the project length",
    phrases: [must(sidewalkDays(demo, " to ")), must(sidewalkDays(demo, "-"))],
  },
  {
    id: "policy.deposit",
    kind: "policy",
    label: `the demo's deposit (${must(depositRange(demo))})`,
    source: 'business file "promises.depositPercent"',
    phrases: [`${must(depositRange(demo))} of the project`, `deposit of ${must(depositRange(demo))}`],
  },
  {
    id: "policy.satisfaction-guarantee",
    kind: "policy",
    label: "the demo's 100% satisfaction guarantee",
    source: 'business file "promises.satisfactionGuarantee"',
    phrases: ["Satisfaction Guarantee", "satisfaction guarantee", "100% Satisfaction"],
  },
  {
    id: "policy.emergency-repairs",
    kind: "policy",
    label: "the demo's emergency repairs around the clock",
    source: 'business file "promises.emergencyRepairs"',
    phrases: ["available 24/7"],
  },
  // The exposed-aggregate markup is no claim: no page states it, only the instant estimate ranges with it.
  ...[...PRICE_ITEMS, "stampedPremium" as const].map(
    (item): InventoryClaim => ({
      id: `price.${item}`,
      kind: "price",
      label: `the demo's price for ${item} (docs/product.md §9)`,
      source: `business file "prices.${item}"`,
      phrases: priceItemPhrases(item),
    }),
  ),
];

/**
 * The demo's price for `item` as the pages print it. Several items share the demo's numbers ($8 to
 * $14 a square foot for driveways, new walks and overlays), so a phrase may stand for more than one:
 * the launch check reports the phrase when the client's site shows it and did not give the price.
 */
function priceItemPhrases(item: (typeof PRICE_ITEMS)[number] | "stampedPremium"): string[] {
  if (item === "stampedPremium") {
    const p = DEFAULT_PRICES[item];
    return [`${p.low} to ${p.high}% more`, `${p.low}-${p.high}% more`, `${p.low}-${p.high}% over`];
  }
  const price = DEFAULT_PRICES[item];
  return [...new Set([priceLong(price), priceShort(price), rangeDash(price)])];
}

/**
 * Whether the claim's phrase on the client's pages is the client's own, for the launch check to skip:
 * the client gave the value and it words the same (a client that also replies within 24 hours, or
 * whose project length is the demo's sidewalk one), or, for a price, some price the client gave has
 * the demo's numbers for the item (a driveway at $8 to $14 a square foot prints overlays' phrase).
 * False for the demo and for claims not of this module.
 */
export function claimGivenBy(site: Pick<SiteConfig, "claims" | "prices">, id: string): boolean {
  if (site.claims.demo) return false;
  const same = (wording: (s: PromisesSite) => string | null) =>
    wording(site) !== null && wording(site) === wording(demo);
  const given: Record<string, () => boolean> = {
    "promise.reply-time": () => same(replyWithin),
    "promise.visit-time": () => same(visitWithin),
    "promise.project-days": () => same(projectDaysTo),
    "promise.sidewalk-days": () => projectDaysTo(site) === sidewalkDays(demo, " to "),
    "policy.deposit": () => same(depositRange),
    "policy.satisfaction-guarantee": () => hasSatisfactionGuarantee(site),
    "policy.emergency-repairs": () => hasEmergencyRepairs(site),
  };
  const promise = given[id];
  if (promise) return promise();
  const item = id.startsWith("price.") ? (id.slice("price.".length) as keyof PriceList) : null;
  if (item === null || !(item in DEFAULT_PRICES)) return false;
  const demoPrice = DEFAULT_PRICES[item];
  const sameKind = (other: keyof PriceList) => (item === "stampedPremium") === (other === "stampedPremium");
  return [...PRICE_ITEMS, "stampedPremium" as const].some(
    (other) =>
      sameKind(other) &&
      !site.prices[other].notGiven &&
      site.prices[other].low === demoPrice.low &&
      site.prices[other].high === demoPrice.high,
  );
}
