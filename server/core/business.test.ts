import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_PRICES, PREMIUM_ITEMS, PRICE_ITEMS, pricesNotGiven } from "@shared/content/prices.ts";
import { siteConfig } from "@shared/content/site.ts";
import { afterAll, describe, expect, it } from "vitest";
import {
  type BusinessFile,
  MAX_BUSINESS_FILE_BYTES,
  parseBusinessFile,
  readBusinessFile,
  siteFromBusiness,
} from "./business.ts";
import { EnvError, parseEnv } from "./env.ts";
import { siteFromEnv } from "./site-from-env.ts";

const EXAMPLE = path.resolve(__dirname, "../../deploy/business.example.json");
const example = (): Record<string, unknown> => JSON.parse(readFileSync(EXAMPLE, "utf8"));

const dir = mkdtempSync(path.join(tmpdir(), "business-file-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let written = 0;
/** `content` (an object as JSON, or text as is) in a file of its own; its path. */
function file(content: unknown): string {
  written += 1;
  const where = path.join(dir, `business-${written}.json`);
  writeFileSync(where, typeof content === "string" ? content : JSON.stringify(content));
  return where;
}

/** The one line parseEnv's message gives for a business file with `content`. */
function refusal(content: unknown): string {
  const where = file(content);
  try {
    parseEnv({ BUSINESS_FILE: where });
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error("the file was taken");
}

const without = (key: string) => Object.fromEntries(Object.entries(example()).filter(([k]) => k !== key));

describe("the business file", () => {
  it("the example in deploy/ is a file the site takes", () => {
    const result = readBusinessFile(EXAMPLE);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const env = parseEnv({ BUSINESS_FILE: EXAMPLE });
    expect(env.BUSINESS_FILE?.path).toBe(EXAMPLE);
    expect(env.BUSINESS_FILE?.site.name).toBe("Raccoon River Concrete LLC");
  });

  it("names the file and the field when a field is wrong", () => {
    const message = refusal({
      ...example(),
      address: { ...(example().address as object), postalCode: "5026" },
    });
    const where = path.join(dir, `business-${written}.json`);
    expect(message).toContain(`BUSINESS_FILE (${where}): address.postalCode: must be a 5-digit ZIP code`);
  });

  it.each([
    ["name", { name: "" }, "name: must not be empty"],
    ["phone", { phone: "call us" }, "phone: must be a US phone number"],
    ["phone", { phone: "555-0143" }, "phone: must be a US phone number"],
    ["email", { email: "office at example.com" }, "email: must be an e-mail address"],
    [
      "address.region",
      { address: { street: "1 Main St", city: "Ames", region: "Iowa", postalCode: "50010" } },
      "address.region: must be the state's two capital letters",
    ],
    [
      "address.city",
      { address: { street: "1 Main St", region: "IA", postalCode: "50010" } },
      "address.city:",
    ],
    [
      "address.postalCode",
      { address: { street: "1 Main St", city: "Ames", region: "IA", postalCode: 50010 } },
      "address.postalCode: must be text, in quotes",
    ],
    ["geo.latitude", { geo: { latitude: 141.6, longitude: -93.6 } }, "geo.latitude:"],
    ["foundedYear", { foundedYear: 2999 }, "foundedYear: must not be in the future"],
    ["foundedYear", { foundedYear: "2012" }, "foundedYear: must be a year such as 2012"],
    ["warranty.years", { warranty: { years: 0 } }, "warranty.years: must be at least 1"],
    [
      "warranty.structuralYears",
      { warranty: { years: 5, structuralYears: 2.5 } },
      "warranty.structuralYears: must be a whole number of years",
    ],
    [
      "credentials.bonded",
      { credentials: { licensed: true, bonded: "yes", insured: true } },
      "credentials.bonded: must be true or false",
    ],
    [
      "credentials",
      { credentials: { licensed: false, bonded: false, insured: false } },
      "credentials: at least one of licensed, bonded and insured must be true",
    ],
    ["licence", { licence: "x".repeat(121) }, "licence: must be at most 120 characters"],
    ["projectsCompleted", { projectsCompleted: -3 }, "projectsCompleted: must be at least 1"],
    [
      "social.facebook",
      { social: { facebook: "http://facebook.com/page" } },
      "social.facebook: must start with https://",
    ],
    ["paymentAccepted", { paymentAccepted: [] }, "paymentAccepted: must name at least one way to pay"],
    [
      "prices.driveway.low",
      { prices: { driveway: { low: 15, high: 9 } } },
      "prices.driveway.low: low must not be more than high",
    ],
    [
      "prices.patio.high",
      { prices: { patio: { low: 10, high: 18.5 } } },
      "prices.patio.high: must be a whole number of dollars",
    ],
    [
      "prices.overlay.low",
      { prices: { overlay: { low: 0, high: 14 } } },
      "prices.overlay.low: must be at least 1",
    ],
    [
      "prices.newSidewalk.high",
      { prices: { newSidewalk: { low: 8, high: 5000 } } },
      "prices.newSidewalk.high: must be at most 500",
    ],
    [
      "prices.sidewalkRepair.high",
      { prices: { sidewalkRepair: { low: 350, high: "1,500" } } },
      "prices.sidewalkRepair.high: must be a number of dollars",
    ],
    ["prices.stampedPatio.high", { prices: { stampedPatio: { low: 12 } } }, "prices.stampedPatio.high:"],
    [
      "prices.stampedPremium.low",
      { prices: { stampedPremium: { low: 40, high: 30 } } },
      "prices.stampedPremium.low: low must not be more than high",
    ],
    [
      "prices.driveways",
      { prices: { driveways: { low: 9, high: 15 } } },
      "prices.driveways: is not a field of the business file",
    ],
  ])("names %s when it is wrong", (_, change, expected) => {
    expect(refusal({ ...example(), ...change })).toContain(expected);
  });

  it.each(["name", "phone", "email", "address", "hours", "foundedYear", "warranty", "credentials"])(
    "refuses a file without %s",
    (key) => {
      expect(refusal(without(key))).toContain(`${key}:`);
    },
  );

  it("refuses hours it cannot read, naming the line, rather than guessing", () => {
    const message = refusal({ ...example(), hours: ["Monday-Friday 7:00 AM-5:00 PM", "by appointment"] });
    expect(message).toContain('hours.1: "by appointment" cannot be read');
    expect(refusal({ ...example(), hours: ["Mon-Fri 8-5"] })).toContain(
      'hours.0: "Mon-Fri 8-5" cannot be read',
    );
  });

  it("refuses a key it does not know, so a typo is not ignored", () => {
    const message = refusal({
      ...example(),
      fundedYear: 2010,
      address: { ...(example().address as object), zip: "50265" },
    });
    expect(message).toContain("fundedYear: is not a field of the business file (a typo?)");
    expect(message).toContain("address.zip: is not a field of the business file (a typo?)");
  });

  it("refuses the service area, saying why and where it is changed", () => {
    const message = refusal({ ...example(), counties: ["Polk", "Story"] });
    expect(message).toContain("counties: is not set here: the service area");
    expect(message).toContain("npm run map");
  });

  it("refuses a file larger than 64 KB unread, and one that is not JSON", () => {
    const large = JSON.stringify({ ...example(), tagline: "x".repeat(MAX_BUSINESS_FILE_BYTES) });
    expect(refusal(large)).toContain(`more than the ${MAX_BUSINESS_FILE_BYTES} a business file may be`);
    expect(refusal('{ "name": "Unfinished",')).toContain("is not JSON");
    expect(refusal([example()])).toMatch(/BUSINESS_FILE \(.*\): \(file\): /);
  });

  it("refuses a path it cannot read, naming it", () => {
    const missing = path.join(dir, "nowhere.json");
    expect(() => parseEnv({ BUSINESS_FILE: missing })).toThrow(
      `BUSINESS_FILE (${missing}): (file): cannot be read`,
    );
  });

  it("is optional: no file, the demo identity", () => {
    expect(parseEnv({}).BUSINESS_FILE).toBeUndefined();
    expect(siteFromEnv(parseEnv({}))).toEqual(siteConfig);
  });
});

describe("the prices a business file gives", () => {
  it("takes the items it names, keeps docs/product.md §9 for the rest, and the unit of each", () => {
    const result = parseBusinessFile(
      JSON.stringify({
        ...without("prices"),
        prices: { driveway: { low: 9, high: 15 }, sidewalkRepair: { low: 400, high: 2000 } },
      }),
    );
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const { prices } = siteFromBusiness((result as { business: BusinessFile }).business);
    expect(prices.driveway).toEqual({ low: 9, high: 15, unit: "sqft" });
    expect(prices.sidewalkRepair).toEqual({ low: 400, high: 2000, unit: "job" });
    // The rest range the instant estimate with §9's numbers, marked as not given: no page states them.
    expect(prices.patio).toEqual({ ...DEFAULT_PRICES.patio, notGiven: true });
    expect(pricesNotGiven({ prices })).toEqual([
      "patio",
      "newSidewalk",
      "stampedPatio",
      "overlay",
      "polishedFloor",
      "stampedPremium",
      "exposedAggregatePremium",
    ]);
  });

  it("is optional: a file without prices gives none, and the site knows each is missing", () => {
    const result = parseBusinessFile(JSON.stringify(without("prices")));
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const site = siteFromBusiness((result as { business: BusinessFile }).business);
    expect(pricesNotGiven(site)).toEqual([...PRICE_ITEMS, ...PREMIUM_ITEMS]);
    expect(pricesNotGiven(siteConfig)).toEqual([]);
  });
});

describe("the booking section of a business file", () => {
  it("carries the visit settings into the site's identity", () => {
    const result = parseBusinessFile(
      JSON.stringify({
        ...example(),
        booking: {
          hours: { monday: ["08:00-12:00"], thursday: ["13:00-17:00"] },
          visitsPerWindow: 2,
          blockedDates: ["2026-12-31"],
          reminderTime: "16:30",
        },
      }),
    );
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const site = siteFromBusiness((result as { business: BusinessFile }).business);
    expect(site.booking).toMatchObject({
      visitsPerWindow: 2,
      blockedDates: ["2026-12-31"],
      reminderTime: "16:30",
      hours: {
        monday: [{ start: "08:00", end: "12:00" }],
        thursday: [{ start: "13:00", end: "17:00" }],
        friday: [],
      },
    });
    // Without the section, the site gives none and the defaults apply.
    const plain = parseBusinessFile(readFileSync(EXAMPLE, "utf8"));
    expect(siteFromBusiness((plain as { business: BusinessFile }).business).booking).toBeUndefined();
  });

  it.each([
    [{ windowMinutes: 600 }, "booking.windowMinutes: must be at most 480"],
    [
      { hours: { monday: ["8am-noon"] } },
      'booking.hours.monday.0: must be visit hours such as "08:00-12:00"',
    ],
    [
      { hours: { mondays: ["08:00-12:00"] } },
      "booking.hours.mondays: is not a field of the business file (a typo?)",
    ],
    [{ reminderTime: "5pm" }, 'booking.reminderTime: must be a 24-hour time such as "17:00"'],
    [{ blockedDates: ["2026-13-01"] }, "booking.blockedDates.0: must be a date of the calendar"],
  ])("refuses a bad booking section, naming the field: %j", (booking, expected) => {
    expect(refusal({ ...example(), booking })).toContain(expected);
  });
});

describe("the identity a business file gives", () => {
  const business = (() => {
    const result = parseBusinessFile(readFileSync(EXAMPLE, "utf8"));
    if (!result.ok) throw new Error("the example does not read");
    return result.business;
  })();
  const site = siteFromBusiness(business, new Date("2026-06-01T12:00:00Z"));

  it("says the file's one value in every reading of a claim", () => {
    expect(site.foundedYear).toBe(2012);
    expect(site.claims.aboutSinceYear).toBe(2012);
    // Whole years surely in business: never more than true.
    expect(site.claims.experienceYears).toBe(13);
    expect(site.claims.warrantyYears).toBe(10);
    expect(site.claims.structuralWarrantyYears).toBe(3);
    expect(site.claims.credentials).toEqual({ licensed: true, bonded: false, insured: true });
    expect(site.claims.licence).toBe("Iowa contractor registration #C000000");
    expect(site.claims.projects).toEqual({ about: "600+", quote: "600+" });
    expect(site.claims.demo).toBe(false);
  });

  it("reads the hours into every reading, the structured data's too", () => {
    expect(site.hours.contact).toEqual(business.hours);
    expect(site.hours.standard).toBe("Mon-Fri 7AM-5PM, Sat 8AM-12PM");
    expect(site.hours.phoneLine).toBe(site.hours.standard);
    expect(site.hours.openingHours).toEqual(site.hours.cityPageOpeningHours);
    expect(site.hours.openingHours[0]).toMatchObject({ opens: "07:00", closes: "17:00" });
  });

  it("claims only what the file gives: no coordinates, social profiles, project count or structural warranty of the demo's", () => {
    const bare: BusinessFile = {
      ...business,
      geo: undefined,
      social: undefined,
      projectsCompleted: undefined,
      licence: undefined,
      warranty: { years: 5 },
    };
    const plain = siteFromBusiness(bare);
    expect(plain.geo).toBeNull();
    expect(plain.social).toEqual({});
    expect(plain.claims.projects).toBeNull();
    expect(plain.claims.licence).toBeNull();
    expect(plain.claims.structuralWarrantyYears).toBeNull();
    expect(plain.shortName).toBe(business.shortName);
  });

  it("keeps the service area built in, and takes SITE_NAME, SITE_PHONE and SITE_EMAIL over the file", () => {
    const env = parseEnv({ BUSINESS_FILE: EXAMPLE, SITE_PHONE: "(515) 555-0199" });
    const resolved = siteFromEnv(env);
    expect(resolved.phone).toBe("(515) 555-0199");
    expect(resolved.email).toBe("office@example.com");
    expect(resolved.counties).toEqual(siteConfig.counties);
    expect(resolved.radiusMiles).toBe(siteConfig.radiusMiles);
  });
});
