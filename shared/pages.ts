/**
 * The page registry: every screen of the site, once, in the order the router matches them. The route
 * table (app/routes.ts), the sitemap (app/lib/site-pages.ts), the loading skeletons
 * (app/lib/pending-page.ts), the city layouts, and the pages the browser tests, the HTML check, the
 * JavaScript budget and the audit walk all derive from it. Pure data with no imports, so the build's
 * route config, the browser and plain Node scripts can all read it.
 */

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

/** Pages whose records come from the content service: one route serves every slug of a family. */
export type PageFamily = "service" | "location" | "album";

export interface PageDefinition {
  /** The address, or its pattern (`/services/:slug`) for a family. */
  path: string;
  /** The route module under app/. */
  module: string;
  /** The route id, where one module serves several paths. */
  id?: string;
  /** Short name for test titles and the audit table. */
  name: string;
  /** Listed on the Sitemap page and in /sitemap.xml, with the last change to its copy (YYYY-MM-DD). */
  listed?: { title: string; group: SitePageGroup; lastmod: string };
  /** A pattern whose pages are the content service's records; each is listed in `group`. */
  family?: { kind: PageFamily; group: SitePageGroup };
  /** A page kept out of search engines (the developer pages). */
  robots?: "noindex, nofollow";
  /** One of the representative pages `npm run audit` runs Lighthouse on. */
  audited?: true;
  /** A file the router serves (sitemap.xml, robots.txt), not a page. */
  file?: true;
  /**
   * A page whose content changes while it is open (the booking page's free windows): never kept by
   * the page cache, a CDN or a browser, nor its client navigations' data (`/book.data`).
   */
  live?: true;
}

/**
 * Services with a page of their own, matched before `/services/:slug`. `concrete-driveways` is the
 * spec's second address of the driveway page: same module, canonical /services/driveways.
 */
export const DEDICATED_SERVICE_PAGES = {
  driveways: "routes/driveways.tsx",
  "concrete-driveways": "routes/driveways.tsx",
  patios: "routes/patios.tsx",
  sidewalks: "routes/sidewalks.tsx",
  "decorative-concrete": "routes/decorative-concrete.tsx",
  commercial: "routes/commercial.tsx",
  repair: "routes/repair.tsx",
} as const;
export type DedicatedServiceSlug = keyof typeof DEDICATED_SERVICE_PAGES;

/** Service slugs that show another service's record under their own address, and that record's slug. */
export const SERVICE_ALIASES: Readonly<Record<string, string>> = { "concrete-driveways": "driveways" };

/** Slugs served by another slug's page: listing them would list one page twice. */
export const ALIAS_SERVICE_SLUGS: ReadonlySet<string> = new Set(Object.keys(SERVICE_ALIASES));

/** The city page layouts (docs/decisions/008) and the module that draws each. */
export const CITY_LAYOUT_MODULES = {
  /** Tabs (Services, Recent Projects, Testimonials, FAQ) beside a sidebar. */
  tabbed: "routes/location-tabbed.tsx",
  /** ZIP codes and hours up front, one column of sections. */
  landing: "routes/location-landing.tsx",
} as const;
export type CityLayout = keyof typeof CITY_LAYOUT_MODULES;

/**
 * Cities with a page of their own, and its layout. Every other city, and any city only the CMS
 * knows, gets the generic page (`/locations/:slug`).
 */
export const DEDICATED_CITY_LAYOUTS = {
  ankeny: "tabbed",
  "des-moines": "tabbed",
  "west-des-moines": "tabbed",
  urbandale: "landing",
  johnston: "landing",
} as const satisfies Record<string, CityLayout>;
export type DedicatedCitySlug = keyof typeof DEDICATED_CITY_LAYOUTS;

/** The slugs of the cities drawn with `layout`, in the registry's order. */
export function citiesWithLayout(layout: CityLayout): DedicatedCitySlug[] {
  return (Object.keys(DEDICATED_CITY_LAYOUTS) as DedicatedCitySlug[]).filter(
    (slug) => DEDICATED_CITY_LAYOUTS[slug] === layout,
  );
}

const ABOUT_PAGES = [
  { section: "about", title: "About Us" },
  { section: "testimonials", title: "Testimonials" },
  { section: "process", title: "Our Process" },
  { section: "faq", title: "FAQ" },
] as const;

