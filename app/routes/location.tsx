import type { ReactNode } from "react";
import { CheckList } from "~/components/sections/CheckList";
import { CtaBanner } from "~/components/sections/CtaBanner";
import { LocationCoverage } from "~/components/sections/LocationCoverage";
import { LocationHero } from "~/components/sections/LocationHero";
import { LocationNotFound } from "~/components/sections/LocationNotFound";
import { LocationQuoteCard } from "~/components/sections/LocationQuoteCard";
import { NearbyLocationLinks } from "~/components/sections/NearbyLocationLinks";
import { RecentProjectCards } from "~/components/sections/RecentProjectCards";
import { ServiceCard } from "~/components/sections/ServiceCard";
import { TestimonialCard } from "~/components/sections/TestimonialCard";
import { JsonLd } from "~/components/seo/JsonLd";
import { FaqAccordion } from "~/components/ui/accordion";
import { locationPageCopy as copy } from "~/content/pages/location-page";
import { locationPageGraph } from "~/lib/json-ld";
import { loadLocationPage, locationPageMeta } from "~/lib/location-page";
import { useRootData } from "~/lib/site";
import type { Route } from "./+types/location";

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  locationPageMeta(loaderData?.location, `/locations/${params.slug}`, matches);

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadLocationPage(context, params.slug);
}

/** One block of the page's main column, named by its h2. */
function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-concrete-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export default function LocationPage({ loaderData, params }: Route.ComponentProps) {
  const { location, cta } = loaderData;
  const { site, siteUrl } = useRootData();
  const path = `/locations/${params.slug}`;
  const city = location.name;

  return (
    <>
      <JsonLd
        data={locationPageGraph({ site, siteUrl, path, location, locationsCrumb: copy.breadcrumbLocations })}
      />
      <LocationHero location={location} />

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8 lg:py-16">
        <div className="min-w-0 space-y-16 lg:col-span-2">
          {/* Sanitised on the server (built-in text or the CMS through the sanitiser). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from the content service */}
          <div className="content-html" dangerouslySetInnerHTML={{ __html: location.content }} />

          {location.services.length ? (
            <PageSection id="location-services-heading" title={copy.servicesHeading(city)}>
              <div className="grid gap-6 sm:grid-cols-2">
                {location.services.map((s) => (
                  <ServiceCard
                    key={s.link + s.title}
                    title={s.title}
                    description={s.description}
                    href={s.link}
                    linkLabel={copy.servicesLinkText}
                  />
                ))}
              </div>
            </PageSection>
          ) : null}

          {location.whyChooseUs.length ? (
            <PageSection id="location-why-heading" title={copy.whyHeading(city)}>
              <CheckList items={location.whyChooseUs} />
            </PageSection>
          ) : null}

          {location.recentProjects.length ? (
            <PageSection id="location-projects-heading" title={copy.projectsHeading(city)}>
              <RecentProjectCards projects={location.recentProjects} />
            </PageSection>
          ) : null}

          {location.faqs.length ? (
            <PageSection id="location-faq-heading" title={copy.faqHeading(city)}>
              <FaqAccordion items={location.faqs} />
            </PageSection>
          ) : null}

          <LocationCoverage location={location} />

          {location.testimonials.length ? (
            <PageSection id="location-testimonials-heading" title={copy.testimonialsHeading(city)}>
              <div className="grid gap-6 sm:grid-cols-2">
                {location.testimonials.map((t) => (
                  <TestimonialCard key={t.id} testimonial={t} />
                ))}
              </div>
            </PageSection>
          ) : null}

          <NearbyLocationLinks heading={copy.nearbyHeading} links={location.nearbyLocations} />
        </div>

        <LocationQuoteCard city={city} />
      </div>

      <CtaBanner cta={cta} />
    </>
  );
}

/** Any failure to load the location shows the spec's card; an unknown slug answers 404. */
export function ErrorBoundary() {
  return <LocationNotFound />;
}
