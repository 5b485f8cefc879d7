import { createHash } from "node:crypto";
import { request } from "node:http";
import { getBuiltInGalleryAlbum } from "@shared/content/gallery/albums.ts";
import { PAGES } from "@shared/pages.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeWordPress, startFakeWordPress } from "../fakes/wordpress.ts";
import { listen } from "../support/listen.ts";
import { loadServerThroughVite, type ViteServerModules } from "../support/vite-server.ts";

// Made-up addresses against the real app and the pages rendered for real (the React Router build
// Vite serves in development, as tests/integration/identity.test.ts does): they cost no render, no
// WordPress request and no place in a cache, and nothing built from them leads off the site.

const SITE_URL = "https://www.example.com";
const ALBUM = getBuiltInGalleryAlbum("stamped-patios")!;
const ALBUM_PATH = `/gallery/${ALBUM.slug}`;

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
  pageCache?: { size: number };
  close(): Promise<void>;
}

const sites: Site[] = [];
afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()));
});

async function startSite(vars: Record<string, string> = {}): Promise<Site> {
  const env = server.env.parseEnv({ NODE_ENV: "test", SITE_URL, CONTENT_TIMEOUT_MS: "5000", ...vars });
  const { app, images, pageCache } = server.compose.composeSite({
    env,
    content: server.content.createContentService(env),
    build: server.build,
  });
  const listening = await listen(app);
  // As a started server is before its first visitor: the built-in pictures' placeholders are made.
  await images.pictures();
  const site: Site = {
    origin: listening.origin,
    pageCache,
    close: listening.close,
  };
  sites.push(site);
  return site;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request with the path exactly as written (fetch would clean "/\\host" up before sending it). */
function get(origin: string, path: string, method = "GET", body?: string): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        path,
        method,
        headers: body ? { "content-type": "application/x-www-form-urlencoded" } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Where a browser on the site would go for a link or a redirect to `target`. */
const hostOf = (target: string) => new URL(target, SITE_URL).host;

describe("made-up query strings", () => {
  it("cost one render for a thousand visits, and one place in the page cache", async () => {
    const site = await startSite();
    const states: string[] = [];
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => get(site.origin, `/services?x=${Math.floor(Math.random() * 1e9)}`)),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        states.push(String(answer.headers["x-cache"]));
      }
    }
    expect(states.filter((state) => state === "MISS")).toHaveLength(1);
    expect(site.pageCache?.size).toBe(1);
  });

  it("still open a shared photo: ?photo=N is the album page's own, and the rest is dropped", async () => {
    const site = await startSite();
    const photo = await get(site.origin, `${ALBUM_PATH}?photo=3`);
    expect(photo.status).toBe(200);
    expect(photo.body).toMatch(/<dialog[^>]*\bopen\b/);
    expect(photo.body).toContain(ALBUM.projects[2].title);

    const tagged = await get(site.origin, `${ALBUM_PATH}?utm_source=ad&photo=3&x=12345`);
    expect([tagged.headers["x-cache"], tagged.body]).toEqual(["HIT", photo.body]);

    const album = await get(site.origin, ALBUM_PATH);
    expect(album.body).not.toMatch(/<dialog[^>]*\bopen\b/);
    for (const junk of ["?photo=abc", "?photo=3x", "?photo=0003", "?x=9"]) {
      const answer = await get(site.origin, `${ALBUM_PATH}${junk}`);
      expect([junk, answer.headers["x-cache"], answer.body === album.body]).toEqual([junk, "HIT", true]);
    }
  });
});

/** The n-th odd spelling of `path`: capitals, an escaped letter, a doubled or trailing slash, a dot segment. */
function oddSpelling(path: string, n: number): string {
  const at = 1 + (n % (path.length - 1));
  const letter = path[at];
  switch (n % 5) {
    case 0:
      return path.toUpperCase();
    case 1:
      return /[a-z]/.test(letter)
        ? `${path.slice(0, at)}${letter.toUpperCase()}${path.slice(at + 1)}`
        : `${path}/`;
    case 2: {
      const hex = letter.charCodeAt(0).toString(16);
      return letter === "/"
        ? `/${path}`
        : `${path.slice(0, at)}%${n % 2 ? hex.toUpperCase() : hex}${path.slice(at + 1)}`;
    }
    case 3:
      return path.replace("/", "//");
    default:
      return `/x/..${path}`;
  }
}

describe("odd spellings of a page's address", () => {
  // The site's own pages (not a family's pattern, nor a file such as /sitemap.xml), that the cache
  // keeps: a live page (/book) is rendered for each visitor and redirected alike, never kept.
  const real = [...new Set(PAGES.filter((page) => !page.live).map(({ path }) => path))].filter(
    (path) => path !== "/" && !/[:.]/.test(path),
  );

  it("answer a permanent redirect to the page's one spelling, with the query, and never fill the cache", async () => {
    const site = await startSite();
    for (const path of real) expect([path, (await get(site.origin, path)).status]).toEqual([path, 200]);
    const kept = site.pageCache?.size;
    expect(kept).toBe(real.length);

    const spellings = Array.from({ length: 600 }, (_, n) => ({
      path: real[n % real.length],
      odd: `${oddSpelling(real[n % real.length], n)}?n=${n}`,
    }));
    for (let batch = 0; batch < spellings.length; batch += 50) {
      const answers = await Promise.all(
        spellings
          .slice(batch, batch + 50)
          .map(async ({ path, odd }) => [odd, path, await get(site.origin, odd)] as const),
      );
      for (const [odd, path, answer] of answers) {
        expect([odd, answer.status, answer.headers.location]).toEqual([
          odd,
          301,
          `${path}${odd.slice(odd.indexOf("?"))}`,
        ]);
      }
    }
    for (const method of ["GET", "HEAD"]) {
      const answer = await get(site.origin, "/Services/Patios?photo=2", method);
      expect([answer.status, answer.headers.location]).toEqual([301, "/services/patios?photo=2"]);
    }

    // Every real page is still kept and served from the cache.
    expect(site.pageCache?.size).toBe(kept);
    for (const path of real)
      expect([path, (await get(site.origin, path)).headers["x-cache"]]).toEqual([path, "HIT"]);
  }, 60_000);
});

