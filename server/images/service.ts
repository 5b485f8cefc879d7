import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import type { NextFunction, Request, Response } from "express";
import { images as builtInImages } from "../../shared/content/images.ts";
import type { Placeholder } from "../../shared/content/types.ts";
import type { Pictures } from "../../shared/pictures.ts";
import type { Env } from "../core/env.ts";
import type { Identity } from "../core/live-identity.ts";
import type { Logger } from "../core/log.ts";
import { LruMap } from "../core/lru-map.ts";
import { createWorkQueue } from "../core/work-queue.ts";
import type { StoreKeys } from "../leads/index.ts";
import { type Metrics, noMetrics } from "../metrics/index.ts";
import { encodeImage, IMAGE_TYPES, type ImageFormat, type ImageWidth, widthsFor } from "./encode.ts";
import {
  createImageUrls,
  IMAGE_PATH_PREFIX,
  type ImageSource,
  type ImageUrls,
  indexOriginals,
  placeholderKey,
  variantKey,
} from "./image-urls.ts";
import { createOriginalReader, shareOriginals } from "./originals.ts";
import { createPictures, type PicturesOptions } from "./pictures.ts";
import { makePlaceholder, placeholderBytes, placeholderFrom } from "./placeholder.ts";
import { createImageRouter } from "./router.ts";
import { createSharePictures, isSharePicturePath } from "./share-pictures.ts";
import { openVariantCache, type VariantCache } from "./variant-cache.ts";

/** The store's key that signs media addresses: the same on every instance on one store. */
export const IMAGE_URL_KEY_NAME = "image-url";
/** Placeholders kept in memory at once (a few hundred bytes each); the rest are read back from the cache. */
export const MAX_PLACEHOLDERS_IN_MEMORY = 5_000;
/** Media pictures being warmed at once or waiting to be; past this a picture waits for its first visitor. */
export const MAX_WARMING = 100;
/** How long a picture whose warm-up failed (its host down, a refused file) is left before another try. */
export const WARM_RETRY_MS = 10 * 60_000;
/**
 * What a new media picture is made at before anyone asks (docs/decisions/019): AVIF, which every
 * current browser takes, at a phone's full width at 1.75× and 2.6× device pixels, the widths a
 * page's first visitors ask for most.
 */
export const WARM_WIDTHS: readonly ImageWidth[] = [828, 1080];
/**
 * The fallback picture's width when it stands in for a picture that waits too long to be made: a
 * phone's width, made in each format at start (read back after a restart) and kept in memory.
 */
export const BUSY_PICTURE_WIDTH: ImageWidth = 640;

export interface ImageService {
  /** Serves `/_img/…`; passes anything else on. */
  middleware(req: Request, res: Response, next: NextFunction): void;
  /** The addresses of the site's pictures, once the signing key is read. */
  urls(): Promise<ImageUrls>;
  /**
   * The pictures of a render, once the built-in pictures' placeholders are known. `onWarming` is
   * given the warm-up of each picture the render shows before its placeholder is made (the page
   * cache renders such a page again once they end).
   */
  pictures(onWarming?: (warmUp: Promise<void>) => void): Promise<Pictures>;
  /** Warm-ups running or waiting (for tests and the benchmark). */
  readonly warming: number;
  /** Resolves when the warm-ups running now have ended, however they ended. */
  settled(): Promise<void>;
}

interface Ready {
  urls: ImageUrls;
  router: ReturnType<typeof createImageRouter>;
  pictures: Pictures;
  /** The pictures of one render, whose warm-ups `onWarming` is given. */
  watchedPictures(onWarming: (warmUp: Promise<void>) => void): Pictures;
}

/**
 * The image service as the app mounts it (docs/decisions/019): the site's originals (the
 * client build's images/, or public/images in development), WordPress's media host and
 * IMAGE_MEDIA_HOSTS, the disk cache in IMAGE_CACHE_DIR.
 */
