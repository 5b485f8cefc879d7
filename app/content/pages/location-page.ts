/** Copy of the generic location page (/locations/{slug}); the city's own text comes from the content service. */
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
    text: "Tell us about your driveway, patio or sidewalk. We respond within 24 hours and can usually be on site within 48 hours.",
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
