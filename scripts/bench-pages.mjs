// npm run bench:pages [-- --connections 50 --seconds 10 --page /quote …]
// Starts the production server (bin/start.mjs) twice on a free port of 127.0.0.1, with the page
// cache on and then off (PAGE_CACHE=off), and drives each page with autocannon: 50 keep-alive
// connections for 10 s after a warm-up, asking for brotli or gzip as a browser does. Prints requests
// per second, p50 and p99 latency, errors and bytes per answer for each page, cached and uncached,
// and whether the cached figures meet the goals (docs/decisions/011). Then, with the page cache on,
// the same pages through Debian's nginx on the shipped site file (deploy/nginx) in front of one and
// then two instances, and nginx sending the same bytes from disk, which is the ceiling a warm page is
// measured against (`-- --no-nginx` skips those). Traffic stays on this machine.
//
// npm run bench:pages -- --revalidate 3 [--seconds 30]: instead, every page of the site in turn, the
// page cache on and its content from a stand-in WordPress (tests/fakes/wordpress.ts), first quiet,
// then with a signed revalidation of one town edited in WordPress every 3 s, as an editor at work:
// pages per second and the share of answers that were fresh hits (the server's own count), each way.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { createServer as createViteServer } from "vite";
import { ensureNginx } from "./deploy/nginx.mjs";
import { nginxConfForTest } from "./deploy/nginx-config.ts";
import { everyPagePath, freePort, root, startSiteServer } from "./lib/site-server.mjs";

const GOAL_RPS = 5_000;
const GOAL_P99_MS = 25;

const { values: options } = parseArgs({
  options: {
    connections: { type: "string", default: "50" },
    seconds: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    page: { type: "string", multiple: true },
    "no-nginx": { type: "boolean", default: false },
    revalidate: { type: "string" },
  },
});
const connections = Number(options.connections);
const seconds = Number(options.seconds);
const warmup = Number(options.warmup);
const pages = options.page ?? ["/", "/services", "/locations/ankeny", "/quote"];

if (!existsSync(path.join(root, "build/server/index.js"))) {
  console.log("No build found: building the site first (npm run build)…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(
  `Pages: ${connections} keep-alive connections, ${seconds} s each after ${warmup} s of warm-up, ` +
    `Accept-Encoding "br, gzip", on this ${cpus().length}-core machine (load average ${loadavg()[0].toFixed(1)} ` +
    "at start; the load generator shares the machine with the server).\n",
);

if (options.revalidate !== undefined) {
  await whileEditorsSave(Number(options.revalidate));
  process.exit(0);
}

const rows = [];
for (const cache of ["on", "off"]) {
  const server = await startServer(cache);
  try {
    for (const page of pages) rows.push(await measure(page, cache, `${server.origin}${page}`));
  } finally {
    await server.stop();
  }
}

if (!options["no-nginx"]) rows.push(...(await throughNginx()));

printTable(rows);
const warm = rows.filter((r) => r.cache === "on");
const met = warm.every((r) => r.rps >= GOAL_RPS && r.p99 < GOAL_P99_MS && r.errors === 0);
console.log(
  `\nGoals (cache on): at least ${GOAL_RPS} req/s and p99 under ${GOAL_P99_MS} ms on each page, no errors: ${met ? "met" : "NOT met"}.`,
);
process.exitCode = met && rows.every((r) => r.errors === 0) ? 0 : 1;

/** Measures `url` and returns its row. */
async function measure(page, cache, url) {
  await run(url, warmup);
  const result = await run(url, seconds);
  const row = {
    page,
    cache,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytes: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
  console.log(`  ${cache.padEnd(14)} ${page.padEnd(18)} ${Math.round(row.rps)} req/s, p99 ${row.p99} ms`);
  return row;
}

/**
 * The shipped nginx file in front of one, then two instances (page cache on), and nginx serving each
 * page's brotli bytes from disk with the headers the site sends: a warm page's ceiling.
 */
async function throughNginx() {
  const nginx = ensureNginx();
  const folder = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  // nginx's workers run as another user: they must be able to read the pages and use the temp folders.
  chmodSync(folder, 0o755);
  const out = [];
  const servers = [await startServer("on"), await startServer("on")];
  try {
    const ports = { site: await freePort(), redirect: await freePort() };
    const portOf = (server) => Number(new URL(server.origin).port);
    for (const count of [1, 2]) {
      const conf = path.join(folder, `nginx-${count}.conf`);
      mkdirSync(path.join(folder, "temp"), { recursive: true });
      writeFileSync(
        conf,
        nginxConfForTest(folder, { ...ports, upstreams: servers.slice(0, count).map(portOf) }),
      );
      const proxy = await startNginx(nginx, conf, ports.site);
      try {
        for (const page of pages)
          out.push(await measure(page, `nginx → ${count}`, `http://127.0.0.1:${ports.site}${page}`));
      } finally {
        await proxy.stop();
      }
    }
    // The ceiling: the same bytes (brotli, as the load asks for them) sent by nginx from disk.
    const www = path.join(folder, "www");
    mkdirSync(www, { recursive: true });
    for (const page of pages) {
      const file = page === "/" ? "index" : page.slice(1).replaceAll("/", "_");
      writeFileSync(path.join(www, file), await brotliBytes(`${servers[0].origin}${page}`));
    }
    const staticPort = await freePort();
    const staticConf = path.join(folder, "static.conf");
    writeFileSync(
      staticConf,
      `pid ${folder}/static.pid;
error_log ${folder}/static-error.log warn;
worker_processes 2;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${folder}/temp/body;
  proxy_temp_path ${folder}/temp/proxy;
  server {
    listen 127.0.0.1:${staticPort};
    root ${www};
    default_type "text/html; charset=utf-8";
    add_header Content-Encoding br;
    add_header Vary Accept-Encoding;
    location = / { try_files /index =404; }
    location / { rewrite ^/(.*)/(.*)$ /$1_$2 last; }
  }
}
`,
    );
    const ceiling = await startNginx(nginx, staticConf, staticPort);
    try {
      for (const page of pages)
        out.push(await measure(page, "nginx static", `http://127.0.0.1:${staticPort}${page}`));
    } finally {
      await ceiling.stop();
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(folder, { recursive: true, force: true });
  }
  return out;
}

/** A page's brotli bytes as the site sends them (fetch would decode them). */
function brotliBytes(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "br" } }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        if (res.headers["content-encoding"] !== "br") reject(new Error(`${url} was not sent in brotli`));
        else resolve(Buffer.concat(chunks));
      });
    }).on("error", reject);
  });
}

