// Serves the cities the page registry gives the "landing" layout (shared/pages.ts: Urbandale,
// Johnston), each registered by its own path in app/routes.ts before /locations/:slug.
import { LocationNotFound } from "~/components/sections/LocationNotFound";
import { Section } from "~/components/sections/Section";
import { FaqAccordion } from "~/components/ui/accordion";
import {
  cityPath,
  citySlugOf,
  loadLocationPage,
  locationMetaFields,
  locationPageMeta,
} from "~/lib/location-page";
import { StaticHtml } from "~/lib/static-html";
import { renderStaticParts } from "~/lib/static-html.server";
import type { Route } from "./+types/location-landing";
import { LandingCta, LandingFaqHeading, LandingTop } from "./location-landing.sections.server";

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  locationPageMeta(
    loaderData?.location,
    loaderData ? cityPath(loaderData.location.slug) : location.pathname,
    matches,
  );

/** The page is the server's HTML but for the FAQ accordion, which keeps its state in React. */
export async function loader({ pattern, context }: Route.LoaderArgs) {
  const { location, cta } = await loadLocationPage(context, citySlugOf(pattern));
  const {
    top,
    faqHeading,
    cta: ctaPart,
  } = renderStaticParts(
    { context, pattern },
    {
      top: <LandingTop location={location} />,
      faqHeading: <LandingFaqHeading location={location} />,
      cta: <LandingCta cta={cta} />,
    },
  );
  return {
    location: locationMetaFields(location),
    top,
    faq: location.faqs.length ? { heading: faqHeading, items: location.faqs } : null,
    cta: ctaPart,
  };
}

export default function LandingLocationPage({ loaderData }: Route.ComponentProps) {
  const { faq } = loaderData;
  return (
    <>
      <StaticHtml part={loaderData.top} />
      {faq ? (
        <Section labelledBy="location-faq-heading" tone="muted">
          <StaticHtml part={faq.heading} />
          <FaqAccordion items={faq.items} className="mx-auto mt-12 max-w-3xl" />
        </Section>
      ) : null}
      <StaticHtml part={loaderData.cta} />
    </>
  );
}

/** Any failure to load the city shows the spec's card. */
export function ErrorBoundary() {
  return <LocationNotFound />;
}
