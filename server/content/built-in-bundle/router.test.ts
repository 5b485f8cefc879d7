import { siteConfig } from "@shared/content/site.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeWordPress, startFakeWordPress } from "../../../tests/fakes/wordpress.ts";
import { listen } from "../../../tests/support/listen.ts";
import { composeSite } from "../../compose.ts";
import { parseEnv } from "../../core/env.ts";
import { EmbeddedSource } from "../embedded.ts";
import { createContentService } from "../index.ts";

/** The real app, with built-in content only or reading `wordpressUrl`. */
function startSite(wordpressUrl?: string) {
  const env = parseEnv({ NODE_ENV: "test", WORDPRESS_URL: wordpressUrl, CONTENT_TIMEOUT_MS: "5000" });
  return listen(composeSite({ env, content: createContentService(env) }).app);
}

type Site = Awaited<ReturnType<typeof startSite>>;
let site: Site;

beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site.close();
});

describe("GET /api/content/built-in", () => {
  it("answers the bundle with every record type the site lists, as many as it lists", async () => {
    const response = await fetch(`${site.origin}/api/content/built-in`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const body = await response.json();
    expect(body.format).toBe("gdm-built-in.v1");
    const count = (type: string) => body.records.filter((r: { type: string }) => r.type === type).length;
    const builtIn = new EmbeddedSource(siteConfig);
    expect({
      service: count("service"),
      location: count("location"),
      gallery_album: count("gallery_album"),
      faq: count("faq"),
      process_step: count("process_step"),
      post: count("post"),
      page: count("page"),
    }).toEqual({
      service: (await builtIn.listServices()).length,
      location: (await builtIn.listLocations()).length,
      gallery_album: (await builtIn.listGalleryAlbums()).length,
      faq: (await builtIn.getFaq()).length,
      process_step: (await builtIn.getProcess()).length,
      post: (await builtIn.getTestimonials()).length,
      page: 1,
    });
    const patios = body.records.find(
      (r: { type: string; slug: string }) => r.type === "service" && r.slug === "patios",
    );
    expect(patios.fields.faqs.length).toBeGreaterThan(0);
    expect(patios.featured_image).toEqual({
      url: "/images/patio.webp",
      alt: expect.any(String),
      caption: "",
    });
  });

  it("answers 304 to a reader that has it (its ETag), and the same ETag every time", async () => {
    const first = await fetch(`${site.origin}/api/content/built-in`);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    await first.arrayBuffer();
    const again = await fetch(`${site.origin}/api/content/built-in`, {
      headers: { "If-None-Match": etag ?? "" },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    const stale = await fetch(`${site.origin}/api/content/built-in`, {
      headers: { "If-None-Match": '"older"' },
    });
    expect(stale.status).toBe(200);
    expect(stale.headers.get("etag")).toBe(etag);
  });

  it("is bounded: well under a megabyte, and compressed for a reader that accepts it", async () => {
    const plain = await fetch(`${site.origin}/api/content/built-in`, {
      headers: { "Accept-Encoding": "identity" },
    });
    expect((await plain.arrayBuffer()).byteLength).toBeLessThan(1024 * 1024);
    const compressed = await fetch(`${site.origin}/api/content/built-in`, {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("GET /api/content/built-in with WordPress connected", () => {
  let wp: FakeWordPress;
  let connected: Site;
  beforeAll(async () => {
    wp = await startFakeWordPress();
    // The office manager's price for a patio (Settings → Concrete site → Price list).
    wp.content.site_option.push({
      id: 399,
      slug: "price_list",
      status: "publish",
      title: { rendered: "Price list" },
      acf: { prices: { patio: { low: 11, high: 19 } } },
    });
    connected = await startSite(wp.url);
  });
  afterAll(async () => {
    await connected.close();
    await wp.close();
  });

  it("states the prices the site shows: WordPress's price list over the site's, in another version (ETag)", async () => {
    const own = await fetch(`${site.origin}/api/content/built-in`);
    const theirs = await fetch(`${connected.origin}/api/content/built-in`);
    const patiosOf = async (response: Response) =>
      (await response.json()).records.find((r: { slug: string }) => r.slug === "patios");
    expect(theirs.headers.get("etag")).not.toBe(own.headers.get("etag"));
    expect((await patiosOf(theirs)).excerpt).toContain("$11-$19 per sq ft");
    expect((await patiosOf(own)).excerpt).not.toContain("$11-$19");
  });
});
