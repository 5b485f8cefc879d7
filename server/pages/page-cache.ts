import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { pageQueryValue } from "@shared/page-query.ts";
import { isLivePage } from "@shared/pages.ts";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "../core/log.ts";
import { LruMap } from "../core/lru-map.ts";
import { sameSitePath } from "../core/same-site-path.ts";
import { type Metrics, noMetrics } from "../metrics/index.ts";
import { canonicalPagePath, isPagePath } from "./canonical-path.ts";
import { compressed, type Encoded, negotiate, notModified } from "./encoding.ts";
import type { PageQueryOf } from "./route-queries.ts";

/** A page as the router rendered it: the whole document, not a stream. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  body: Buffer;
  /**
   * What the page was made from (the content it read, server/content/page-tags.ts), so a change to
   * other content leaves it in place; without them, any change drops it.
   */
  tags?: readonly string[];
  /**
   * Settles when the new pictures the page showed without their placeholder are made: the page is
   * then rendered once more, with them (docs/decisions/019).
   */
  picturesMade?: Promise<unknown>;
}

/** Whether a page made from `tags` (undefined: from anything) shows what changed. */
export type ShowsChange = (tags: ReadonlySet<string> | undefined) => boolean;

/** A rendered page with its own scripts' hashes, and the render's nonce taken out of it. */
interface OwnPage extends RenderedPage {
  scriptHashes: string[];
}

interface CachedPage extends Encoded {
  status: number;
  /** The router's headers (content type, cache control…), without per-response ones. */
  headers: [string, string][];
  /** `'sha256-…'` sources for the page's inline scripts. */
  scriptHashes: string[];
  /** What the page was made from; undefined: anything. */
  tags: ReadonlySet<string> | undefined;
  /** Served as is until then; after it, served while a new render replaces it. */
  freshUntil: number;
  /** Dropped, not served stale, after this (a not-found page). */
  expiresAt: number;
  /**
   * Every header the app sent with this page the first time it was served whole (helmet's, the
   * policy with this page's hashes…), so that later hits can be answered before the app is entered.
   */
  sentHeaders?: OutgoingHttpHeaders;
}

export interface PageCacheOptions {
  /**
   * Renders one path (with its query) through the router, with `nonce` on every script the app
   * itself writes: those, and only those, are allowed by the cached page's policy.
   */
  render: (pathAndQuery: string, nonce: string) => Promise<RenderedPage>;
  /** The query parameters each page reads (its route's declaration, server/pages/route-queries.ts). */
  pageQuery: PageQueryOf;
  /** How long a page stays fresh; null when its content cannot change while the server runs. */
  freshMs: number | null;
  /** What a cached page tells browsers and CDNs, unless its route set its own. */
  cacheControl?: string;
  /** How long a not-found page is kept. */
  notFoundMs?: number;
  /** Most pages of the site's own paths kept at once; the least recently served go first. */
  maxEntries?: number;
  /** Most not-found pages and pages with a query kept at once, apart from the site's own pages. */
  maxVariants?: number;
  log: Logger;
  /** Counts each page request it answers: hit, stale or miss. */
  metrics?: Pick<Metrics, "pageCache">;
  now?: () => number;
}

/** The site's own pages kept at once (about 60 MB at the worst). */
export const MAX_PAGES = 500;
/**
 * Not-found pages and pages with a query (?photo=N) kept at once: addresses anyone can make up, so
 * they are kept apart and can never push the site's own pages out.
 */
export const MAX_VARIANT_PAGES = 200;
/** How long a not-found page is kept. */
export const NOT_FOUND_MS = 30_000;
/** Only the path matters to the key; any origin would do. */
const KEY_ORIGIN = "http://page.invalid";

const CACHEABLE_STATUS = new Set([200, 404]);
/** Headers of the router's answer that belong to one response, never to the stored page. */
const PER_RESPONSE = new Set(["content-length", "content-encoding", "date", "set-cookie", "etag", "vary"]);
/** Headers of a whole answer that are not the page's: the hit sets its own. */
const NOT_REPLAYED = new Set([
  "content-length",
  "content-encoding",
  "date",
  "set-cookie",
  "x-cache",
  "connection",
  "keep-alive",
]);

