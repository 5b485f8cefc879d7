import {
  additionalAreas,
  locationCards,
  locationsHero,
  locationsMap,
  locationsPhonePrompt,
  locationsSeo,
  locationsTrustBadges,
} from "@shared/content/pages/locations.ts";
import { linkTowns, mapCities, townBySlug } from "@shared/content/service-area.ts";
import { phoneHref } from "@shared/content/site.ts";
import { Phone } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/sections/ButtonLink.tsx";
import { PageHero } from "~/components/sections/PageHero.tsx";
import { Section } from "~/components/sections/Section.tsx";
import { SectionHeading } from "~/components/sections/SectionHeading.tsx";
import { ServiceAreaGrid } from "~/components/sections/ServiceAreaGrid.tsx";
import { ServiceAreaMap } from "~/components/sections/ServiceAreaMap.tsx";
import { ServiceCard } from "~/components/sections/ServiceCard.tsx";
import { TrustBadges } from "~/components/sections/TrustBadges.tsx";
import { JsonLd } from "~/components/seo/JsonLd.tsx";
import { breadcrumbs, localBusiness, webPage } from "~/lib/json-ld.ts";
import { cardGrid } from "~/lib/pictures.tsx";
import { useRootData, useSite } from "~/lib/root-data.ts";

const path = "/locations";

/** The whole locations page, map included: its city links are plain SVG links, and nothing needs JavaScript. */
export function LocationsSections({ slugsWithPages }: { slugsWithPages: ReadonlySet<string> }) {
  const { site, siteUrl } = useRootData();
  return (
    <>
      <JsonLd
        data={[
          localBusiness(site, siteUrl),
          webPage({ siteUrl, path, name: locationsSeo.title, description: locationsSeo.description }),
          breadcrumbs(siteUrl, [
            { name: "Home", path: "/" },
            { name: locationsSeo.breadcrumb, path },
          ]),
        ]}
      />
      <PageHero
        headingId="locations-hero-heading"
        eyebrow={locationsHero.eyebrow}
        title={locationsHero.title}
        subtitle={locationsHero.subtitle}
        image={locationsHero.image}
        actions={locationsHero.actions}
      />
      <LocationCards slugsWithPages={slugsWithPages} />
      <AdditionalAreas slugsWithPages={slugsWithPages} />
      <MapSection slugsWithPages={slugsWithPages} />
      <PhonePrompt />
    </>
  );
}

function LocationCards({ slugsWithPages }: { slugsWithPages: ReadonlySet<string> }) {
  const site = useSite();
  const grid = cardGrid({ md: 3 });
  return (
    <Section labelledBy="locations-cards-heading">
      <SectionHeading
        id="locations-cards-heading"
        title={locationCards.title}
        description={locationCards.intro}
      />
      <div className={`mt-12 ${grid.className}`}>
        {locationCards.cards
          .filter((card) => slugsWithPages.has(card.slug))
          .map((card) => (
            <ServiceCard
              sizes={grid.sizes}
              key={card.slug}
              title={card.name}
              description={card.summary}
              href={`/locations/${card.slug}`}
              image={card.image}
              linkLabel={locationCards.linkLabel}
            />
          ))}
      </div>
      <TrustBadges badges={locationsTrustBadges(site)} className="mt-12 justify-center" />
    </Section>
  );
}

function AdditionalAreas({ slugsWithPages }: { slugsWithPages: ReadonlySet<string> }) {
  const site = useSite();
  return (
    <Section labelledBy="locations-areas-heading" tone="muted">
      <SectionHeading
        id="locations-areas-heading"
        title={additionalAreas.title}
        description={additionalAreas.intro(site)}
      />
      <ServiceAreaGrid
        cities={linkTowns(additionalAreas.towns.map(townBySlug), slugsWithPages)}
        className="mt-12"
      />
    </Section>
  );
}

function MapSection({ slugsWithPages }: { slugsWithPages: ReadonlySet<string> }) {
  return (
    <Section labelledBy="locations-map-heading">
      <SectionHeading
        id="locations-map-heading"
        title={locationsMap.title}
        description={locationsMap.intro}
      />
      <div className="mt-12 grid items-start gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ServiceAreaMap cities={mapCities} linked={slugsWithPages} />
        <nav aria-labelledby="locations-map-list-heading">
          <h3 id="locations-map-list-heading" className="text-xl font-semibold text-concrete-900">
            {locationsMap.listTitle}
          </h3>
          <ServiceAreaGrid cities={linkTowns(mapCities, slugsWithPages)} variant="buttons" className="mt-4" />
          <p className="mt-6">
            <Link
              to="/service-area"
              prefetch="intent"
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {locationsMap.fullMapLink}
            </Link>
          </p>
        </nav>
      </div>
    </Section>
  );
}

function PhonePrompt() {
  const site = useSite();
  return (
    <Section labelledBy="locations-phone-heading" tone="brand">
      <SectionHeading
        id="locations-phone-heading"
        title={locationsPhonePrompt.title}
        description={locationsPhonePrompt.text(site)}
        tone="dark"
      />
      <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
        <ButtonLink to={phoneHref(site.phone)}>
          <Phone aria-hidden="true" className="size-5" />
          {locationsPhonePrompt.call} {site.phone}
        </ButtonLink>
        <ButtonLink to="/quote" variant="outlineLight">
          {locationsPhonePrompt.quote}
        </ButtonLink>
      </div>
    </Section>
  );
}
