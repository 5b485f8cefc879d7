import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { expect } from "vitest";
import { type Listening, listen } from "./listen.ts";

export interface ViteServerModules {
  /** The site composed on the services a test gives (composeSite), as the process composes it. */
  compose: typeof import("../../server/compose");
  content: typeof import("../../server/content/index");
  env: typeof import("../../server/core/env");
  /** The whole process as bin/start.mjs starts it (createServer, server/compose.ts), and the metrics listener. */
  entry: typeof import("../../server/entry");
  /** The React Router build of the same module graph: pages rendered as the production server does. */
  build: ServerBuild;
  close(): Promise<void>;
}

/**
 * The server's modules and the route build loaded through Vite in one module graph, so the app and
 * the build hold the same servicesContext: what a test needs to render real pages without a build.
 */
export async function loadServerThroughVite(): Promise<ViteServerModules> {
  const vite: ViteDevServer = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  return {
    compose: (await vite.ssrLoadModule("./server/compose.ts")) as ViteServerModules["compose"],
    content: (await vite.ssrLoadModule("./server/content/index.ts")) as ViteServerModules["content"],
    env: (await vite.ssrLoadModule("./server/core/env.ts")) as ViteServerModules["env"],
    entry: (await vite.ssrLoadModule("./server/entry.ts")) as ViteServerModules["entry"],
    build: (await vite.ssrLoadModule("virtual:react-router/server-build")) as unknown as ServerBuild,
    close: () => vite.close(),
  };
}

/**
 * The app with the content service the environment names (built-in, or the WordPress at
 * WORDPRESS_URL), rendering real pages, on a free port: `vars` on top of NODE_ENV=test.
 */
export async function startViteSite(
  server: ViteServerModules,
  vars: Record<string, string>,
): Promise<Listening> {
  const env = server.env.parseEnv({ NODE_ENV: "test", ...vars });
  const { app } = server.compose.composeSite({
    env,
    content: server.content.createContentService(env),
    build: server.build,
  });
  return listen(app);
}

/** A page's HTML, failing the test (with the path named) unless it answers 200. */
export async function pageHtml(site: Listening, path: string): Promise<string> {
  const response = await fetch(site.origin + path);
  expect(response.status, path).toBe(200);
  return response.text();
}
