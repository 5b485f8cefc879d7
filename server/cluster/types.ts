import type { ContentChange, ContentChangeListener } from "./content-change.ts";

export type { ContentChangeListener };

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
  /**
   * Tells every instance what content changed (everything when not said): this one's listeners are
   * run and waited for, every other instance's within a second. A change past MAX_CHANGE_BYTES is
   * told as everything.
   */
  announceContentChanged(change?: ContentChange): Promise<void>;
  /**
   * Called on every instance (this one too) when content changed, with what changed; registered once
   * at start. Everything, when a change may have been missed (a lost connection).
   */
  onContentChanged(listener: ContentChangeListener): void;
  close(): Promise<void>;
}
