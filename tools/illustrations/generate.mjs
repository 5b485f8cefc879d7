// npm run images: draws the site's illustrations, icons and web manifest into public/.
// The business has no photos yet, so every picture is an SVG scene (tools/illustrations/) rendered by sharp.
// Each picture is drawn once, as a high-resolution original (WebP quality 85, wider than the image
// service's largest width, 2048): the image service (server/images, docs/decisions/019) makes every
// width and format visitors receive from it. The outputs are committed; installs and builds never run this. `npm run images -- patio` redraws
// only the pictures whose path contains "patio".
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { favicon, iconSvg, manifest } from "./brand.mjs";
import { decorativeScene, patioScene } from "./scenes/backyard.mjs";
import { commercialScene } from "./scenes/commercial.mjs";
import { drivewayScene, heroScene, sidewalkScene, stepsScene } from "./scenes/front-yard.mjs";
import { GALLERY_PICTURES } from "./scenes/gallery-projects.mjs";
import { LOCATIONS } from "./scenes/locations.mjs";
import { ctaBackgroundScene, fallbackScene, repairScene, stampedScene } from "./scenes/surfaces.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const publicDir = path.join(root, "public");

/**
 * Every picture the site uses, at its original's size: 2048 × 1152 for the 16:9 hero, 2160 × 1440 for
 * the 3:2 pictures, 2160 × 900 for the banner. Names and sizes must match shared/content/images.ts
 * and shared/content/gallery/albums.ts (app/lib/built-in-pictures.test.ts checks them).
 */
const pictures = [
  { file: "images/hero-home.webp", width: 2048, height: 1152, draw: heroScene },
  { file: "images/driveway.webp", width: 2160, height: 1440, draw: drivewayScene },
  { file: "images/patio.webp", width: 2160, height: 1440, draw: patioScene },
  { file: "images/sidewalk.webp", width: 2160, height: 1440, draw: sidewalkScene },
  { file: "images/decorative.webp", width: 2160, height: 1440, draw: decorativeScene },
  { file: "images/commercial.webp", width: 2160, height: 1440, draw: commercialScene },
  { file: "images/repair.webp", width: 2160, height: 1440, draw: repairScene },
  { file: "images/stamped.webp", width: 2160, height: 1440, draw: stampedScene },
  { file: "images/steps.webp", width: 2160, height: 1440, draw: stepsScene },
  { file: "images/cta-bg.webp", width: 2160, height: 900, draw: ctaBackgroundScene },
  { file: "images/concrete-fallback.webp", width: 2160, height: 1440, draw: fallbackScene },
  ...Object.entries(LOCATIONS).map(([slug, draw]) => ({
    file: `images/locations/${slug}.webp`,
    width: 2160,
    height: 1440,
    draw,
  })),
  ...GALLERY_PICTURES.map(({ name, draw }) => ({
    file: `images/gallery/${name}.webp`,
    width: 2160,
    height: 1440,
    draw,
  })),
  { file: "apple-touch-icon.png", width: 180, height: 180, draw: () => iconSvg(180) },
  { file: "icon-192.png", width: 192, height: 192, draw: () => iconSvg(192) },
  { file: "icon-512.png", width: 512, height: 512, draw: () => iconSvg(512) },
  { file: "icon-maskable-512.png", width: 512, height: 512, draw: () => iconSvg(512, { maskable: true }) },
];

/** Originals: WebP at quality 85, far above what the image service sends (docs/decisions/019). */
function encode(image, file, quality = 85) {
  if (file.endsWith(".webp")) return image.webp({ quality, effort: 6, smartSubsample: true });
  // The icons keep every colour of their edges.
  return image.png({ compressionLevel: 9 });
}

async function render({ file, width, height, draw }) {
  const target = path.join(publicDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  const drawn = sharp(Buffer.from(draw())).resize(width, height);
  const { size, width: w, height: h } = await encode(drawn, file).toFile(target);
  if (w !== width || h !== height)
    throw new Error(`${file}: rendered ${w}×${h}, expected ${width}×${height}`);
  return size;
}

const only = process.argv.slice(2);
const selected = only.length ? pictures.filter((p) => only.some((o) => p.file.includes(o))) : pictures;
let total = 0;
for (const picture of selected) {
  const size = await render(picture);
  total += size;
  console.log(`${picture.file.padEnd(40)} ${(size / 1024).toFixed(1).padStart(6)} KB`);
}
if (!only.length) {
  await writeFile(path.join(publicDir, "favicon.svg"), `${favicon}\n`);
  await writeFile(path.join(publicDir, "site.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `favicon.svg, site.webmanifest; ${selected.length} pictures, ${(total / 1024).toFixed(0)} KB in all`,
  );
}
