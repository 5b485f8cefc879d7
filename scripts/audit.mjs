// npm run audit [-- --runs N] [-- --page PATH …]: Lighthouse (mobile, simulated throttling) over the audited pages of
// the production build, served locally; prints the median run per page and writes reports/lighthouse.json.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { VISITOR_CHROMIUM } from "../playwright.config.ts";
import { root, startSiteServer } from "./lib/site-server.mjs";

const chromePath = VISITOR_CHROMIUM;
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];
const categories = ["performance", "accessibility", "best-practices", "seo"];

const { values: options } = parseArgs({
  options: { runs: { type: "string", default: "3" }, page: { type: "string", multiple: true } },
});
const runs = Number.parseInt(options.runs, 10);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1 (got "${options.runs}")`);
  process.exit(1);
}

// The page registry is TypeScript with no imports; Node 24 runs it directly (type stripping).
const { AUDITED_FAMILY_PAGES, PAGES } = await import("../shared/pages.ts");
const allAuditPages = [
  ...PAGES.filter((page) => page.audited).map(({ path, name, robots }) => ({ path, name, robots })),
  ...AUDITED_FAMILY_PAGES,
  { path: "/no-such-page", name: "not found" },
];
// `-- --page /about --page /quote` audits only those (any path, audited or not).
const auditPages = options.page
  ? options.page.map((path) => allAuditPages.find((p) => p.path === path) ?? { path, name: path })
  : allAuditPages;

/** One Lighthouse run reduced to what the table shows. */
function summarise(lhr, origin) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scriptBytes = requests
    .filter((r) => r.resourceType === "Script")
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const document = requests.find((r) => r.resourceType === "Document");
  const originHost = new URL(origin).host;
  return {
    status: document?.statusCode ?? null,
    scores: Object.fromEntries(
      categories.map((c) => [
        c,
        lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100),
      ]),
    ),
    jsKb: Math.round((scriptBytes / 1024) * 10) / 10,
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
    tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN),
    cls: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN) * 1000) / 1000,
    externalRequests: requests
      .map((r) => r.url)
      .filter((u) => /^https?:/.test(u) && new URL(u).host !== originHost),
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/** The run with the median performance score (scores are noisy from run to run). */
function medianRun(results) {
  const sorted = [...results].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  return sorted[Math.floor(sorted.length / 2)];
}

const cell = (value, width) => String(value ?? "–").padStart(width);

function printTable(rows) {
  const nameWidth = Math.max(5, ...rows.map((r) => r.path.length));
  const header = `${"route".padEnd(nameWidth)}  status  perf  a11y  best   seo   JS KB    LCP s  TBT ms    CLS`;
  console.log(`\n${header}\n${"─".repeat(header.length)}`);
  for (const r of rows) {
    const s = r.median.scores;
    console.log(
      `${r.path.padEnd(nameWidth)}  ${cell(r.median.status, 6)}  ${cell(s.performance, 4)}  ${cell(s.accessibility, 4)}  ${cell(s["best-practices"], 4)}  ${cell(s.seo, 4)}  ${cell(r.median.jsKb.toFixed(1), 6)}  ${cell((r.median.lcpMs / 1000).toFixed(2), 7)}  ${cell(r.median.tbtMs, 6)}  ${cell(r.median.cls.toFixed(3), 5)}`,
    );
  }
  const worst = categories.map((c) => {
    const scored = rows.filter((r) => r.median.scores[c] != null);
    const lowest = scored.sort((a, b) => a.median.scores[c] - b.median.scores[c])[0];
    return lowest ? `${c} ${lowest.median.scores[c]} (${lowest.path})` : `${c} –`;
  });
  console.log(`\nWorst: ${worst.join(", ")}`);
}

if (!existsSync(path.join(root, "build/server/index.js"))) {
  console.log("No build found: building the site first (npm run build)…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let server;
let chrome;
let lighthouseVersion;
let exitCode = 0;
try {
  server = await startSiteServer();
  const { origin } = server;
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "silent" });
  console.log(`Lighthouse ${runs}× per page (mobile, simulated throttling) against ${origin}`);

  // Each page once before it is measured: a visitor meets the page cache warm, not the process's first render.
  for (const page of auditPages)
    await fetch(`${origin}${page.path}`).then((response) => response.arrayBuffer());

  const rows = [];
  for (const page of auditPages) {
    const results = [];
    for (let run = 1; run <= runs; run++) {
      process.stdout.write(`  ${page.path} run ${run}/${runs}…`);
      let summary;
      // Lighthouse now and then fails to record a trace (NO_NAVSTART) and asks to be run again: up to twice.
      for (let attempt = 1; attempt <= 3; attempt++) {
        const result = await lighthouse(`${origin}${page.path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: categories,
          // The not-found page answers 404 on purpose; audit it anyway.
          ignoreStatusCode: true,
        });
        lighthouseVersion = result.lhr.lighthouseVersion;
        summary = summarise(result.lhr, origin);
        if (!summary.runtimeError || attempt === 3) break;
        process.stdout.write(` (${summary.runtimeError.match(/\(([A-Z_]+)\)/)?.[1] ?? "error"}, again)`);
      }
      results.push(summary);
      console.log(
        summary.runtimeError
          ? ` error: ${summary.runtimeError}`
          : ` performance ${summary.scores.performance}`,
      );
    }
    rows.push({ path: page.path, name: page.name, median: medianRun(results), runs: results });
  }

  printTable(rows);
  const external = rows.flatMap((r) => r.runs.flatMap((run) => run.externalRequests));
  if (external.length > 0) {
    console.error(`\nRequests left the machine: ${[...new Set(external)].join(", ")}`);
    exitCode = 1;
  }
  if (rows.some((r) => r.runs.some((run) => run.runtimeError))) exitCode = 1;

  mkdirSync(path.join(root, "reports"), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    lighthouse: lighthouseVersion,
    settings: { formFactor: "mobile", throttling: "simulated", runs, chromeFlags },
    pages: rows,
  };
  writeFileSync(path.join(root, "reports/lighthouse.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log("Full results: reports/lighthouse.json");
} catch (error) {
  console.error(`Audit failed: ${error.message}`);
  exitCode = 1;
} finally {
  await chrome?.kill();
  await server?.stop();
}
process.exit(exitCode);
