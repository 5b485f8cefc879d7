// A real WordPress for the tests: Debian's packages, a fresh MariaDB database, `php -S` on 127.0.0.1,
// the plugin installed and activated, an application password. Nothing is downloaded but Debian packages.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../lib/site-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const here = path.join(root, "scripts/wordpress");

// plasma-workspace-wallpapers: real photographs (2560×1600 JPEGs) the tests upload as an office manager would.
export const DEBIAN_PACKAGES = [
  "wordpress",
  "mariadb-server",
  "php-cli",
  "php-mysql",
  "plasma-workspace-wallpapers",
];
/** The photographs the upload tests use (tests/wordpress/uploads.spec.ts, fields.spec.ts). */
export const WALLPAPER = "/usr/share/wallpapers/Autumn/contents/images/2560x1600.jpg";
export const INSTALL_COMMAND = `sudo DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${DEBIAN_PACKAGES.join(" ")}`;
const WORDPRESS_DIR = "/usr/share/wordpress";
const MARIADB_SERVER = ["/usr/sbin/mariadbd", "/usr/sbin/mysqld"];
// A database and a user of this run's own: two runs on one machine (and one MariaDB) must not drop
// each other's WordPress halfway through.
const RUN_ID = randomBytes(4).toString("hex");
const DB_NAME = process.env.WORDPRESS_TEST_DB ?? `wp_site_test_${RUN_ID}`;
const DB_USER = `wp_test_${RUN_ID}`;
const DB_PASSWORD = randomBytes(12).toString("hex");
export const ADMIN_PASSWORD = "concrete-admin-test-password";
/** A line PHP logs for a warning or an error (WordPress without WP_DEBUG leaves notices out). */
const PHP_PROBLEM = /PHP (Fatal error|Warning|Parse error|Recoverable fatal error|Uncaught)/;

const isRoot = process.getuid?.() === 0;

function log(message) {
  console.log(`[wordpress] ${message}`);
}

function has(command, args = ["--version"]) {
  return spawnSync(command, args, { stdio: "ignore" }).status === 0;
}

/** What is missing for a WordPress on this machine, by Debian package. */
function missingPackages() {
  const missing = [];
  if (!existsSync(path.join(WORDPRESS_DIR, "wp-settings.php"))) missing.push("wordpress");
  if (!MARIADB_SERVER.some((file) => existsSync(file)) || !has("mariadb")) missing.push("mariadb-server");
  if (!has("php")) missing.push("php-cli");
  else if (!has("php", ["-r", 'exit(extension_loaded("mysqli") ? 0 : 1);'])) missing.push("php-mysql");
  if (!existsSync(WALLPAPER)) missing.push("plasma-workspace-wallpapers");
  return missing;
}

/** Installs Debian's packages when they are missing and this is root; otherwise says exactly what to run. */
export function ensurePackages() {
  const missing = missingPackages();
  if (missing.length === 0) return;
  if (!isRoot || !has("apt-get", ["--version"])) {
    throw new Error(
      `WordPress tests need Debian's ${missing.join(", ")}. Install them, then run again:\n  ${INSTALL_COMMAND}`,
    );
  }
  log(`installing ${missing.join(", ")} from Debian's packages`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () =>
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", ...DEBIAN_PACKAGES], {
      env,
      stdio: "inherit",
    }).status === 0;
  if (!install()) {
    spawnSync("apt-get", ["update"], { env, stdio: "inherit" });
    if (!install()) throw new Error(`apt-get could not install the packages; try:\n  ${INSTALL_COMMAND}`);
  }
  const still = missingPackages();
  if (still.length > 0) throw new Error(`still missing after apt-get: ${still.join(", ")}`);
}

/** Runs SQL as the database's administrator: root over TCP (no password), else root over the socket. */
function sqlRunner() {
  const host = process.env.WORDPRESS_TEST_DB_HOST ?? "127.0.0.1";
  const candidates = [
    ["-h", host, "-P", process.env.WORDPRESS_TEST_DB_PORT ?? "3306", "-uroot"],
    ...(isRoot ? [["-uroot"]] : []),
  ];
  for (const args of candidates) {
    if (spawnSync("mariadb", [...args, "-e", "SELECT 1"], { stdio: "ignore" }).status === 0) {
      return (sql) => execFileSync("mariadb", [...args, "-e", sql], { stdio: ["ignore", "pipe", "pipe"] });
    }
  }
  return null;
}