async function startNginx(binary, conf, port) {
  const child = spawn(binary, ["-c", conf, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "inherit"] });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx stopped at start (exit ${child.exitCode})`);
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error("nginx did not answer within 10 s");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

function run(url, duration) {
  return autocannon({
    url,
    connections,
    duration,
    headers: { "accept-encoding": "br, gzip", accept: "text/html" },
  });
}

function printTable(all) {
  console.log(
    `\n${"page".padEnd(18)}  ${"served by".padEnd(14)}    req/s   p50 ms   p99 ms  errors  bytes/answer`,
  );
  console.log("─".repeat(84));
  for (const r of all) {
    const by = r.cache === "on" || r.cache === "off" ? `cache ${r.cache}` : r.cache;
    console.log(
      `${r.page.padEnd(18)}  ${by.padEnd(14)}  ${String(Math.round(r.rps)).padStart(7)}  ${String(r.p50).padStart(7)}  ${String(r.p99).padStart(7)}  ${String(r.errors).padStart(6)}  ${String(r.bytes).padStart(12)}`,
    );
  }
  const ceiling = new Map(all.filter((r) => r.cache === "nginx static").map((r) => [r.page, r.rps]));
  if (ceiling.size === 0) return;
  console.log("\nA warm page against nginx sending the same bytes from disk (req/s ratio):");
  for (const r of all.filter((row) => row.cache === "on" && ceiling.has(row.page))) {
    console.log(`  ${r.page.padEnd(18)} ${(r.rps / ceiling.get(r.page)).toFixed(2)}×`);
  }
}

function startServer(cache) {
  // The canonical origin is not the local one, as in production behind a proxy.
  // One load generator is one network: the estimate addresses' limit would answer it 429.
  return startSiteServer({
    SITE_URL: "https://www.example.com",
    PAGE_CACHE: cache,
    ESTIMATE_LIMIT_PER_MINUTE: "1000000",
  });
}

/**
 * Every page of the site in turn over `connections` connections, the page cache on and WordPress a
 * stand-in on this machine: `seconds` quiet, then `seconds` with a signed revalidation every
 * `everySeconds`, each naming one town an editor changed (Ankeny and Waukee in turn, the towns the
 * stand-in holds). Prints pages per second and the hit ratio (fresh hits over page answers, from the
 * server's gdm_page_cache_requests_total) of each run.
 */
async function whileEditorsSave(everySeconds) {
  if (!(everySeconds > 0)) throw new Error("--revalidate takes the seconds between two calls, e.g. 3");
  const secret = "a-benchmark-secret-of-some-length";
  const vite = await createViteServer({
    root,
    configFile: false,
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  const { startFakeWordPress } = await vite.ssrLoadModule("/tests/fakes/wordpress.ts");
  const { revalidationHeaders } = await vite.ssrLoadModule("/server/content/revalidate.ts");
  const wp = await startFakeWordPress();
  const metricsPort = await freePort();
  const server = await startSiteServer({
    SITE_URL: "https://www.example.com",
    PAGE_CACHE: "on",
    ESTIMATE_LIMIT_PER_MINUTE: "1000000",
    WORDPRESS_URL: wp.url,
    WORDPRESS_WEBHOOK_SECRET: secret,
    // Only a revalidation refreshes: what is measured is what a call drops.
    CONTENT_TTL_SECONDS: "3600",
    METRICS_PORT: String(metricsPort),
  });
  try {
    const paths = (await everyPagePath(server.origin)).filter((path) => path !== "/no-such-page");
    const towns = wp.content.location;
    const run = (duration) =>
      autocannon({
        url: server.origin,
        connections,
        duration,
        headers: { "accept-encoding": "br, gzip", accept: "text/html" },
        requests: paths.map((path) => ({ method: "GET", path })),
      });
    console.log(
      `Every page in turn (${paths.length} pages), ${connections} connections, ${seconds} s quiet then ` +
        `${seconds} s with a town's revalidation every ${everySeconds} s, on this ${cpus().length}-core ` +
        `machine (load average ${loadavg()[0].toFixed(1)}); WordPress is a stand-in on this machine.\n`,
    );
    // Every page made once before anything is measured.
    for (const path of paths) await (await fetch(`${server.origin}${path}`)).arrayBuffer();
    await run(warmup);
    const results = [];
    for (const calling of [false, true]) {
      const before = await pageCacheCounts(metricsPort);
      const dropped = [];
      let call = 0;
      const timer = calling
        ? setInterval(() => {
            const town = towns[call++ % towns.length];
            town.content = { rendered: `<p>Edited ${call} times by the benchmark.</p>`, protected: false };
            const body = JSON.stringify({
              call: `bench-${call}`,
              changes: [{ type: "location", id: town.id, slug: town.slug, action: "update" }],
            });
            fetch(`${server.origin}/api/revalidate`, {
              method: "POST",
              headers: revalidationHeaders(secret, body),
              body,
            })
              .then(async (answer) => {
                if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
                dropped.push((await answer.json()).pagesDropped);
              })
              .catch((error) => console.error(`  a revalidation failed: ${error.message}`));
          }, everySeconds * 1000)
        : undefined;
      const result = await run(seconds);
      clearInterval(timer);
      const after = await pageCacheCounts(metricsPort);
      const count = (state) => (after[state] ?? 0) - (before[state] ?? 0);
      const answers = count("hit") + count("stale") + count("miss");
      results.push({
        run: calling ? `a call every ${everySeconds} s` : "no call",
        rps: result.requests.average,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        hitRatio: answers ? count("hit") / answers : 0,
        misses: count("miss"),
        calls: dropped.length,
        dropped: dropped.length ? dropped.reduce((a, b) => a + b, 0) / dropped.length : 0,
      });
    }
    console.log(
      `${"run".padEnd(22)}  pages/s   p99 ms  errors  hit ratio  misses  calls  pages dropped a call`,
    );
    console.log("─".repeat(96));
    for (const r of results) {
      console.log(
        `${r.run.padEnd(22)}  ${String(Math.round(r.rps)).padStart(7)}  ${String(r.p99).padStart(7)}  ${String(r.errors).padStart(6)}  ${`${(r.hitRatio * 100).toFixed(2)} %`.padStart(9)}  ${String(r.misses).padStart(6)}  ${String(r.calls).padStart(5)}  ${r.dropped.toFixed(1).padStart(20)}`,
      );
    }
  } finally {
    await server.stop();
    await wp.close();
    await vite.close();
  }
}

/** The page cache's answers so far, by result, from the server's metrics listener. */
async function pageCacheCounts(port) {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const counts = {};
  for (const [, result, value] of text.matchAll(/^gdm_page_cache_requests_total\{result="(\w+)"\} (\d+)/gm))
    counts[result] = Number(value);
  return counts;
}
