import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promiseClaims } from "@shared/content/demo-promises.ts";
import { DEFAULT_PRICES } from "@shared/content/prices.ts";
import { siteConfig } from "@shared/content/site.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadServerThroughVite, startViteSite, type ViteServerModules } from "../support/vite-server.ts";

// One price list (shared/content/prices.ts): the pages rendered for real behind the real Express app,
// with a business file that gives two prices, say the file's prices in every form the copy writes
// them (page text, price cards, meta descriptions, structured data), the old ones nowhere, and no
// price at all for the items the file leaves out.

let server: ViteServerModules;
const dir = mkdtempSync(path.join(tmpdir(), "prices-site-"));

beforeAll(async () => {
  server = await loadServerThroughVite();
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The example business file with a driveway of $9-$15 a square foot and a sidewalk repair of $400-$2,000. */
const example = JSON.parse(
  readFileSync(path.resolve(__dirname, "../../deploy/business.example.json"), "utf8"),
);
const businessFile = path.join(dir, "business.json");
writeFileSync(
  businessFile,
  JSON.stringify({
    ...example,
    prices: { driveway: { low: 9, high: 15 }, sidewalkRepair: { low: 400, high: 2000 } },
  }),
);

interface Site {
  origin: string;
  close(): Promise<void>;
}

const startSite = (vars: Record<string, string>): Promise<Site> => startViteSite(server, vars);

/** Every page whose copy states a price, and pages that list the services' summaries. */
const PAGES = [
  "/",
  "/about",
  "/faq",
  "/services",
  "/services/driveways",
  "/services/concrete-driveways",
  "/services/patios",
  "/services/sidewalks",
  "/services/decorative-concrete",
  "/services/commercial",
  "/services/repair",
  "/services/stamped-concrete",
  "/services/concrete-steps",
  "/sidewalk-faqs",
  "/locations/ankeny",
  "/locations/norwalk",
];

function decode(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

/**
 * What a visitor or a search engine reads of a page, one piece per block (a paragraph, a list item, a
 * card's figure, the meta description, a field of the structured data), so a price is read with the
 * words around it.
 */
function blocksOf(html: string): string[] {
  const withoutData = html.replace(/<script(?! type="application\/ld\+json")[\s\S]*?<\/script>/g, " ");
  const meta = [...withoutData.matchAll(/<meta (?:name|property)="[^"]*description" content="([^"]*)"/g)].map(
    ([, content]) => content,
  );
  const structured = [...withoutData.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .flatMap(([, json]) => json.split(/","|":"|\{|\}|\[|\]/))
    .filter(Boolean);
  const body = withoutData
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<head[\s\S]*?<\/head>/, " ")
    .split(/<(?:p|li|dd|dt|h[1-6]|div|section|summary|td|th)\b[^>]*>/)
    .map((block) => block.replace(/<[^>]+>/g, " "));
  return [...meta, ...structured, ...body].map((block) => decode(block).trim()).filter(Boolean);
}

/** Every price the page's structured data offers (a service's Offer, described by its typical price). */
function offersOf(html: string): string[] {
  const offers: string[] = [];
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    JSON.parse(json, (key, value) => {
      if (key === "offers") offers.push(value.description);
      return value;
    });
  }
  return offers;
}

function metaDescription(html: string): string {
  const match = /<meta name="description" content="([^"]*)"/.exec(html);
  if (!match) throw new Error("no meta description");
  return decode(match[1]);
}

async function pagesOf(site: Site): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const path of PAGES) {
    const response = await fetch(site.origin + path);
    expect(response.status, path).toBe(200);
    pages.set(path, await response.text());
  }
  return pages;
}

