import { isRemoved, withoutRemoved } from "@shared/content/removed.ts";
import type { ContentSource } from "@shared/content/source.ts";
import type { PageFamily } from "@shared/pages.ts";
import { LruMap } from "../core/lru-map.ts";

type Entry = { value: unknown; fetchedAt: number };

/**
 * After the CMS fails for a key, it is left alone this long (at most the TTL),
 * so a slow or down CMS costs one timeout per key, not one per page view.
 */
export const CMS_FAILURE_BACKOFF_MS = 15_000;
/** Copies of what the CMS has, kept at once: far more records and lists than a site like this holds. */
export const MAX_CONTENT_ENTRIES = 1_000;
/**
 * Slugs the CMS had nothing for, kept in mind at once. Anyone can make these up, so they are kept
 * apart from the copies above and never push one of those out.
 */
export const MAX_NOT_FOUND_ENTRIES = 500;
/** How long "the CMS has nothing for this" is believed (at most the TTL). */
export const NOT_FOUND_MS = 30_000;
/** Keys in a failure backoff kept at once (one per key a failing CMS was asked for). */
export const MAX_BACKOFF_ENTRIES = 500;
/** Requests to the CMS under way at once; past this a read is answered as if the CMS were down. */
export const MAX_CMS_REQUESTS_IN_FLIGHT = 100;
/** WordPress keeps a slug in 200 characters (wp_posts.post_name): a longer one names nothing. */
export const MAX_SLUG_LENGTH = 200;

export interface ContentServiceOptions {
  /** The CMS, or none for built-in content only. */
  primary?: ContentSource;
  /** Built-in content: the answer when the CMS has nothing and has never answered. */
  fallback: ContentSource;
  /** How long a CMS answer is served without asking again. */
  ttlMs: number;
  now?: () => number;
  log?: (event: Record<string, unknown>) => void;
}

function isEmpty(value: unknown): boolean {
  return value == null || (Array.isArray(value) && value.length === 0);
}

/** The reads of records the CMS can take down, and the kind of page each record has. */
const FAMILY_OF: Partial<Record<keyof ContentSource, PageFamily>> = {
  getService: "service",
  listServices: "service",
  getLocation: "location",
  listLocations: "location",
  getGalleryAlbum: "album",
  listGalleryAlbums: "album",
};

/**
 * Reads content the way a page needs it: a fresh cached copy, else the CMS,
 * else the last good copy the CMS gave, else built-in content. A CMS outage
 * never becomes an error page. Concurrent misses for one key share one
 * request to the CMS.
 */
export class ContentService implements ContentSource {
  readonly name: string;
  private readonly cache = new LruMap<string, Entry>(MAX_CONTENT_ENTRIES);
  /** When the CMS last said it has nothing for a key. */
  private readonly missing = new LruMap<string, number>(MAX_NOT_FOUND_ENTRIES);
  private readonly inflight = new Map<string, Promise<unknown>>();
  private readonly retryAt = new LruMap<string, number>(MAX_BACKOFF_ENTRIES);
  /** Set while the CMS is asked MAX_CMS_REQUESTS_IN_FLIGHT things at once, so that is logged once. */
  private saturated = false;
  private readonly opts: ContentServiceOptions;
  /** Bumped by `invalidate()`: an answer asked for before it is given to its callers but not kept. */
  private generation = 0;

  constructor(opts: ContentServiceOptions) {
    this.opts = opts;
    this.name = opts.primary ? `${opts.primary.name}+${opts.fallback.name}` : opts.fallback.name;
  }

  private now(): number {
    return this.opts.now ? this.opts.now() : Date.now();
  }

  /**
   * WordPress says its content changed (docs/decisions/012): every copy becomes stale, so the next read
   * asks the CMS at once, without waiting out the TTL or a failure backoff. The copies stay as the
   * last good ones, so a CMS that is down by then still leaves every page whole.
   */
  invalidate(): void {
    this.generation++;
    for (const entry of this.cache.values()) entry.fetchedAt = Number.NEGATIVE_INFINITY;
    this.missing.clear();
    this.retryAt.clear();
    // Reads under way may carry the old content: new readers start their own.
    this.inflight.clear();
  }

