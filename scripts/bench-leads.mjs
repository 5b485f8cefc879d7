// npm run bench:leads [-- --concurrency 50 --seconds 10 --warmup 2 --only sqlite|postgres]
// Starts the production server (bin/start.mjs) on a free port, first on a new SQLite file, then
// on a new schema of a database of its own on a PostgreSQL found or started (as the tests' is:
// scripts/lib/test-postgres.mjs), drives POST /api/contact with
// valid leads at a fixed concurrency over keep-alive connections, and prints submissions per
// second and latency percentiles for each store. Traffic goes to 127.0.0.1 only; every loop is
// bounded by the clock, and the servers, files and schema it made are removed at the end.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { testPostgres } from "./lib/test-postgres.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const GOAL_P99_MS = 50;
const SERVER_START_TIMEOUT_MS = 60_000;
const SERVER_STOP_TIMEOUT_MS = 15_000;
const REQUEST_TIMEOUT_MS = 10_000;
// Longer than the spam guard's minimum fill time, so no bench lead is flagged as a bot's.
const FILLED_FORM_AGO_MS = 60_000;

const options = parseArgs(process.argv.slice(2));

ensureBuild();
const postgres = options.only === "sqlite" ? undefined : await testPostgres();
const postgresUrl = postgres?.url;
console.log(
  `Lead submissions: POST /api/contact, ${options.concurrency} concurrent keep-alive connections, ` +
    `${options.seconds} s measured after ${options.warmup} s of warm-up, on this ${cpuCount()}-core machine ` +
    `(load average ${loadavg()[0].toFixed(1)} at start: other work on it slows both the server and the bench).\n`,
);

const results = [];
for (const target of [sqliteTarget(), postgresTarget()]) {
  if (options.only && options.only !== target.key) continue;
  console.log(`${target.label}: starting…`);
  results.push(await benchTarget(target));
}
printResults(results);
await postgres?.close();
process.exitCode = results.every((r) => r.ran && !r.failure && r.errors === 0 && r.storedMatches) ? 0 : 1;

/* ---------- targets: where the server keeps its leads ---------- */

function sqliteTarget() {
  let folder;
  let file;
  return {
    key: "sqlite",
    label: "SQLite",
    async prepare() {
      folder = mkdtempSync(path.join(tmpdir(), "bench-leads-"));
      file = path.join(folder, "site.db");
      return `file:${file}`;
    },
    async countLeads() {
      const { DatabaseSync } = await import("node:sqlite");
      const db = new DatabaseSync(file, { readOnly: true });
      try {
        const row = db
          .prepare("SELECT count(*) AS n, count(*) FILTER (WHERE spam = 1) AS spam FROM leads")
          .get();
        return { leads: Number(row.n), spam: Number(row.spam) };
      } finally {
        db.close();
      }
    },
    async cleanup() {
      if (folder) rmSync(folder, { recursive: true, force: true });
    },
  };
}

