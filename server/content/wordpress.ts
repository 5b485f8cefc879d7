import type { ClaimsSite } from "@shared/content/claims";
import { NOTHING_REMOVED } from "@shared/content/removed";
import type { ContentSource } from "@shared/content/source";
import type { RemovedRecords } from "@shared/content/types";
import { z } from "zod";
import type { Logger } from "../core/log";
import type { Metrics, WordPressErrorKind } from "../metrics";
import {
  isPublic,
  reshapeAbout,
  reshapeContactInfo,
  reshapeCta,
  reshapeFaq,
  reshapeGalleryAlbum,
  reshapeHomePage,
  reshapeLocation,
  reshapePriceList,
  reshapeProcess,
  reshapeService,
  reshapeTestimonials,
  type WpPost,
  wpCategoryListSchema,
  wpPostListSchema,
} from "./reshape";

export interface WordPressSourceOptions {
  /** The WordPress site root, e.g. https://cms.example.com (the REST API is under /wp-json/wp/v2). */
  baseUrl: string;
  /** Longest wait for one answer, body included. */
  timeoutMs: number;
  /** Built-in content: fills the fields WordPress has no place for (steps, FAQs, ZIP codes…). */
  builtIn?: ContentSource;
  /** The identity whose claims (warranty, credentials) a bare record's defaults state; the demo's by default. */
  site?: ClaimsSite;
  /** A preview's draft, answered where WordPress will answer it once published (server/content/preview.ts). */
  draft?: DraftOverlay;
  /** Counts each request: its duration, and the kind of failure if it failed. */
  metrics?: Pick<Metrics, "wordpressFetch">;
  /** Where what the site could not use of an answer is said (a price that is not one). */
  log?: Logger;
}

export const TESTIMONIALS_CATEGORY = "testimonials";
const MAX_TESTIMONIALS = 20;
/** WordPress answers at most 100 records a page; a list follows X-WP-TotalPages up to this many pages. */
const MAX_PAGES = 10;
/**
 * The longest answer read (after decompression). A page of 100 records with their embedded media is a
 * few hundred KB; anything near this is not our content, and reading it would hold the memory.
 */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
/** Redirects followed, and only on WordPress's own host: an answer from elsewhere is not our content. */
const MAX_REDIRECTS = 3;

/** WordPress could not answer (down, slow, an error status, or JSON of the wrong shape). */
export class WordPressError extends Error {
  override name = "WordPressError";
}

/** An answer longer than the limit: not read further. */
class AnswerTooLarge extends Error {}
/** A redirect off WordPress's host, or one too many: not followed. */
class RedirectRefused extends Error {}

/** The kind of a failure to fetch and read an answer, for the metrics. */
function failureKind(error: unknown): WordPressErrorKind {
  if (error instanceof AnswerTooLarge) return "too_large";
  if (error instanceof RedirectRefused) return "redirect";
  return error instanceof Error && error.name === "TimeoutError" ? "timeout" : "network";
}

/** A non-ASCII slug as WordPress stores it (percent-encoded) and as a page's address gives it (decoded). */
function decodedSlug(slug: string): string | null {
  try {
    return decodeURIComponent(slug);
  } catch {
    return null;
  }
}

