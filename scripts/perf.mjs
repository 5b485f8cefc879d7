// npm run perf [-- --runs N] [-- --page PATH …] [-- --phone 1.75|2.6] [-- --baseline DIR]: how fast pages
// are for a visitor on a phone, in a real browser (docs/decisions/003). The production build, served
// locally, is loaded in Debian's Chromium through Playwright, a fresh context per load, on two phones
// with the same slow profile: CPU slowed 4×, 1.6 Mbps down, 750 kbps up, 150 ms round trip, a 412 px
// viewport; one draws 1.75 device pixels per CSS pixel (Lighthouse's moto g power), the other 2.6 (a
// current mid-range phone), so a picture's address is chosen as each would choose it. `--phone` picks
// one of them. For each page and phone it prints the median of N loads (5 unless told) of its first
// contentful paint, its largest contentful paint and when every control works (the page's
// `data-hydrated` mark, app/lib/hydrated.ts), beside the limit: the paints of the same HTML with every
// script and module preload removed, served the same way. The two are loaded turn about, so the
// machine's load hits both alike. It also prints the bytes of pictures each load transferred before
// any scrolling (the browser's own count, headers included; kB are 1,000 bytes), and of those the
// hero's: the largest paint's picture, when it is one.
//
// Two groups of pages. "Built-in content": the site without WordPress. "WordPress photos": the site
// with WORDPRESS_URL pointing at a stand-in WordPress on this machine (scripts/perf/photo-wordpress.mjs)
// whose service `foundations` has a camera photo (4032 × 3024, JPEG quality 95, GPS in its EXIF) as its
// featured image, and whose album has 24 such photos; pictures come as the site's markup addresses
// them (the image service's /_img/, or the stand-in's own uploads). Before the loads that are measured,
// each page is loaded once on each phone, so a visitor meets the page cache and the picture variants
// warm.
//
// Targets: each paint within 100 ms of its limit; every control working by 2.5 s on a content page,
// 3.0 s on a page with a form; on the photo-hero service page, LCP by 1.5 s and, on the 2.6× phone,
// the hero at most 150 kB; on the album, at most 400 kB of pictures on first view. A missed target is
// reported, not an error: this is a benchmark, not a test. `--baseline DIR` also loads another built
// checkout of the site (say, main's), turn about with this one, to compare the two on the same
// machine load. Writes reports/perf.json.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumArgs, VISITOR_CHROMIUM } from "../playwright.config.ts";
import { freePort, root, startSiteServer } from "./lib/site-server.mjs";
import { startPhotoWordPress } from "./perf/photo-wordpress.mjs";
import { idle, serverPid } from "./perf/server-process.mjs";

/** Lighthouse's slow 4G and mid-range CPU, measured in a browser instead of simulated. */
const SLOW_PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  viewport: { width: 412, height: 823 },
};
/** The phones, by their device pixel ratio: the same profile, different screens. */
const PHONES = {
  1.75: {
    ...SLOW_PROFILE,
    deviceScaleFactor: 1.75,
    userAgent:
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  },
  2.6: {
    ...SLOW_PROFILE,
    deviceScaleFactor: 2.6,
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 7a) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  },
};
/** How far a paint may be behind the same HTML without scripts. */
const PAINT_MARGIN_MS = 100;
/** When every control must work. */
const CONTROLS_TARGET_MS = { content: 2_500, form: 3_000 };
/** The longest a load waits for its pictures to stop arriving before it is read. */
const PICTURES_TIMEOUT_MS = 60_000;
/** No picture under way for this long: the first view's pictures are in. */
const PICTURES_QUIET_MS = 500;

