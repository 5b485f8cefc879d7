// npm run bench:pages [-- --connections 50 --seconds 10 --page /quote …]
// Starts the production server (scripts/start.mjs) twice on a free port of 127.0.0.1, with the page
// cache on and then off (PAGE_CACHE=off), and drives each page with autocannon: 50 keep-alive
// connections for 10 s after a warm-up, asking for brotli or gzip as a browser does. Prints requests
// per second, p50 and p99 latency, errors and bytes per answer for each page, cached and uncached,
// and whether the cached figures meet the goals (docs/decisions/011). Traffic stays on this machine.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { root, startSiteServer } from "./lib/site-server.mjs";

const GOAL_RPS = 5_000;
const GOAL_P99_MS = 25;

const { values: options } = parseArgs({
  options: {
    connections: { type: "string", default: "50" },
    seconds: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    page: { type: "string", multiple: true },
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

const rows = [];
for (const cache of ["on", "off"]) {
  const server = await startServer(cache);
  try {
    for (const page of pages) {
      const url = `${server.origin}${page}`;
      await run(url, warmup);
      const result = await run(url, seconds);
      rows.push({
        page,
        cache,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        bytes: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
      });
      const row = rows.at(-1);
      console.log(
        `  cache ${cache.padEnd(3)} ${page.padEnd(18)} ${Math.round(row.rps)} req/s, p99 ${row.p99} ms`,
      );
    }
  } finally {
    await server.stop();
  }
}

printTable(rows);
const warm = rows.filter((r) => r.cache === "on");
const met = warm.every((r) => r.rps >= GOAL_RPS && r.p99 < GOAL_P99_MS && r.errors === 0);
console.log(
  `\nGoals (cache on): at least ${GOAL_RPS} req/s and p99 under ${GOAL_P99_MS} ms on each page, no errors: ${met ? "met" : "NOT met"}.`,
);
process.exitCode = met && rows.every((r) => r.errors === 0) ? 0 : 1;

function run(url, duration) {
  return autocannon({
    url,
    connections,
    duration,
    headers: { "accept-encoding": "br, gzip", accept: "text/html" },
  });
}

function printTable(all) {
  console.log(`\n${"page".padEnd(18)}  cache    req/s   p50 ms   p99 ms  errors  bytes/answer`);
  console.log("─".repeat(72));
  for (const r of all) {
    console.log(
      `${r.page.padEnd(18)}  ${r.cache.padEnd(5)}  ${String(Math.round(r.rps)).padStart(7)}  ${String(r.p50).padStart(7)}  ${String(r.p99).padStart(7)}  ${String(r.errors).padStart(6)}  ${String(r.bytes).padStart(12)}`,
    );
  }
}

function startServer(cache) {
  // The canonical origin is not the local one, as in production behind a proxy.
  return startSiteServer({ SITE_URL: "https://www.example.com", PAGE_CACHE: cache });
}
