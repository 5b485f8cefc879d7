import {
  type ClaimsSite,
  credentialsTitle,
  experienceYears,
  presentItems,
  warrantyTermTitle,
  withCredentials,
} from "@shared/content/claims.ts";
import { type PromisesSite, weWillGetBack } from "@shared/content/promises.ts";
import type { TrustBadge } from "@shared/content/types.ts";

/** Copy of the generic service page (/services/{slug}); the service's own text comes from the content service. */
export const servicePageCopy = {
  /** The title while no service is loaded (the spec's fallback title). */
  defaultTitle: "Concrete Services",
  defaultDescription: (site: ClaimsSite) =>
    `Concrete driveways, patios, sidewalks, decorative and repair work across Greater Des Moines. ${withCredentials(site, "{Credentials}, free estimates.", "Free estimates.", ["licensed", "insured"])}`,
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
    text: (site: PromisesSite) =>
      `Questions about your project? Call us, or send the details and ${weWillGetBack(site).replace("We'll", "we'll")}`,
    phoneLabel: "Call us",
    areaHeading: "Service area",
    quoteCta: "Get a Free Quote",
    contactCta: "Contact Us",
  },
  /** Shown when an editor sets the service's typical price or its note in the CMS. */
  price: {
    heading: "Typical Price",
    quoteLink: { label: "Get a Free Quote for Your Project", to: "/quote" },
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

/** The spec's four badges, in its order, with the business's claims of `site`. */
export const serviceTrustBadges = (site: ClaimsSite): TrustBadge[] =>
  presentItems<TrustBadge>([
    withCredentialsBadge(site),
    { label: `${experienceYears(site)}+ Years Experience`, icon: "award" },
    { label: "Price Match Guarantee", icon: "badge-dollar-sign" },
    { label: `${warrantyTermTitle(site)} Warranty`, icon: "thumbs-up" },
  ]);

function withCredentialsBadge(site: ClaimsSite): TrustBadge | null {
  const label = credentialsTitle(site, ["licensed", "insured"]);
  return label ? { label, icon: "shield-check" } : null;
}

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
