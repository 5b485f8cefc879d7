/**
 * The instant estimate: which services it prices, by what, with which finishes, and the sum. Pure
 * data and arithmetic over the site's price list (shared/content/prices.ts), so the server renders
 * the same range the browser updates as the visitor types, and the server prices a sent estimate
 * again from its own list rather than trusting the numbers a client posts.
 */

import {
  type PremiumItem,
  type PriceItem,
  type PriceList,
  priceListVersion,
} from "@shared/content/prices.ts";

/** The finishes a flatwork estimate offers; a broom finish is the price list's own price. */
export const ESTIMATE_FINISHES = {
  broom: { label: "Broom finish", adjective: "broom-finished", premium: null },
  stamped: { label: "Stamped and colored", adjective: "stamped and colored", premium: "stampedPremium" },
  "exposed-aggregate": {
    label: "Exposed aggregate",
    adjective: "exposed-aggregate",
    premium: "exposedAggregatePremium",
  },
} as const satisfies Record<string, { label: string; adjective: string; premium: PremiumItem | null }>;
export type EstimateFinish = keyof typeof ESTIMATE_FINISHES;
export const FINISH_IDS = Object.keys(ESTIMATE_FINISHES) as EstimateFinish[];

/** The kinds of sidewalk repair job; a code violation correction is priced by custom quote (§9). */
export const REPAIR_KINDS = {
  section: { label: "Repair or replace a section", priced: true },
  "code-violation": { label: "Code violation correction", priced: false },
} as const;
export type RepairKind = keyof typeof REPAIR_KINDS;
export const REPAIR_KIND_IDS = Object.keys(REPAIR_KINDS) as RepairKind[];

interface ServiceBase {
  /** What the select shows. */
  label: string;
  /** The price list item the estimate is priced with. */
  item: PriceItem;
  /** The service page whose cost section shows the compact estimate preselected for it. */
  page: string;
}

/** A service priced per square foot: the visitor gives the size. */
export interface AreaService extends ServiceBase {
  by: "area";
  /** The result's words: "600 sq ft of broom-finished driveway". */
  noun: string;
  /** The finishes offered, broom first (the default); none for a service without a choice. */
  finishes: readonly EstimateFinish[];
  /** A finish priced by an item of its own rather than a markup (the list states stamped patios). */
  finishItems?: Partial<Record<EstimateFinish, PriceItem>>;
}

/** A service priced per job: the visitor gives the kind of job. */
export interface JobService extends ServiceBase {
  by: "job";
  noun: string;
  kinds: readonly RepairKind[];
}

export type EstimateServiceDefinition = AreaService | JobService;

const flatwork = ["broom", "stamped", "exposed-aggregate"] as const;

/** Every service the estimate prices, in the order the select lists them. */
export const ESTIMATE_SERVICES = {
  driveways: {
    label: "Driveway",
    by: "area",
    noun: "driveway",
    item: "driveway",
    finishes: flatwork,
    page: "/services/driveways",
  },
  patios: {
    label: "Patio",
    by: "area",
    noun: "patio",
    item: "patio",
    finishes: flatwork,
    finishItems: { stamped: "stampedPatio" },
    page: "/services/patios",
  },
  sidewalks: {
    label: "New sidewalk",
    by: "area",
    noun: "new sidewalk",
    item: "newSidewalk",
    finishes: flatwork,
    page: "/services/sidewalks",
  },
  "sidewalk-repair": {
    label: "Sidewalk repair",
    by: "job",
    noun: "sidewalk repair",
    item: "sidewalkRepair",
    kinds: REPAIR_KIND_IDS,
    page: "/services/repair",
  },
  overlays: {
    label: "Concrete overlay (resurfacing)",
    by: "area",
    noun: "concrete overlay",
    item: "overlay",
    finishes: [],
    page: "/services/decorative-concrete",
  },
  floors: {
    label: "Polished or stained floor",
    by: "area",
    noun: "polished or stained floor",
    item: "polishedFloor",
    finishes: [],
    page: "/services/decorative-concrete",
  },
} as const satisfies Record<string, EstimateServiceDefinition>;

export type EstimateService = keyof typeof ESTIMATE_SERVICES;
export const SERVICE_IDS = Object.keys(ESTIMATE_SERVICES) as EstimateService[];

export function isEstimateService(value: unknown): value is EstimateService {
  return typeof value === "string" && Object.hasOwn(ESTIMATE_SERVICES, value);
}

export function serviceDefinition(service: EstimateService): EstimateServiceDefinition {
  return ESTIMATE_SERVICES[service];
}

/** The smallest area the estimate prices. */
export const MIN_AREA_SQFT = 1;
/** The largest area the estimate prices; a bigger job is priced on site. */
export const MAX_AREA_SQFT = 100_000;
/** The longest side the length × width fields take. */
export const MAX_SIDE_FT = 1_000;

/** What the visitor chose, checked: a service, and its size and finish or its kind of job. */
export type EstimateInput =
  | {
      service: EstimateService;
      /** Square feet, more than 0 and at most MAX_AREA_SQFT. */
      area: number;
      /** When the visitor gave length × width, the two sides in feet. */
      sides?: { length: number; width: number };
      finish?: EstimateFinish;
    }
  | { service: EstimateService; kind: RepairKind };

/** A priced estimate: whole dollars, low ≤ high, with the list it was priced with. */
export interface PricedEstimate {
  priced: true;
  input: EstimateInput;
  low: number;
  high: number;
  currency: "USD";
  priceListVersion: string;
}

/**
 * A job the list does not price: a code violation correction, or a service whose price the business
 * did not give (docs/decisions, "unpriced items"), priced on site instead.
 */
export interface CustomQuoteEstimate {
  priced: false;
  input: EstimateInput;
  priceListVersion: string;
}

export type Estimate = PricedEstimate | CustomQuoteEstimate;

/** Totals round outward to the next $10 (whole dollars under $100), claiming no more precision than they have. */
function roundOutward(low: number, high: number): { low: number; high: number } {
  const step = (amount: number) => (amount < 100 ? 1 : 10);
  return {
    low: Math.floor(low / step(low) + 1e-9) * step(low),
    high: Math.ceil(high / step(high) - 1e-9) * step(high),
  };
}

/** The estimate for `input` with `prices`. */
export function estimate(prices: PriceList, input: EstimateInput): Estimate {
  const version = priceListVersion(prices);
  const definition: EstimateServiceDefinition = ESTIMATE_SERVICES[input.service];
  if ("kind" in input) {
    if (!REPAIR_KINDS[input.kind].priced) return { priced: false, input, priceListVersion: version };
    const price = prices[definition.item];
    if (price.notGiven) return { priced: false, input, priceListVersion: version };
    return {
      priced: true,
      input,
      low: price.low,
      high: price.high,
      currency: "USD",
      priceListVersion: version,
    };
  }
  const finish = input.finish;
  const ownItem = definition.by === "area" && finish ? definition.finishItems?.[finish] : undefined;
  const price = prices[ownItem ?? definition.item];
  const premiumItem = finish && !ownItem ? ESTIMATE_FINISHES[finish].premium : null;
  const premium = premiumItem ? prices[premiumItem] : { low: 0, high: 0 };
  // A price or markup the business did not give is not one to range with as its own.
  if (price.notGiven || ("notGiven" in premium && premium.notGiven)) {
    return { priced: false, input, priceListVersion: version };
  }
  const range = roundOutward(
    input.area * price.low * (1 + premium.low / 100),
    input.area * price.high * (1 + premium.high / 100),
  );
  return { priced: true, input, ...range, currency: "USD", priceListVersion: version };
}
