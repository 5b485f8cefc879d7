/**
 * What the site's instances share (docs/decisions/015): the limits they count, the signed calls
 * they have seen, and the word that content changed. One process on SQLite keeps it in memory;
 * several instances on one PostgreSQL keep it there, so they act as one site.
 */

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A limit on requests per key (a network) per window, counted by every instance together. */
export interface SharedLimiter {
  hit(key: string): Promise<RateDecision>;
}

export interface Cluster {
  readonly kind: "memory" | "postgres";
  /** A limit of `limit` hits per `windowSeconds` per key; `name` keeps limits apart. */
  limiter(name: string, limit: number, windowSeconds: number): SharedLimiter;
  /**
   * True the first time `key` is offered within `ttlSeconds` on any instance, false after: how a
   * signed call accepted by one instance is refused by every other.
   */
  firstSighting(key: string, ttlSeconds: number): Promise<boolean>;
  /** Drops the caches of this instance now and of every other one within a second. */
  announceContentChanged(): Promise<void>;
  /** Called on every instance (this one too) when content changed; registered once at start. */
  onContentChanged(listener: () => void): void;
  close(): Promise<void>;
}
