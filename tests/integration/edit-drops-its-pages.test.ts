import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, createMemoryCluster, openCluster } from "../../server/cluster/index.ts";
import { revalidationHeaders } from "../../server/content/revalidate.ts";
import { type FakeWordPress, startFakeWordPress } from "../fakes/wordpress.ts";
import type { WpJson } from "../fakes/wordpress-samples.ts";
import { listen } from "../support/listen.ts";
import { dropSchema, testPostgresUrl } from "../support/postgres.ts";
import { loadServerThroughVite, type ViteServerModules } from "../support/vite-server.ts";

// An editor changes one town in WordPress (docs/decisions/036): the site drops and makes again that
// town's page and the pages that list the towns, and every other page stays as it was, served from
// the page cache without a render or a question to WordPress; on every instance alike. A change too
// large to name drops every page.

const SECRET = "a-shared-secret-of-some-length";
/** Every town with a page: two WordPress has (Ankeny, Waukee), the others the site's own. */
const TOWNS = [
  "ankeny",
  "des-moines",
  "west-des-moines",
  "urbandale",
  "johnston",
  "waukee",
  "altoona",
  "norwalk",
  "pleasant-hill",
  "indianola",
];
/** Pages that list the towns by name (their copy names them from the town records). */
const LISTS_OF_TOWNS = ["/", "/contact", "/sitemap", "/services/driveways", "/services/patios"];
/** Pages that name no town in their own content: nothing an edit of one's text changes. */
const OTHER_PAGES = ["/faq", "/about", "/gallery"];
const EVERY_PAGE = [
  ...TOWNS.map((town) => `/locations/${town}`),
  "/locations",
  ...LISTS_OF_TOWNS,
  ...OTHER_PAGES,
];

let server: ViteServerModules;
let folder: string;

