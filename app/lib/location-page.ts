import { servicesContext } from "@shared/app-services.ts";
import { locationPageCopy } from "@shared/content/pages/location-page.ts";
import type { LocationContent } from "@shared/content/types.ts";
import type { MetaDescriptor, RouterContextProvider } from "react-router";
import { gonePaths, notFoundOrGone } from "./gone.ts";
import { editorSeoOf, rootSeo, seoMeta, withEditorSeo } from "./seo.ts";

/**
 * What every city page loads, whichever of the three layouts shows it: the city
 * (built-in, or WordPress over built-in) and the call-to-action option. A city
 * nobody knows answers 404 (one the CMS took down 410), and the route's error boundary shows the
 * spec's card.
 */
export async function loadLocationPage(context: Readonly<RouterContextProvider>, slug: string) {
  const { content } = context.get(servicesContext);
  const [location, cta, gone] = await Promise.all([
    content.getLocation(slug),
    content.getCta(),
    gonePaths(content),
  ]);
  if (!location) throw await notFoundOrGone(content, "location", slug);
  if (gone.size === 0) return { location, cta };
  // Its cards and nearby towns leave out the pages the CMS took down.
  return {
    location: {
      ...location,
      services: location.services.filter((card) => !gone.has(card.link)),
      nearbyLocations: location.nearbyLocations.filter((town) => !gone.has(town.path)),
    },
    cta,
  };
}

/** What a city page's `meta` reads of the city: the loader sends this much, the sections go as HTML. */
export type LocationMetaFields = Pick<
  LocationContent,
  "slug" | "title" | "description" | "keywords" | "seoTitle" | "seoDescription"
>;

export function locationMetaFields(location: LocationContent): LocationMetaFields {
  const { slug, title, description, keywords } = location;
  return { slug, title, description, keywords, ...editorSeoOf(location) };
}

/** A city page's path, e.g. "/locations/ankeny". */
export function cityPath(slug: string): string {
  return `/locations/${slug}`;
}

/** The city of a route registered for one city's path ("/locations/ankeny" → "ankeny"). */
export function citySlugOf(routePattern: string): string {
  return routePattern.split("/").filter(Boolean).at(-1) ?? "";
}

/** A city page's title, description, canonical and social tags; the not-found answer is kept out of search. */
export function locationPageMeta(
  location: LocationMetaFields | undefined,
  path: string,
  matches: Parameters<typeof rootSeo>[0],
): MetaDescriptor[] {
  const ctx = rootSeo(matches);
  if (!location) {
    const copy = locationPageCopy.notFound;
    return seoMeta(
      {
        title: `${copy.heading} | ${ctx.site.name}`,
        description: copy.text,
        path,
        robots: "noindex, follow",
      },
      ctx,
    );
  }
  return seoMeta(
    {
      ...withEditorSeo(
        { title: `${location.title} | ${ctx.site.name}`, description: location.description },
        location,
      ),
      path,
      keywords: location.keywords,
    },
    ctx,
  );
}

/**
 * The meta function of a city registered by its own path (the tabbed and landing layouts): the
 * city's canonical path once loaded, the address asked for when it is not.
 */
export function registeredCityMeta({
  loaderData,
  matches,
  location,
}: {
  loaderData?: { location: LocationMetaFields };
  matches: Parameters<typeof rootSeo>[0];
  location: { pathname: string };
}): MetaDescriptor[] {
  return locationPageMeta(
    loaderData?.location,
    loaderData ? cityPath(loaderData.location.slug) : location.pathname,
    matches,
  );
}
