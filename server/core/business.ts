import { readFileSync } from "node:fs";
import { bookingFromSection, bookingSectionSchema } from "@shared/booking/file-section.ts";
import { hoursFromLines, parseHoursLines } from "@shared/content/hours.ts";
import {
  DEFAULT_PRICES,
  PREMIUM_ITEMS,
  PRICE_ITEMS,
  PRICE_LIMITS,
  type PriceList,
} from "@shared/content/prices.ts";
import { NO_PROMISES, PROMISE_LIMITS } from "@shared/content/promises.ts";
import { type SiteConfig, siteConfig } from "@shared/content/site.ts";
import { z } from "zod";

/**
 * The business file (BUSINESS_FILE): the client's identity and claims, written once by the agency
 * outside the code and read once at start. Everything the built-in copy says about the business
 * (name, phone, e-mail, address, hours, founding year, warranty, credentials, social profiles,
 * payment methods) then says the file's, and the demo's testimonials and team are left out
 * (docs/configuration.md, "The business file"; docs/decisions/007). A file that does not read
 * stops the site with the field named, like a bad setting does.
 */

/** The largest business file read: a filled-in file is about 2 KB. */
export const MAX_BUSINESS_FILE_BYTES = 64 * 1024;

/**
 * Keys an agency may look for that the file does not take, each with the reason: the service area is
 * drawn into the map, the town pages and the county lists at build time (docs/decisions/009).
 */
const SERVICE_AREA_KEYS = ["counties", "serviceCounties", "serviceArea", "radiusMiles", "serviceCenter"];
const SERVICE_AREA_REFUSAL =
  'is not set here: the service area (Polk, Dallas and Warren counties, 30 miles around Des Moines) is drawn into the map, the town pages and the county lists; changing it is a change to the code (shared/content/site.ts, then "npm run map"; docs/configuration.md)';

const text = (max: number) =>
  z
    .string({ message: "must be text" })
    .trim()
    .min(1, "must not be empty")
    .max(max, `must be at most ${max} characters`);

const years = (what: string) =>
  z
    .number({ message: `must be a number of years (${what})` })
    .int("must be a whole number of years")
    .min(1, "must be at least 1")
    .max(50, "must be at most 50");

const profile = z
  .url({ message: "must be the profile's address, starting with https://" })
  .refine((url) => url.startsWith("https://"), "must start with https://");

/** "Monday-Friday 8:00 AM-5:00 PM": the lines as a person writes them, each one the site can read. */
const hoursLines = z
  .array(text(100), { message: 'must be a list of lines such as ["Monday-Friday 8:00 AM-5:00 PM"]' })
  .min(1, "must have at least one line")
  .max(14, "must have at most 14 lines")
  .superRefine((lines, ctx) => {
    lines.forEach((line, i) => {
      if (!parseHoursLines([line])) {
        ctx.addIssue({
          code: "custom",
          path: [i],
          message: `"${line}" cannot be read: write the days, then the hours or Closed, such as "Monday-Friday 8:00 AM-5:00 PM", "Sat 9am-1pm" or "Sunday Closed"`,
        });
      }
    });
  });

