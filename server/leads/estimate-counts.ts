import { createHmac } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { ESTIMATE_SHOWN_PATH } from "@shared/estimate/beacon.ts";
import { ESTIMATE_PAGE_PATH, estimateValuesOf, readEstimate } from "@shared/estimate/form.ts";
import { type EstimateService, isEstimateService, SERVICE_IDS } from "@shared/estimate/model.ts";
import express, { type NextFunction, type Request, type Response, Router } from "express";
import type { Cluster, SharedLimiter } from "../cluster/index.ts";
import { networkOf } from "../core/client-address.ts";
import type { Logger } from "../core/log.ts";
import { LruMap } from "../core/lru-map.ts";
import { type Metrics, noMetrics } from "../metrics/index.ts";
import type { EstimateCounts, StoreKeys } from "./store/index.ts";

/**
 * The instant estimates shown (issue 30, the owner's "estimates shown"): one per beacon the page
 * sends (POST /api/estimates/shown) and one per estimate address the server renders (GET
 * /estimate?service=…). A write per beacon would cost the store a transaction per visitor's
 * keystroke pause, so each process keeps its counts in memory, by day and service (a fixed list:
 * the buffer never holds more than a few dozen numbers), and adds them to the store every
 * ESTIMATE_FLUSH_MS and when it stops.
 *
 * A count is a visitor's, not a request's: one network (server/core/client-address.ts) is counted at most
 * once per service every ESTIMATE_SHOWN_ONCE_SECONDS, so a script replaying the beacon or walking
 * `?area=1…N` moves the owner's figure by one. Several instances on one PostgreSQL share the
 * sightings (the cluster's, keyed by an HMAC of the network), so a visitor is not counted once per instance.
 */

export const ESTIMATE_FLUSH_MS = 5_000;
/** Day × service rows the buffer keeps while the store is away; beyond, new days are dropped. */
const MAX_BUFFERED_ROWS = SERVICE_IDS.length * 7;
/** A visitor (network) is counted once per service in this time. */
export const ESTIMATE_SHOWN_ONCE_SECONDS = 60 * 60;
/** Visitors × services this process remembers; beyond, the least recent is forgotten (and may count again). */
export const MAX_REMEMBERED_SHOWN = 20_000;
/** A beacon's body is `{"service":"sidewalk-repair"}`: far less than this. */
export const BEACON_BODY_LIMIT = 512;

export const beaconMessages = {
  badJson: 'Send the estimate shown as JSON: {"service": "driveways"}.',
  unknownService: `The service must be one of: ${SERVICE_IDS.join(", ")}.`,
  tooLarge: "The body is too large for an estimate shown.",
  unsupportedType: "Send the estimate shown as JSON (application/json).",
  onlyPost: "This address accepts an estimate shown (POST) only.",
  tooMany: "Too many estimates shown from your network. Please wait a minute.",
};

/** The words of the page a network over ESTIMATE_PAGES_PER_MINUTE gets instead of an estimate. */
export const estimatePageRefusal = {
  title: "Please wait a minute",
  message:
    "Too many estimates were asked for from your network in the last minute. Please wait a minute and try again.",
};

export interface EstimatesShownCounter {
  /**
   * One estimate of `service` shown to the visitor on `network` (networkOf's), counted on the day
   * `now` falls on (UTC) unless that visitor was counted for it within ESTIMATE_SHOWN_ONCE_SECONDS.
   */
  count(service: EstimateService, network: string, now?: Date): void;
  /** Adds what was counted to the store now (a failure keeps it for the next flush). */
  flush(): Promise<void>;
  /** Stops the timer and flushes what is left. */
  stop(): Promise<void>;
}

/**
 * True the first time a visitor is seen for a service within ESTIMATE_SHOWN_ONCE_SECONDS: remembered
 * in this process, and, when instances share a PostgreSQL cluster, asked of every instance together.
 */