  private async read<T>(
    key: string,
    fromPrimary: (s: ContentSource) => Promise<T>,
    fromFallback: (s: ContentSource) => Promise<T>,
  ): Promise<T> {
    const { primary, fallback, ttlMs } = this.opts;
    if (!primary) return fromFallback(fallback);

    const cached = this.cache.get(key);
    if (cached && this.now() - cached.fetchedAt < ttlMs) return cached.value as T;
    const missingSince = this.missing.get(key);
    if (missingSince !== undefined && this.now() - missingSince < Math.min(ttlMs, NOT_FOUND_MS)) {
      return fromFallback(fallback);
    }

    const lastGood = cached?.value as T | undefined;
    if (this.now() < (this.retryAt.get(key) ?? 0)) return lastGood ?? fromFallback(fallback);

    const generation = this.generation;
    let pending = this.inflight.get(key) as Promise<T> | undefined;
    if (!pending && this.inflight.size >= MAX_CMS_REQUESTS_IN_FLIGHT) {
      if (!this.saturated) {
        this.saturated = true;
        this.opts.log?.({ event: "content.cms_busy", inFlight: this.inflight.size, key });
      }
      return lastGood ?? fromFallback(fallback);
    }
    this.saturated = false;
    if (!pending) {
      const started = fromPrimary(primary);
      pending = started;
      this.inflight.set(key, started);
      started
        .finally(() => {
          if (this.inflight.get(key) === started) this.inflight.delete(key);
        })
        .catch(() => {});
    }
    try {
      const value = await pending;
      if (generation === this.generation) {
        this.retryAt.delete(key);
        if (isEmpty(value)) {
          this.cache.delete(key);
          this.missing.set(key, this.now());
        } else {
          this.missing.delete(key);
          this.cache.set(key, { value, fetchedAt: this.now() });
        }
      }
      return isEmpty(value) ? fromFallback(fallback) : value;
    } catch (error) {
      if (generation === this.generation)
        this.retryAt.set(key, this.now() + Math.min(ttlMs, CMS_FAILURE_BACKOFF_MS));
      this.opts.log?.({
        event: "content.source_failed",
        source: primary.name,
        key,
        error: error instanceof Error ? error.message : String(error),
        servedFrom: lastGood !== undefined ? "last-good" : "built-in",
      });
      return lastGood ?? fromFallback(fallback);
    }
  }

  private via<K extends keyof ContentSource>(method: K, ...args: string[]) {
    const key = [method, ...args].join(":");
    // biome-ignore lint/suspicious/noExplicitAny: dispatch by method name
    const call = (s: ContentSource) => (s[method] as any).apply(s, args);
    const kind = this.opts.primary ? FAMILY_OF[method] : undefined;
    // Built-in records stand in for what the CMS lacks, never for what it took down.
    const fromFallback = kind ? async (s: ContentSource) => this.withoutTakenDown(kind, await call(s)) : call;
    // A slug no CMS can hold is not worth a request, nor a place in memory.
    if (args.some((slug) => slug.length > MAX_SLUG_LENGTH)) return fromFallback(this.opts.fallback);
    return this.read(key, call, fromFallback);
  }

  /**
   * A built-in record (or list) without what the CMS took down (docs/decisions/002, "Deleting means
   * gone"). The CMS's list of those is read like any content: a fresh copy, else its last good copy,
   * else none (a CMS that never answered takes nothing down). Asked only when there is a record to drop.
   */
  private async withoutTakenDown<T>(kind: PageFamily, value: T): Promise<T> {
    if (isEmpty(value)) return value;
    const removed = await this.listRemoved();
    if (Array.isArray(value)) return withoutRemoved(value, removed, kind) as T;
    const { slug } = value as { slug: string };
    return isRemoved(removed, kind, slug) ? (null as T) : value;
  }

  /** Keys kept in memory right now (for tests): copies of CMS content, and slugs it had nothing for. */
  get size() {
    return { copies: this.cache.size, notFound: this.missing.size };
  }

  getCta = () => this.via("getCta") as ReturnType<ContentSource["getCta"]>;
  getHomePage = () => this.via("getHomePage") as ReturnType<ContentSource["getHomePage"]>;
  getFaq = () => this.via("getFaq") as ReturnType<ContentSource["getFaq"]>;
  getProcess = () => this.via("getProcess") as ReturnType<ContentSource["getProcess"]>;
  getTestimonials = () => this.via("getTestimonials") as ReturnType<ContentSource["getTestimonials"]>;
  getContactInfo = () => this.via("getContactInfo") as ReturnType<ContentSource["getContactInfo"]>;
  getPriceList = () => this.via("getPriceList") as ReturnType<ContentSource["getPriceList"]>;
  getAbout = () => this.via("getAbout") as ReturnType<ContentSource["getAbout"]>;
  getService = (slug: string) => this.via("getService", slug) as ReturnType<ContentSource["getService"]>;
  listServices = () => this.via("listServices") as ReturnType<ContentSource["listServices"]>;
  getLocation = (slug: string) => this.via("getLocation", slug) as ReturnType<ContentSource["getLocation"]>;
  listLocations = () => this.via("listLocations") as ReturnType<ContentSource["listLocations"]>;
  getHeaderMenu = () => this.via("getHeaderMenu") as ReturnType<ContentSource["getHeaderMenu"]>;
  getFooterOptions = () => this.via("getFooterOptions") as ReturnType<ContentSource["getFooterOptions"]>;
  getGalleryAlbum = (slug: string) =>
    this.via("getGalleryAlbum", slug) as ReturnType<ContentSource["getGalleryAlbum"]>;
  listGalleryAlbums = () => this.via("listGalleryAlbums") as ReturnType<ContentSource["listGalleryAlbums"]>;
  listRemoved = () => this.via("listRemoved") as ReturnType<ContentSource["listRemoved"]>;
}
