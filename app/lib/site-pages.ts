import type { ContentSource } from "@shared/content/source";
import { canonicalUrl } from "./seo";

/** The Sitemap page's groups, in the order it shows them. */
export const SITE_PAGE_GROUPS = [
  "Main Pages",
  "Services",
  "Gallery",
  "About Section",
  "Service Areas",
  "Legal",
] as const;
export type SitePageGroup = (typeof SITE_PAGE_GROUPS)[number];

/** One indexable page: what the Sitemap page links and /sitemap.xml lists. */
export interface SitePage {
  path: string;
  title: string;
  group: SitePageGroup;
  /** YYYY-MM-DD of the last change to the page's content. */
  lastmod: string;
}

/**
 * Pages with fixed paths, one line each. Only routes that exist in
 * app/routes.ts belong here: a page added to the router is added here too.
 * Left out on purpose: /services/concrete-driveways (its canonical is
 * /services/driveways), the developer pages (noindex) and the 404.
 */
const FIXED_PAGES: SitePage[] = [
  { path: "/", title: "Home", group: "Main Pages", lastmod: "2026-11-21" },
  { path: "/services", title: "Services", group: "Main Pages", lastmod: "2026-11-21" },
  { path: "/contact", title: "Contact", group: "Main Pages", lastmod: "2026-11-21" },
  { path: "/quote", title: "Request a Free Quote", group: "Main Pages", lastmod: "2026-11-21" },
  { path: "/gallery", title: "Project Gallery", group: "Gallery", lastmod: "2026-11-22" },
  { path: "/locations", title: "Locations", group: "Service Areas", lastmod: "2026-11-22" },
  { path: "/service-area", title: "Service Area Map", group: "Service Areas", lastmod: "2026-11-22" },
  { path: "/about", title: "About Us", group: "About Section", lastmod: "2026-11-22" },
  { path: "/testimonials", title: "Testimonials", group: "About Section", lastmod: "2026-11-22" },
  { path: "/process", title: "Our Process", group: "About Section", lastmod: "2026-11-22" },
  { path: "/faq", title: "FAQ", group: "About Section", lastmod: "2026-11-22" },
  { path: "/privacy-policy", title: "Privacy Policy", group: "Legal", lastmod: "2025-06-10" },
  { path: "/terms-of-service", title: "Terms of Service", group: "Legal", lastmod: "2025-06-10" },
  { path: "/sitemap", title: "Sitemap", group: "Legal", lastmod: "2026-11-21" },
];

/** Guides that belong beside the services: listed after them. */
const SERVICE_GUIDE_PAGES: SitePage[] = [
  { path: "/sidewalk-faqs", title: "Sidewalk FAQs", group: "Services", lastmod: "2026-11-23" },
];

/** Slugs served by another slug's page: listing them would list one page twice. */
const ALIAS_SERVICE_SLUGS = new Set(["concrete-driveways"]);

function isoDate(value: string, fallback: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : date.toISOString().slice(0, 10);
}

/** Every indexable page: the fixed ones, then each service, location and gallery album the content service knows. */
export async function listSitePages(
  content: Pick<ContentSource, "listServices" | "listLocations" | "listGalleryAlbums">,
): Promise<SitePage[]> {
  const [services, locations, albums] = await Promise.all([
    content.listServices(),
    content.listLocations(),
    content.listGalleryAlbums(),
  ]);
  const fallbackDate = FIXED_PAGES[0].lastmod;
  const pages: SitePage[] = [
    ...FIXED_PAGES,
    ...services
      .filter((s) => !ALIAS_SERVICE_SLUGS.has(s.slug))
      .map((s) => ({
        path: `/services/${s.slug}`,
        title: s.title,
        group: "Services" as const,
        lastmod: isoDate(s.updatedAt, fallbackDate),
      })),
    ...SERVICE_GUIDE_PAGES,
    ...locations.map((l) => ({
      path: `/locations/${l.slug}`,
      title: l.name,
      group: "Service Areas" as const,
      lastmod: isoDate(l.updatedAt, fallbackDate),
    })),
    ...albums.map((a) => ({
      path: `/gallery/${a.slug}`,
      title: a.title,
      group: "Gallery" as const,
      lastmod: isoDate(a.updatedAt, fallbackDate),
    })),
  ];
  const seen = new Set<string>();
  return pages.filter((page) => !seen.has(page.path) && seen.add(page.path));
}

/** Pages by group in the Sitemap page's order; groups without pages are left out. */
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
