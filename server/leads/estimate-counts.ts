import type { IncomingMessage } from "node:http";
import { ESTIMATE_SHOWN_PATH } from "@shared/estimate/beacon";
import { ESTIMATE_PAGE_PATH, estimateValuesOf, readEstimate } from "@shared/estimate/form";
import { type EstimateService, isEstimateService, SERVICE_IDS } from "@shared/estimate/model";
import express, { type NextFunction, type Request, type Response, Router } from "express";
import type { Logger } from "../core/log";
import { type Metrics, noMetrics } from "../metrics";
import type { EstimateCounts } from "./store";

/**
 * The instant estimates shown (issue 30, the owner's "estimates shown"): one per beacon the page
 * sends (POST /api/estimates/shown) and one per estimate address the server renders (GET
 * /estimate?service=…). A write per beacon would cost the store a transaction per visitor's
 * keystroke pause, so each process keeps its counts in memory, by day and service (a fixed list:
 * the buffer never holds more than a few dozen numbers), and adds them to the store every
 * ESTIMATE_FLUSH_MS and when it stops.
 */

export const ESTIMATE_FLUSH_MS = 5_000;
/** Day × service rows the buffer keeps while the store is away; beyond, new days are dropped. */
const MAX_BUFFERED_ROWS = SERVICE_IDS.length * 7;
/** A beacon's body is `{"service":"sidewalk-repair"}`: far less than this. */
export const BEACON_BODY_LIMIT = 512;

export const beaconMessages = {
  badJson: 'Send the estimate shown as JSON: {"service": "driveways"}.',
  unknownService: `The service must be one of: ${SERVICE_IDS.join(", ")}.`,
  tooLarge: "The body is too large for an estimate shown.",
  unsupportedType: "Send the estimate shown as JSON (application/json).",
  onlyPost: "This address accepts an estimate shown (POST) only.",
};

export interface EstimatesShownCounter {
  /** One estimate shown for `service`, counted on the day `now` falls on (UTC). */
  count(service: EstimateService, now?: Date): void;
  /** Adds what was counted to the store now (a failure keeps it for the next flush). */
  flush(): Promise<void>;
  /** Stops the timer and flushes what is left. */
  stop(): Promise<void>;
}

export function startEstimatesShownCounter({
  store,
  log,
  metrics = noMetrics,
  flushMs = ESTIMATE_FLUSH_MS,
}: {
  store: EstimateCounts;
  log: Logger;
  metrics?: Pick<Metrics, "estimateShown">;
  flushMs?: number;
}): EstimatesShownCounter {
  let buffer = new Map<string, number>();
  let flushing: Promise<void> | null = null;
  const keyOf = (day: string, service: string) => `${day} ${service}`;

  const add = (key: string, shown: number) => {
    const had = buffer.get(key);
    if (had === undefined && buffer.size >= MAX_BUFFERED_ROWS) return;
    buffer.set(key, (had ?? 0) + shown);
  };

  const flushOnce = async () => {
    if (buffer.size === 0) return;
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
    count(service, now = new Date()) {
      add(keyOf(now.toISOString().slice(0, 10), service), 1);
      metrics.estimateShown(service);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flushing;
      await flush();
    },
  };
}

/** Requests already counted: a page the cache's fast path passed on to the app is counted once. */
const counted = new WeakSet<IncomingMessage>();

/**
 * Counts a GET of an estimate address whose query describes an estimate (the page renders its range):
 * the server's own count of an estimate shown, made before the page cache answers. A HEAD, a
 * query with a wrong field and the page without a query count nothing.
 */
export function countEstimatePage(req: IncomingMessage, counter: Pick<EstimatesShownCounter, "count">): void {
  if (req.method !== "GET" || counted.has(req)) return;
  const url = req.url ?? "";
  const query = url.indexOf("?");
  if (query < 0 || url.slice(0, query) !== ESTIMATE_PAGE_PATH) return;
  counted.add(req);
  const params = new URLSearchParams(url.slice(query + 1));
  const reading = readEstimate(
    estimateValuesOf((name) => params.get(name)),
    { complete: true },
  );
  if (reading.input) counter.count(reading.input.service);
}

const jsonType = (req: Request) => (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();

/**
 * POST /api/estimates/shown (shared/estimate/beacon.ts): `{ "service": "driveways" }`, sent by
 * navigator.sendBeacon. Answered 204; anything else a client sends gets a 4xx with a sentence.
 */
export function createEstimatesShownRouter(counter: Pick<EstimatesShownCounter, "count">): Router {
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
    (req, res) => {
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
      counter.count(service);
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
