import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { IMAGE_WIDTHS, type ImageFormat, type ImageWidth, isImageWidth, widthsFor } from "./encode.ts";

/**
 * The addresses of the site's pictures (docs/decisions/019). Each names its source, a width of the
 * ladder and a version, and only the site can make one:
 *
 * - `/_img/{width}/{version}/s/{file}`: a file of the site's own originals (public/images), its
 *   version the first 12 hex characters of its content's SHA-256. Another version, or a file that is
 *   not there, is not a picture of this build.
 * - `/_img/{width}/{version}.{signature}/m/{host}/{path}`: a picture on WordPress's media host (or
 *   a separate host IMAGE_MEDIA_HOSTS names), signed with a key of the store's (HMAC-SHA256, 16
 *   base64url characters) over the host, the path and the media's version (its last change, in
 *   base 36), so nobody can make the site fetch and encode a picture its content does not name, and
 *   a picture replaced under the same file name gets a new address.
 */

export const IMAGE_PATH_PREFIX = "/_img/";

/** A picture the service can make variants of, at one version. */
export type ImageSource =
  | { kind: "static"; file: string; version: string; key: string }
  | { kind: "media"; host: string; path: string; version: string; key: string };

export interface ParsedImageUrl {
  width: ImageWidth;
  source: ImageSource;
}

/** A source's name in the variant cache: where it is and its version. */
function sourceKey(
  source:
    | { kind: "static"; file: string; version: string }
    | { kind: "media"; host: string; path: string; version: string },
): string {
  return source.kind === "static"
    ? `s/${source.file}@${source.version}`
    : `m/${source.host}/${source.path}@${source.version}`;
}

/** The cache's name for one variant: every address and every warm-up of it names the same file. */
export function variantKey(source: ImageSource, width: ImageWidth, format: ImageFormat): string {
  return `${source.key}/${width}.${format}`;
}

/** The cache's name for a source's placeholder (docs/decisions/019). */
export function placeholderKey(source: ImageSource): string {
  return `${source.key}/placeholder`;
}

/** A file name as it may stand in an address: no "..", no hidden file, plain characters. */
const SAFE_FILE = /^(?:[A-Za-z0-9][A-Za-z0-9._-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*\.(?:jpe?g|png|webp|avif)$/;
const SAFE_MEDIA_PATH =
  /^(?:[A-Za-z0-9_~-][A-Za-z0-9._~%-]*\/)*[A-Za-z0-9_~-][A-Za-z0-9._~%-]*\.(?:jpe?g|png|webp|avif|gif)$/i;
const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/;
/** A media version: its last change in base 36 (or nothing, for a source without one). */
const MEDIA_VERSION = /^[a-z0-9]{0,12}$/;

export interface StaticOriginal {
  file: string;
  path: string;
  version: string;
}

/** The originals under `dir`, by their path relative to it, each with its content's version. */
export function indexOriginals(dir: string): Map<string, StaticOriginal> {
  const index = new Map<string, StaticOriginal>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const file = relative(dir, full).split(sep).join("/");
        if (!SAFE_FILE.test(file)) continue;
        const version = createHash("sha256").update(readFileSync(full)).digest("hex").slice(0, 12);
        index.set(file, { file, path: full, version });
      }
    }
  };
  try {
    walk(dir);
  } catch {
    // No originals folder: no static pictures.
  }
  return index;
}

export interface ImageUrlsOptions {
  /** The site's own originals (indexOriginals). */
  originals: Map<string, StaticOriginal>;
  /** Hosts (with port, if any) whose pictures may be fetched: WordPress's, IMAGE_MEDIA_HOSTS. */
  mediaHosts: readonly string[];
  /** Signs media addresses: the store's `image-url` key, the same on every instance. */
  key: string;
}

