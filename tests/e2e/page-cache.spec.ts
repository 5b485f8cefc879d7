import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { type FakeWordPress, startFakeWordPress } from "../fakes/wordpress.ts";
import { CMS_STAMPED_TITLE } from "../fakes/wordpress-samples.ts";
import { waitForHydration } from "./support/hydration.ts";
import { type SiteServer, startSiteServer } from "./support/server.ts";

// The page cache and the in-memory client build (docs/decisions/011), against the production build.
// Each test uses its own path or its own server, so the order of tests never decides a MISS or a HIT.

/** One request with the bytes as sent (fetch would decode them): they tell which encoding came. */
function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ response: { status: number; headers: Headers }; bytes: Buffer }>((resolve, reject) => {
    const req = request(url, { method, headers: { "accept-encoding": "identity", ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) responseHeaders.set(name, String(value));
        }
        resolve({
          response: { status: res.statusCode ?? 0, headers: responseHeaders },
          bytes: Buffer.concat(chunks),
        });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

test.describe("pages", () => {
  test("the second view of a page is served from the cache, byte for byte the first", async () => {
    // Its own server, so no other test has viewed the page first: a made-up query (?from=…) no
    // longer makes a page of its own.
    test.setTimeout(60_000);
    const site = await startSiteServer();
    try {
      const first = await get(`${site.origin}/privacy-policy`);
      const second = await get(`${site.origin}/privacy-policy`);
      expect(first.response.status).toBe(200);
      expect(first.response.headers.get("x-cache")).toBe("MISS");
      expect(second.response.headers.get("x-cache")).toBe("HIT");
      expect(second.bytes.equals(first.bytes)).toBe(true);
      expect(second.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(second.response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(second.response.headers.get("cache-control")).toContain("s-maxage=60");
      expect(second.bytes.toString()).toContain("<h1");
    } finally {
      await site.stop();
    }
  });

  test("an advertisement's tagged links share the page the plain address rendered", async ({ baseURL }) => {
    await get(`${baseURL}/terms-of-service?ref=cache-test-2`);
    const tagged = await get(`${baseURL}/terms-of-service?utm_source=facebook&ref=cache-test-2&fbclid=abc`);
    expect(tagged.response.headers.get("x-cache")).toBe("HIT");
  });

  test("sends brotli or gzip as the browser accepts, compressed once, with Vary", async ({ baseURL }) => {
    const url = `${baseURL}/services?from=cache-test-3`;
    const plain = await get(url);
    const br = await get(url, { "accept-encoding": "gzip, deflate, br" });
    const gzip = await get(url, { "accept-encoding": "gzip" });
    expect(br.response.headers.get("content-encoding")).toBe("br");
    expect(gzip.response.headers.get("content-encoding")).toBe("gzip");
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    for (const { response } of [plain, br, gzip])
      expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 4);
  });

  test("HEAD answers the page's headers without a body", async ({ baseURL }) => {
    const url = `${baseURL}/sitemap?from=cache-test-4`;
    const head = await get(url, { "accept-encoding": "br" }, "HEAD");
    const page = await get(url, { "accept-encoding": "br" });
    expect(head.response.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    expect(head.response.headers.get("content-length")).toBe(String(page.bytes.length));
    expect(head.response.headers.get("etag")).toBe(page.response.headers.get("etag"));
    expect(head.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  test("If-None-Match with the page's ETag answers 304 without a body; another tag gets the page", async ({
    baseURL,
  }) => {
    const url = `${baseURL}/about?from=cache-test-5`;
    const page = await get(url);
    const etag = page.response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/".+"$/);
    const revalidated = await get(url, { "if-none-match": etag });
    expect(revalidated.response.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    expect(revalidated.response.headers.get("etag")).toBe(etag);
    const changed = await get(url, { "if-none-match": 'W/"an-older-page"' });
    expect(changed.response.status).toBe(200);
    expect(changed.bytes.equals(page.bytes)).toBe(true);
  });

  test("a page that does not exist answers 404 from the cache too", async ({ baseURL }) => {
    const first = await get(`${baseURL}/no-such-page-cache-test`);
    const second = await get(`${baseURL}/no-such-page-cache-test`);
    expect(first.response.status).toBe(404);
    expect(second.response.status).toBe(404);
    expect(second.response.headers.get("x-cache")).toBe("HIT");
    expect(second.bytes.toString()).toContain("404");
  });

  test("a lead post and the APIs are never answered from the cache", async ({ baseURL }) => {
    const lead = {
      name: "Casey Cache",
      email: "casey.cache@example.com",
      phone: "515-555-0142",
      subject: "Driveway",
      message: "Two posts of the same lead must both be stored.",
      form_name: "Contact Form",
      form_type: "contact",
    };
    const post = () =>
      fetch(`${baseURL}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(lead),
      });
    const [a, b] = [await post(), await post()];
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.headers.get("x-cache")).toBeNull();
    const [first, second] = [await a.json(), await b.json()];
    expect(first.id).not.toBe(second.id);

    for (let i = 0; i < 2; i++) {
      const api = await fetch(`${baseURL}/api/wp/options/cta`);
      expect(api.status).toBe(200);
      expect(api.headers.get("x-cache")).toBeNull();
    }
  });

  test("a cached page still runs its own scripts and blocks an injected one", async ({ page, baseURL }) => {
    const url = `${baseURL}/faq?from=cache-test-7`;
    await get(url);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") violations.push(message.text());
    });
    const response = await page.goto(url);
    expect(response?.headers()["x-cache"]).toBe("HIT");
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(/script-src[^;]*/.exec(policy)?.[0]).not.toContain("unsafe-inline");
    expect(policy).not.toContain("nonce-");
    // The page's own inline scripts are allowed by their hashes: React hydrates.
    await waitForHydration(page);
    const blocked = await page.evaluate(async () => {
      const seen = new Promise<string>((resolve) =>
        document.addEventListener("securitypolicyviolation", (event) => resolve(event.violatedDirective), {
          once: true,
        }),
      );
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.append(script);
      return { directive: await seen, ran: (window as { __injected?: boolean }).__injected === true };
    });
    expect(blocked).toEqual({ directive: "script-src-elem", ran: false });
  });
});

test.describe("the client build", () => {
  test("a script is served from memory in brotli, cached for a year, with an ETag that answers 304", async ({
    baseURL,
  }) => {
    const html = (await get(`${baseURL}/`)).bytes.toString();
    const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const plain = await get(`${baseURL}${script}`);
    const br = await get(`${baseURL}${script}`, { "accept-encoding": "br" });
    expect(br.response.status).toBe(200);
    expect(br.response.headers.get("content-encoding")).toBe("br");
    expect(br.response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(br.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    const etag = br.response.headers.get("etag") ?? "";
    const revalidated = await get(`${baseURL}${script}`, { "if-none-match": etag });
    expect(revalidated.response.status).toBe(304);
  });

  test("a script carries the headers that apply to a file, not the page's policy; an SVG gets one that runs nothing", async ({
    baseURL,
  }) => {
    const html = (await get(`${baseURL}/`)).bytes.toString();
    const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    const { response } = await get(`${baseURL}${script}`, { "accept-encoding": "br" });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("x-frame-options")).toBeNull();

    const svg = await get(`${baseURL}/favicon.svg`);
    expect(svg.response.status).toBe(200);
    expect(svg.response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(svg.response.headers.get("content-security-policy")).toContain("sandbox");
    expect(svg.response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

test.describe("with WordPress", () => {
  let wp: FakeWordPress;
  let site: SiteServer;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    wp = await startFakeWordPress({ mode: "normal" });
    site = await startSiteServer({
      WORDPRESS_URL: wp.url,
      CONTENT_TTL_SECONDS: "1",
      CONTENT_TIMEOUT_MS: "5000",
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    await wp?.close();
  });

  test("a page edited in WordPress is served fresh once the content TTL has passed", async () => {
    const url = `${site.origin}/services/stamped-concrete`;
    const title = async () => {
      const { response, bytes } = await get(url);
      return {
        cache: response.headers.get("x-cache"),
        h1: /<h1[^>]*>([^<]*)<\/h1>/.exec(bytes.toString())?.[1],
      };
    };
    expect((await title()).h1).toBe(CMS_STAMPED_TITLE.replace("&", "&amp;"));
    (wp.content.service[0].title as { rendered: string }).rendered = "Stamped Concrete, Edited in WordPress";
    // Within the TTL the cached page stands; after it, one view is served stale while one render
    // replaces it, and the views after that see the edit.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await expect
      .poll(async () => (await title()).h1, { timeout: 10_000, intervals: [100, 250, 500] })
      .toBe("Stamped Concrete, Edited in WordPress");
    expect((await title()).cache).toMatch(/HIT|STALE/);
  });
});

test.describe("behind a CDN", () => {
  let site: SiteServer;
  test.beforeAll(async () => {
    site = await startSiteServer({ CDN_MAX_AGE_SECONDS: "15" });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test("pages tell a CDN to keep them CDN_MAX_AGE_SECONDS, cached or not", async () => {
    const first = await get(`${site.origin}/about`);
    const second = await get(`${site.origin}/about`);
    expect(first.response.headers.get("x-cache")).toBe("MISS");
    expect(second.response.headers.get("x-cache")).toBe("HIT");
    for (const { response } of [first, second]) {
      expect(response.headers.get("cache-control")).toBe(
        "public, max-age=0, s-maxage=15, stale-while-revalidate=300",
      );
    }
  });
});
