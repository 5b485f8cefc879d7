import { images } from "@shared/content/images.ts";
import {
  PATIOS_PATH,
  patiosAreas,
  patiosDesignOptions,
  patiosFaq,
  patiosFinalCta,
  patiosGallery,
  patiosHero,
  patiosIntro,
  patiosPricing,
  patiosProcess,
  patiosReasons,
  patiosSeo,
  patiosServices,
  patiosWhyConcrete,
} from "@shared/content/pages/patios.ts";
import { servicePageCopy } from "@shared/content/pages/service-page.ts";
import { namedTowns } from "@shared/content/site-lists.ts";
import { Link } from "react-router";
import { CompactEstimate } from "~/components/estimate/CompactEstimate.tsx";
import { ButtonLink } from "~/components/sections/ButtonLink.tsx";
import { CheckList } from "~/components/sections/CheckList.tsx";
import { CmsContentSection } from "~/components/sections/CmsContentSection.tsx";
import { DedicatedServiceHero } from "~/components/sections/DedicatedServiceHero.tsx";
import { FaqSection } from "~/components/sections/FaqSection.tsx";
import { FeatureCardsSection } from "~/components/sections/FeatureCardsSection.tsx";
import { IntroSection } from "~/components/sections/IntroSection.tsx";
import { ProcessSection } from "~/components/sections/ProcessSection.tsx";
import { QuoteCallBand } from "~/components/sections/QuoteCallBand.tsx";
import { Section } from "~/components/sections/Section.tsx";
import { SectionHeading } from "~/components/sections/SectionHeading.tsx";
import { ServiceAreasSection } from "~/components/sections/ServiceAreasSection.tsx";
import { JsonLd } from "~/components/seo/JsonLd.tsx";
import { ImageWithFallback } from "~/components/ui/ImageWithFallback.tsx";
import { cardsWithIcons, type DedicatedServiceRecord, withStepCount } from "~/lib/dedicated-service.ts";
import { servicePageGraph } from "~/lib/json-ld.ts";
import { useRootData } from "~/lib/root-data.ts";

/**
 * The whole patios page, in the order a visitor sees it: nothing on it needs JavaScript. What an editor
 * wrote for the service in the CMS (hero, body, benefits, price, steps, towns, questions) takes the place of
 * the page's own copy.
 */
export function PatiosSections({ record }: { record: DedicatedServiceRecord }) {
  const { site, siteUrl } = useRootData();
  const cities = namedTowns(record.towns, patiosAreas.towns);
  const steps = record.cmsProcess ?? patiosProcess.steps;
  const price = record.cmsPrice ?? patiosPricing.price(site);
  return (
    <>
      <JsonLd
        data={servicePageGraph({
          site,
          siteUrl,
          path: PATIOS_PATH,
          name: patiosHero.eyebrow,
          description: patiosSeo.description(site),
          serviceType: "Concrete patio design and installation",
          areas: cities.map((city) => city.name),
          priceRange: price ?? undefined,
          faqs: record.cmsFaqs ?? patiosFaq.items(site),
          servicesCrumb: servicePageCopy.breadcrumbServices,
        })}
      />
      <DedicatedServiceHero
        headingId="patios-hero-heading"
        copy={patiosHero}
        image={images.patio}
        override={record.hero}
      />
      {record.cmsContent ? (
        <CmsContentSection html={record.cmsContent} />
      ) : (
        <IntroSection
          headingId="patios-intro-heading"
          title={patiosIntro.title}
          paragraphs={patiosIntro.paragraphs}
        />
      )}
      <FeatureCardsSection
        headingId="patios-why-heading"
        title={patiosWhyConcrete.title}
        intro={patiosWhyConcrete.intro}
        cards={cardsWithIcons(record.cmsBenefits, patiosWhyConcrete.reasons)}
        columns={4}
        tone="muted"
      />
      <FeatureCardsSection
        headingId="patios-services-heading"
        title={patiosServices.title}
        intro={patiosServices.intro}
        cards={patiosServices.services}
        columns={4}
      />
      <DesignOptions />
      <Pricing price={price} note={record.cmsPriceNote ?? patiosPricing.priceNote} />
      <ProcessSection
        headingId="patios-process-heading"
        title={withStepCount(patiosProcess.title, steps.length)}
        intro={withStepCount(patiosProcess.intro(site), steps.length)}
        steps={steps}
        tone="muted"
      />
      <FeatureCardsSection
        headingId="patios-reasons-heading"
        title={patiosReasons.title}
        cards={patiosReasons.reasons(site)}
      />
      {/* The teasers link the demo's albums: a business of its own has its albums on /gallery. */}
      {site.claims.demo ? <Gallery /> : null}
      <ServiceAreasSection headingId="patios-areas-heading" {...patiosAreas} cities={cities} />
      <FaqSection
        headingId="patios-faq-heading"
        title={patiosFaq.title}
        items={record.cmsFaqs ?? patiosFaq.items(site)}
        tone="muted"
      />
      <QuoteCallBand headingId="patios-cta-heading" {...patiosFinalCta} />
    </>
  );
}

