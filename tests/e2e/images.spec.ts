import { expect, test } from "@playwright/test";
import { images } from "@shared/content/images";
import type { ImageRef } from "@shared/content/types";

const allImages: ImageRef[] = Object.values(images).flatMap((entry) =>
  "src" in entry ? [entry as ImageRef] : Object.values(entry as Record<string, ImageRef>),
);

const contentTypes: Record<string, string> = { webp: "image/webp", png: "image/png" };

/** Pixel size from the file header, so a declared width/height can never drift from the real file. */
function pixelSize(file: Buffer): { width: number; height: number } {
  if (file.subarray(1, 4).toString("ascii") === "PNG") {
    return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
  }
  if (file.subarray(0, 4).toString("ascii") !== "RIFF" || file.subarray(8, 12).toString("ascii") !== "WEBP") {
    throw new Error("neither PNG nor WebP");
  }
  const chunk = file.subarray(12, 16).toString("ascii");
  if (chunk === "VP8 ") {
    return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === "VP8L") {
    const bits = file.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 };
  }
  throw new Error(`unknown WebP chunk ${chunk}`);
}

test("every built-in image is served at the size the pages declare, all under 2 MB together", async ({
  request,
}) => {
  expect(allImages.length).toBeGreaterThanOrEqual(22);
  let totalBytes = 0;
  for (const image of allImages) {
    const response = await request.get(image.src);
    expect(response.status(), image.src).toBe(200);
    const extension = image.src.split(".").pop() ?? "";
    expect(response.headers()["content-type"], image.src).toBe(contentTypes[extension]);
    const body = await response.body();
    expect(pixelSize(body), image.src).toEqual({ width: image.width, height: image.height });
    expect(image.alt.length, `${image.src} needs alt text`).toBeGreaterThan(0);
    totalBytes += body.length;
  }
  expect(totalBytes).toBeLessThan(2 * 1024 * 1024);
});

test("each large picture has a narrower copy of the declared width, a fraction of its bytes", async ({
  request,
}) => {
  const withCopies = allImages.filter((image) => image.srcSet);
  expect(withCopies.length).toBeGreaterThanOrEqual(20);
  for (const image of withCopies) {
    const candidates = (image.srcSet ?? "").split(",").map((c) => c.trim().split(/\s+/));
    expect(candidates.at(-1), image.src).toEqual([image.src, `${image.width}w`]);
    const [src, descriptor] = candidates[0];
    const width = Number.parseInt(descriptor, 10);
    const copy = await request.get(src);
    expect(copy.status(), src).toBe(200);
    const body = await copy.body();
    expect(pixelSize(body), src).toEqual({ width, height: Math.round((image.height * width) / image.width) });
    const full = await (await request.get(image.src)).body();
    expect(body.length, src).toBeLessThan(full.length * 0.75);
  }
});

test("a phone the size of Lighthouse's loads the hero's narrower copy, a desktop the full one", async ({
  browser,
}) => {
  for (const [viewport, deviceScaleFactor, expected] of [
    [{ width: 412, height: 823 }, 1.75, "/images/hero-home-800.webp"],
    [{ width: 1280, height: 800 }, 1, "/images/hero-home.webp"],
  ] as const) {
    const context = await browser.newContext({ viewport, deviceScaleFactor });
    const page = await context.newPage();
    await page.goto("/");
    const hero = page.locator("main img[fetchpriority=high]").first();
    await expect(hero).toHaveJSProperty("complete", true);
    expect(new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe(expected);
    await context.close();
  }
});

test("the favicon, touch icon and web manifest icons are served at their declared sizes", async ({
  request,
}) => {
  const favicon = await request.get("/favicon.svg");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toContain("image/svg+xml");

  const touchIcon = await request.get("/apple-touch-icon.png");
  expect(touchIcon.status()).toBe(200);
  expect(pixelSize(await touchIcon.body())).toEqual({ width: 180, height: 180 });

  const manifestResponse = await request.get("/site.webmanifest");
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await manifestResponse.json();
  expect(manifest).toMatchObject({
    name: "Greater Des Moines Concrete",
    short_name: "GDM Concrete",
    theme_color: "#143354",
    background_color: "#ffffff",
  });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"], icon.src).toBe(icon.type);
    const [width, height] = icon.sizes.split("x").map(Number);
    expect(pixelSize(await response.body()), icon.src).toEqual({ width, height });
  }
});
