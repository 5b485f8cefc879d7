import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { siteConfig } from "@shared/content/site.ts";
import { builtInTestimonials } from "@shared/content/testimonials.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  loadServerThroughVite,
  pageHtml,
  startViteSite,
  type ViteServerModules,
} from "../support/vite-server.ts";

// The pages rendered for real (the React Router build Vite serves, as `npm run dev` does) behind the
// real Express app, over HTTP, with and without a business file (BUSINESS_FILE): with one, every
// page, meta description and block of structured data says the client's business and claims, and
// nothing of the demo's; without one, the demo's, as the spec writes it.

let server: ViteServerModules;
const dir = mkdtempSync(path.join(tmpdir(), "business-file-site-"));

beforeAll(async () => {
  server = await loadServerThroughVite();
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A real client's file: nothing in it is the demo's (docs/configuration.md, "The business file"). */
const client = {
  name: "Raccoon River Concrete LLC",
  shortName: "Raccoon River Concrete",
  phone: "(515) 964-2210",
  email: "office@raccoonriverconcrete.com",
  address: { street: "2200 Grand Ave, Suite 4", city: "West Des Moines", region: "IA", postalCode: "50265" },
  geo: { latitude: 41.5694, longitude: -93.7265 },
  hours: ["Monday-Friday 7:00 AM-4:30 PM", "Saturday 8:00 AM-12:00 PM", "Sunday Closed"],
  foundedYear: 2012,
  warranty: { years: 10, structuralYears: 3 },
  credentials: { licensed: true, bonded: false, insured: true },
  licence: "Iowa contractor registration #C123456",
  social: { facebook: "https://www.facebook.com/raccoonriverconcrete" },
  paymentAccepted: ["Check", "Credit Card"],
};
const businessFile = path.join(dir, "business.json");
writeFileSync(businessFile, JSON.stringify(client));

interface Site {
  origin: string;
  close(): Promise<void>;
}

const startSite = (vars: Record<string, string>): Promise<Site> => startViteSite(server, vars);
const page = pageHtml;

/** The visible text of an HTML document, on one line. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

function metaDescription(html: string): string {
  const match = /<meta name="description" content="([^"]*)"/.exec(html);
  if (!match) throw new Error("no meta description");
  return match[1].replace(/&#x27;/g, "'").replace(/&amp;/g, "&");
}

type JsonLdNode = Record<string, unknown> & { "@type": string | string[] };

function jsonLdNodes(html: string): JsonLdNode[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    ([, json]) => {
      const doc = JSON.parse(json);
      return doc["@graph"] ?? [doc];
    },
  );
}

function localBusinessOf(html: string): JsonLdNode {
  const node = jsonLdNodes(html).find((n) => [n["@type"]].flat().includes("LocalBusiness"));
  if (!node) throw new Error("no LocalBusiness structured data in the page");
  return node;
}

/** The tab of a town page's testimonials. */
const TESTIMONIALS_TAB = /role="tab"[^>]*>Testimonials</;

/** Pages that carry claims: home, About (story, facts), a dedicated and a generic service, two town layouts, the FAQ, the quote page. */
const PAGES = [
  "/",
  "/about",
  "/faq",
  "/testimonials",
  "/services",
  "/services/driveways",
  "/services/patios",
  "/services/sidewalks",
  "/services/commercial",
  "/services/stamped-concrete",
  "/locations",
  "/locations/ankeny",
  "/locations/norwalk",
  "/sidewalk-faqs",
  "/quote",
  "/contact",
  "/gallery",
];

describe("with a business file", () => {
  let site: Site;
  const html = new Map<string, string>();

  beforeAll(async () => {
    site = await startSite({ BUSINESS_FILE: businessFile });
    for (const path of PAGES) html.set(path, await page(site, path));
  }, 60_000);
  afterAll(async () => {
    await site?.close();
  });

  it("shows the client's name, phone, e-mail, address, hours and licence in the footer of every page", () => {
    for (const [path, doc] of html) {
      const footer = textOf(/<footer[\s\S]*?<\/footer>/.exec(doc)?.[0] ?? "");
      expect(footer, path).toContain(client.name);
      expect(footer, path).toContain(client.phone);
      expect(footer, path).toContain(client.email);
      expect(footer, path).toContain("2200 Grand Ave, Suite 4, West Des Moines, IA 50265");
      expect(footer, path).toContain("Mon-Fri 7AM-4:30PM, Sat 8AM-12PM");
      expect(footer, path).toContain(client.licence);
      expect(footer, path).toContain(
        "Licensed and insured, with free estimates and a 10-year workmanship warranty.",
      );
    }
  });

  it("says the client's founding year, warranty and credentials wherever the copy claims them", () => {
    const text = (path: string) => textOf(html.get(path) ?? "");
    expect(text("/about")).toContain(
      "Raccoon River Concrete LLC is a concrete contractor based in West Des Moines, IA, pouring and repairing driveways, patios, sidewalks, steps and decorative concrete since 2012.",
    );
    expect(text("/about")).toContain("Serving Greater Des Moines since 2012");
    expect(text("/about")).toContain("10-year workmanship warranty; 3-year structural warranty");
    expect(text("/about")).toContain("Licensed and insured; Iowa contractor registration #C123456");
    expect(text("/about")).toContain(
      "We are licensed and insured, and we stand behind every project with a 10-year warranty.",
    );
    expect(text("/")).toContain("For more than");
    expect(text("/")).toContain("10-year workmanship warranty");
    expect(text("/faq")).toContain(
      "Our work is backed by a 10-year warranty, and we are licensed and insured.",
    );
    expect(text("/faq")).toContain("We take check and credit card.");
    expect(text("/services/driveways")).toContain("Our workmanship is backed in writing for ten years.");
    expect(text("/services/patios")).toContain("10-Year Warranty");
    expect(text("/services/commercial")).toContain("Licensed and insured, with a 10-year warranty.");
    expect(text("/services/stamped-concrete")).toContain("All stamped work carries our 10-year warranty.");
    expect(text("/locations/ankeny")).toContain("Licensed & Insured");
    expect(text("/locations/ankeny")).toContain("10-Year Warranty");
    expect(text("/locations/norwalk")).toContain("10-year warranty on our workmanship");
    expect(text("/sidewalk-faqs")).toContain("carries our 10-year workmanship warranty");
    expect(metaDescription(html.get("/") ?? "")).toContain("Licensed and insured concrete contractor");
    expect(metaDescription(html.get("/about") ?? "")).toContain(
      "licensed and insured, with a 10-year warranty",
    );
    expect(metaDescription(html.get("/services/driveways") ?? "")).toContain("a 10-year warranty");
  });

  it("gives the client's identity in the structured data", () => {
    for (const path of ["/", "/about", "/locations/ankeny"]) {
      const business = localBusinessOf(html.get(path) ?? "");
      expect(business, path).toMatchObject({
        name: client.name,
        telephone: client.phone,
        email: client.email,
        foundingDate: "2012",
        paymentAccepted: "Check, Credit Card",
        sameAs: [client.social.facebook],
        geo: { "@type": "GeoCoordinates", latitude: 41.5694, longitude: -93.7265 },
        address: {
          streetAddress: "2200 Grand Ave, Suite 4",
          addressLocality: "West Des Moines",
          addressRegion: "IA",
          postalCode: "50265",
        },
      });
      expect(business.openingHoursSpecification, path).toEqual([
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "07:00",
          closes: "16:30",
        },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "08:00", closes: "12:00" },
      ]);
    }
  });

  it("shows nothing of the demo business: its contact details, claims, invented people or profiles", () => {
    const demo = [
      "555-0143",
      "5155550143",
      siteConfig.email,
      "1450 SW Vintage",
      "since 2005",
      "in 2005",
      "2008",
      "5-year",
      "5-Year",
      "five years",
      "bonded and insured",
      "Bonded &",
      "15+",
      "15 years",
      "over 1,000",
      "450+",
      "cash, credit card and check",
      siteConfig.social.instagram ?? "instagram",
      "greaterdesmoinesconcrete",
      "Meet Our Team",
      ...builtInTestimonials.map((t) => t.content.slice(0, 40)),
      '"foundingDate":"2005"',
    ];
    for (const [path, doc] of html) {
      for (const value of demo) expect(doc, `${path} shows "${value}"`).not.toContain(value);
    }
    // The page's data for the browser names the credentials it does not claim ("bonded": false).
    for (const [path, doc] of html) expect(textOf(doc), path).not.toMatch(/\bbonded\b/i);
  });

  it("shows none of the demo's invented jobs or story, and says plainly that photos are coming", async () => {
    const gallery = html.get("/gallery") ?? "";
    expect(textOf(gallery)).toContain("Photos of our own jobs will be published here.");
    expect(gallery).toContain('<meta name="robots" content="noindex, follow"');
    expect(gallery).not.toContain("/gallery/stamped-patios");
    const sitemap = await (await fetch(`${site.origin}/sitemap.xml`)).text();
    expect(sitemap).toContain("/about</loc>");
    expect(sitemap).not.toContain("/gallery");
    expect((await fetch(`${site.origin}/gallery/stamped-patios`)).status).toBe(404);
    expect(html.get("/services/patios")).not.toContain("/gallery/");
    expect(textOf(await page(site, "/services/decorative-concrete"))).not.toContain("Recent Decorative Work");
    expect(html.get("/locations/ankeny")).not.toMatch(/role="tab"[^>]*>Recent Projects</);
    expect(textOf(html.get("/locations/norwalk") ?? "")).not.toContain("Recent projects in Norwalk");
    expect(textOf(html.get("/about") ?? "")).not.toContain("Our Story");
    for (const [path, doc] of html) expect(doc, path).not.toMatch(/family-owned|one truck/i);
    expect(metaDescription(html.get("/testimonials") ?? "")).toBe(
      "Reviews from our customers will be published here. Until then, ask us for references near you in Greater Des Moines.",
    );
  });

  it("shows no testimonials of the demo's invented customers, and says so where they were listed", () => {
    expect(textOf(html.get("/testimonials") ?? "")).toContain(
      "Our customers' reviews will be published here.",
    );
    expect(html.get("/testimonials")).not.toContain("<figure");
    expect(html.get("/")).not.toContain("<figure");
    expect(html.get("/quote")).not.toContain('id="quote-testimonials-heading"');
    expect(html.get("/locations/ankeny")).not.toMatch(TESTIMONIALS_TAB);
  });
});

