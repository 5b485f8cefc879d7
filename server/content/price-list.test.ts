import { resolveIdentity } from "@shared/content/identity.ts";
import {
  DEFAULT_PRICES,
  priceListVersion,
  priceLong,
  pricesNotGiven,
  rangeDash,
} from "@shared/content/prices.ts";
import { siteConfig } from "@shared/content/site.ts";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeWordPress, startFakeWordPress } from "../../tests/fakes/wordpress.ts";
import { siteFromBusiness } from "../core/business.ts";
import { parseEnv } from "../core/env.ts";
import { createIdentity } from "../core/live-identity.ts";
import { siteFromEnv } from "../core/site-from-env.ts";
import { createContentService } from "./index.ts";
import { reshapePriceList, type WpPost } from "./reshape/index.ts";

// The office manager's price list (WordPress: Settings → Concrete site → Price list, site option
// `price_list`): every value WordPress answers is taken as hostile. An item that is not a price keeps
// the price below it (the business file's, else docs/product.md §9's) and is logged; a page never
// shows NaN and never fails for it.

function priceOption(prices: unknown): WpPost {
  return {
    id: 330,
    slug: "price_list",
    status: "publish",
    title: { rendered: "Price list" },
    acf: prices === undefined ? {} : { prices },
  };
}

describe("reading WordPress's price list (reshapePriceList)", () => {
  it("reads each item set, as numbers; items left empty are not in it", () => {
    const { prices, ignored } = reshapePriceList(
      priceOption({ driveway: { low: 9, high: 15 }, stampedPremium: { low: 0, high: 200 } }),
    );
    expect(prices).toEqual({ driveway: { low: 9, high: 15 }, stampedPremium: { low: 0, high: 200 } });
    expect(ignored).toEqual([]);
  });

  it("reads whole numbers WordPress answered as text", () => {
    expect(reshapePriceList(priceOption({ patio: { low: "11", high: " 19 " } })).prices).toEqual({
      patio: { low: 11, high: 19 },
    });
  });

  it("leaves out, and names, every item that is not a price", () => {
    const hostile = {
      driveway: { low: -9, high: 15 },
      patio: { low: "NaN", high: "Infinity" },
      newSidewalk: { low: 8.5, high: 14 },
      sidewalkRepair: { low: 350, high: 100_001 },
      stampedPatio: { low: 18, high: 12 },
      overlay: { low: 1e308, high: Number.MAX_SAFE_INTEGER },
      polishedFloor: { low: { deep: { deeper: [6] } }, high: 12 },
      stampedPremium: [20, 30],
      exposedAggregatePremium: { low: 10, high: 201 },
    };
    const { prices, ignored } = reshapePriceList(priceOption(hostile));
    expect(prices).toEqual({});
    expect(ignored).toEqual([
      { item: "driveway", reason: "low is not from 1 to 500" },
      { item: "patio", reason: "low is not a whole number" },
      { item: "newSidewalk", reason: "low is not a whole number" },
      { item: "sidewalkRepair", reason: "high is not from 1 to 100000" },
      { item: "stampedPatio", reason: "low is more than high" },
      { item: "overlay", reason: "low is not from 1 to 500" },
      { item: "polishedFloor", reason: "low is not a whole number" },
      { item: "stampedPremium", reason: "not a low and a high" },
      { item: "exposedAggregatePremium", reason: "high is not from 0 to 200" },
    ]);
  });

  it("reads nothing from an answer of the wrong shape, and no key it does not know", () => {
    for (const answer of [undefined, null, "8-14", 42, [], [{ item: "driveway", low: 9, high: 15 }], true]) {
      expect(reshapePriceList(priceOption(answer)), JSON.stringify(answer)).toEqual({
        prices: {},
        ignored: [],
      });
    }
    const withExtras = reshapePriceList(
      priceOption({
        granite: { low: 1, high: 2 },
        __proto__: { driveway: { low: 1, high: 2 } },
        constructor: { low: 1, high: 2 },
        toString: "x",
        driveway: { low: 9, high: 15, unit: "job", currency: "EUR", extra: { deep: true } },
      }),
    );
    expect(withExtras).toEqual({ prices: { driveway: { low: 9, high: 15 } }, ignored: [] });
    // A whole `acf` that is not an object (ACF answers [] or false for a post without fields).
    for (const acf of [[], false, "x", null]) {
      expect(reshapePriceList({ ...priceOption(undefined), acf }).prices).toEqual({});
    }
  });
});

