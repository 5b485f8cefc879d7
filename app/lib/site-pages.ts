import type { ContentSource } from "@shared/content/source.ts";
import {
  ALIAS_SERVICE_SLUGS,
  PAGES,
  type PageFamily,
  SITE_PAGE_GROUPS,
  type SitePageGroup,
} from "@shared/pages.ts";
import { canonicalUrl } from "./seo.ts";

/** One indexable page: what the Sitemap page links and /sitemap.xml lists. */
export interface SitePage {
  path: string;
  title: string;
  group: SitePageGroup;
  /** YYYY-MM-DD of the last change to the page's content. */
  lastmod: string;
}

function isoDate(value: string, fallback: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : date.toISOString().slice(0, 10);
}

/** A listed page that only shows one family's records, by its path. */
const FAMILY_INDEXES: Partial<Record<string, PageFamily>> = { "/gallery": "album" };

/**
 * Every indexable page, in the page registry's order (shared/pages.ts): its listed pages, and in
 * place of each family's pattern every service, location or gallery album the content service knows.
 * Left out: the driveway alias (its canonical is /services/driveways), the developer pages
 * (noindex), the files, the 404, and a family's index while it has no record (/gallery without an
 * album says only that photos are coming, and is noindex).
 */
export async function listSitePages(
  content: Pick<ContentSource, "listServices" | "listLocations" | "listGalleryAlbums">,
): Promise<SitePage[]> {
  const [services, locations, albums] = await Promise.all([
    content.listServices(),
    content.listLocations(),
    content.listGalleryAlbums(),
  ]);
  const fallbackDate = PAGES.find((page) => page.listed)?.listed?.lastmod ?? "2026-11-21";
  const records: Record<PageFamily, { path: string; title: string; updatedAt: string }[]> = {
    service: services
      .filter((s) => !ALIAS_SERVICE_SLUGS.has(s.slug))
      .map((s) => ({ path: `/services/${s.slug}`, title: s.title, updatedAt: s.updatedAt })),
    location: locations.map((l) => ({ path: `/locations/${l.slug}`, title: l.name, updatedAt: l.updatedAt })),
    album: albums.map((a) => ({ path: `/gallery/${a.slug}`, title: a.title, updatedAt: a.updatedAt })),
  };
  const pages = PAGES.flatMap((page): SitePage[] => {
    const family = FAMILY_INDEXES[page.path];
    if (family && records[family].length === 0) return [];
    if (page.listed) return [{ path: page.path, ...page.listed }];
    if (!page.family) return [];
    const { group } = page.family;
    return records[page.family.kind].map((record) => ({
      path: record.path,
      title: record.title,
      group,
      lastmod: isoDate(record.updatedAt, fallbackDate),
    }));
  });
  const seen = new Set<string>();
  return pages.filter((page) => !seen.has(page.path) && seen.add(page.path));
}

/** Pages by group in the Sitemap page's order; groups without pages are left out. */
export { SITE_PAGE_GROUPS, type SitePageGroup };

export function groupSitePages(pages: SitePage[]): { group: SitePageGroup; pages: SitePage[] }[] {
  return SITE_PAGE_GROUPS.map((group) => ({ group, pages: pages.filter((p) => p.group === group) })).filter(
    (g) => g.pages.length > 0,
  );
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The sitemaps.org XML of the pages, with absolute canonical URLs. */
export function sitemapXml(pages: SitePage[], siteUrl: string): string {
  const urls = pages.map(
    (p) =>
      `  <url>\n    <loc>${escapeXml(canonicalUrl(siteUrl, p.path))}</loc>\n    <lastmod>${p.lastmod}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
