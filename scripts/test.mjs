// npm test: every check a change must pass, in the order that fails fastest,
// ending with one line that counts the tests: "Tests: N passed, N failed".
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findOrStartPostgres } from "./lib/test-postgres.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = path.join(root, "node_modules/.bin");
const unitReport = path.join(root, "test-results/unit.json");
const e2eReport = path.join(root, "test-results/e2e.json");
const htmlReport = path.join(root, "test-results/html.json");
const phpunitReport = path.join(root, "test-results/phpunit.xml");

// The project's Node 24 (the `node` devDependency) sits in node_modules/.bin; putting it first on
// PATH makes every tool below run on it even when this script was started with an older node.
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` };

/** Test counts from a runner's own JSON report, so the summary cannot drift from what it ran. */
function vitestCounts(report) {
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}
/** PHPUnit's JUnit XML: the totals are the attributes of its first <testsuite>, the one of the whole run. */
function readJunit(file) {
  const suite = readFileSync(file, "utf8").match(/<testsuite\b([^>]*)>/);
  if (!suite) return undefined;
  return Object.fromEntries(
    [...suite[1].matchAll(/(\w+)="(\d+)/g)].map(([, name, value]) => [name, Number(value)]),
  );
}
function junitCounts({ tests = 0, failures = 0, errors = 0, skipped = 0 }) {
  return { passed: tests - failures - errors - skipped, failed: failures + errors, skipped };
}
function playwrightCounts({ stats = {} }) {
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

const steps = [
  { name: "Chromium for the browser tests", command: "bash", args: ["scripts/ensure-chromium.sh"] },
  { name: "Java for the HTML checker", command: "bash", args: ["scripts/ensure-java.sh"] },
  { name: "PHP for the WordPress plugin's checks", command: "bash", args: ["scripts/ensure-php.sh"] },
  {
    name: "PostgreSQL's client and systemd-analyze for the backup tests",
    command: "bash",
    args: ["scripts/ensure-ops-tools.sh"],
  },
  { name: "promtool for the monitoring's checks", command: "bash", args: ["scripts/ensure-promtool.sh"] },
  // Found (TEST_POSTGRES_URL, or one at 127.0.0.1:5432) or started, for every step after it; each
  // runner makes a database of its own on it (scripts/lib/test-postgres.mjs).
  { name: "PostgreSQL for the tests", start: startPostgres },
  { name: "Lint (biome check .)", command: path.join(bin, "biome"), args: ["check", "."] },
  { name: "Typecheck", command: "npm", args: ["run", "--silent", "typecheck"] },
  // Built before the PHP checks and Vitest: CI starts the WordPress and deployment suites on the build
  // as soon as it is made (.ci/run), and they mostly wait on PHP, MariaDB, nginx and timers, as Vitest's
  // own files wait on theirs, so the two share the machine's cores instead of each leaving some idle.
  { name: "Production build", command: "npm", args: ["run", "--silent", "build"] },
  // The WordPress plugin: its rules and why are in phpcs.xml.dist; its tests run without WordPress.
  { name: "PHP: coding standard (phpcs)", command: "phpcs", args: ["-q", "--standard=phpcs.xml.dist"] },
  {
    name: "PHP: plugin unit tests (phpunit)",
    command: "phpunit",
    args: ["-c", "wordpress/gdm-concrete-content/tests/phpunit.xml.dist", "--log-junit", phpunitReport],
    report: phpunitReport,
    read: readJunit,
    counts: junitCounts,
  },
  {
    name: "Unit and integration tests (vitest)",
    command: path.join(bin, "vitest"),
    args: ["run", "--reporter=default", "--reporter=json", `--outputFile=${unitReport}`],
    report: unitReport,
    counts: vitestCounts,
  },
  {
    name: "Valid HTML on every page (W3C Nu HTML Checker)",
    command: path.join(bin, "vitest"),
    args: [
      "run",
      "--config=vitest.html.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${htmlReport}`,
    ],
    report: htmlReport,
    counts: vitestCounts,
  },
  {
    name: "JavaScript budget (each page as Lighthouse counts it)",
    command: process.execPath,
    args: ["scripts/js-budget.mjs"],
  },
  {
    name: "Browser tests (playwright)",
    command: path.join(bin, "playwright"),
    args: ["test"],
    report: e2eReport,
    counts: playwrightCounts,
  },
];

/** The server stays up until the last step; one started here is stopped at the end. */
let postgres;
async function startPostgres() {
  postgres = await findOrStartPostgres();
  env.TEST_POSTGRES_URL = postgres.url;
  if (!postgres.started) console.log(`Using the PostgreSQL at ${postgres.url}`);
}

function readJson(file) {
  return JSON.parse(readFileSync(file, "utf8"));
}

/** A step's report read with its own reader (JSON unless it says), or undefined when there is none. */
function readReport(file, read = readJson) {
  try {
    return read(file);
  } catch {
    return undefined;
  }
}

// Reports from an earlier run must not be counted as this run's.
for (const report of [unitReport, phpunitReport, htmlReport, e2eReport]) rmSync(report, { force: true });

const total = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();
const took = [];
let failedStep;
for (const [index, step] of steps.entries()) {
  console.log(`\n▶ ${index + 1}/${steps.length} ${step.name}`);
  const stepStarted = Date.now();
  const result = step.start
    ? await step.start().then(
        () => ({ status: 0 }),
        (error) => ({ error }),
      )
    : spawnSync(step.command, step.args, { cwd: root, env, stdio: "inherit" });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  took.push(`${seconds.padStart(6)} s  ${step.name}`);
  // Read now: Playwright empties test-results/ when it starts, taking the Vitest report with it.
  const report = step.report && readReport(step.report, step.read);
  if (report) for (const [key, n] of Object.entries(step.counts(report))) total[key] += n;
  if (result.error || result.status !== 0) {
    const reason =
      result.error?.message ?? (result.signal ? `killed by ${result.signal}` : `exit ${result.status}`);
    console.error(`\n✗ Failed: ${step.name} (${reason}, ${seconds} s)`);
    failedStep = step;
    break;
  }
  console.log(`✓ ${step.name} (${seconds} s)`);
}

await postgres?.stop();

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
// Where the time went, step by step.
console.log(`\nTime per step:\n${took.join("\n")}`);
console.log(
  failedStep
    ? `\nnpm test stopped at: ${failedStep.name} (after ${minutes} min)`
    : `\nAll ${steps.length} steps passed in ${minutes} min`,
);
const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : "";
console.log(`Tests: ${total.passed} passed, ${total.failed} failed${skipped}`);
process.exit(failedStep ? 1 : 0);