function postgresTarget() {
  // A schema of its own, so the bench never touches another run's tables (the store creates its
  // tables in the first schema of the search path).
  const schema = `bench_leads_${randomBytes(6).toString("hex")}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
  let created = false;
  return {
    key: "postgres",
    label: "PostgreSQL",
    async prepare() {
      await admin(`CREATE SCHEMA ${schema}`);
      created = true;
      const url = new URL(postgresUrl);
      url.searchParams.set("options", `-c search_path=${schema}`);
      return url.href;
    },
    async countLeads() {
      const sql = `SELECT count(*) AS n, count(*) FILTER (WHERE spam) AS spam FROM ${schema}.leads`;
      const [row] = (await admin(sql)).rows;
      return { leads: Number(row.n), spam: Number(row.spam) };
    },
    async cleanup() {
      if (created) await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    },
  };
}

async function benchTarget(target) {
  const result = { label: target.label, ran: false, errors: 0 };
  let server;
  try {
    const databaseUrl = await target.prepare();
    server = await startServer(databaseUrl);
    const client = loadClient(server.port, options.concurrency);
    try {
      const probe = await client.submit();
      if (!probe.ok) throw new Error(`the first submission failed: ${probe.error}`);
      await drive(client, options.warmup * 1000);
      const measured = await drive(client, options.seconds * 1000);
      Object.assign(result, summarise(measured), { ran: true });
      if (server.crash()) result.failure = server.crash();
      result.accepted = client.accepted;
    } finally {
      client.close();
    }
    await server.stop();
    server = null;
    const stored = await target.countLeads();
    result.stored = stored.leads;
    result.spam = stored.spam;
    result.storedMatches = stored.leads === result.accepted && stored.spam === 0;
  } catch (error) {
    result.failure = `${error.message}${server ? `\n${server.tail()}` : ""}`;
  } finally {
    await server?.stop();
    await target.cleanup().catch((error) => {
      result.failure ??= `could not clean up: ${error.message}`;
    });
  }
  console.log(result.ran ? `${target.label}: done.` : `${target.label}: not measured (${result.failure}).`);
  return result;
}

/* ---------- the server under test ---------- */

function ensureBuild() {
  if (existsSync(path.join(root, "build/server/index.js"))) return;
  console.log("No build found: building the site first (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function startServer(databaseUrl) {
  const env = { ...process.env };
  // Leads wait in the store instead of going out: the bench measures accepting them.
  for (const name of [
    "LEAD_WEBHOOK_URL",
    "LEAD_WEBHOOK_SECRET",
    "SMTP_URL",
    "NOTIFY_EMAIL",
    "WORDPRESS_URL",
  ]) {
    delete env[name];
  }
  Object.assign(env, {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: "0",
    DATABASE_URL: databaseUrl,
    // Every bench request comes from 127.0.0.1; the per-network limit would otherwise answer 429.
    RATE_LIMIT_PER_MINUTE: "1000000",
  });
  const child = spawn(process.execPath, [path.join(root, "bin/start.mjs")], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lastLines = [];
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let stopping = false;
  let crash = null;
  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), SERVER_STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the server did not start within ${SERVER_START_TIMEOUT_MS / 1000} s`));
    }, SERVER_START_TIMEOUT_MS);
    const onLine = (line) => {
      lastLines.push(line);
      if (lastLines.length > 20) lastLines.shift();
      const ready = line.match(/Site ready at http:\/\/[^:]+:(\d+)/);
      if (ready) {
        clearTimeout(timer);
        resolve({ port: Number(ready[1]), stop, tail: () => lastLines.join("\n"), crash: () => crash });
      }
    };
    // Both pipes are read to the end: a full pipe would stall the server's request logging.
    for (const stream of [child.stdout, child.stderr]) {
      let rest = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop();
        for (const line of lines) onLine(line);
      });
    }
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      if (!stopping)
        crash = `the server stopped by itself (${signal ?? `exit ${code}`}):\n${lastLines.join("\n")}`;
      reject(new Error(crash ?? "the server stopped"));
    });
  });
}

/* ---------- the load ---------- */

function loadClient(port, concurrency) {
  // node:http rather than fetch: the client shares the machine's two cores with the server, so
  // it should cost as little as it can.
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let serial = 0;
  const client = {
    accepted: 0,
    async submit() {
      serial += 1;
      const body = JSON.stringify(contactLead(serial));
      const started = performance.now();
      const answer = await post(agent, port, body);
      const ms = performance.now() - started;
      const ok = answer.status >= 200 && answer.status < 300 && answer.json?.success === true;
      if (ok) client.accepted += 1;
      return {
        ms,
        ok,
        error: ok ? null : (answer.error ?? `HTTP ${answer.status}: ${answer.text.slice(0, 120)}`),
      };
    },
    close: () => agent.destroy(),
  };
  return client;
}

function contactLead(serial) {
  const now = Date.now();
  const page = "Contact Page";
  const message = "Our driveway has cracked in several places and we would like it replaced this spring.";
  return {
    form_name: "Website Contact Form",
    form_type: "contact",
    page_source: page,
    lead_type: "Prospect",
    source: page,
    name: `Bench Visitor ${serial}`,
    firstName: "Bench",
    lastName: `Visitor ${serial}`,
    email: `bench.visitor.${serial}@example.com`,
    phone: "(515) 555-0199",
    subject: "Driveway replacement",
    message,
    tags: ["Website Lead", "Concrete Services", `Page: ${page}`, "Contact Form", "intent:general-inquiry"],
    notes: `Subject: Driveway replacement\nMessage: ${message}`,
    page_url: "http://127.0.0.1/contact",
    submitted_at: new Date(now).toISOString(),
    utm_params: { utm_source: "bench", utm_medium: "load-test" },
    _hp: "",
    _started: String(now - FILLED_FORM_AGO_MS),
  };
}

