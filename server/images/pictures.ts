import type { GalleryPhoto, ImageRef, Placeholder } from "../../shared/content/types.ts";
import { type Pictures, placeholderCss } from "../../shared/pictures.ts";
import { type ImageWidth, widthsFor } from "./encode.ts";
import { IMAGE_PATH_PREFIX, type ImageSource, type ImageUrls } from "./image-urls.ts";

/**
 * The width a picture's `src` names, for a browser that reads no `srcset`: a phone's full width at 2×,
 * never past the picture's own.
 */
export const DEFAULT_SRC_WIDTH = 1080;

export interface PicturesOptions {
  urls: ImageUrls;
  /** A source's placeholder: undefined while it is not known yet, null for a picture without one. */
  placeholder(source: ImageSource): Placeholder | null | undefined;
  /** A source whose placeholder is not known yet was named by a page: make it, and its likely widths. */
  warm(source: ImageSource, intrinsicWidth: number): void;
  /** Shown instead of a picture the service cannot make (a media host IMAGE_MEDIA_HOSTS does not name). */
  fallback: ImageRef;
  /** Told the address of each picture replaced by the fallback. */
  unresolved(src: string): void;
}

interface Made {
  source: ImageSource;
  /** Each width of the ladder with its address and the size the file has (never wider than the original). */
  widths: { url: string; width: number; height: number }[];
  placeholder: Placeholder | undefined;
}

const isMade = (src: string) => src.startsWith(IMAGE_PATH_PREFIX);

/**
 * How wide a picture in rich text is shown: the text column (max-w-3xl, 768 px) on a large screen,
 * the screen less the page's margins on a phone.
 */
export const CONTENT_PICTURE_SIZES = "(min-width: 800px) 768px, calc(100vw - 2rem)";
/** An <img> as the sanitiser writes it (server/content/sanitize.ts): double-quoted attributes. */
const IMG_TAG = /<img\b([^>]*?)\s*\/?>/g;
/** WordPress's name for one of its sizes: `photo-1024x768.jpg`. */
const SIZED_NAME = /-(\d{2,5})x(\d{2,5})\.[a-z]+$/i;

function attributeOf(attributes: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
}

const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The pictures of a request (shared/pictures.ts), from the image service's addresses. */
export function createPictures(options: PicturesOptions): Pictures {
  const { urls } = options;

  function make(src: string, version: string | undefined, width: number, height: number): Made | null {
    const source = urls.source(src, version);
    if (!source || !(width > 0) || !(height > 0)) return null;
    const widths = widthsFor(width).map((step: ImageWidth) => {
      const shown = Math.min(step, width);
      return {
        url: urls.url(src, step, version) as string,
        width: shown,
        height: Math.max(1, Math.round((height * shown) / width)),
      };
    });
    const placeholder = options.placeholder(source);
    if (placeholder === undefined) options.warm(source, width);
    return { source, widths, placeholder: placeholder ?? undefined };
  }

  const srcOf = (made: Made) =>
    (made.widths.findLast((w) => w.width <= DEFAULT_SRC_WIDTH) ?? made.widths[0]).url;

  function image(ref: ImageRef): ImageRef {
    if (isMade(ref.src)) return ref;
    const made = make(ref.src, ref.version, ref.width, ref.height);
    if (!made) {
      options.unresolved(ref.src);
      return ref.src === options.fallback.src ? ref : image(options.fallback);
    }
    const { version: _version, ...rest } = ref;
    return {
      ...rest,
      src: srcOf(made),
      srcSet: made.widths.map((w) => `${w.url} ${w.width}w`).join(", "),
      ...(made.placeholder ? { placeholder: made.placeholder } : {}),
    };
  }

  function photo(given: GalleryPhoto): GalleryPhoto {
    const original = given.sources.at(-1);
    if (!original || isMade(original.src)) return given;
    const made = make(original.src, given.version, original.width, original.height);
    if (!made) {
      options.unresolved(original.src);
      const fallback = image(options.fallback);
      return {
        alt: given.alt,
        sources: [{ src: fallback.src, width: fallback.width, height: fallback.height }],
        ...(fallback.placeholder ? { placeholder: fallback.placeholder } : {}),
      };
    }
    return {
      alt: given.alt,
      sources: made.widths.map((w) => ({ src: w.url, width: w.width, height: w.height })),
      ...(made.placeholder ? { placeholder: made.placeholder } : {}),
    };
  }

  /** A picture of rich text, as its <img>: the service's, or the fallback picture. */
  function contentPicture(tag: string, attributes: string): string {
    const src = unescapeAttribute(attributeOf(attributes, "src") ?? "");
    if (!src || isMade(src)) return tag;
    const alt = attributeOf(attributes, "alt") ?? "";
    const named = SIZED_NAME.exec(src);
    const width = Number(attributeOf(attributes, "width") ?? named?.[1] ?? 0);
    const height = Number(attributeOf(attributes, "height") ?? named?.[2] ?? 0);
    const known = width > 0 && height > 0;
    // Without its size the box cannot be reserved, but the ladder still serves it (never past its own width).
    const made = make(src, undefined, known ? width : 2048, known ? height : 1536);
    const shown = made ? null : image(options.fallback);
    const address = made ? srcOf(made) : (shown?.src ?? "");
    const srcSet = made ? made.widths.map((w) => `${w.url} ${w.width}w`).join(", ") : (shown?.srcSet ?? "");
    const size = made ? (known ? { width, height } : null) : { width: shown?.width, height: shown?.height };
    if (!made) options.unresolved(src);
    const style = placeholderCss(made ? made.placeholder : shown?.placeholder);
    return [
      `<img src="${address}"`,
      srcSet ? ` srcset="${srcSet}" sizes="${CONTENT_PICTURE_SIZES}"` : "",
      size ? ` width="${size.width}" height="${size.height}"` : "",
      ` alt="${made ? alt : (shown?.alt ?? "")}" loading="lazy" decoding="async"`,
      style ? ` style="${style}"` : "",
      "/>",
    ].join("");
  }

  return {
    image,
    photo,
    html: (html) => html.replace(IMG_TAG, contentPicture),
  };
}
