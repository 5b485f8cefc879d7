import type { Request, Response } from "express";
import type { SiteConfig } from "../../shared/content/site.ts";
import {
  SHARE_PICTURE_PREFIX,
  type ShareCardText,
  shareCardHash,
  shareCardText,
  sharePicturePath,
} from "../../shared/share-picture.ts";
import type { Logger } from "../core/log.ts";
import { LruMap } from "../core/lru-map.ts";
import { drawShareCard } from "./share-card.ts";
import type { VariantCache } from "./variant-cache.ts";

/**
 * `GET /_img/share/<hash>.png`: the share picture of the identity the pages show now
 * (docs/decisions/042-share-picture.md). Drawn once per identity, at start and again when the
 * identity changes (a phone WordPress changes), kept in the image service's disk cache (bounded with
 * every other picture) and the last few in memory. An address of an identity this process has not
 * seen (a page a CDN kept from before a change) moves to the current picture.
 */

/** Share pictures kept in memory (about 35 KB each): the current identity's and a few before it. */
export const SHARE_PICTURES_IN_MEMORY = 4;
/** Identities whose picture is still answered at its own address after the identity changed. */
export const SHARE_IDENTITIES_KNOWN = 16;
const IMMUTABLE = "public, max-age=31536000, immutable";
/** An address that moved: short, so a CDN asks again once the identity is settled. */
const MOVED = "public, max-age=300";
const SHARE_ADDRESS = /^\/_img\/share\/([0-9a-f]{16})\.png$/;

export interface SharePictures {
  /** Answers `/_img/share/…`. */
  handle(req: Request, res: Response): void;
  /** Draws the current identity's picture, if not made yet (at start, and after an identity change). */
  warm(): Promise<void>;
}

export function createSharePictures({
  identity,
  cache,
  log,
}: {
  identity: { resolve(): Promise<SiteConfig> };
  /** The image service's disk cache (IMAGE_CACHE_DIR, IMAGE_CACHE_MAX_MB). */
  cache: () => VariantCache;
  log: Logger;
}): SharePictures {
  const inMemory = new LruMap<string, Buffer>(SHARE_PICTURES_IN_MEMORY);
  const known = new LruMap<string, ShareCardText>(SHARE_IDENTITIES_KNOWN);

  /** The identity of now: its card's hash, remembered with what it is drawn from. */
  async function current() {
    const site = await identity.resolve();
    const card = shareCardText(site);
    const hash = shareCardHash(card);
    known.set(hash, card);
    return { hash, card, path: sharePicturePath(site) };
  }

  async function pictureOf(hash: string, card: ShareCardText): Promise<Buffer> {
    const kept = inMemory.get(hash);
    if (kept) return kept;
    const started = Date.now();
    const { body, made } = await cache().get(`share-card:${hash}`, (encodeTurn) =>
      encodeTurn(() => drawShareCard(card)),
    );
    // Said once it is kept on disk, where a restart finds it.
    if (made) log({ event: "image.share_drawn", hash, bytes: body.length, ms: Date.now() - started });
    inMemory.set(hash, body);
    return body;
  }

  function notFound(res: Response) {
    if (res.headersSent) return;
    res
      .status(404)
      .set({ "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" })
      .type("text")
      .send("No such picture.");
  }

  return {
    handle(req, res) {
      const hash = SHARE_ADDRESS.exec(req.path)?.[1];
      if (!hash) return notFound(res);
      (async () => {
        const now = await current();
        const card = known.get(hash);
        if (!card) {
          res.status(302).set({ "Cache-Control": MOVED, Location: now.path }).end();
          return;
        }
        const body = await pictureOf(hash, card);
        // What is drawn is a function of the hash (the design's number is part of it).
        const etag = `"${hash}"`;
        res.set({
          "Cache-Control": IMMUTABLE,
          ETag: etag,
          "X-Content-Type-Options": "nosniff",
          // Shown by other sites (a social network's post, a chat's preview), unlike the page's pictures.
          "Cross-Origin-Resource-Policy": "cross-origin",
        });
        if (req.headers["if-none-match"] === etag) {
          res.status(304).end();
          return;
        }
        res.status(200).type("image/png").send(body);
      })().catch((error) => {
        log({ event: "image.share_failed", error: String(error).slice(0, 300) });
        notFound(res);
      });
    },
    async warm() {
      const now = await current();
      await pictureOf(now.hash, now.card);
    },
  };
}

/** Whether a path is a share picture's (the image service hands these to `handle`). */
export const isSharePicturePath = (path: string) => path.startsWith(SHARE_PICTURE_PREFIX);
