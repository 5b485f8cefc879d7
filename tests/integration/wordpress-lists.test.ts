import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revalidationHeaders } from "../../server/content/revalidate.ts";
import { type FakeWordPress, startFakeWordPress } from "../fakes/wordpress.ts";
import type { WpJson } from "../fakes/wordpress-samples.ts";
import { listen } from "../support/listen.ts";
import { loadServerThroughVite, type ViteServerModules } from "../support/vite-server.ts";

// Every list follows the records (issue 39 §2), on pages rendered for real behind the real Express
// app: a service published in WordPress joins /services, the header's Services menu, the footer, the
// home page's cards and the related services, with its price on its page; a town taken down is linked
// from no page at all; a gallery project without a service page is shown, without its "About …" link,
// and a photo's Caption shows under its project.

const SECRET = "site-lists-test-secret-0123456789abcdef";

let server: ViteServerModules;
let wp: FakeWordPress;
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  server = await loadServerThroughVite();
  wp = await startFakeWordPress();
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
  ({ origin, close } = await listen(app));
}, 120_000);
afterAll(async () => {
  await close?.();
  await wp?.close();
  await server?.close();
});

async function html(path: string): Promise<string> {
  const response = await fetch(origin + path);
  expect(response.status, path).toBe(200);
  return response.text();
}

const linksOf = (page: string) => [...page.matchAll(/<a [^>]*href="([^"]+)"/g)].map(([, href]) => href);
const part = (page: string, tag: string) => new RegExp(`<${tag}[\\s\\S]*?</${tag}>`).exec(page)?.[0] ?? "";
/** The HTML of the section a heading id labels. */
const section = (page: string, headingId: string) =>
  new RegExp(`<section[^>]*aria-labelledby="${headingId}"[\\s\\S]*?</section>`).exec(page)?.[0] ?? "";

async function revalidate(changes: { type: string; slug: string; action: string }[]) {
  const body = JSON.stringify({ changes });
  const response = await fetch(`${origin}/api/revalidate`, {
    method: "POST",
    headers: revalidationHeaders(SECRET, body),
    body,
  });
  expect(response.status).toBe(200);
}

function record(type: string, id: number, slug: string, fields: Record<string, unknown>): WpJson {
  return {
    id,
    date: "2025-06-01T09:00:00",
    date_gmt: "2025-06-01T14:00:00",
    modified: "2025-06-01T09:00:00",
    modified_gmt: "2025-06-01T14:00:00",
    slug,
    status: "publish",
    type,
    link: `https://cms.example.com/${type}/${slug}/`,
    featured_media: 0,
    acf: {},
    ...fields,
  };
}

describe("a service published in WordPress", () => {
  const SUMMARY = "Hot-applied sealer that keeps salt and water out of your driveway.";
  beforeAll(async () => {
    // The first in the editor's order (Order, 0 and below come first).
    wp.content.service.push(
      record("service", 901, "driveway-sealing", {
        title: { rendered: "Driveway Sealing" },
        content: { rendered: "<p>We clean, fill the cracks and seal.</p>", protected: false },
        excerpt: { rendered: `<p>${SUMMARY}</p>`, protected: false },
        menu_order: -1,
        acf: {
          price: "$0.25-$0.40 per sq ft",
          price_note: "two coats, cracks filled",
          benefits: [{ title: "Salt Stays Out", description: "Sealer closes the pores." }],
        },
      }),
    );
    await revalidate([{ type: "service", slug: "driveway-sealing", action: "publish" }]);
  });

  it("answers at its address with its typical price and what it covers", async () => {
    const page = await html("/services/driveway-sealing");
    const price = section(page, "service-price-heading");
    expect(price).toContain("$0.25-$0.40 per sq ft");
    expect(price).toContain("two coats, cracks filled");
    expect(page).toContain("Salt Stays Out");
  });

  it("joins /services, the header's Services menu, the footer, the home page's cards and the related services", async () => {
    const services = await html("/services");
    expect(section(services, "services-list-heading") || services).toContain(SUMMARY);
    expect(linksOf(services)).toContain("/services/driveway-sealing");

    const home = await html("/");
    expect(linksOf(section(home, "home-services-heading"))).toContain("/services/driveway-sealing");
    expect(linksOf(part(home, "header"))).toContain("/services/driveway-sealing");
    expect(linksOf(part(home, "footer"))).toContain("/services/driveway-sealing");

    const related = section(await html("/services/concrete-steps"), "related-services-heading");
    expect(linksOf(related)[0]).toBe("/services/driveway-sealing");

    // In WordPress's order: first in the menu, before the built-in services.
    const menu = linksOf(part(await html("/contact"), "header")).filter((href) =>
      href.startsWith("/services/"),
    );
    expect(menu[0]).toBe("/services/driveway-sealing");
  });
});

describe("a town trashed in WordPress", () => {
  beforeAll(async () => {
    const at = wp.content.location.findIndex((town) => town.slug === "waukee");
    wp.content.location.splice(at, 1);
    wp.removed.location.unshift("waukee");
    await revalidate([{ type: "location", slug: "waukee", action: "trash" }]);
  });

  it("is linked from no page of the site (every page of the sitemap)", async () => {
    const sitemap = await html("/sitemap.xml");
    const paths = [...sitemap.matchAll(/<loc>https:\/\/www\.example\.com([^<]*)<\/loc>/g)].map(
      ([, path]) => path,
    );
    expect(paths.length).toBeGreaterThan(30);
    expect(paths).not.toContain("/locations/waukee");
    for (const path of paths) {
      const page = await html(path || "/");
      expect(linksOf(page), path).not.toContain("/locations/waukee");
    }
    // The dedicated pages' lists of towns keep the others.
    expect(linksOf(await html("/services/patios"))).toContain("/locations/ankeny");
    expect(linksOf(await html("/services/sidewalks"))).toContain("/locations/ankeny");
  }, 120_000);
});

describe("a gallery project", () => {
  it("without a service page is shown without its About link; its photo's Caption shows under it", async () => {
    const album = wp.content.gallery_album.find((a) => a.slug === "stamped-patios") as WpJson & {
      acf: { projects: Record<string, unknown>[] };
    };
    const [first] = album.acf.projects;
    album.acf.projects.push({
      ...first,
      title: "Side-yard walk for the Nguyens",
      service_link: "",
      image: { ...(first.image as object), caption: "Poured the week before the first frost" },
    });
    await revalidate([{ type: "gallery_album", slug: "stamped-patios", action: "update" }]);
    const page = await html("/gallery/stamped-patios");
    const item = /<li[^>]*>(?:(?!<\/li>)[\s\S])*Side-yard walk for the Nguyens[\s\S]*?<\/li>/.exec(page)?.[0];
    expect(item).toBeDefined();
    expect(item).toContain("Poured the week before the first frost");
    expect(linksOf(item ?? "").filter((href) => href.startsWith("/services/"))).toEqual([]);
    // The other projects keep theirs.
    expect(linksOf(page)).toContain("/services/stamped-concrete");
  });
});
