import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { compressed, type Encoded, etagOf, negotiate, notModified } from "./encoding.ts";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".html": "text/html; charset=utf-8",
  ".woff2": "font/woff2",
};
/** Text worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  ".js",
  ".css",
  ".svg",
  ".webmanifest",
  ".json",
  ".txt",
  ".xml",
  ".html",
  ".ico",
]);

interface StaticFile extends Encoded {
  type: string;
  cacheControl: string;
  compressible: boolean;
  /** Scripts, styles, images and fonts are never rendered as a document, so a policy has nothing to guard. */
  document: boolean;
}

/**
 * Types a browser may render as a document when opened directly (an SVG can hold a script). They get
 * a policy that runs nothing; the rest only `nosniff` and the resource policy.
 */
const DOCUMENT_TYPES = new Set([".svg", ".html", ".xml", ".txt", ".json", ".webmanifest"]);
const DOCUMENT_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
/**
 * Powerful features no page of the site uses, turned off for it and for anything it could ever
 * embed: a script that found its way in still cannot ask for the camera, the position or a payment.
 * Sent with every document (pages, and the files below that can be opened as one).
 */
export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()";

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) yield full;
  }
}

/** The file's encodings: the build's (scripts/precompress.mjs; none for a rewritten file), else made now, once. */
function encode(file: string | null, body: Buffer, compressible: boolean): Encoded {
  if (!compressible || body.length < 512) return { body, br: null, gzip: null, etag: etagOf(body) };
  if (file && existsSync(`${file}.br`) && existsSync(`${file}.gz`)) {
    return { body, br: readFileSync(`${file}.br`), gzip: readFileSync(`${file}.gz`), etag: etagOf(body) };
  }
  return compressed(body);
}

/**
 * The client build (a few MB) held in memory with its brotli and gzip forms (docs/decisions/011): a
 * file costs a map lookup, never a disk read or a compression. `/assets/` names carry a content
 * hash, so they are cached for a year; other files for an hour. Unknown paths go on to the pages.
 *
 * It runs before the pages' security headers: a page's policy (about 900 bytes with the rest) means
 * nothing on a script or an image, and a page loads a dozen of them. Files get the headers that do
 * apply to them: `nosniff`, a same-origin resource policy and, on types a browser could open as a
 * document, a policy that runs nothing.
 */
export function createStaticFiles(
  clientDir: string,
  /** Files whose body is changed once, when loaded (the web app manifest's names: web-manifest.ts). */
  rewrite: Readonly<Record<string, (body: Buffer) => Buffer>> = {},
) {
  const files = new Map<string, StaticFile>();
  if (existsSync(clientDir) && statSync(clientDir).isDirectory()) {
    for (const file of filesUnder(clientDir)) {
      const urlPath = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
      const extension = path.extname(file).toLowerCase();
      const compressible = COMPRESSIBLE.has(extension);
      const change = rewrite[urlPath];
      files.set(urlPath, {
        ...(change
          ? encode(null, change(readFileSync(file)), compressible)
          : encode(file, readFileSync(file), compressible)),
        type: TYPES[extension] ?? "application/octet-stream",
        cacheControl: urlPath.startsWith("/assets/")
          ? "public, max-age=31536000, immutable"
          : "public, max-age=3600",
        compressible,
        document: DOCUMENT_TYPES.has(extension),
      });
    }
  }

  return {
    get size() {
      return files.size;
    },
    middleware(req: Request, res: Response, next: NextFunction) {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      const file = files.get(req.path);
      if (!file) return next();
      res.setHeader("Content-Type", file.type);
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
      if (file.document) {
        res.setHeader("Content-Security-Policy", DOCUMENT_POLICY);
        res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
      }
      res.setHeader("Cache-Control", file.cacheControl);
      res.setHeader("ETag", file.etag);
      if (file.compressible) res.setHeader("Vary", "Accept-Encoding");
      if (notModified(req, file.etag)) {
        res.status(304).end();
        return;
      }
      const { encoding, body } = negotiate(req, file);
      if (encoding) res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", body.length);
      res.status(200).end(req.method === "HEAD" ? undefined : body);
    },
  };
}
