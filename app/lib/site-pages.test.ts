import { builtInGalleryAlbums } from "@shared/content/gallery/albums.ts";
import { builtInLocations } from "@shared/content/locations/index.ts";
import { builtInServices } from "@shared/content/services/index.ts";
import type { LocationContent, ServiceContent } from "@shared/content/types.ts";
import { describe, expect, it } from "vitest";
import { groupSitePages, listSitePages, SITE_PAGE_GROUPS, sitemapXml } from "./site-pages.ts";

const SITE_URL = "https://www.example-concrete.test";

/** The built-in content, as the server's built-in source lists it. */
const builtInContent = {
  listServices: async () => [...builtInServices],
  listLocations: async () => [...builtInLocations],
  listGalleryAlbums: async () => [...builtInGalleryAlbums],
};

describe("listSitePages with the built-in content", () => {
  it("lists the fixed pages, every built-in service and every city once", async () => {
    const pages = await listSitePages(builtInContent);
    const paths = pages.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/services", "/privacy-policy", "/terms-of-service", "/sitemap"]),
    );
    for (const slug of [
      "driveways",
      "patios",
      "sidewalks",
      "decorative-concrete",
      "commercial",
      "repair",
      "stamped-concrete",
      "concrete-steps",
    ]) {
      expect(paths).toContain(`/services/${slug}`);
    }
    for (const { slug } of builtInLocations) {
      expect(paths).toContain(`/locations/${slug}`);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("leaves out the developer pages, the 404 and the driveway alias", async () => {
    const paths = (await listSitePages(builtInContent)).map((p) => p.path);
    expect(paths).not.toContain("/test-webhook");
    expect(paths).not.toContain("/test-forms");
    expect(paths).not.toContain("/services/concrete-driveways");
  });

  it("gives every page a title, a known group and a YYYY-MM-DD lastmod", async () => {
    for (const page of await listSitePages(builtInContent)) {
      expect(page.title.length).toBeGreaterThan(0);
      expect(SITE_PAGE_GROUPS).toContain(page.group);
      expect(page.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe("listSitePages for a business with no album of its own", () => {
  it("lists neither /gallery (it only says photos are coming) nor an album, and every other page", async () => {
    const paths = (await listSitePages({ ...builtInContent, listGalleryAlbums: async () => [] })).map(
      (p) => p.path,
    );
    expect(paths.filter((path) => path.startsWith("/gallery"))).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining(["/", "/about", "/locations/ankeny", "/services/patios"]));
    const withAlbums = (await listSitePages(builtInContent)).map((p) => p.path);
    expect(withAlbums).toEqual(expect.arrayContaining(["/gallery", "/gallery/stamped-patios"]));
    expect(withAlbums.length - paths.length).toBe(1 + builtInGalleryAlbums.length);
  });
});

describe("listSitePages with CMS records", () => {
  const service = (slug: string, updatedAt: string) => ({ slug, title: slug, updatedAt }) as ServiceContent;
  const location = (slug: string, name: string) =>
    ({ slug, name, updatedAt: "2026-10-05T14:30:00Z" }) as LocationContent;

  it("turns timestamps into dates and survives a missing date", async () => {
    const pages = await listSitePages({
      listServices: async () => [service("patios", "2026-09-30T23:00:00Z"), service("repair", "")],
      listLocations: async () => [location("ankeny", "Ankeny")],
      listGalleryAlbums: async () => [],
    });
    expect(pages.find((p) => p.path === "/services/patios")?.lastmod).toBe("2026-09-30");
    expect(pages.find((p) => p.path === "/services/repair")?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(pages.find((p) => p.path === "/locations/ankeny")).toMatchObject({
      title: "Ankeny",
      group: "Service Areas",
    });
  });

  it("lists a slug the CMS repeats only once", async () => {
    const pages = await listSitePages({
      listServices: async () => [service("patios", "2026-09-30"), service("patios", "2026-09-30")],
      listLocations: async () => [],
      listGalleryAlbums: async () => [],
    });
    expect(pages.filter((p) => p.path === "/services/patios")).toHaveLength(1);
  });
});

describe("groupSitePages", () => {
  it("keeps the Sitemap page's group order and drops empty groups", async () => {
    const groups = groupSitePages(await listSitePages(builtInContent)).map((g) => g.group);
    expect(groups).toEqual(SITE_PAGE_GROUPS.filter((g) => groups.includes(g)));
    expect(groups).toEqual(expect.arrayContaining(["Main Pages", "Services", "Service Areas", "Legal"]));
  });

  it("lists the gallery and its three albums in the Gallery group", async () => {
    const gallery = groupSitePages(await listSitePages(builtInContent)).find((g) => g.group === "Gallery");
    expect(gallery?.pages.map((p) => p.path)).toEqual([
      "/gallery",
      "/gallery/backyard-transformations",
      "/gallery/stamped-patios",
      "/gallery/modern-patios",
    ]);
  });

  it("puts the four pages of the About section in its group, in the selector's order", async () => {
    const about = groupSitePages(await listSitePages(builtInContent)).find(
      (g) => g.group === "About Section",
    );
    expect(about?.pages.map((p) => p.path)).toEqual(["/about", "/testimonials", "/process", "/faq"]);
  });
});

describe("sitemapXml", () => {
  it("writes absolute canonical URLs without trailing slashes, with lastmod", () => {
    const xml = sitemapXml(
      [
        { path: "/", title: "Home", group: "Main Pages", lastmod: "2026-11-21" },
        { path: "/services/patios", title: "Patios", group: "Services", lastmod: "2026-11-01" },
      ],
      `${SITE_URL}/`,
    );
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain(`<loc>${SITE_URL}</loc>`);
    expect(xml).toContain(`<loc>${SITE_URL}/services/patios</loc>\n    <lastmod>2026-11-01</lastmod>`);
    expect(xml).not.toMatch(/<loc>[^<]*\/<\/loc>/);
  });

  it("escapes characters XML reserves", () => {
    const xml = sitemapXml(
      [{ path: "/services/a&b", title: "A&B", group: "Services", lastmod: "2026-11-01" }],
      SITE_URL,
    );
    expect(xml).toContain(`<loc>${SITE_URL}/services/a&#38;b</loc>`);
  });
});

describe("the sidewalk FAQ page", () => {
  it("is listed once, among the services, after the services the content service knows", async () => {
    const pages = await listSitePages(builtInContent);
    const faqs = pages.filter((p) => p.path === "/sidewalk-faqs");
    expect(faqs).toEqual([expect.objectContaining({ title: "Sidewalk FAQs", group: "Services" })]);
    const services = groupSitePages(pages).find((g) => g.group === "Services")?.pages ?? [];
    expect(services.at(-1)?.path).toBe("/sidewalk-faqs");
    expect(sitemapXml(pages, SITE_URL)).toContain(`<loc>${SITE_URL}/sidewalk-faqs</loc>`);
  });
});
