// The server bundle's entry (vite.config.ts): the Express app with the
// React Router build of this same bundle, so pages and API share services.
import * as build from "virtual:react-router/server-build";
import { createApp } from "./app";
import { createContentService } from "./content";
import type { Env } from "./env";
import type { Logger } from "./log";

export { EnvError, parseEnv } from "./env";
export { jsonLogger } from "./log";

export function createServerApp(env: Env, clientDir: string, log: Logger) {
  const content = createContentService(env, log);
  return createApp({ env, content, build, clientDir, log });
}
