import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_PRICES,
  dollars,
  PRICE_ITEMS,
  type PriceItem,
  premiumDash,
  premiumTo,
  priceLong,
  priceShort,
  rangeBetween,
  rangeDash,
  rangeTo,
} from "./prices.ts";
import { siteConfig } from "./site.ts";

/** The spec's own words for each item of the list, as §9 of docs/product.md writes them. */
const SPEC_NAMES: Record<PriceItem, string> = {
  driveway: "driveway",
  patio: "patio",
  newSidewalk: "new sidewalk",
  sidewalkRepair: "sidewalk repair or replacement",
  stampedPatio: "stamped patios",
  overlay: "overlays",
  polishedFloor: "polished or stained floors",
};

const amount = (text: string) => Number(text.replace(/,/g, ""));

describe("the default price list", () => {
  const product = readFileSync(new URL("../../docs/product.md", import.meta.url), "utf8");
  const line = product.split("\n").find((l) => l.startsWith("- Prices:"));

  it("states exactly the prices of docs/product.md §9", () => {
    expect(line, "§9's price line").toBeDefined();
    const spec = new Map<string, { low: number; high: number }>();
    for (const part of (line as string).replace(/^- Prices:\s*/, "").split(";")) {
      const match = /^\s*(.+?)\s+\$([\d,]+)-\$([\d,]+)/.exec(part);
      if (match) spec.set(match[1], { low: amount(match[2]), high: amount(match[3]) });
    }
    // Every priced item of §9 is in the list, and nothing else (the code correction is a custom quote).
    expect([...spec.keys()].sort()).toEqual(Object.values(SPEC_NAMES).sort());
    for (const item of PRICE_ITEMS) {
      const { low, high } = DEFAULT_PRICES[item];
      expect({ item, low, high }).toEqual({ item, ...spec.get(SPEC_NAMES[item]) });
    }
  });

  it("counts the square-foot prices per square foot, as §9's first one says, and the repair per job", () => {
    expect(line).toContain("driveway $8-$14 per sq ft");
    for (const item of PRICE_ITEMS) {
      expect(DEFAULT_PRICES[item].unit, item).toBe(item === "sidewalkRepair" ? "job" : "sqft");
    }
  });

  it("has the spec's stamped premium", () => {
    const match = /stamped work (\d+)-(\d+)% above standard/.exec(product);
    expect(match).not.toBeNull();
    const [, low, high] = match as RegExpExecArray;
    expect(DEFAULT_PRICES.stampedPremium).toEqual({ low: Number(low), high: Number(high) });
  });

  it("is the demo identity's", () => {
    expect(siteConfig.prices).toEqual(DEFAULT_PRICES);
  });
});

describe("the written forms", () => {
  const driveway = DEFAULT_PRICES.driveway;
  const repair = DEFAULT_PRICES.sidewalkRepair;

  it("writes each form the copy uses", () => {
    expect(rangeDash(driveway)).toBe("$8-$14");
    expect(rangeTo(driveway)).toBe("$8 to $14");
    expect(rangeBetween(driveway)).toBe("between $8 and $14");
    expect(priceShort(driveway)).toBe("$8-$14 per sq ft");
    expect(priceLong(driveway)).toBe("$8 to $14 per square foot");
  });

  it("separates thousands and gives a per-job price no unit", () => {
    expect(dollars(12500)).toBe("$12,500");
    expect(priceShort(repair)).toBe("$350-$1,500");
    expect(priceLong(repair)).toBe("$350 to $1,500");
    expect(rangeBetween(repair)).toBe("between $350 and $1,500");
  });

  it("writes the stamped premium both ways", () => {
    expect(premiumTo(siteConfig)).toBe("20 to 30%");
    expect(premiumDash(siteConfig)).toBe("20-30%");
  });
});