const BUILT_IN_PAGES = [
  "/",
  "/quote",
  "/book",
  "/services/driveways",
  "/locations/ankeny",
  "/gallery/stamped-patios",
];
/** The stand-in WordPress's album (photos after the service's hero photo). */
const PHOTO_ALBUM = { slug: "foundations-2025", title: "Foundations and Flatwork, 2025", photos: 24 };
/** The WordPress photo pages and their own targets (bytes per phone, by device pixel ratio). */
const PHOTO_PAGES = [
  { path: "/services/foundations", targets: { lcpMs: 1_500, heroBytes: { 2.6: 150_000 } } },
  { path: `/gallery/${PHOTO_ALBUM.slug}`, targets: { pictureBytes: { 1.75: 400_000, 2.6: 400_000 } } },
];
const GROUPS = { builtIn: "Built-in content", photos: "WordPress photos" };

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    page: { type: "string", multiple: true },
    phone: { type: "string", multiple: true },
    baseline: { type: "string" },
  },
});
const runs = Number.parseInt(options.runs, 10);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1 (got "${options.runs}")`);
  process.exit(1);
}
const phoneNames = options.phone ?? Object.keys(PHONES);
for (const name of phoneNames) {
  if (!Object.hasOwn(PHONES, name)) {
    console.error(`--phone must be one of ${Object.keys(PHONES).join(", ")} (got "${name}")`);
    process.exit(1);
  }
}
const photoPaths = new Set(PHOTO_PAGES.map((p) => p.path));
const chosen = options.page ?? [...BUILT_IN_PAGES, ...photoPaths];
/** The pages of each group: a WordPress photo page is measured on the site with the stand-in. */
const pagesOf = {
  builtIn: chosen.filter((p) => !photoPaths.has(p)),
  photos: chosen.filter((p) => photoPaths.has(p)),
};
const targetsOf = (pagePath) => PHOTO_PAGES.find((p) => p.path === pagePath)?.targets ?? {};

const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;
const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;

/** The document without anything that runs: every script (JSON-LD data blocks stay) and module preload. */
function withoutScripts(html) {
  return html
    .replace(SCRIPT, (tag, attributes) => (/type=["']?application\/ld\+json/i.test(attributes) ? tag : ""))
    .replace(MODULEPRELOAD, "");
}

/** A certificate for 127.0.0.1 that lives as long as the run (the browser is told to accept it). */
function localCertificate() {
  const folder = mkdtempSync(path.join(tmpdir(), "perf-tls-"));
  try {
    const made = spawnSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"].concat([
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        "key.pem",
        "-out",
        "cert.pem",
      ]),
      { cwd: folder, stdio: ["ignore", "ignore", "pipe"] },
    );
    if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
    return {
      key: readFileSync(path.join(folder, "key.pem")),
      cert: readFileSync(path.join(folder, "cert.pem")),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Headers HTTP/2 forbids or sets itself. */
const HOP_BY_HOP = /^(:.*|connection|keep-alive|transfer-encoding|upgrade|proxy-connection|host)$/i;

/**
 * The site as a visitor meets it: over TLS and HTTP/2, as the shipped nginx serves it (one connection,
 * no six-connection queue), from a local server in front of the production server. Both variants are
 * served this way: `site` passes every request through; `limit` answers the measured `pages` with
 * their HTML without scripts, compressed as the page cache does (brotli 9), and passes everything
 * else (styles, pictures) through.
 */
async function startFront(origin, stripScripts, tls, pages) {
  const bare = new Map();
  for (const pagePath of pages) {
    const response = await fetch(`${origin}${pagePath}`, { headers: { "accept-encoding": "identity" } });
    const html = withoutScripts(await response.text());
    const headers = Object.fromEntries(
      [...response.headers].filter(
        ([name]) => !/^(content-length|content-encoding|etag|vary)$/i.test(name) && !HOP_BY_HOP.test(name),
      ),
    );
    bare.set(pagePath, { status: response.status, headers, html });
  }
  const target = new URL(origin);
  const server = createSecureServer({ ...tls, allowHTTP1: true }, (req, res) => {
    const page = stripScripts && req.method === "GET" ? bare.get(req.url) : undefined;
    if (page) {
      const brotli = /\bbr\b/.test(req.headers["accept-encoding"] ?? "");
      const body = brotli
        ? brotliCompressSync(page.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
        : Buffer.from(page.html);
      res.writeHead(page.status, {
        ...page.headers,
        ...(brotli ? { "content-encoding": "br" } : {}),
        vary: "Accept-Encoding",
        "content-length": body.length,
      });
      res.end(body);
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.test(name)),
    );
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (answer) => {
        const kept = Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.test(name));
        res.writeHead(answer.statusCode ?? 502, Object.fromEntries(kept));
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  const sessions = new Set();
  server.on("session", (session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        for (const session of sessions) session.destroy();
      }),
  };
}

/**
 * Runs in the page before its own HTML: keeps the largest paint (when, and the picture it is, if
 * any) and when the page marked itself hydrated.
 */
function observePage() {
  const seen = { lcp: null, lcpUrl: null, hydrated: null };
  window.__perf = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.lcp = entry.startTime;
      seen.lcpUrl = entry.url || null;
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new MutationObserver((_records, observer) => {
    if (!document.documentElement?.hasAttribute("data-hydrated")) return;
    seen.hydrated = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
}

/**
 * Every picture the page asks for, from the browser's own network events: its address, type and the
 * bytes that came over the network for it (headers included), once it is finished.
 */
function watchPictures(cdp) {
  const pictures = new Map();
  cdp.on("Network.requestWillBeSent", (event) => {
    if (event.type !== "Image" || event.request.url.startsWith("data:")) return;
    pictures.set(event.requestId, { url: event.request.url, bytes: 0, done: false });
  });
  cdp.on("Network.responseReceived", (event) => {
    const picture = pictures.get(event.requestId);
    if (picture) {
      picture.status = event.response.status;
      picture.type = event.response.mimeType;
    }
  });
  cdp.on("Network.loadingFinished", (event) => {
    const picture = pictures.get(event.requestId);
    if (picture) Object.assign(picture, { bytes: event.encodedDataLength, done: true });
  });
  cdp.on("Network.loadingFailed", (event) => {
    const picture = pictures.get(event.requestId);
    if (picture) Object.assign(picture, { done: true, failed: true });
  });
  return pictures;
}

/** Waits until no picture has been under way for PICTURES_QUIET_MS (at most PICTURES_TIMEOUT_MS). */
async function picturesSettled(pictures) {
  const deadline = Date.now() + PICTURES_TIMEOUT_MS;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if ([...pictures.values()].some((p) => !p.done)) quietSince = Date.now();
    else if (Date.now() - quietSince >= PICTURES_QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Where a picture came from: the image service, the site's other files, or another host (WordPress's). */
function pictureSource(url, pageOrigin) {
  const address = new URL(url);
  if (address.origin !== pageOrigin) return "elsewhere";
  return address.pathname.startsWith("/_img/") ? "imageService" : "site";
}

/** A picture's width in pixels, as its address says: the image service's width, or a WordPress size's. */
function pixelWidth(url) {
  const { pathname } = new URL(url);
  const width = /^\/_img\/(\d+)\//.exec(pathname) ?? /-(\d+)x\d+\.\w+$/.exec(pathname);
  return width ? Number(width[1]) : null;
}

/**
 * One cold load of `url` on `phone`. `throttle: false` leaves the CPU at full speed (the warm-up
 * loads, which only need the page to ask for what it asks for).
 */
async function load(browser, url, { hydrates, phone, throttle = true }) {
  const context = await browser.newContext({
    viewport: phone.viewport,
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: phone.userAgent,
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(observePage);
    const cdp = await context.newCDPSession(page);
    const pictures = watchPictures(cdp);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: phone.latencyMs,
      downloadThroughput: phone.downloadBitsPerSecond / 8,
      uploadThroughput: phone.uploadBitsPerSecond / 8,
    });
    if (throttle) await cdp.send("Emulation.setCPUThrottlingRate", { rate: phone.cpuSlowdown });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    if (hydrates)
      await page.waitForFunction(() => window.__perf.hydrated !== null, null, { timeout: 60_000 });
    // The first view's pictures: those the page asked for without any scrolling (lazy ones the
    // browser fetches ahead of the viewport included), once none is under way.
    await picturesSettled(pictures);
    // The last candidate for the largest paint comes with the frame after the pictures are decoded.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.waitForTimeout(300);
    const result = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      lcp: window.__perf.lcp,
      lcpUrl: window.__perf.lcpUrl,
      hydrated: window.__perf.hydrated,
      form: document.querySelector("main form") !== null,
      protocol: performance.getEntriesByType("navigation")[0]?.nextHopProtocol,
      scripts: [...document.scripts].filter((s) => s.type !== "application/ld+json").length,
    }));
    const origin = new URL(url).origin;
    const finished = [...pictures.values()].filter((p) => p.done && !p.failed);
    const hero = result.lcpUrl
      ? finished.filter((p) => p.url === result.lcpUrl).sort((a, b) => b.bytes - a.bytes)[0]
      : undefined;
    const from = { imageService: 0, site: 0, elsewhere: 0 };
    for (const p of finished) from[pictureSource(p.url, origin)] += p.bytes;
    return {
      ...result,
      hero: hero
        ? {
            url: hero.url,
            bytes: hero.bytes,
            type: hero.type,
            width: pixelWidth(hero.url),
            source: pictureSource(hero.url, origin),
          }
        : null,
      pictures: {
        count: finished.length,
        bytes: finished.reduce((sum, p) => sum + p.bytes, 0),
        bytesFrom: from,
        failed: [...pictures.values()].filter((p) => p.failed || (p.status ?? 200) >= 400).length,
        unfinished: [...pictures.values()].filter((p) => !p.done).length,
      },
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const seconds = (ms) => (ms === null || ms === undefined ? "–" : (ms / 1000).toFixed(2));
const kilobytes = (bytes) => (bytes === null || bytes === undefined ? "–" : (bytes / 1000).toFixed(1));

if (!existsSync(path.join(root, "build/server/index.js"))) {
  console.log("No build found: building the site first (npm run build)…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const baselineCheckout = options.baseline ? path.resolve(options.baseline) : null;
if (baselineCheckout && !existsSync(path.join(baselineCheckout, "build/server/index.js"))) {
  console.error(`--baseline ${options.baseline} has no build (npm run build there first)`);
  process.exit(1);
}

/** The medians of one variant's loads of a page on a phone, judged against the page's limit and targets. */
function summarise(group, pagePath, phoneName, siteLoads, limitLoads) {
  const kind = siteLoads.some((l) => l.form) ? "form" : "content";
  const targets = targetsOf(pagePath);
  const row = {
    group,
    path: pagePath,
    phone: phoneName,
    kind,
    fcp: median(siteLoads.map((l) => l.fcp)),
    lcp: median(siteLoads.map((l) => l.lcp)),
    controls: median(siteLoads.map((l) => l.hydrated)),
    heroBytes: median(siteLoads.map((l) => l.hero?.bytes)),
    pictureBytes: median(siteLoads.map((l) => l.pictures.bytes)),
    fcpLimit: median(limitLoads.map((l) => l.fcp)),
    lcpLimit: median(limitLoads.map((l) => l.lcp)),
    controlsTarget: CONTROLS_TARGET_MS[kind],
    lcpTarget: targets.lcpMs ?? null,
    heroBytesTarget: targets.heroBytes?.[phoneName] ?? null,
    pictureBytesTarget: targets.pictureBytes?.[phoneName] ?? null,
  };
  const within = (value, most) => most === null || (value !== null && value <= most);
  row.met = {
    fcp: row.fcp !== null && row.fcpLimit !== null && row.fcp - row.fcpLimit <= PAINT_MARGIN_MS,
    lcp: row.lcp !== null && row.lcpLimit !== null && row.lcp - row.lcpLimit <= PAINT_MARGIN_MS,
    lcpTarget: within(row.lcp, row.lcpTarget),
    controls: row.controls !== null && row.controls <= row.controlsTarget,
    heroBytes: within(row.heroBytes, row.heroBytesTarget),
    pictureBytes: within(row.pictureBytes, row.pictureBytesTarget),
  };
  return row;
}

function printTable(title, rows) {
  const width = Math.max(4, ...rows.map((r) => r.path.length));
  const header =
    `${"page".padEnd(width)}  phone  kind      FCP s  limit    LCP s  limit    max  ` +
    "controls s  target   hero kB    max  pictures kB    max";
  console.log(`\n${title}\n${header}\n${"─".repeat(header.length)}`);
  const mark = (ok) => (ok ? " " : "✗");
  const most = (value, format) => (value === null ? "" : format(value));
  for (const r of rows) {
    console.log(
      `${r.path.padEnd(width)}  ${`${r.phone}×`.padStart(5)}  ${r.kind.padEnd(7)}  ` +
        `${seconds(r.fcp).padStart(5)}${mark(r.met.fcp)} ${seconds(r.fcpLimit).padStart(5)}  ` +
        `${seconds(r.lcp).padStart(6)}${mark(r.met.lcp && r.met.lcpTarget)} ${seconds(r.lcpLimit).padStart(5)}  ` +
        `${most(r.lcpTarget, seconds).padStart(5)}  ` +
        `${seconds(r.controls).padStart(10)}${mark(r.met.controls)}  ${seconds(r.controlsTarget).padStart(6)}  ` +
        `${kilobytes(r.heroBytes).padStart(8)}${mark(r.met.heroBytes)} ${most(r.heroBytesTarget, kilobytes).padStart(6)}  ` +
        `${kilobytes(r.pictureBytes).padStart(11)}${mark(r.met.pictureBytes)} ${most(r.pictureBytesTarget, kilobytes).padStart(6)}`,
    );
  }
  const missed = rows.flatMap((r) => {
    const at = `${r.path} (${r.phone}×)`;
    return [
      r.met.fcp ? null : `${at} FCP +${Math.round(r.fcp - r.fcpLimit)} ms`,
      r.met.lcp ? null : `${at} LCP +${Math.round(r.lcp - r.lcpLimit)} ms`,
      r.met.lcpTarget ? null : `${at} LCP ${seconds(r.lcp)} s > ${seconds(r.lcpTarget)} s`,
      r.met.controls ? null : `${at} controls at ${seconds(r.controls)} s`,
      r.met.heroBytes ? null : `${at} hero ${kilobytes(r.heroBytes)} kB > ${kilobytes(r.heroBytesTarget)} kB`,
      r.met.pictureBytes
        ? null
        : `${at} pictures ${kilobytes(r.pictureBytes)} kB > ${kilobytes(r.pictureBytesTarget)} kB`,
    ].filter(Boolean);
  });
  console.log(
    missed.length === 0
      ? `Every target met (paints within ${PAINT_MARGIN_MS} ms of the limit; controls by 2.5 s, 3.0 s with a form; the "max" columns).`
      : `Missed (✗): ${missed.join("; ")}.`,
  );
}

/** One progress line: the last load of a page on a phone. */
function progressOf(l) {
  let hero = "";
  if (l.hero) {
    const from = { imageService: "/_img/", site: "a site file" }[l.hero.source] ?? new URL(l.hero.url).host;
    const width = l.hero.width ? `, ${l.hero.width} px wide` : "";
    hero = `, hero ${kilobytes(l.hero.bytes)} kB (${l.hero.type ?? "?"}${width}, ${from})`;
  }
  const { pictures } = l;
  return (
    `FCP ${seconds(l.fcp)} s, LCP ${seconds(l.lcp)} s, controls ${seconds(l.hydrated)} s${hero}, ` +
    `pictures ${kilobytes(pictures.bytes)} kB in ${pictures.count}` +
    (pictures.bytesFrom.elsewhere > 0
      ? ` (${kilobytes(pictures.bytesFrom.elsewhere)} kB from another host)`
      : "") +
    (pictures.failed > 0 ? `, ${pictures.failed} failed` : "") +
    (pictures.unfinished > 0 ? `, ${pictures.unfinished} still loading` : "")
  );
}

const servers = [];
const fronts = [];
const folders = [];
let wordpress;
let browser;
let exitCode = 0;
try {
  const phones = phoneNames.map((name) => ({ name, ...PHONES[name] }));
  /** A production server of `checkout` for `group`, with its own picture cache and spool. */
  const startServer = async (group, checkout) => {
    const folder = mkdtempSync(path.join(tmpdir(), "perf-site-"));
    folders.push(folder);
    const env = { IMAGE_CACHE_DIR: path.join(folder, "images"), LEAD_SPOOL_DIR: path.join(folder, "spool") };
    // The stand-in's content never changes during a run: read it once.
    if (group === "photos")
      Object.assign(env, { WORDPRESS_URL: wordpress.url, CONTENT_TTL_SECONDS: "86400" });
    const server = await startSiteServer(env, checkout);
    servers.push(server);
    // Each page once before it is measured: a visitor meets the page cache warm.
    for (const pagePath of pagesOf[group])
      await fetch(`${server.origin}${pagePath}`).then((r) => r.arrayBuffer());
    return server;
  };
  if (pagesOf.photos.length > 0) {
    wordpress = await startPhotoWordPress({ albums: [PHOTO_ALBUM] });
    console.log(
      `Stand-in WordPress at ${wordpress.url}: ${wordpress.service.path} (hero ${wordpress.service.photo.file}, ` +
        `${kilobytes(wordpress.service.photo.bytes(wordpress.service.photo.file))} kB), ` +
        `${wordpress.albums[0].path} (${PHOTO_ALBUM.photos} photos).`,
    );
  }
  const tls = localCertificate();
  /** Per group: its pages and the variants they are loaded in (site, limit, baseline). */
  const groups = [];
  for (const group of Object.keys(GROUPS)) {
    const pages = pagesOf[group];
    if (pages.length === 0) continue;
    const server = await startServer(group, root);
    const variants = [
      { name: "site", front: await startFront(server.origin, false, tls, pages), hydrates: true },
      { name: "limit", front: await startFront(server.origin, true, tls, pages), hydrates: false },
    ];
    if (baselineCheckout) {
      const baseline = await startServer(group, baselineCheckout);
      variants.push({
        name: "baseline",
        front: await startFront(baseline.origin, false, tls, pages),
        hydrates: true,
      });
    }
    fronts.push(...variants.map((v) => v.front));
    groups.push({ group, pages, variants });
  }
  browser = await chromium.launch({
    executablePath: VISITOR_CHROMIUM,
    args: chromiumArgs,
  });

  // Each page once on each phone in each checkout: the picture variants it asks for are made before
  // a measured load meets them, as for any visitor after the first.
  console.log("Warming the picture variants: each page once on each phone…");
  for (const { pages, variants } of groups)
    for (const variant of variants.filter((v) => v.name !== "limit"))
      for (const pagePath of pages)
        for (const phone of phones)
          await load(browser, `${variant.front.origin}${pagePath}`, {
            hydrates: false,
            phone,
            throttle: false,
          });

  // A page that names a new WordPress picture has the server make it in the background (warm-ups):
  // the loads that are measured start once every server has finished.
  const waited = Math.max(
    ...(await Promise.all(servers.map((server) => idle(serverPid(server.origin), 300_000)))),
  );
  console.log(`  the servers were idle ${seconds(waited)} s later.`);

  console.log(
    `${runs} loads per page, phone and variant, each in a fresh context: CPU ${SLOW_PROFILE.cpuSlowdown}× slower, ` +
      `${SLOW_PROFILE.downloadBitsPerSecond / 1e6} Mbps down, ${SLOW_PROFILE.uploadBitsPerSecond / 1e3} kbps up, ` +
      `${SLOW_PROFILE.latencyMs} ms round trip, ${SLOW_PROFILE.viewport.width} px wide at ` +
      `${phones.map((p) => `${p.name}×`).join(" and ")}, over HTTP/2.`,
  );

  const key = (pagePath, phone) => `${pagePath} ${phone}`;
  const loads = {};
  for (let run = 1; run <= runs; run++) {
    for (const { pages, variants } of groups) {
      for (const pagePath of pages) {
        for (const phone of phones) {
          loads[key(pagePath, phone.name)] ??= Object.fromEntries(variants.map((v) => [v.name, []]));
          const kept = loads[key(pagePath, phone.name)];
          // Turn about: which variant goes first changes every run.
          const shift = (run - 1) % variants.length;
          for (const variant of [...variants.slice(shift), ...variants.slice(0, shift)]) {
            const result = await load(browser, `${variant.front.origin}${pagePath}`, { ...variant, phone });
            if (!variant.hydrates && result.scripts > 0)
              throw new Error(`${pagePath} still had ${result.scripts} scripts without its scripts`);
            if (result.protocol !== "h2")
              throw new Error(`${pagePath} came over ${result.protocol}, not HTTP/2`);
            kept[variant.name].push(result);
          }
          console.log(`  ${pagePath} ${phone.name}× run ${run}/${runs}: ${progressOf(kept.site.at(-1))}`);
        }
      }
    }
  }

  const rowsOf = (variantName) =>
    groups.flatMap(({ group, pages }) =>
      pages.flatMap((pagePath) =>
        phones.map((phone) => {
          const kept = loads[key(pagePath, phone.name)];
          return summarise(group, pagePath, phone.name, kept[variantName], kept.limit);
        }),
      ),
    );
  const rows = rowsOf("site").map((row) => ({ ...row, loads: loads[key(row.path, row.phone)] }));
  for (const { group } of groups)
    printTable(
      `${GROUPS[group]}: median of ${runs} (limit: the same HTML with no scripts)`,
      rows.filter((r) => r.group === group),
    );
  const baselineRows = baselineCheckout ? rowsOf("baseline") : undefined;
  if (baselineRows)
    for (const { group } of groups)
      printTable(
        `${GROUPS[group]}, baseline (${baselineCheckout}), loaded turn about with the above`,
        baselineRows.filter((r) => r.group === group),
      );

  mkdirSync(path.join(root, "reports"), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    phones: Object.fromEntries(phones.map(({ name, ...phone }) => [name, phone])),
    runs,
    photoWordPress: wordpress
      ? {
          service: { path: wordpress.service.path, photo: wordpress.service.photo.file },
          album: { path: wordpress.albums[0].path, photos: wordpress.albums[0].photos.map((p) => p.file) },
        }
      : undefined,
    pages: rows,
    baseline: baselineRows,
  };
  writeFileSync(path.join(root, "reports/perf.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log("\nEvery load: reports/perf.json");
} catch (error) {
  console.error(`Perf failed: ${error.stack ?? error.message}`);
  exitCode = 1;
} finally {
  await browser?.close();
  for (const front of fronts) await front.close();
  for (const server of servers) await server.stop();
  await wordpress?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
process.exit(exitCode);
