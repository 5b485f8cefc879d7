import {
  tabbedLocationCopy as copy,
  locationPageCopy as headings,
} from "@shared/content/pages/location-page.ts";
import type { CtaOption, LocationContent } from "@shared/content/types.ts";
import { CheckList } from "~/components/sections/CheckList.tsx";
import { CityPageJsonLd, CityServiceCards } from "~/components/sections/CityPageParts.tsx";
import { CtaBanner } from "~/components/sections/CtaBanner.tsx";
import { FaqQuestions } from "~/components/sections/FaqQuestions.tsx";
import { LocationCoverage } from "~/components/sections/LocationCoverage.tsx";
import type { LocationTabLabels } from "~/components/sections/LocationDetailTabs.tsx";
import { LocationHero } from "~/components/sections/LocationHero.tsx";
import { LocationSidebar } from "~/components/sections/LocationSidebar.tsx";
import { RecentProjectCards } from "~/components/sections/RecentProjectCards.tsx";
import { TestimonialCard } from "~/components/sections/TestimonialCard.tsx";
import { TrustBadges } from "~/components/sections/TrustBadges.tsx";
import { ContentHtml } from "~/components/ui/ContentHtml.tsx";
import { useRootData } from "~/lib/root-data.ts";

const panelHeading = "text-2xl font-bold text-concrete-900 sm:text-3xl";

/** The names the tabs show (the tabs themselves are React, on the client). */
export function tabLabels(city: string): LocationTabLabels {
  return { list: copy.tabListLabel(city), ...copy.tabs };
}

/** The structured data and the hero with the trust badges. */
export function TabbedHero({ location }: { location: LocationContent }) {
  const { site } = useRootData();
  return (
    <>
      {/* The spec's second structured-data reading of the hours belongs to these pages. */}
      <CityPageJsonLd
        location={location}
        locationsCrumb={headings.breadcrumbLocations}
        openingHours={site.hours.cityPageOpeningHours}
      />
      <LocationHero location={location}>
        <TrustBadges badges={copy.trustBadges(site)} tone="dark" />
      </LocationHero>
    </>
  );
}

/** The Services tab: the city's own story (built-in or the CMS's body), its services and why choose us. */
export function TabbedServicesPanel({ location }: { location: LocationContent }) {
  const city = location.name;
  return (
    <>
      <ContentHtml html={location.content} />
      <div>
        <h2 className={panelHeading}>{headings.servicesHeading(city)}</h2>
        <CityServiceCards
          services={location.services}
          linkLabel={headings.servicesLinkText}
          className="mt-6"
        />
      </div>
      {location.whyChooseUs.length ? (
        <div>
          <h2 className={panelHeading}>{headings.whyHeading(city)}</h2>
          <CheckList items={location.whyChooseUs} className="mt-6" />
        </div>
      ) : null}
    </>
  );
}

export function TabbedProjectsPanel({ location }: { location: LocationContent }) {
  return (
    <>
      <h2 className={panelHeading}>{headings.projectsHeading(location.name)}</h2>
      <RecentProjectCards projects={location.recentProjects} className="mt-6" />
    </>
  );
}

export function TabbedTestimonialsPanel({ location }: { location: LocationContent }) {
  return (
    <>
      <h2 className={panelHeading}>{headings.testimonialsHeading(location.name)}</h2>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        {location.testimonials.map((t) => (
          <TestimonialCard key={t.id} testimonial={t} />
        ))}
      </div>
    </>
  );
}

/** The FAQ tab: the city's questions, one answer open at a time. */
export function TabbedFaqPanel({ location }: { location: LocationContent }) {
  return (
    <>
      <h2 className={panelHeading}>{headings.faqHeading(location.name)}</h2>
      <FaqQuestions items={location.faqs} className="mt-6" />
    </>
  );
}

export function TabbedCoverage({ location }: { location: LocationContent }) {
  return <LocationCoverage location={location} />;
}

export function TabbedSidebar({ location }: { location: LocationContent }) {
  return <LocationSidebar city={location.name} nearby={location.nearbyLocations} />;
}

/** The closing banner. */
export function TabbedCta({ cta }: { cta: CtaOption | null }) {
  return <CtaBanner cta={cta} />;
}
