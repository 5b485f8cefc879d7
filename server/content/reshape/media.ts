import { createHash } from "node:crypto";
import type { GalleryPhoto, ImageRef } from "@shared/content/types.ts";
import { z } from "zod";
import { plainText } from "../sanitize.ts";
import { isRecord, numberOf, WEB_URL } from "./fields.ts";
import { rendered, type WpPost } from "./post.ts";

/** Pictures: a record's featured image from `_embed`, an ACF image field, their versions and alt text. */

const wpImageSize = z.looseObject({ source_url: z.string(), width: z.number(), height: z.number() });
const wpMediaSchema = z.looseObject({
  source_url: z.string().optional(),
  date: z.string().nullish(),
  date_gmt: z.string().nullish(),
  alt_text: z.string().optional(),
  title: rendered.optional(),
  media_details: z
    .looseObject({
      width: z.number().optional(),
      height: z.number().optional(),
      filesize: z.number().optional(),
      sizes: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
});

/**
 * A media file's version, for the image service's addresses (docs/decisions/019): a new file under
 * the same address (a media replacement) has another size or date, so it gets new addresses and no
 * browser or CDN keeps showing the old one. WordPress embeds no `modified` in `_embed`; its upload
 * date, file size and dimensions stand in.
 */
export function mediaVersion(...parts: unknown[]): string {
  const digest = createHash("sha256").update(JSON.stringify(parts)).digest();
  return digest.readUIntBE(0, 6).toString(36).slice(0, 10);
}

/** What phones, cameras and apps name a picture, before its number or date ("IMG_4031", "PXL_2024…"). */
const CAMERA_NAME =
  /^(img|dsc[nf]?|dcim|dji|gopr|gh\d|pxl|mvimg|vid|pano|photo|image|pic|scan|screenshot|screen shot|whatsapp image|signal)[\s_-]*\d/i;
const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|avif|heic|heif|tiff?|bmp|svg)$/i;

/**
 * Whether a picture's text is its file's name rather than a description: WordPress titles an upload
 * after its file ("IMG_4031", "patio-final-2"), and a name with an extension or one joined word of
 * digits, dashes or underscores describes nothing to someone who cannot see the picture.
 */
export function looksLikeFileName(text: string): boolean {
  const trimmed = text.trim();
  if (IMAGE_EXTENSION.test(trimmed) || CAMERA_NAME.test(trimmed)) return true;
  return !/\s/.test(trimmed) && /[\d_.-]/.test(trimmed);
}

/**
 * A picture's description for screen readers: the first of `texts` that is not empty and not a file's
 * name (the editor's Alternative Text, then a title someone wrote), else `fallback`, which the caller
 * words from the record ("Stamped Concrete", a project's caption). Never a file's name.
 */
export function altText(texts: unknown[], fallback: string): string {
  for (const value of texts) {
    const candidate = typeof value === "string" ? plainText(value) : "";
    if (candidate && !looksLikeFileName(candidate)) return candidate;
  }
  return fallback;
}

/**
 * The featured image from `_embed`: its original (the file WordPress keeps as the full size), which
 * the image service makes every width of, or its largest size when the original's size is not given.
 * Null when there is none, it is private (WordPress embeds an error object), or it lacks a web
 * address or dimensions.
 */
export function featuredImage(post: WpPost, fallbackAlt: string): ImageRef | null {
  const media = wpMediaSchema.safeParse(post._embedded?.["wp:featuredmedia"]?.[0]);
  if (!media.success) return null;
  const { source_url, media_details, alt_text, title, date, date_gmt } = media.data;
  const candidates = Object.values(media_details?.sizes ?? {}).flatMap((size) => {
    const parsed = wpImageSize.safeParse(size);
    return parsed.success ? [parsed.data] : [];
  });
  if (source_url && media_details?.width && media_details.height) {
    candidates.push({ source_url, width: media_details.width, height: media_details.height });
  }
  const usable = candidates.filter((c) => WEB_URL.test(c.source_url) && c.width > 0 && c.height > 0);
  if (usable.length === 0) return null;
  const chosen = usable.sort((a, b) => b.width - a.width)[0];
  return {
    src: chosen.source_url,
    width: Math.round(chosen.width),
    height: Math.round(chosen.height),
    alt: altText([alt_text, title?.rendered], fallbackAlt),
    version: mediaVersion(
      date_gmt ?? date,
      media_details?.filesize,
      chosen.source_url,
      chosen.width,
      chosen.height,
    ),
  };
}

/**
 * An ACF image field (image array): its original, which the image service makes every width of, with
 * its version; its largest size when the original's size is not given.
 */
export function acfPhoto(value: unknown, fallbackAlt: string): GalleryPhoto | null {
  if (!isRecord(value)) return null;
  const sizes = isRecord(value.sizes) ? value.sizes : {};
  const candidates = [
    { src: value.url, width: value.width, height: value.height },
    ...Object.keys(sizes)
      .filter((key) => typeof sizes[key] === "string")
      .map((key) => ({ src: sizes[key], width: sizes[`${key}-width`], height: sizes[`${key}-height`] })),
  ].flatMap(({ src, width, height }) =>
    typeof src === "string" && WEB_URL.test(src) && numberOf(width) && numberOf(height)
      ? [{ src, width: Math.round(Number(width)), height: Math.round(Number(height)) }]
      : [],
  );
  const original = candidates.filter((c) => c.width > 0 && c.height > 0).sort((a, b) => b.width - a.width)[0];
  if (!original) return null;
  return {
    sources: [original],
    alt: altText([value.alt, value.title], fallbackAlt),
    version: mediaVersion(
      value.modified ?? value.date,
      value.filesize,
      original.src,
      original.width,
      original.height,
    ),
  };
}

/**
 * The Caption an editor gave the picture in the Media Library (an ACF image array's `caption`), as plain
 * text; "" when none.
 */
export function acfCaption(value: unknown): string {
  return isRecord(value) && typeof value.caption === "string" ? plainText(value.caption) : "";
}

/** An ACF image field as a picture: its original, which the image service makes every width of. */
export function acfImage(value: unknown, fallbackAlt: string): ImageRef | undefined {
  const photo = acfPhoto(value, fallbackAlt);
  const original = photo?.sources[0];
  if (!photo || !original) return undefined;
  return { ...original, alt: photo.alt, ...(photo.version ? { version: photo.version } : {}) };
}
