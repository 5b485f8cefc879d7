// npm run images: draws the site's illustrations, icons and web manifest into public/.
// The business has no photos yet, so every picture is an SVG scene (tools/illustrations/) rendered by sharp.
// The outputs are committed; installs and builds never run this. `npm run images -- patio` redraws
// only the pictures whose path contains "patio".
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { favicon, iconSvg, manifest, socialCardScene } from "./brand.mjs";
import { decorativeScene, patioScene } from "./scenes/backyard.mjs";
import { commercialScene } from "./scenes/commercial.mjs";
import { drivewayScene, heroScene, sidewalkScene, stepsScene } from "./scenes/front-yard.mjs";
import { GALLERY_PICTURES } from "./scenes/gallery-projects.mjs";
import { LOCATIONS } from "./scenes/locations.mjs";
import { ctaBackgroundScene, fallbackScene, repairScene, stampedScene } from "./scenes/surfaces.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const publicDir = path.join(root, "public");

/** Every picture the site uses; sizes must match shared/content/images.ts. */
const pictures = [
  { file: "images/hero-home.webp", width: 1600, height: 900, draw: heroScene },
  { file: "images/driveway.webp", width: 1200, height: 800, draw: drivewayScene },
  { file: "images/patio.webp", width: 1200, height: 800, draw: patioScene },
  { file: "images/sidewalk.webp", width: 1200, height: 800, draw: sidewalkScene },
  { file: "images/decorative.webp", width: 1200, height: 800, draw: decorativeScene },
  { file: "images/commercial.webp", width: 1200, height: 800, draw: commercialScene },
  { file: "images/repair.webp", width: 1200, height: 800, draw: repairScene },
  { file: "images/stamped.webp", width: 1200, height: 800, draw: stampedScene },
  { file: "images/steps.webp", width: 1200, height: 800, draw: stepsScene },
  { file: "images/cta-bg.webp", width: 1920, height: 800, draw: ctaBackgroundScene },
  { file: "images/concrete-fallback.webp", width: 1200, height: 800, draw: fallbackScene },
  { file: "images/social-card.png", width: 1200, height: 630, draw: socialCardScene },
  ...Object.entries(LOCATIONS).map(([slug, draw]) => ({
    file: `images/locations/${slug}.webp`,
    width: 1200,
    height: 800,
    draw,
  })),
  // The gallery's project pictures, each at the two widths of GALLERY_IMAGE_WIDTHS (shared/content/gallery/albums.ts).
  ...GALLERY_PICTURES.flatMap(({ name, draw }) =>
    [480, 960].map((width) => ({
      file: `images/gallery/${name}-${width}.webp`,
      width,
      height: (width * 2) / 3,
      draw,
      quality: 60,
    })),
  ),
  { file: "apple-touch-icon.png", width: 180, height: 180, draw: () => iconSvg(180) },
  { file: "icon-192.png", width: 192, height: 192, draw: () => iconSvg(192) },
  { file: "icon-512.png", width: 512, height: 512, draw: () => iconSvg(512) },
  { file: "icon-maskable-512.png", width: 512, height: 512, draw: () => iconSvg(512, { maskable: true }) },
];

// The narrower copy of each large WebP for phones (SMALL_WIDTH and smallVariant in shared/content/images.ts).
const SMALL_WIDTH = { 1600: 800, 1200: 750 };
for (const picture of [...pictures]) {
  const small = SMALL_WIDTH[picture.width];
  if (!small || !picture.file.endsWith(".webp") || picture.file.includes("/gallery/")) continue;
  pictures.push({
    ...picture,
    file: picture.file.replace(/\.webp$/, `-${small}.webp`),
    width: small,
    height: Math.round((picture.height * small) / picture.width),
  });
}

/** Flat illustrations: WebP at quality 70 keeps each one well under 60 KB. */
function encode(image, file, quality = 70) {
  if (file.endsWith(".webp")) return image.webp({ quality, effort: 6, smartSubsample: true });
  // The social card survives a 256-colour palette; the icons keep every colour of their edges.
  return image.png({ compressionLevel: 9, palette: file.includes("social-card") });
}

async function render({ file, width, height, draw, quality }) {
  const target = path.join(publicDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  // Drawn once at its own size; a smaller width is the same drawing scaled down.
  const drawn = sharp(Buffer.from(draw())).resize(width, height);
  const { size, width: w, height: h } = await encode(drawn, file, quality).toFile(target);
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
