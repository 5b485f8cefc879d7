import { createHash } from "node:crypto";
import { siteMenusOf } from "@shared/content/navigation.ts";
import { type SiteLists, siteLists } from "@shared/content/site-lists.ts";
import type { ContentKey, ContentSource } from "@shared/content/source.ts";
import type { RemovedRecords } from "@shared/content/types.ts";
import { type ContentChange, EVERYTHING_CHANGED } from "../cluster/index.ts";
import type { Logger } from "../core/log.ts";

/**
 * Which pages a WordPress change drops (docs/decisions/036). A cached page is tagged with what its
 * render read from the content service: one record (`location:ankeny`), a whole list (`location:*`),
 * a kind read whole (`faq`), and the list of records WordPress took down, by its fingerprint
 * (`removed=…`: every page's menus leave those out). A change names the records it touched, and drops
 * the pages tagged with one of them or with their list, and the pages whose list of records taken
 * down is no longer the current one. A page never read anything it is not tagged with: the tags are
 * noted by the content it was given, not written down beside each loader.
 */

/** Post types with a page per record: a page reads one of them by slug, or the list. */
const RECORD_TYPES: ReadonlySet<string> = new Set(["service", "location", "gallery_album"]);
/** Post types only ever read whole (every FAQ, every step, the testimonials, the About page). */
const WHOLE_TYPES: ReadonlySet<string> = new Set(["faq", "process_step", "post", "page"]);
/** What every page may show (the contact details on every page, the prices built-in records state). */
const EVERY_PAGE = "site_option";
const LIST = "*";
const REMOVED = "removed=";
/** The menus every page shows (its services and towns), by their fingerprint. */
const MENUS = "menus=";

/** The tag each read gives the page that made it. */
const READ_TAGS: Readonly<Record<Exclude<ContentKey, "listRemoved">, (slug?: string) => string>> = {
  getService: (slug) => `service:${slug}`,
  listServices: () => `service:${LIST}`,
  getLocation: (slug) => `location:${slug}`,
  listLocations: () => `location:${LIST}`,
  getGalleryAlbum: (slug) => `gallery_album:${slug}`,
  listGalleryAlbums: () => `gallery_album:${LIST}`,
  getAbout: () => "page",
  getFaq: () => "faq",
  getProcess: () => "process_step",
  getTestimonials: () => "post",
  getCta: () => EVERY_PAGE,
  getHomePage: () => EVERY_PAGE,
  getContactInfo: () => EVERY_PAGE,
  getPriceList: () => EVERY_PAGE,
  getHeaderMenu: () => EVERY_PAGE,
  getFooterOptions: () => EVERY_PAGE,
};

/**
 * A record's read also depends on the list of records taken down: the content service leaves a
 * built-in record out when WordPress took it down, and a renamed record's old slug goes on that list.
 */
const READS_OF_RECORDS: ReadonlySet<string> = new Set([
  "getService",
  "listServices",
  "getLocation",
  "listLocations",
  "getGalleryAlbum",
  "listGalleryAlbums",
]);

/** The tag of a list of records taken down: the same list (in any order) gives the same tag. */
export function removedTag(removed: RemovedRecords): string {
  const sorted = Object.entries(removed)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, slugs]) => [kind, [...slugs].sort()]);
  return `${REMOVED}${createHash("sha256").update(JSON.stringify(sorted)).digest("base64url").slice(0, 22)}`;
}

/** The tag of the header's and footer's lists: the same menus give the same tag. */
export function menusTag(lists: SiteLists): string {
  const menus = JSON.stringify(siteMenusOf(lists));
  return `${MENUS}${createHash("sha256").update(menus).digest("base64url").slice(0, 22)}`;
}

/**
 * `source` for one render, and the tags of everything the render read through it so far. The menus'
 * lists (`menuLists`, every page's header and footer) are noted by what the menus show, so an edit
 * that leaves the menus as they were drops only the pages that show the record.
 */
export function recordingReads(source: ContentSource): { content: ContentSource; tags(): string[] } {
  const tags = new Set<string>();
  const removed = async () => {
    const list = await source.listRemoved();
    tags.add(removedTag(list));
    return list;
  };
  const reads = Object.fromEntries(
    Object.entries(READ_TAGS).map(([method, tagOf]) => [
      method,
      async (slug?: string) => {
        tags.add(tagOf(slug));
        // biome-ignore lint/suspicious/noExplicitAny: dispatch by method name, as the table above types it
        const read = (source as any)[method](slug) as Promise<unknown>;
        const [value] = await Promise.all([read, READS_OF_RECORDS.has(method) ? removed() : null]);
        return value;
      },
    ]),
  );
  const menuLists = async () => {
    const [lists] = await Promise.all([siteLists(source), removed()]);
    tags.add(menusTag(lists));
    return lists;
  };
  const content = {
    ...reads,
    name: source.name,
    listRemoved: removed,
    menuLists,
  } as unknown as ContentSource;
  return { content, tags: () => [...tags] };
}

