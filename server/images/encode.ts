import sharp, { type Metadata } from "sharp";

/**
 * One picture, made for one width and one format from its original (docs/decisions/019): turned
 * upright by its EXIF orientation, converted to sRGB, resized down (never up), and written without
 * any of the camera's metadata (EXIF, GPS, XMP, IPTC, comments). Input is bounded before a pixel is
 * decoded: a header that claims more than MAX_INPUT_PIXELS, a file that is not a picture libvips
 * reads (HTML, SVG, anything with a script), or a truncated one is refused with an ImageInputError.
 */

// libvips keeps recent operations' pixels to reuse them; each variant here is made once and kept on
// disk, so that memory would only grow the server's footprint.
sharp.cache(false);

/** The widths a picture is ever made at: a URL with any other width is not one the site made. */
export const IMAGE_WIDTHS = [320, 480, 640, 828, 1080, 1280, 1600, 2048] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/** The ladder's widths for a picture `intrinsic` pixels wide: up to the first at or past it. */
export function widthsFor(intrinsic: number): ImageWidth[] {
  const widths: ImageWidth[] = [];
  for (const width of IMAGE_WIDTHS) {
    widths.push(width);
    if (width >= intrinsic) break;
  }
  return widths;
}

export type ImageFormat = "avif" | "webp" | "jpeg";

/** What each format is sent as. */
export const IMAGE_TYPES: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/**
 * The best format the browser says it takes (`Accept`), AVIF first, then WebP, else JPEG, which
 * every browser shows. An explicit `;q=0` turns a format off.
 */
export function formatFor(accept: string | undefined): ImageFormat {
  const taken = new Set<string>();
  for (const part of (accept ?? "").toLowerCase().split(",")) {
    const [type, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    taken.add(type.trim());
  }
  if (taken.has("image/avif")) return "avif";
  if (taken.has("image/webp")) return "webp";
  return "jpeg";
}

/**
 * Quality and effort per format, chosen by measurement on real photographs
 * (docs/decisions/019, `npm run bench:images`): the smallest file with no artefact visible on a
 * phone, at an encode time a first visitor can wait for.
 */
export const ENCODE_OPTIONS = {
  avif: { quality: 50, effort: 3, chromaSubsampling: "4:2:0" },
  webp: { quality: 65, effort: 4, smartSubsample: true },
  jpeg: { quality: 74, mozjpeg: true, progressive: true },
} as const;

/** More than any camera a customer carries (a 48 MP phone), far less than a decompression bomb. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** How long one encode may run before it is given up. */
export const ENCODE_TIMEOUT_SECONDS = 30;

export class ImageInputError extends Error {}

export interface SourceInfo {
  width: number;
  height: number;
  /** The width the picture shows at once turned upright. */
  uprightWidth: number;
  uprightHeight: number;
}

function pipeline(input: Buffer) {
  // failOn "truncated": a cut-short file is refused, not shown half grey. The pixel limit is checked
  // from the header, before decoding.
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "truncated", sequentialRead: true });
}

/** The original's size, read from its header only; refuses what is not a picture the site shows. */
export async function readSource(input: Buffer): Promise<SourceInfo> {
  let meta: Metadata;
  try {
    meta = await pipeline(input).metadata();
  } catch (error) {
    throw new ImageInputError(`not a picture the site can read: ${(error as Error).message}`);
  }
  if (!meta.format || !["jpeg", "png", "webp", "avif", "heif", "gif", "tiff"].includes(meta.format))
    throw new ImageInputError(`not a photograph's format: ${meta.format ?? "unknown"}`);
  const { width = 0, height = 0 } = meta;
  if (width <= 0 || height <= 0) throw new ImageInputError("a picture without a size");
  if (width * height > MAX_INPUT_PIXELS)
    throw new ImageInputError(`${width} × ${height} is more than ${MAX_INPUT_PIXELS / 1e6} megapixels`);
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    width,
    height,
    uprightWidth: turned ? height : width,
    uprightHeight: turned ? width : height,
  };
}

export interface EncodedImage {
  body: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
}

export async function encodeImage(input: Buffer, width: number, format: ImageFormat): Promise<EncodedImage> {
  await readSource(input);
  try {
    const image = pipeline(input)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .toColourspace("srgb")
      .timeout({ seconds: ENCODE_TIMEOUT_SECONDS });
    const encoded =
      format === "avif"
        ? image.avif(ENCODE_OPTIONS.avif)
        : format === "webp"
          ? image.webp(ENCODE_OPTIONS.webp)
          : image.flatten({ background: "#ffffff" }).jpeg(ENCODE_OPTIONS.jpeg);
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { body: data, format, width: info.width, height: info.height };
  } catch (error) {
    throw new ImageInputError(`the picture could not be made: ${(error as Error).message}`);
  }
}
