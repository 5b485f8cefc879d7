// npm run budget [-- --record]: every page's JavaScript as Lighthouse counts it (the transfer of each
// script: compressed bytes plus response headers), measured by loading the page in Chromium as a
// phone, cold, from the production build. A page with a lead form may carry 150 KB, any other page
// 110 KB (docs/decisions/003). A page recorded in scripts/js-budget.json as over its target has the
// allowance recorded there instead, so it can shrink but not grow. Over budget, the check names the
// page and the files that grew since the recording, and exits 1. `--record` writes the file anew.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumArgs } from "../playwright.config.ts";
import { builtPages } from "../tests/routes.ts";
import { root, startSiteServer } from "./lib/site-server.mjs";

const budgetFile = path.join(root, "scripts/js-budget.json");
const TARGET_KB = { content: 110, form: 150 };
/** A file counts as grown when it carries this many more bytes than when it was recorded. */
const GROWTH_BYTES = 256;

const { values: options } = parseArgs({ options: { record: { type: "boolean", default: false } } });
const pages = [...builtPages.map((p) => p.path), "/no-such-page"];

/** `framework-CQIgTaNt.js` → `framework`: the build's name for a file, without its content hash. */
const chunkName = (url) => new URL(url).pathname.split("/").pop().replace(/-[\w-]{8}\.js$/, "");
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

async function measure(browser, origin, pagePath) {
  // A new context per page: nothing cached, as Lighthouse loads it.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const scripts = [];
  const pending = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    pending.push(
      request.sizes().then((sizes) => {
        scripts.push({
          name: chunkName(request.url()),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        });
      }),
    );
  });
  await page.goto(`${origin}${pagePath}`, { waitUntil: "networkidle" });
  await Promise.all(pending);
  const form = (await page.locator('form[method="post"]').count()) > 0;
  await context.close();
  const chunks = {};
  for (const script of scripts) chunks[script.name] = (chunks[script.name] ?? 0) + script.bytes;
  const bytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
  return { path: pagePath, kind: form ? "form" : "content", bytes, chunks };
}

/** The files of `now` that carry more bytes than at the recording, biggest growth first. */
function grownChunks(now, recorded = {}) {
  return Object.entries(now)
    .map(([name, bytes]) => ({ name, growth: bytes - (recorded[name] ?? 0), added: !(name in recorded) }))
    .filter((chunk) => chunk.growth >= GROWTH_BYTES)
    .sort((a, b) => b.growth - a.growth)
    .map((chunk) => `${chunk.name} ${chunk.added ? "(new) " : ""}+${kb(chunk.growth)} KB`);
}

if (!existsSync(path.join(root, "build/client"))) {
  console.log("No build found: building the site first (npm run build)…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const recorded = existsSync(budgetFile) ? JSON.parse(readFileSync(budgetFile, "utf8")).pages : {};
const server = await startSiteServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: chromiumArgs,
});
const results = [];
try {
  for (const pagePath of pages) results.push(await measure(browser, server.origin, pagePath));
} finally {
  await browser.close();
  await server.stop();
}

let failures = 0;
const width = Math.max(...pages.map((p) => p.length));
console.log(`${"page".padEnd(width)}  kind     files   JS KB  target  allowed`);
for (const result of results) {
  const target = TARGET_KB[result.kind];
  const allowance = recorded[result.path]?.allowedKb;
  const allowed = allowance && allowance > target ? allowance : target;
  const now = kb(result.bytes);
  const over = now > allowed;
  const note = over
    ? `  OVER: grew ${grownChunks(result.chunks, recorded[result.path]?.chunks).join(", ") || "(no single file)"}`
    : now > target
      ? `  over target by ${kb(result.bytes - target * 1024)} KB`
      : "";
  console.log(
    `${result.path.padEnd(width)}  ${result.kind.padEnd(7)}  ${String(Object.keys(result.chunks).length).padStart(5)}  ${now.toFixed(1).padStart(6)}  ${String(target).padStart(6)}  ${allowed.toFixed(1).padStart(7)}${note}`,
  );
  if (over && !options.record) failures++;
}

if (options.record) {
  const file = {
    note: "Written by `npm run budget -- --record`. allowedKb: what a page over its target may carry until it is brought under.",
    targetsKb: TARGET_KB,
    pages: Object.fromEntries(
      results.map((result) => {
        const now = kb(result.bytes);
        const over = now > TARGET_KB[result.kind];
        return [
          result.path,
          { kind: result.kind, kb: now, ...(over ? { allowedKb: Math.ceil(now + 1) } : {}), chunks: result.chunks },
        ];
      }),
    ),
  };
  writeFileSync(budgetFile, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`Recorded ${results.length} pages in ${path.relative(root, budgetFile)}`);
} else if (failures > 0) {
  console.error(`\n${failures} page(s) over their JavaScript budget.`);
  process.exit(1);
} else {
  const over = results.filter((r) => kb(r.bytes) > TARGET_KB[r.kind]).length;
  console.log(`\nEvery page within its budget${over ? ` (${over} still over the target, held to their recorded size)` : ""}.`);
}
