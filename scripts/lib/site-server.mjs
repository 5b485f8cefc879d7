// The production server on a free local port with a throwaway lead store, for the scripts that
// measure the built site (audit, benchmarks, the JavaScript budget).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export async function freePort() {
  const probe = createServer();
  await new Promise((resolve, reject) => {
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", resolve);
  });
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts `bin/start.mjs` in production mode and waits for /healthz. `env` is added to the
 * environment (SITE_URL defaults to the server's own origin). Its request log goes nowhere.
 * `checkout` is the built copy of the site to serve: this one unless told (a benchmark's baseline).
 */
export async function startSiteServer(env = {}, checkout = root) {
  const port = await freePort();
  const folder = mkdtempSync(path.join(tmpdir(), "site-server-"));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["bin/start.mjs"], {
    cwd: checkout,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: origin,
      DATABASE_URL: `file:${path.join(folder, "site.db")}`,
      // Every page of the registry is measured, the developer pages included.
      DEVELOPER_PAGES: "on",
      ...env,
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    rmSync(folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server stopped (exit ${child.exitCode})`);
    }
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer ${origin}/healthz within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, stop };
}

/**
 * Every page the running site serves, as the page registry (shared/pages.ts) makes them: what
 * /sitemap.xml lists (the listed pages and each family's records), then the registry's unlisted
 * pages (the driveway alias, the developer pages), then a not-found address.
 */
export async function everyPagePath(origin) {
  const { PAGES } = await import("../../shared/pages.ts");
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const unlisted = PAGES.filter((page) => !page.listed && !page.family && !page.file).map(
    (page) => page.path,
  );
  return [...new Set([...listed, ...unlisted]), "/no-such-page"];
}
