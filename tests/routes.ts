/** A page of the site as the browser tests and the Lighthouse audit see it. */
export interface SitePage {
  path: string;
  /** Short name for test titles and the audit table. */
  name: string;
  /** The robots meta the page must carry: "index, follow" unless it is kept out of search. */
  robots?: string;
}

const locationSlugs = [
  "des-moines",
  "ankeny",
  "waukee",
  "west-des-moines",
  "urbandale",
  "altoona",
  "norwalk",
  "indianola",
  "johnston",
  "pleasant-hill",
] as const;

const cityName = (slug: string) =>
  slug
    .split("-")
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(" ");

/** Every page built so far; each must answer 200 and pass the per-page checks. */
export const builtPages: SitePage[] = [
  { path: "/", name: "home" },
  { path: "/services", name: "services" },
  { path: "/services/driveways", name: "driveways" },
  { path: "/services/concrete-driveways", name: "concrete driveways" },
  { path: "/services/patios", name: "patios" },
  { path: "/services/sidewalks", name: "sidewalks" },
  { path: "/services/decorative-concrete", name: "decorative concrete" },
  { path: "/services/commercial", name: "commercial" },
  { path: "/services/repair", name: "repair" },
  { path: "/services/stamped-concrete", name: "stamped concrete" },
  { path: "/services/concrete-steps", name: "concrete steps" },
  { path: "/locations", name: "locations" },
  ...locationSlugs.map((slug) => ({ path: `/locations/${slug}`, name: cityName(slug) })),
  { path: "/service-area", name: "service area" },
  { path: "/sidewalk-faqs", name: "sidewalk FAQs" },
  { path: "/gallery", name: "gallery" },
  { path: "/gallery/backyard-transformations", name: "gallery backyard transformations" },
  { path: "/gallery/stamped-patios", name: "gallery stamped patios" },
  { path: "/gallery/modern-patios", name: "gallery modern patios" },
  { path: "/contact", name: "contact" },
  { path: "/quote", name: "quote" },
  { path: "/about", name: "about" },
  { path: "/testimonials", name: "testimonials" },
  { path: "/process", name: "process" },
  { path: "/faq", name: "faq" },
  { path: "/privacy-policy", name: "privacy policy" },
  { path: "/terms-of-service", name: "terms of service" },
  { path: "/sitemap", name: "sitemap" },
  // The developer pages are public, as the spec says, but kept out of search (DECISIONS).
  { path: "/test-webhook", name: "webhook test", robots: "noindex, nofollow" },
  { path: "/test-forms", name: "form testing", robots: "noindex, nofollow" },
];

/** A representative subset for Lighthouse (one run is ~15 s), including the not-found page. */
export const auditPages: SitePage[] = [
  { path: "/", name: "home" },
  { path: "/services", name: "services" },
  { path: "/services/driveways", name: "driveways" },
  { path: "/services/decorative-concrete", name: "decorative concrete" },
  { path: "/services/stamped-concrete", name: "stamped concrete" },
  { path: "/locations", name: "locations" },
  { path: "/locations/ankeny", name: "Ankeny" },
  { path: "/service-area", name: "service area" },
  { path: "/gallery/stamped-patios", name: "gallery stamped patios" },
  { path: "/privacy-policy", name: "privacy policy" },
  { path: "/terms-of-service", name: "terms of service" },
  { path: "/sitemap", name: "sitemap" },
  { path: "/contact", name: "contact" },
  { path: "/quote", name: "quote" },
  { path: "/about", name: "about" },
  { path: "/test-forms", name: "form testing", robots: "noindex, nofollow" },
  { path: "/no-such-page", name: "not found" },
];

/**
 * Paths the site already links to whose screens later work will build. Links to them are
 * allowed; once a screen exists, move its path to builtPages so it is checked too.
 */
export const pendingPages: string[] = [];
