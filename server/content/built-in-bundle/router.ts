import { createHash } from "node:crypto";
import {
  type PriceOverrides,
  priceListVersion,
  statedPricesKey,
  withPrices,
} from "@shared/content/prices.ts";
import type { SiteConfig } from "@shared/content/site.ts";
import { type Request, type Response, Router } from "express";
import { EmbeddedSource } from "../embedded.ts";
import { buildBundle } from "./build.ts";

/**
 * GET /api/content/built-in: the built-in content as the plugin imports it (format.ts,
 * docs/wordpress-import.md). Public: it is the content the site already shows. The bundle is made
 * once per content version (the process's built-in records, with the price list of now: the CMS's
 * over the site's, as the built-in pages state it), kept as bytes with its ETag, and answered 304
 * to a reader that has it.
 */

export interface BuiltInBundleOptions {
  /** The running identity: the business file's (or the demo's), with the environment's overrides. */
  site: SiteConfig;
  /** The CMS's price list (the content service's, cached); none without WordPress. */
  priceList?: () => Promise<PriceOverrides | null>;
}

interface Made {
  version: string;
  body: Buffer;
  etag: string;
}

/** What a reader's If-None-Match says: it has this ETag (weak or strong, one of a list, or "*"). */
function hasEtag(req: Request, etag: string): boolean {
  const given = req.get("If-None-Match");
  if (!given) return false;
  return given
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

export function createBuiltInBundleRouter({ site, priceList }: BuiltInBundleOptions) {
  let made: Promise<Made> | undefined;
  let madeKey = "";

  async function current(): Promise<Made> {
    const overrides = priceList ? await priceList().catch(() => null) : null;
    const prices = withPrices(site.prices, overrides);
    const version = priceListVersion(prices);
    const key = statedPricesKey(prices);
    if (!made || key !== madeKey) {
      madeKey = key;
      made = buildBundle(new EmbeddedSource({ ...site, prices })).then((bundle) => {
        const body = Buffer.from(JSON.stringify(bundle));
        const digest = createHash("sha256").update(body).digest("base64url").slice(0, 27);
        return { version, body, etag: `"${digest}"` };
      });
      // A failed build is made again by the next request, not kept.
      made.catch(() => {
        made = undefined;
      });
    }
    return made;
  }

  const router = Router();
  router.get("/built-in", async (req: Request, res: Response) => {
    let bundle: Made;
    try {
      bundle = await current();
    } catch {
      res
        .status(503)
        .set("Cache-Control", "no-store")
        .json({ error: "The built-in content could not be made" });
      return;
    }
    res.set({ "Cache-Control": "no-cache", ETag: bundle.etag, Vary: "Accept-Encoding" });
    if (hasEtag(req, bundle.etag)) {
      res.status(304).end();
      return;
    }
    res.type("application/json").send(bundle.body);
  });
  return router;
}
