import type { Logger } from "../core/log.ts";
import { boundedChange, EVERYTHING_CHANGED, tellListeners } from "./content-change.ts";
import { memoryLimiter, sharedLimiter } from "./limiter.ts";
import type { Cluster, ContentChangeListener } from "./types.ts";

/** Keys remembered by `firstSighting`: far above what WordPress signs in five minutes. */
export const MAX_REMEMBERED_KEYS = 10_000;

/** One process: everything in memory (the SQLite set-up, and tests of a single site). */
export function createMemoryCluster(log: Logger = () => {}): Cluster {
  const listeners: ContentChangeListener[] = [];
  const seen = new Map<string, number>();

  return {
    kind: "memory",
    limiter(name, limit, windowSeconds) {
      return sharedLimiter(memoryLimiter(name, limit, windowSeconds), (error) =>
        log({ event: "limit.fault", limiter: name, error: error.message }),
      );
    },
    async firstSighting(key, ttlSeconds) {
      const now = Date.now();
      const expiry = seen.get(key);
      if (expiry !== undefined && expiry > now) return false;
      if (seen.size >= MAX_REMEMBERED_KEYS) {
        for (const [old, at] of seen) if (at <= now) seen.delete(old);
        // Still full of live keys (a flood of good signatures): drop the oldest.
        while (seen.size >= MAX_REMEMBERED_KEYS) seen.delete(seen.keys().next().value as string);
      }
      seen.set(key, now + ttlSeconds * 1000);
      return true;
    },
    async announceContentChanged(change = EVERYTHING_CHANGED) {
      // Bounded as PostgreSQL's cluster bounds it, so a site behaves alike on either.
      await tellListeners(listeners, boundedChange(change), log);
    },
    onContentChanged(listener) {
      listeners.push(listener);
    },
    async close() {},
  };
}
