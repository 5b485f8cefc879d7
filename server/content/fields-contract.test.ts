import { readFileSync } from "node:fs";
import path from "node:path";
import { CTA_DEFAULTS } from "@shared/content/cta.ts";
import { homeHero, homeSectionHeadings } from "@shared/content/pages/home.ts";
import { DEFAULT_PRICES, PREMIUM_ITEMS, PRICE_ITEMS, PRICE_LIMITS } from "@shared/content/prices.ts";
import { NO_PROMISES, PROMISE_LIMITS } from "@shared/content/promises.ts";
import { siteConfig } from "@shared/content/site.ts";
import type { HomeSection } from "@shared/content/types.ts";
import { describe, expect, it } from "vitest";
import {
  reshapeContactInfo,
  reshapeCta,
  reshapeGalleryAlbum,
  reshapeHomePage,
  reshapeLocation,
  reshapePriceList,
  reshapeService,
  reshapeTestimonials,
  type WpPost,
} from "./reshape/index.ts";

// The plugin's fields.json is the one list of the fields an editor can fill in WordPress. Each must be
// read by the site: for every field, a WordPress record whose `acf` holds a distinctive value in it (for
// rows, one row with a distinctive value in each column) must show that value in the reshaped record.
// A field an editor fills that the site drops would be work lost without a word.

interface Column {
  name: string;
  label: string;
  input: "text" | "textarea" | "number" | "image" | "page";
  pages?: string;
  min?: number;
  max?: number;
}

/** A row of the price list: its item's label, what its numbers count, and the site's own price. */
interface PriceItemDefinition {
  label: string;
  unit: "sqft" | "job" | "percent";
  low: number;
  high: number;
}

interface Field {
  kind:
    | "text"
    | "lines"
    | "rows"
    | "number"
    | "url"
    | "email"
    | "image"
    | "page"
    | "prices"
    | "range"
    | "yesno";
  label: string;
  columns?: Column[];
  option?: string;
  as?: string;
  group?: string;
  pages?: string;
  min?: number;
  max?: number;
  none?: boolean;
  shown?: number;
  placeholder?: string;
  items?: Record<string, PriceItemDefinition>;
  limits?: Record<string, { min: number; max: number }>;
}

const fieldsFile = path.resolve(import.meta.dirname, "../../wordpress/gdm-concrete-content/fields.json");
const { types } = JSON.parse(readFileSync(fieldsFile, "utf8")) as {
  types: Record<string, Record<string, Field>>;
};

/**
 * Fields the site deliberately does not read, with the reason. Empty today: every field of fields.json
 * reaches a page. Add one here only with a reason an owner would accept.
 */
const NOT_READ_BY_THE_SITE: Record<string, string> = {};

/** How each post type's record is reshaped; a site option by its slug. */
const reshapers: Record<string, (acf: Record<string, unknown>, option?: string) => unknown> = {
  service: (acf) => reshapeService(wpPost("distinct-service", acf), null),
  location: (acf) => reshapeLocation(wpPost("distinct-town", acf), null),
  gallery_album: (acf) => reshapeGalleryAlbum(wpPost("distinct-album", acf), null),
  post: (acf) => reshapeTestimonials([wpPost("distinct-review", acf)]),
  site_option: (acf, option) => {
    const post = wpPost(option ?? "", acf);
    if (option === "cta") return reshapeCta(post, null);
    if (option === "contact_info") return reshapeContactInfo(post, null);
    if (option === "home_page") return reshapeHomePage(post);
    if (option === "price_list") return reshapePriceList(post);
    throw new Error(`No reshape function for the site option ${option}`);
  },
};

function wpPost(slug: string, acf: Record<string, unknown>): WpPost {
  return {
    id: 7,
    slug,
    status: "publish",
    title: { rendered: "A record" },
    content: { rendered: "<p>The record's text.</p>" },
    excerpt: { rendered: "<p>The record's summary.</p>" },
    acf,
  };
}

/** The distinctive value written into a field, and what must show in the reshaped record. */
interface Probe {
  value: unknown;
  shows: string;
}

