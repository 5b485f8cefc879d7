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
import { CHECKS_CHROMIUM, chromiumArgs } from "../playwright.config.ts";
import { chunkName, judge, recording, reportLine } from "./lib/js-budget.ts";
import { everyPagePath, root, startSiteServer } from "./lib/site-server.mjs";

const budgetFile = path.join(root, "scripts/js-budget.json");

const { values: options } = parseArgs({ options: { record: { type: "boolean", default: false } } });

async function measure(browser, origin, pagePath) {
  // A new context per page: nothing cached, as Lighthouse loads it.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  // Pictures are not JavaScript and start none: left unloaded, they cost the server no encoding and
  // the count no time.
  await page.route(
    (url) => url.pathname.startsWith("/_img/"),
    (route) => route.abort(),
  );
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
  // Every script the first view needs has arrived once the page has hydrated.
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  await Promise.all(pending);
  const form = (await page.locator("main form").count()) > 0;
  await context.close();
  const chunks = {};
  for (const script of scripts) chunks[script.name] = (chunks[script.name] ?? 0) + script.bytes;
  const bytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
  return { path: pagePath, kind: form ? "form" : "content", bytes, chunks };
}

if (!existsSync(path.join(root, "build/client"))) {
  console.log("No build found: building the site first (npm run build)…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const recorded = existsSync(budgetFile) ? JSON.parse(readFileSync(budgetFile, "utf8")).pages : {};
const server = await startSiteServer();
const pages = await everyPagePath(server.origin);
const browser = await chromium.launch({
  executablePath: CHECKS_CHROMIUM,
  args: chromiumArgs,
});
// Pages load side by side, each in a cold context of its own: the bytes a page transfers do not depend
// on what else loads, and four at once take a quarter of the time.
const AT_ONCE = 4;
const results = new Array(pages.length);
try {
  let next = 0;
  const loader = async () => {
    while (next < pages.length) {
      const index = next++;
      results[index] = await measure(browser, server.origin, pages[index]);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, loader));
} finally {
  await browser.close();
  await server.stop();
}

const verdicts = results.map((result) => judge(result, recorded[result.path]));
const width = Math.max(...pages.map((p) => p.length));
console.log(`${"page".padEnd(width)}  kind     files   JS KB  target  allowed`);
for (const verdict of verdicts) console.log(reportLine(verdict, width));

const failures = verdicts.filter((v) => v.over);
if (options.record) {
  writeFileSync(budgetFile, `${JSON.stringify(recording(verdicts), null, 2)}\n`);
  console.log(`Recorded ${verdicts.length} pages in ${path.relative(root, budgetFile)}`);
} else if (failures.length > 0) {
  console.error(
    `\nOver budget: ${failures.map((v) => `${v.path} (${v.kb} KB > ${v.allowed} KB)`).join(", ")}`,
  );
  process.exit(1);
} else {
  const over = verdicts.filter((v) => v.overTarget).length;
  console.log(
    `\nEvery page within its budget${over ? ` (${over} over the target, held to their recorded size)` : ""}.`,
  );
}