export function createImageService({
  env,
  store,
  clientDir,
  log,
  identity,
  metrics = noMetrics,
}: {
  env: Pick<Env, "IMAGE_CACHE_DIR" | "IMAGE_CACHE_MAX_MB" | "IMAGE_MEDIA_HOSTS" | "WORDPRESS_URL">;
  store?: Pick<StoreKeys, "storeKey">;
  clientDir?: string;
  log: Logger;
  /** The identity the pages show: its share picture is drawn at start and answered (share-pictures.ts). */
  identity?: Pick<Identity, "resolve">;
  /** Counts the pictures encoded (warm-ups included) and the requests the cache answered. */
  metrics?: Pick<Metrics, "imageEncoded" | "imageCache">;
}): ImageService {
  const originals = indexOriginals(join(clientDir ?? resolve("public"), "images"));
  const mediaHosts = [
    ...(env.WORDPRESS_URL ? [new URL(env.WORDPRESS_URL).host.toLowerCase()] : []),
    ...env.IMAGE_MEDIA_HOSTS,
  ];
  const mediaProtocol = env.WORDPRESS_URL?.startsWith("http://") ? "http:" : "https:";
  // One read of an original for every use under way: warm-ups and visitors' requests alike.
  const withOriginal = shareOriginals(createOriginalReader({ originals, mediaProtocol }));
  // Warm-ups run one per core; the rest wait, holding nothing, so a page naming 50 new pictures never
  // has 50 originals in memory at once.
  const warmTurns = createWorkQueue(availableParallelism());
  const placeholders = new LruMap<string, Placeholder | null>(MAX_PLACEHOLDERS_IN_MEMORY);
  const failedAt = new LruMap<string, number>(MAX_PLACEHOLDERS_IN_MEMORY);
  const warming = new Map<string, Promise<void>>();
  const unresolvedHosts = new Set<string>();
  let cache: VariantCache | null = null;
  const openCache = () => {
    cache ??= openVariantCache({ dir: env.IMAGE_CACHE_DIR, maxBytes: env.IMAGE_CACHE_MAX_MB * 1024 * 1024 });
    return cache;
  };
  const sharePictures = identity ? createSharePictures({ identity, cache: openCache, log }) : undefined;

  /** The source's placeholder: from memory, else from the cache's file, else made from the original. */
  async function placeholderOf(source: ImageSource): Promise<Placeholder | null> {
    const variants = openCache();
    const { body } = await variants.get(placeholderKey(source), (encodeTurn) =>
      withOriginal(source, (original) =>
        encodeTurn(async () => placeholderBytes(await makePlaceholder(original))),
      ),
    );
    const placeholder = placeholderFrom(body);
    placeholders.set(source.key, placeholder);
    return placeholder;
  }

  /** The fallback picture at BUSY_PICTURE_WIDTH in `format`, from the cache or made now. */
  async function busyPicture(urls: ImageUrls, variants: VariantCache, format: ImageFormat) {
    const source = urls.source(builtInImages.fallback.src);
    if (!source) return null;
    const { body } = await variants.get(variantKey(source, BUSY_PICTURE_WIDTH, format), (encodeTurn) =>
      withOriginal(source, (original) =>
        encodeTurn(async () => (await encodeImage(original, BUSY_PICTURE_WIDTH, format)).body),
      ),
    );
    return body;
  }

  /** A media picture a page names for the first time: its placeholder and likely widths, made now. */
  function warm(source: ImageSource, intrinsicWidth: number) {
    const failed = failedAt.get(source.key);
    if (warming.has(source.key) || warming.size >= MAX_WARMING) return;
    if (failed !== undefined && Date.now() - failed < WARM_RETRY_MS) return;
    const job = (async () => {
      const variants = openCache();
      await warmTurns.run(async () => {
        // Looked for once its turn has come: a visitor's request meanwhile may have made it.
        if (placeholders.get(source.key) !== undefined) return;
        const stored = await variants.peek(placeholderKey(source));
        if (stored) {
          placeholders.set(source.key, placeholderFrom(stored));
          return;
        }
        const started = Date.now();
        const widths = widthsFor(intrinsicWidth).filter((width) => WARM_WIDTHS.includes(width));
        // The original is read once for the placeholder and every width, and shared with any
        // visitor's request for this picture meanwhile.
        // Background work: visitors' pictures, and their reads, go first (docs/decisions/019).
        await withOriginal(
          source,
          async (original) => {
            const { body } = await variants.get(
              placeholderKey(source),
              (encodeTurn) => encodeTurn(async () => placeholderBytes(await makePlaceholder(original))),
              { background: true },
            );
            placeholders.set(source.key, placeholderFrom(body));
            for (const width of widths) {
              await variants.get(
                variantKey(source, width, "avif"),
                (encodeTurn) =>
                  encodeTurn(async () => {
                    const { body } = await encodeImage(original, width, "avif");
                    metrics.imageEncoded("avif");
                    return body;
                  }),
                { background: true },
              );
            }
          },
          { background: true },
        );
        log({ event: "image.warmed", source: source.key.slice(0, 200), widths, ms: Date.now() - started });
      });
    })()
      .catch((error) => {
        failedAt.set(source.key, Date.now());
        log({
          event: "image.warm_failed",
          source: source.key.slice(0, 200),
          reason: String(error).slice(0, 200),
        });
      })
      .finally(() => warming.delete(source.key));
    warming.set(source.key, job);
  }

  // Without a store (a test, a development run) the key is this process's own.
  const ownKey = randomBytes(32).toString("hex");
  let ready: Promise<Ready> | null = null;
  const start = () => {
    if (!ready)
      sharePictures?.warm().catch((error) => {
        log({ event: "image.share_failed", error: String(error).slice(0, 300) });
      });
    ready ??= (store ? store.storeKey(IMAGE_URL_KEY_NAME) : Promise.resolve(ownKey)).then(async (key) => {
      const urls = createImageUrls({ originals, mediaHosts, key });
      const variants = openCache();
      // The built-in pictures' placeholders, and the fallback picture that stands in when too many
      // pictures wait, before the first page is rendered: read back after a restart.
      const busyPictures = new Map<ImageFormat, Buffer>();
      await Promise.all([
        ...[...originals.keys()].map(async (file) => {
          const source = urls.source(`/images/${file}`);
          if (source) await placeholderOf(source).catch(() => placeholders.set(source.key, null));
        }),
        ...(Object.keys(IMAGE_TYPES) as ImageFormat[]).map(async (format) => {
          const made = await busyPicture(urls, variants, format).catch(() => null);
          if (made) busyPictures.set(format, made);
        }),
      ]);
      const picturesOptions: PicturesOptions = {
        urls,
        placeholder: (source) => placeholders.get(source.key),
        warm,
        fallback: builtInImages.fallback,
        unresolved(src) {
          const host = src.startsWith("/") ? "this site" : (URL.parse(src)?.host ?? "?");
          if (unresolvedHosts.has(host) || unresolvedHosts.size > 100) return;
          unresolvedHosts.add(host);
          log({ event: "image.unresolvable", host, hint: "add the host to IMAGE_MEDIA_HOSTS" });
        },
      };
      return {
        urls,
        pictures: createPictures(picturesOptions),
        watchedPictures: (onWarming) =>
          createPictures({
            ...picturesOptions,
            warm(source, intrinsicWidth) {
              warm(source, intrinsicWidth);
              // Under way (now or already): a picture whose warm-up is refused has none to wait for.
              const warmUp = warming.get(source.key);
              if (warmUp) onWarming(warmUp);
            },
          }),
        router: createImageRouter({
          urls,
          originals,
          cache: variants,
          log,
          metrics,
          busyPicture: (format) => busyPictures.get(format),
          useOriginal: withOriginal,
          // A visitor came first: the placeholder is made from the original they had fetched, so the
          // picture's warm-up finds it and reads nothing again.
          // (Inside the variant's encode turn: kept with `put`, which takes no turn of its own.)
          async withOriginalRead(source, original) {
            if (placeholders.get(source.key) !== undefined) return;
            const placeholder = await makePlaceholder(original);
            placeholders.set(source.key, placeholder);
            await variants.put(placeholderKey(source), placeholderBytes(placeholder));
          },
        }),
      };
    });
    ready.catch(() => {
      ready = null;
    });
    return ready;
  };
  return {
    middleware(req, res, next) {
      if (!req.path.startsWith(IMAGE_PATH_PREFIX)) return next();
      if (sharePictures && isSharePicturePath(req.path) && (req.method === "GET" || req.method === "HEAD"))
        return sharePictures.handle(req, res);
      start().then(
        ({ router }) => router(req, res, next),
        () => {
          res
            .status(404)
            .set({ "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" })
            .type("text")
            .send("No such picture.");
        },
      );
    },
    urls: () => start().then(({ urls }) => urls),
    pictures: (onWarming) =>
      start().then((ready) => (onWarming ? ready.watchedPictures(onWarming) : ready.pictures)),
    get warming() {
      return warming.size;
    },
    async settled() {
      await Promise.allSettled([...warming.values()]);
    },
  };
}