export function shownSightings({
  cluster,
  keys,
}: {
  cluster?: Pick<Cluster, "kind" | "firstSighting">;
  /** The store's keys: the network is kept in the shared table only as an HMAC under the ip-hash key. */
  keys?: Pick<StoreKeys, "ipHashKey">;
}): (network: string, service: EstimateService, now: number) => Promise<boolean> {
  const remembered = new LruMap<string, number>(MAX_REMEMBERED_SHOWN);
  const shared = cluster?.kind === "postgres" && keys ? { cluster, keys } : undefined;
  return async (network, service, now) => {
    const key = `${network} ${service}`;
    const until = remembered.peek(key);
    if (until !== undefined && until > now) return false;
    remembered.set(key, now + ESTIMATE_SHOWN_ONCE_SECONDS * 1000);
    if (!shared) return true;
    try {
      const hashed = createHmac("sha256", await shared.keys.ipHashKey())
        .update(key)
        .digest("hex");
      return await shared.cluster.firstSighting(`estimate-shown:${hashed}`, ESTIMATE_SHOWN_ONCE_SECONDS);
    } catch {
      // The shared table is away: this process's memory has decided, as it does on one instance.
      return true;
    }
  };
}

export function startEstimatesShownCounter({
  store,
  log,
  metrics = noMetrics,
  flushMs = ESTIMATE_FLUSH_MS,
  firstSighting = shownSightings({}),
}: {
  store?: EstimateCounts;
  log: Logger;
  metrics?: Pick<Metrics, "estimateShown">;
  flushMs?: number;
  firstSighting?: ReturnType<typeof shownSightings>;
}): EstimatesShownCounter {
  let buffer = new Map<string, number>();
  // Counts still deciding whether their visitor was seen: a flush waits for them.
  const deciding = new Set<Promise<void>>();
  let flushing: Promise<void> | null = null;
  const keyOf = (day: string, service: string) => `${day} ${service}`;

  const add = (key: string, shown: number) => {
    const had = buffer.get(key);
    if (had === undefined && buffer.size >= MAX_BUFFERED_ROWS) return;
    buffer.set(key, (had ?? 0) + shown);
  };

  const flushOnce = async () => {
    await Promise.all(deciding);
    if (buffer.size === 0 || !store) return;
    const taken = buffer;
    buffer = new Map();
    const rows = [...taken].map(([key, shown]) => {
      const [day, service] = key.split(" ");
      return { day, service: service as EstimateService, shown };
    });
    try {
      await store.addEstimatesShown(rows);
    } catch (error) {
      // Kept for the next flush: the counts are the owner's, and the store is usually back soon.
      for (const [key, shown] of taken) add(key, shown);
      log({ event: "estimates.flush_failed", rows: rows.length, error: (error as Error).message });
    }
  };

  const flush = () => {
    flushing ??= flushOnce().finally(() => {
      flushing = null;
    });
    return flushing;
  };

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref?.();

  return {
    count(service, network, now = new Date()) {
      const decided = firstSighting(network, service, now.getTime()).then((first) => {
        if (!first) return;
        if (store) add(keyOf(now.toISOString().slice(0, 10), service), 1);
        metrics.estimateShown(service);
      });
      deciding.add(decided);
      void decided.finally(() => deciding.delete(decided));
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flushing;
      await flush();
    },
  };
}

/**
 * The estimate a GET asks the server to render: an estimate address whose query describes one (the
 * page renders its range). A HEAD, a query with a wrong field and the page without a query are none.
 */
export function estimateAskedFor(req: Pick<IncomingMessage, "method" | "url">): EstimateService | null {
  if (req.method !== "GET") return null;
  const url = req.url ?? "";
  const query = url.indexOf("?");
  if (query < 0 || url.slice(0, query) !== ESTIMATE_PAGE_PATH) return null;
  const params = new URLSearchParams(url.slice(query + 1));
  const reading = readEstimate(
    estimateValuesOf((name) => params.get(name)),
    { complete: true },
  );
  return reading.input?.service ?? null;
}