/** Every screen, in the order the router tries them; the first match wins. */
export const PAGES: readonly PageDefinition[] = [
  {
    path: "/",
    module: "routes/home.tsx",
    name: "home",
    listed: { title: "Home", group: "Main Pages", lastmod: "2026-11-21" },
    audited: true,
  },
  {
    path: "/services",
    module: "routes/services.tsx",
    name: "services",
    listed: { title: "Services", group: "Main Pages", lastmod: "2026-11-21" },
    audited: true,
  },
  ...Object.entries(DEDICATED_SERVICE_PAGES).map(
    ([slug, module]): PageDefinition => ({
      path: `/services/${slug}`,
      module,
      // One module serving two paths needs an id per path; the others keep the module's own.
      ...(module === "routes/driveways.tsx" ? { id: slug } : {}),
      name: slug.replaceAll("-", " "),
      ...(slug === "driveways" || slug === "decorative-concrete" ? { audited: true as const } : {}),
    }),
  ),
  {
    path: "/services/:slug",
    module: "routes/service.tsx",
    name: "service",
    family: { kind: "service", group: "Services" },
  },
  {
    path: "/locations",
    module: "routes/locations.tsx",
    name: "locations",
    listed: { title: "Locations", group: "Service Areas", lastmod: "2026-11-22" },
    audited: true,
  },
  ...Object.entries(DEDICATED_CITY_LAYOUTS).map(
    ([slug, layout]): PageDefinition => ({
      path: `/locations/${slug}`,
      module: CITY_LAYOUT_MODULES[layout],
      id: `location-${slug}`,
      name: slug,
      ...(slug === "ankeny" ? { audited: true as const } : {}),
    }),
  ),
  {
    path: "/locations/:slug",
    module: "routes/location.tsx",
    name: "location",
    family: { kind: "location", group: "Service Areas" },
  },
  ...ABOUT_PAGES.map(
    ({ section, title }): PageDefinition => ({
      path: `/${section}`,
      module: "routes/about.tsx",
      id: section,
      name: section,
      listed: { title, group: "About Section", lastmod: "2026-11-22" },
      ...(section === "about" ? { audited: true as const } : {}),
    }),
  ),
  {
    path: "/contact",
    module: "routes/contact.tsx",
    name: "contact",
    listed: { title: "Contact", group: "Main Pages", lastmod: "2026-11-21" },
    audited: true,
  },
  {
    path: "/quote",
    module: "routes/quote.tsx",
    name: "quote",
    listed: { title: "Request a Free Quote", group: "Main Pages", lastmod: "2026-11-21" },
    audited: true,
  },
  {
    path: "/book",
    module: "routes/book.tsx",
    name: "book",
    listed: { title: "Book a Free On-Site Estimate", group: "Main Pages", lastmod: "2026-11-28" },
    live: true,
  },
  {
    path: "/estimate",
    module: "routes/estimate.tsx",
    name: "estimate",
    listed: { title: "Instant Estimate", group: "Services", lastmod: "2026-11-26" },
    audited: true,
  },
  {
    path: "/privacy-policy",
    module: "routes/privacy-policy.tsx",
    name: "privacy policy",
    listed: { title: "Privacy Policy", group: "Legal", lastmod: "2025-06-10" },
    audited: true,
  },
  {
    path: "/terms-of-service",
    module: "routes/terms-of-service.tsx",
    name: "terms of service",
    listed: { title: "Terms of Service", group: "Legal", lastmod: "2025-06-10" },
    audited: true,
  },
  {
    path: "/sitemap",
    module: "routes/sitemap.tsx",
    name: "sitemap",
    listed: { title: "Sitemap", group: "Legal", lastmod: "2026-11-21" },
    audited: true,
  },
  // The developer pages are public, as the spec says, but kept out of search
  // (docs/product.md, "Decided: developer pages").
  {
    path: "/test-webhook",
    module: "routes/test-webhook.tsx",
    name: "webhook test",
    robots: "noindex, nofollow",
  },
  {
    path: "/test-forms",
    module: "routes/test-forms.tsx",
    name: "form testing",
    robots: "noindex, nofollow",
    audited: true,
  },
  // Screens for links the spec shows without a route.
  {
    path: "/service-area",
    module: "routes/service-area.tsx",
    name: "service area",
    listed: { title: "Service Area Map", group: "Service Areas", lastmod: "2026-11-22" },
    audited: true,
  },
  {
    path: "/sidewalk-faqs",
    module: "routes/sidewalk-faqs.tsx",
    name: "sidewalk FAQs",
    listed: { title: "Sidewalk FAQs", group: "Services", lastmod: "2026-11-23" },
  },
  {
    path: "/gallery",
    module: "routes/gallery.tsx",
    name: "gallery",
    listed: { title: "Project Gallery", group: "Gallery", lastmod: "2026-11-22" },
  },
  {
    path: "/gallery/:album",
    module: "routes/gallery-album.tsx",
    name: "gallery album",
    family: { kind: "album", group: "Gallery" },
  },
  { path: "/sitemap.xml", module: "routes/sitemap-xml.ts", name: "sitemap.xml", file: true },
  { path: "/robots.txt", module: "routes/robots-txt.ts", name: "robots.txt", file: true },
];

// Made on first use, not at load: the browser's bundles read the registry's constants, and a set
// built at load would pull the whole registry into them.
let livePagePaths: ReadonlySet<string> | undefined;

/** Whether `pathname` is a live page, or a client navigation's data for one (`/book.data`). */
export function isLivePage(pathname: string): boolean {
  livePagePaths ??= new Set(PAGES.filter((page) => page.live).map((page) => page.path));
  return livePagePaths.has(pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname);
}

/** What answers any other address. */
export const NOT_FOUND_MODULE = "routes/not-found.tsx";

/** Pages of the content families that `npm run audit` also runs: a generic service page and an album. */
export const AUDITED_FAMILY_PAGES = [
  { path: "/services/stamped-concrete", name: "stamped concrete" },
  { path: "/gallery/stamped-patios", name: "gallery stamped patios" },
] as const;
