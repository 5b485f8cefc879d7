// The server bundle's entry (vite.config.ts): the site composed (server/compose.ts) with the
// React Router build of this same bundle, so pages and API share services.
import * as build from "virtual:react-router/server-build";
import { composeLaunchCheck, composeServer, type SiteServer } from "./compose.ts";
import type { Env } from "./core/env.ts";
import type { Logger } from "./core/log.ts";
import { runDoctor as runLaunchDoctor } from "./launch-check-run.ts";

export { type SiteServer, startMetricsListener } from "./compose.ts";
export { runContentCli } from "./content/index.ts";
export { EnvError, parseEnv } from "./core/env.ts";
export { jsonLogger } from "./core/log.ts";
export {
  gracefulStop,
  HTTP_STOP_DEADLINE_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  STOP_DEADLINE_MS,
} from "./graceful-stop.ts";
export { runLeadsCli } from "./leads/index.ts";

/** The whole site of one process on this bundle's pages (bin/start.mjs, scripts/dev.mjs). */
export function createServer(env: Env, clientDir: string | undefined, log: Logger): Promise<SiteServer> {
  return composeServer({ env, build, clientDir, log });
}

/** `npm run doctor`, `bin/gdm-leads doctor`: the launch check, printed (bin/leads.mjs). */
export function runDoctor(
  args: readonly string[],
  io: Parameters<typeof runLaunchDoctor>[1],
): Promise<number> {
  return runLaunchDoctor(args, io, composeLaunchCheck);
}
