// Runs after `react-router build` (npm run build): writes brotli (quality 11) and gzip (level 9) copies
// beside each text file of build/client, so the server holds them ready and never compresses a file per
// request (server/pages/static-files.ts; docs/decisions/011).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(root, "build/client");
const compressible = /\.(js|css|svg|webmanifest|json|txt|xml|html|ico)$/;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

if (!statSync(clientDir, { throwIfNoEntry: false })?.isDirectory()) {
  console.error(`${clientDir} is missing: run react-router build first`);
  process.exit(1);
}

let raw = 0;
let br = 0;
let count = 0;
for (const file of filesUnder(clientDir)) {
  const body = readFileSync(file);
  if (body.length < 512) continue;
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  raw += body.length;
  br += brotli.length;
  count += 1;
}
console.log(
  `precompressed ${count} files: ${Math.round(raw / 1024)} KB → ${Math.round(br / 1024)} KB brotli`,
);
