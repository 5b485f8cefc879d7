import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { demoClaimsIn } from "@shared/content/demo-inventory.ts";
import { siteConfig } from "@shared/content/site.ts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeWordPress, startFakeWordPress } from "../fakes/wordpress.ts";
import { listen } from "../support/listen.ts";
import {
  loadServerThroughVite,
  pageHtml,
  startViteSite,
  type ViteServerModules,
} from "../support/vite-server.ts";

// The share picture as a social network finds it: every page of a client's site (a business file)
// names, in og:image, twitter:image and its structured data, a picture drawn from the client's name
// and phone, which the site answers as a PNG kept for good; the demo's picture is another, and a
// phone changed in WordPress gives a new picture at a new address.

let server: ViteServerModules;
const dir = mkdtempSync(path.join(tmpdir(), "share-picture-"));

beforeAll(async () => {
  server = await loadServerThroughVite();
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const client = {
  name: "Raccoon River Concrete & Masonry Contractors of Dallas County",
  phone: "(515) 964-2210",
  email: "office@raccoonriverconcrete.com",
  address: { street: "2200 Grand Ave, Suite 4", city: "West Des Moines", region: "IA", postalCode: "50265" },
  hours: ["Monday-Friday 7:00 AM-4:30 PM", "Sunday Closed"],
  foundedYear: 2012,
  warranty: { years: 10, structuralYears: 3 },
  credentials: { licensed: true, bonded: false, insured: true },
  licence: "Iowa contractor registration #C123456",
  paymentAccepted: ["Check"],
};
const businessFile = path.join(dir, "business.json");
writeFileSync(businessFile, JSON.stringify(client));

const PAGES = ["/", "/about", "/services/driveways", "/locations/ankeny", "/contact", "/gallery"];

/** The share picture's addresses a page gives: og:image, twitter:image, and the structured data's. */
function sharePicturesOf(html: string): string[] {
  const meta = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? `no ${key}`;
  const fromJsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .flatMap(([, json]) => {
      const doc = JSON.parse(json);
      return (doc["@graph"] ?? [doc]) as Record<string, unknown>[];
    })
    .filter((node) => [node["@type"]].flat().includes("LocalBusiness"))
    .map((node) => String(node.image));
  return [meta("og:image"), meta("twitter:image"), ...fromJsonLd];
}

async function fetchPicture(url: string) {
  const response = await fetch(url, { redirect: "manual" });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

interface Site {
  origin: string;
  close(): Promise<void>;
}
const SITE_URL = "https://www.raccoonriverconcrete.com";
const startSite = (vars: Record<string, string>): Promise<Site> =>
  startViteSite(server, { SITE_URL, IMAGE_CACHE_DIR: mkdtempSync(path.join(dir, "cache-")), ...vars });
/** The path of an absolute address on SITE_URL, to ask the site under test for it. */
const onSite = (site: Site, url: string) => {
  expect(url.startsWith(`${SITE_URL}/`), url).toBe(true);
  return site.origin + url.slice(SITE_URL.length);
};

describe("the share picture of a client's site", () => {
  let clientSite: Site;
  let demoSite: Site;

  beforeAll(async () => {
    [clientSite, demoSite] = await Promise.all([startSite({ BUSINESS_FILE: businessFile }), startSite({})]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([clientSite?.close(), demoSite?.close()]);
  });

  it("is one picture on every page, answered as a 1200×630 PNG kept for good, and not the demo's", async () => {
    const named = new Set<string>();
    for (const page of PAGES) {
      const pictures = sharePicturesOf(await pageHtml(clientSite, page));
      expect(pictures.length, page).toBeGreaterThanOrEqual(2);
      for (const url of pictures) named.add(url);
    }
    expect(named.size).toBe(1);
    const [url] = named;
    expect(url).toMatch(/\/_img\/share\/[0-9a-f]{16}\.png$/);
    expect(url).not.toContain("social-card");

    const { response, body } = await fetchPicture(onSite(clientSite, url));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);

    // The demo's picture is at another address, and is another picture.
    const [demoUrl] = sharePicturesOf(await pageHtml(demoSite, "/"));
    expect(demoUrl).not.toBe(url);
    const demo = await fetchPicture(onSite(demoSite, demoUrl));
    expect(demo.response.status).toBe(200);
    const pixels = (png: Buffer) => sharp(png).raw().toBuffer();
    expect((await pixels(body)).equals(await pixels(demo.body))).toBe(false);
  });

  it("names none of the demo's pictures on any page", async () => {
    for (const page of PAGES) {
      const pictures = demoClaimsIn(await pageHtml(clientSite, page)).filter(
        (claim) => claim.kind === "picture",
      );
      expect(pictures, page).toEqual([]);
    }
  });

  it("moves an address of an identity the site does not show to the picture of the one it shows", async () => {
    const [url] = sharePicturesOf(await pageHtml(clientSite, "/"));
    const stale = await fetch(`${clientSite.origin}/_img/share/0123456789abcdef.png`, { redirect: "manual" });
    expect(stale.status).toBe(302);
    expect(stale.headers.get("location")).toBe(url.slice(SITE_URL.length));
    // An address the site never makes is no picture at all.
    expect((await fetch(`${clientSite.origin}/_img/share/social-card.png`)).status).toBe(404);
  });
});

describe("the share picture when WordPress changes the phone", () => {
  let wp: FakeWordPress;
  let site: Site;

  beforeAll(async () => {
    wp = await startFakeWordPress();
    site = await startSite({ WORDPRESS_URL: wp.url, CONTENT_TTL_SECONDS: "0", PAGE_CACHE: "off" });
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    await wp?.close();
  });

  it("gives the new phone's picture at a new address", async () => {
    const [before] = sharePicturesOf(await pageHtml(site, "/"));
    const first = await fetchPicture(onSite(site, before));
    expect(first.response.status).toBe(200);

    const contactInfo = wp.content.site_option.find((option) => option.slug === "contact_info");
    Object.assign(contactInfo?.acf as Record<string, unknown>, { phone: "(515) 555-0177" });
    const html = await pageHtml(site, "/");
    expect(html).toContain("(515) 555-0177");
    const [after] = sharePicturesOf(html);
    expect(after).not.toBe(before);
    const second = await fetchPicture(onSite(site, after));
    expect(second.response.status).toBe(200);
    expect(second.response.headers.get("content-type")).toBe("image/png");
    expect(second.body.equals(first.body)).toBe(false);
    expect(siteConfig.phone).not.toBe("(515) 555-0177");
  });
});

describe("the share picture's cache", () => {
  it("is drawn at start, before anyone asks, and read back from the disk after a restart, not drawn again", async () => {
    const cacheDir = mkdtempSync(path.join(dir, "restart-"));
    const events: Record<string, unknown>[] = [];
    const start = async () => {
      const env = server.env.parseEnv({
        NODE_ENV: "test",
        SITE_URL,
        BUSINESS_FILE: businessFile,
        IMAGE_CACHE_DIR: cacheDir,
      });
      const site = server.compose.composeSite({
        env,
        content: server.content.createContentService(env),
        build: server.build,
        log: (event) => events.push(event),
      });
      return { site, http: await listen(site.app) };
    };
    const drawn = () => events.filter((event) => event.event === "image.share_drawn");

    const first = await start();
    await expect.poll(() => drawn().length, { timeout: 20_000 }).toBe(1);
    await first.http.close();
    await first.site.stop();

    const second = await start();
    try {
      const [url] = sharePicturesOf(await pageHtml(second.http, "/"));
      const { response } = await fetchPicture(onSite(second.http, url));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(drawn()).toHaveLength(1);
    } finally {
      await second.http.close();
      await second.site.stop();
    }
  }, 60_000);
});
