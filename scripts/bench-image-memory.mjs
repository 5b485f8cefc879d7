// npm run bench:image-memory [-- --photos 50] [-- --pick phone|largest] [-- --interval 50]: how much
// memory the production server takes when the first requests for many different large photos arrive
// together (docs/decisions/019), as when a new album goes up and its visitors come at once. A
// stand-in WordPress on this machine (scripts/perf/photo-wordpress.mjs) has an album of 50 distinct
// camera photos (4032 × 3024, JPEG quality 95, GPS in the EXIF, 1–4 MB each). The album page is read
// and from each photo's `<img src/srcset>` one address is taken: the one a 2.6× phone 412 px wide
// would choose for the `sizes` given (`--pick phone`), or the widest (`--pick largest`). Then all of
// them are asked for at once, on a connection each, while the server process's resident memory
// (VmRSS of /proc/PID/status) is read every `--interval` ms (50) on a thread of its own.
//
// Three rounds, each on a production server (bin/start.mjs) started afresh with WORDPRESS_URL at the
// stand-in and an empty picture cache, store and spool in a temporary folder:
// - cold, `Accept: image/avif,image/webp,*/*` (a browser): the page is read from another server
//   process on the same store (same signing key), so the measured one has rendered nothing and made
//   nothing when the requests arrive;
// - cold, `Accept: image/jpeg` (a browser that takes only JPEG);
// - right after the page: the measured server renders the album page itself, which starts its
//   warm-ups of the page's new pictures, and the browser's requests follow at once.
// For each: RSS before (the server up, its image service ready, nothing to do), at its peak until
// the last answer and after it (and the kernel's high-water mark, VmHWM), 1 s after and once the
// server is idle again; the time until every answer was in; the statuses and types; the bytes sent
// and the originals the server fetched from WordPress. Writes reports/image-memory.json (every
// sample). The addresses must be the image service's (/_img/…): a page that still names WordPress's
// own files is reported as such, and nothing is measured.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { availableParallelism, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { root, startSiteServer } from "./lib/site-server.mjs";
import { startPhotoWordPress } from "./perf/photo-wordpress.mjs";
import { idle, memoryOf, serverPid } from "./perf/server-process.mjs";

/** The phone whose choice `--pick phone` makes: the 2.6× phone of npm run perf. */
const PHONE = { viewportWidth: 412, deviceScaleFactor: 2.6 };
/** What a browser sends for a picture, and what one that takes only JPEG sends. */
const ACCEPTS = ["image/avif,image/webp,*/*", "image/jpeg"];
const ALBUM_SLUG = "memory-bench";

const { values: options } = parseArgs({
  options: {
    photos: { type: "string", default: "50" },
    pick: { type: "string", default: "phone" },
    interval: { type: "string", default: "50" },
  },
});
const photoCount = Number.parseInt(options.photos, 10);
const interval = Number.parseInt(options.interval, 10);
if (!Number.isInteger(photoCount) || photoCount < 1 || photoCount > 72) {
  console.error(`--photos must be a whole number from 1 to 72 (got "${options.photos}")`);
  process.exit(1);
}
if (!["phone", "largest"].includes(options.pick)) {
  console.error(`--pick must be phone or largest (got "${options.pick}")`);
  process.exit(1);
}
if (!Number.isInteger(interval) || interval < 5) {
  console.error(`--interval must be a whole number of milliseconds, at least 5 (got "${options.interval}")`);
  process.exit(1);
}

if (!existsSync(path.join(root, "build/server/index.js"))) {
  console.log("No build found: building the site first (npm run build)…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const megabytes = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const ENTITIES = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", "#39": "'", "#x27": "'" };
const decode = (text) => text.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/g, (_, name) => ENTITIES[name]);

/** An attribute of a start tag (any case, any quoting), decoded; null when absent. */
function attribute(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return match ? decode(match[1] ?? match[2] ?? match[3]) : null;
}

/**
 * The rendered width `sizes` gives on a viewport `viewport` px wide: the first entry whose media
 * condition holds (min-width and max-width in px or em, joined by `and`), else the last; 100vw when
 * it cannot be read.
 */