/** True for any GET of an estimate address with a query: the page cache's fast path leaves these to the guard. */
export function isEstimateAddress(req: Pick<IncomingMessage, "method" | "url">): boolean {
  const url = req.url ?? "";
  return req.method === "GET" && url.startsWith(`${ESTIMATE_PAGE_PATH}?`);
}

/**
 * Before the page cache: an estimate address is under a limit per network (each distinct query is a
 * render), then counted as an estimate shown to its visitor. Over the limit, the page is a 429
 * saying to wait, and nothing is counted.
 */
export function estimatePageGuard({
  counter,
  limiter,
  refusalPage,
}: {
  counter: Pick<EstimatesShownCounter, "count">;
  limiter: SharedLimiter;
  /** The whole 429 page, in the site's frame. */
  refusalPage: () => Promise<string>;
}) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!isEstimateAddress(req)) return next();
    const network = networkOf(req.ip);
    const decision = await limiter.hit(network);
    if (!decision.allowed) {
      res
        .status(429)
        .set({ "Retry-After": String(decision.retryAfterSeconds), "Cache-Control": "no-store" })
        .type("html")
        .send(await refusalPage());
      return;
    }
    const service = estimateAskedFor(req);
    if (service) counter.count(service, network);
    next();
  };
}

const jsonType = (req: Request) => (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();

/**
 * POST /api/estimates/shown (shared/estimate/beacon.ts): `{ "service": "driveways" }`, sent by
 * navigator.sendBeacon. Answered 204; anything else a client sends gets a 4xx with a sentence.
 */
export function createEstimatesShownRouter(
  counter: Pick<EstimatesShownCounter, "count">,
  limiter: SharedLimiter,
): Router {
  const router = Router();
  // sendBeacon sends a Blob with its own type (application/json) or a string as text/plain: both are read.
  const parse = express.text({
    limit: BEACON_BODY_LIMIT,
    type: (req) => ["application/json", "text/plain"].includes(jsonType(req as Request)),
  });
  router.post(
    ESTIMATE_SHOWN_PATH,
    (req, res, next) => {
      res.set("Cache-Control", "no-store");
      if (["application/json", "text/plain"].includes(jsonType(req))) return next();
      res.status(415).json({ success: false, message: beaconMessages.unsupportedType });
    },
    parse,
    async (req, res) => {
      let body: unknown;
      try {
        body = JSON.parse(typeof req.body === "string" ? req.body : "");
      } catch {
        res.status(400).json({ success: false, message: beaconMessages.badJson });
        return;
      }
      const service =
        typeof body === "object" && body !== null && !Array.isArray(body) && Object.hasOwn(body, "service")
          ? (body as Record<string, unknown>).service
          : undefined;
      if (!isEstimateService(service)) {
        res.status(422).json({ success: false, message: beaconMessages.unknownService });
        return;
      }
      const network = networkOf(req.ip);
      // Counted only once the beacon is a real one, so junk costs no one's allowance.
      const decision = await limiter.hit(network);
      if (!decision.allowed) {
        res.set("Retry-After", String(decision.retryAfterSeconds));
        res.status(429).json({ success: false, message: beaconMessages.tooMany });
        return;
      }
      counter.count(service, network);
      res.status(204).end();
    },
  );
  router.all(ESTIMATE_SHOWN_PATH, (_req, res) => {
    res.set("Allow", "POST").status(405).json({ success: false, message: beaconMessages.onlyPost });
  });
  router.use(ESTIMATE_SHOWN_PATH, (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const { type, status } = (error ?? {}) as { type?: string; status?: number };
    if (type === "entity.too.large") {
      res.status(413).json({ success: false, message: beaconMessages.tooLarge });
      return;
    }
    if (typeof status === "number" && status >= 400 && status < 500) {
      res.status(400).json({ success: false, message: beaconMessages.badJson });
      return;
    }
    next(error);
  });
  return router;
}
