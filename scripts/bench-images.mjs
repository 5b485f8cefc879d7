// npm run bench:images: what each format and quality costs on real photographs (Debian's
// plasma-workspace-wallpapers, scaled to a phone camera's 4032 × 3024 and saved at JPEG quality 95,
// as a phone would), at the widths the pages ask for most. Prints bytes and encode time per
// candidate, and the SSIM of each against the resized original, so the qualities in
// server/images/encode.ts (docs/decisions/019) can be chosen by figures. Options:
//   --photos Path,Autumn,FallenLeaf   which wallpapers (their folder names)
//   --widths 828,1080,1600,2048
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import sharp from "sharp";

sharp.cache(false);

const { values } = parseArgs({
  options: {
    photos: { type: "string", default: "Path,Autumn,FallenLeaf" },
    widths: { type: "string", default: "828,1080,1600,2048" },
  },
});

const candidates = [
  ...[40, 50, 60].flatMap((quality) =>
    [2, 3, 4].map((effort) => ({ format: "avif", options: { quality, effort, chromaSubsampling: "4:2:0" } })),
  ),
  ...[65, 72, 80].map((quality) => ({
    format: "webp",
    options: { quality, effort: 4, smartSubsample: true },
  })),
  ...[70, 74, 80].map((quality) => ({
    format: "jpeg",
    options: { quality, mozjpeg: true, progressive: true },
  })),
];

/** Structural similarity of two same-size RGB pictures (grey, 8 × 8 windows): 1 is identical. */
async function ssim(a, b, width) {
  const grey = async (input) =>
    sharp(input).resize({ width }).greyscale().raw().toBuffer({ resolveWithObject: true });
  const [x, y] = await Promise.all([grey(a), grey(b)]);
  const { width: w, height: h } = x.info;
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let total = 0;
  let windows = 0;
  for (let top = 0; top + 8 <= h; top += 8) {
    for (let left = 0; left + 8 <= w; left += 8) {
      let mx = 0;
      let my = 0;
      for (let i = 0; i < 8; i++)
        for (let j = 0; j < 8; j++) {
          mx += x.data[(top + i) * w + left + j];
          my += y.data[(top + i) * w + left + j];
        }
      mx /= 64;
      my /= 64;
      let vx = 0;
      let vy = 0;
      let cov = 0;
      for (let i = 0; i < 8; i++)
        for (let j = 0; j < 8; j++) {
          const dx = x.data[(top + i) * w + left + j] - mx;
          const dy = y.data[(top + i) * w + left + j] - my;
          vx += dx * dx;
          vy += dy * dy;
          cov += dx * dy;
        }
      vx /= 63;
      vy /= 63;
      cov /= 63;
      total += ((2 * mx * my + c1) * (2 * cov + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2));
      windows++;
    }
  }
  return total / windows;
}

const widths = values.widths.split(",").map(Number);
console.log("photo        width  format  quality effort     bytes   encode ms   SSIM");
for (const name of values.photos.split(",")) {
  const file = `/usr/share/wallpapers/${name}/contents/images/2560x1600.jpg`;
  if (!existsSync(file)) {
    console.error(`${file} is missing: apt-get install -y plasma-workspace-wallpapers`);
    process.exit(1);
  }
  const camera = await sharp(file).resize(4032, 3024, { fit: "cover" }).jpeg({ quality: 95 }).toBuffer();
  for (const width of widths) {
    const reference = await sharp(camera).resize({ width }).png().toBuffer();
    for (const { format, options } of candidates) {
      const started = performance.now();
      const body = await sharp(camera, { sequentialRead: true })
        .rotate()
        .resize({ width })
        .toColourspace("srgb")
        [format](options)
        .toBuffer();
      const ms = performance.now() - started;
      const similarity = await ssim(reference, body, width);
      console.log(
        `${name.padEnd(12)} ${String(width).padStart(5)}  ${format.padEnd(6)}  ${String(options.quality).padStart(7)} ${String(options.effort ?? "").padStart(6)} ${String(body.length).padStart(9)} ${ms.toFixed(0).padStart(11)} ${similarity.toFixed(4).padStart(6)}`,
      );
    }
  }
}
