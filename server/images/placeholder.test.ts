import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { placeholderStyle } from "~/lib/pictures.tsx";
import { ImageInputError } from "./encode.ts";
import { MAX_PLACEHOLDER_BYTES, makePlaceholder, placeholderBytes, placeholderFrom } from "./placeholder.ts";

/** The inline style a page gets for a placeholder, as React writes it. */
const styleOf = (placeholder: Parameters<typeof placeholderStyle>[0]) =>
  Object.entries(placeholderStyle(placeholder) ?? {})
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(";");

describe("a picture's placeholder", () => {
  it("stays under 400 bytes of page even for a camera-size picture of pure noise", async () => {
    const width = 4032;
    const height = 3024;
    const noise = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const placeholder = await makePlaceholder(noise);
    expect(placeholder?.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(Buffer.byteLength(styleOf(placeholder ?? undefined))).toBeLessThanOrEqual(MAX_PLACEHOLDER_BYTES);
    // Kept in the cache and read back as it was.
    expect(placeholderFrom(placeholderBytes(placeholder))).toEqual(placeholder);
  });

  it("takes the picture's colour, turned upright first", async () => {
    const red = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#c02020" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const placeholder = await makePlaceholder(red);
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(placeholder?.color.slice(i, i + 2) ?? "", 16));
    expect(r).toBeGreaterThan(150);
    expect(g + b).toBeLessThan(120);
    const preview = await sharp(Buffer.from((placeholder?.preview ?? "").split(",")[1], "base64")).metadata();
    // 300 × 200 turned a quarter: taller than wide.
    expect(preview.height).toBeGreaterThan(preview.width ?? 0);
  });

  it("is none for a picture with transparent parts, and refused for what is no picture", async () => {
    const clear = await sharp({
      create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    expect(await makePlaceholder(clear)).toBeNull();
    await expect(makePlaceholder(Buffer.from("<html><script>alert(1)</script></html>"))).rejects.toThrow(
      ImageInputError,
    );
    // Whatever the cache file holds, only a colour and a small WebP preview come back.
    expect(placeholderFrom(Buffer.from('{"color":"red;background:url(//x)"}'))).toBeNull();
    expect(placeholderFrom(Buffer.from('{"color":"#112233","preview":"javascript:x"}'))).toEqual({
      color: "#112233",
    });
  });
});
