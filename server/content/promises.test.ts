import { readFileSync } from "node:fs";
import path from "node:path";
import { demoClaimsIn } from "@shared/content/demo-inventory.ts";
import { claimGivenBy, promiseClaims } from "@shared/content/demo-promises.ts";
import { PRICE_ITEMS, pricesNotGiven } from "@shared/content/prices.ts";
import { type SiteConfig, siteConfig } from "@shared/content/site.ts";
import { describe, expect, it } from "vitest";
import { localBusiness } from "~/lib/json-ld.ts";
import { parseBusinessFile, siteFromBusiness } from "../core/business.ts";
import { EmbeddedSource } from "./embedded.ts";

/**
 * The promises, policies and prices a page states are the business's or are not said: a business
 * file without them gives copy with none of the demo's (the inventory's phrases), one with them gives
 * the client's numbers everywhere the demo says its own, and the demo reads as the spec writes it.
 * The copy is every text the copy modules and the built-in records give for a site, as the pages and
 * the structured data take them.
 */

// Every module whose exports the pages word their copy with: the page copy, the forms' texts and
// their no-JavaScript thanks, the estimate's words, and WordPress's fallbacks for a bare record.
const copyModules = {
  ...import.meta.glob(["../../shared/content/pages/*.ts", "!**/*.test.ts"], { eager: true }),
  ...import.meta.glob(["../../shared/forms/**/{copy,lead}.ts", "!**/*.test.ts"], { eager: true }),
  ...import.meta.glob("../../shared/estimate/copy.ts", { eager: true }),
  ...import.meta.glob("../wordpress-defaults.ts", { eager: true }),
};

/** Each text `value` holds, calling each function with the site (and with a town and the site). */
function textsOf(value: unknown, site: SiteConfig, into: string[] = [], seen = new Set<unknown>()): string[] {
  if (typeof value === "string") {
    into.push(value);
    return into;
  }
  if (value === null || typeof value !== "object" ? typeof value !== "function" : false) return into;
  if (seen.has(value)) return into;
  seen.add(value);
  if (typeof value === "function") {
    for (const args of [[site], ["Ankeny", site]]) {
      try {
        textsOf(value(...args), site, into, seen);
      } catch {
        // A function of other arguments (a lead's values, a list of questions): not copy of the site's.
      }
    }
    return into;
  }
  for (const item of Object.values(value as object)) textsOf(item, site, into, seen);
  return into;
}

/** All the copy a site's pages say: the copy modules' texts and the built-in records, as one text. */
async function copyOf(site: SiteConfig): Promise<string> {
  const source = new EmbeddedSource(site);
  const services = await Promise.all(
    [
      "driveways",
      "patios",
      "sidewalks",
      "decorative-concrete",
      "stamped-concrete",
      "commercial",
      "repair",
    ].map((slug) => source.getService(slug)),
  );
  const records = {
    faq: await source.getFaq(),
    process: await source.getProcess(),
    about: await source.getAbout(),
    services,
    locations: await Promise.all(
      [
        "ankeny",
        "des-moines",
        "west-des-moines",
        "johnston",
        "waukee",
        "altoona",
        "indianola",
        "pleasant-hill",
      ].map((slug) => source.getLocation(slug)),
    ),
    jsonLd: localBusiness(site, "https://www.example.com"),
  };
  return [JSON.stringify(records), ...textsOf(copyModules, site)].join("\n");
}

const example = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../../deploy/business.example.json"), "utf8"),
) as Record<string, unknown>;

function clientSite(file: Record<string, unknown>): SiteConfig {
  const parsed = parseBusinessFile(JSON.stringify(file));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return siteFromBusiness(parsed.business, new Date("2026-06-01T12:00:00Z"));
}

/** A client that states no promise, no policy, no price and no way to pay. */
const { promises: _p, prices: _q, paymentAccepted: _r, ...bareFile } = example;
const bare = clientSite(bareFile);

/** A client that states each, with numbers of its own. */
const ownPromises = {
  replyHours: 4,
  visitHours: 72,
  projectDays: { low: 2, high: 4 },
  depositPercent: { low: 10, high: 10 },
  satisfactionGuarantee: true,
  emergencyRepairs: true,
};
const own = clientSite({
  ...bareFile,
  promises: ownPromises,
  paymentAccepted: ["Check"],
  prices: {
    driveway: { low: 9, high: 15 },
    patio: { low: 11, high: 19 },
    newSidewalk: { low: 7, high: 13 },
    sidewalkRepair: { low: 400, high: 1800 },
    stampedPatio: { low: 13, high: 21 },
    overlay: { low: 5, high: 9 },
    polishedFloor: { low: 4, high: 10 },
    stampedPremium: { low: 15, high: 25 },
    exposedAggregatePremium: { low: 12, high: 18 },
  },
});

const claimIds = new Set(promiseClaims.map((claim) => claim.id));
const promiseClaimsIn = (text: string) =>
  demoClaimsIn(text)
    .map((claim) => claim.id)
    .filter((id) => claimIds.has(id));

describe("the demo's promises, policies and prices", () => {
  it("are each found in the demo's copy, so the search below reaches every sentence that says one", async () => {
    const text = await copyOf(siteConfig);
    expect(promiseClaimsIn(text).sort()).toEqual([...claimIds].sort());
  });

  it("read as the spec writes them", async () => {
    const text = await copyOf(siteConfig);
    for (const sentence of [
      "We'll contact you within 24 hours.",
      "Your quote request will be addressed within 24 hours by our specialists",
      "Our team typically responds within 24 business hours with your detailed estimate.",
      "Free estimates, a reply within 24 hours, and most projects finished in 3 to 5 days.",
      "We respond within 24 hours and can usually be on site within 48 hours.",
      "A deposit of 25-33% reserves your date and orders materials.",
      "warranty and our 100% satisfaction guarantee.",
      "We call back within 24 hours, usually the same day.",
      "Emergency repairs are available 24/7.",
      "We take cash, credit card and check.",
      "Stamped $12-$18, overlays $8-$14, floors $6-$12 per sq ft.",
    ]) {
      expect(text, sentence).toContain(sentence);
    }
  });
});

