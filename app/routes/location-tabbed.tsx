// Serves the cities the page registry gives the "tabbed" layout (shared/pages.ts: Ankeny, Des Moines,
// West Des Moines), each registered by its own path in app/routes.ts before /locations/:slug.
import { LocationDetailTabs } from "~/components/sections/LocationDetailTabs.tsx";
import { LocationNotFound } from "~/components/sections/LocationNotFound.tsx";
import { citySlugOf, loadLocationPage, locationMetaFields, registeredCityMeta } from "~/lib/location-page.ts";
import { renderStaticParts } from "~/lib/static-sections/static-html.server.tsx";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/location-tabbed";
import {
  TabbedCoverage,
  TabbedCta,
  TabbedFaqPanel,
  TabbedHero,
  TabbedProjectsPanel,
  TabbedServicesPanel,
  TabbedSidebar,
  TabbedTestimonialsPanel,
  tabLabels,
} from "./location-tabbed.sections.server.tsx";

export const meta: Route.MetaFunction = registeredCityMeta;

/** The page is the server's HTML but for the tabs, which keep their state in React. */
export async function loader({ pattern, context }: Route.LoaderArgs) {
  const { location, cta } = await loadLocationPage(context, citySlugOf(pattern));
  const { services, projects, testimonials, faq, ...parts } = renderStaticParts(
    { context, pattern },
    {
      hero: <TabbedHero location={location} />,
      services: <TabbedServicesPanel location={location} />,
      projects: <TabbedProjectsPanel location={location} />,
      testimonials: <TabbedTestimonialsPanel location={location} />,
      faq: <TabbedFaqPanel location={location} />,
      coverage: <TabbedCoverage location={location} />,
      sidebar: <TabbedSidebar location={location} />,
      cta: <TabbedCta cta={cta} />,
    },
  );
  return {
    location: locationMetaFields(location),
    labels: tabLabels(location.name),
    ...parts,
    // A city with no testimonials or projects to show (a business of its own, before WordPress has
    // any) has no such tab.
    panels: {
      services,
      projects: location.recentProjects.length > 0 ? projects : null,
      testimonials: location.testimonials.length > 0 ? testimonials : null,
      faq,
    },
  };
}

export default function TabbedLocationPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticHtml part={loaderData.hero} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8 lg:py-16">
        <div className="min-w-0 space-y-16 lg:col-span-2">
          <LocationDetailTabs labels={loaderData.labels} panels={loaderData.panels} />
          {/* Last in the column: the column's spacing is the tabs' bottom margin. */}
          <StaticHtml part={loaderData.coverage} />
        </div>
        <StaticHtml part={loaderData.sidebar} />
      </div>
      <StaticHtml part={loaderData.cta} />
    </>
  );
}

/** Any failure to load the city shows the spec's card. */
export function ErrorBoundary() {
  return <LocationNotFound />;
}
