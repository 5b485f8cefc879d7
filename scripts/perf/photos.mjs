// Camera-size photographs for the measurements that need real pictures (npm run perf's WordPress
// pages, npm run bench:image-memory): Debian's plasma-workspace-wallpapers, each scaled (cover) to
// a phone camera's 4032 × 3024, saved at JPEG quality 95 with a GPS position in its EXIF, as a
// contractor's phone would upload it, and beside each the sizes WordPress makes of an upload
// (150 × 150 cropped, 300, 768, 1024, 1536 and 2048 wide, JPEG quality 82, no metadata, named
// `-{width}x{height}`). There are twelve wallpapers; photo 12 and on are other crops of them
// (zoomed, mirrored), so every photo is a different picture. Made once into a folder of the
// system's temporary directory, so reruns start at once.
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

sharp.cache(false);

/**
 * The wallpapers that are photographs, each a 2560 × 1600 JPEG. Path (grass and gravel) comes first:
 * it is the hardest to compress, and photo 0 is the service page's hero.
 */
export const WALLPAPERS = [
  "Path",
  "Autumn",
  "FallenLeaf",
  "EveningGlow",
  "BytheWater",
  "ColdRipple",
  "DarkestHour",
  "OneStandsOut",
  "Kite",
  "Grey",
  "ColorfulCups",
  "summer_1am",
];

/** A phone camera's frame. */
export const CAMERA = { width: 4032, height: 3024 };

/** Where the phone was: Des Moines (what the image service must never pass on). */
const GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: "41/1 35/1 2400/100",
  GPSLongitudeRef: "W",
  GPSLongitude: "93/1 37/1 1200/100",
};

/**
 * The sizes WordPress 6 makes of an upload (its defaults, in the order it lists them), scaled to
 * fit `width` × `height` boxes (0: any height); `crop` sizes are cut to the box.
 */
export const WORDPRESS_SIZES = [
  { name: "medium", width: 300, height: 300 },
  { name: "large", width: 1024, height: 1024 },
  { name: "thumbnail", width: 150, height: 150, crop: true },
  { name: "medium_large", width: 768, height: 0 },
  { name: "1536x1536", width: 1536, height: 1536 },
  { name: "2048x2048", width: 2048, height: 2048 },
];
/** WordPress's JPEG quality for the sizes it makes (wp_editor_set_quality's default). */
const WORDPRESS_QUALITY = 82;

/** Each crop after the first twelve: how far in (1 is the whole wallpaper), where, and mirrored or not. */
const CROPS = [
  { zoom: 1, x: 0.5, y: 0.5, mirror: false },
  { zoom: 1.2, x: 0, y: 0.4, mirror: true },
  { zoom: 1.4, x: 1, y: 0, mirror: false },
  { zoom: 1.4, x: 0, y: 1, mirror: true },
  { zoom: 1.7, x: 0.5, y: 0.5, mirror: false },
  { zoom: 1.7, x: 0.2, y: 0.8, mirror: true },
];

/** Bumped when the recipe changes, so an old cache is not taken for this one. */
const RECIPE = "v1";
export const PHOTO_CACHE_DIR = path.join(tmpdir(), `gdm-camera-photos-${RECIPE}`);

/** A size's dimensions for a `width` × `height` original, as WordPress computes them (never larger). */
export function sizeOf(size, width, height) {
  if (size.crop) return { width: Math.min(size.width, width), height: Math.min(size.height, height) };
  const scale = Math.min(
    size.width / width,
    size.height > 0 ? size.height / height : Number.POSITIVE_INFINITY,
    1,
  );
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * The `count` photos: for each, its file name (as a phone names it), the wallpaper and crop it is
 * made of, and the files WordPress would keep (the original and each size), made now if missing.
 */
export async function cameraPhotos(count, { log = console.log } = {}) {
  if (count > WALLPAPERS.length * CROPS.length) {
    throw new Error(`at most ${WALLPAPERS.length * CROPS.length} different photos can be made`);
  }
  mkdirSync(PHOTO_CACHE_DIR, { recursive: true });
  const photos = Array.from({ length: count }, (_, i) => {
    const wallpaper = WALLPAPERS[i % WALLPAPERS.length];
    const crop = CROPS[Math.floor(i / WALLPAPERS.length)];
    const stem = `PXL_20250614_${String(153000 + i * 7).padStart(6, "0")}`;
    const sizes = WORDPRESS_SIZES.map((size) => {
      const { width, height } = sizeOf(size, CAMERA.width, CAMERA.height);
      return { ...size, width, height, file: `${stem}-${width}x${height}.jpg` };
    });
    return {
      index: i,
      stem,
      file: `${stem}.jpg`,
      wallpaper,
      crop,
      width: CAMERA.width,
      height: CAMERA.height,
      sizes,
      /** The bytes of a file of this photo's, by its name. */
      bytes: (file) => statSync(path.join(PHOTO_CACHE_DIR, file)).size,
      path: (file) => path.join(PHOTO_CACHE_DIR, file),
    };
  });
  const missing = photos.filter((photo) =>
    [photo.file, ...photo.sizes.map((s) => s.file)].some((file) => !existsSync(photo.path(file))),
  );
  if (missing.length > 0) {
    log(`Making ${missing.length} camera-size photos in ${PHOTO_CACHE_DIR} (once)…`);
    const started = Date.now();
    // One photo per core: each holds a 12-megapixel frame while it is made.
    const queue = [...missing];
    await Promise.all(
      Array.from({ length: availableParallelism() }, async () => {
        for (let photo = queue.shift(); photo; photo = queue.shift()) await makePhoto(photo);
      }),
    );
    log(`  made in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return photos;
}

/**
 * Writes `what` (bytes, or a sharp pipeline) to `file` all at once: under a temporary name, then
 * renamed, so an interrupted run never leaves half a file to be taken for a whole one.
 */
async function writeWhole(what, file) {
  const temporary = `${file}.${process.pid}.part`;
  if (Buffer.isBuffer(what)) writeFileSync(temporary, what);
  else await what.toFile(temporary);
  renameSync(temporary, file);
}

async function makePhoto(photo) {
  const source = `/usr/share/wallpapers/${photo.wallpaper}/contents/images/2560x1600.jpg`;
  if (!existsSync(source)) {
    throw new Error(`${source} is missing: apt-get install -y plasma-workspace-wallpapers`);
  }
  const { width: sourceWidth, height: sourceHeight } = await sharp(source).metadata();
  // The camera's 4:3 frame, `zoom` times into the wallpaper, placed at (x, y) of the room left.
  const { zoom, x, y, mirror } = photo.crop;
  const frameHeight = Math.min(sourceHeight, Math.round((sourceWidth * 3) / 4)) / zoom;
  const frameWidth = (frameHeight * 4) / 3;
  const region = {
    left: Math.round((sourceWidth - frameWidth) * x),
    top: Math.round((sourceHeight - frameHeight) * y),
    width: Math.round(frameWidth),
    height: Math.round(frameHeight),
  };
  let camera = sharp(source).extract(region).resize(CAMERA.width, CAMERA.height, { fit: "cover" });
  if (mirror) camera = camera.flop();
  const original = await camera.withExifMerge({ IFD3: GPS }).jpeg({ quality: 95 }).toBuffer();
  for (const size of photo.sizes) {
    await writeWhole(
      sharp(original)
        .resize(size.width, size.height, { fit: size.crop ? "cover" : "fill" })
        .jpeg({ quality: WORDPRESS_QUALITY }),
      photo.path(size.file),
    );
  }
  // The original last: its presence says the photo is complete.
  await writeWhole(original, photo.path(photo.file));
}
