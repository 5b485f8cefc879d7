import sharp from "sharp";
import type { Placeholder } from "../../shared/content/types.ts";
import { ImageInputError, MAX_INPUT_PIXELS, readSource } from "./encode.ts";

/**
 * What a picture's box shows while the picture loads (docs/decisions/019): its dominant colour, and a
 * preview a dozen pixels wide, which the browser stretches into a blur. Made once per version of a
 * picture and kept in the variant cache beside its widths.
 */

/** The longest side of the preview, in pixels. */
export const PREVIEW_SIZE = 12;
/** The most a placeholder may add to a page per picture (its colour and preview in the style attribute). */
export const MAX_PLACEHOLDER_BYTES = 400;

/** The room the preview leaves for the colour and the CSS around it (`placeholderStyle`). */
const PREVIEW_MAX_CHARS = MAX_PLACEHOLDER_BYTES - 120;

/**
 * The placeholder of `input`, or null for a picture with transparent parts (its placeholder would
 * show through). Bounded like every encode: the header is read first and a picture larger than
 * MAX_INPUT_PIXELS is refused before any pixel is decoded.
 */
export async function makePlaceholder(input: Buffer): Promise<Placeholder | null> {
  await readSource(input);
  try {
    // One decode of the original, shrunk on load; the colour and the preview come from that.
    const thumbnail = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "truncated" })
      .rotate()
      .resize(64, 64, { fit: "inside" })
      .toColourspace("srgb")
      .png()
      .toBuffer();
    const stats = await sharp(thumbnail).stats();
    if (!stats.isOpaque) return null;
    const { r, g, b } = stats.dominant;
    const color = `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
    const preview = await sharp(thumbnail)
      .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: "inside" })
      .removeAlpha()
      .webp({ quality: 40, effort: 6 })
      .toBuffer();
    const uri = `data:image/webp;base64,${preview.toString("base64")}`;
    return uri.length <= PREVIEW_MAX_CHARS ? { color, preview: uri } : { color };
  } catch (error) {
    throw new ImageInputError(`no placeholder could be made: ${(error as Error).message}`);
  }
}

/** A placeholder as the cache keeps it, and back; anything else read back is no placeholder. */
export function placeholderBytes(placeholder: Placeholder | null): Buffer {
  return Buffer.from(JSON.stringify(placeholder ?? {}));
}

export function placeholderFrom(bytes: Buffer): Placeholder | null {
  try {
    const value = JSON.parse(bytes.toString("utf8")) as Partial<Placeholder>;
    if (typeof value.color !== "string" || !/^#[0-9a-f]{6}$/.test(value.color)) return null;
    const preview =
      typeof value.preview === "string" &&
      value.preview.length <= PREVIEW_MAX_CHARS &&
      /^data:image\/webp;base64,[A-Za-z0-9+/=]+$/.test(value.preview)
        ? value.preview
        : undefined;
    return preview ? { color: value.color, preview } : { color: value.color };
  } catch {
    return null;
  }
}
