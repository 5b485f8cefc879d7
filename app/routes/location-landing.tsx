// Serves the cities the page registry gives the "landing" layout (shared/pages.ts: Urbandale,
// Johnston), each registered by its own path in app/routes.ts before /locations/:slug.
import { LocationNotFound } from "~/components/sections/LocationNotFound.tsx";
import { citySlugOf, loadLocationPage, locationMetaFields, registeredCityMeta } from "~/lib/location-page.ts";
import { renderStaticParts } from "~/lib/static-sections/static-html.server.tsx";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/location-landing";
import { LandingLocationSections } from "./location-landing.sections.server.tsx";

export const meta: Route.MetaFunction = registeredCityMeta;

export async function loader({ pattern, context }: Route.LoaderArgs) {
  const { location, cta } = await loadLocationPage(context, citySlugOf(pattern));
  return {
    location: locationMetaFields(location),
    ...renderStaticParts(
      { context, pattern },
      { page: <LandingLocationSections location={location} cta={cta} /> },
    ),
  };
}

/** The whole page is the server's HTML (docs/decisions/013): its questions are native disclosures. */
export default function LandingLocationPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml part={loaderData.page} />;
}

/** Any failure to load the city shows the spec's card. */
export function ErrorBoundary() {
  return <LocationNotFound />;
}
