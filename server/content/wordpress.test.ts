import { serviceImage } from "@shared/content/images.ts";
import { siteConfig } from "@shared/content/site.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeWordPress, startFakeWordPress } from "../../tests/fakes/wordpress.ts";
import {
  CMS_GALLERY_PROJECT,
  CMS_GALLERY_TITLE,
  CMS_STAMPED_TITLE,
  DRAFT_TITLE,
  PROTECTED_TITLE,
} from "../../tests/fakes/wordpress-samples.ts";
import { EmbeddedSource } from "./embedded.ts";
import { WordPressSource } from "./wordpress.ts";
import { MAX_ANSWER_BYTES, WordPressError } from "./wordpress-fetch.ts";

// Generous, so a busy machine never turns a healthy answer into a timeout; the slow test uses its own.
const TIMEOUT_MS = 5_000;
const SHORT_TIMEOUT_MS = 300;
let wp: FakeWordPress;
let source: WordPressSource;

beforeAll(async () => {
  wp = await startFakeWordPress();
  source = new WordPressSource({ baseUrl: `${wp.url}/`, timeoutMs: TIMEOUT_MS });
});
afterAll(() => wp.close());
beforeEach(() => {
  wp.setMode("normal");
  wp.resetRequests();
});

describe("WordPressSource against a healthy WordPress", () => {
  it("reads a service by slug with its embedded featured image", async () => {
    const service = await source.getService("stamped-concrete");
    expect(service?.title).toBe(CMS_STAMPED_TITLE);
    // The original: the image service makes every width a page needs from it.
    expect(service?.featuredImage.src).toBe(`${wp.url}/wp-content/uploads/2025/05/stamped-patio.jpg`);
    expect(service?.process).toHaveLength(5);
    expect(wp.requestLog).toEqual(["/wp-json/wp/v2/service?slug=stamped-concrete&_embed"]);
  });

  it("lists services and locations", async () => {
    expect((await source.listServices()).map((s) => s.slug)).toEqual(["stamped-concrete", "concrete-steps"]);
    expect((await source.listLocations()).map((l) => l.slug)).toEqual(["ankeny", "waukee"]);
  });

  it("reads a location, the about page, FAQ, process and testimonials", async () => {
    expect((await source.getLocation("ankeny"))?.zipCodes).toEqual(["50021", "50023"]);
    expect((await source.getAbout())?.content).toContain("in 2005");
    expect((await source.getFaq()).map((f) => f.question)).toEqual([
      "Are estimates free?",
      "Are you licensed & insured?",
      "Do you offer a warranty?",
    ]);
    expect((await source.getProcess()).map((s) => `${s.number}. ${s.title}`)).toEqual([
      "1. Consultation",
      "2. Site Visit",
      "3. Written Proposal",
    ]);
    expect((await source.getTestimonials()).map((t) => t.author)).toEqual(["Jenna M.", "Tom R."]);
    expect(wp.requestLog).toContain("/wp-json/wp/v2/categories?slug=testimonials");
    expect(wp.requestLog).toContain("/wp-json/wp/v2/posts?categories=7&per_page=20");
  });

  it("never shows a draft or a password-protected record, alone or in a list", async () => {
    expect(await source.getService("driveways")).toBeNull();
    expect(await source.getService("sidewalks")).toBeNull();
    const titles = (await source.listServices()).map((s) => s.title);
    expect(titles).not.toContain(DRAFT_TITLE);
    expect(titles).not.toContain(PROTECTED_TITLE);
    expect(wp.requestLog.every((entry) => !entry.includes("status="))).toBe(true);
  });

  it("decodes the entities WordPress puts in titles (&#038;, &#8217;)", async () => {
    expect((await source.getService("stamped-concrete"))?.title).toBe("Stamped Concrete Patios & Walkways");
    const original = wp.content.faq[0].title;
    wp.content.faq[0].title = { rendered: "Isn&#8217;t winter too cold to pour?" };
    expect((await source.getFaq()).map((f) => f.question)).toContain("Isn’t winter too cold to pour?");
    wp.content.faq[0].title = original;
  });

  it("reads every page of a list longer than WordPress's 100 a page", async () => {
    const original = wp.content.faq;
    wp.content.faq = Array.from({ length: 230 }, (_, i) => ({
      ...original[0],
      id: 1000 + i,
      slug: `question-${i}`,
      title: { rendered: `Question ${i + 1}?` },
      menu_order: i + 1,
    }));
    try {
      const faq = await source.getFaq();
      expect(faq).toHaveLength(230);
      expect(faq.at(-1)?.question).toBe("Question 230?");
      expect(wp.requestLog).toEqual([
        "/wp-json/wp/v2/faq?per_page=100",
        "/wp-json/wp/v2/faq?per_page=100&page=2",
        "/wp-json/wp/v2/faq?per_page=100&page=3",
      ]);
    } finally {
      wp.content.faq = original;
    }
  });

  it("reads the site options", async () => {
    expect((await source.getCta())?.title).toBe("Ready for a New Driveway?");
    expect((await source.getContactInfo())?.phone).toBe("(515) 555-0199");
    expect((await source.getHomePage())?.heroTitle).toBe("Concrete Poured Right, Before the Frost");
    expect(wp.requestLog).toEqual([
      "/wp-json/wp/v2/site_option?slug=cta",
      "/wp-json/wp/v2/site_option?slug=contact_info",
      "/wp-json/wp/v2/site_option?slug=home_page",
    ]);
  });

  it("keeps the site's own footer and header menu, never asking WordPress, whatever an older plugin stored", async () => {
    // The stand-in still has the `footer` and `header_menu` options an older plugin offered.
    const builtIn = new EmbeddedSource();
    const withBuiltIn = new WordPressSource({ baseUrl: wp.url, timeoutMs: TIMEOUT_MS, builtIn });
    expect(await withBuiltIn.getFooterOptions()).toEqual(await builtIn.getFooterOptions());
    expect(await withBuiltIn.getHeaderMenu()).toEqual(await builtIn.getHeaderMenu());
    expect(wp.requestLog).toEqual([]);
  });

  it("lists WordPress's services and cities in place of the built-in ones, keeping the built-in ones it lacks", async () => {
    const builtIn = new EmbeddedSource();
    const withBuiltIn = new WordPressSource({ baseUrl: wp.url, timeoutMs: TIMEOUT_MS, builtIn });
    const builtInLocations = await builtIn.listLocations();
    const locations = await withBuiltIn.listLocations();
    expect(locations.map((l) => l.slug)).toEqual(builtInLocations.map((l) => l.slug));
    expect(locations.find((l) => l.slug === "ankeny")?.zipCodes).toEqual(["50021", "50023"]);
    const services = await withBuiltIn.listServices();
    expect(services.find((s) => s.slug === "stamped-concrete")?.title).toBe(CMS_STAMPED_TITLE);
    expect(services.map((s) => s.slug)).toEqual((await builtIn.listServices()).map((s) => s.slug));
  });

  it("fills what a bare service post lacks from the built-in record with the same slug", async () => {
    const builtIn = new EmbeddedSource();
    const withBuiltIn = new WordPressSource({ baseUrl: wp.url, timeoutMs: TIMEOUT_MS, builtIn });
    const steps = await withBuiltIn.getService("concrete-steps");
    const builtInSteps = await builtIn.getService("concrete-steps");
    expect(steps?.content).toBe(
      "<p>Front and back steps poured in place, with rails and non-slip finishes.</p>",
    );
    expect(steps?.process).toEqual(builtInSteps?.process);
    expect(steps?.faqs).toEqual(builtInSteps?.faqs);
    expect(steps?.keywords).toEqual(builtInSteps?.keywords);
    expect(steps?.featuredImage).toEqual(builtInSteps?.featuredImage);
  });

  it("gives a bare service post the five steps, four questions and stock image a page needs", async () => {
    const steps = await source.getService("concrete-steps");
    expect(steps?.title).toBe("Concrete Steps");
    expect(steps?.process).toHaveLength(5);
    expect(steps?.faqs).toHaveLength(4);
    expect(steps?.featuredImage).toEqual(serviceImage("concrete-steps"));
  });

  it("answers null and [] when WordPress has nothing", async () => {
    expect(await source.getService("no-such-service")).toBeNull();
    wp.setMode("empty");
    expect(await source.getService("stamped-concrete")).toBeNull();
    expect(await source.getLocation("ankeny")).toBeNull();
    expect(await source.listServices()).toEqual([]);
    expect(await source.getFaq()).toEqual([]);
    expect(await source.getProcess()).toEqual([]);
    expect(await source.getTestimonials()).toEqual([]);
    expect(await source.getAbout()).toBeNull();
    expect(await source.getCta()).toBeNull();
    expect(await source.getHomePage()).toBeNull();
  });

  it("answers nothing when a custom post type is not registered (WordPress 404 rest_no_route)", async () => {
    const elsewhere = new WordPressSource({ baseUrl: `${wp.url}/not-wordpress`, timeoutMs: TIMEOUT_MS });
    expect(await elsewhere.getService("stamped-concrete")).toBeNull();
    expect(await elsewhere.getFaq()).toEqual([]);
  });
});

