import { CTA_DEFAULTS } from "@shared/content/cta.ts";
import { footerOptions, headerMenu } from "@shared/content/navigation.ts";
import { siteConfig } from "@shared/content/site.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeWordPress, startFakeWordPress } from "../../tests/fakes/wordpress.ts";
import { CMS_STAMPED_TITLE } from "../../tests/fakes/wordpress-samples.ts";
import { listen } from "../../tests/support/listen.ts";
import { composeSite } from "../compose.ts";
import { parseEnv } from "../core/env.ts";
import { createContentService } from "./index.ts";

const CACHEABLE = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";

interface Site {
  origin: string;
  close(): Promise<void>;
}

/** The real Express app with the real content service, reading from `wordpressUrl` (or built-in content only). */
async function startApi(wordpressUrl?: string): Promise<Site> {
  const env = parseEnv({ NODE_ENV: "test", WORDPRESS_URL: wordpressUrl, CONTENT_TIMEOUT_MS: "5000" });
  const { app } = composeSite({ env, content: createContentService(env) });
  return listen(app);
}

async function get(site: Site, path: string) {
  const response = await fetch(site.origin + path, { headers: { Accept: "application/json" } });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  // biome-ignore lint/suspicious/noExplicitAny: test reads arbitrary JSON
  return { status: response.status, headers: response.headers, body: body as any, text };
}

let wp: FakeWordPress;
let site: Site;

beforeAll(async () => {
  wp = await startFakeWordPress();
  site = await startApi(wp.url);
});
afterAll(async () => {
  await site.close();
  await wp.close();
});

describe("the /api/wp content reads, with WordPress answering", () => {
  it("GET /menus/header and /options/footer answer the site's own menu and footer, not WordPress's old options", async () => {
    // The stand-in still holds a `header_menu` and a `footer` option from an older plugin; the site
    // never showed them, and no longer reads them (docs/decisions/002).
    const menu = await get(site, "/api/wp/menus/header");
    expect(menu.status).toBe(200);
    expect(menu.headers.get("content-type")).toMatch(/application\/json/);
    expect(menu.body.items).toEqual(headerMenu);
    const footer = await get(site, "/api/wp/options/footer");
    expect(footer.status).toBe(200);
    expect(footer.body.value).toEqual(footerOptions);
  });

  it("GET /options/cta answers title, description and background image", async () => {
    const { body } = await get(site, "/api/wp/options/cta");
    expect(body).toEqual({
      value: {
        title: "Ready for a New Driveway?",
        description: "Book a free on-site estimate this week.",
        backgroundImage: `${wp.url}/wp-content/uploads/2025/05/cta.jpg`,
        backgroundPicture: expect.objectContaining({
          src: `${wp.url}/wp-content/uploads/2025/05/cta.jpg`,
          width: 1920,
          height: 800,
        }),
      },
    });
  });

  it("GET /options/faq and /options/process answer value lists", async () => {
    const faq = await get(site, "/api/wp/options/faq");
    expect(faq.body.value[0]).toEqual({ question: "Are estimates free?", answer: "Always." });
    const process = await get(site, "/api/wp/options/process");
    expect(process.body.value.map((s: { number: number }) => s.number)).toEqual([1, 2, 3]);
  });

  it("GET /options/contact_info answers phone, e-mail, address, hours, social profiles and the promises in use", async () => {
    const { body } = await get(site, "/api/wp/options/contact_info");
    expect(Object.keys(body.value).sort()).toEqual([
      "address",
      "email",
      "hours",
      "phone",
      "promises",
      "socialMedia",
    ]);
    // The plugin shows these greyed in its empty promise fields: the demo's, WordPress setting none here.
    expect(body.value.promises).toMatchObject({ replyHours: 24, visitHours: 48 });
    expect(body.value.phone).toBe("(515) 555-0199");
  });

  it("GET /posts?category=testimonials answers the testimonials; other categories answer []", async () => {
    const testimonials = await get(site, "/api/wp/posts?category=testimonials");
    expect(testimonials.body).toEqual([
      expect.objectContaining({ id: "201", author: "Jenna M.", location: "Ankeny", rating: 5 }),
      expect.objectContaining({ id: "202", author: "Tom R.", location: "Urbandale", rating: 4 }),
    ]);
    const news = await get(site, "/api/wp/posts?category=news");
    expect(news.status).toBe(200);
    expect(news.body).toEqual([]);
  });

  it("GET /pages?type=service&slug=… and /services/{slug} answer the same service record", async () => {
    const viaPages = await get(site, "/api/wp/pages?type=service&slug=stamped-concrete");
    const viaServices = await get(site, "/api/wp/services/stamped-concrete");
    expect(viaPages.status).toBe(200);
    expect(viaPages.body).toEqual(viaServices.body);
    expect(viaServices.body).toMatchObject({ slug: "stamped-concrete", title: CMS_STAMPED_TITLE });
    expect(viaServices.body.content).toContain("<h2>Patterns we pour</h2>");
    expect(viaServices.body.featuredImage).toEqual(
      expect.objectContaining({
        width: 2400,
        height: 1600,
        src: expect.stringContaining("/wp-content/uploads/"),
      }),
    );
  });

  it("GET /pages?type=location&slug=… and /locations/{slug} answer the same location record", async () => {
    const viaPages = await get(site, "/api/wp/pages?type=location&slug=ankeny");
    const viaLocations = await get(site, "/api/wp/locations/ankeny");
    expect(viaPages.body).toEqual(viaLocations.body);
    expect(viaLocations.body).toMatchObject({ slug: "ankeny", title: "Concrete Contractor in Ankeny, IA" });
    expect(viaLocations.body.zipCodes).toEqual(["50021", "50023"]);
  });

  it("GET /pages?slug=about answers the story both as content and value.content", async () => {
    const { status, body } = await get(site, "/api/wp/pages?slug=about");
    expect(status).toBe(200);
    expect(body.slug).toBe("about");
    expect(body.content).toContain("in 2005");
    expect(body.value).toEqual({ content: body.content });
  });

  it("serves a city and a service WordPress lacks from built-in content", async () => {
    const service = await get(site, "/api/wp/services/patios");
    expect(service.status).toBe(200);
    expect(service.body.process).toHaveLength(5);
    const location = await get(site, "/api/wp/locations/johnston");
    expect(location.status).toBe(200);
    expect(location.body.zipCodes).toContain("50131");
  });

  it("marks every 200 cacheable by browsers and CDNs", async () => {
    for (const path of [
      "/api/wp/menus/header",
      "/api/wp/options/cta",
      "/api/wp/posts?category=testimonials",
      "/api/wp/pages?slug=about",
      "/api/wp/services/stamped-concrete",
    ]) {
      expect((await get(site, path)).headers.get("cache-control"), path).toBe(CACHEABLE);
    }
  });
});

