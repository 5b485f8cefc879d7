import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { maliciousSamples, normalSamples, type WpJson, type WpSamples } from "./wordpress-samples.ts";

/**
 * A stand-in WordPress: a real HTTP server on 127.0.0.1 that answers the
 * wp/v2 routes our content model uses, in the shapes WordPress uses, and
 * misbehaves on demand.
 *
 * Like WordPress 6 (checked against Debian's 6.1 by `npm run test:wordpress`): anonymous reads never
 * see drafts; a password-protected record comes with empty, `protected` content; lists are paged
 * (`page`, `per_page` ≤ 100, X-WP-Total and X-WP-TotalPages, 400 past the last page); `orderby=menu_order`
 * is refused (400) where the post type has no page-attributes; `status=draft` is refused.
 *
 * - normal: the sample content
 * - slow: the sample content after `delayMs`
 * - failing: 500 with WordPress's error JSON
 * - reset: the connection is dropped without an answer
 * - malicious: the same records full of script injections
 * - empty: every collection is empty
 * - wrong-shape: 200 with JSON that is not a list of posts
 * - html: 200 with an HTML maintenance page instead of JSON
 * - huge: 200 with a valid list of posts `hugeBytes` long, sent without a Content-Length
 * - moved: a 301 to the same address under /moved on this host, where the sample content is
 * - redirect-away: a 302 to the same path and query on `redirectTo` (another host)
 *
 * Like WordPress, `slug=` matches what the slug reads as (sanitize_title: lower case, runs of
 * dashes as one, none at either end), and a comma separates several slugs.
 *
 * Like the plugin (wordpress/gdm-concrete-content/includes/removed.php), GET /wp-json/gdm/v1/removed
 * answers the slugs taken down (`removed`, empty at start; a test trashes a record by taking it out of
 * `content` and adding its slug there); `setRemovedAnswer` gives that route any other answer, or none
 * (404, as a WordPress without the plugin).
 *
 * Like the plugin (includes/preview.php), GET /wp-json/gdm/v1/preview?token=… answers the draft an
 * editor previews: what `setPreview` was given, whatever the token (the site checks its signature
 * before it asks), or 403 when there is none.
 */
export type FakeWordPressMode =
  | "normal"
  | "slow"
  | "failing"
  | "reset"
  | "malicious"
  | "empty"
  | "wrong-shape"
  | "html"
  | "huge"
  | "moved"
  | "redirect-away";

export interface FakeWordPressModeOptions {
  delayMs?: number;
  /** The origin a `redirect-away` answer points at. */
  redirectTo?: string;
  /** How long a `huge` answer is. */
  hugeBytes?: number;
}

export interface FakeWordPress {
  /** The site root to use as WORDPRESS_URL. */
  readonly url: string;
  readonly mode: FakeWordPressMode;
  /** Requests answered (or dropped) since start or the last `resetRequests()`, uploads excluded. */
  readonly requests: number;
  /** Path and query of each counted request, oldest first. */
  readonly requestLog: readonly string[];
  /** The records served in normal and slow mode; tests may edit them to play an editor. */
  readonly content: WpSamples;
  /** The plugin's list of slugs taken down, by post type; tests may edit it to play an editor. */
  readonly removed: WpRemoved;
  /** What GET /wp-json/gdm/v1/removed answers instead of `removed` (any JSON), or null for a 404; undefined: `removed`. */
  setRemovedAnswer(body: unknown): void;
  /** The draft GET /wp-json/gdm/v1/preview answers: its route, the site path it shows on, the post; null: 403. */
  setPreview(draft: { route: string; path: string; post: WpJson } | null): void;
  setMode(mode: FakeWordPressMode, options?: FakeWordPressModeOptions): void;
  /** How many counted requests went to a wp/v2 route, e.g. `requestsTo("/service")`. */
  requestsTo(route: string): number;
  resetRequests(): void;
  close(): Promise<void>;
}

const API_PREFIX = "/wp-json/wp/v2";
const REMOVED_ROUTE = "/wp-json/gdm/v1/removed";
const PREVIEW_ROUTE = "/wp-json/gdm/v1/preview";

/** The plugin's answer on REMOVED_ROUTE: by post type, the slugs taken down, newest first. */
export interface WpRemoved {
  service: string[];
  location: string[];
  gallery_album: string[];
}

/** Every upload: a small concrete-grey JPEG, a picture the site's image service can read. */
const UPLOAD = sharp({ create: { width: 24, height: 16, channels: 3, background: "#8a8378" } })
  .jpeg()
  .toBuffer();

const NO_ROUTE = {
  code: "rest_no_route",
  message: "No route was found matching the URL and request method.",
  data: { status: 404 },
};

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "application/json; charset=UTF-8", ...headers });
  res.end(JSON.stringify(body));
}