describe("without a business file", () => {
  let site: Site;

  beforeAll(async () => {
    site = await startSite({});
  }, 60_000);
  afterAll(async () => {
    await site?.close();
  });

  it("keeps the demo's readings where the spec places them", async () => {
    const about = textOf(await page(site, "/about"));
    expect(about).toContain("We started in 2005 with one truck");
    expect(about).toContain("We are still family-owned");
    expect(about).toContain("Serving Greater Des Moines since 2008");
    expect(about).toContain("5-year workmanship warranty; 2-year structural warranty");
    expect(about).toContain("over 1,000 projects completed");
    expect(about).toContain("Meet Our Team");
    const home = await page(site, "/");
    expect(textOf(home)).toContain("For more than 15 years");
    expect(textOf(home)).toContain("Licensed, bonded and insured");
    expect(localBusinessOf(home)).toMatchObject({ foundingDate: "2005", telephone: siteConfig.phone });
    expect(textOf(await page(site, "/quote"))).toContain("450+ projects completed");
    const testimonials = await page(site, "/testimonials");
    expect(testimonials.match(/<figure/g)).toHaveLength(builtInTestimonials.length);
    expect(await page(site, "/locations/ankeny")).toMatch(TESTIMONIALS_TAB);
    expect(await page(site, "/quote")).toContain('id="quote-testimonials-heading"');
  });
});

describe("/readyz", () => {
  async function warningsOf(vars: Record<string, string>) {
    const site = await startSite(vars);
    try {
      const body = await (await fetch(`${site.origin}/readyz`)).json();
      return (body.warnings ?? []) as { code: string; message: string }[];
    } finally {
      await site.close();
    }
  }

  it("in production on the demo identity, warns that the site still shows the demo business", async () => {
    const warnings = await warningsOf({ NODE_ENV: "production" });
    const demo = warnings.find((w) => w.code === "demo-identity");
    expect(demo?.message).toContain("(515) 555-0143");
    expect(demo?.message).toContain("BUSINESS_FILE");
  });

  it("in production with the client's business file, has no such warning", async () => {
    const warnings = await warningsOf({ NODE_ENV: "production", BUSINESS_FILE: businessFile });
    expect(warnings.map((w) => w.code)).not.toContain("demo-identity");
  });

  it("outside production, has no such warning", async () => {
    const warnings = await warningsOf({ NODE_ENV: "development" });
    expect(warnings.map((w) => w.code)).not.toContain("demo-identity");
  });
});
