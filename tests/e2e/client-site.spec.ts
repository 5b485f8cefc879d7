import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type DemoClaim, demoClaimsIn } from "@shared/content/demo-inventory.ts";
import { siteConfig } from "@shared/content/site.ts";
import { sharePicturePath } from "@shared/share-picture.ts";
import { type SiteServer, startSiteServer } from "./support/server.ts";

// An agency makes the site a client's: the production build with a business file of a contractor
// other than the demo, and no WordPress. Every page its sitemap lists, read in a real browser (its
// text, hidden tab panels included, and its head: title, meta tags, JSON-LD), says none of the demo's
// claims. The phrases come from the one inventory (shared/content/demo-inventory.ts), so a claim
// listed there the day it is written is looked for here too; and the share picture is not the
// demo's, whose name it shows.

/** A contractor of its own: none of its values is the demo's, nor the example file's. */
const client = {
  name: "Jordan Creek Concrete LLC",
  shortName: "Jordan Creek Concrete",
  phone: "(515) 555-0162",
  email: "office@jordancreekconcrete.example",
  address: { street: "4800 Mills Civic Pkwy", city: "West Des Moines", region: "IA", postalCode: "50265" },
  hours: ["Monday-Friday 7:00 AM-4:00 PM", "Saturday Closed", "Sunday Closed"],
  foundedYear: 2014,
  warranty: { years: 3 },
  credentials: { licensed: true, bonded: false, insured: true },
  paymentAccepted: ["Check", "Credit Card"],
  // Three prices of its own; the pages state no other price as theirs.
  prices: {
    driveway: { low: 9, high: 15 },
    patio: { low: 11, high: 17 },
    sidewalkRepair: { low: 400, high: 1800 },
  },
};

/** The demo's share pictures: the card drawn once for the template, and the one drawn from its identity. */
const DEMO_SHARE_PICTURES = ["/images/social-card.png", sharePicturePath(siteConfig)];

interface PageRead {
  path: string;
  /** Everything a visitor or a search engine reads: the text (hidden panels too), the head's tags, alt texts. */
  text: string;
  /** og:image, twitter:image and every JSON-LD image or logo. */
  pictures: string[];
}

let site: SiteServer;
let dir: string;

/** The page's words, wherever they sit: text nodes (JSON-LD and hidden panels too) and attributes read aloud or shown. */
async function readPage(page: Page, pagePath: string): Promise<PageRead> {
  const response = await page.goto(`${site.origin}${pagePath}`);
  expect(response?.status(), pagePath).toBe(200);
  return page.evaluate((where) => {
    const attributes = [...document.querySelectorAll("[content], [alt], [aria-label], [title]")].flatMap(
      (element) =>
        ["content", "alt", "aria-label", "title"].flatMap((name) => element.getAttribute(name) ?? []),
    );
    const pictures = [
      ...document.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]'),
    ].flatMap((meta) => meta.getAttribute("content") ?? []);
    const urlsIn = (value: unknown): string[] => {
      if (typeof value === "string") return [value];
      if (Array.isArray(value)) return value.flatMap(urlsIn);
      if (!value || typeof value !== "object") return [];
      const image = value as { url?: unknown; contentUrl?: unknown };
      return [image.url, image.contentUrl].filter((url): url is string => typeof url === "string");
    };
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) {
        for (const item of node) collect(item);
        return;
      }
      if (!node || typeof node !== "object") return;
      for (const [key, value] of Object.entries(node)) {
        if (key === "image" || key === "logo") pictures.push(...urlsIn(value));
        else collect(value);
      }
    };
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      collect(JSON.parse(script.textContent ?? "null"));
    }
    return {
      path: where,
      text: `${document.documentElement.textContent ?? ""}\n${attributes.join("\n")}`,
      pictures,
    };
  }, pagePath);
}

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "client-site-"));
  const businessFile = path.join(dir, "business.json");
  writeFileSync(businessFile, JSON.stringify(client));
  site = await startSiteServer({ BUSINESS_FILE: businessFile });
});
test.afterAll(async () => {
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// One walk of the sitemap, then each check on what it read (each reports all it finds).
test("a client's site shows, on every page of its sitemap, none of the demo's claims, projects or picture", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const sitemap = await (await fetch(`${site.origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
  const pages: PageRead[] = [];
  for (const pagePath of paths) pages.push(await readPage(page, pagePath));

  await test.step("the sitemap lists the client's pages, and no page that has nothing to show", () => {
    expect.soft(paths.length).toBeGreaterThanOrEqual(30);
    expect
      .soft(paths)
      .toEqual(
        expect.arrayContaining([
          "/",
          "/about",
          "/testimonials",
          "/quote",
          "/locations/ankeny",
          "/services/patios",
        ]),
      );
    // No album of its own yet: /gallery only says photos are coming, and is not listed.
    expect.soft(paths.filter((pagePath) => pagePath.startsWith("/gallery"))).toEqual([]);
    const home = pages.find((read) => read.path === "/")?.text ?? "";
    expect.soft(home).toContain(client.name);
    expect.soft(home).toContain(client.phone);
  });

  await test.step("no page says a claim of the demo's inventory", () => {
    const found = pages.flatMap((read) =>
      demoClaimsIn(read.text).map((claim: DemoClaim) => {
        const phrases = claim.phrases.filter((phrase) => read.text.includes(phrase));
        return `${read.path}: ${claim.id} (${phrases.map((phrase) => `"${phrase}"`).join(", ")})`;
      }),
    );
    expect.soft(found).toEqual([]);
  });

  await test.step("no page shares the demo's picture in Open Graph, Twitter or structured data", async () => {
    const shared = new Set(pages.flatMap((read) => read.pictures));
    expect.soft(shared.size).toBeGreaterThan(0);
    for (const url of shared) {
      const { pathname, search } = new URL(url);
      expect.soft(DEMO_SHARE_PICTURES, `${url} is the demo's share picture`).not.toContain(pathname);
      const answer = await fetch(`${site.origin}${pathname}${search}`, { redirect: "manual" });
      expect.soft(answer.status, url).toBe(200);
      expect.soft(answer.headers.get("content-type"), url).toMatch(/^image\//);
    }
  });
});