function withoutEmbed(record: WpJson): WpJson {
  const { _embedded, ...rest } = record;
  return rest as WpJson;
}

/**
 * A record as an anonymous visitor gets it: a password-protected post keeps its title, but its
 * content and excerpt are empty and marked `protected: true`; the password itself is never sent.
 */
function asAnonymous(record: WpJson): WpJson {
  const { password, ...rest } = record;
  if (!password) return rest as WpJson;
  return {
    ...rest,
    content: { rendered: "", protected: true },
    excerpt: { rendered: "", protected: true },
  } as WpJson;
}

/** Routes whose post type supports page-attributes: the only ones WordPress lets order by menu_order. */
const ORDERED_BY_MENU = new Set(["pages", "service", "faq", "process_step", "gallery_album"]);

function invalidParam(param: string, message: string) {
  return {
    code: "rest_invalid_param",
    message: `Invalid parameter(s): ${param}`,
    data: { status: 400, params: { [param]: message } },
  };
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/** What WordPress reads a `slug=` value as (sanitize_title_with_dashes, for plain ASCII). */
function sanitizeTitle(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9_\-\s]/g, "")
    .replace(/[\s-]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A list with one published post whose content makes it `bytes` long, sent in pieces. */
function sendHugeList(res: ServerResponse, bytes: number) {
  const head =
    '[{"id":1,"slug":"stamped-concrete","status":"publish","title":{"rendered":"Huge"},"content":{"rendered":"';
  const tail = '"}}]';
  res.writeHead(200, { "Content-Type": "application/json; charset=UTF-8" });
  res.write(head);
  const piece = "x".repeat(64 * 1024);
  let left = Math.max(0, bytes - head.length - tail.length);
  const more = () => {
    while (left > 0) {
      const chunk = piece.slice(0, Math.min(left, piece.length));
      left -= chunk.length;
      if (!res.write(chunk)) return void res.once("drain", more);
    }
    res.end(tail);
  };
  res.on("error", () => {});
  more();
}

/** What WordPress answers an anonymous GET of `route` with `query`, or undefined for an unknown route. */
function collection(samples: WpSamples, route: string, query: URLSearchParams): Answer | undefined {
  if (!Object.hasOwn(samples, route)) return undefined;
  const status = query.get("status");
  if (status !== null && status !== "publish") {
    return { status: 400, body: invalidParam("status", "Status is forbidden.") };
  }
  const orderby = query.get("orderby");
  if (orderby === "menu_order" && !ORDERED_BY_MENU.has(route)) {
    return {
      status: 400,
      body: invalidParam(
        "orderby",
        "orderby is not one of author, date, id, include, modified, parent, relevance, slug, include_slugs, and title.",
      ),
    };
  }
  // Drafts, pending and private records are never in an anonymous answer.
  let items = samples[route as keyof WpSamples].filter(
    (item) => item.status === undefined || item.status === "publish",
  );
  const slug = query.get("slug");
  if (slug !== null) {
    const wanted = slug.split(",").map(sanitizeTitle);
    items = items.filter((item) => wanted.includes(item.slug));
  }
  const categories = query.get("categories");
  if (categories !== null) {
    const wanted = categories.split(",").map(Number);
    items = items.filter((item) =>
      (item.categories as number[] | undefined)?.some((c) => wanted.includes(c)),
    );
  }
  if (orderby === "menu_order") {
    items = [...items].sort((a, b) => Number(a.menu_order ?? 0) - Number(b.menu_order ?? 0));
  }
  const perPage = Number(query.get("per_page") ?? 10);
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
    return {
      status: 400,
      body: invalidParam("per_page", "per_page must be between 1 (inclusive) and 100 (inclusive)"),
    };
  }
  const total = items.length;
  const totalPages = Math.ceil(total / perPage);
  const page = Number(query.get("page") ?? 1);
  if (page > 1 && page > totalPages) {
    return {
      status: 400,
      body: {
        code: "rest_post_invalid_page_number",
        message: "The page number requested is larger than the number of pages available.",
        data: { status: 400 },
      },
    };
  }
  items = items.slice((page - 1) * perPage, page * perPage).map(asAnonymous);
  return {
    status: 200,
    body: query.has("_embed") ? items : items.map(withoutEmbed),
    headers: { "X-WP-Total": String(total), "X-WP-TotalPages": String(totalPages) },
  };
}

