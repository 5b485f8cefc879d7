import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { maliciousSamples, normalSamples, type WpJson, type WpSamples } from "./wordpress-samples";

/**
 * A stand-in WordPress: a real HTTP server on 127.0.0.1 that answers the
 * wp/v2 routes our content model uses, in the shapes WordPress uses, and
 * misbehaves on demand.
 *
 * - normal: the sample content
 * - slow: the sample content after `delayMs`
 * - failing: 500 with WordPress's error JSON
 * - reset: the connection is dropped without an answer
 * - malicious: the same records full of script injections
 * - empty: every collection is empty
 * - wrong-shape: 200 with JSON that is not a list of posts
 * - html: 200 with an HTML maintenance page instead of JSON
 */
export type FakeWordPressMode =
  | "normal"
  | "slow"
  | "failing"
  | "reset"
  | "malicious"
  | "empty"
  | "wrong-shape"
  | "html";

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
  setMode(mode: FakeWordPressMode, options?: { delayMs?: number }): void;
  /** How many counted requests went to a wp/v2 route, e.g. `requestsTo("/service")`. */
  requestsTo(route: string): number;
  resetRequests(): void;
  close(): Promise<void>;
}

const API_PREFIX = "/wp-json/wp/v2";

// A 1×1 grey PNG: enough for the browser to load any upload without a broken image.
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mO8/x8AAwMB/6h6sYwAAAAASUVORK5CYII=",
  "base64",
);

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

/** The collection WordPress would answer for `route` and `query`, or undefined for an unknown route. */
function collection(samples: WpSamples, route: string, query: URLSearchParams): WpJson[] | undefined {
  if (!Object.hasOwn(samples, route)) return undefined;
  let items = samples[route as keyof WpSamples];
  const slug = query.get("slug");
  if (slug !== null) items = items.filter((item) => slug.split(",").includes(item.slug));
  const categories = query.get("categories");
  if (categories !== null) {
    const wanted = categories.split(",").map(Number);
    items = items.filter((item) =>
      (item.categories as number[] | undefined)?.some((c) => wanted.includes(c)),
    );
  }
  if (query.get("orderby") === "menu_order") {
    items = [...items].sort((a, b) => Number(a.menu_order ?? 0) - Number(b.menu_order ?? 0));
  }
  const perPage = Number(query.get("per_page") ?? 10);
  items = items.slice(0, perPage);
  return query.has("_embed") ? items : items.map(withoutEmbed);
}

export async function startFakeWordPress(
  options: { mode?: FakeWordPressMode; delayMs?: number } = {},
): Promise<FakeWordPress> {
  let mode: FakeWordPressMode = options.mode ?? "normal";
  let delayMs = options.delayMs ?? 0;
  let log: string[] = [];
  let origin = "";
  // Filled in once the port (and so the upload URLs) is known.
  let normal = normalSamples("");

  function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", origin);
    if (url.pathname.startsWith("/wp-content/uploads/")) {
      res.writeHead(200, { "Content-Type": "image/png", "Cache-Control": "max-age=3600" });
      res.end(PIXEL);
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
    if (req.method !== "GET" || !url.pathname.startsWith(`${API_PREFIX}/`)) {
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
    if (mode === "wrong-shape") {
      sendJson(res, 200, { posts: [{ title: "not a wp/v2 answer" }] });
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
    const items = collection(samples, url.pathname.slice(API_PREFIX.length + 1), url.searchParams);
    if (!items) {
      sendJson(res, 404, NO_ROUTE);
      return;
    }
    sendJson(res, 200, items, { "X-WP-Total": String(items.length), "X-WP-TotalPages": "1" });
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
    setMode(next, opts) {
      mode = next;
      if (opts?.delayMs !== undefined) delayMs = opts.delayMs;
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
