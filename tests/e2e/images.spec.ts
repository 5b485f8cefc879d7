import { expect, test } from "@playwright/test";
import { images } from "@shared/content/images.ts";
import type { ImageRef } from "@shared/content/types.ts";

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

test("every built-in original is there at the size content declares, wide enough for the largest width", async ({
  request,
}) => {
  expect(allImages.length).toBeGreaterThanOrEqual(21);
  for (const image of allImages) {
    const response = await request.get(image.src);
    expect(response.status(), image.src).toBe(200);
    const extension = image.src.split(".").pop() ?? "";
    expect(response.headers()["content-type"], image.src).toBe(contentTypes[extension]);
    const body = await response.body();
    expect(pixelSize(body), image.src).toEqual({ width: image.width, height: image.height });
    expect(image.alt.length, `${image.src} needs alt text`).toBeGreaterThan(0);
    // Every original is the source of the widths' ladder (the share picture is drawn, not an original).
    expect(image.width, image.src).toBeGreaterThanOrEqual(2048);
  }
});

/** The width in an image service address (`/_img/{width}/…`). */
const widthOf = (address: string) => Number(new URL(address).pathname.split("/")[2]);

test("each phone and a desktop load the hero at the ladder's width for their screen, in AVIF, as preloaded", async ({
  browser,
}) => {
  for (const [viewport, deviceScaleFactor, expected] of [
    [{ width: 412, height: 823 }, 1.75, 828],
    [{ width: 412, height: 823 }, 2.6, 1080],
    [{ width: 1280, height: 800 }, 1, 1280],
  ] as const) {
    const context = await browser.newContext({ viewport, deviceScaleFactor });
    const page = await context.newPage();
    const pictures: { url: string; type: string }[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/_img/"))
        pictures.push({ url: response.url(), type: response.headers()["content-type"] ?? "" });
    });
    await page.goto("/");
    const hero = page.locator("main img[fetchpriority=high]");
    await expect(hero).toHaveCount(1);
    await expect(hero).toHaveJSProperty("complete", true);
    const shown = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(widthOf(shown), `${viewport.width} px at ${deviceScaleFactor}×`).toBe(expected);
    // The preload and the <img> asked for the same file: the hero was fetched once.
    const heroFetches = pictures.filter((p) => p.url.includes("/hero-home.webp"));
    expect(heroFetches.map((p) => p.url)).toEqual([shown]);
    expect(heroFetches[0].type).toBe("image/avif");
    await context.close();
  }
});

test("a picture's box shows its placeholder while the file is on its way, then the picture", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) refused.push(message.text());
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_img\/.*\/hero-home\.webp$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const hero = page.locator("main img[fetchpriority=high]");
  const box = await hero.boundingBox();
  expect(box?.height).toBeGreaterThan(200);
  const waiting = await hero.evaluate((img: HTMLImageElement) => ({
    complete: img.complete,
    color: getComputedStyle(img).backgroundColor,
    preview: getComputedStyle(img).backgroundImage,
  }));
  expect(waiting.complete).toBe(false);
  expect(waiting.color).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  expect(waiting.preview).toMatch(/^url\("data:image\/webp;base64,[A-Za-z0-9+/=]+"\)$/);
  release();
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The page's own Content-Security-Policy lets the placeholder and the picture show.
  expect(refused).toEqual([]);
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