beforeAll(async () => {
  server = await loadServerThroughVite();
  folder = mkdtempSync(join(tmpdir(), "edit-drops-"));
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

async function startSite(wp: FakeWordPress, cluster: Cluster): Promise<Site> {
  const events: Record<string, unknown>[] = [];
  const env = server.env.parseEnv({
    NODE_ENV: "test",
    SITE_URL: "https://www.example.com",
    WORDPRESS_URL: wp.url,
    WORDPRESS_WEBHOOK_SECRET: SECRET,
    // Only a revalidation refreshes.
    CONTENT_TTL_SECONDS: "3600",
    CONTENT_TIMEOUT_MS: "5000",
    IMAGE_CACHE_DIR: join(folder, `images-${randomBytes(4).toString("hex")}`),
  });
  const { app, images } = server.compose.composeSite({
    env,
    content: server.content.createContentService(env),
    build: server.build,
    cluster,
    log: (event) => events.push(event),
  });
  const site = await listen(app);
  return { ...site, events, images };
}

interface Seen {
  cache: string | null;
  etag: string | null;
  html: string;
}

async function view(site: Site, path: string): Promise<Seen> {
  const response = await fetch(site.origin + path);
  expect(response.status, path).toBe(200);
  return {
    cache: response.headers.get("x-cache"),
    etag: response.headers.get("etag"),
    html: await response.text(),
  };
}

/** Every page viewed until each is a hit: what a site looks like once its visitors came by. */
async function warmedUp(site: Site): Promise<Map<string, Seen>> {
  for (const path of EVERY_PAGE) await view(site, path);
  // A page that showed a new picture is made once more when the picture is: after that, it stays.
  await site.images.settled();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const seen = new Map<string, Seen>();
  for (const path of EVERY_PAGE) {
    const deadline = Date.now() + 15_000;
    let page = await view(site, path);
    while (page.cache !== "HIT" || (await view(site, path)).etag !== page.etag) {
      if (Date.now() > deadline) throw new Error(`${path} was never kept`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      page = await view(site, path);
    }
    seen.set(path, page);
  }
  return seen;
}

async function revalidate(site: Site, changes: Record<string, unknown>[]) {
  const body = JSON.stringify({ changes });
  const answer = await fetch(`${site.origin}/api/revalidate`, {
    method: "POST",
    headers: revalidationHeaders(SECRET, body),
    body,
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { pagesDropped: number };
}

/** The pages an instance logged it dropped for the last change it heard of. */
async function droppedOn(site: Site, changes: number): Promise<string[]> {
  const logged = () => site.events.filter((event) => event.event === "content.pages_dropped");
  const deadline = Date.now() + 5_000;
  while (logged().length < changes) {
    if (Date.now() > deadline) throw new Error("no content.pages_dropped logged");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [...((logged().at(-1)?.pages as string[]) ?? [])].sort();
}

function ankenyOf(wp: FakeWordPress): WpJson & { acf: Record<string, unknown> } {
  return wp.content.location.find((town) => town.slug === "ankeny") as WpJson & {
    acf: Record<string, unknown>;
  };
}

/**
 * The edit: Ankeny's text, shown on its page only. (Its name is in every page's menus: a rename drops
 * every page, as server/content/page-tags.test.ts shows.)
 */
function editAnkeny(wp: FakeWordPress) {
  const ankeny = ankenyOf(wp);
  ankeny.content = {
    rendered: "<p>We pour in Ankeny all winter now, under heated blankets.</p>",
    protected: false,
  };
}

/** Whether WordPress was asked anything that only a render of `path` asks. */
const askedFor = (wp: FakeWordPress, town: string) =>
  wp.requestLog.some((request) => request.includes(`slug=${town}`));

/** The pages an edit of Ankeny drops: its own, and every page that lists the towns. */
const DROPPED_BY_ANKENY = ["/locations/ankeny", "/locations", ...LISTS_OF_TOWNS];

describe("an edit of one town in WordPress", () => {
  let wp: FakeWordPress;
  let site: Site;

  beforeAll(async () => {
    wp = await startFakeWordPress();
    site = await startSite(wp, createMemoryCluster());
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    await wp?.close();
  });

  // Each warms every page up first: twenty renders through Vite, 20 s on a loaded machine.
  it("drops that town's page and the pages listing towns, and leaves every other page a hit, never made again", async () => {
    const before = await warmedUp(site);
    editAnkeny(wp);
    wp.resetRequests();

    const answer = await revalidate(site, [{ type: "location", id: 61, slug: "ankeny", action: "update" }]);
    expect(await droppedOn(site, 1)).toEqual(DROPPED_BY_ANKENY.filter((path) => before.has(path)).sort());
    // The service pages that list towns are dropped too (each lists the towns it serves).
    expect(answer.pagesDropped).toBeGreaterThanOrEqual(DROPPED_BY_ANKENY.length);

    // The edited town's page: the new content, whether its first visitor made it (MISS) or the call
    // did (then a HIT of the new page).
    const town = await view(site, "/locations/ankeny");
    expect(town.html).toContain("We pour in Ankeny all winter now, under heated blankets.");
    expect(town.etag).not.toBe(before.get("/locations/ankeny")?.etag);

    // Every other town and page: the same page, served from the cache, and no render asked WordPress
    // about any other town.
    for (const path of EVERY_PAGE.filter((path) => !DROPPED_BY_ANKENY.includes(path))) {
      const page = await view(site, path);
      expect([page.cache, page.etag], path).toEqual(["HIT", before.get(path)?.etag]);
    }
    for (const town of TOWNS.filter((town) => town !== "ankeny"))
      expect(askedFor(wp, town), town).toBe(false);
  }, 60_000);

  it("drops every page when the change names more than may be carried to every instance", async () => {
    await warmedUp(site);
    // 100 towns with slugs of 100 characters: a body the endpoint takes, past what a NOTIFY may carry.
    const changes = Array.from({ length: 100 }, (_, i) => ({
      type: "location",
      slug: `${String(i).padStart(3, "0")}-${"x".repeat(96)}`,
      action: "update",
    }));
    const answer = await revalidate(site, changes);
    expect(answer.pagesDropped).toBeGreaterThanOrEqual(EVERY_PAGE.length);
    expect(site.events.filter((event) => event.event === "content.pages_dropped").at(-1)).toMatchObject({
      everything: true,
    });
    for (const path of ["/faq", "/locations/waukee", "/about"])
      expect((await view(site, path)).cache, path).toBe("MISS");
  }, 60_000);
});

describe("two instances on one PostgreSQL", () => {
  const schema = `edit_drops_${randomBytes(6).toString("hex")}`;
  let wp: FakeWordPress;
  const clusters: Cluster[] = [];
  const sites: Site[] = [];

  beforeAll(async () => {
    wp = await startFakeWordPress();
    for (let i = 0; i < 2; i++) {
      const cluster = await openCluster(`${testPostgresUrl}?schema=${schema}`, () => {});
      clusters.push(cluster);
      sites.push(await startSite(wp, cluster));
    }
  }, 60_000);
  afterAll(async () => {
    await Promise.all(sites.map((site) => site.close()));
    await Promise.all(clusters.map((cluster) => cluster.close()));
    await wp?.close();
    await dropSchema(schema);
  });

  it("drop the same pages for an edit sent to one of them, and both show it while the rest stay hits", async () => {
    const [a, b] = sites;
    const before = [await warmedUp(a), await warmedUp(b)];
    editAnkeny(wp);
    await revalidate(a, [{ type: "location", id: 61, slug: "ankeny", action: "update" }]);
    const [onA, onB] = [await droppedOn(a, 1), await droppedOn(b, 1)];
    expect(onB).toEqual(onA);
    expect(onA).toEqual(expect.arrayContaining(DROPPED_BY_ANKENY));
    for (const [i, site] of sites.entries()) {
      expect((await view(site, "/locations/ankeny")).html).toContain("We pour in Ankeny all winter now");
      for (const path of ["/locations/waukee", "/locations/des-moines", "/faq", "/about"]) {
        const page = await view(site, path);
        expect([page.cache, page.etag], `${path} on instance ${i}`).toEqual([
          "HIT",
          before[i].get(path)?.etag,
        ]);
      }
    }
  }, 90_000);
});
