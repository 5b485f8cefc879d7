import { DEFAULT_PRICES, type PriceList, priceListVersion } from "@shared/content/prices.ts";
import { describe, expect, it } from "vitest";
import { ESTIMATE_ASSUMPTIONS, estimateSentence } from "./copy.ts";
import { estimateMessages, estimateQuery, estimateValuesOf, readEstimate, valuesOfInput } from "./form.ts";
import { estimate, SERVICE_IDS } from "./model.ts";

const read = (query: string, complete = true) => {
  const params = new URLSearchParams(query);
  return readEstimate(
    estimateValuesOf((name) => params.get(name)),
    { complete },
  );
};

const priced = (query: string, prices: PriceList = DEFAULT_PRICES) => {
  const { input, errors } = read(query);
  expect(errors).toEqual({});
  if (!input) throw new Error(`no input for ${query}`);
  return estimate(prices, input);
};

describe("the instant estimate", () => {
  it("ranges no price the business did not give: the job is priced on site instead", () => {
    // A business file that priced driveways only: the rest are §9's numbers, marked as not given.
    const prices: PriceList = {
      ...DEFAULT_PRICES,
      overlay: { ...DEFAULT_PRICES.overlay, notGiven: true },
      stampedPremium: { ...DEFAULT_PRICES.stampedPremium, notGiven: true },
      sidewalkRepair: { ...DEFAULT_PRICES.sidewalkRepair, notGiven: true },
    };
    const onSite =
      "We price this job on site: we measure, look at the ground and give you a written price, free.";
    for (const query of [
      "service=overlays&area=300",
      "service=driveways&area=500&finish=stamped",
      "service=sidewalk-repair&kind=section",
    ]) {
      const result = priced(query, prices);
      expect(result.priced, query).toBe(false);
      expect(estimateSentence(result), query).toBe(onSite);
    }
    // What the business gave still ranges.
    expect(priced("service=driveways&area=600", prices)).toMatchObject({
      priced: true,
      low: 4800,
      high: 8400,
    });
  });

  it("prices the issue's example: 600 sq ft of broom-finished driveway", () => {
    const result = priced("service=driveways&area=600");
    expect(result).toMatchObject({ priced: true, low: 4800, high: 8400, currency: "USD" });
    expect(estimateSentence(result)).toBe("$4,800 – $8,400 for about 600 sq ft of broom-finished driveway");
  });

  it("takes length × width in feet", () => {
    const result = priced("service=patios&length=12&width=20&finish=broom");
    expect(result).toMatchObject({ low: 2400, high: 4320 });
    expect(estimateSentence(result)).toBe(
      "$2,400 – $4,320 for about 240 sq ft (12 × 20 ft) of broom-finished patio",
    );
  });

  it("adds the stamped premium to a driveway, and prices a stamped patio at the list's stamped-patio price", () => {
    // 500 × $8 × 1.20 = $4,800; 500 × $14 × 1.30 = $9,100.
    expect(priced("service=driveways&area=500&finish=stamped")).toMatchObject({ low: 4800, high: 9100 });
    // 300 × $12 = $3,600; 300 × $18 = $5,400 (the copy's "stamped patios typically run $12 to $18").
    expect(priced("service=patios&area=300&finish=stamped")).toMatchObject({ low: 3600, high: 5400 });
    expect(priced("service=sidewalks&area=100&finish=exposed-aggregate")).toMatchObject({
      low: 880,
      high: 1680,
    });
  });

  it("rounds totals outward to $10, and keeps whole dollars under $100", () => {
    expect(priced("service=floors&area=333")).toMatchObject({ low: 1990, high: 4000 });
    expect(priced("service=floors&area=1.5")).toMatchObject({ low: 9, high: 18 });
  });

  it("prices a sidewalk repair per job and sends a code violation to a custom quote", () => {
    expect(priced("service=sidewalk-repair")).toMatchObject({ priced: true, low: 350, high: 1500 });
    const custom = priced("service=sidewalk-repair&kind=code-violation");
    expect(custom.priced).toBe(false);
    expect(estimateSentence(custom)).toContain("custom quote");
  });

  it("follows the price list it is given, and names its version", () => {
    const dearer = { ...DEFAULT_PRICES, driveway: { low: 9, high: 15, unit: "sqft" as const } };
    const result = priced("service=driveways&area=600", dearer);
    expect(result).toMatchObject({ low: 5400, high: 9000, priceListVersion: priceListVersion(dearer) });
    expect(priceListVersion(dearer)).not.toBe(priceListVersion(DEFAULT_PRICES));
    expect(priceListVersion({ ...DEFAULT_PRICES })).toBe(priceListVersion(DEFAULT_PRICES));
    expect(priceListVersion(DEFAULT_PRICES)).toMatch(/^pl-[0-9a-f]{8}$/);
  });

  it("says what is wrong next to each field, never a NaN", () => {
    const cases: [string, Record<string, string>][] = [
      ["service=driveways&area=-5", { area: estimateMessages.areaTooSmall }],
      ["service=driveways&area=0", { area: estimateMessages.areaTooSmall }],
      ["service=driveways&area=100001", { area: estimateMessages.areaTooLarge }],
      ["service=driveways&area=lots", { area: estimateMessages.areaNotNumber }],
      ["service=driveways&area=1e5", { area: estimateMessages.areaNotNumber }],
      ["service=driveways&area=NaN", { area: estimateMessages.areaNotNumber }],
      ["service=driveways&area=Infinity", { area: estimateMessages.areaNotNumber }],
      ["service=driveways", { area: estimateMessages.sizeMissing }],
      ["service=driveways&length=20", { width: estimateMessages.widthMissing }],
      [
        "service=driveways&length=abc&width=-2",
        { length: estimateMessages.lengthNotNumber, width: estimateMessages.sideTooSmall("width") },
      ],
      ["service=driveways&length=1000&width=1000", { width: estimateMessages.sidesTooLarge }],
      ["service=driveways&length=2000&width=1", { length: estimateMessages.sideTooLarge("length") }],
      ["service=hot-tubs&area=600", { service: estimateMessages.service }],
      ["service=__proto__&area=600", { service: estimateMessages.service }],
      ["area=600", { service: estimateMessages.service }],
      ["service=driveways&area=600&finish=gold", { finish: estimateMessages.finish }],
      ["service=sidewalk-repair&kind=everything", { kind: estimateMessages.kind }],
    ];
    for (const [query, errors] of cases) {
      const reading = read(query);
      expect({ query, errors: reading.errors }).toEqual({ query, errors });
      expect(reading.input, query).toBeNull();
    }
  });

  it("waits quietly for a size while the visitor is still typing", () => {
    expect(read("service=driveways", false)).toMatchObject({ input: null, errors: {} });
    expect(read("service=driveways&length=20", false)).toMatchObject({ input: null, errors: {} });
    expect(read("", true)).toMatchObject({ input: null, errors: {} });
  });

  it("accepts thousands separators and cuts absurdly long fields", () => {
    expect(priced("service=driveways&area=1,200")).toMatchObject({ low: 9600, high: 16800 });
    expect(read(`service=driveways&area=${"9".repeat(5000)}`).values.area).toHaveLength(40);
  });

  it("gives back the query that reopens the same estimate", () => {
    const { input } = read("service=patios&length=12&width=20&finish=stamped");
    expect(input).not.toBeNull();
    const query = estimateQuery(valuesOfInput(input as NonNullable<typeof input>));
    expect(query).toBe("service=patios&length=12&width=20&finish=stamped");
    expect(read(query).input).toEqual(input);
  });

  it("has a short list of assumptions for every service, none repeated", () => {
    const all = SERVICE_IDS.flatMap((service) => ESTIMATE_ASSUMPTIONS[service]);
    for (const service of SERVICE_IDS) expect(ESTIMATE_ASSUMPTIONS[service].length).toBeGreaterThanOrEqual(3);
    expect(new Set(all).size).toBe(all.length);
  });
});