/** The body of `response` as text, refusing it once it passes `limit` bytes (cancelling the rest). */
export async function readAtMost(response: Response, limit: number): Promise<string> {
  const tooLarge = () => new AnswerTooLarge(`the answer is larger than ${limit} bytes`);
  if (Number(response.headers.get("content-length")) > limit) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop by throwing cancels the rest of the stream.
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A page exists for every built-in slug WordPress has not taken down, whether or not WordPress has it,
 * so lists (sitemap, service areas) keep the built-in records WordPress lacks: built-in order,
 * WordPress's version where it has one, WordPress-only records last. A built-in record whose slug
 * WordPress removed (`removed`, its plugin's list) is left out: deleting there means gone here.
 */
function withBuiltInRest<T extends { slug: string }>(cms: T[], builtIn: T[], removed: string[]): T[] {
  if (cms.length === 0) return [];
  const fromCms = new Map(cms.map((record) => [record.slug, record]));
  const gone = new Set(removed);
  const merged = builtIn.flatMap((record) => {
    const own = fromCms.get(record.slug);
    return own ? [own] : gone.has(record.slug) ? [] : [record];
  });
  const known = new Set(builtIn.map((record) => record.slug));
  return [...merged, ...cms.filter((record) => !known.has(record.slug))];
}

/** Where the plugin lists what it took down (wordpress/gdm-concrete-content/includes/removed.php). */
export const REMOVED_ROUTE = "/gdm/v1/removed";
/** Slugs of one kind read from that list at most; the plugin keeps 500 of each. */
export const MAX_REMOVED_SLUGS = 1_000;
/** WordPress keeps a slug in 200 characters (wp_posts.post_name). */
const MAX_WP_SLUG_LENGTH = 200;

const removedSlugs = z.array(z.string().min(1).max(MAX_WP_SLUG_LENGTH)).max(MAX_REMOVED_SLUGS).optional();
/** The plugin's answer: the post types' slugs it took down, newest first. Other keys are ignored. */
export const wpRemovedSchema = z.looseObject({
  service: removedSlugs,
  location: removedSlugs,
  gallery_album: removedSlugs,
});

/** A slug as WordPress stores it, and percent-decoded as a page's address gives it when that differs. */
function bothForms(slugs: string[] = []): string[] {
  return [...new Set(slugs.flatMap((slug) => [slug, decodedSlug(slug) ?? slug]))];
}

/**
 * A 2xx answer's body as `schema` reads it; any other status, a body that is not JSON or JSON of
 * another shape throws WordPressError, saying which (`what` names the request).
 */
export function parseAnswer<T>(what: string, response: Response, body: string, schema: z.ZodType<T>): T {
  if (!response.ok) throw new WordPressError(`${what}: HTTP ${response.status}`);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new WordPressError(`${what}: the answer is not JSON`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new WordPressError(
      `${what}: unexpected shape at ${issue?.path.join(".") || "top level"} (${issue?.message})`,
    );
  }
  return parsed.data;
}

/** A draft shown in place of the published record (server/content/preview.ts): its wp/v2 route and answer. */
export interface DraftOverlay {
  route: string;
  post: WpPost;
}

/**
 * A wp/v2 collection's answer with the draft in it, as WordPress will answer once it is published: in
 * the place of the post it is a version of, or added, where the request would find it (`path` is
 * the request's, e.g. `/service?slug=patios&_embed`). Every other record stays as WordPress answered.
 */
export function withDraft(draft: DraftOverlay | undefined, path: string, posts: WpPost[]): WpPost[] {
  if (!draft) return posts;
  const url = new URL(path, "http://wordpress.invalid");
  if (url.pathname !== `/${draft.route}`) return posts;
  const others = posts.filter((post) => post.id !== draft.post.id);
  const slug = url.searchParams.get("slug");
  if (slug !== null && slug !== draft.post.slug) return others;
  const category = url.searchParams.get("categories");
  const categories = (draft.post as { categories?: unknown }).categories;
  if (category !== null && !(Array.isArray(categories) && categories.includes(Number(category))))
    return others;
  const at = posts.findIndex((post) => post.id === draft.post.id);
  if (at === -1) return [...others, draft.post];
  return [...posts.slice(0, at), draft.post, ...posts.slice(at + 1)];
}

/**
 * Reads the content model of docs/decisions/002-wordpress-content-model.md
 * from the WordPress REST API. Throws when WordPress cannot answer, so the
 * content service can serve its last good copy; answers null / [] when
 * WordPress answers but has nothing.
 */
export class WordPressSource implements ContentSource {
  readonly name = "wordpress";
  private readonly apiRoot: string;
  /** The REST API's root, for the plugin's own routes (`/gdm/v1/…`). */
  private readonly wpJsonRoot: string;

  constructor(readonly opts: WordPressSourceOptions) {
    this.wpJsonRoot = `${opts.baseUrl.replace(/\/+$/, "")}/wp-json`;
    this.apiRoot = `${this.wpJsonRoot}/wp/v2`;
  }

  /** GET a wp/v2 path (or one under `root`); null when WordPress answers 404 (no such route or object). */
  private async get<T>(path: string, schema: z.ZodType<T>, root = this.apiRoot): Promise<T | null> {
    return (await this.getWithHeaders(path, schema, root))?.data ?? null;
  }

  private async getWithHeaders<T>(
    path: string,
    schema: z.ZodType<T>,
    root = this.apiRoot,
  ): Promise<{ data: T; headers: Headers } | null> {
    const what = `WordPress GET ${root === this.apiRoot ? "" : "/wp-json"}${path}`;
    const started = performance.now();
    const counted = (error: WordPressErrorKind | null) =>
      this.opts.metrics?.wordpressFetch((performance.now() - started) / 1000, error);
    let response: Response;
    let body: string;
    try {
      response = await this.fetchOnOwnHost(`${root}${path}`, AbortSignal.timeout(this.opts.timeoutMs));
      body = await readAtMost(response, MAX_ANSWER_BYTES);
    } catch (error) {
      counted(failureKind(error));
      const reason =
        error instanceof Error && error.name === "TimeoutError"
          ? `no answer within ${this.opts.timeoutMs} ms`
          : String((error as Error)?.message ?? error);
      throw new WordPressError(`${what}: ${reason}`);
    }
    if (response.status === 404) {
      counted(null);
      return null;
    }
    try {
      const data = parseAnswer(what, response, body, schema);
      counted(null);
      return { data, headers: response.headers };
    } catch (error) {
      counted(response.ok ? "invalid_answer" : "http_status");
      throw error;
    }
  }

  /** GET `url`, following redirects that stay on WordPress's host (http to https included). */
  private async fetchOnOwnHost(url: string, signal: AbortSignal): Promise<Response> {
    const home = new URL(this.apiRoot);
    let next = new URL(url);
    for (let hops = 0; ; hops++) {
      const response = await fetch(next, {
        headers: { Accept: "application/json" },
        redirect: "manual",
        signal,
      });
      const location = response.headers.get("location");
      if (response.status < 300 || response.status > 399 || location === null) return response;
      await response.body?.cancel();
      if (hops === MAX_REDIRECTS) throw new RedirectRefused(`more than ${MAX_REDIRECTS} redirects`);
      const target = new URL(location, next);
      // The same origin, or its https form: a CMS moved to https keeps working.
      if (target.origin !== home.origin && target.origin !== home.origin.replace(/^http:/, "https:")) {
        throw new RedirectRefused(`a redirect to another host (${target.host}), not followed`);
      }
      next = target;
    }
  }

  /**
   * The public records of a collection: every page of it (X-WP-TotalPages, up to MAX_PAGES), or
   * only the first when `firstPageOnly`.
   */
  private async posts(path: string, { firstPageOnly = false } = {}): Promise<WpPost[]> {
    const first = await this.getWithHeaders(path, wpPostListSchema);
    if (!first) return [];
    const totalPages = Number(first.headers.get("X-WP-TotalPages") ?? 1);
    const rest =
      !firstPageOnly && Number.isInteger(totalPages) && totalPages > 1
        ? await Promise.all(
            Array.from({ length: Math.min(totalPages, MAX_PAGES) - 1 }, (_, i) =>
              this.get(`${path}&page=${i + 2}`, wpPostListSchema),
            ),
          )
        : [];
    const posts = [first.data, ...rest.map((page) => page ?? [])].flat().filter(isPublic);
    return withDraft(this.opts.draft, path, posts);
  }

  /**
   * The record of `route` with exactly this slug. WordPress matches what a slug reads as ("Patios",
   * "patios-" and "patios,steps" all find "patios"), so without this check one record would answer
   * to endless addresses, each a page and a cache entry of its own.
   */
  private async bySlug(route: string, slug: string, embed = true): Promise<WpPost | null> {
    const path = `/${route}?slug=${encodeURIComponent(slug)}${embed ? "&_embed" : ""}`;
    const posts = await this.posts(path, { firstPageOnly: true });
    return posts.find((post) => post.slug === slug || decodedSlug(post.slug) === slug) ?? null;
  }

  private option(slug: string): Promise<WpPost | null> {
    return this.bySlug("site_option", slug, false);
  }

  async getService(slug: string) {
    const post = await this.bySlug("service", slug);
    if (!post) return null;
    return reshapeService(post, (await this.opts.builtIn?.getService(slug)) ?? null, this.opts.site);
  }

  async listServices() {
    const [posts, removed] = await Promise.all([
      this.posts("/service?per_page=100&_embed"),
      this.listRemoved(),
    ]);
    const cms = await Promise.all(
      posts.map(async (post) =>
        reshapeService(post, (await this.opts.builtIn?.getService(post.slug)) ?? null, this.opts.site),
      ),
    );
    return withBuiltInRest(cms, (await this.opts.builtIn?.listServices()) ?? [], removed.service);
  }

  async getLocation(slug: string) {
    const post = await this.bySlug("location", slug);
    if (!post) return null;
    return reshapeLocation(post, (await this.opts.builtIn?.getLocation(slug)) ?? null, this.opts.site);
  }

  async listLocations() {
    const [posts, removed] = await Promise.all([
      this.posts("/location?per_page=100&_embed"),
      this.listRemoved(),
    ]);
    const cms = await Promise.all(
      posts.map(async (post) =>
        reshapeLocation(post, (await this.opts.builtIn?.getLocation(post.slug)) ?? null, this.opts.site),
      ),
    );
    return withBuiltInRest(cms, (await this.opts.builtIn?.listLocations()) ?? [], removed.location);
  }

  async getAbout() {
    const page = await this.bySlug("pages", "about", false);
    return page ? reshapeAbout(page) : null;
  }

  async getFaq() {
    // Sorted by menu_order here: WordPress refuses orderby=menu_order (400) on a type without page-attributes.
    return reshapeFaq(await this.posts("/faq?per_page=100"));
  }

  async getProcess() {
    return reshapeProcess(await this.posts("/process_step?per_page=100"));
  }

  async getTestimonials() {
    const categories = await this.get(`/categories?slug=${TESTIMONIALS_CATEGORY}`, wpCategoryListSchema);
    const category = categories?.[0];
    if (!category) return [];
    return reshapeTestimonials(
      await this.posts(`/posts?categories=${category.id}&per_page=${MAX_TESTIMONIALS}`, {
        firstPageOnly: true,
      }),
    );
  }

  async getCta() {
    const option = await this.option("cta");
    return option ? reshapeCta(option, (await this.opts.builtIn?.getCta()) ?? null) : null;
  }

  async getHomePage() {
    const option = await this.option("home_page");
    return option ? reshapeHomePage(option) : null;
  }

  async getContactInfo() {
    const option = await this.option("contact_info");
    return option ? reshapeContactInfo(option, (await this.opts.builtIn?.getContactInfo()) ?? null) : null;
  }

  /**
   * The office manager's price list (Settings → Concrete site → Price list): the items set there that
   * are valid prices. Each one that is not is logged (once per read: the content service keeps the
   * answer) and keeps the configured price. Null without the option (no plugin, or one before 1.7.0).
   */
  async getPriceList() {
    const option = await this.option("price_list");
    if (!option) return null;
    const { prices, ignored } = reshapePriceList(option);
    for (const { item, reason } of ignored) {
      this.opts.log?.({ event: "content.price_ignored", item, reason });
    }
    return Object.keys(prices).length > 0 ? prices : null;
  }

  // The footer and the header menu are the site's own, following its pages (docs/decisions/002): WordPress
  // offers neither, and what an older plugin stored for them is not read. The content API answers these.
  async getFooterOptions() {
    return (await this.opts.builtIn?.getFooterOptions()) ?? null;
  }

  async getHeaderMenu() {
    return (await this.opts.builtIn?.getHeaderMenu()) ?? [];
  }

  async getGalleryAlbum(slug: string) {
    const post = await this.bySlug("gallery_album", slug);
    if (!post) return null;
    return reshapeGalleryAlbum(post, (await this.opts.builtIn?.getGalleryAlbum(slug)) ?? null);
  }

  async listGalleryAlbums() {
    const [posts, removed] = await Promise.all([
      this.posts("/gallery_album?per_page=100&_embed"),
      this.listRemoved(),
    ]);
    const cms = await Promise.all(
      [...posts]
        .sort((a, b) => (a.menu_order ?? 0) - (b.menu_order ?? 0))
        .map(async (post) =>
          reshapeGalleryAlbum(post, (await this.opts.builtIn?.getGalleryAlbum(post.slug)) ?? null),
        ),
    );
    return withBuiltInRest(
      cms.filter((album) => album !== null),
      (await this.opts.builtIn?.listGalleryAlbums()) ?? [],
      removed.album,
    );
  }

  /**
   * What the plugin took down: the slugs of services, towns and albums that were published and are
   * now trashed, unpublished, private, deleted or renamed. Nothing when WordPress has no such route
   * (no plugin, or one older than 1.6.0), so such a WordPress behaves as before.
   */
  async listRemoved(): Promise<RemovedRecords> {
    const answer = await this.get(REMOVED_ROUTE, wpRemovedSchema, this.wpJsonRoot);
    if (!answer) return NOTHING_REMOVED;
    return {
      service: bothForms(answer.service),
      location: bothForms(answer.location),
      album: bothForms(answer.gallery_album),
    };
  }
}
