import { createHash } from "node:crypto";
import { type Request, type Response, Router } from "express";
import type { Logger } from "../core/log.ts";
import { QueueFullError } from "../core/work-queue.ts";
import { type Metrics, noMetrics } from "../metrics/index.ts";
import { encodeImage, formatFor, IMAGE_TYPES, type ImageFormat, ImageInputError } from "./encode.ts";
import { IMAGE_PATH_PREFIX, type ImageSource, type ImageUrls, variantKey } from "./image-urls.ts";
import {
  createOriginalReader,
  type OriginalReaderOptions,
  shareOriginals,
  type UseOriginal,
} from "./originals.ts";
import type { VariantCache } from "./variant-cache.ts";

/**
 * `GET /_img/…`: the site's pictures at the width the page asked for, in the best format the
 * browser takes (docs/decisions/019). An address the site did not make is 404. A source that is
 * not a picture, too large, truncated, slow or gone is 404 too, never a 5xx, so the page's
 * <img> falls back to the site's fallback picture. When too many pictures already wait to be made,
 * the fallback picture itself is the answer (not kept by anyone), and a visitor who leaves before
 * their picture's turn takes none.
 */

/** Encodes a visitor's request may wait behind; past it, the fallback picture (a burst of first views, not a stall). */
export const MAX_ENCODES_WAITING = 64;
/** Media originals a visitor's request may wait behind for a turn to fetch; past it, the fallback picture. */
export const MAX_MEDIA_READS_WAITING = 64;
/** How often a full queue is logged (with the count of fallback answers since). */
export const BUSY_LOG_EVERY_MS = 60_000;
const IMMUTABLE = "public, max-age=31536000, immutable";
/** On every answer: a picture, the fallback, or the plain-text 404. */
const ALWAYS = { "X-Content-Type-Options": "nosniff", "Cross-Origin-Resource-Policy": "same-origin" };

export interface ImageRouterOptions extends OriginalReaderOptions {
  urls: ImageUrls;
  cache: VariantCache;
  log: Logger;
  /** The fallback picture in a format, if at hand: answered when too many pictures wait to be made. */
  busyPicture?: (format: ImageFormat) => Buffer | undefined;
  /** Reads a source's original for one use; by default shared by this router's uses under way (`shareOriginals`). */
  useOriginal?: UseOriginal;
  /** Given each original read for a visitor, while it is at hand (the service makes its placeholder). */
  withOriginalRead?: (source: ImageSource, original: Buffer) => Promise<void>;
  /** Counts each picture served from the cache or encoded for its request. */
  metrics?: Pick<Metrics, "imageEncoded" | "imageCache">;
}

function etagOf(body: Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
}

export function createImageRouter({
  urls,
  cache,
  log,
  busyPicture,
  useOriginal,
  withOriginalRead,
  metrics = noMetrics,
  ...reading
}: ImageRouterOptions): Router {
  const router = Router();
  const withOriginal = useOriginal ?? shareOriginals(createOriginalReader(reading));
  let busySince = 0;
  let busyAnswers = 0;

  function missing(res: Response) {
    res
      .status(404)
      .set({ ...ALWAYS, "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" });
    res.send("No such picture.");
  }

  /** The fallback picture for a request that found the queues full: shown at once, kept by nobody. */
  function busy(req: Request, res: Response, format: ImageFormat) {
    busyAnswers++;
    if (Date.now() - busySince >= BUSY_LOG_EVERY_MS) {
      log({ event: "image.busy", answered: busyAnswers, ...cache.busy });
      busySince = Date.now();
      busyAnswers = 0;
    }
    const body = busyPicture?.(format);
    if (!body) return missing(res);
    res
      .status(200)
      .set({ ...ALWAYS, "Cache-Control": "no-store", "Content-Type": IMAGE_TYPES[format], Vary: "Accept" });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  router.get(`${IMAGE_PATH_PREFIX}*path`, async (req: Request, res: Response) => {
    res.set(ALWAYS);
    const parsed = urls.parse(req.path);
    if (!parsed) return missing(res);
    const format = formatFor(req.get("accept"));
    const started = Date.now();
    // The visitor closed the page or moved on before the answer: their picture's work is dropped
    // unless another visitor waits for it too.
    const gone = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) gone.abort();
    });
    try {
      const { body, made } = await cache.get(
        variantKey(parsed.source, parsed.width, format),
        (encodeTurn, unwanted) =>
          withOriginal(
            parsed.source,
            (original) =>
              encodeTurn(async () => {
                const { body } = await encodeImage(original, parsed.width, format);
                metrics.imageEncoded(format);
                await withOriginalRead?.(parsed.source, original).catch(() => {});
                return body;
              }),
            { signal: unwanted, queueLimit: MAX_MEDIA_READS_WAITING },
          ),
        { signal: gone.signal, queueLimit: MAX_ENCODES_WAITING },
      );
      metrics.imageCache(made ? "miss" : "hit");
      if (made)
        log({
          event: "image.encoded",
          format,
          width: parsed.width,
          bytes: body.length,
          ms: Date.now() - started,
        });
      const etag = etagOf(body);
      res.set({
        "Cache-Control": IMMUTABLE,
        "Content-Type": IMAGE_TYPES[format],
        ETag: etag,
        Vary: "Accept",
      });
      if (req.get("if-none-match") === etag) {
        res.status(304).end();
        return;
      }
      res.status(200).end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      if (gone.signal.aborted) return;
      if (error instanceof QueueFullError) return busy(req, res, format);
      if (!(error instanceof ImageInputError)) log({ event: "image.failed", error: String(error) });
      else log({ event: "image.refused", reason: error.message.slice(0, 200) });
      missing(res);
    }
  });
  return router;
}
