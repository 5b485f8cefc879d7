import { getBuiltInGalleryAlbum } from "@shared/content/gallery/albums.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { revalidationHeaders } from "../../server/content/revalidate.ts";
import { type FakeWordPress, startFakeWordPress } from "../fakes/wordpress.ts";
import type { WpJson } from "../fakes/wordpress-samples.ts";
import { listen } from "../support/listen.ts";
import { loadServerThroughVite, type ViteServerModules } from "../support/vite-server.ts";

// What an editor takes away in WordPress stays away, on the pages rendered for real behind the real
// Express app. Deleting means gone (docs/decisions/002, "Deleting means gone"): a service, a town and
// an album the editor trashed answer 410, kept out of search, and leave the sitemap, the menus, the
// services index, the town lists, the related services and the album list; published again, they are
// back at the plugin's call. And an album whose every project row is unusable shows none, never the
// built-in album's pictures.

const SECRET = "removed-pages-test-secret-0123456789";

let server: ViteServerModules;
let wp: FakeWordPress;

beforeAll(async () => {
  server = await loadServerThroughVite();
  wp = await startFakeWordPress();
}, 120_000);
afterAll(async () => {
  await wp?.close();
  await server?.close();
});

interface Site {
  origin: string;
  close(): Promise<void>;
}
const sites: Site[] = [];
afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()));
});

async function startSite(): Promise<Site> {
  const env = server.env.parseEnv({
    NODE_ENV: "test",
    SITE_URL: "https://www.example.com",
    WORDPRESS_URL: wp.url,
    WORDPRESS_WEBHOOK_SECRET: SECRET,
    CONTENT_TTL_SECONDS: "3600",
    CONTENT_TIMEOUT_MS: "5000",
  });
  const { app } = server.compose.composeSite({
    env,
    content: server.content.createContentService(env),
    build: server.build,
  });
  const site = await listen(app);
  sites.push(site);
  return site;
}

async function get(site: Site, path: string) {
  const response = await fetch(site.origin + path);
  return {
    status: response.status,
    robots: response.headers.get("x-robots-tag"),
    html: await response.text(),
  };
}

/** The addresses the page links to. */
function linksOf(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map(([, href]) => href);
}

/** Tells the site what changed, signed as the plugin signs it. */
async function revalidate(site: Site, changes: { type: string; slug: string; action: string }[]) {
  const body = JSON.stringify({ changes });
  const response = await fetch(`${site.origin}/api/revalidate`, {
    method: "POST",
    headers: revalidationHeaders(SECRET, body),
    body,
  });
  expect(response.status).toBe(200);
}

/** Plays an editor who trashes a record: out of WordPress's answers, its slug on the plugin's list. */
function trash(type: "service" | "location" | "gallery_album", slug: string): WpJson | undefined {
  const list = wp.content[type];
  const at = list.findIndex((record) => record.slug === slug);
  const [record] = at === -1 ? [] : list.splice(at, 1);
  wp.removed[type].unshift(slug);
  return record;
}

beforeEach(() => {
  wp.setMode("normal");
});