function DesignOptions() {
  return (
    <Section labelledBy="patios-design-heading" tone="muted">
      <SectionHeading
        id="patios-design-heading"
        title={patiosDesignOptions.title}
        description={patiosDesignOptions.intro}
      />
      <div className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {patiosDesignOptions.groups.map((group) => (
          <div key={group.title} className="rounded-xl border border-concrete-200 bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold text-concrete-900">{group.title}</h3>
            <p className="mt-2 text-concrete-700">{group.description}</p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {group.values.map((value) => (
                <li
                  key={value}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 first-letter:uppercase"
                >
                  {value}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}

/** The patio price (the page's or the CMS's) and what it covers; the stamped price stays the page's. */
function Pricing({ price, note }: { price: string | null; note: string }) {
  const { site } = useRootData();
  const stampedPrice = patiosPricing.stampedPrice(site);
  return (
    <Section labelledBy="patios-pricing-heading">
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id="patios-pricing-heading" title={patiosPricing.title} align="left" />
          {/* A price the business did not give is not stated (docs/decisions, "unpriced items"). */}
          {price ? (
            <p className="mt-6 text-lg text-concrete-700">
              {patiosPricing.intro}{" "}
              <strong className="text-3xl font-extrabold text-brand-700">{price}</strong> {note}
            </p>
          ) : null}
          {stampedPrice ? (
            <div className="mt-8 rounded-xl border border-concrete-200 bg-concrete-50 p-6">
              <h3 className="text-xl font-semibold text-concrete-900">{patiosPricing.stampedTitle}</h3>
              <p className="mt-2 text-2xl font-bold text-brand-700">{stampedPrice}</p>
              <p className="mt-2 text-concrete-700">{patiosPricing.stampedNote(site)}</p>
            </div>
          ) : null}
        </div>
        <div className="flex flex-col gap-6">
          <div className="rounded-xl border border-concrete-200 bg-white p-6 shadow-sm sm:p-8">
            <h3 className="text-xl font-semibold text-concrete-900">{patiosPricing.factorsTitle}</h3>
            <CheckList items={patiosPricing.factors} className="mt-6" />
            <ButtonLink to="/quote" variant="secondary" className="mt-8">
              {patiosPricing.quoteLink}
            </ButtonLink>
          </div>
          <CompactEstimate service="patios" />
        </div>
      </div>
    </Section>
  );
}

function Gallery() {
  return (
    <Section labelledBy="patios-gallery-heading" tone="muted">
      <SectionHeading
        id="patios-gallery-heading"
        title={patiosGallery.title}
        description={patiosGallery.intro}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {patiosGallery.albums.map((album) => (
          <li
            key={album.href}
            className="relative overflow-hidden rounded-xl border border-concrete-200 bg-white shadow-sm"
          >
            <ImageWithFallback
              image={album.image}
              className="aspect-3/2 w-full object-cover"
              sizes="(min-width: 768px) 33vw, 100vw"
            />
            <div className="p-6">
              <h3 className="text-xl font-semibold text-concrete-900">
                {/* The whole card is the link's target; the name stays the link's text. */}
                <Link to={album.href} className="after:absolute after:inset-0 hover:text-brand-700">
                  {album.title}
                </Link>
              </h3>
              <p className="mt-2 text-concrete-700">{album.description}</p>
              <p aria-hidden="true" className="mt-4 font-semibold text-brand-700">
                {patiosGallery.linkLabel} →
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
