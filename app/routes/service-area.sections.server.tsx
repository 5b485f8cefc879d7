import {
  servedCounties,
  serviceAreaContact,
  serviceAreaHero,
  serviceAreaMapSection,
  serviceAreaRadius,
  serviceAreaSeo,
} from "@shared/content/pages/service-area.ts";
import { linkTowns, mapCities, servedTowns } from "@shared/content/service-area.ts";
import { Link } from "react-router";
import { PageHero } from "~/components/sections/PageHero.tsx";
import { Section } from "~/components/sections/Section.tsx";
import { SectionHeading } from "~/components/sections/SectionHeading.tsx";
import { ServiceAreaGrid } from "~/components/sections/ServiceAreaGrid.tsx";
import { ServiceAreaMap } from "~/components/sections/ServiceAreaMap.tsx";
import { JsonLd } from "~/components/seo/JsonLd.tsx";
import { breadcrumbs, localBusiness, webPage } from "~/lib/json-ld.ts";
import { useRootData, useSite } from "~/lib/root-data.ts";

const path = "/service-area";

/** The whole service-area page, map included: its city links are plain SVG links, and nothing needs JavaScript. */
export function ServiceAreaSections({ slugsWithPages }: { slugsWithPages: ReadonlySet<string> }) {
  const { site, siteUrl } = useRootData();
  return (
    <>
      <JsonLd
        data={[
          localBusiness(site, siteUrl),
          webPage({ siteUrl, path, name: serviceAreaSeo.title, description: serviceAreaSeo.description }),
          breadcrumbs(siteUrl, [
            { name: "Home", path: "/" },
            { name: serviceAreaHero.eyebrow, path },
          ]),
        ]}
      />
      <PageHero
        headingId="service-area-hero-heading"
        eyebrow={serviceAreaHero.eyebrow}
        title={serviceAreaHero.title}
        subtitle={serviceAreaHero.subtitle(site)}
      />
      <Section labelledBy="service-area-map-heading">
        <SectionHeading
          id="service-area-map-heading"
          title={serviceAreaMapSection.title}
          description={serviceAreaMapSection.intro}
        />
        <ServiceAreaMap cities={mapCities} linked={slugsWithPages} className="mx-auto mt-12 max-w-5xl" />
      </Section>
      <Counties slugsWithPages={slugsWithPages} />
      <RadiusAndContact />
    </>
  );
}

function Counties({ slugsWithPages }: { slugsWithPages: ReadonlySet<string> }) {
  return (
    <Section labelledBy="service-area-counties-heading" tone="muted">
      <SectionHeading
        id="service-area-counties-heading"
        title={servedCounties.title}
        description={servedCounties.intro}
      />
      <div className="mt-12 grid gap-6 lg:grid-cols-3">
        {servedCounties.counties.map(({ county, seat, text }) => (
          <section
            key={county}
            aria-labelledby={`county-${county}`}
            className="rounded-xl border border-concrete-200 bg-white p-6 shadow-sm"
          >
            <h3 id={`county-${county}`} className="text-xl font-semibold text-concrete-900">
              {servedCounties.heading(county)}
            </h3>
            <p className="text-sm font-medium text-concrete-700">{servedCounties.seat(seat)}</p>
            <p className="mt-3 leading-relaxed text-concrete-700">{text}</p>
            <h4 className="mt-6 text-sm font-semibold uppercase tracking-wider text-concrete-700">
              {servedCounties.townsLabel}
            </h4>
            <ServiceAreaGrid
              cities={linkTowns(
                servedTowns.filter((town) => town.county === county),
                slugsWithPages,
              )}
              variant="buttons"
              className="mt-3"
            />
          </section>
        ))}
      </div>
    </Section>
  );
}

function RadiusAndContact() {
  const site = useSite();
  return (
    <Section labelledBy="service-area-radius-heading">
      <SectionHeading
        id="service-area-radius-heading"
        title={serviceAreaRadius.title(site.radiusMiles, site.serviceCenter)}
        description={serviceAreaRadius.text(site.radiusMiles, site.serviceCenter)}
      />
      <p className="mt-8 text-center text-lg">
        <Link
          to="/contact"
          prefetch="intent"
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {serviceAreaContact.note}
        </Link>
      </p>
    </Section>
  );
}
