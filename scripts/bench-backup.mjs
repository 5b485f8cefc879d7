// npm run bench:backup [-- --leads 10000 --only sqlite|postgres]
// The backup round trip on each store, as the owner runs it: the production server on a new SQLite
// file, then on a new schema of a database of its own on a PostgreSQL found or started (as the tests'
// is: scripts/lib/test-postgres.mjs), is given N leads over HTTP;
// `npm run leads -- backup FILE` runs while 4 visitors go on posting leads; then `… restore FILE`
// puts the copy into a new store with the server stopped. Prints, per store: the time and size of
// the backup, the submissions answered during it and their slowest answer beside the slowest before
// it, the time of the restore and whether every lead came back. The two command times include
// starting the command (Node and the server bundle), printed apart. Traffic goes to 127.0.0.1 only;
// every loop is bounded, and the files and schemas it made are removed at the end.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { root, startSiteServer } from "./lib/site-server.mjs";
import { testPostgres } from "./lib/test-postgres.mjs";

const { values } = parseArgs({
  options: {
    leads: { type: "string", default: "10000" },
    only: { type: "string" },
  },
});
const LEADS = Number(values.leads);
if (!Number.isInteger(LEADS) || LEADS < 1 || LEADS > 200_000) {
  console.error("--leads must be a whole number from 1 to 200000");
  process.exit(2);
}
const FILL_CONCURRENCY = 16;
const VISITORS_DURING_BACKUP = 4;
const REQUEST_TIMEOUT_MS = 10_000;

ensureBuild();
const postgres = values.only === "sqlite" ? undefined : await testPostgres();
const postgresUrl = postgres?.url;
console.log(
  `Backup round trip with ${LEADS} leads, on this machine (load average ${loadavg()[0].toFixed(1)} at start).\n`,
);
const startup = (await timeCommand(["help"], {})).ms;
const results = [];
for (const engine of [sqliteEngine(), postgresEngine()]) {
  if (values.only && values.only !== engine.key) continue;
  console.log(`${engine.label}: filling…`);
  try {
    results.push(await roundTrip(engine));
  } catch (error) {
    results.push({ label: engine.label, failure: error.message });
  } finally {
    await engine.cleanup();
  }
}
print(results);
await postgres?.close();
process.exitCode = results.every((result) => !result.failure && result.complete) ? 0 : 1;

/* ---------- the stores ---------- */

