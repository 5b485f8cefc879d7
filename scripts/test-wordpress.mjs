// npm run test:wordpress: the site against a real WordPress 6 (Debian's packages) with the plugin in
// wordpress/. Installs the packages (and Debian's Chromium) when they are missing and this is root
// (otherwise prints the exact apt-get command and fails), builds the site, starts WordPress
// (scripts/wordpress/harness.mjs: the site's address in wp-config.php, the shared secret on the settings
// page, the ACF stand-in, a user of each role), runs tests/wordpress with playwright.wordpress.config.ts,
// and always removes WordPress again.
// Ends with one line: "test:wordpress: passed (N tests) in S s" or "test:wordpress: FAILED …"; exit 0 only on a pass.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./lib/site-server.mjs";
import { startWordPress } from "./wordpress/harness.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = path.join(root, "node_modules/.bin");
const report = path.join(root, "test-results/wordpress.json");
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` };
const skipBuild = process.argv.includes("--no-build");
// Any other arguments go to Playwright: a spec's name runs only that file (`-- --no-build preview`).
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== "--no-build");
const started = Date.now();

function run(command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: "inherit" });
    child.on("error", () => resolve(1));
    child.on("exit", (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

let wordpress;
let stopping = false;
async function cleanUp() {
  if (stopping) return;
  stopping = true;
  await wordpress?.stop();
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await cleanUp();
    console.error(`\ntest:wordpress: FAILED (stopped by ${signal})`);
    process.exit(1);
  });
}

let failure = "";
let counts = "";
try {
  if ((await run("bash", ["scripts/ensure-chromium.sh"])) !== 0) throw new Error("Chromium is missing");
  if (!skipBuild && (await run("npm", ["run", "--silent", "build"])) !== 0)
    throw new Error("the build failed");
  const sitePort = await freePort();
  const secret = randomBytes(24).toString("hex");
  // The secret on the settings page, with only the address in wp-config.php: saving the page must keep it.
  wordpress = await startWordPress({
    siteUrl: `http://127.0.0.1:${sitePort}`,
    secret,
    secretIn: "settings",
    acfStandIn: true,
  });
  rmSync(report, { force: true });
  const status = await run(
    path.join(bin, "playwright"),
    ["test", "-c", "playwright.wordpress.config.ts", ...playwrightArgs],
    {
      WP_TEST_URL: wordpress.url,
      WP_TEST_PID: String(wordpress.pid),
      WP_TEST_USER: wordpress.user,
      WP_TEST_ADMIN_PASSWORD: wordpress.adminPassword,
      WP_TEST_APP_PASSWORD: wordpress.applicationPassword,
      WP_TEST_USERS: JSON.stringify(wordpress.users),
      WP_TEST_SITE_PORT: String(sitePort),
      WP_TEST_SECRET: secret,
      WP_TEST_DIR: wordpress.dir,
    },
  );
  try {
    const { stats } = JSON.parse(readFileSync(report, "utf8"));
    counts = `${stats.expected} passed, ${stats.unexpected} failed${stats.skipped ? `, ${stats.skipped} skipped` : ""}`;
    // Nothing may be skipped silently: a skipped test fails the run.
    if (stats.skipped > 0 && status === 0) failure = `${stats.skipped} tests were skipped`;
    if (stats.expected === 0 && status === 0) failure = "no test ran";
  } catch {
    counts = "no report";
  }
  if (status !== 0) failure = "a WordPress test failed";
  // A screen that looks right while the plugin raised a PHP warning or error is not a pass.
  const pluginProblems = wordpress.pluginProblems();
  if (pluginProblems.length > 0) {
    console.error(`\nPHP warnings or errors in the plugin:\n${pluginProblems.join("\n")}`);
    failure ||= `the plugin raised ${pluginProblems.length} PHP warnings or errors`;
  }
  const phpErrors = wordpress.phpErrors().trim();
  if (failure && phpErrors) console.error(`\nphp -S said:\n${phpErrors.split("\n").slice(-30).join("\n")}`);
} catch (error) {
  failure = error instanceof Error ? error.message : String(error);
} finally {
  await cleanUp();
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failure) {
  console.error(`\ntest:wordpress: FAILED (${failure}${counts ? `; ${counts}` : ""}) in ${seconds} s`);
  process.exit(1);
}
console.log(`\ntest:wordpress: passed (${counts}) in ${seconds} s`);
