import type { Coordinates } from "@shared/content/locations/coordinates.ts";
import type { OpeningHours, SiteConfig } from "@shared/content/site.ts";
import { formatAddress } from "@shared/content/site.ts";
import type { FaqItem, GalleryAlbum, LocationContent } from "@shared/content/types.ts";
import { sharePicture } from "@shared/share-picture.ts";
import { projectCaption } from "./gallery.ts";
import { absoluteUrl, canonicalUrl } from "./seo.ts";

/** schema.org node as this site emits it. */
export type JsonLdNode = { "@type": string | string[]; [key: string]: unknown };

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so no
 * string (a CMS title, say) can close the script element; U+2028/2029 too.
 */
export function serializeJsonLd(data: JsonLdNode | JsonLdNode[]): string {
  const doc = Array.isArray(data)
    ? { "@context": "https://schema.org", "@graph": data }
    : { "@context": "https://schema.org", ...data };
  return JSON.stringify(doc)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function businessId(siteUrl: string): string {
  return `${canonicalUrl(siteUrl, "/")}#business`;
}

/** The business: LocalBusiness + GeneralContractor, from the site config only. */
export function localBusiness(site: SiteConfig, siteUrl: string): JsonLdNode {
  const sameAs = Object.values(site.social).filter(Boolean);
  return {
    "@type": ["LocalBusiness", "GeneralContractor"],
    "@id": businessId(siteUrl),
    name: site.name,
    url: canonicalUrl(siteUrl, "/"),
    telephone: site.phone,
    email: site.email,
    image: absoluteUrl(siteUrl, sharePicture(site).src),
    logo: absoluteUrl(siteUrl, "/favicon.svg"),
    priceRange: site.priceRange,
    // A business file that names no way to pay claims none.
    ...(site.paymentAccepted.length > 0 ? { paymentAccepted: site.paymentAccepted.join(", ") } : {}),
    foundingDate: String(site.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    // A business file without coordinates claims none: better no point than the demo's in Ankeny.
    ...(site.geo
      ? { geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude } }
      : {}),
    openingHoursSpecification: openingHoursSpecification(site.hours.openingHours),
    areaServed: [
      ...site.counties.map((c) => ({ "@type": "AdministrativeArea", name: `${c} County, Iowa` })),
      {
        "@type": "GeoCircle",
        geoMidpoint: { "@type": "GeoCoordinates", latitude: 41.5868, longitude: -93.625 },
        geoRadius: Math.round(site.radiusMiles * 1609.344),
      },
    ],
    ...(sameAs.length ? { sameAs } : {}),
  };
}

function openingHoursSpecification(hours: OpeningHours): JsonLdNode[] {
  return hours.map((h) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: h.days,
    opens: h.opens,
    closes: h.closes,
  }));
}

function geoCoordinates({ latitude, longitude }: Coordinates): JsonLdNode {
  return { "@type": "GeoCoordinates", latitude, longitude };
}

/**
 * A city page's structured data: the business serving that city (at its centre when known,
 * plus a circle of `radiusMetres` around it when given; `openingHours` when the page carries
 * another reading of the hours), the breadcrumb trail, and the page's questions when it has any.
 */
export function locationPageGraph(opts: {
  site: SiteConfig;
  siteUrl: string;
  path: string;
  location: Pick<LocationContent, "name" | "fullName" | "coordinates" | "faqs">;
  /** The breadcrumb between Home and the city, e.g. "Locations" → /locations. */
  locationsCrumb: string;
  openingHours?: OpeningHours;
  radiusMetres?: number;
}): JsonLdNode[] {
  const { site, siteUrl, path, location } = opts;
  const centre = location.coordinates;
  const city: JsonLdNode = {
    "@type": "City",
    name: location.fullName,
    ...(centre ? { geo: geoCoordinates(centre) } : {}),
  };
  const circle: JsonLdNode | null =
    centre && opts.radiusMetres
      ? { "@type": "GeoCircle", geoMidpoint: geoCoordinates(centre), geoRadius: opts.radiusMetres }
      : null;
  const business: JsonLdNode = {
    ...localBusiness(site, siteUrl),
    ...(opts.openingHours ? { openingHoursSpecification: openingHoursSpecification(opts.openingHours) } : {}),
    areaServed: circle ? [city, circle] : city,
  };
  return [
    business,
    breadcrumbs(siteUrl, [
      { name: "Home", path: "/" },
      { name: opts.locationsCrumb, path: "/locations" },
      { name: location.name, path },
    ]),
    ...(location.faqs.length ? [faqPage(location.faqs, { siteUrl, path })] : []),
  ];
}

export function webPage(opts: {
  siteUrl: string;
  path: string;
  name: string;
  description: string;
}): JsonLdNode {
  const url = canonicalUrl(opts.siteUrl, opts.path);
  return {
    "@type": "WebPage",
    "@id": `${url}#webpage`,
    url,
    name: opts.name,
    description: opts.description,
    inLanguage: "en-US",
    isPartOf: { "@type": "WebSite", url: canonicalUrl(opts.siteUrl, "/") },
    about: { "@id": businessId(opts.siteUrl) },
  };
}

