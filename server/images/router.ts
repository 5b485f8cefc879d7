import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { type Request, type Response, Router } from "express";
import type { Logger } from "../core/log";
import { type Metrics, noMetrics } from "../metrics";
import { encodeImage, formatFor, IMAGE_TYPES, ImageInputError } from "./encode";
import {
  IMAGE_PATH_PREFIX,
  type ImageSource,
  type ImageUrls,
  type StaticOriginal,
  variantKey,
} from "./image-urls";
import type { VariantCache } from "./variant-cache";

/**
 * `GET /_img/…`: the site's pictures at the width the page asked for, in the best format the
 * browser takes (docs/decisions/019). An address the site did not make is 404. A source that is
 * not a picture, too large, truncated, slow or gone is 404 too, never a 5xx, so the page's
 * <img> falls back to the site's fallback picture.
 */

/** What a media host may send: a phone photo is 3–8 MB; nothing a visitor sees needs more. */
export const MEDIA_MAX_BYTES = 40 * 1024 * 1024;
/** How long a media host has to send the whole original. */
export const MEDIA_TIMEOUT_MS = 15_000;
const IMMUTABLE = "public, max-age=31536000, immutable";

export interface ImageRouterOptions {
  urls: ImageUrls;
  originals: Map<string, StaticOriginal>;
  cache: VariantCache;
  log: Logger;
  mediaMaxBytes?: number;
  mediaTimeoutMs?: number;
  /** The scheme the media hosts are read over. */
  mediaProtocol?: "https:" | "http:";
  /** Reads a source's original for one use; by default each use reads its own (`shareOriginals`). */
  useOriginal?: UseOriginal;
  /** Given each original read for a visitor, while it is at hand (the service makes its placeholder). */
  withOriginalRead?: (source: ImageSource, original: Buffer) => Promise<void>;
  /** Counts each picture served from the cache or encoded for its request. */
  metrics?: Pick<Metrics, "imageEncoded" | "imageCache">;
}

/** Runs `use` on a source's original; the original may be shared with other uses under way. */
export type UseOriginal = <T>(source: ImageSource, use: (original: Buffer) => Promise<T>) => Promise<T>;

/**
 * Originals shared by the uses under way: a warm-up and a visitor's request for the same picture, or
 * two widths asked at once, read (fetch, for a media host) the original once. An original is held
 * only while some use of it runs: memory follows the encodes, which the variant cache bounds.
 */
export function shareOriginals(read: (source: ImageSource) => Promise<Buffer>): UseOriginal {
  const held = new Map<string, { original: Promise<Buffer>; uses: number }>();
  return async (source, use) => {
    let entry = held.get(source.key);
    if (!entry) {
      entry = { original: read(source), uses: 0 };
      held.set(source.key, entry);
    }
    entry.uses++;
    const taken = entry;
    try {
      return await use(await taken.original);
    } finally {
      taken.uses--;
      if (taken.uses === 0 && held.get(source.key) === taken) held.delete(source.key);
    }
  };
}

/** The original from the media host, bounded in time and size; only a raster picture. */
export async function fetchMedia(url: string, maxBytes: number, timeoutMs: number): Promise<Buffer> {
  let response: globalThis.Response;
  try {
    response = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ImageInputError(`the media host did not answer: ${(error as Error).message}`);
  }
  const type = (response.headers.get("content-type") ?? "").toLowerCase();
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new ImageInputError(`the media host answered ${response.status}`);
  }
  if (!type.startsWith("image/") || type.includes("svg")) {
    await response.body?.cancel();
    throw new ImageInputError(`the media host sent ${type || "no type"}, not a picture`);
  }
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new ImageInputError(`the original is ${declared} bytes, more than ${maxBytes}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  if (!reader) throw new ImageInputError("the media host sent no body");
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxBytes) {
        await reader.cancel();
        throw new ImageInputError(`the original is more than ${maxBytes} bytes`);
      }
      chunks.push(Buffer.from(value));
    }
  } catch (error) {
    if (error instanceof ImageInputError) throw error;
    throw new ImageInputError(`the media host stopped sending: ${(error as Error).message}`);
  }
  return Buffer.concat(chunks);
}

/** Reads a source's original: a file of the site's, or the media host's copy, bounded in time and size. */
export function createOriginalReader({
  originals,
  mediaMaxBytes = MEDIA_MAX_BYTES,
  mediaTimeoutMs = MEDIA_TIMEOUT_MS,
  mediaProtocol = "https:",
}: Pick<ImageRouterOptions, "originals" | "mediaMaxBytes" | "mediaTimeoutMs" | "mediaProtocol">) {
  return async (source: ImageSource): Promise<Buffer> => {
    if (source.kind === "media")
      return fetchMedia(`${mediaProtocol}//${source.host}/${source.path}`, mediaMaxBytes, mediaTimeoutMs);
    const original = originals.get(source.file);
    if (!original) throw new ImageInputError(`no original ${source.file}`);
    return readFile(original.path);
  };
}

function etagOf(body: Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
}

export function createImageRouter({
  urls,
  cache,
  log,
  useOriginal,
  withOriginalRead,
  metrics = noMetrics,
  ...reading
}: ImageRouterOptions): Router {
  const router = Router();
  const withOriginal = useOriginal ?? shareOriginals(createOriginalReader(reading));

  function missing(res: Response) {
    res.status(404).set({ "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" });
    res.send("No such picture.");
  }

  router.get(`${IMAGE_PATH_PREFIX}*path`, async (req: Request, res: Response) => {
    const parsed = urls.parse(req.path);
    if (!parsed) return missing(res);
    const format = formatFor(req.get("accept"));
    const started = Date.now();
    try {
      const { body, made } = await cache.get(variantKey(parsed.source, parsed.width, format), async () => {
        return withOriginal(parsed.source, async (original) => {
          const { body } = await encodeImage(original, parsed.width, format);
          metrics.imageEncoded(format);
          await withOriginalRead?.(parsed.source, original).catch(() => {});
          return body;
        });
      });
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
        "X-Content-Type-Options": "nosniff",
        "Cross-Origin-Resource-Policy": "same-origin",
      });
      if (req.get("if-none-match") === etag) {
        res.status(304).end();
        return;
      }
      res.status(200).end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      if (!(error instanceof ImageInputError)) log({ event: "image.failed", error: String(error) });
      else log({ event: "image.refused", reason: error.message.slice(0, 200) });
      missing(res);
    }
  });
  return router;
}