function slotWidth(sizes, viewport) {
  const length = (text) => {
    const match = /^(\d+(?:\.\d+)?)(px|vw|em|rem)$/.exec(text.trim());
    if (!match) return null;
    const value = Number(match[1]);
    return match[2] === "vw" ? (value * viewport) / 100 : match[2] === "px" ? value : value * 16;
  };
  const holds = (condition) =>
    condition.split(/\s+and\s+/i).every((part) => {
      const match = /^\(\s*(min|max)-width\s*:\s*([^)]+)\)$/i.exec(part.trim());
      const limit = match ? length(match[2]) : null;
      if (limit === null) return false;
      return match[1].toLowerCase() === "min" ? viewport >= limit : viewport <= limit;
    });
  for (const entry of (sizes ?? "").split(",")) {
    const match = /^(.*?)\s*(\S+)$/.exec(entry.trim());
    if (!match) continue;
    const [, condition, size] = match;
    if (condition && !holds(condition)) continue;
    return length(size) ?? viewport;
  }
  return viewport;
}

/**
 * The pictures of WordPress's media on a page, one per photo: each `<img>`'s candidates (`srcset`
 * with widths, and `src`), keyed by the media file they are made of. `mediaHost` is WordPress's.
 */
function mediaPictures(html, mediaHost) {
  const photos = new Map();
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    const srcset = attribute(tag, "srcset");
    const candidates = [...(srcset ?? "").matchAll(/(\S+)\s+(\d+)w/g)].map((m) => ({
      url: m[1],
      width: Number(m[2]),
    }));
    if (candidates.length === 0 && src) candidates.push({ url: src, width: null });
    const first = candidates[0]?.url ?? "";
    const served = /^\/_img\/\d+\/[^/]+\/m\/([^/]+)\/(.+)$/.exec(first);
    const direct = /^https?:\/\/([^/]+)\/(.+)$/.exec(first);
    const [host, file] = served ? [served[1], served[2]] : direct ? [direct[1], direct[2]] : [];
    if (host !== mediaHost || photos.has(file)) continue;
    photos.set(file, { file, candidates, sizes: attribute(tag, "sizes"), viaImageService: Boolean(served) });
  }
  return [...photos.values()];
}

/** The candidate a phone would take (the narrowest as wide as the slot in device pixels), or the widest. */
function pick(picture, how) {
  const described = picture.candidates.filter((c) => c.width !== null).sort((a, b) => a.width - b.width);
  if (described.length === 0) return picture.candidates[0];
  if (how === "largest") return described.at(-1);
  const needed = slotWidth(picture.sizes, PHONE.viewportWidth) * PHONE.deviceScaleFactor;
  return described.find((c) => c.width >= needed) ?? described.at(-1);
}

/** Now, on a clock this process's threads share (ms since 1970, fractions kept). */
const now = () => performance.timeOrigin + performance.now();

/**
 * Reads `pid`'s VmRSS every `every` ms on a thread of its own, so a busy event loop here does not
 * space the samples out; `stop()` answers the samples, `[now(), bytes]`.
 */
function sampleMemory(pid, every) {
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(
    `const { workerData, parentPort } = require("node:worker_threads");
     const { readFileSync } = require("node:fs");
     const { pid, every, flag } = workerData;
     const samples = [];
     while (Atomics.load(flag, 0) === 0) {
       try {
         const status = readFileSync("/proc/" + pid + "/status", "utf8");
         const at = performance.timeOrigin + performance.now();
         samples.push([at, Number(/^VmRSS:\\s+(\\d+) kB/m.exec(status)[1]) * 1024]);
       } catch { break; }
       Atomics.wait(flag, 0, 0, every);
     }
     parentPort.postMessage(samples);`,
    { eval: true, workerData: { pid, every, flag } },
  );
  const done = new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return {
    async stop() {
      Atomics.store(flag, 0, 1);
      Atomics.notify(flag, 0);
      const samples = await done;
      await worker.terminate();
      return samples;
    },
  };
}

/** GET `url` on a connection of its own; answers its status, type, body bytes and when it was all in. */
function fetchAlone(url, accept, started) {
  return new Promise((resolve) => {
    const request = get(url, { agent: false, headers: { accept, "accept-encoding": "identity" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk) => {
        bytes += chunk.length;
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode,
          type: res.headers["content-type"] ?? "",
          bytes,
          ms: performance.now() - started,
        }),
      );
      res.on("error", (error) => resolve({ status: "error", error: error.message, bytes, ms: 0 }));
    });
    request.setTimeout(600_000, () => request.destroy(new Error("no answer in 10 minutes")));
    request.on("error", (error) =>
      resolve({ status: "error", error: error.message, bytes: 0, ms: performance.now() - started }),
    );
  });
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const count = (values) =>
  Object.entries(Object.groupBy(values, (v) => v))
    .map(([value, list]) => `${value} ×${list.length}`)
    .join(", ");