function textProbe(type: string, name: string): Probe {
  const value = `Distinct ${type} ${name} value`;
  return { value, shows: value };
}

/** A promise's name on the site: reply_hours → replyHours. */
const promiseKey = (field: Field) => (field.as ?? "").replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function fieldProbe(type: string, name: string, field: Field): Probe {
  // A promise (the contact information's group `promises`): a value within its bounds, as the plugin answers it.
  if (field.group === "promises") {
    const key = promiseKey(field);
    if (field.kind === "range") return { value: { low: 2, high: 7 }, shows: `"${key}":{"low":2,"high":7}` };
    if (field.kind === "yesno") return { value: true, shows: `"${key}":true` };
    return { value: 7, shows: `"${key}":7` };
  }
  switch (field.kind) {
    case "prices": {
      // Every item at one more than the site's own price: each must show, as the numbers given.
      const items = Object.entries(field.items ?? {});
      const value = Object.fromEntries(
        items.map(([item, own]) => [item, { low: own.low + 1, high: own.high + 1 }]),
      );
      return { value, shows: JSON.stringify(value).slice(1, -1) };
    }
    case "number":
      // A testimonial's stars default to 5; a town's centre needs both coordinates (the row below adds the other).
      if (name === "rating") return { value: "3", shows: '"rating":3' };
      return name === "latitude"
        ? { value: "41.987", shows: "41.987" }
        : { value: "-93.789", shows: "-93.789" };
    case "lines":
      return name === "zip_codes" ? { value: "50999\n50998", shows: "50998" } : textProbe(type, name);
    case "url":
      return { value: `https://example.com/distinct-${name}.jpg`, shows: `distinct-${name}.jpg` };
    case "email":
      return { value: "distinct-owner@example.com", shows: "distinct-owner@example.com" };
    case "image":
      return {
        value: {
          ID: 41,
          url: `https://example.com/distinct-${name}.jpg`,
          width: 2000,
          height: 1200,
          alt: "A photo",
          sizes: {},
        },
        shows: `distinct-${name}.jpg`,
      };
    case "page":
      return {
        value: `/services/distinct-${name.replaceAll("_", "-")}`,
        shows: `distinct-${name.replaceAll("_", "-")}`,
      };
    default: {
      const probe = textProbe(type, name);
      // A bounded field (a button's label) gets a value that fits: a longer one is cut (checked below).
      const short = `Distinct ${name.slice(-16)}`;
      return field.max && probe.shows.length > field.max ? { value: short, shows: short } : probe;
    }
  }
}

function cellValue(field: string, column: Column): unknown {
  switch (column.input) {
    case "number":
      return "2";
    case "page":
      return column.pages === "location" ? `/locations/distinct-${field}` : `/services/distinct-${field}`;
    case "image":
      return {
        ID: 12,
        url: `https://example.com/distinct-${field}-photo.jpg`,
        width: 1200,
        height: 800,
        alt: "A photo",
        sizes: {},
      };
    default:
      return `Distinct ${field} ${column.name}`;
  }
}

function cellShows(field: string, column: Column): string {
  switch (column.input) {
    case "number":
      return `"${column.name}":2`;
    case "page":
      return cellValue(field, column) as string;
    case "image":
      return `distinct-${field}-photo.jpg`;
    default:
      return `Distinct ${field} ${column.name}`;
  }
}

/** The `acf` a post answers for one field (a grouped field in its group), with what else it needs to show. */
function acfWith(type: string, name: string, field: Field, value: unknown): Record<string, unknown> {
  const key = field.as ?? name;
  const acf: Record<string, unknown> = field.group ? { [field.group]: { [key]: value } } : { [key]: value };
  if (name === "latitude") acf.longitude = "-93.5";
  if (name === "longitude") acf.latitude = "41.5";
  // A testimonial shows only with its quote (the post's text) and a name.
  if (type === "post" && name !== "author") acf.author = "A customer";
  // An album shows only with a project that has a title, a service page and a photo.
  if (type === "gallery_album" && name !== "projects") {
    acf.projects = [
      {
        title: "A project",
        service_link: "/services/patios",
        image: { url: "https://example.com/a-project.jpg", width: 1200, height: 800, sizes: {} },
      },
    ];
  }
  return acf;
}

