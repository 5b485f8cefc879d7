// npm run test:deploy: the supported several-instance deployment (deploy/), tested with real parts.
// Debian's nginx on the shipped site file (installed with apt-get when missing and this is root;
// otherwise the exact command is printed and the run fails) in front of two instances of the
// production build, started as the shipped systemd template unit starts them, on one schema of a
// database of the run's own, on a PostgreSQL found or started (scripts/lib/test-postgres.mjs); a fake
// WordPress and a fake lead service. The checks are tests/deploy (vitest.deploy.config.ts). Builds
// first unless `--no-build`. Always stops everything it started and drops the database.
// Ends with one line: "test:deploy: passed (N passed, 0 failed) in S s" or "test:deploy: FAILED …";
// exit 0 only on a pass.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { ensureNginx } from "./deploy/nginx.mjs";
import { testPostgres } from "./lib/test-postgres.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = path.join(root, "node_modules/.bin");
const report = path.join(root, "test-results/deploy.json");
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` };
const skipBuild = process.argv.includes("--no-build");
// Any other word names test files to run alone: `npm run test:deploy -- --no-build rolling-upgrade`.
const only = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const started = Date.now();

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: "inherit", ...options });
    if (options.onStart) options.onStart(child);
    child.on("error", () => resolve(1));
    child.on("exit", (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

async function sql(text) {
  const client = new pg.Client({ connectionString: postgres.url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const schema = `deploy_test_${randomBytes(6).toString("hex")}`;
/** The run's own database, on a server found or started: dropped (and the server stopped) at the end. */
let postgres;
let folder;
let checks;
let cleaning;
let stoppedBy = "";

/** The checks run in a process group of their own: whatever they started goes with them. */
async function stopChecks() {
  if (!checks?.pid) return;
  for (const [signal, waitMs] of [
    ["SIGTERM", 3_000],
    ["SIGKILL", 1_000],
  ]) {
    try {
      process.kill(-checks.pid, signal);
    } catch {
      return; // the group is gone
    }
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}

/** Once, however many times it is asked for (a signal may arrive while the run ends): all wait for it. */
function cleanUp() {
  cleaning ??= (async () => {
    await stopChecks();
    await postgres?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    stoppedBy = signal;
    await cleanUp();
    console.error(`\ntest:deploy: FAILED (stopped by ${signal})`);
    process.exit(1);
  });
}

let failure = "";
let counts = "";
let figures = "";
/** The owner's texts of a check's stored leads, beside its lead-service figures. */
const texts = (f) => `texted ${f.textedOnce} once (${f.textedTwice} twice, ${f.notTexted} not at all)`;
try {
  const nginx = ensureNginx();
  // Debian's PostgreSQL binaries: the database-outage check stops and starts a server of its own.
  if ((await run("bash", ["scripts/ensure-postgres.sh"])) !== 0)
    throw new Error("PostgreSQL's server is missing");
  postgres = await testPostgres();
  if (!skipBuild && (await run("npm", ["run", "--silent", "build"])) !== 0)
    throw new Error("the build failed");
  if (!existsSync(path.join(root, "build/server/index.js")))
    throw new Error("no build: run without --no-build");

  await sql(`CREATE SCHEMA ${schema}`);
  folder = mkdtempSync(path.join(tmpdir(), "test-deploy-"));
  // nginx's workers (nobody, when this is root) write request bodies under it.
  chmodSync(folder, 0o755);
  rmSync(report, { force: true });

  const status = await run(
    path.join(bin, "vitest"),
    [
      "run",
      "-c",
      "vitest.deploy.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
      ...only,
    ],
    {
      detached: true,
      env: {
        ...env,
        DEPLOY_TEST_DATABASE_URL: `${postgres.url}?schema=${schema}`,
        DEPLOY_TEST_DIR: folder,
        DEPLOY_TEST_NGINX: nginx,
      },
      onStart: (child) => {
        checks = child;
      },
    },
  );
  try {
    const result = JSON.parse(readFileSync(report, "utf8"));
    const skipped = result.numPendingTests + result.numTodoTests;
    counts = `${result.numPassedTests} passed, ${result.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ""}`;
    // Nothing may be skipped silently: a skipped test fails the run.
    if (skipped > 0 && status === 0) failure = `${skipped} tests were skipped`;
    if (result.numPassedTests === 0 && status === 0) failure = "no test ran";
  } catch {
    counts = "no report";
  }
  if (status !== 0) failure = "a deploy check failed";
  try {
    const f = JSON.parse(readFileSync(path.join(folder, "failover.json"), "utf8"));
    figures =
      `failover: ${f.submissions} submissions, ${f.accepted} accepted, ${f.stored} stored, ${f.delivered} delivered ` +
      `(last ${f.deliveredWithinSecondsAfterRun} s after the run; ${f.webhookRepeatsOfOneDelivery} webhook repeats), ` +
      `${texts(f)}, ${f.failedPosts.length} POSTs failed first time, ` +
      `${f.pageViews} page views, ${f.failedPageViews.length} failed (${f.pageViewsRetriedOnB} cut off on A, answered by B); ` +
      `instance A down ${f.instanceDownSeconds} s` +
      f.failedPosts
        .map((post) => `\n  a visitor's POST got: ${post.first}; the same key again: ${post.retry}`)
        .join("");
  } catch {
    // the failover check did not get that far
  }
  try {
    const u = JSON.parse(readFileSync(path.join(folder, "rolling-upgrade.json"), "utf8"));
    const restarts = u.restarts
      .map(
        (r) => `instance ${r.instance.toUpperCase()} down ${r.downSeconds} s (stopping ${r.stopSeconds} s)`,
      )
      .join(", ");
    figures +=
      `${figures ? "\n" : ""}rolling upgrade: ${u.requests} requests in ${Math.round(u.loadSeconds)} s ` +
      `(${u.pageViews} page views, ${u.filesFetched} of their files, ${u.posts} lead posts), ${u.failedRequests} failed; ` +
      `leads ${u.leadsAccepted} accepted, ${u.leadsStored} stored, ${u.leadsLost} lost, ${u.leadsDuplicated} duplicated, ` +
      `${u.leadsDelivered} delivered (${u.webhookCallsBeyondOnePerLead} sent twice; ${u.leadsTakenWhileStopping} posted to an ` +
      `instance after its SIGTERM), ${texts(u)}; ` +
      `${u.connectionsRefusedAndRetried} connections refused by a stopping instance and ${u.postsResentByNginx} keyed lead ` +
      `posts reset as it stopped listening, all sent to the other; ${restarts}` +
      u.failedPosts
        .map((post) => `\n  a visitor's POST got: ${post.first}; the same key again: ${post.retry}`)
        .join("") +
      u.failedPageViews.map((view) => `\n  a page view got: ${view}`).join("");
  } catch {
    // the rolling upgrade did not get that far
  }
  try {
    const o = JSON.parse(readFileSync(path.join(folder, "database-outage.json"), "utf8"));
    figures +=
      `${figures ? "\n" : ""}database outage: ${o.sent} sent (${o.sentWhileDown} while PostgreSQL was down ` +
      `${o.databaseDownSeconds} s), ${o.thanked} thanked, ${o.stored} stored, ${o.delivered} delivered to the ` +
      `lead service (${o.deliveredTwice} twice), ${texts(o)}, all within ${o.storedAndDeliveredWithinSecondsOfReturn} s ` +
      `of its return; ${o.pageViews} page views, ${o.pageViewsFailed} failed`;
  } catch {
    // the database outage did not get that far
  }
  if (failure) {
    for (const log of ["error.log", "gdm-concrete.error.log", "instance-a.log", "instance-b.log"]) {
      const file = path.join(folder, log);
      if (!existsSync(file)) continue;
      const problems = readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => line && !line.includes('"event":"http.request"'))
        .slice(-15);
      if (problems.length) console.error(`\n${log} (last lines):\n${problems.join("\n")}`);
    }
    // What nginx said of each request it answered with its own error page: the instances it tried and
    // their answers, then its error log's messages counted by kind with the time of the first.
    const access = path.join(folder, "access.log");
    if (existsSync(access)) {
      const gatewayErrors = readFileSync(access, "utf8")
        .split("\n")
        .filter((line) => /" (502|504) \d+ /.test(line));
      if (gatewayErrors.length)
        console.error(
          `\naccess.log, ${gatewayErrors.length} answered 502 or 504 (first 10):\n${gatewayErrors.slice(0, 10).join("\n")}`,
        );
    }
    const siteErrors = path.join(folder, "gdm-concrete.error.log");
    if (existsSync(siteErrors)) {
      const kinds = new Map();
      for (const line of readFileSync(siteErrors, "utf8").split("\n")) {
        const message = /\[(\w+)\] \d+#\d+: \*\d+ ([^,]+(?:, [^,]*upstream[^,]*)?)/.exec(line);
        if (!message) continue;
        const kind = `${message[1]} ${message[2]}`;
        const seen = kinds.get(kind);
        kinds.set(kind, { count: (seen?.count ?? 0) + 1, first: seen?.first ?? line.slice(0, 19) });
      }
      if (kinds.size)
        console.error(
          `\ngdm-concrete.error.log by kind:\n${[...kinds].map(([kind, { count, first }]) => `${count}× ${kind} (first ${first})`).join("\n")}`,
        );
    }
  }
} catch (error) {
  failure = error instanceof Error ? error.message : String(error);
} finally {
  await cleanUp();
}

// Stopped by a signal: its handler has the last word.
if (!stoppedBy) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (figures) console.log(`\n${figures}`);
  if (failure) {
    console.error(`\ntest:deploy: FAILED (${failure}${counts ? `; ${counts}` : ""}) in ${seconds} s`);
    process.exit(1);
  }
  console.log(`\ntest:deploy: passed (${counts}) in ${seconds} s`);
}