export async function startFakeWordPress(
  options: { mode?: FakeWordPressMode; delayMs?: number } = {},
): Promise<FakeWordPress> {
  const upload = await UPLOAD;
  let mode: FakeWordPressMode = options.mode ?? "normal";
  let delayMs = options.delayMs ?? 0;
  let redirectTo = "";
  let hugeBytes = 16 * 1024 * 1024;
  let log: string[] = [];
  let origin = "";
  const removed: WpRemoved = { service: [], location: [], gallery_album: [] };
  let removedAnswer: unknown;
  let preview: { route: string; path: string; post: WpJson } | null = null;
  // Filled in once the port (and so the upload URLs) is known.
  let normal = normalSamples("");

  function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", origin);
    const moved = url.pathname.startsWith("/moved/");
    if (moved) url.pathname = url.pathname.slice("/moved".length);
    if (url.pathname.startsWith("/wp-content/uploads/")) {
      res.writeHead(200, { "Content-Type": "image/jpeg", "Cache-Control": "max-age=3600" });
      res.end(upload);
      return;
    }
    if (mode === "reset") {
      req.socket.destroy();
      return;
    }
    if (mode === "failing") {
      sendJson(res, 500, {
        code: "internal_server_error",
        message: "<p>There has been a critical error on this website.</p>",
        data: { status: 500 },
      });
      return;
    }
    const isRemovedRoute = url.pathname === REMOVED_ROUTE;
    const isPreviewRoute = url.pathname === PREVIEW_ROUTE;
    if (
      req.method !== "GET" ||
      (!url.pathname.startsWith(`${API_PREFIX}/`) && !isRemovedRoute && !isPreviewRoute)
    ) {
      sendJson(res, 404, NO_ROUTE);
      return;
    }
    if (mode === "html") {
      res.writeHead(200, { "Content-Type": "text/html; charset=UTF-8" });
      res.end(
        "<!doctype html><title>Maintenance</title><h1>Briefly unavailable for scheduled maintenance.</h1>",
      );
      return;
    }
    if (mode === "moved" && !moved) {
      res.writeHead(301, { Location: `${origin}/moved${url.pathname}${url.search}` });
      res.end();
      return;
    }
    if (mode === "redirect-away") {
      res.writeHead(302, { Location: `${redirectTo}${url.pathname}${url.search}` });
      res.end();
      return;
    }
    if (mode === "huge") {
      sendHugeList(res, hugeBytes);
      return;
    }
    if (mode === "wrong-shape") {
      sendJson(res, 200, { posts: [{ title: "not a wp/v2 answer" }] });
      return;
    }

    if (isRemovedRoute) {
      if (removedAnswer === null) sendJson(res, 404, NO_ROUTE);
      else if (removedAnswer !== undefined) sendJson(res, 200, removedAnswer);
      else sendJson(res, 200, mode === "empty" ? { service: [], location: [], gallery_album: [] } : removed);
      return;
    }
    if (isPreviewRoute) {
      if (preview) sendJson(res, 200, preview);
      else
        sendJson(res, 403, {
          code: "gdm_preview_refused",
          message: "This preview link is not valid.",
          data: { status: 403 },
        });
      return;
    }
    const samples: WpSamples =
      mode === "empty"
        ? {
            service: [],
            location: [],
            pages: [],
            faq: [],
            process_step: [],
            categories: [],
            posts: [],
            site_option: [],
            gallery_album: [],
          }
        : mode === "malicious"
          ? maliciousSamples(origin)
          : normal;
    const answer = collection(samples, url.pathname.slice(API_PREFIX.length + 1), url.searchParams);
    if (!answer) {
      sendJson(res, 404, NO_ROUTE);
      return;
    }
    sendJson(res, answer.status, answer.body, answer.headers);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", origin);
    if (!url.pathname.startsWith("/wp-content/uploads/")) log.push(url.pathname + url.search);
    if (mode === "slow" && delayMs > 0) {
      const timer = setTimeout(() => answer(req, res), delayMs);
      res.on("close", () => clearTimeout(timer));
    } else {
      answer(req, res);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  normal = normalSamples(origin);
  const content = normal;

  return {
    url: origin,
    get mode() {
      return mode;
    },
    get requests() {
      return log.length;
    },
    get requestLog() {
      return log;
    },
    content,
    removed,
    setRemovedAnswer(body) {
      removedAnswer = body;
    },
    setPreview(draft) {
      preview = draft;
    },
    setMode(next, opts) {
      mode = next;
      if (opts?.delayMs !== undefined) delayMs = opts.delayMs;
      if (opts?.redirectTo !== undefined) redirectTo = opts.redirectTo;
      if (opts?.hugeBytes !== undefined) hugeBytes = opts.hugeBytes;
    },
    requestsTo(route) {
      return log.filter((entry) => entry.startsWith(`${API_PREFIX}${route}?`) || entry === API_PREFIX + route)
        .length;
    },
    resetRequests() {
      log = [];
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
