import {
  type ClaimsSite,
  credentialsTitle,
  presentItems,
  warrantyTermTitle,
} from "@shared/content/claims.ts";
import {
  type PromisesSite,
  projectDaysTo,
  replyWithin,
  visitWithin,
  withPromise,
} from "@shared/content/promises.ts";
import type { TrustBadge } from "@shared/content/types.ts";

/**
 * Copy of the city pages: the generic page (/locations/{slug}), the tabbed pages of
 * Ankeny, Des Moines and West Des Moines, and the Urbandale and Johnston pages. The
 * city's own text comes from the content service.
 */

export const locationPageCopy = {
  breadcrumbLocations: "Locations",
  heroPrimaryCta: "Get a Free Quote",
  heroSecondaryCta: "Call",
  servicesHeading: (city: string) => `Concrete services in ${city}`,
  servicesLinkText: "Learn more",
  whyHeading: (city: string) => `Why ${city} residents choose us`,
  projectsHeading: (city: string) => `Recent projects in ${city}`,
  faqHeading: (city: string) => `${city} concrete FAQs`,
  coverageHeading: (city: string) => `Where we work in ${city}`,
  neighborhoodsHeading: "Neighborhoods",
  zipCodesHeading: "ZIP codes",
  countyLabel: (county: string) => `${county} County`,
  testimonialsHeading: (city: string) => `What ${city} homeowners say`,
  nearbyHeading: "Nearby areas we serve",
  quoteCard: {
    heading: (city: string) => `Free estimate in ${city}`,
    text: (site: PromisesSite) =>
      presentItems([
        "Tell us about your driveway, patio or sidewalk.",
        replyWithin(site) && visitWithin(site)
          ? `We respond ${replyWithin(site)} and can usually be on site ${visitWithin(site)}.`
          : (withPromise(replyWithin(site), "We respond {value}.", null) ??
            withPromise(visitWithin(site), "We can usually be on site {value}.", null)),
      ]).join(" "),
    quoteCta: "Get a Free Quote",
    contactCta: "Contact Us",
    phoneLabel: "Or call",
  },
  notFound: {
    heading: "Location Not Found",
    text: "We couldn't find the location you're looking for.",
    action: "View All Locations",
  },
} as const;

/** The Ankeny, Des Moines and West Des Moines pages: tabs beside a sidebar. */
export const tabbedLocationCopy = {
  trustBadges: (site: ClaimsSite): TrustBadge[] =>
    presentItems<TrustBadge>([
      credentialsTitle(site) && { label: credentialsTitle(site) ?? "", icon: "shield-check" },
      { label: "Free Estimates", icon: "clipboard-check" },
      { label: `${warrantyTermTitle(site)} Warranty`, icon: "award" },
      { label: "Local Iowa Business", icon: "map-pin" },
    ]),
  tabListLabel: (city: string) => `Our work in ${city}`,
  tabs: {
    services: "Services",
    projects: "Recent Projects",
    testimonials: "Testimonials",
    faq: "FAQ",
  },
  sidebar: {
    heading: (city: string) => `Your ${city} concrete crew`,
    phoneLabel: "Call us",
    estimateHeading: (site: PromisesSite) =>
      withPromise(visitWithin(site), "On site {value}", "A free on-site estimate"),
    estimateNote: (city: string, site: PromisesSite) =>
      withPromise(
        visitWithin(site),
        `Ask for a free estimate and we can usually be at your ${city} property {value} to measure, check the grade and talk through finishes.`,
        `Ask for a free estimate and we come to your ${city} property to measure, check the grade and talk through finishes.`,
      ),
    processHeading: "How it works",
    alsoServingHeading: "Also Serving",
  },
  /** The sidebar's four steps, from the first call to the finished slab. */
  process: (site: PromisesSite) => [
    {
      title: "Tell us about the job",
      description: "Call or send the quote form; photos of the old slab help us plan.",
    },
    {
      title: "Free on-site estimate",
      description:
        "We measure, check drainage and soil, and point out anything the city will need a permit for.",
    },
    {
      title: "Written, line-item price",
      description: "Thickness, reinforcement, finish and a start date, confirmed in writing before work.",
    },
    {
      title: "Pour, finish and walk-through",
      description: withPromise(
        projectDaysTo(site),
        "Most jobs take {value}; we clean up and explain curing before we leave.",
        "We clean up and explain curing before we leave.",
      ),
    },
  ],
} as const;

/** The Urbandale and Johnston pages: one column of sections, with ZIP codes and hours up front. */
export const landingLocationCopy = {
  zipCodesLabel: "ZIP codes",
  hoursLabel: "Office hours",
  countyLabel: "County",
  servicesIntro: (city: string) =>
    `Every ${city} job is formed, poured and finished by our own crew, with a free written estimate first.`,
} as const;

/** The Urbandale and Johnston pages' structured data: a circle of 25 km around the city centre (the spec's 25000). */
export const LANDING_SERVICE_RADIUS_METRES = 25_000;