describe("the price list of the resolved identity (resolveIdentity)", () => {
  const business = siteFromBusiness(
    {
      name: "Polk County Flatwork",
      phone: "(515) 555-0142",
      email: "office@polkflatwork.example",
      address: { street: "100 Main St", city: "Ankeny", region: "IA", postalCode: "50023" },
      hours: ["Monday-Friday 7:00 AM-5:00 PM"],
      foundedYear: 2010,
      warranty: { years: 3 },
      credentials: [],
      paymentAccepted: ["Cash"],
      prices: { patio: { low: 11, high: 19 }, stampedPremium: { low: 25, high: 35 } },
    } as unknown as Parameters<typeof siteFromBusiness>[0],
    new Date("2026-05-01"),
  );

  it("sets WordPress's items over the business file's list, item by item", () => {
    const site = resolveIdentity(business, null, {
      driveway: { low: 9, high: 15 },
      stampedPremium: { low: 22, high: 32 },
    });
    expect(site.prices.driveway).toEqual({ low: 9, high: 15, unit: "sqft" });
    expect(site.prices.patio).toEqual({ low: 11, high: 19, unit: "sqft" });
    expect(site.prices.stampedPremium).toEqual({ low: 22, high: 32 });
    // An item neither gave stays §9's, marked as not given: no page states it.
    expect(site.prices.sidewalkRepair).toEqual({ ...DEFAULT_PRICES.sidewalkRepair, notGiven: true });
    expect(pricesNotGiven(site)).not.toContain("driveway");
    expect(site.phone).toBe("(515) 555-0142");
  });

  it("keeps the lower layer's price for an item that is not a price, even handed over unchecked", () => {
    const site = resolveIdentity(business, null, {
      patio: { low: Number.NaN, high: 19 },
      driveway: { low: 15, high: 9 },
      sidewalkRepair: { low: 350, high: 1e9 },
    } as never);
    expect(site.prices).toEqual(business.prices);
    expect(JSON.stringify(site.prices)).not.toMatch(/NaN|null/);
  });

  it("gives the list a new version when WordPress changes a number, the same one otherwise", () => {
    const before = priceListVersion(resolveIdentity(siteConfig, null, null).prices);
    expect(before).toBe(priceListVersion(DEFAULT_PRICES));
    const after = priceListVersion(
      resolveIdentity(siteConfig, null, { driveway: { low: 9, high: 15 } }).prices,
    );
    expect(after).not.toBe(before);
    expect(
      priceListVersion(resolveIdentity(siteConfig, null, { driveway: { low: 8, high: 14 } }).prices),
    ).toBe(before);
  });
});

describe("WordPress's price list through the content service to the identity and the built-in pages", () => {
  let wp: FakeWordPress | undefined;
  afterEach(async () => {
    await wp?.close();
    wp = undefined;
  });

  function servicesFor(wordpressUrl: string, events: Record<string, unknown>[]) {
    const env = parseEnv({
      NODE_ENV: "test",
      WORDPRESS_URL: wordpressUrl,
      CONTENT_TIMEOUT_MS: "2000",
      CONTENT_TTL_SECONDS: "3600",
    });
    const log = (event: Record<string, unknown>) => {
      events.push(event);
    };
    const content = createContentService(env, log);
    return { content, identity: createIdentity(content, siteFromEnv(env), log) };
  }

  it("states WordPress's driveway price on the identity and the driveway service, logs each bad item, and follows a change on the next read after a revalidation", async () => {
    wp = await startFakeWordPress();
    const option = {
      ...priceOption({
        driveway: { low: 9, high: 15 },
        patio: { low: "ten", high: 18 },
        sidewalkRepair: { low: 350, high: 250_000 },
        exposedAggregatePremium: { low: 12, high: 18 },
      }),
      excerpt: { rendered: "" },
      content: { rendered: "" },
    };
    wp.content.site_option.push(option as never);
    const events: Record<string, unknown>[] = [];
    const { content, identity } = servicesFor(wp.url, events);

    const site = await identity.resolve();
    expect(site.prices.driveway).toEqual({ low: 9, high: 15, unit: "sqft" });
    expect(site.prices.patio).toEqual(DEFAULT_PRICES.patio);
    expect(site.prices.sidewalkRepair).toEqual(DEFAULT_PRICES.sidewalkRepair);
    expect(site.prices.exposedAggregatePremium).toEqual({ low: 12, high: 18 });
    expect(priceLong(site.prices.driveway)).toBe("$9 to $15 per square foot");

    // The built-in service the page falls back to states the same price, not §9's.
    const driveways = JSON.stringify(await content.getService("driveways"));
    expect(driveways).toContain("$9 to $15");
    expect(driveways).not.toContain("$8 to $14");
    expect(driveways).not.toContain("NaN");
    expect(JSON.stringify(await content.getService("patios"))).toContain(rangeDash(DEFAULT_PRICES.patio));

    await identity.resolve();
    const ignored = events.filter((event) => event.event === "content.price_ignored");
    expect(ignored).toEqual([
      { event: "content.price_ignored", item: "patio", reason: "low is not a whole number" },
      { event: "content.price_ignored", item: "sidewalkRepair", reason: "high is not from 1 to 100000" },
    ]);

    // The office manager saves another price; the plugin's call drops the copies.
    (option.acf as { prices: Record<string, unknown> }).prices.driveway = { low: 10, high: 16 };
    expect((await identity.resolve()).prices.driveway.low).toBe(9);
    content.invalidate();
    expect((await identity.resolve()).prices.driveway).toEqual({ low: 10, high: 16, unit: "sqft" });
    expect(JSON.stringify(await content.getService("driveways"))).toContain("$10 to $16");
  });

  it("keeps the configured list while WordPress is down or has no price list, without an error", async () => {
    wp = await startFakeWordPress();
    const events: Record<string, unknown>[] = [];
    const { content, identity } = servicesFor(wp.url, events);
    expect((await identity.resolve()).prices).toEqual(DEFAULT_PRICES);
    expect(JSON.stringify(await content.getService("driveways"))).toContain("$8 to $14");

    wp.setMode("failing");
    content.invalidate();
    expect((await identity.resolve()).prices).toEqual(DEFAULT_PRICES);
    expect(events.some((event) => event.event === "identity.resolve_failed")).toBe(false);
  });
});
