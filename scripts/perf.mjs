// npm run perf [-- --runs N] [-- --page PATH …] [-- --baseline DIR]: how fast pages are for a visitor on a phone, in a real
// browser (docs/decisions/003). The production build, served locally, is loaded in Debian's Chromium
// through Playwright, a fresh context per load, on a slow phone's profile: CPU slowed 4×, 1.6 Mbps down,
// 750 kbps up, 150 ms round trip, a 412 px viewport. For each page it prints the median of N loads
// (5 unless told) of its first contentful paint, its largest contentful paint and when every control
// works (the page's `data-hydrated` mark, app/lib/hydrated.ts), beside the limit: the paints of the same
// HTML with every script and module preload removed, served the same way. The two are loaded turn
// about, so the machine's load hits both alike. Targets: each paint within 100 ms of its limit;
// every control working by 2.5 s on a content page, 3.0 s on a page with a form. A missed target is
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
import { chromiumArgs } from "../playwright.config.ts";
import { freePort, root, startSiteServer } from "./lib/site-server.mjs";

/** The phone: Lighthouse's slow 4G and mid-range CPU, measured in a browser instead of simulated. */
const phone = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
};
/** How far a paint may be behind the same HTML without scripts. */
const PAINT_MARGIN_MS = 100;
/** When every control must work. */
const CONTROLS_TARGET_MS = { content: 2_500, form: 3_000 };

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    page: { type: "string", multiple: true },
    baseline: { type: "string" },
  },
});
const runs = Number.parseInt(options.runs, 10);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1 (got "${options.runs}")`);
  process.exit(1);
}
const pages = options.page ?? [
  "/",
  "/quote",
  "/services/driveways",
  "/locations/ankeny",
  "/gallery/stamped-patios",
];

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
 * served this way: `site` passes every request through; `limit` answers the measured pages with
 * their HTML without scripts, compressed as the page cache does (brotli 9), and passes everything
 * else (styles, pictures) through.
 */
async function startFront(origin, stripScripts, tls) {
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

/** Runs in the page before its own HTML: keeps the largest paint and when the page marked itself hydrated. */
function observePage() {
  const seen = { lcp: null, hydrated: null };
  window.__perf = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new MutationObserver((_records, observer) => {
    if (!document.documentElement?.hasAttribute("data-hydrated")) return;
    seen.hydrated = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
}

/** One cold load of `url` on the phone profile. */
async function load(browser, url, { hydrates }) {
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
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: phone.latencyMs,
      downloadThroughput: phone.downloadBitsPerSecond / 8,
      uploadThroughput: phone.uploadBitsPerSecond / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: phone.cpuSlowdown });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    if (hydrates)
      await page.waitForFunction(() => window.__perf.hydrated !== null, null, { timeout: 60_000 });
    // The last candidate for the largest paint comes with the frame after the pictures are decoded.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.waitForTimeout(300);
    const result = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      lcp: window.__perf.lcp,
      hydrated: window.__perf.hydrated,
      form: document.querySelector("main form") !== null,
      protocol: performance.getEntriesByType("navigation")[0]?.nextHopProtocol,
      scripts: [...document.scripts].filter((s) => s.type !== "application/ld+json").length,
    }));
    return result;
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
const seconds = (ms) => (ms === null ? "–" : (ms / 1000).toFixed(2));

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

/** The medians of one variant's loads of a page, judged against the page's limit. */
function summarise(pagePath, siteLoads, limitLoads) {
  const kind = siteLoads.some((l) => l.form) ? "form" : "content";
  const row = {
    path: pagePath,
    kind,
    fcp: median(siteLoads.map((l) => l.fcp)),
    lcp: median(siteLoads.map((l) => l.lcp)),
    controls: median(siteLoads.map((l) => l.hydrated)),
    fcpLimit: median(limitLoads.map((l) => l.fcp)),
    lcpLimit: median(limitLoads.map((l) => l.lcp)),
    controlsTarget: CONTROLS_TARGET_MS[kind],
  };
  row.met = {
    fcp: row.fcp !== null && row.fcpLimit !== null && row.fcp - row.fcpLimit <= PAINT_MARGIN_MS,
    lcp: row.lcp !== null && row.lcpLimit !== null && row.lcp - row.lcpLimit <= PAINT_MARGIN_MS,
    controls: row.controls !== null && row.controls <= row.controlsTarget,
  };
  return row;
}

function printTable(title, rows) {
  const width = Math.max(4, ...rows.map((r) => r.path.length));
  const header = `${"page".padEnd(width)}  kind      FCP s  limit    LCP s  limit    controls s  target`;
  console.log(`\n${title}\n${header}\n${"─".repeat(header.length)}`);
  const mark = (ok) => (ok ? " " : "✗");
  for (const r of rows) {
    console.log(
      `${r.path.padEnd(width)}  ${r.kind.padEnd(7)}  ${seconds(r.fcp).padStart(5)}${mark(r.met.fcp)} ${seconds(r.fcpLimit).padStart(5)}  ${seconds(r.lcp).padStart(6)}${mark(r.met.lcp)} ${seconds(r.lcpLimit).padStart(5)}  ${seconds(r.controls).padStart(10)}${mark(r.met.controls)}  ${seconds(r.controlsTarget).padStart(6)}`,
    );
  }
  const missed = rows.flatMap((r) =>
    [
      r.met.fcp ? null : `${r.path} FCP +${Math.round(r.fcp - r.fcpLimit)} ms`,
      r.met.lcp ? null : `${r.path} LCP +${Math.round(r.lcp - r.lcpLimit)} ms`,
      r.met.controls ? null : `${r.path} controls at ${seconds(r.controls)} s`,
    ].filter(Boolean),
  );
  console.log(
    missed.length === 0
      ? `Every target met (paints within ${PAINT_MARGIN_MS} ms of the limit; controls by 2.5 s, 3.0 s with a form).`
      : `Missed (✗): ${missed.join("; ")}.`,
  );
}

const servers = [];
const fronts = [];
let browser;
let exitCode = 0;
try {
  const server = await startSiteServer();
  servers.push(server);
  // Each page once before it is measured: a visitor meets the page cache warm.
  for (const pagePath of pages) await fetch(`${server.origin}${pagePath}`).then((r) => r.arrayBuffer());
  const tls = localCertificate();
  const variants = [
    { name: "site", front: await startFront(server.origin, false, tls), hydrates: true },
    { name: "limit", front: await startFront(server.origin, true, tls), hydrates: false },
  ];
  if (baselineCheckout) {
    const baseline = await startSiteServer({}, baselineCheckout);
    servers.push(baseline);
    for (const pagePath of pages) await fetch(`${baseline.origin}${pagePath}`).then((r) => r.arrayBuffer());
    variants.push({ name: "baseline", front: await startFront(baseline.origin, false, tls), hydrates: true });
  }
  fronts.push(...variants.map((v) => v.front));
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
  });
  console.log(
    `${runs} loads per page and variant, each in a fresh context: CPU ${phone.cpuSlowdown}× slower, ` +
      `${phone.downloadBitsPerSecond / 1e6} Mbps down, ${phone.uploadBitsPerSecond / 1e3} kbps up, ` +
      `${phone.latencyMs} ms round trip, ${phone.viewport.width} px wide, over HTTP/2.`,
  );

  const loads = Object.fromEntries(
    pages.map((p) => [p, Object.fromEntries(variants.map((v) => [v.name, []]))]),
  );
  for (let run = 1; run <= runs; run++) {
    for (const pagePath of pages) {
      // Turn about: which variant goes first changes every run.
      const shift = (run - 1) % variants.length;
      for (const variant of [...variants.slice(shift), ...variants.slice(0, shift)]) {
        const result = await load(browser, `${variant.front.origin}${pagePath}`, variant);
        if (!variant.hydrates && result.scripts > 0)
          throw new Error(`${pagePath} still had ${result.scripts} scripts without its scripts`);
        if (result.protocol !== "h2") throw new Error(`${pagePath} came over ${result.protocol}, not HTTP/2`);
        loads[pagePath][variant.name].push(result);
      }
      const last = loads[pagePath].site.at(-1);
      console.log(
        `  ${pagePath} run ${run}/${runs}: FCP ${seconds(last.fcp)} s, LCP ${seconds(last.lcp)} s, controls ${seconds(last.hydrated)} s`,
      );
    }
  }

  const rows = pages.map((p) => ({ ...summarise(p, loads[p].site, loads[p].limit), loads: loads[p] }));
  printTable(`Median of ${runs} (limit: the same HTML with no scripts)`, rows);
  const baselineRows = baselineCheckout
    ? pages.map((p) => summarise(p, loads[p].baseline, loads[p].limit))
    : undefined;
  if (baselineRows)
    printTable(`Baseline (${baselineCheckout}), loaded turn about with the above`, baselineRows);

  mkdirSync(path.join(root, "reports"), { recursive: true });
  writeFileSync(
    path.join(root, "reports/perf.json"),
    `${JSON.stringify({ date: new Date().toISOString(), phone, runs, pages: rows, baseline: baselineRows }, null, 2)}\n`,
  );
  console.log("\nEvery load: reports/perf.json");
} catch (error) {
  console.error(`Perf failed: ${error.stack ?? error.message}`);
  exitCode = 1;
} finally {
  await browser?.close();
  for (const front of fronts) await front.close();
  for (const server of servers) await server.stop();
}
process.exit(exitCode);