function post(agent, port, body) {
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
          Accept: "application/json",
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
        response.on("end", () => resolve({ status: response.statusCode, text, json: parseJson(text) }));
        response.on("error", (error) =>
          resolve({ status: 0, text, error: `network: ${error.code ?? error.message}` }),
        );
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error) =>
      resolve({ status: 0, text: "", error: `network: ${error.code ?? error.message}` }),
    );
    request.end(body);
  });
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** `concurrency` loops, each sending one lead after another until the time is up. */
async function drive(client, durationMs) {
  const latencies = [];
  const errors = new Map();
  const started = performance.now();
  const deadline = started + durationMs;
  const loop = async () => {
    while (performance.now() < deadline) {
      const outcome = await client.submit();
      if (outcome.ok) latencies.push(outcome.ms);
      else errors.set(outcome.error, (errors.get(outcome.error) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  return { latencies, errors, elapsedMs: performance.now() - started };
}

function summarise({ latencies, errors, elapsedMs }) {
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
  return {
    ok: sorted.length,
    perSecond: sorted.length / (elapsedMs / 1000),
    p50: at(50),
    p90: at(90),
    p99: at(99),
    max: sorted[sorted.length - 1] ?? NaN,
    errors: [...errors.values()].reduce((sum, n) => sum + n, 0),
    errorKinds: errors,
  };
}

/* ---------- the report ---------- */

function printResults(results) {
  const ms = (value) => (Number.isNaN(value) ? "-" : value.toFixed(1));
  const rows = [["STORE", "SUBMISSIONS/S", "P50 MS", "P90 MS", "P99 MS", "MAX MS", "OK", "ERRORS"]];
  for (const r of results) {
    rows.push(
      r.ran
        ? [
            r.label,
            r.perSecond.toFixed(0),
            ms(r.p50),
            ms(r.p90),
            ms(r.p99),
            ms(r.max),
            String(r.ok),
            String(r.errors),
          ]
        : [r.label, "not measured", "", "", "", "", "", ""],
    );
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  console.log(
    `\n${rows
      .map((row) =>
        row
          .map((cell, i) => cell.padEnd(widths[i]))
          .join("  ")
          .trimEnd(),
      )
      .join("\n")}\n`,
  );

  for (const r of results) {
    if (!r.ran) {
      console.log(`${r.label}: ${r.failure}`);
      continue;
    }
    const goal = r.p99 < GOAL_P99_MS ? "met" : "missed";
    console.log(`${r.label}: p99 goal (< ${GOAL_P99_MS} ms at ${options.concurrency} connections) ${goal}.`);
    for (const [error, count] of r.errorKinds) console.log(`  ${count} × ${error}`);
    if (r.stored !== undefined && r.stored !== r.accepted) {
      console.log(`  The store holds ${r.stored} leads but the server accepted ${r.accepted}.`);
    } else if (r.stored !== undefined) {
      console.log(`  Every accepted lead is in the store (${r.stored}, warm-up included).`);
    }
    if (r.spam > 0) console.log(`  ${r.spam} bench leads were flagged as spam: the spam guard needs a look.`);
    if (r.failure) console.log(`  ${r.failure}`);
  }
}

/* ---------- arguments ---------- */

function parseArgs(args) {
  const parsed = { concurrency: 50, seconds: 10, warmup: 2, only: null };
  const usage =
    "Usage: npm run bench:leads -- [--concurrency N] [--seconds N] [--warmup N] [--only sqlite|postgres]";
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    const number = Number(value);
    if (flag === "--only" && (value === "sqlite" || value === "postgres")) parsed.only = value;
    else if (flag === "--concurrency" && Number.isInteger(number) && number >= 1 && number <= 1000)
      parsed.concurrency = number;
    else if (flag === "--seconds" && Number.isFinite(number) && number > 0 && number <= 600)
      parsed.seconds = number;
    else if (flag === "--warmup" && Number.isFinite(number) && number >= 0 && number <= 60)
      parsed.warmup = number;
    else {
      console.error(usage);
      process.exit(2);
    }
  }
  return parsed;
}

function cpuCount() {
  return globalThis.navigator?.hardwareConcurrency ?? "?";
}