/**
 * The cache key of a page request, or null when the cache must not answer it. The key is also the
 * address the page is rendered from, so it holds only what the page reads: its path, and the query
 * parameters its route declares (`pageQuery`), in the declared form, sorted. Anything else (`?x=1`,
 * an advertisement's `utm_source`, which only the browser reads) shares the one rendered page.
 * A path that reads as another host ("//host", "/\host") is never a page, nor ever rendered, and a
 * spelling of a path that is not its one spelling (server/pages/canonical-path.ts) is never kept,
 * nor is a live page (shared/pages.ts: the booking page's windows fill while it is open).
 */
export function pageKey(method: string, url: string, pageQuery: PageQueryOf): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const path = sameSitePath(url, KEY_ORIGIN);
  if (path === null) return null;
  const parsed = new URL(path, KEY_ORIGIN);
  if (!isPagePath(parsed.pathname) || isLivePage(parsed.pathname)) return null;
  // "/ABOUT" or "/%61bout" is redirected to "/about" (server/app.ts), never kept or answered.
  if (parsed.pathname !== canonicalPagePath(parsed.pathname)) return null;
  if (!parsed.search) return parsed.pathname;
  const query = pageQuery(parsed.pathname);
  const kept = Object.keys(query)
    .sort()
    .flatMap((name) => {
      const value = pageQueryValue(query, parsed.searchParams, name);
      return value === null ? [] : [[name, value]];
    });
  return kept.length > 0 ? `${parsed.pathname}?${new URLSearchParams(kept)}` : parsed.pathname;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The app's own inline scripts in a document rendered with `nonce`, as CSP sources, and the document
 * with that nonce taken out (docs/decisions/011): a cached page's bytes are the same for every
 * visitor, so it cannot carry a per-response nonce; the hashes of its own scripts allow those and
 * nothing else. Only a script that carries the render's nonce is the app's: one that came in with
 * content (a WordPress field, say) has no way to know it, so it is never hashed, and never runs.
 */