/**
 * One round, on a fresh server with an empty picture cache. Cold (`page: false`): the album page is
 * read from another server process sharing the store (so the addresses carry the same signature)
 * and stopped at once, so the measured server has rendered nothing and made nothing when the
 * requests arrive. `page: true`: the measured server renders the album page itself, which starts
 * its warm-ups of the page's new pictures (server/images/service.ts), and the requests follow the
 * page at once; "before" is then before the page.
 */
async function round(wordpress, { accept, page }) {
  const folder = mkdtempSync(path.join(tmpdir(), "bench-image-memory-"));
  const serverWith = (cacheFolder) =>
    startSiteServer({
      WORDPRESS_URL: wordpress.url,
      CONTENT_TTL_SECONDS: "86400",
      DATABASE_URL: `file:${path.join(folder, "site.db")}`,
      IMAGE_CACHE_DIR: path.join(folder, cacheFolder),
      LEAD_SPOOL_DIR: path.join(folder, "spool"),
    });
  const albumPath = wordpress.albums[0].path;
  const readAlbum = async (origin) => {
    const answer = await fetch(`${origin}${albumPath}`);
    if (!answer.ok) throw new Error(`${albumPath} answered ${answer.status}`);
    return answer.text();
  };
  let server;
  let sampler;
  try {
    let html = null;
    if (!page) {
      const reader = await serverWith("reader-images");
      try {
        html = await readAlbum(reader.origin);
      } finally {
        await reader.stop();
      }
    }
    server = await serverWith("images");
    const pid = serverPid(server.origin);
    // The image service readies itself on its first request (the signing key, the built-in pictures'
    // placeholders, made afresh in an empty cache): asked for a picture that is not there, it does
    // that now, so the figures before are those of a server that is up and has nothing to do.
    await fetch(`${server.origin}/_img/320/0/s/no-such-picture.jpg`).then((r) => r.arrayBuffer());
    await idle(pid);
    const uploadsBefore = wordpress.stats();
    const before = memoryOf(pid);
    sampler = sampleMemory(pid, interval);
    html ??= await readAlbum(server.origin);

    const pictures = mediaPictures(html, wordpress.host);
    const served = pictures.filter((p) => p.viaImageService);
    if (served.length === 0) {
      const example = pictures[0]?.candidates[0]?.url;
      return {
        accept,
        page,
        error:
          `${albumPath} references no /_img/ addresses: its ${pictures.length} WordPress pictures are addressed ` +
          `at WordPress's host${example ? ` (${example})` : ""}, so the image service is not asked for them. ` +
          "Nothing to measure until the pages use the image service.",
      };
    }
    if (served.length < photoCount)
      console.log(
        `  (${albumPath} shows ${served.length} of the album's ${photoCount} photos through /_img/` +
          `${pictures.length > served.length ? `; ${pictures.length - served.length} at WordPress's host` : ""})`,
      );
    const chosen = served.map((p) => pick(p, options.pick));

    const sentAt = now();
    const started = performance.now();
    const answers = await Promise.all(
      chosen.map((c) => fetchAlone(`${server.origin}${c.url}`, accept, started)),
    );
    const allIn = performance.now() - started;
    await pause(1_000);
    const after1s = memoryOf(pid).rss;
    const idleAfterMs = await idle(pid);
    const afterIdle = memoryOf(pid);
    const samples = await sampler.stop();
    sampler = null;
    const uploadsAfter = wordpress.stats();
    const untilAnswered = samples.filter(([ms]) => ms <= sentAt + allIn);
    const peak = (list) =>
      list.reduce((best, sample) => (sample[1] > best[1] ? sample : best), [0, before.rss]);
    const times = answers.map((a) => a.ms).sort((a, b) => a - b);
    return {
      accept,
      page,
      photos: chosen.length,
      widths: count(chosen.map((c) => (c.width ? `${c.width} px` : "no width"))),
      rssBefore: before.rss,
      rssPeak: peak(untilAnswered)[1],
      rssPeakAtMs: Math.max(0, peak(untilAnswered)[0] - sentAt),
      rssPeakAfter: peak(samples.filter(([ms]) => ms > sentAt + allIn))[1],
      hwm: afterIdle.hwm,
      rssAfter1s: after1s,
      rssAfterIdle: afterIdle.rss,
      idleAfterMs: allIn + 1_000 + idleAfterMs,
      samples: samples.length,
      allInMs: allIn,
      firstMs: times[0],
      medianMs: times[Math.floor(times.length / 2)],
      statuses: count(answers.map((a) => a.status)),
      types: count(answers.filter((a) => a.status === 200).map((a) => a.type)),
      bytes: answers.reduce((sum, a) => sum + a.bytes, 0),
      originalsFetched: uploadsAfter.uploads - uploadsBefore.uploads,
      originalBytes: uploadsAfter.uploadBytes - uploadsBefore.uploadBytes,
      errors: answers.filter((a) => a.error).map((a) => a.error),
      timeline: samples.map(([ms, rss]) => [Math.round(ms - sentAt), rss]),
    };
  } finally {
    await sampler?.stop();
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The rounds: the two formats on a cold server, then the page's own warm-ups with a browser's requests. */
const ROUNDS = [
  { accept: ACCEPTS[0], page: false, title: "Cold: nothing rendered or made yet" },
  { accept: ACCEPTS[1], page: false, title: "Cold: nothing rendered or made yet" },
  { accept: ACCEPTS[0], page: true, title: "Right after the album page (its warm-ups running)" },
];

let wordpress;
let exitCode = 0;
try {
  wordpress = await startPhotoWordPress({
    service: false,
    albums: [{ slug: ALBUM_SLUG, title: "Memory bench", photos: photoCount }],
  });
  const originals = wordpress.albums[0].photos.map((photo) => photo.bytes(photo.file));
  console.log(
    `${photoCount} camera photos (4032 × 3024, ${megabytes(Math.min(...originals))} to ` +
      `${megabytes(Math.max(...originals))}) in ${wordpress.albums[0].path} of a stand-in WordPress; ` +
      `${availableParallelism()} cores, ${(totalmem() / 1e9).toFixed(1)} GB of memory. Addresses: ` +
      (options.pick === "phone"
        ? `what a ${PHONE.deviceScaleFactor}× phone ${PHONE.viewportWidth} px wide takes.`
        : "the widest of each srcset."),
  );
  const results = [];
  for (const { title, ...settings } of ROUNDS) {
    console.log(`\n${title}, Accept: ${settings.accept}`);
    const result = await round(wordpress, settings);
    results.push(result);
    if (result.error) {
      console.log(`  ${result.error}`);
      exitCode = 1;
      break;
    }
    console.log(`  ${result.photos} first requests at once, for ${result.widths}`);
    console.log(`  RSS before  ${megabytes(result.rssBefore)}${result.page ? " (before the page)" : ""}`);
    console.log(
      `  RSS peak    ${megabytes(result.rssPeak)} until the last answer, ${seconds(result.rssPeakAtMs)} after the ` +
        `requests (${result.samples} samples every ${interval} ms); ${megabytes(result.rssPeakAfter)} after it; ` +
        `the kernel's high-water mark (VmHWM) ${megabytes(result.hwm)}`,
    );
    console.log(
      `  RSS after   ${megabytes(result.rssAfter1s)} 1 s after the last answer, ` +
        `${megabytes(result.rssAfterIdle)} once idle (${seconds(result.idleAfterMs)} after the requests)`,
    );
    console.log(
      `  answered    all in ${seconds(result.allInMs)} (first ${seconds(result.firstMs)}, median ${seconds(result.medianMs)})`,
    );
    console.log(`  statuses    ${result.statuses}${result.types ? `; ${result.types}` : ""}`);
    console.log(
      `  bytes       ${megabytes(result.bytes)} sent; ${result.originalsFetched} originals fetched from WordPress ` +
        `(${megabytes(result.originalBytes)})`,
    );
    if (result.errors.length > 0) console.log(`  errors      ${[...new Set(result.errors)].join("; ")}`);
  }
  mkdirSync(path.join(root, "reports"), { recursive: true });
  writeFileSync(
    path.join(root, "reports/image-memory.json"),
    `${JSON.stringify({ date: new Date().toISOString(), photos: photoCount, pick: options.pick, interval, results }, null, 2)}\n`,
  );
  console.log("\nEvery sample: reports/image-memory.json");
} catch (error) {
  console.error(`Bench failed: ${error.stack ?? error.message}`);
  exitCode = 1;
} finally {
  await wordpress?.close();
}
process.exit(exitCode);