describe("the /api/wp content reads, answering clients' mistakes", () => {
  it("answers 404 with a reason for unknown slugs, pages, menus and options", async () => {
    const cases: [string, string][] = [
      ["/api/wp/services/no-such-service", "Service not found"],
      ["/api/wp/locations/atlantis", "Location not found"],
      ["/api/wp/pages?type=service&slug=no-such-service", "Service not found"],
      ["/api/wp/pages?type=location&slug=atlantis", "Location not found"],
      ["/api/wp/pages?slug=careers", "Page not found"],
      ["/api/wp/options/secret_keys", "Option not found"],
      ["/api/wp/menus/footer", "Menu not found"],
    ];
    for (const [path, error] of cases) {
      const response = await get(site, path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toEqual({ error });
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("answers 400 naming the field for a bad or missing query", async () => {
    const cases: [string, string][] = [
      ["/api/wp/pages", "slug"],
      ["/api/wp/pages?type=service", "slug"],
      ["/api/wp/pages?type=service&slug=Stamped_Concrete", "slug"],
      ["/api/wp/pages?type=service&slug=%3Cscript%3E", "slug"],
      ["/api/wp/pages?type=widget&slug=about", "type"],
      ["/api/wp/pages?slug=about&slug=contact", "slug"],
      ["/api/wp/posts", "category"],
      ["/api/wp/posts?category=../../etc", "category"],
      ["/api/wp/services/..%2F..%2Fwp-admin", "slug"],
      [`/api/wp/services/${"a".repeat(101)}`, "slug"],
      ["/api/wp/services", "slug"],
    ];
    for (const [path, field] of cases) {
      const response = await get(site, path);
      expect(response.status, path).toBe(400);
      expect(response.body.error, path).toBe("Invalid request");
      expect(Object.keys(response.body.fields), path).toContain(field);
    }
  });

  it("never answers 5xx to anything a client sends", async () => {
    const paths = [
      "/api/wp/services/%E0%A4%A",
      "/api/wp/locations/%00",
      "/api/wp/pages?slug[]=about",
      "/api/wp/pages?slug[$ne]=x",
      "/api/wp/posts?category=testimonials&category=news",
      "/api/wp/pages?type=service&slug=%F0%9F%92%A9",
      "/api/wp/options/",
      "/api/wp/menus/header?x=%",
    ];
    for (const path of paths) {
      const { status } = await get(site, path);
      expect(status, path).toBeLessThan(500);
    }
  });
});

describe("the /api/wp content reads, with no usable WordPress", () => {
  it("serves built-in content when WordPress is down", async () => {
    const down = await startFakeWordPress({ mode: "failing" });
    const api = await startApi(down.url);
    try {
      const cta = await get(api, "/api/wp/options/cta");
      expect(cta.status).toBe(200);
      expect(cta.body).toEqual({ value: CTA_DEFAULTS });
      const contact = await get(api, "/api/wp/options/contact_info");
      expect(contact.body.value.phone).toBe(siteConfig.phone);
      const service = await get(api, "/api/wp/services/stamped-concrete");
      expect(service.status).toBe(200);
      expect(service.body.title).not.toBe(CMS_STAMPED_TITLE);
      expect((await get(api, "/api/wp/options/faq")).body.value.length).toBeGreaterThan(0);
      expect(down.requests).toBeGreaterThan(0);
    } finally {
      await api.close();
      await down.close();
    }
  });

  it("keeps none of a malicious WordPress's script in any answer", async () => {
    const evil = await startFakeWordPress({ mode: "malicious" });
    const api = await startApi(evil.url);
    try {
      const paths = [
        "/api/wp/menus/header",
        "/api/wp/options/footer",
        "/api/wp/options/cta",
        "/api/wp/options/faq",
        "/api/wp/options/process",
        "/api/wp/options/contact_info",
        "/api/wp/posts?category=testimonials",
        "/api/wp/pages?type=service&slug=stamped-concrete",
        "/api/wp/pages?type=location&slug=ankeny",
        "/api/wp/pages?slug=about",
        "/api/wp/services/stamped-concrete",
        "/api/wp/locations/ankeny",
      ];
      for (const path of paths) {
        const { status, text } = await get(api, path);
        expect(status, path).toBe(200);
        expect(text, path).not.toContain("__wpPwned");
        expect(text, path).not.toMatch(/<script|<\/script|onerror|onload=|javascript:|<iframe|<svg/i);
      }
      const service = await get(api, "/api/wp/services/stamped-concrete");
      expect(service.body.title).toBe("Stamped Concrete");
      expect(service.body.content).toContain("<p>Stamped concrete.</p>");
    } finally {
      await api.close();
      await evil.close();
    }
  });
});
