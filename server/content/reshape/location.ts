import type { ClaimsSite } from "@shared/content/claims.ts";
import { locationImage } from "@shared/content/images.ts";
import { type Coordinates, cityCoordinates } from "@shared/content/locations/coordinates.ts";
import { siteConfig } from "@shared/content/site.ts";
import type { LocationContent } from "@shared/content/types.ts";
import { excerptText, plainText, sanitizeCmsHtml } from "../sanitize.ts";
import {
  cityNameForSlug,
  defaultLocationDescription,
  defaultLocationFaqs,
  defaultLocationServices,
  defaultRecentProjects,
  defaultWhyChooseUs,
} from "../wordpress-defaults.ts";
import {
  type Acf,
  acfOf,
  faqRows,
  LINES,
  LINES_OR_COMMAS,
  nonEmpty,
  numberOf,
  rows,
  safeHref,
  seoFields,
  text,
  textList,
  titleDescription,
  updatedAt,
} from "./fields.ts";
import { featuredImage } from "./media.ts";
import type { WpPost } from "./post.ts";
import { testimonialFrom } from "./testimonial.ts";

export function reshapeLocation(
  post: WpPost,
  builtIn: LocationContent | null,
  site: ClaimsSite = siteConfig,
): LocationContent {
  const acf = acfOf(post);
  const slug = post.slug;
  const name = text(acf.name) || builtIn?.name || cityNameForSlug(slug);
  const title = plainText(post.title?.rendered) || builtIn?.title || `Concrete Contractor in ${name}, IA`;
  const description =
    excerptText(post.excerpt?.rendered) || builtIn?.description || defaultLocationDescription(name, site);
  return {
    slug,
    name,
    fullName: text(acf.full_name) || builtIn?.fullName || `${name}, Iowa`,
    title,
    description,
    content: sanitizeCmsHtml(post.content?.rendered) || builtIn?.content || `<p>${description}</p>`,
    featuredImage: featuredImage(post, title) ?? builtIn?.featuredImage ?? locationImage(slug),
    county: text(acf.county) || builtIn?.county || "",
    zipCodes:
      nonEmpty(textList(acf.zip_codes, LINES_OR_COMMAS).filter((zip) => /^\d{5}$/.test(zip))) ??
      builtIn?.zipCodes ??
      [],
    coordinates: locationCoordinates(acf, slug, builtIn),
    neighborhoods: nonEmpty(textList(acf.neighborhoods, LINES_OR_COMMAS)) ?? builtIn?.neighborhoods ?? [],
    services:
      nonEmpty(
        rows(acf.services).flatMap((row) => {
          const link = safeHref(row.link);
          const card = titleDescription(row);
          return card.title && link ? [{ ...card, link }] : [];
        }),
      ) ??
      builtIn?.services ??
      defaultLocationServices(name),
    whyChooseUs:
      nonEmpty(textList(acf.why_choose_us, LINES)) ?? builtIn?.whyChooseUs ?? defaultWhyChooseUs(name, site),
    recentProjects:
      nonEmpty(
        rows(acf.recent_projects)
          .map((row) => ({ ...titleDescription(row), location: text(row.location) || name }))
          .filter((p) => p.title),
      ) ??
      builtIn?.recentProjects ??
      // The defaults are invented jobs: the demo's only (a business's own come from its rows).
      (site.claims.demo ? defaultRecentProjects(name) : []),
    testimonials:
      nonEmpty(rows(acf.testimonials).flatMap((row, i) => testimonialFrom(`${slug}-${i + 1}`, row, name))) ??
      builtIn?.testimonials ??
      [],
    faqs: nonEmpty(faqRows(acf.faqs)) ?? builtIn?.faqs ?? defaultLocationFaqs(name),
    nearbyLocations:
      nonEmpty(
        rows(acf.nearby_locations).flatMap((row) => {
          const path = safeHref(row.path);
          const nearbyName = text(row.name);
          return nearbyName && path ? [{ name: nearbyName, path }] : [];
        }),
      ) ??
      builtIn?.nearbyLocations ??
      [],
    keywords: nonEmpty(textList(acf.keywords, LINES_OR_COMMAS)) ??
      builtIn?.keywords ?? [`concrete contractor ${name}`, `${name} concrete driveways`, `${name} patios`],
    ...seoFields("location", acf, builtIn),
    updatedAt: updatedAt(post, builtIn),
  };
}

/**
 * The city centre: the editor's latitude and longitude when both are valid, else the
 * built-in record's, else the known centre of a town the site names (a CMS-only Grimes, say).
 */
function locationCoordinates(acf: Acf, slug: string, builtIn: LocationContent | null): Coordinates | null {
  const latitude = numberOf(acf.latitude);
  const longitude = numberOf(acf.longitude);
  if (latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) {
    return { latitude, longitude };
  }
  if (builtIn) return builtIn.coordinates;
  return Object.hasOwn(cityCoordinates, slug) ? cityCoordinates[slug as keyof typeof cityCoordinates] : null;
}