describe("a business file without promises, policies or prices", () => {
  it("gives copy and records with none of the demo's", async () => {
    const text = await copyOf(bare);
    expect(promiseClaimsIn(text)).toEqual([]);
    expect(text).toContain("We'll contact you soon.");
    expect(text).toContain("Your quote request will be addressed by our specialists");
  });

  it("states a price WordPress's list gives, even with §9's very numbers", async () => {
    const source = new EmbeddedSource(bare, async () => ({ overlay: { low: 8, high: 14 } }));
    const repair = JSON.stringify(await source.getService("repair"));
    expect(repair).toContain("resurfaced with a bonded overlay (typically $8 to $14 per square foot).");
    expect(repair).not.toContain("$350 to $1,500");
  });

  it("lists every price as not given, and names no way to pay", async () => {
    expect(pricesNotGiven(bare)).toEqual([...PRICE_ITEMS, "stampedPremium", "exposedAggregatePremium"]);
    const text = await copyOf(bare);
    expect(text).not.toMatch(/We take |We accept /);
    expect(localBusiness(bare, "https://www.example.com")).not.toHaveProperty("paymentAccepted");
  });
});

describe("a business file with its own promises, policies and prices", () => {
  it("says the client's values where the demo says its own", async () => {
    const text = await copyOf(own);
    for (const sentence of [
      "We'll contact you within 4 hours.",
      "Your quote request will be addressed within 4 hours by our specialists",
      "Free estimates, a reply within 4 hours, and most projects finished in 2 to 4 days.",
      "We respond within 4 hours and can usually be on site within 72 hours.",
      "A deposit of 10% reserves your date and orders materials.",
      "our 100% satisfaction guarantee",
      "Emergency repairs are available 24/7.",
      "We take check.",
      "Stamped $13-$21, overlays $5-$9, floors $4-$10 per sq ft.",
      "Most driveways come in at $9 to $15 per square foot",
    ]) {
      expect(text, sentence).toContain(sentence);
    }
    expect(pricesNotGiven(own)).toEqual([]);
  });

  it("shows a demo phrase only where the client's own value words it the same", async () => {
    const text = await copyOf(own);
    const found = promiseClaimsIn(text);
    // The guarantee and emergency repairs read as the demo's do, and are the client's own.
    expect(found.sort()).toEqual(["policy.emergency-repairs", "policy.satisfaction-guarantee"]);
    for (const id of found) expect(claimGivenBy(own, id), id).toBe(true);
    expect(claimGivenBy(own, "promise.reply-time")).toBe(false);
    expect(claimGivenBy(bare, "price.driveway")).toBe(false);
    expect(claimGivenBy(siteConfig, "policy.deposit")).toBe(false);
  });

  it("owns a demo price phrase only when a price it gave has the demo's numbers", async () => {
    // $8 to $14 a square foot is the demo's driveway, new walk and overlay price alike.
    const drivewayOnly = clientSite({ ...bareFile, prices: { driveway: { low: 8, high: 14 } } });
    const text = await copyOf(drivewayOnly);
    expect(text).toContain("Most driveways come in at $8 to $14 per square foot");
    const found = promiseClaimsIn(text);
    expect(found).toEqual(expect.arrayContaining(["price.driveway", "price.overlay"]));
    for (const id of found) expect(claimGivenBy(drivewayOnly, id), id).toBe(true);
    expect(claimGivenBy(drivewayOnly, "price.patio")).toBe(false);
  });

  it("gives one promise without the others: each is said or left out on its own", async () => {
    const replyOnly = clientSite({ ...bareFile, promises: { replyHours: 24 } });
    const text = await copyOf(replyOnly);
    expect(promiseClaimsIn(text)).toEqual(["promise.reply-time"]);
    expect(claimGivenBy(replyOnly, "promise.reply-time")).toBe(true);
    expect(text).toContain("Tell us about your driveway, patio or sidewalk. We respond within 24 hours.");
  });
});

describe("the business file's promises", () => {
  it("refuses a promise it cannot read, naming the field", () => {
    const issues = (promises: unknown) => {
      const parsed = parseBusinessFile(JSON.stringify({ ...bareFile, promises }));
      return parsed.ok ? [] : parsed.issues.map((issue) => `${issue.field}: ${issue.message}`);
    };
    expect(issues({ replyHours: 0 })).toEqual(["promises.replyHours: must be at least 1"]);
    expect(issues({ visitHours: "48" })).toEqual(["promises.visitHours: must be a number of hours"]);
    expect(issues({ projectDays: { low: 5, high: 3 } })).toEqual([
      "promises.projectDays.low: low must not be more than high",
    ]);
    expect(issues({ depositPercent: { low: 25, high: 133 } })).toEqual([
      "promises.depositPercent.high: must be at most 100",
    ]);
    expect(issues({ satisfactionGuarantee: "yes" })).toEqual([
      "promises.satisfactionGuarantee: must be true or false",
    ]);
    expect(issues({ replyTime: 24 })).toEqual([
      "promises.replyTime: is not a field of the business file (a typo?); docs/configuration.md lists them",
    ]);
  });
});