/** A slug as the plugin sends it (percent-encoded when not ASCII) and as a page's address reads it. */
function slugForms(slug: string | undefined): string[] {
  if (!slug) return [];
  try {
    return [...new Set([slug, decodeURIComponent(slug)])];
  } catch {
    return [];
  }
}

/**
 * What a revalidation's changes touched: the records of the kinds that are read by record or whole,
 * or everything once one of them is of another kind (a site option, the settings, a kind this site
 * does not know yet). `pages` are the pages to make again at once (changedPages).
 */
export function contentChangeOf(
  changes: readonly { type: string; slug?: string }[],
  pages: readonly string[],
): ContentChange {
  const records = new Set<string>();
  for (const { type, slug } of changes) {
    if (WHOLE_TYPES.has(type)) records.add(type);
    else if (!RECORD_TYPES.has(type)) return { ...EVERYTHING_CHANGED, pages: [...pages] };
    else {
      const forms = slugForms(slug);
      // Without a slug it names, every record of the kind.
      if (forms.length === 0) records.add(type);
      for (const form of forms) records.add(`${type}:${form}`);
    }
  }
  return { everything: false, records: [...records], pages: [...pages] };
}

/**
 * Whether a page made from `tags` shows `change`, when the list of records taken down is now
 * `removedNow` and the menus' tag `menusNow` (null: not known, so every page that read it shows the
 * change). A page without tags (made before they were noted, or by a render that noted none) shows
 * every change.
 */
export function showsChange(
  change: ContentChange,
  removedNow: string | null,
  menusNow: string | null = null,
) {
  const named = new Set(change.records);
  const kinds = new Set(change.records.map((record) => record.split(":")[0]));
  const wholeKinds = new Set(change.records.filter((record) => !record.includes(":")));
  return (tags: ReadonlySet<string> | undefined): boolean => {
    if (change.everything || !tags) return true;
    for (const tag of tags) {
      if (tag.startsWith(REMOVED)) {
        if (tag !== removedNow) return true;
        continue;
      }
      if (tag.startsWith(MENUS)) {
        if (tag !== menusNow) return true;
        continue;
      }
      if (named.has(tag)) return true;
      const colon = tag.indexOf(":");
      if (colon === -1) continue;
      const kind = tag.slice(0, colon);
      if (tag.slice(colon + 1) === LIST ? kinds.has(kind) : wholeKinds.has(kind)) return true;
    }
    return false;
  };
}

/** What the content service's pages are to be told (the page cache). */
export interface ChangingPages {
  invalidate(shows?: (tags: ReadonlySet<string> | undefined) => boolean): {
    dropped: number;
    pages: string[];
  };
  warm(paths: readonly string[]): Promise<number>;
}

/** The most pages a change makes again at once beyond those it names: a change rarely drops more than 30. */
export const MAX_PAGES_MADE_AGAIN = 100;

/**
 * What this instance does when content changed: the content service's copies are marked stale, the
 * pages that show the change are dropped, and made again at once, one after another, with those the
 * change names (a new town's page, say). Everything changed: every page drops, and only those named
 * are made again (the others on their next view). Resolves to how many pages were dropped, and logs
 * them (`content.pages_dropped`: on every instance, the same pages).
 */
export function onContentChange({
  content,
  pages,
  log,
}: {
  content: ContentSource & { invalidate?: () => void };
  pages: ChangingPages | undefined;
  log: Logger;
}): (change: ContentChange) => Promise<number> {
  return async (change) => {
    content.invalidate?.();
    if (!pages) return 0;
    // Read afresh, since the copies are stale now: WordPress's list, or the last good one if it is down
    // (what a page made now would show anyway).
    const [removedNow, menusNow] = change.everything
      ? [null, null]
      : await Promise.all([
          content.listRemoved().then(removedTag, () => null),
          siteLists(content).then(menusTag, () => null),
        ]);
    const dropped = pages.invalidate(
      change.everything ? undefined : showsChange(change, removedNow, menusNow),
    );
    log({
      event: "content.pages_dropped",
      everything: change.everything,
      dropped: dropped.dropped,
      pages: dropped.pages.slice(0, MAX_PAGES_MADE_AGAIN),
    });
    const again = change.everything ? [] : dropped.pages.slice(0, MAX_PAGES_MADE_AGAIN);
    pages.warm([...new Set([...change.pages, ...again])]).catch(() => {});
    return dropped.dropped;
  };
}