describe("with a business file's prices", () => {
  let site: Site;
  let pages: Map<string, string>;

  beforeAll(async () => {
    site = await startSite({ BUSINESS_FILE: businessFile });
    pages = await pagesOf(site);
  }, 60_000);
  afterAll(async () => {
    await site?.close();
  });

  it("states the driveway price as $9 and $15 in each form, page, card, meta description and structured data", () => {
    for (const path of ["/services/driveways", "/services/concrete-driveways"]) {
      const html = pages.get(path) as string;
      expect(metaDescription(html), path).toContain("Reinforced 4- or 6-inch slabs, $9-$15 per sq ft,");
      expect(blocksOf(html).join("\n"), path).toContain(
        "Most concrete driveways in Greater Des Moines cost $9-$15 per sq ft installed",
      );
      expect(offersOf(html), path).toContain("$9-$15 per sq ft");
    }
    // The About FAQ's pricing tab, and the driveway's summary on the services' cards.
    expect(blocksOf(pages.get("/faq") as string)).toContain(
      "Most driveways come in at $9 to $15 per square foot, depending on thickness, tear-out, access and finish. Your written estimate breaks it down.",
    );
    expect(blocksOf(pages.get("/services/concrete-steps") as string).join("\n")).toContain(
      "road salt. Typically $9-$15 per sq ft.",
    );
  });

  it("states the driveway's old price nowhere near a driveway", () => {
    for (const [path, html] of pages) {
      const stale = blocksOf(html).filter((block) => /driveway/i.test(block) && /\$8\b|\$14\b/.test(block));
      expect(stale, path).toEqual([]);
    }
  });

  it("states the sidewalk repair price as $400 and $2,000 in each form, and $350 or $1,500 on no page", () => {
    const text = (path: string) => blocksOf(pages.get(path) as string).join("\n");
    expect(blocksOf(pages.get("/services/sidewalks") as string)).toEqual(
      expect.arrayContaining(["Sidewalk repair or replacement", "$400-$2,000"]),
    );
    expect(text("/services/sidewalks")).toContain("Replacing a section of walk usually runs $400 to $2,000,");
    // New walks are a price the file leaves out: the answer goes on without one.
    expect(text("/sidewalk-faqs")).toContain(
      "generally lands between $400 and $2,000. A code violation correction is a custom quote,",
    );
    expect(text("/services/repair")).toContain("Call early: a $400-$2,000 sidewalk section repair");
    // The summary's "Most jobs take 1-3 days" is the demo's: the client's summary starts with the price.
    expect(text("/services/concrete-steps")).toContain("Panel repairs typically $400-$2,000.");
    for (const [path, html] of pages) {
      expect(html.match(/.{0,60}(\$350\b|\$1,500\b).{0,20}/g), path).toBeNull();
    }
  });

  it("states the price of no item the file leaves out, on any page (docs/decisions, unpriced items)", () => {
    expect(metaDescription(pages.get("/services/patios") as string)).toBe(
      "Stamped, stained, broomed and exposed aggregate concrete patios in Des Moines, Ankeny and West Des Moines. Built in 2-4 days, 10-year warranty.",
    );
    expect(metaDescription(pages.get("/services/decorative-concrete") as string)).toBe(
      "Stamped patios, overlays and polished or stained floors in Greater Des Moines. Free consultation.",
    );
    expect(metaDescription(pages.get("/services/sidewalks") as string)).not.toContain("New walks");
    // Each §9 price as the pages print it (the inventory's), for the items the file did not give.
    const notGiven = new Set([
      "patio",
      "newSidewalk",
      "stampedPatio",
      "overlay",
      "polishedFloor",
      "stampedPremium",
    ]);
    const unpriced = promiseClaims.filter(
      (claim) => claim.kind === "price" && notGiven.has(claim.id.slice("price.".length)),
    );
    expect(unpriced).toHaveLength(notGiven.size);
    for (const [path, html] of pages) {
      const text = blocksOf(html).join("\n");
      const said = unpriced.flatMap((claim) => claim.phrases.filter((phrase) => text.includes(phrase)));
      expect(said, path).toEqual([]);
    }
  });
});

describe("without a business file", () => {
  let pages: Map<string, string>;

  beforeAll(async () => {
    const site = await startSite({});
    try {
      pages = await pagesOf(site);
    } finally {
      await site.close();
    }
  }, 60_000);

  it("the demo states docs/product.md §9's prices", () => {
    expect(siteConfig.prices).toEqual(DEFAULT_PRICES);
    expect(metaDescription(pages.get("/services/driveways") as string)).toContain("$8-$14 per sq ft");
    expect(blocksOf(pages.get("/faq") as string).join("\n")).toContain(
      "Most driveways come in at $8 to $14 per square foot",
    );
    expect(blocksOf(pages.get("/sidewalk-faqs") as string).join("\n")).toContain(
      "generally lands between $350 and $1,500.",
    );
    expect(blocksOf(pages.get("/services/patios") as string).join("\n")).toContain(
      "and stamped patios between $12 and $18.",
    );
  });
});
