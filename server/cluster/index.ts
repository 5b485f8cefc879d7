import type { Logger } from "../core/log";
import { createMemoryCluster } from "./memory";
import { openPostgresCluster } from "./postgres";
import type { Cluster } from "./types";

export {
  boundedChange,
  type ContentChange,
  EVERYTHING_CHANGED,
  MAX_CHANGE_BYTES,
} from "./content-change";
export { createMemoryCluster } from "./memory";
export { clusterTablesSql, contentChangedChannel } from "./postgres";
export * from "./types";

/**
 * The shared state DATABASE_URL implies: PostgreSQL's when the leads are there (every instance on
 * it acts as one site), memory otherwise (SQLite is one process's file).
 */
export function openCluster(databaseUrl: string, log: Logger): Promise<Cluster> {
  if (!/^postgres(ql)?:/.test(databaseUrl)) return Promise.resolve(createMemoryCluster(log));
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get("schema") ?? undefined;
  url.searchParams.delete("schema");
  return openPostgresCluster(url.toString(), { schema, log });
}