describe("WordPressSource when WordPress cannot answer", () => {
  it("throws within the timeout when WordPress is slow", async () => {
    wp.setMode("slow", { delayMs: 5_000 });
    const impatient = new WordPressSource({ baseUrl: wp.url, timeoutMs: SHORT_TIMEOUT_MS });
    const started = Date.now();
    await expect(impatient.getService("stamped-concrete")).rejects.toThrow(/no answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(SHORT_TIMEOUT_MS + 1_000);
  });

  it("throws on a server error", async () => {
    wp.setMode("failing");
    await expect(source.getService("stamped-concrete")).rejects.toThrow(WordPressError);
    await expect(source.getFaq()).rejects.toThrow(/HTTP 500/);
  });

  it("throws when the connection is reset", async () => {
    wp.setMode("reset");
    await expect(source.getCta()).rejects.toThrow(WordPressError);
  });

  it("throws on JSON of the wrong shape", async () => {
    wp.setMode("wrong-shape");
    await expect(source.getService("stamped-concrete")).rejects.toThrow(/unexpected shape/);
    await expect(source.getTestimonials()).rejects.toThrow(/unexpected shape/);
  });

  it("throws on an HTML page instead of JSON", async () => {
    wp.setMode("html");
    await expect(source.getProcess()).rejects.toThrow(/not JSON/);
  });

  it("throws when nothing listens at the address", async () => {
    const nowhere = new WordPressSource({ baseUrl: "http://127.0.0.1:9", timeoutMs: SHORT_TIMEOUT_MS });
    await expect(nowhere.getAbout()).rejects.toThrow(WordPressError);
  });
});

describe("WordPressSource and what it lets in", () => {
  it("reads a record only by its own slug, not by one WordPress reads as it", async () => {
    for (const slug of [
      "Stamped-Concrete",
      "stamped-concrete-",
      "stamped--concrete",
      "stamped-concrete,ankeny",
    ]) {
      expect(await source.getService(slug), slug).toBeNull();
    }
    expect((await source.getService("stamped-concrete"))?.title).toBe(CMS_STAMPED_TITLE);
  });

  it("refuses an answer larger than MAX_ANSWER_BYTES, and reads one just under it", async () => {
    wp.setMode("huge", { hugeBytes: 32 * 1024 * 1024 });
    await expect(source.getService("stamped-concrete")).rejects.toThrow(/larger than/);
    wp.setMode("huge", { hugeBytes: MAX_ANSWER_BYTES - 1024 });
    expect((await source.getService("stamped-concrete"))?.title).toBe("Huge");
  });

  it("follows a redirect on WordPress's own host", async () => {
    wp.setMode("moved");
    expect((await source.getService("stamped-concrete"))?.title).toBe(CMS_STAMPED_TITLE);
  });

  it("does not follow a redirect to another host", async () => {
    const elsewhere = await startFakeWordPress();
    try {
      wp.setMode("redirect-away", { redirectTo: elsewhere.url });
      await expect(source.getService("stamped-concrete")).rejects.toThrow(/redirect to another host/);
      expect(elsewhere.requests).toBe(0);
    } finally {
      await elsewhere.close();
    }
  });
});

describe("WordPressSource: gallery albums (custom post type gallery_album)", () => {
  const withBuiltIn = () =>
    new WordPressSource({ baseUrl: wp.url, timeoutMs: TIMEOUT_MS, builtIn: new EmbeddedSource() });

  it("reads an album's title, line, intro and projects, each photo's original with its version", async () => {
    const album = await withBuiltIn().getGalleryAlbum("stamped-patios");
    expect(album?.title).toBe(CMS_GALLERY_TITLE);
    expect(album?.description).toBe("This year\u2019s stamped patios, from Ankeny to Norwalk.");
    expect(album?.intro).toBe("Every one colored, stamped and sealed by our own crew.");
    // The project without a photo and with a link off the site is left out.
    expect(album?.projects.map((p) => p.title)).toEqual([CMS_GALLERY_PROJECT, "Slate patio with a fire pit"]);
    const [first, second] = album?.projects ?? [];
    expect(first.service).toEqual({ label: "Stamped concrete", href: "/services/stamped-concrete" });
    expect(second.service).toEqual({ label: "Patios", href: "/services/patios" });
    expect(first.photo.alt).toBe("Gray stamped patio with a herringbone border");
    // The original, not WordPress's sizes: the image service makes every width from it.
    expect(first.photo.sources).toEqual([
      { src: `${wp.url}/wp-content/uploads/2025/06/herringbone-patio.jpg`, width: 2400, height: 1600 },
    ]);
    expect(first.photo.version).toMatch(/^[a-z0-9]{1,10}$/);
    // No featured image: the first project's photo is the cover.
    expect(album?.cover).toEqual(first.photo);
  });

  it("lists the CMS albums over the built-in ones, so every album keeps its page", async () => {
    const albums = await withBuiltIn().listGalleryAlbums();
    expect(albums.map((a) => a.slug)).toEqual([
      "backyard-transformations",
      "stamped-patios",
      "modern-patios",
    ]);
    expect(albums[1].title).toBe(CMS_GALLERY_TITLE);
    expect(albums[0].projects.length).toBeGreaterThanOrEqual(8);
  });

  it("answers null for an album WordPress does not have", async () => {
    expect(await withBuiltIn().getGalleryAlbum("modern-patios")).toBeNull();
  });

  it("lists only a business's own albums, with none of the demo's beside or under them", async () => {
    const business = { ...siteConfig, claims: { ...siteConfig.claims, demo: false } };
    const source = new WordPressSource({
      baseUrl: wp.url,
      timeoutMs: TIMEOUT_MS,
      builtIn: new EmbeddedSource(business),
      site: business,
    });
    const albums = await source.listGalleryAlbums();
    expect(albums.map((a) => a.slug)).toEqual(["stamped-patios"]);
    expect(albums[0].title).toBe(CMS_GALLERY_TITLE);
    expect(albums[0].projects.map((p) => p.title)).toEqual([
      CMS_GALLERY_PROJECT,
      "Slate patio with a fire pit",
    ]);
    expect(await source.getGalleryAlbum("backyard-transformations")).toBeNull();
  });
});
