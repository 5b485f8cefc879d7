import { locationPageCopy as copy } from "@shared/content/pages/location-page.ts";
import type { CtaOption, LocationContent } from "@shared/content/types.ts";
import type { ReactNode } from "react";
import { CheckList } from "~/components/sections/CheckList.tsx";
import { CityPageJsonLd, CityServiceCards } from "~/components/sections/CityPageParts.tsx";
import { CtaBanner } from "~/components/sections/CtaBanner.tsx";
import { FaqQuestions } from "~/components/sections/FaqQuestions.tsx";
import { LocationCoverage } from "~/components/sections/LocationCoverage.tsx";
import { LocationHero } from "~/components/sections/LocationHero.tsx";
import { LocationQuoteCard } from "~/components/sections/LocationQuoteCard.tsx";
import { NearbyLocationLinks } from "~/components/sections/NearbyLocationLinks.tsx";
import { RecentProjectCards } from "~/components/sections/RecentProjectCards.tsx";
import { TestimonialCard } from "~/components/sections/TestimonialCard.tsx";
import { ContentHtml } from "~/components/ui/ContentHtml.tsx";

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

/**
 * The whole page of a city without a page of its own, in the order a visitor sees it: structured data,
 * the hero, the main column beside the quote card, and the closing banner. Nothing on it needs
 * JavaScript: the questions are native disclosures.
 */
export function LocationSections({ location, cta }: { location: LocationContent; cta: CtaOption | null }) {
  return (
    <>
      <CityPageJsonLd location={location} locationsCrumb={copy.breadcrumbLocations} />
      <LocationHero location={location} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8 lg:py-16">
        <div className="min-w-0 space-y-16 lg:col-span-2">
          <CityStory location={location} />
          {location.faqs.length ? (
            <PageSection id="location-faq-heading" title={copy.faqHeading(location.name)}>
              <FaqQuestions items={location.faqs} />
            </PageSection>
          ) : null}
          <CityCoverageAndReviews location={location} />
        </div>
        <LocationQuoteCard city={location.name} />
      </div>
      <CtaBanner cta={cta} />
    </>
  );
}

/** The main column above the FAQ: the city's story, services, why us and recent projects. */
function CityStory({ location }: { location: LocationContent }) {
  const city = location.name;
  return (
    <>
      <ContentHtml html={location.content} />

      {location.services.length ? (
        <PageSection id="location-services-heading" title={copy.servicesHeading(city)}>
          <CityServiceCards services={location.services} linkLabel={copy.servicesLinkText} />
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
    </>
  );
}

/** The main column below the FAQ: where we work, testimonials and the nearby cities. */
function CityCoverageAndReviews({ location }: { location: LocationContent }) {
  return (
    <>
      <LocationCoverage location={location} />

      {location.testimonials.length ? (
        <PageSection id="location-testimonials-heading" title={copy.testimonialsHeading(location.name)}>
          <div className="grid gap-6 sm:grid-cols-2">
            {location.testimonials.map((t) => (
              <TestimonialCard key={t.id} testimonial={t} />
            ))}
          </div>
        </PageSection>
      ) : null}

      <NearbyLocationLinks heading={copy.nearbyHeading} links={location.nearbyLocations} />
    </>
  );
}
