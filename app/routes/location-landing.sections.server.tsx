import {
  landingLocationCopy as copy,
  locationPageCopy as headings,
  LANDING_SERVICE_RADIUS_METRES,
} from "@shared/content/pages/location-page.ts";
import type { CtaOption, LocationContent } from "@shared/content/types.ts";
import { CheckList } from "~/components/sections/CheckList.tsx";
import { CityPageJsonLd, CityServiceCards } from "~/components/sections/CityPageParts.tsx";
import { CtaBanner } from "~/components/sections/CtaBanner.tsx";
import { FaqQuestions } from "~/components/sections/FaqQuestions.tsx";
import { LocationCoverage } from "~/components/sections/LocationCoverage.tsx";
import { LocationFacts } from "~/components/sections/LocationFacts.tsx";
import { LocationHero } from "~/components/sections/LocationHero.tsx";
import { LocationQuoteCard } from "~/components/sections/LocationQuoteCard.tsx";
import { NearbyLocationLinks } from "~/components/sections/NearbyLocationLinks.tsx";
import { RecentProjectCards } from "~/components/sections/RecentProjectCards.tsx";
import { Section } from "~/components/sections/Section.tsx";
import { SectionHeading } from "~/components/sections/SectionHeading.tsx";
import { TestimonialCard } from "~/components/sections/TestimonialCard.tsx";
import { ContentHtml } from "~/components/ui/ContentHtml.tsx";

/**
 * The whole page of Urbandale or Johnston, in the order a visitor sees it: the structured data, the hero
 * with the city's facts, services, story, projects, testimonials, questions and the closing banner.
 * Nothing on it needs JavaScript: the questions are native disclosures.
 */
export function LandingLocationSections({
  location,
  cta,
}: {
  location: LocationContent;
  cta: CtaOption | null;
}) {
  return (
    <>
      <CityPageJsonLd
        location={location}
        locationsCrumb={headings.breadcrumbLocations}
        radiusMetres={LANDING_SERVICE_RADIUS_METRES}
      />
      <LocationHero location={location}>
        <LocationFacts location={location} />
      </LocationHero>
      <Services location={location} />
      <LocalStory location={location} />
      <RecentProjects location={location} />
      <Testimonials location={location} />
      {location.faqs.length ? (
        <Section labelledBy="location-faq-heading" tone="muted">
          <SectionHeading id="location-faq-heading" title={headings.faqHeading(location.name)} />
          <FaqQuestions items={location.faqs} className="mx-auto mt-12 max-w-3xl" />
        </Section>
      ) : null}
      <CtaBanner cta={cta} />
    </>
  );
}

function Services({ location }: { location: LocationContent }) {
  return (
    <Section labelledBy="location-services-heading" tone="muted">
      <SectionHeading
        id="location-services-heading"
        title={headings.servicesHeading(location.name)}
        description={copy.servicesIntro(location.name)}
      />
      <CityServiceCards
        services={location.services}
        linkLabel={headings.servicesLinkText}
        className="mt-12"
        columns={{ sm: 2, lg: 4 }}
        withPhotos
      />
    </Section>
  );
}

/** The city's own story (built-in or the CMS's body), why residents choose us and where we work, beside the quote card. */
function LocalStory({ location }: { location: LocationContent }) {
  return (
    <Section>
      <div className="grid gap-12 lg:grid-cols-3">
        <div className="min-w-0 space-y-16 lg:col-span-2">
          <ContentHtml html={location.content} />
          {location.whyChooseUs.length ? (
            <section aria-labelledby="location-why-heading">
              <h2 id="location-why-heading" className="text-2xl font-bold text-concrete-900 sm:text-3xl">
                {headings.whyHeading(location.name)}
              </h2>
              <CheckList items={location.whyChooseUs} className="mt-6" />
            </section>
          ) : null}
          <LocationCoverage location={location} />
          <NearbyLocationLinks heading={headings.nearbyHeading} links={location.nearbyLocations} />
        </div>
        <LocationQuoteCard city={location.name} />
      </div>
    </Section>
  );
}

function RecentProjects({ location }: { location: LocationContent }) {
  if (!location.recentProjects.length) return null;
  return (
    <Section labelledBy="location-projects-heading" tone="muted">
      <SectionHeading id="location-projects-heading" title={headings.projectsHeading(location.name)} />
      <RecentProjectCards projects={location.recentProjects} className="mx-auto mt-12 max-w-5xl" />
    </Section>
  );
}

function Testimonials({ location }: { location: LocationContent }) {
  if (!location.testimonials.length) return null;
  return (
    <Section labelledBy="location-testimonials-heading">
      <SectionHeading
        id="location-testimonials-heading"
        title={headings.testimonialsHeading(location.name)}
      />
      <div className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
        {location.testimonials.map((t) => (
          <TestimonialCard key={t.id} testimonial={t} />
        ))}
      </div>
    </Section>
  );
}
