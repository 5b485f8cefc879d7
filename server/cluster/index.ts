import type { Logger } from "../core/log.ts";
import { createMemoryCluster } from "./memory.ts";
import { openPostgresCluster } from "./postgres.ts";
import type { Cluster } from "./types.ts";

export {
  boundedChange,
  type ContentChange,
  EVERYTHING_CHANGED,
  MAX_CHANGE_BYTES,
} from "./content-change.ts";
export { createMemoryCluster } from "./memory.ts";
export { clusterTablesSql, contentChangedChannel } from "./postgres.ts";
export {
  createSignedCallGuard,
  hmacSignature,
  SIGNATURE_HEADER,
  SIGNATURE_MAX_AGE_SECONDS,
  type SignedCallGuard,
  type SignedCallPurpose,
  signatureProblem,
  signCall,
  TIMESTAMP_HEADER,
} from "./signed-call.ts";
export * from "./types.ts";

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