export interface ImageUrls {
  /** The source `src` (at `version`, for media) names, or null when it is no picture the service can make. */
  source(src: string, version?: string): ImageSource | null;
  /** The address of `src` at `width`, or null when it is no picture the service can make. */
  url(src: string, width: ImageWidth, version?: string): string | null;
  /** `srcset` over the ladder for a picture `intrinsic` pixels wide, or null as for url(). */
  srcSet(src: string, intrinsic: number, version?: string): string | null;
  parse(pathname: string): ParsedImageUrl | null;
}

function signature(key: string, host: string, path: string, version: string): string {
  return createHmac("sha256", key)
    .update(`gdm-image.v1.${host}/${path}#${version}`)
    .digest("base64url")
    .slice(0, 16);
}

export function createImageUrls({ originals, mediaHosts, key }: ImageUrlsOptions): ImageUrls {
  const hosts = new Set(mediaHosts.map((host) => host.toLowerCase()));

  /** The source `src` names: a path of the site's (`/images/…`) or an address on a media host. */
  function sourceOf(src: string): { host: string; path: string } | { file: string } | null {
    if (src.startsWith("/images/")) return { file: src.slice("/images/".length) };
    let url: URL;
    try {
      url = new URL(src);
    } catch {
      return null;
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (!hosts.has(url.host.toLowerCase()) || url.search || url.username || url.password) return null;
    const path = url.pathname.slice(1);
    return SAFE_MEDIA_PATH.test(path) ? { host: url.host.toLowerCase(), path } : null;
  }

  function source(src: string, version = ""): ImageSource | null {
    const named = sourceOf(src);
    if (!named) return null;
    if ("file" in named) {
      const original = originals.get(named.file);
      if (!original) return null;
      const found = { kind: "static", file: original.file, version: original.version } as const;
      return { ...found, key: sourceKey(found) };
    }
    if (!MEDIA_VERSION.test(version)) return null;
    const found = { kind: "media", host: named.host, path: named.path, version } as const;
    return { ...found, key: sourceKey(found) };
  }

  function url(src: string, width: ImageWidth, version = ""): string | null {
    const found = source(src, version);
    if (!found) return null;
    if (found.kind === "static") return `${IMAGE_PATH_PREFIX}${width}/${found.version}/s/${found.file}`;
    const stamp = `${found.version}.${signature(key, found.host, found.path, found.version)}`;
    return `${IMAGE_PATH_PREFIX}${width}/${stamp}/m/${found.host}/${found.path}`;
  }

  return {
    source,
    url,
    srcSet(src, intrinsic, version) {
      const entries = widthsFor(intrinsic).map((width) => {
        const address = url(src, width, version);
        return address ? `${address} ${width}w` : null;
      });
      return entries.every((entry) => entry !== null) ? entries.join(", ") : null;
    },
    parse(pathname) {
      if (!pathname.startsWith(IMAGE_PATH_PREFIX)) return null;
      const [widthText, stamp, kind, ...rest] = pathname.slice(IMAGE_PATH_PREFIX.length).split("/");
      const width = Number(widthText);
      if (!/^\d{3,4}$/.test(widthText ?? "") || !isImageWidth(width) || !stamp || rest.length === 0)
        return null;
      if (kind === "s") {
        const file = rest.join("/");
        const original = originals.get(file);
        if (!original || original.version !== stamp) return null;
        const found = { kind: "static", file, version: stamp } as const;
        return { width, source: { ...found, key: sourceKey(found) } };
      }
      if (kind === "m") {
        const [host, ...segments] = rest;
        const path = segments.join("/");
        if (!HOST.test(host ?? "") || !hosts.has(host) || !SAFE_MEDIA_PATH.test(path)) return null;
        const [version, signed, ...more] = stamp.split(".");
        if (more.length > 0 || !MEDIA_VERSION.test(version) || !/^[A-Za-z0-9_-]{16}$/.test(signed ?? ""))
          return null;
        const expected = Buffer.from(signature(key, host, path, version));
        if (!timingSafeEqual(expected, Buffer.from(signed))) return null;
        const found = { kind: "media", host, path, version } as const;
        return { width, source: { ...found, key: sourceKey(found) } };
      }
      return null;
    },
  };
}

export { IMAGE_WIDTHS };
