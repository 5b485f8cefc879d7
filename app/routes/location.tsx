import { LocationNotFound } from "~/components/sections/LocationNotFound.tsx";
import { loadLocationPage, locationMetaFields, locationPageMeta } from "~/lib/location-page.ts";
import { renderStaticParts } from "~/lib/static-sections/static-html.server.tsx";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/location";
import { LocationSections } from "./location.sections.server.tsx";

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  locationPageMeta(loaderData?.location, `/locations/${params.slug}`, matches);

export async function loader({ params, context, pattern }: Route.LoaderArgs) {
  const { location, cta } = await loadLocationPage(context, params.slug);
  return {
    location: locationMetaFields(location),
    ...renderStaticParts({ context, pattern }, { page: <LocationSections location={location} cta={cta} /> }),
  };
}

/** The whole page is the server's HTML (docs/decisions/013): its questions are native disclosures. */
export default function LocationPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml part={loaderData.page} />;
}

/** Any failure to load the location shows the spec's card; an unknown slug answers 404. */
export function ErrorBoundary() {
  return <LocationNotFound />;
}
