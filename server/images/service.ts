import { randomBytes } from "node:crypto";
import { join, resolve } from "node:path";
import type { NextFunction, Request, Response } from "express";
import type { Env } from "../core/env";
import type { Logger } from "../core/log";
import type { LeadStore } from "../leads/store";
import { createImageUrls, IMAGE_PATH_PREFIX, type ImageUrls, indexOriginals } from "./image-urls";
import { createImageRouter } from "./router";
import { openVariantCache } from "./variant-cache";

/** The store's key that signs media addresses: the same on every instance on one store. */
export const IMAGE_URL_KEY_NAME = "image-url";

export interface ImageService {
  /** Serves `/_img/…`; passes anything else on. */
  middleware(req: Request, res: Response, next: NextFunction): void;
  /** The addresses of the site's pictures, once the signing key is read. */
  urls(): Promise<ImageUrls>;
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
}: {
  env: Pick<Env, "IMAGE_CACHE_DIR" | "IMAGE_CACHE_MAX_MB" | "IMAGE_MEDIA_HOSTS" | "WORDPRESS_URL">;
  store?: Pick<LeadStore, "storeKey">;
  clientDir?: string;
  log: Logger;
}): ImageService {
  const originals = indexOriginals(join(clientDir ?? resolve("public"), "images"));
  const mediaHosts = [
    ...(env.WORDPRESS_URL ? [new URL(env.WORDPRESS_URL).host.toLowerCase()] : []),
    ...env.IMAGE_MEDIA_HOSTS,
  ];
  const mediaProtocol = env.WORDPRESS_URL?.startsWith("http://") ? "http:" : "https:";
  // Without a store (a test, a development run) the key is this process's own.
  const ownKey = randomBytes(32).toString("hex");
  let ready: Promise<{ urls: ImageUrls; router: ReturnType<typeof createImageRouter> }> | null = null;
  const start = () => {
    ready ??= (store ? store.storeKey(IMAGE_URL_KEY_NAME) : Promise.resolve(ownKey)).then((key) => {
      const urls = createImageUrls({ originals, mediaHosts, key });
      const cache = openVariantCache({
        dir: env.IMAGE_CACHE_DIR,
        maxBytes: env.IMAGE_CACHE_MAX_MB * 1024 * 1024,
      });
      return { urls, router: createImageRouter({ urls, originals, cache, log, mediaProtocol }) };
    });
    ready.catch(() => {
      ready = null;
    });
    return ready;
  };
  return {
    middleware(req, res, next) {
      if (!req.path.startsWith(IMAGE_PATH_PREFIX)) return next();
      start().then(
        ({ router }) => router(req, res, next),
        () => {
          res.status(404).set("Cache-Control", "no-store").type("text").send("No such picture.");
        },
      );
    },
    urls: () => start().then(({ urls }) => urls),
  };
}
