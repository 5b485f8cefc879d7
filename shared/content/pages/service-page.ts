import type { TrustBadge } from "@shared/content/types";

/** Copy of the generic service page (/services/{slug}); the service's own text comes from the content service. */
export const servicePageCopy = {
  /** The title while no service is loaded (the spec's fallback title). */
  defaultTitle: "Concrete Services",
  defaultDescription:
    "Concrete driveways, patios, sidewalks, decorative and repair work across Greater Des Moines. Licensed and insured, free estimates.",
  breadcrumbServices: "Services",
  heroPrimaryCta: "Get a Free Quote",
  tabs: {
    overview: "Overview",
    process: "Process",
    benefits: "Benefits",
    faq: "FAQ",
  },
  tabHeadings: {
    process: "How the job goes, step by step",
    benefits: "Why homeowners choose it",
    faq: "Frequently asked questions",
  },
  sidebar: {
    heading: "Talk to a concrete pro",
    text: "Questions about your project? Call us, or send the details and we'll get back to you within 24 hours.",
    phoneLabel: "Call us",
    areaHeading: "Service area",
    quoteCta: "Get a Free Quote",
    contactCta: "Contact Us",
  },
  related: {
    heading: "Related Services",
    linkText: "Learn more",
  },
  notFound: {
    heading: "Service Not Found",
    text: "We couldn't find the service you're looking for.",
    action: "View All Services",
  },
} as const;

/** The spec's four badges, in its order. */
export const SERVICE_TRUST_BADGES: readonly TrustBadge[] = [
  { label: "Licensed & Insured", icon: "shield-check" },
  { label: "15+ Years Experience", icon: "award" },
  { label: "Price Match Guarantee", icon: "badge-dollar-sign" },
  { label: "5-Year Warranty", icon: "thumbs-up" },
];

/** The services the Related Services block picks from (the spec's list), at most three shown. */
export const RELATED_SERVICE_SLUGS = ["concrete-driveways", "patios", "sidewalks"] as const;
export const MAX_RELATED_SERVICES = 3;

/** "Polk, Dallas and Warren counties, within 30 miles of Des Moines", from the site config. */
export function serviceAreaText(site: {
  counties: string[];
  radiusMiles: number;
  serviceCenter: string;
}): string {
  const counties =
    site.counties.length > 1
      ? `${site.counties.slice(0, -1).join(", ")} and ${site.counties.at(-1)}`
      : (site.counties[0] ?? "");
  return `${counties} counties, within ${site.radiusMiles} miles of ${site.serviceCenter}.`;
}
