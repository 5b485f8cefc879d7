import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";

export interface ViteServerModules {
  app: typeof import("../../server/app");
  content: typeof import("../../server/content/index");
  env: typeof import("../../server/core/env");
  /** The composition root (createServer) and the metrics listener, as bin/start.mjs uses them. */
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
    app: (await vite.ssrLoadModule("./server/app.ts")) as ViteServerModules["app"],
    content: (await vite.ssrLoadModule("./server/content/index.ts")) as ViteServerModules["content"],
    env: (await vite.ssrLoadModule("./server/core/env.ts")) as ViteServerModules["env"],
    entry: (await vite.ssrLoadModule("./server/entry.ts")) as ViteServerModules["entry"],
    build: (await vite.ssrLoadModule("virtual:react-router/server-build")) as unknown as ServerBuild,
    close: () => vite.close(),
  };
}
