import { LocationNotFound } from "~/components/sections/LocationNotFound";
import { FaqAccordion } from "~/components/ui/accordion";
import { loadLocationPage, locationMetaFields, locationPageMeta } from "~/lib/location-page";
import { StaticHtml } from "~/lib/static-html";
import { renderStaticParts } from "~/lib/static-html.server";
import type { Route } from "./+types/location";
import {
  LocationAfterFaq,
  LocationBeforeFaq,
  LocationCta,
  LocationFaqHeading,
  LocationSide,
  LocationTop,
} from "./location.sections.server";

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  locationPageMeta(loaderData?.location, `/locations/${params.slug}`, matches);

/**
 * The page is the server's HTML but for the FAQ accordion, which keeps its state in React. The
 * main column's parts are blocks spaced as its sections were (`space-y` spaces direct children).
 */
export async function loader({ params, context, pattern }: Route.LoaderArgs) {
  const { location, cta } = await loadLocationPage(context, params.slug);
  const { faqHeading, ...parts } = renderStaticParts(
    { context, pattern },
    {
      top: <LocationTop location={location} />,
      beforeFaq: <LocationBeforeFaq location={location} />,
      faqHeading: <LocationFaqHeading location={location} />,
      afterFaq: <LocationAfterFaq location={location} />,
      quoteCard: <LocationSide location={location} />,
      cta: <LocationCta cta={cta} />,
    },
  );
  return {
    location: locationMetaFields(location),
    ...parts,
    faq: location.faqs.length ? { heading: faqHeading, items: location.faqs } : null,
  };
}

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const { faq } = loaderData;
  return (
    <>
      <StaticHtml part={loaderData.top} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8 lg:py-16">
        <div className="min-w-0 space-y-16 lg:col-span-2">
          <StaticHtml part={loaderData.beforeFaq} className="space-y-16" />
          {faq ? (
            <section aria-labelledby="location-faq-heading">
              <StaticHtml part={faq.heading} />
              <div className="mt-6">
                <FaqAccordion items={faq.items} />
              </div>
            </section>
          ) : null}
          <StaticHtml part={loaderData.afterFaq} className="space-y-16" />
        </div>
        <StaticHtml part={loaderData.quoteCard} />
      </div>
      <StaticHtml part={loaderData.cta} />
    </>
  );
}

/** Any failure to load the location shows the spec's card; an unknown slug answers 404. */
export function ErrorBoundary() {
  return <LocationNotFound />;
}
