// Serves the cities of TABBED_LOCATION_SLUGS (app/content/locations/layouts.ts: Ankeny, Des Moines,
// West Des Moines), each registered by its own path in app/routes.ts before /locations/:slug.
import { CtaBanner } from "~/components/sections/CtaBanner";
import { LocationCoverage } from "~/components/sections/LocationCoverage";
import { LocationDetailTabs } from "~/components/sections/LocationDetailTabs";
import { LocationHero } from "~/components/sections/LocationHero";
import { LocationNotFound } from "~/components/sections/LocationNotFound";
import { LocationSidebar } from "~/components/sections/LocationSidebar";
import { TrustBadges } from "~/components/sections/TrustBadges";
import { JsonLd } from "~/components/seo/JsonLd";
import { tabbedLocationCopy as copy, locationPageCopy } from "~/content/pages/location-page";
import { locationPageGraph } from "~/lib/json-ld";
import { cityPath, citySlugOf, loadLocationPage, locationPageMeta } from "~/lib/location-page";
import { useRootData } from "~/lib/site";
import type { Route } from "./+types/location-tabbed";

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  locationPageMeta(
    loaderData?.location,
    loaderData ? cityPath(loaderData.location.slug) : location.pathname,
    matches,
  );

export async function loader({ pattern, context }: Route.LoaderArgs) {
  return loadLocationPage(context, citySlugOf(pattern));
}

export default function TabbedLocationPage({ loaderData }: Route.ComponentProps) {
  const { location, cta } = loaderData;
  const { site, siteUrl } = useRootData();
  const path = cityPath(location.slug);

  return (
    <>
      <JsonLd
        data={locationPageGraph({
          site,
          siteUrl,
          path,
          location,
          locationsCrumb: locationPageCopy.breadcrumbLocations,
          // The spec's second structured-data reading of the hours belongs to these pages.
          openingHours: site.hours.cityPageOpeningHours,
        })}
      />
      <LocationHero location={location}>
        <TrustBadges badges={copy.trustBadges} tone="dark" />
      </LocationHero>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8 lg:py-16">
        <div className="min-w-0 space-y-16 lg:col-span-2">
          <LocationDetailTabs location={location} />
          <LocationCoverage location={location} />
        </div>
        <LocationSidebar city={location.name} nearby={location.nearbyLocations} />
      </div>

      <CtaBanner cta={cta} />
    </>
  );
}

/** Any failure to load the city shows the spec's card. */
export function ErrorBoundary() {
  return <LocationNotFound />;
}
