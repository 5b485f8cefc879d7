import type { ClaimsSite } from "@shared/content/claims.ts";
import { NOTHING_REMOVED } from "@shared/content/removed.ts";
import type { ContentSource } from "@shared/content/source.ts";
import type { RemovedRecords } from "@shared/content/types.ts";
import { z } from "zod";
import type { Logger } from "../core/log.ts";
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
} from "./reshape/index.ts";
import { WordPressFetch, type WordPressFetchOptions } from "./wordpress-fetch.ts";

export interface WordPressSourceOptions extends WordPressFetchOptions {
  /** Built-in content: fills the fields WordPress has no place for (steps, FAQs, ZIP codes…). */
  builtIn?: ContentSource;
  /** The identity whose claims (warranty, credentials) a bare record's defaults state; the demo's by default. */
  site?: ClaimsSite;
  /** A preview's draft, answered where WordPress will answer it once published (server/content/preview-token.ts). */
  draft?: DraftOverlay;
  /** Where what the site could not use of an answer is said (a price that is not one). */
  log?: Logger;
}

export const TESTIMONIALS_CATEGORY = "testimonials";
const MAX_TESTIMONIALS = 20;
/** WordPress answers at most 100 records a page; a list follows X-WP-TotalPages up to this many pages. */
const MAX_PAGES = 10;

/** A non-ASCII slug as WordPress stores it (percent-encoded) and as a page's address gives it (decoded). */
function decodedSlug(slug: string): string | null {
  try {
    return decodeURIComponent(slug);
  } catch {
    return null;
  }
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

/**
 * `withBuiltInRest` in the CMS's menu order: each record at its menu order (a built-in record WordPress
 * lacks at 0, as one nobody ordered), ties in the built-in order, WordPress-only records after in
 * WordPress's. With no order set anywhere, this is `withBuiltInRest`'s order.
 */
function inMenuOrder<T extends { slug: string }>(
  cms: { record: T; menuOrder: number }[],
  builtIn: T[],
  removed: string[],
): T[] {
  const merged = withBuiltInRest(
    cms.map((entry) => entry.record),
    builtIn,
    removed,
  );
  const orderOf = new Map(cms.map((entry) => [entry.record.slug, entry.menuOrder]));
  return merged
    .map((record, rank) => ({ record, rank, order: orderOf.get(record.slug) ?? 0 }))
    .sort((a, b) => a.order - b.order || a.rank - b.rank)
    .map((entry) => entry.record);
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

/** A draft shown in place of the published record (server/content/preview-token.ts): its wp/v2 route and answer. */
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
  /** How WordPress is asked: bounded and counted (wordpress-fetch.ts). */
  private readonly wp: WordPressFetch;

  constructor(readonly opts: WordPressSourceOptions) {
    this.wp = new WordPressFetch(opts);
  }

  /**
   * The public records of a collection: every page of it (X-WP-TotalPages, up to MAX_PAGES), or
   * only the first when `firstPageOnly`.
   */
  private async posts(path: string, { firstPageOnly = false } = {}): Promise<WpPost[]> {
    const first = await this.wp.getWithHeaders(path, wpPostListSchema);
    if (!first) return [];
    const totalPages = Number(first.headers.get("X-WP-TotalPages") ?? 1);
    const rest =
      !firstPageOnly && Number.isInteger(totalPages) && totalPages > 1
        ? await Promise.all(
            Array.from({ length: Math.min(totalPages, MAX_PAGES) - 1 }, (_, i) =>
              this.wp.get(`${path}&page=${i + 2}`, wpPostListSchema),
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
      posts.map(async (post) => ({
        record: reshapeService(
          post,
          (await this.opts.builtIn?.getService(post.slug)) ?? null,
          this.opts.site,
        ),
        menuOrder: post.menu_order ?? 0,
      })),
    );
    // In the editor's order (Order, page-attributes): every list of services follows it.
    return inMenuOrder(cms, (await this.opts.builtIn?.listServices()) ?? [], removed.service);
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
    const categories = await this.wp.get(`/categories?slug=${TESTIMONIALS_CATEGORY}`, wpCategoryListSchema);
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
    if (!option) return null;
    // A promise or booking setting that is not valid keeps the business file's, logged once per read (the content
    // service keeps the answer), never a failed page.
    return reshapeContactInfo(
      option,
      (await this.opts.builtIn?.getContactInfo()) ?? null,
      (ignored) => this.opts.log?.({ event: "content.promise_ignored", ...ignored }),
      (ignored) => this.opts.log?.({ event: "content.booking_ignored", ...ignored }),
    );
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
    const answer = await this.wp.get(REMOVED_ROUTE, wpRemovedSchema, this.wp.wpJsonRoot);
    if (!answer) return NOTHING_REMOVED;
    return {
      service: bothForms(answer.service),
      location: bothForms(answer.location),
      album: bothForms(answer.gallery_album),
    };
  }
}
