import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { homeHero, homeSectionHeadings, homeSeo } from "@shared/content/pages/home.ts";
import { patiosSeo } from "@shared/content/pages/patios.ts";
import { siteConfig } from "@shared/content/site.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revalidationHeaders } from "../../server/content/revalidate.ts";
import { type FakeWordPress, startFakeWordPress } from "../fakes/wordpress.ts";
import type { WpJson } from "../fakes/wordpress-samples.ts";
import { listen } from "../support/listen.ts";
import { loadServerThroughVite, type ViteServerModules } from "../support/vite-server.ts";

// What an administrator or editor sets in WordPress for the home page (the `home_page` site option) and
// for the search engines (every record's SEO title and meta description), on the pages as the server
// renders them, against the stand-in WordPress: shown where set, the page's own everywhere else, and
// the home page exactly as it was where WordPress has nothing.

const SECRET = "a-shared-secret-of-some-length";

let server: ViteServerModules;
let folder: string;

beforeAll(async () => {
  server = await loadServerThroughVite();
  folder = mkdtempSync(join(tmpdir(), "wordpress-edits-"));
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

interface Site {
  origin: string;
  events: Record<string, unknown>[];
  images: { settled(): Promise<void> };
  close(): Promise<void>;
}

async function startSite(vars: Record<string, string>): Promise<Site> {
  const events: Record<string, unknown>[] = [];
  const env = server.env.parseEnv({
    NODE_ENV: "test",
    SITE_URL: "https://www.example.com",
    CONTENT_TTL_SECONDS: "3600",
    CONTENT_TIMEOUT_MS: "5000",
    IMAGE_CACHE_DIR: join(folder, `images-${Math.random().toString(36).slice(2)}`),
    ...vars,
  });
  const { app, images } = server.compose.composeSite({
    env,
    content: server.content.createContentService(env),
    build: server.build,
    log: (event) => events.push(event),
  });
  const site = await listen(app);
  return { ...site, events, images };
}

async function page(site: Site, path: string): Promise<string> {
  const response = await fetch(site.origin + path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The visible text of an HTML fragment, on one line. */
function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

function heroOf(html: string): string {
  const hero = /<section aria-labelledby="home-hero-heading"[\s\S]*?<\/section>/.exec(html)?.[0];
  if (!hero) throw new Error("no hero on the home page");
  return hero;
}

/** What a page says about itself in <head>: its title, and its meta tags by name or property. */
function headOf(html: string) {
  const meta = (key: string) => {
    const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
    return tag ? decode(tag[1]) : undefined;
  };
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
    description: meta("description"),
    ogTitle: meta("og:title"),
    ogDescription: meta("og:description"),
    twitterTitle: meta("twitter:title"),
  };
}

function option(wp: FakeWordPress, slug: string): WpJson & { acf: Record<string, unknown> } {
  const found = wp.content.site_option.find((record) => record.slug === slug);
  if (!found) throw new Error(`no ${slug} option`);
  return found as WpJson & { acf: Record<string, unknown> };
}

async function revalidate(site: Site, changes: Record<string, unknown>[]) {
  const body = JSON.stringify({ changes });
  const answer = await fetch(`${site.origin}/api/revalidate`, {
    method: "POST",
    headers: revalidationHeaders(SECRET, body),
    body,
  });
  expect(answer.status).toBe(200);
}

describe("the home page an administrator changed on Settings → Concrete site", () => {
  let wp: FakeWordPress;
  let site: Site;

  beforeAll(async () => {
    wp = await startFakeWordPress();
    site = await startSite({ WORDPRESS_URL: wp.url, WORDPRESS_WEBHOOK_SECRET: SECRET });
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    await wp?.close();
  });

  it("shows the hero, the buttons and the heading set in WordPress, and the page's own copy for the rest", async () => {
    const html = await page(site, "/");
    const hero = heroOf(html);
    expect(textOf(/<h1[^>]*>[\s\S]*?<\/h1>/.exec(hero)?.[0] ?? "")).toBe(
      "Concrete Poured Right, Before the Frost",
    );
    expect(textOf(hero)).toContain(
      "Driveways, patios and walks across Greater Des Moines, booked for this fall.",
    );
    // The eyebrow stays the page's own, and so does the first button's page (/quote) under its new label.
    expect(textOf(hero)).toContain(homeHero.eyebrow);
    const buttons = [...hero.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map(
      ([, href, label]) => [href, textOf(label)],
    );
    expect(buttons).toEqual([
      ["/quote", "Book a Free Estimate"],
      ["/gallery", "See Our Work"],
    ]);
    expect(html).not.toContain(homeHero.title);

    const headings = [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map(([, inner]) => textOf(inner));
    expect(headings).toContain("What We Pour");
    const own = homeSectionHeadings(siteConfig);
    expect(headings).not.toContain(own.services.title);
    for (const section of ["intro", "differentiators", "promise", "customers", "area"] as const) {
      expect(headings, section).toContain(own[section].title);
      expect(textOf(html), section).toContain(own[section].intro);
    }
    expect(textOf(html)).toContain(own.services.intro as string);

    const head = headOf(html);
    expect(head.title).toBe("Concrete Contractor in Des Moines | Driveways & Patios");
    expect(head.ogTitle).toBe(head.title);
    expect(head.twitterTitle).toBe(head.title);
    expect(head.description).toBe(homeSeo.description(siteConfig));
  });

  it("shows WordPress's hero picture through the image service, as the page's first, preloaded picture", async () => {
    const html = await page(site, "/");
    const img = /<img[^>]*>/.exec(heroOf(html))?.[0] ?? "";
    expect(img).toContain('alt="A new broom-finished driveway in October light"');
    expect(img).toMatch(/fetchPriority="high"/i);
    expect(img).toMatch(/src="\/_img\/1080\/[^"]+\/fall-driveway\.jpg"/);
    const srcset = decode(/srcSet="([^"]+)"/i.exec(img)?.[1] ?? "");
    // Every width of the ladder (to 2048) the 2400-pixel original has, from the site's own origin.
    expect(srcset.split(", ").map((entry) => entry.split(" ")[1])).toContain("2048w");
    for (const entry of srcset.split(", "))
      expect(entry).toMatch(/^\/_img\/\d+\/[^ ]+\/fall-driveway\.jpg \d+w$/);
    // The one picture preloaded from <head>, with the same srcset and sizes as the <img>.
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => tag);
    expect(preloads).toHaveLength(1);
    expect(decode(/imageSrcSet="([^"]+)"/i.exec(preloads[0])?.[1] ?? "")).toBe(srcset);
    expect(preloads[0]).toMatch(/imageSizes="100vw"/i);
    expect(preloads[0]).toMatch(/fetchPriority="high"/i);
  });

  it("puts an edit live on the home page at once, picture placeholder included, when the plugin's call names it", async () => {
    expect(await page(site, "/")).toContain("Concrete Poured Right, Before the Frost");
    option(wp, "home_page").acf.hero_title = "Book Your Spring Pour Today";
    option(wp, "home_page").acf.testimonials_intro = "What our neighbours in Ankeny and Altoona say.";
    await revalidate(site, [{ type: "site_option", id: 305, slug: "home_page", action: "update" }]);
    // The next view shows it.
    const first = await page(site, "/");
    expect(textOf(heroOf(first))).toContain("Book Your Spring Pour Today");
    // And the call renders the page again (the warm-up of site-pages.json's "/"), its picture's
    // placeholder with it: visitors get it from the cache.
    const started = Date.now();
    let response = await fetch(`${site.origin}/`);
    let html = await response.text();
    const placeholder = () =>
      /background-color:#[0-9a-f]{6}/.test(/<img[^>]*>/.exec(heroOf(html))?.[0] ?? "");
    while (response.headers.get("x-cache") !== "HIT" || !placeholder()) {
      if (Date.now() - started > 15_000)
        throw new Error("the home page was never cached with its placeholder");
      await new Promise((resolve) => setTimeout(resolve, 100));
      response = await fetch(`${site.origin}/`);
      html = await response.text();
    }
    expect(textOf(heroOf(html))).toContain("Book Your Spring Pour Today");
    expect(textOf(html)).toContain("What our neighbours in Ankeny and Altoona say.");
  });
});

describe("the home page where WordPress has nothing for it", () => {
  let wp: FakeWordPress;
  let withWordPress: Site;
  let without: Site;

  beforeAll(async () => {
    wp = await startFakeWordPress();
    // A WordPress with nothing of the site's but a home page option saved with every field empty
    // (Settings → Concrete site saved without a home page field filled: ACF-style `[]`).
    const home = option(wp, "home_page");
    for (const list of Object.values(wp.content)) list.length = 0;
    wp.content.site_option.push({ ...home, acf: [] });
    withWordPress = await startSite({ WORDPRESS_URL: wp.url });
    without = await startSite({});
  }, 60_000);
  afterAll(async () => {
    await withWordPress?.close();
    await without?.close();
    await wp?.close();
  });

  /** The document, with the per-request script nonce made the same. */
  const document = async (site: Site) => (await page(site, "/")).replace(/nonce="[^"]*"/g, 'nonce="…"');

  it("is byte for byte the page without WordPress, with the spec's hero, buttons and headings", async () => {
    const own = await document(without);
    expect(await document(withWordPress)).toBe(own);
    const hero = heroOf(own);
    expect(textOf(hero)).toBe(
      `${homeHero.eyebrow} ${homeHero.title} ${homeHero.subtitle(siteConfig)} ${homeHero.actions.map((a) => a.label).join(" ")}`,
    );
    expect(hero).toContain('href="/quote"');
    expect(hero).toContain('href="/services"');
    expect(hero).toMatch(/src="\/_img\/1080\/[^"]*\/hero-home\.webp"/);
    for (const { title, intro } of Object.values(homeSectionHeadings(siteConfig))) {
      expect(textOf(own)).toContain(title);
      if (intro) expect(textOf(own)).toContain(intro);
    }
    expect(headOf(own).title).toBe(`${siteConfig.name} | ${homeSeo.title}`);
  });
});

describe("an SEO title and meta description written for a record", () => {
  let wp: FakeWordPress;
  let site: Site;

  const SEO = {
    service: {
      seo_title: "Stamped Concrete in Des Moines | Patterns & Colors",
      seo_description: "Ashlar, slate and brick patterns, poured and sealed in a week.",
    },
    patios: {
      seo_title: "Patios in Ankeny & Des Moines | Free Estimates",
      seo_description: "Broom, stamped or colored patios, sloped to drain, finished in 3 to 5 days.",
    },
    town: {
      seo_title: "Ankeny Concrete Contractor | Driveways & Patios",
      seo_description: "Driveways, patios and walks for Ankeny homes, from a crew that lives here.",
    },
    album: {
      seo_title: "Stamped Patio Photos | 2025 Projects",
      seo_description: "Twelve stamped patios we poured across Greater Des Moines in 2025.",
    },
  };

  beforeAll(async () => {
    wp = await startFakeWordPress();
    const acfOf = (list: WpJson[], slug: string) => {
      const record = list.find((r) => r.slug === slug);
      if (!record) throw new Error(`no ${slug}`);
      return record.acf as Record<string, unknown>;
    };
    Object.assign(acfOf(wp.content.service, "stamped-concrete"), SEO.service);
    Object.assign(acfOf(wp.content.location, "ankeny"), SEO.town);
    Object.assign(acfOf(wp.content.gallery_album, "stamped-patios"), SEO.album);
    // The Patios page's own record in WordPress, with nothing but its SEO fields.
    const template = wp.content.service.find((r) => r.slug === "concrete-steps") as WpJson;
    wp.content.service.push({
      ...template,
      id: 49,
      slug: "patios",
      title: { rendered: "Patios" },
      acf: SEO.patios,
    });
    site = await startSite({ WORDPRESS_URL: wp.url });
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    await wp?.close();
  });

  it("is the page's title and description for search engines and sharing: a service, a dedicated service page, a town and an album", async () => {
    for (const [path, seo] of [
      ["/services/stamped-concrete", SEO.service],
      ["/services/patios", SEO.patios],
      ["/locations/ankeny", SEO.town],
      ["/gallery/stamped-patios", SEO.album],
    ] as const) {
      const head = headOf(await page(site, path));
      expect(head, path).toEqual({
        title: seo.seo_title,
        description: seo.seo_description,
        ogTitle: seo.seo_title,
        ogDescription: seo.seo_description,
        twitterTitle: seo.seo_title,
      });
    }
  });

  it("leaves every other page its own title and description", async () => {
    const head = headOf(await page(site, "/services/sidewalks"));
    expect(head.title).not.toBe(SEO.patios.seo_title);
    const waukee = headOf(await page(site, "/locations/waukee"));
    expect(waukee.title).toMatch(/ \| Greater Des Moines Concrete$/);
    // The Patios record without its SEO fields: the page's own search text again.
    const patios = wp.content.service.find((r) => r.slug === "patios") as WpJson;
    patios.acf = {};
    const fresh = await startSite({ WORDPRESS_URL: wp.url });
    try {
      const own = headOf(await page(fresh, "/services/patios"));
      expect(own.title).toBe(patiosSeo.title);
      expect(own.description).toBe(patiosSeo.description(siteConfig));
    } finally {
      await fresh.close();
    }
  });
});