function reshaped(type: string, field: Field, acf: Record<string, unknown>): string {
  return JSON.stringify(reshapers[type](acf, field.option));
}

describe("every field an editor can fill in WordPress is read by the site (fields.json ↔ reshape/)", () => {
  it("lists the post types the site reshapes, and only fields of known kinds", () => {
    expect(Object.keys(types).sort()).toEqual(Object.keys(reshapers).sort());
    for (const fields of Object.values(types)) {
      for (const field of Object.values(fields)) {
        expect([
          "text",
          "lines",
          "rows",
          "number",
          "url",
          "email",
          "image",
          "page",
          "prices",
          "range",
          "yesno",
        ]).toContain(field.kind);
        if (field.kind === "rows") expect(field.columns?.length).toBeGreaterThan(0);
      }
    }
  });

  for (const [type, fields] of Object.entries(types)) {
    for (const [name, field] of Object.entries(fields)) {
      const id = `${type}.${name}`;
      if (NOT_READ_BY_THE_SITE[id]) continue;
      if (field.kind !== "rows") {
        it(`${id} (${field.label}) shows on the site`, () => {
          const probe = fieldProbe(type, name, field);
          expect(reshaped(type, field, acfWith(type, name, field, probe.value))).toContain(probe.shows);
        });
        continue;
      }
      const columns = field.columns ?? [];
      const row = Object.fromEntries(columns.map((column) => [column.name, cellValue(name, column)]));
      for (const column of columns) {
        const columnId = `${id}.${column.name}`;
        if (NOT_READ_BY_THE_SITE[columnId]) continue;
        it(`${columnId} (${field.label}: ${column.label}) shows on the site`, () => {
          expect(reshaped(type, field, acfWith(type, name, field, [row]))).toContain(cellShows(name, column));
        });
      }
    }
  }

  for (const [type, fields] of Object.entries(types)) {
    for (const [name, field] of Object.entries(fields)) {
      // A number's or a range's `max` is its largest value (checked below for the promises).
      if (!field.max || field.kind === "number" || field.kind === "range") continue;
      it(`${type}.${name} (${field.label}) is cut at its ${field.max} characters on the site too`, () => {
        const value = `Distinct ${"word ".repeat(field.max ?? 0)}end`;
        const shown =
          reshaped(type, field, acfWith(type, name, field, value)).match(/"Distinct[^"]*"/g) ?? [];
        expect(shown.length, "the field shows").toBeGreaterThan(0);
        for (const text of shown) expect([...JSON.parse(text)].length).toBeLessThanOrEqual(field.max ?? 0);
      });
    }
  }

  it("bounds every field search engines show, and shows less than it keeps", () => {
    for (const fields of Object.values(types)) {
      for (const field of Object.values(fields)) {
        if (field.shown) expect(field.max ?? 0).toBeGreaterThan(field.shown);
      }
    }
  });

  it("names a reason for every field it lets the site leave unread, and each is in fields.json", () => {
    for (const [id, reason] of Object.entries(NOT_READ_BY_THE_SITE)) {
      const [type, name, column] = id.split(".");
      const field = types[type]?.[name];
      expect(field, id).toBeDefined();
      if (column) expect(field?.columns?.map((c) => c.name)).toContain(column);
      expect(reason.length).toBeGreaterThan(10);
    }
  });
});

