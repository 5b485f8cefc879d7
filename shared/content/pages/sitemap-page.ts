/** Copy of the Sitemap page (/sitemap); its links come from app/lib/site-pages.ts. */
export const sitemapPageCopy = {
  title: "Sitemap",
  description:
    "Every page of our website in one place: services, service areas, company information and policies.",
  intro:
    "Every page of our website in one place. Looking for something specific? Call us and we'll point you to it.",
  xmlHeading: "For search engines",
  xmlText: "The same list in the sitemaps.org format:",
  xmlLink: "XML sitemap",
} as const;
