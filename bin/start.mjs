// npm start: serve the production build (building it first when there is none).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// Under systemd each line goes to the journal: an error line starts with syslog's priority 3, which
// journald takes and strips, so `journalctl -u gdm-concrete -p err` shows why the site did not start.
const errorPrefix = process.env.JOURNAL_STREAM ? "<3>" : "";
function fail(message) {
  console.error(String(message).replace(/^/gm, errorPrefix));
}

// The lead store uses node:sqlite (Node 24). npm scripts run on the project's pinned Node;
// a bare `node bin/start.mjs` on an older system Node would fail deep inside.
if (Number(process.versions.node.split(".")[0]) < 24) {
  fail(`This site needs Node 24 or newer (this is ${process.version}). Start it with: npm start`);
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(root, "build/server/index.js");

if (!existsSync(serverEntry)) {
  console.log("No build found: building the site first (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
const server = await import(pathToFileURL(serverEntry).href);

let env;
try {
  env = server.parseEnv(process.env);
} catch (error) {
  if (error instanceof server.EnvError) {
    fail(error.message);
    process.exit(1);
  }
  throw error;
}

let site;
try {
  site = await server.createServer(env, path.join(root, "build/client"), server.jsonLogger);
} catch (error) {
  fail(`Could not start: ${error.message}`);
  process.exit(1);
}
// A fresh page-cache hit is answered before Express (server/pages/page-cache.ts); anything else goes to the app.
const httpServer = createServer((req, res) => {
  if (!site.serveCachedPage(req, res)) site.app(req, res);
});
// nginx closes its idle connections to the site sooner (deploy/nginx/gdm-concrete.conf).
httpServer.keepAliveTimeout = server.KEEP_ALIVE_TIMEOUT_MS;
const serving = server.gracefulStop(httpServer);
httpServer.once("error", (error) => {
  fail(`Could not listen on port ${env.PORT}: ${error.message}`);
  process.exit(1);
});
httpServer.listen(env.PORT, env.HOST, () => {
  const { port } = httpServer.address();
  console.log(`Site ready at http://localhost:${port} (canonical origin ${env.SITE_URL})`);
});
// Prometheus's GET /metrics on a listener of its own (METRICS_PORT, METRICS_HOST), never the visitors' port.
if (site.metricsListener) {
  console.log(`Metrics at http://${env.METRICS_HOST}:${site.metricsListener.port}/metrics`);
}

// Stopping (systemd's SIGTERM, an upgrade: deploy/UPGRADE.md) loses no request and sends no lead
// twice (server/graceful-stop.ts): the listener closes at once, so nginx sends new requests to
// another instance; no delivery attempt starts; the requests under way, and whatever nginx sends on
// connections already open, are answered; the process ends once nginx has let go of its connections
// (a few seconds) and the attempts under way are done, the rest stopped in the order
// server/compose.ts gives. The unit's TimeoutStopSec is longer.
let stopping = false;
async function shutdown(signal) {
  // A second Ctrl-C does not wait for the connections to end.
  if (stopping && signal === "SIGINT") process.exit(130);
  if (stopping) return;
  stopping = true;
  setTimeout(() => {
    server.jsonLogger({ event: "shutdown.timeout", signal, afterMs: server.STOP_DEADLINE_MS });
    process.exit(1);
  }, server.STOP_DEADLINE_MS).unref();
  server.jsonLogger({ event: "shutdown.begin", signal });
  try {
    const http = await site.stop(() => serving.stop(server.HTTP_STOP_DEADLINE_MS));
    server.jsonLogger({ event: "shutdown.done", signal, ...http });
    process.exit(0);
  } catch (error) {
    server.jsonLogger({ event: "shutdown.error", signal, error: String(error?.message ?? error) });
    process.exit(1);
  }
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