describe("a service, a town and an album trashed in WordPress", () => {
  // stamped-concrete and ankeny are WordPress's records over built-in ones; patios and modern-patios
  // are built-in records WordPress published once (the plugin remembers them) and took down.
  const gonePaths = [
    "/services/stamped-concrete",
    "/services/patios",
    "/locations/ankeny",
    "/gallery/modern-patios",
  ];
  let site: Site;
  let stamped: WpJson | undefined;

  beforeAll(async () => {
    site = await startSite();
    // Before: every page is there, from WordPress or built in.
    for (const path of gonePaths) expect((await get(site, path)).status, path).toBe(200);
    stamped = trash("service", "stamped-concrete");
    trash("service", "patios");
    trash("location", "ankeny");
    trash("gallery_album", "modern-patios");
    await revalidate(site, [
      { type: "service", slug: "stamped-concrete", action: "trash" },
      { type: "service", slug: "patios", action: "trash" },
      { type: "location", slug: "ankeny", action: "unpublish" },
      { type: "gallery_album", slug: "modern-patios", action: "delete" },
    ]);
  });

  it("answer 410 Gone, kept out of search, with the site's not-found card; a made-up address stays 404", async () => {
    const service = await get(site, "/services/stamped-concrete");
    expect([service.status, service.robots]).toEqual([410, "noindex"]);
    expect(service.html).toContain("Service Not Found");
    expect(service.html).toMatch(/<meta name="robots" content="noindex/);

    // A dedicated page (the spec's own page for the service) and its second address.
    for (const path of ["/services/patios"]) {
      const dedicated = await get(site, path);
      expect([dedicated.status, dedicated.robots]).toEqual([410, "noindex"]);
      expect(dedicated.html).toContain("410 Page Not Found");
    }
    const town = await get(site, "/locations/ankeny");
    expect([town.status, town.robots]).toEqual([410, "noindex"]);
    const album = await get(site, "/gallery/modern-patios");
    expect([album.status, album.robots]).toEqual([410, "noindex"]);
    expect(album.html).toContain("Album Not Found");

    const unknown = await get(site, "/services/no-such-service");
    expect([unknown.status, unknown.robots]).toEqual([404, null]);
    // What WordPress never published keeps its built-in page.
    expect((await get(site, "/services/sidewalks")).status).toBe(200);
    expect((await get(site, "/locations/waukee")).status).toBe(200);
  });

  it("leave the sitemap, the Sitemap page, the menus and the footer", async () => {
    const sitemap = await get(site, "/sitemap.xml");
    for (const path of gonePaths) expect(sitemap.html).not.toContain(`https://www.example.com${path}<`);
    expect(sitemap.html).toContain("https://www.example.com/services/sidewalks<");
    expect(sitemap.html).toContain("https://www.example.com/gallery/stamped-patios<");

    const page = (await get(site, "/contact")).html;
    const menus = linksOf(
      [/<header[\s\S]*?<\/header>/, /<footer[\s\S]*?<\/footer>/].map((part) => part.exec(page)?.[0]).join(""),
    );
    const sitemapPage = linksOf((await get(site, "/sitemap")).html);
    for (const path of gonePaths) {
      expect(menus, path).not.toContain(path);
      expect(sitemapPage, path).not.toContain(path);
    }
    // The menus keep the rest.
    expect(menus).toContain("/services/sidewalks");
    expect(menus).toContain("/locations/waukee");
  });

  it("leave the services index, its towns, the related services and a town's cards", async () => {
    const index = await get(site, "/services");
    expect(linksOf(index.html)).not.toContain("/services/patios");
    expect(linksOf(index.html)).not.toContain("/services/stamped-concrete");
    expect(linksOf(index.html)).not.toContain("/locations/ankeny");
    expect(linksOf(index.html)).toContain("/services/concrete-steps");
    // The towns named there are the town records: Ankeny leaves, the others stay.
    expect(index.html).not.toMatch(/<span[^>]*>(<svg[\s\S]*?<\/svg>)?Ankeny<\/span>/);
    expect(linksOf(index.html)).toContain("/locations/des-moines");

    const steps = linksOf((await get(site, "/services/concrete-steps")).html);
    expect(steps).not.toContain("/services/patios");
    expect(steps).toContain("/services/sidewalks");

    const desMoines = linksOf((await get(site, "/locations/des-moines")).html);
    expect(desMoines).not.toContain("/services/patios");
    expect(desMoines).not.toContain("/locations/ankeny");

    const areas = linksOf((await get(site, "/locations")).html);
    expect(areas).not.toContain("/locations/ankeny");
    expect(areas).toContain("/locations/waukee");
  });

  it("leave the home page: its service cards and its towns", async () => {
    const home = linksOf((await get(site, "/")).html);
    expect(home).not.toContain("/services/patios");
    expect(home).not.toContain("/locations/ankeny");
    // The other cards and towns stay.
    expect(home).toContain("/services/sidewalks");
    expect(home).toContain("/locations/des-moines");
  });

  it("leave the album list", async () => {
    const gallery = linksOf((await get(site, "/gallery")).html);
    expect(gallery).not.toContain("/gallery/modern-patios");
    expect(gallery).toContain("/gallery/stamped-patios");
    const album = linksOf((await get(site, "/gallery/stamped-patios")).html);
    expect(album).not.toContain("/gallery/modern-patios");
    // A project's "About …" link leaves with the service page it names (stamped concrete, trashed
    // above); the others stay.
    expect(album).not.toContain("/services/stamped-concrete");
    expect(album).toContain("/services/decorative-concrete");
  });

  it("come back once published again, at the plugin's call", async () => {
    wp.content.service.push(stamped as WpJson);
    wp.removed.service = wp.removed.service.filter((slug) => slug !== "stamped-concrete");
    expect((await get(site, "/services/stamped-concrete")).status).toBe(410);
    await revalidate(site, [{ type: "service", slug: "stamped-concrete", action: "publish" }]);
    expect((await get(site, "/services/stamped-concrete")).status).toBe(200);
    expect((await get(site, "/sitemap.xml")).html).toContain(
      "https://www.example.com/services/stamped-concrete<",
    );
  });
});

describe("an album whose every project row is unusable", () => {
  it("shows its own title and a sentence, never the built-in album's pictures", async () => {
    const album = wp.content.gallery_album.find((record) => record.slug === "stamped-patios") as WpJson & {
      acf: { projects: Record<string, unknown>[] };
    };
    const projects = album.acf.projects;
    // As found: pasted image addresses instead of Media Library photos (a project without a service
    // page is shown, so only a photo missing makes a row unusable).
    album.acf.projects = [
      {
        title: "Pasted photo",
        service_link: "/services/patios",
        image: "https://photos.example.net/IMG_4031.jpg",
      },
      { ...projects[0], image: "https://photos.example.net/IMG_4032.jpg" },
    ];
    try {
      const site = await startSite();
      const page = await get(site, "/gallery/stamped-patios");
      expect(page.status).toBe(200);
      expect(page.html).toContain("The photos of this album are on their way.");
      const builtIn = getBuiltInGalleryAlbum("stamped-patios");
      for (const project of builtIn?.projects ?? []) expect(page.html).not.toContain(project.title);
      // No built-in picture (the image service's address of a file in public/images/gallery).
      expect(page.html).not.toMatch(/\/_img\/[^"]*\/s\/gallery\//);
      expect((await get(site, "/gallery/backyard-transformations")).html).toMatch(
        /\/_img\/[^"]*\/s\/gallery\//,
      );
      const card =
        /<article[^>]*>(?:(?!<\/article>)[\s\S])*\/gallery\/stamped-patios[\s\S]*?<\/article>/.exec(
          (await get(site, "/gallery")).html,
        )?.[0];
      expect(card).toContain("0 projects");
      expect(card).not.toContain("<img");
    } finally {
      album.acf.projects = projects;
    }
  });
});

describe("a WordPress that cannot be reached", () => {
  it("leaves the built-in copy as the fallback: a site that never reached it shows every built-in page", async () => {
    wp.setMode("failing");
    const site = await startSite();
    for (const path of ["/services/patios", "/locations/ankeny", "/gallery/modern-patios"]) {
      expect((await get(site, path)).status, path).toBe(200);
    }
  });
});
