import { builtInGalleryAlbums } from "@shared/content/gallery/albums.ts";
import { builtInLocations } from "@shared/content/locations/index.ts";
import { builtInServices } from "@shared/content/services/index.ts";
import { PAGES, type PageFamily } from "@shared/pages.ts";

/** A page of the site as the browser tests and the Lighthouse audit see it. */
export interface SitePage {
  path: string;
  /** Short name for test titles and the audit table. */
  name: string;
  /** The robots meta the page must carry: "index, follow" unless it is kept out of search. */
  robots?: string;
}

/** Each family's pages with the built-in content: the records the embedded content source serves. */
const builtInFamilies: Record<PageFamily, SitePage[]> = {
  service: builtInServices.map((s) => ({ path: `/services/${s.slug}`, name: s.title })),
  location: builtInLocations.map((l) => ({ path: `/locations/${l.slug}`, name: l.name })),
  album: builtInGalleryAlbums.map((a) => ({ path: `/gallery/${a.slug}`, name: `gallery ${a.title}` })),
};

/**
 * Every page of the page registry (shared/pages.ts), each family expanded to its built-in records;
 * each must answer 200 and pass the per-page checks.
 */
export const builtPages: SitePage[] = (() => {
  const pages = PAGES.flatMap((page): SitePage[] => {
    if (page.file) return [];
    if (page.family) return builtInFamilies[page.family.kind];
    return [{ path: page.path, name: page.name, ...(page.robots ? { robots: page.robots } : {}) }];
  });
  const seen = new Set<string>();
  return pages.filter((page) => !seen.has(page.path) && seen.add(page.path));
})();

/**
 * Paths the site already links to whose screens later work will build. Links to them are
 * allowed; once a screen exists, move its path to builtPages so it is checked too.
 */
export const pendingPages: string[] = [];