describe("addresses that read as another site", () => {
  const offSite = [
    "//evil.example/",
    "///evil.example/",
    "/\\evil.example/",
    "/\\/evil.example/",
    "/%2F%2Fevil.example/",
    "/%2f/evil.example/",
    "/%5Cevil.example/",
    "/%5C%5Cevil.example/",
  ];

  it("are never redirected to another host, and get a clear 4xx when no page of this site is left", async () => {
    const site = await startSite();
    for (const path of offSite) {
      const answer = await get(site.origin, path);
      const location = answer.headers.location as string | undefined;
      if (answer.status === 301) {
        expect([path, hostOf(location!)]).toEqual([path, "www.example.com"]);
        expect(location, path).not.toMatch(/^\/(\/|\\|%2f|%5c)/i);
      } else {
        expect([path, answer.status, location]).toEqual([path, 404, undefined]);
      }
    }
  });

  it("are not served a page of this site from the page cache", async () => {
    const site = await startSite();
    await get(site.origin, "/services");
    const answer = await get(site.origin, "//evil.example/services");
    expect([answer.status, answer.headers.location]).toEqual([301, "/evil.example/services"]);
    expect(answer.headers["x-cache"]).toBeUndefined();
    expect((await get(site.origin, "/evil.example/services")).status).toBe(404);
  });

  it("never become the way back on the no-JavaScript result page", async () => {
    const site = await startSite();
    for (const pageUrl of [`${SITE_URL}//evil.example/phish`, `${SITE_URL}/%5Cevil.example/phish`]) {
      const answer = await get(
        site.origin,
        "/api/contact",
        "POST",
        new URLSearchParams({ name: "Pat", email: "pat@example.com", page_url: pageUrl }).toString(),
      );
      expect(answer.headers["content-type"]).toContain("text/html");
      const links = [...answer.body.matchAll(/href="([^"]*)"/g)].map(([, href]) => href);
      expect(links).toContain("/contact");
      for (const href of links)
        if (!href.startsWith("tel:")) expect([pageUrl, hostOf(href)]).toEqual([pageUrl, "www.example.com"]);
    }
  });
});

describe("a page rendered for one visitor", () => {
  it("is private with PAGE_CACHE=off, since it carries that response's script nonce", async () => {
    const site = await startSite({ PAGE_CACHE: "off" });
    const page = await get(site.origin, "/services");
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toMatch(/'nonce-/);
    expect(page.headers["cache-control"]).toMatch(/private|no-store/);
    expect(page.headers["cache-control"]).not.toMatch(/public|s-maxage/);
  });

  it("comes from the cache with a policy that allows exactly the app's own inline scripts", async () => {
    const site = await startSite();
    await get(site.origin, "/quote");
    const page = await get(site.origin, "/quote");
    expect(page.headers["x-cache"]).toBe("HIT");
    expect(page.body).not.toMatch(/\snonce=/);
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\ssrc=|application\/ld\+json/.test(attributes),
    );
    expect(scripts.length).toBeGreaterThan(1);
    const allowed = String(page.headers["content-security-policy"])
      .split(";")
      .find((directive) => directive.trim().startsWith("script-src"))
      ?.match(/'sha256-[^']+'/g);
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(allowed?.sort()).toEqual([...new Set(scripts.map(([, , text]) => sha(text)))].sort());
  });

  it("and everything else the site answers turn off the powerful features it never uses", async () => {
    const site = await startSite();
    await get(site.origin, "/services");
    for (const path of ["/services", "/services", "/no-such-page", "/api/wp/options/cta", "/healthz"]) {
      const policy = String((await get(site.origin, path)).headers["permissions-policy"]);
      for (const feature of ["camera=()", "geolocation=()", "microphone=()", "payment=()"])
        expect([path, policy]).toEqual([path, expect.stringContaining(feature)]);
    }
  });

  it("is public when it comes from the page cache, which renders it without a nonce", async () => {
    const site = await startSite();
    await get(site.origin, "/services");
    const page = await get(site.origin, "/services");
    expect(page.headers["x-cache"]).toBe("HIT");
    expect(page.headers["content-security-policy"]).not.toMatch(/'nonce-/);
    expect(page.headers["cache-control"]).toMatch(/^public, .*s-maxage=\d+/);
  });
});

describe("unknown slugs", () => {
  it("ask WordPress once for forty views, even with every page rendered afresh", async () => {
    const site = await startSite({ PAGE_CACHE: "off", WORDPRESS_URL: wp.url, CONTENT_TTL_SECONDS: "60" });
    wp.resetRequests();
    for (let n = 0; n < 40; n++) {
      expect((await get(site.origin, "/services/no-such-service")).status).toBe(404);
    }
    expect(wp.requestLog.filter((entry) => entry.includes("slug=no-such-service"))).toHaveLength(1);
  });
});