async function waitFor(check, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

/** MariaDB, started when it is not running (root only). */
async function ensureDatabaseServer() {
  let run = sqlRunner();
  if (run) return run;
  if (!isRoot) {
    throw new Error(
      "Could not reach MariaDB as root without a password on 127.0.0.1:3306 (WORDPRESS_TEST_DB_HOST / _PORT to change it), and only root may start it: run this as root, or start MariaDB and allow that login.",
    );
  }
  const server = MARIADB_SERVER.find((file) => existsSync(file));
  log("starting MariaDB");
  mkdirSync("/run/mysqld", { recursive: true });
  spawnSync("chown", ["mysql:mysql", "/run/mysqld"]);
  spawnSync("start-stop-daemon", ["--start", "--oknodo", "--background", "--exec", server], {
    stdio: "inherit",
  });
  await waitFor(
    () => {
      run = sqlRunner();
      return run !== null;
    },
    "MariaDB",
    30_000,
  );
  return run;
}

function wpConfig({ url, siteUrl, secret, secretIn }) {
  const salt = () => randomBytes(32).toString("hex");
  const keys = ["AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY", "AUTH_SALT", "SECURE_AUTH_SALT"];
  return `<?php
// Written by scripts/wordpress/harness.mjs for one test run.
define( 'DB_NAME', '${DB_NAME}' );
define( 'DB_USER', '${DB_USER}' );
define( 'DB_PASSWORD', '${DB_PASSWORD}' );
define( 'DB_HOST', '${process.env.WORDPRESS_TEST_DB_HOST ?? "127.0.0.1"}:${process.env.WORDPRESS_TEST_DB_PORT ?? "3306"}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${[...keys, "LOGGED_IN_SALT", "NONCE_SALT"].map((key) => `define( '${key}', '${salt()}' );`).join("\n")}
$table_prefix = 'wp_';
define( 'WP_HOME', '${url}' );
define( 'WP_SITEURL', '${url}' );
// Application passwords without HTTPS.
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', false );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
// Offline: no update checks or other calls out; 127.0.0.1 (the site) stays allowed.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'FS_METHOD', 'direct' );
define( 'GDM_CONCRETE_SITE_URL', '${siteUrl}' );
${secretIn === "wp-config" ? `define( 'GDM_CONCRETE_WEBHOOK_SECRET', '${secret}' );` : "// The shared secret is on Settings → Concrete site."}
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

/**
 * Starts a WordPress with the plugin and answers how to reach it; `stop()` undoes everything
 * (the PHP server, the database and its user, the files), also after a failure.
 * wp-config.php always defines the site's address; the shared secret goes there too (`secretIn:
 * "wp-config"`) or on the plugin's settings page (`"settings"`). `acfStandIn` adds
 * scripts/wordpress/acf-stand-in.php as a must-use plugin. Besides the administrator, there is a user of
 * each lower role (`users.editor`, `.author`, `.contributor`: login, password, application password).
 */
export async function startWordPress({ siteUrl, secret, secretIn = "wp-config", acfStandIn = false }) {
  ensurePackages();
  const sql = await ensureDatabaseServer();
  const dir = mkdtempSync(path.join(tmpdir(), "gdm-wordpress-"));
  const wpDir = path.join(dir, "wordpress");
  let php;
  const stop = async () => {
    if (php && php.exitCode === null && php.signalCode === null) {
      try {
        process.kill(-php.pid, "SIGTERM");
      } catch {}
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, 3_000);
        php.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    try {
      sql(
        `DROP DATABASE IF EXISTS \`${DB_NAME}\`; DROP USER IF EXISTS '${DB_USER}'@'127.0.0.1', '${DB_USER}'@'localhost';`,
      );
    } catch (error) {
      log(`could not drop the test database: ${error.message}`);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    sql(
      [
        `DROP DATABASE IF EXISTS \`${DB_NAME}\``,
        `CREATE DATABASE \`${DB_NAME}\` CHARACTER SET utf8mb4`,
        `DROP USER IF EXISTS '${DB_USER}'@'127.0.0.1', '${DB_USER}'@'localhost'`,
        `CREATE USER '${DB_USER}'@'127.0.0.1' IDENTIFIED BY '${DB_PASSWORD}'`,
        `CREATE USER '${DB_USER}'@'localhost' IDENTIFIED BY '${DB_PASSWORD}'`,
        `GRANT ALL ON \`${DB_NAME}\`.* TO '${DB_USER}'@'127.0.0.1', '${DB_USER}'@'localhost'`,
      ].join(";\n"),
    );
    // A copy of Debian's tree with our own wp-config.php (Debian's reads /etc/wordpress, which needs root).
    cpSync(WORDPRESS_DIR, wpDir, { recursive: true, dereference: true });
    writeFileSync(path.join(wpDir, "wp-config.php"), wpConfig({ url, siteUrl, secret, secretIn }));
    cpSync(
      path.join(root, "wordpress/gdm-concrete-content"),
      path.join(wpDir, "wp-content/plugins/gdm-concrete-content"),
      { recursive: true },
    );
    mkdirSync(path.join(wpDir, "wp-content/uploads"), { recursive: true });
    if (acfStandIn) {
      mkdirSync(path.join(wpDir, "wp-content/mu-plugins"), { recursive: true });
      cpSync(path.join(here, "acf-stand-in.php"), path.join(wpDir, "wp-content/mu-plugins/acf-stand-in.php"));
    }

    const installed = spawnSync("php", [path.join(here, "install.php"), wpDir, ADMIN_PASSWORD], {
      env: {
        ...process.env,
        WP_TEST_URL: url,
        ...(secretIn === "settings" ? { GDM_TEST_SECRET: secret } : {}),
      },
      encoding: "utf8",
    });
    if (installed.status !== 0) {
      throw new Error(`installing WordPress failed:\n${installed.stderr}\n${installed.stdout}`);
    }
    const { applicationPassword, users, version } = JSON.parse(
      installed.stdout.slice(installed.stdout.indexOf("{")),
    );

    php = spawn(
      "php",
      [
        "-d",
        "opcache.enable_cli=1",
        "-d",
        "memory_limit=256M",
        // As docs/wordpress.md tells a WordPress host: a phone's photo (3 to 8 MB) uploads as it is.
        "-d",
        "upload_max_filesize=16M",
        "-d",
        "post_max_size=20M",
        "-S",
        `127.0.0.1:${port}`,
        "-t",
        wpDir,
        path.join(here, "router.php"),
      ],
      {
        // Several workers: one page of the site reads several REST routes at once.
        env: { ...process.env, PHP_CLI_SERVER_WORKERS: "4" },
        stdio: ["ignore", "ignore", "pipe"],
        detached: true,
      },
    );
    let phpErrors = "";
    // PHP's warnings and errors raised in the plugin's own files, kept whole (the rest is a window).
    const pluginProblems = [];
    let partialLine = "";
    php.stderr.on("data", (chunk) => {
      phpErrors = (phpErrors + chunk.toString()).slice(-8_000);
      const lines = (partialLine + chunk.toString()).split("\n");
      partialLine = lines.pop() ?? "";
      for (const line of lines) {
        if (PHP_PROBLEM.test(line) && line.includes("gdm-concrete-content") && pluginProblems.length < 50)
          pluginProblems.push(line.trim());
      }
    });
    await waitFor(
      async () => {
        try {
          return (await fetch(`${url}/wp-json/`, { signal: AbortSignal.timeout(2_000) })).ok;
        } catch {
          return false;
        }
      },
      "php -S with WordPress",
      30_000,
    );
    log(`WordPress ${version} at ${url} (php -S, database ${DB_NAME})`);
    return {
      url,
      dir: wpDir,
      pid: php.pid,
      user: "admin",
      adminPassword: ADMIN_PASSWORD,
      applicationPassword,
      users,
      version,
      phpErrors: () => phpErrors,
      pluginProblems: () => [...pluginProblems],
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