/** A contact page: a WebPage subtype about the business, whose contact points live on the business node. */
export function contactPage(opts: {
  siteUrl: string;
  path: string;
  name: string;
  description: string;
}): JsonLdNode {
  return { ...webPage(opts), "@type": "ContactPage" };
}

/** An about page: a WebPage subtype about the business (put the business node beside it). */
export function aboutPage(opts: {
  siteUrl: string;
  path: string;
  name: string;
  description: string;
}): JsonLdNode {
  return { ...webPage(opts), "@type": "AboutPage" };
}

export function service(opts: {
  site: SiteConfig;
  siteUrl: string;
  path: string;
  name: string;
  description: string;
  serviceType: string;
  areas: string[];
  priceRange?: string;
}): JsonLdNode {
  return {
    "@type": "Service",
    "@id": `${canonicalUrl(opts.siteUrl, opts.path)}#service`,
    name: opts.name,
    serviceType: opts.serviceType,
    description: opts.description,
    url: canonicalUrl(opts.siteUrl, opts.path),
    provider: {
      "@type": ["LocalBusiness", "GeneralContractor"],
      "@id": businessId(opts.siteUrl),
      name: opts.site.name,
      telephone: opts.site.phone,
      address: formatAddress(opts.site),
    },
    areaServed: opts.areas.map((name) => ({ "@type": "City", name: `${name}, IA` })),
    ...(opts.priceRange
      ? { offers: { "@type": "Offer", priceCurrency: "USD", description: opts.priceRange } }
      : {}),
  };
}

export function faqPage(items: FaqItem[], opts: { siteUrl: string; path: string }): JsonLdNode {
  return {
    "@type": "FAQPage",
    "@id": `${canonicalUrl(opts.siteUrl, opts.path)}#faq`,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: stripTags(item.answer) },
    })),
  };
}

export function breadcrumbs(siteUrl: string, trail: { name: string; path: string }[]): JsonLdNode {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: canonicalUrl(siteUrl, crumb.path),
    })),
  };
}

/** A gallery album: an ImageGallery of its project photos, each at its largest size with its caption. */
export function imageGallery(opts: { siteUrl: string; path: string; album: GalleryAlbum }): JsonLdNode {
  const { siteUrl, path, album } = opts;
  const url = canonicalUrl(siteUrl, path);
  return {
    "@type": "ImageGallery",
    "@id": `${url}#gallery`,
    url,
    name: album.title,
    description: album.description,
    about: { "@id": businessId(siteUrl) },
    image: album.projects.map((project) => {
      const largest = project.photo.sources.at(-1);
      return {
        "@type": "ImageObject",
        contentUrl: largest ? absoluteUrl(siteUrl, largest.src) : undefined,
        width: largest?.width,
        height: largest?.height,
        caption: projectCaption(project),
        description: project.photo.alt,
        contentLocation: project.town ? { "@type": "Place", name: `${project.town}, Iowa` } : undefined,
      };
    }),
  };
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, "").trim();
}

/**
 * A dedicated service page's structured data: the Service, its questions as an FAQPage,
 * and the trail Home › Services › the service.
 */
export function servicePageGraph(opts: {
  site: SiteConfig;
  siteUrl: string;
  path: string;
  name: string;
  description: string;
  serviceType: string;
  areas: string[];
  priceRange?: string;
  faqs: FaqItem[];
  /** The breadcrumb between Home and the service, e.g. "Services". */
  servicesCrumb: string;
  /** The service's own breadcrumb when shorter than its name. */
  crumb?: string;
}): JsonLdNode[] {
  const { faqs, servicesCrumb, crumb, ...serviceOpts } = opts;
  return [
    service(serviceOpts),
    faqPage(faqs, opts),
    breadcrumbs(opts.siteUrl, [
      { name: "Home", path: "/" },
      { name: servicesCrumb, path: "/services" },
      { name: crumb ?? opts.name, path: opts.path },
    ]),
  ];
}

/**
 * The instant estimate's structured data: a Service whose offers are the price list's ranges, one per
 * estimated service, each a unit price (per square foot, or per job) from low to high. No rating or
 * review: Google ignores (and may act against) a business's reviews of itself on its own site.
 */
export function priceListService(opts: {
  site: SiteConfig;
  siteUrl: string;
  path: string;
  name: string;
  description: string;
  offers: { name: string; low: number; high: number; unit: "sqft" | "job" }[];
}): JsonLdNode {
  const url = canonicalUrl(opts.siteUrl, opts.path);
  return {
    "@type": "Service",
    "@id": `${url}#service`,
    name: opts.name,
    description: opts.description,
    url,
    serviceType: "Concrete contracting",
    provider: { "@id": businessId(opts.siteUrl) },
    areaServed: opts.site.counties.map((c) => ({ "@type": "AdministrativeArea", name: `${c} County, Iowa` })),
    offers: opts.offers.map((offer) => ({
      "@type": "Offer",
      name: offer.name,
      priceCurrency: "USD",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        priceCurrency: "USD",
        minPrice: offer.low,
        maxPrice: offer.high,
        ...(offer.unit === "sqft"
          ? { unitCode: "FTK", unitText: "per square foot" }
          : { unitText: "per job" }),
      },
    })),
  };
}
