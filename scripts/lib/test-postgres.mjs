// The PostgreSQL the tests use (docs/decisions, "the tests start their own PostgreSQL"): a server that
// is found or started, and on it a database of the run's own, made at the start and dropped at the end.
//
// The server: TEST_POSTGRES_URL when set (it must answer); else the one at 127.0.0.1:5432 when it
// answers; else one started here from Debian's postgresql package (installed with apt-get when missing
// and this is root), in a temporary folder on a free port, as an unprivileged user, stopped at the end.
// TEST_POSTGRES_START=1 skips the looking and always starts one.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chownSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { freePort } from "./site-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const DEFAULT_SERVER_URL = "postgres://postgres@127.0.0.1:5432/postgres";
const FOLDER_PREFIX = "gdm-test-postgres-";

async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function run(url, sql) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Debian's server binaries, the newest major version installed: /usr/lib/postgresql/<ver>/bin. */
function serverBinaries() {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((version) => existsSync(path.join(base, version, "bin/postgres")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length > 0 ? path.join(base, versions[0], "bin") : undefined;
}

/** uid and gid of a system user from /etc/passwd, or undefined. */
function systemUser(name) {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(":");
  return { name, uid: Number(uid), gid: Number(gid) };
}

/** A folder an earlier run left behind when it was killed: its server is gone. */
function removeLeftovers() {
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(FOLDER_PREFIX)) continue;
    const folder = path.join(tmpdir(), entry);
    let pid;
    try {
      pid = Number(readFileSync(path.join(folder, "data/postmaster.pid"), "utf8").split("\n")[0]);
      process.kill(pid, 0);
      continue; // still running: another run's
    } catch (error) {
      if (error.code === "EPERM") continue; // running, as another user
      // A server that never ran (no postmaster.opts) may be a run starting now: left alone for a minute.
      const ran = existsSync(path.join(folder, "data/postmaster.opts"));
      if (!pid && !ran && Date.now() - statSync(folder).mtimeMs < 60_000) continue;
    }
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Starts a PostgreSQL of its own: initdb and postgres in a temporary folder (its unix socket there
 * too), listening on 127.0.0.1 on a free port, trust authentication for the user `postgres`. As root
 * it runs as the system user `postgres` (Debian's package makes it), else `nobody`: PostgreSQL refuses
 * root. It dies with the process that started it (a parent-death signal), so a killed run leaves no
 * server behind. Answers its URL and stop().
 */
export async function startPostgres({ log = console.log } = {}) {
  let bin = serverBinaries();
  if (!bin) {
    const ensured = spawnSync("bash", [path.join(root, "scripts/ensure-postgres.sh")], { stdio: "inherit" });
    bin = serverBinaries();
    if (ensured.status !== 0 || !bin) throw new Error("PostgreSQL's server is not installed (see above)");
  }
  removeLeftovers();
  const folder = mkdtempSync(path.join(tmpdir(), FOLDER_PREFIX));
  const data = path.join(folder, "data");
  const isRoot = process.getuid?.() === 0;
  const user = isRoot ? (systemUser("postgres") ?? systemUser("nobody")) : undefined;
  if (isRoot && !user) throw new Error("no system user postgres or nobody to run PostgreSQL as");
  if (user) chownSync(folder, user.uid, user.gid);
  // setpriv (util-linux) drops root and sets the parent-death signal after it (a change of user clears it).
  const hasSetpriv = spawnSync("setpriv", ["--version"], { stdio: "ignore" }).status === 0;
  const as = (command, args) =>
    hasSetpriv
      ? [
          "setpriv",
          [
            ...(user ? [`--reuid=${user.uid}`, `--regid=${user.gid}`, "--clear-groups"] : []),
            "--pdeathsig=SIGINT",
            command,
            ...args,
          ],
        ]
      : user
        ? ["runuser", ["-u", user.name, "--", command, ...args]]
        : [command, args];

  const stop = async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGINT"); // fast shutdown: ends the sessions, no checkpoint wait for them
      const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(folder, { recursive: true, force: true });
  };

  let server;
  try {
    const [initdb, initdbArgs] = as(path.join(bin, "initdb"), [
      `--pgdata=${data}`,
      "--username=postgres",
      "--auth=trust",
      "--encoding=UTF8",
      "--locale=C.UTF-8",
      "--no-sync",
      "--no-instructions",
    ]);
    const made = spawnSync(initdb, initdbArgs, { cwd: folder, encoding: "utf8" });
    if (made.status !== 0) throw new Error(`initdb failed:\n${made.stderr || made.stdout}`);
    const port = await freePort();
    const logFile = path.join(folder, "postgres.log");
    // A file, not a pipe: a parent busy in spawnSync would not read a pipe, and a full pipe stops the server.
    const out = openSync(logFile, "a");
    if (user) chownSync(logFile, user.uid, user.gid);
    const [command, args] = as(path.join(bin, "postgres"), [
      `-D${data}`,
      `-p${port}`,
      `-k${folder}`,
      "-clisten_addresses=127.0.0.1",
      // Throwaway data: nothing needs to survive a crash, so nothing waits for the disk.
      "-cfsync=off",
      "-csynchronous_commit=off",
      "-cfull_page_writes=off",
      "-cmax_connections=200",
    ]);
    server = spawn(command, args, { cwd: folder, stdio: ["ignore", out, out] });
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const deadline = Date.now() + 60_000;
    while (!(await answers(url))) {
      if (server.exitCode !== null || server.signalCode !== null || Date.now() > deadline) {
        const said = existsSync(logFile) ? readFileSync(logFile, "utf8").slice(-2_000) : "";
        throw new Error(`PostgreSQL did not start (${path.join(bin, "postgres")}):\n${said}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    log(`PostgreSQL for the tests started at ${url} (${folder}, as ${user?.name ?? "this user"})`);
    return { url, started: true, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The server the tests use: TEST_POSTGRES_URL (it must answer), else 127.0.0.1:5432 when it answers,
 * else one started by startPostgres(). TEST_POSTGRES_START=1 always starts one. stop() stops only
 * a server started here.
 */
export async function findOrStartPostgres({ log = console.log } = {}) {
  const given = process.env.TEST_POSTGRES_URL;
  if (given) {
    if (!(await answers(given)))
      throw new Error(
        `PostgreSQL does not answer at TEST_POSTGRES_URL (${given}): start it, or unset TEST_POSTGRES_URL`,
      );
    return { url: given, started: false, stop: async () => {} };
  }
  if (process.env.TEST_POSTGRES_START !== "1" && (await answers(DEFAULT_SERVER_URL))) {
    return { url: DEFAULT_SERVER_URL, started: false, stop: async () => {} };
  }
  return startPostgres({ log });
}

/**
 * A new database of this run's own on the server at `serverUrl` (gdm_test_<pid>_<random>): its URL
 * (the server's, with the database's name in place of the one it had) and drop().
 */
export async function makeTestDatabase(serverUrl) {
  const name = `gdm_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  try {
    await run(serverUrl, `CREATE DATABASE ${name}`);
  } catch (error) {
    throw new Error(
      `could not make the tests' database on ${serverUrl} (its user needs CREATEDB): ${error.message}`,
    );
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    // FORCE: a test that left a connection open must not keep its database alive.
    drop: () => run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Both, for a runner's set-up: the server found or started and a database made on it. close() drops
 * the database and stops a server started here.
 */
export async function testPostgres({ log = console.log } = {}) {
  const server = await findOrStartPostgres({ log });
  try {
    const database = await makeTestDatabase(server.url);
    return {
      serverUrl: server.url,
      url: database.url,
      close: async () => {
        await database.drop().catch((error) => log(`could not drop ${database.name}: ${error.message}`));
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