describe("what the home page shows where its field is empty (fields.json's placeholders ↔ shared/content/pages/home.ts)", () => {
  const home = Object.fromEntries(
    Object.entries(types.site_option).filter(([, field]) => field.option === "home_page"),
  );
  const own = homeSectionHeadings(siteConfig);
  /** The page's own copy for a home field, by the name it has in `acf`. */
  function ownCopy(as: string): string | undefined {
    const button = /^hero_button_([12])_(label|link)$/.exec(as);
    if (button) {
      const action = homeHero.actions[Number(button[1]) - 1];
      return button[2] === "label" ? action.label : action.to;
    }
    if (as === "hero_title") return homeHero.title;
    if (as === "hero_text") return homeHero.subtitle(siteConfig);
    const section = /^([a-z]+)_(title|intro)$/.exec(as);
    if (section && section[1] in own) {
      const copy = own[section[1] as HomeSection];
      return section[2] === "title" ? copy.title : copy.intro;
    }
    return undefined;
  }

  it("gives every heading, line under a heading and hero field the page's own words as its placeholder", () => {
    for (const [name, field] of Object.entries(home)) {
      const copy = ownCopy(field.as ?? name);
      if (copy === undefined) {
        expect(field.placeholder, `${name} has no copy of the page's to show`).toBeUndefined();
        continue;
      }
      expect(field.placeholder, name).toBe(copy);
    }
  });

  it("has a heading field for every section of the home page", () => {
    for (const section of Object.keys(own)) {
      expect(Object.values(home).map((field) => field.as)).toContain(`${section}_title`);
    }
  });
});

describe("what the call to action shows where its field is empty (fields.json's placeholders ↔ shared/content/cta.ts)", () => {
  it("gives its heading and text the banner's own words as their placeholders", () => {
    expect(types.site_option.cta_title.placeholder).toBe(CTA_DEFAULTS.title);
    expect(types.site_option.cta_description.placeholder).toBe(CTA_DEFAULTS.description);
    // As the settings screen leaves it: titled with the option's name, no excerpt, no field filled.
    const empty = reshapeCta(
      { ...wpPost("cta", {}), title: { rendered: "Call to action" }, excerpt: { rendered: "" } },
      null,
    );
    expect([empty.title, empty.description]).toEqual([CTA_DEFAULTS.title, CTA_DEFAULTS.description]);
  });
});

describe("the price list WordPress offers is the site's (fields.json's prices ↔ shared/content/prices.ts)", () => {
  const field = types.site_option.prices;

  it("has a row for every item the site prices, in its order, none other", () => {
    expect(field.kind).toBe("prices");
    expect(Object.keys(field.items ?? {})).toEqual([...PRICE_ITEMS, ...PREMIUM_ITEMS]);
  });

  it("shows the site's own price, greyed, in each empty row, with its unit", () => {
    for (const item of PRICE_ITEMS) {
      const { low, high, unit } = DEFAULT_PRICES[item];
      expect(field.items?.[item], item).toMatchObject({ low, high, unit });
    }
    for (const item of PREMIUM_ITEMS) {
      const { low, high } = DEFAULT_PRICES[item];
      expect(field.items?.[item], item).toMatchObject({ low, high, unit: "percent" });
    }
  });

  it("checks the bounds the site checks", () => {
    expect(field.limits).toEqual(PRICE_LIMITS);
  });
});

describe("the promises WordPress sets (fields.json's group `promises` ↔ shared/content/promises.ts)", () => {
  const promises = Object.values(types.site_option).filter((field) => field.group === "promises");

  it("offers every promise of the business file, each with the business file's bounds", () => {
    expect(promises.map(promiseKey).sort()).toEqual(Object.keys(NO_PROMISES).sort());
    for (const field of promises) {
      const key = promiseKey(field) as keyof typeof PROMISE_LIMITS;
      if (field.kind === "yesno") continue;
      expect({ min: field.min, max: field.max }, key).toEqual(PROMISE_LIMITS[key]);
    }
  });

  it("lets the office manager remove each promise: none for a number or a range, No for a yes/no", () => {
    for (const field of promises) {
      const key = promiseKey(field);
      const value = field.kind === "yesno" ? false : "none";
      if (field.kind === "number") expect(field.none, key).toBe(true);
      const shown = reshapeContactInfo(
        wpPost("contact_info", { promises: { [field.as ?? ""]: value } }),
        null,
      );
      expect(shown.promises, key).toEqual({ [key]: field.kind === "yesno" ? false : null });
    }
  });
});