/** A whole number from `min` to `max`, named by what it counts in the message. */
const whole = (what: string, min: number, max: number) =>
  z
    .number({ message: `must be a number of ${what}` })
    .int(`must be a whole number of ${what}`)
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max.toLocaleString("en-US")}`);

/** A typical price as low and high in whole dollars, up to `max` (a bound far above any real price). */
const priceRange = (max: number) =>
  z
    .strictObject({
      low: whole("dollars", PRICE_LIMITS.sqft.min, max),
      high: whole("dollars", PRICE_LIMITS.sqft.min, max),
    })
    .refine((range) => range.low <= range.high, {
      message: "low must not be more than high",
      path: ["low"],
    });

/** A finish's markup over a broom finish, in whole percent. */
const premiumRange = z
  .strictObject({
    low: whole("percent", PRICE_LIMITS.percent.min, PRICE_LIMITS.percent.max),
    high: whole("percent", PRICE_LIMITS.percent.min, PRICE_LIMITS.percent.max),
  })
  .refine((range) => range.low <= range.high, { message: "low must not be more than high", path: ["low"] });

/** Per square foot; the sidewalk repair per job (docs/product.md §9). */
const pricesSchema = z.strictObject({
  ...(Object.fromEntries(
    PRICE_ITEMS.map((item) => [item, priceRange(PRICE_LIMITS[DEFAULT_PRICES[item].unit].max).optional()]),
  ) as Record<(typeof PRICE_ITEMS)[number], z.ZodOptional<ReturnType<typeof priceRange>>>),
  /** How much more stamped and colored work costs than a broom finish, in percent. */
  stampedPremium: premiumRange.optional(),
  /** How much more an exposed-aggregate finish costs than a broom finish, in percent. */
  exposedAggregatePremium: premiumRange.optional(),
});

/** A range of whole `what` from `min` to `max`, low ≤ high. */
const wholeRange = (what: string, min: number, max: number) =>
  z
    .strictObject(
      { low: whole(what, min, max), high: whole(what, min, max) },
      { message: `must be a low and a high, such as { "low": ${min + 2}, "high": ${min + 4} }` },
    )
    .refine((range) => range.low <= range.high, { message: "low must not be more than high", path: ["low"] });

const promiseFlag = z.boolean({ message: "must be true or false" });

/** The promises and policies (shared/content/promises.ts); each one left out is not said. */
const promisesSchema = z.strictObject(
  {
    /** "We reply within 24 hours". */
    replyHours: whole("hours", PROMISE_LIMITS.replyHours.min, PROMISE_LIMITS.replyHours.max).optional(),
    /** "On site within 48 hours" for the free estimate. */
    visitHours: whole("hours", PROMISE_LIMITS.visitHours.min, PROMISE_LIMITS.visitHours.max).optional(),
    /** "Most projects finished in 3 to 5 days". */
    projectDays: wholeRange(
      "days",
      PROMISE_LIMITS.projectDays.min,
      PROMISE_LIMITS.projectDays.max,
    ).optional(),
    /** "A deposit of 25-33% reserves your date". */
    depositPercent: wholeRange(
      "percent",
      PROMISE_LIMITS.depositPercent.min,
      PROMISE_LIMITS.depositPercent.max,
    ).optional(),
    /** "Our 100% satisfaction guarantee". */
    satisfactionGuarantee: promiseFlag.optional(),
    /** "Emergency repairs are available 24/7". */
    emergencyRepairs: promiseFlag.optional(),
  },
  { message: 'must be an object such as { "replyHours": 24 }' },
);

export const businessFileSchema = z.strictObject({
  name: text(100),
  /** The name a phone shows under the site's icon; the name when not given. */
  shortName: text(40).optional(),
  /** One line about the business, for the web app manifest; the built-in line when not given. */
  tagline: text(200).optional(),
  phone: z
    .string({ message: "must be text" })
    .trim()
    .refine((phone) => {
      const digits = phone.replace(/\D/g, "");
      return (
        /^[\d\s().+-]+$/.test(phone) &&
        (digits.length === 10 || (digits.length === 11 && digits.startsWith("1")))
      );
    }, "must be a US phone number such as (515) 555-0143"),
  email: z.email({ message: "must be an e-mail address such as office@yourbusiness.com" }),
  address: z.strictObject({
    street: text(120),
    city: text(60),
    region: z
      .string({ message: "must be text" })
      .regex(/^[A-Z]{2}$/, "must be the state's two capital letters, such as IA"),
    postalCode: z
      .string({ message: "must be text, in quotes" })
      .regex(/^\d{5}(-\d{4})?$/, "must be a 5-digit ZIP code"),
  }),
  /** The office's coordinates for the structured data; without them the structured data claims none. */
  geo: z
    .strictObject({
      latitude: z.number({ message: "must be a number" }).min(-90).max(90),
      longitude: z.number({ message: "must be a number" }).min(-180).max(180),
    })
    .optional(),
  hours: hoursLines,
  foundedYear: z
    .number({ message: "must be a year such as 2012" })
    .int("must be a year such as 2012")
    .min(1900, "must be 1900 or later")
    .refine((year) => year <= new Date().getFullYear(), "must not be in the future"),
  warranty: z.strictObject({
    /** The workmanship warranty every page names ("a 5-year warranty"). */
    years: years("the workmanship warranty"),
    /** A structural warranty the About page's facts add, if the business gives one. */
    structuralYears: years("the structural warranty").optional(),
  }),
  credentials: z
    .strictObject({
      licensed: z.boolean({ message: "must be true or false" }),
      bonded: z.boolean({ message: "must be true or false" }),
      insured: z.boolean({ message: "must be true or false" }),
    })
    .refine(
      (c) => c.licensed || c.bonded || c.insured,
      "at least one of licensed, bonded and insured must be true: the pages' trust badges and cards stand on them",
    ),
  /** The licence or contractor registration as it should read, e.g. "Iowa contractor registration #C123456". */
  licence: text(120).optional(),
  /** How many projects the business has completed; without it the pages claim no count. */
  projectsCompleted: z
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(1_000_000)
    .optional(),
  social: z
    .strictObject({
      facebook: profile.optional(),
      instagram: profile.optional(),
      twitter: profile.optional(),
      linkedin: profile.optional(),
    })
    .optional(),
  /** The ways to pay; without them the pages name none. */
  paymentAccepted: z
    .array(text(40), { message: 'must be a list such as ["Cash", "Check", "Credit Card"]' })
    .min(1, "must name at least one way to pay")
    .max(10, "must name at most 10")
    .optional(),
  /** Reply and visit times, project length, deposit, guarantee: each said only as given here. */
  promises: promisesSchema.optional(),
  /** The prices every page states, each as { "low": 8, "high": 14 } in whole dollars; §9's where left out. */
  prices: pricesSchema.optional(),
  /** The estimate visits booked at /book (shared/booking/file-section.ts); the defaults when left out. */
  booking: bookingSectionSchema.optional(),
});

export type BusinessFile = z.infer<typeof businessFileSchema>;

/** One thing wrong with the file: where (a field path such as address.postalCode) and what. */
export interface BusinessFileIssue {
  field: string;
  message: string;
}

export type BusinessFileResult =
  | { ok: true; business: BusinessFile }
  | { ok: false; issues: BusinessFileIssue[] };

/** The file's text checked: JSON, no key the file does not take, every field as docs/configuration.md gives it. */
export function parseBusinessFile(text: string): BusinessFileResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, issues: [{ field: "(file)", message: `is not JSON: ${(error as Error).message}` }] };
  }
  if (json && typeof json === "object" && !Array.isArray(json)) {
    const refused = Object.keys(json).filter((key) => SERVICE_AREA_KEYS.includes(key));
    if (refused.length > 0) {
      return { ok: false, issues: refused.map((field) => ({ field, message: SERVICE_AREA_REFUSAL })) };
    }
  }
  const parsed = businessFileSchema.safeParse(json);
  if (parsed.success) return { ok: true, business: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.flatMap((issue) =>
      // zod names unknown keys in one issue; each is a field of its own here, so a typo is named.
      issue.code === "unrecognized_keys"
        ? issue.keys.map((key) => ({
            field: [...issue.path, key].join("."),
            message: "is not a field of the business file (a typo?); docs/configuration.md lists them",
          }))
        : [{ field: issue.path.join(".") || "(file)", message: issue.message }],
    ),
  };
}

/** The file at `path`, read (at most MAX_BUSINESS_FILE_BYTES) and checked. */
export function readBusinessFile(path: string): BusinessFileResult {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    return {
      ok: false,
      issues: [{ field: "(file)", message: `cannot be read: ${(error as Error).message}` }],
    };
  }
  if (bytes.length > MAX_BUSINESS_FILE_BYTES) {
    return {
      ok: false,
      issues: [
        {
          field: "(file)",
          message: `is ${bytes.length} bytes, more than the ${MAX_BUSINESS_FILE_BYTES} a business file may be`,
        },
      ],
    };
  }
  return parseBusinessFile(bytes.toString("utf8"));
}

/**
 * The price list the file gives: each item it names, and for the rest the default (docs/product.md
 * §9) marked `notGiven`, which the instant estimate ranges with and no page states.
 */
export function pricesFromBusiness(prices: BusinessFile["prices"]): PriceList {
  const list = Object.fromEntries(
    Object.entries(DEFAULT_PRICES).map(([item, price]) => [item, { ...price, notGiven: true }]),
  ) as unknown as PriceList;
  for (const item of PRICE_ITEMS) {
    const given = prices?.[item];
    if (given) list[item] = { ...given, unit: DEFAULT_PRICES[item].unit };
  }
  for (const item of PREMIUM_ITEMS) {
    const given = prices?.[item];
    if (given) list[item] = given;
  }
  return list;
}

/**
 * The site identity the file gives: every field and claim the file's, each of the copy's readings
 * saying the one value (founded in …, since …, N+ years; one warranty), the file's prices (§9's for
 * those it leaves out), and the service area and price range ("$$") as built in. `now` dates the
 * years of experience.
 */
export function siteFromBusiness(business: BusinessFile, now: Date = new Date()): SiteConfig {
  const projects = business.projectsCompleted
    ? `${business.projectsCompleted.toLocaleString("en-US")}+`
    : null;
  return {
    ...siteConfig,
    name: business.name,
    shortName: business.shortName ?? business.name,
    tagline: business.tagline ?? siteConfig.tagline,
    phone: business.phone,
    email: business.email,
    address: { ...business.address, country: "US" },
    geo: business.geo ?? null,
    hours: hoursFromLines(business.hours),
    social: business.social ?? {},
    paymentAccepted: business.paymentAccepted ?? [],
    foundedYear: business.foundedYear,
    claims: {
      // Whole years it has surely been in business ("13+ years" for a 2012 founding in 2026), never more.
      experienceYears: Math.max(1, now.getFullYear() - business.foundedYear - 1),
      aboutSinceYear: business.foundedYear,
      warrantyYears: business.warranty.years,
      structuralWarrantyYears: business.warranty.structuralYears ?? null,
      credentials: business.credentials,
      licence: business.licence ?? null,
      projects: projects ? { about: projects, quote: projects } : null,
      promises: {
        replyHours: business.promises?.replyHours ?? NO_PROMISES.replyHours,
        visitHours: business.promises?.visitHours ?? NO_PROMISES.visitHours,
        projectDays: business.promises?.projectDays ?? NO_PROMISES.projectDays,
        depositPercent: business.promises?.depositPercent ?? NO_PROMISES.depositPercent,
        satisfactionGuarantee: business.promises?.satisfactionGuarantee ?? false,
        emergencyRepairs: business.promises?.emergencyRepairs ?? false,
      },
      demo: false,
    },
    prices: pricesFromBusiness(business.prices),
    ...(business.booking ? { booking: bookingFromSection(business.booking) } : {}),
  };
}