function sqliteEngine() {
  const folder = mkdtempSync(path.join(tmpdir(), "bench-backup-"));
  return {
    key: "sqlite",
    label: "SQLite",
    url: `file:${path.join(folder, "site.db")}`,
    restoredUrl: `file:${path.join(folder, "restored", "site.db")}`,
    file: path.join(folder, "backups", "site.db"),
    async count(url) {
      const { DatabaseSync } = await import("node:sqlite");
      const db = new DatabaseSync(url.slice("file:".length), { readOnly: true });
      try {
        return Number(db.prepare("SELECT count(*) AS n FROM leads").get().n);
      } finally {
        db.close();
      }
    },
    cleanup: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

function postgresEngine() {
  const folder = mkdtempSync(path.join(tmpdir(), "bench-backup-"));
  const schema = `bench_backup_${randomBytes(5).toString("hex")}`;
  const query = async (text) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    key: "postgres",
    label: "PostgreSQL",
    url: `${postgresUrl}?schema=${schema}`,
    restoredUrl: `${postgresUrl}?schema=${schema}_restored`,
    file: path.join(folder, "site.dump"),
    count: async (url) =>
      Number(
        (await query(`SELECT count(*) AS n FROM "${new URL(url).searchParams.get("schema")}".leads`))[0].n,
      ),
    async cleanup() {
      rmSync(folder, { recursive: true, force: true });
      for (const name of [schema, `${schema}_restored`])
        await query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
    },
  };
}

/* ---------- one round trip ---------- */

async function roundTrip(engine) {
  const server = await startSiteServer({
    DATABASE_URL: engine.url,
    RATE_LIMIT_PER_MINUTE: "1000000",
    LEAD_WEBHOOK_URL: "",
    SMTP_URL: "",
    WORDPRESS_URL: "",
  });
  const port = Number(new URL(server.origin).port);
  const agent = new http.Agent({ keepAlive: true, maxSockets: FILL_CONCURRENCY });
  let backup;
  let before;
  let during;
  try {
    const filled = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: FILL_CONCURRENCY }, async () => {
        while (next < LEADS) {
          next += 1;
          const answer = await post(agent, port, next);
          if (answer.status !== 201)
            throw new Error(`filling: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
        }
      }),
    );
    console.log(
      `${engine.label}: ${LEADS} leads in ${((performance.now() - filled) / 1000).toFixed(1)} s; backing up…`,
    );

    // The backup while visitors go on: their answers before it and during it.
    const answers = [];
    let stop = false;
    let serial = LEADS;
    const visitors = Array.from({ length: VISITORS_DURING_BACKUP }, async () => {
      for (let i = 0; !stop && i < 100_000; i += 1) {
        serial += 1;
        const started = performance.now();
        const answer = await post(agent, port, serial);
        answers.push({ started, ms: performance.now() - started, ok: answer.status === 201 });
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const backupStarted = performance.now();
    backup = await timeCommand(["backup", engine.file], { DATABASE_URL: engine.url });
    const backupEnded = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 500));
    stop = true;
    await Promise.all(visitors);
    if (backup.status !== 0) throw new Error(`backup: ${backup.stderr.trim()}`);
    if (answers.some((answer) => !answer.ok)) throw new Error("a submission failed during the backup");
    before = answers.filter((answer) => answer.started + answer.ms < backupStarted);
    during = answers.filter(
      (answer) => answer.started < backupEnded && answer.started + answer.ms > backupStarted,
    );
  } finally {
    agent.destroy();
    await server.stop();
  }
  const leads = await engine.count(engine.url);
  const restore = await timeCommand(["restore", engine.file], { DATABASE_URL: engine.restoredUrl });
  if (restore.status !== 0) throw new Error(`restore: ${restore.stderr.trim()}`);
  const restored = await engine.count(engine.restoredUrl);
  const inBackup = Number(/: (\d+) leads?,/.exec(restore.stdout)?.[1] ?? -1);
  console.log(`${engine.label}: done.`);
  return {
    label: engine.label,
    leads,
    inBackup,
    complete: restored === inBackup && inBackup >= LEADS && inBackup <= leads,
    bytes: statSync(engine.file).size,
    backupMs: backup.ms,
    restoreMs: restore.ms,
    during: during.length,
    slowestDuring: Math.max(0, ...during.map((answer) => answer.ms)),
    slowestBefore: Math.max(0, ...before.map((answer) => answer.ms)),
  };
}

/* ---------- helpers ---------- */

function ensureBuild() {
  if (existsSync(path.join(root, "build/server/index.js"))) return;
  console.log("No build found: building the site first (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** `npm run leads -- ARGS` as the owner runs it, timed from start to exit (not blocking this process's visitors). */
function timeCommand(args, env) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, "bin/leads.mjs"), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 300_000,
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) =>
    child.on("close", (status) => resolve({ ms: performance.now() - started, status, stdout, stderr })),
  );
}

function post(agent, port, serial) {
  const now = Date.now();
  const body = JSON.stringify({
    form_name: "Website Contact Form",
    form_type: "contact",
    name: `Backup Visitor ${serial}`,
    email: `backup.visitor.${serial}@example.com`,
    phone: "(515) 555-0199",
    subject: "Driveway replacement",
    message: "Our driveway has cracked in several places and we would like it replaced this spring.",
    page_url: "http://127.0.0.1/contact",
    utm_params: { utm_source: "bench", utm_medium: "backup" },
    _hp: "",
    _started: String(now - 60_000),
  });
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/contact",
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
          "Idempotency-Key": randomUUID(),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode, text }));
        response.on("error", (error) => resolve({ status: 0, text: error.message }));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error) => resolve({ status: 0, text: error.message }));
    request.end(body);
  });
}

function print(rows) {
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `\nStarting a leads command (Node and the server bundle) takes ${seconds(startup)} of each time below.\n`,
  );
  for (const row of rows) {
    if (row.failure) {
      console.log(`${row.label}: FAILED: ${row.failure}`);
      continue;
    }
    console.log(
      [
        `${row.label}:`,
        `  backup   ${seconds(row.backupMs)}, ${megabytes(row.bytes)} (${row.inBackup} leads in it, of ${row.leads} by the end)`,
        `           ${row.during} submissions answered while it ran, slowest ${row.slowestDuring.toFixed(0)} ms (slowest before it: ${row.slowestBefore.toFixed(0)} ms)`,
        `  restore  ${seconds(row.restoreMs)} into a new store: ${row.complete ? "every lead of the backup is back" : "LEADS MISSING"}`,
      ].join("\n"),
    );
  }
}
