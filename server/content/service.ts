import type { ContentSource } from "~/content/source";

type Entry = { value: unknown; fetchedAt: number };

/**
 * After the CMS fails for a key, it is left alone this long (at most the TTL),
 * so a slow or down CMS costs one timeout per key, not one per page view.
 */
export const CMS_FAILURE_BACKOFF_MS = 15_000;

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

/**
 * Reads content the way a page needs it: a fresh cached copy, else the CMS,
 * else the last good copy the CMS gave, else built-in content. A CMS outage
 * never becomes an error page. Concurrent misses for one key share one
 * request to the CMS.
 */
export class ContentService implements ContentSource {
  readonly name: string;
  private readonly cache = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<unknown>>();
  private readonly retryAt = new Map<string, number>();
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
    if (cached && this.now() - cached.fetchedAt < ttlMs) {
      return isEmpty(cached.value) ? fromFallback(fallback) : (cached.value as T);
    }

    const lastGood = cached && !isEmpty(cached.value) ? (cached.value as T) : undefined;
    if (this.now() < (this.retryAt.get(key) ?? 0)) return lastGood ?? fromFallback(fallback);

    const generation = this.generation;
    let pending = this.inflight.get(key) as Promise<T> | undefined;
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
        this.cache.set(key, { value, fetchedAt: this.now() });
        this.retryAt.delete(key);
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
    return this.read(key, call, call);
  }

  getCta = () => this.via("getCta") as ReturnType<ContentSource["getCta"]>;
  getFaq = () => this.via("getFaq") as ReturnType<ContentSource["getFaq"]>;
  getProcess = () => this.via("getProcess") as ReturnType<ContentSource["getProcess"]>;
  getTestimonials = () => this.via("getTestimonials") as ReturnType<ContentSource["getTestimonials"]>;
  getContactInfo = () => this.via("getContactInfo") as ReturnType<ContentSource["getContactInfo"]>;
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
}