export function ownInlineScripts(html: string, nonce: string): { html: string; hashes: string[] } {
  const hashes = new Set<string>();
  const mark = ` nonce="${nonce}"`;
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (!attributes.includes(mark) || /\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return { html: html.split(mark).join(""), hashes: [...hashes] };
}

/** The response's policy with the per-response nonce replaced by the page's script hashes. */
export function policyWithHashes(policy: string, hashes: string[]): string {
  return policy
    .split(";")
    .map((directive) => {
      const trimmed = directive.trim();
      if (!/^script-src\s/i.test(trimmed)) return trimmed;
      const sources = trimmed.split(/\s+/).filter((source) => !source.startsWith("'nonce-"));
      return [...sources, ...hashes].join(" ");
    })
    .join(";");
}

/**
 * Renders a page once per content version and serves it to everyone (docs/decisions/011): GET and
 * HEAD page requests only, never an API, a form post or a client navigation's data. A fresh page is
 * served from memory, compressed once; a stale one is served while one render replaces it in the
 * background, so no visitor waits on a render once a page is warm. Concurrent misses share a render.
 */
export function createPageCache(options: PageCacheOptions) {
  const { render, freshMs, log, metrics = noMetrics } = options;
  const notFoundMs = options.notFoundMs ?? NOT_FOUND_MS;
  const now = options.now ?? Date.now;
  const pages = new LruMap<string, CachedPage>(options.maxEntries ?? MAX_PAGES);
  const variants = new LruMap<string, CachedPage>(options.maxVariants ?? MAX_VARIANT_PAGES);
  // One entry per render under way: as many as renders run at once, each gone when it ends.
  const renders = new Map<string, Promise<CachedPage | OwnPage>>();
  /**
   * The changes told while each render was under way (null: everything): a render that shows one of
   * them may carry the content from before it, so it is sent to its waiting visitors but not kept.
   */
  const underWay = new Set<(ShowsChange | null)[]>();

  function store(key: string, page: CachedPage) {
    const isVariant = page.status === 404 || key.includes("?");
    (isVariant ? pages : variants).delete(key);
    (isVariant ? variants : pages).set(key, page);
  }

  /**
   * The page at `key`, rendered once more when the pictures it showed without their placeholder are
   * made, if it is still the page kept there and no render of it is under way.
   */
  function renderAgainWithPictures(key: string, page: CachedPage, picturesMade: Promise<unknown>) {
    picturesMade
      .then(() => {
        if ((pages.peek(key) ?? variants.peek(key)) !== page || renders.has(key)) return;
        return renderOnce(key, { again: true });
      })
      .catch((error: unknown) => {
        log({ event: "page_cache.refresh_failed", path: key, error: String(error) });
      });
  }

  /** Renders `key`; a page the cache keeps comes back encoded, anything else as rendered. */
  function renderOnce(key: string, { again = false } = {}): Promise<CachedPage | OwnPage> {
    let pending = renders.get(key);
    if (!pending) {
      const missed: (ShowsChange | null)[] = [];
      underWay.add(missed);
      // Unguessable and used once: no visitor and no content can know it before the page is made.
      const nonce = randomBytes(18).toString("base64url");
      const started = render(key, nonce).then((rendered): CachedPage | OwnPage => {
        underWay.delete(missed);
        const isDocument = rendered.headers.get("content-type")?.startsWith("text/html") ?? false;
        const own = isDocument ? ownInlineScripts(rendered.body.toString("utf8"), nonce) : null;
        const body = own ? Buffer.from(own.html) : rendered.body;
        const scriptHashes = own?.hashes ?? [];
        // Only documents are kept: anything else the router answers depends on more than the key.
        if (!CACHEABLE_STATUS.has(rendered.status) || !isDocument) return { ...rendered, body, scriptHashes };
        const at = now();
        const headers = [...rendered.headers].filter(([name]) => !PER_RESPONSE.has(name.toLowerCase()));
        if (options.cacheControl && !rendered.headers.has("cache-control"))
          headers.push(["cache-control", options.cacheControl]);
        const tags = rendered.tags ? new Set(rendered.tags) : undefined;
        const page: CachedPage = {
          status: rendered.status,
          headers,
          scriptHashes,
          tags,
          ...compressed(body),
          freshUntil: rendered.status === 404 ? at + notFoundMs : freshMs === null ? Infinity : at + freshMs,
          expiresAt: rendered.status === 404 ? at + notFoundMs : Infinity,
        };
        if (!missed.some((shows) => shows === null || shows(tags))) {
          store(key, page);
          if (rendered.picturesMade && !again) renderAgainWithPictures(key, page, rendered.picturesMade);
        }
        return page;
      });
      started.catch(() => underWay.delete(missed));
      pending = started;
      renders.set(key, started);
      started
        .finally(() => {
          if (renders.get(key) === started) renders.delete(key);
        })
        .catch(() => {});
    }
    return pending;
  }

  function send(req: Request, res: Response, page: CachedPage | OwnPage, state: string) {
    res.status(page.status);
    const cached = "etag" in page;
    const hashes = page.scriptHashes;
    for (const [name, value] of page.headers) {
      if (!PER_RESPONSE.has(name.toLowerCase())) res.setHeader(name, value);
    }
    const policy = res.getHeader("Content-Security-Policy");
    if (typeof policy === "string")
      res.setHeader("Content-Security-Policy", policyWithHashes(policy, hashes));
    res.setHeader("X-Cache", state);
    if (!cached) {
      res.end(req.method === "HEAD" ? undefined : page.body);
      return;
    }
    res.setHeader("ETag", page.etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (!page.sentHeaders && page.status === 200) {
      page.sentHeaders = Object.fromEntries(
        Object.entries(res.getHeaders()).filter(([name]) => !NOT_REPLAYED.has(name)),
      );
    }
    sendBody(req, res, page);
  }

  function sendBody(req: Pick<IncomingMessage, "headers" | "method">, res: ServerResponse, page: CachedPage) {
    if (notModified(req, page.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const { encoding, body } = negotiate(req, page);
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  return {
    /** Pages kept right now (for tests and the benchmark). */
    get size() {
      return pages.size + variants.size;
    },
    /**
     * The content behind some pages changed (a WordPress revalidation, docs/decisions/012 and 036): the
     * pages that show the change (`shows`; every page without it) are dropped, so the next view of
     * any of them renders from the fresh content instead of a stale copy. A render under way is
     * given to whoever waits for it, and kept only if it does not show the change. Says how many
     * pages were dropped, and which of the site's own pages (not the not-found pages, nor those with
     * a query): the ones worth making again at once.
     */
    invalidate(shows?: ShowsChange): { dropped: number; pages: string[] } {
      for (const missed of underWay) missed.push(shows ?? null);
      // Whoever asks from now on gets a render of their own, begun after the change.
      renders.clear();
      const dropped = { dropped: 0, pages: [] as string[] };
      for (const kept of [pages, variants]) {
        for (const [key, page] of [...kept.items()]) {
          if (shows && !shows(page.tags)) continue;
          kept.delete(key);
          dropped.dropped++;
          if (kept === pages) dropped.pages.push(key);
        }
      }
      return dropped;
    },
    /**
     * Renders `paths` now, one after another, so their first visitors find them made (and their
     * pictures made or being made: docs/decisions/019). A path that is no page, is already being
     * rendered, or is kept fresh (a visitor had it made since the change) is passed over. Resolves
     * when all are done; a failed render is logged, not thrown.
     */
    async warm(paths: readonly string[]): Promise<number> {
      let rendered = 0;
      for (const path of paths) {
        const key = pageKey("GET", path, options.pageQuery);
        if (key === null || renders.has(key)) continue;
        const kept = pages.peek(key) ?? variants.peek(key);
        if (kept && now() < kept.freshUntil) continue;
        try {
          await renderOnce(key);
          rendered++;
        } catch (error) {
          log({ event: "page_cache.warm_failed", path: key, error: String(error) });
        }
      }
      return rendered;
    },
    /**
     * Answers a fresh hit straight from node's request, before the app and its middleware run, with
     * the headers the app sent the page with; false when the app must answer (a miss, a stale or
     * not-found page, anything not a page). A warm page then costs little more than a static file.
     */
    serveFresh(req: IncomingMessage, res: ServerResponse): boolean {
      const key = pageKey(req.method ?? "", req.url ?? "", options.pageQuery);
      if (key === null) return false;
      const page = pages.get(key) ?? variants.get(key);
      if (!page?.sentHeaders || now() >= page.freshUntil) return false;
      res.statusCode = page.status;
      for (const [name, value] of Object.entries(page.sentHeaders)) {
        if (value !== undefined) res.setHeader(name, value);
      }
      res.setHeader("X-Cache", "HIT");
      sendBody(req, res, page);
      metrics.pageCache("hit");
      return true;
    },
    middleware: async (req: Request, res: Response, next: NextFunction) => {
      const key = pageKey(req.method, req.originalUrl, options.pageQuery);
      if (key === null) return next();
      const at = now();
      // Counts as served, so the least recently served are dropped first.
      const page = pages.get(key) ?? variants.get(key);
      if (page && at < page.expiresAt) {
        if (at >= page.freshUntil && !renders.has(key)) {
          renderOnce(key).catch((error: unknown) => {
            log({ event: "page_cache.refresh_failed", path: key, error: String(error) });
          });
        }
        const fresh = at < page.freshUntil;
        send(req, res, page, fresh ? "HIT" : "STALE");
        metrics.pageCache(fresh ? "hit" : "stale");
        return;
      }
      metrics.pageCache("miss");
      try {
        send(req, res, await renderOnce(key), "MISS");
      } catch (error) {
        // The router's own handler renders the error page as it would without a cache.
        log({ event: "page_cache.render_failed", path: key, error: String(error) });
        next();
      }
    },
  };
}
