import { images } from "@shared/content/images.ts";
import { servicePageCopy } from "@shared/content/pages/service-page.ts";
import {
  SIDEWALKS_PATH,
  sidewalksAreas,
  sidewalksCommercial,
  sidewalksCosts,
  sidewalksDesign,
  sidewalksFaq,
  sidewalksFinalCta,
  sidewalksHero,
  sidewalksIntro,
  sidewalksIssues,
  sidewalksProcess,
  sidewalksSeo,
  sidewalksServices,
  sidewalksWhyChoose,
} from "@shared/content/pages/sidewalks.ts";
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
import { cardsWithIcons, type DedicatedServiceRecord, withStepCount } from "~/lib/dedicated-service.ts";
import { servicePageGraph } from "~/lib/json-ld.ts";
import { useRootData } from "~/lib/root-data.ts";

/**
 * The whole sidewalks page, in the order a visitor sees it: nothing on it needs JavaScript. What an
 * editor wrote for the service in the CMS (hero, body, price, steps, benefits, towns, questions) takes the
 * place of the page's own copy.
 */
export function SidewalksSections({ record }: { record: DedicatedServiceRecord }) {
  const { site, siteUrl } = useRootData();
  const cities = namedTowns(record.towns, sidewalksAreas.towns);
  const steps = record.cmsProcess ?? sidewalksProcess.steps;
  // The CMS's price is the headline one, a new sidewalk's; repairs and city notices keep the page's.
  const costs = sidewalksCosts
    .items(site)
    .map((item, i) => (i === 0 && record.cmsPrice ? { ...item, price: record.cmsPrice } : item));
  return (
    <>
      <JsonLd
        data={servicePageGraph({
          site,
          siteUrl,
          path: SIDEWALKS_PATH,
          name: sidewalksHero.title,
          crumb: sidewalksHero.eyebrow,
          description: sidewalksSeo.description(site),
          serviceType: "Concrete sidewalk installation and repair",
          areas: cities.map((city) => city.name),
          priceRange: costs[0].price,
          faqs: record.cmsFaqs ?? sidewalksFaq.items(site),
          servicesCrumb: servicePageCopy.breadcrumbServices,
        })}
      />
      <DedicatedServiceHero
        headingId="sidewalks-hero-heading"
        copy={sidewalksHero}
        image={images.sidewalk}
        override={record.hero}
      />
      {record.cmsContent ? (
        <CmsContentSection html={record.cmsContent} />
      ) : (
        <IntroSection
          headingId="sidewalks-intro-heading"
          title={sidewalksIntro.title}
          paragraphs={sidewalksIntro.paragraphs}
        />
      )}
      <FeatureCardsSection
        headingId="sidewalks-services-heading"
        title={sidewalksServices.title}
        intro={sidewalksServices.intro}
        cards={sidewalksServices.services}
        tone="muted"
      />
      <CommonIssues />
      <DesignOptions />
      <Costs items={costs} note={record.cmsPriceNote ?? sidewalksCosts.note} />
      <ProcessSection
        headingId="sidewalks-process-heading"
        title={withStepCount(sidewalksProcess.title, steps.length)}
        intro={withStepCount(sidewalksProcess.intro(site), steps.length)}
        steps={steps}
        tone="muted"
      />
      <FeatureCardsSection
        headingId="sidewalks-why-heading"
        title={sidewalksWhyChoose.title}
        cards={cardsWithIcons(record.cmsBenefits, sidewalksWhyChoose.reasons(site))}
      />
      <CommercialWork />
      <ServiceAreasSection headingId="sidewalks-areas-heading" {...sidewalksAreas} cities={cities} />
      <FaqSection
        headingId="sidewalks-faq-heading"
        title={sidewalksFaq.title}
        items={record.cmsFaqs ?? sidewalksFaq.items(site)}
        tone="muted"
      >
        <Link to={sidewalksFaq.moreHref} className="font-semibold text-brand-700 underline">
          {sidewalksFaq.moreLabel}
        </Link>
      </FaqSection>
      <QuoteCallBand headingId="sidewalks-cta-heading" {...sidewalksFinalCta} />
    </>
  );
}

/** Titled short items in a grid of plain cards: the problems we fix, the design choices. */
function TitledItems({ items }: { items: { title: string; description: string }[] }) {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border border-concrete-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-concrete-900">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-concrete-700">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

function CommonIssues() {
  return (
    <Section labelledBy="sidewalks-issues-heading">
      <SectionHeading
        id="sidewalks-issues-heading"
        title={sidewalksIssues.title}
        description={sidewalksIssues.intro}
      />
      <TitledItems items={sidewalksIssues.issues} />
    </Section>
  );
}

function DesignOptions() {
  return (
    <Section labelledBy="sidewalks-design-heading" tone="muted">
      <SectionHeading
        id="sidewalks-design-heading"
        title={sidewalksDesign.title}
        description={sidewalksDesign.intro}
      />
      <TitledItems items={sidewalksDesign.options} />
    </Section>
  );
}

function Costs({ items, note }: { items: { label: string; price: string }[]; note: string }) {
  return (
    <Section labelledBy="sidewalks-costs-heading">
      <SectionHeading
        id="sidewalks-costs-heading"
        title={sidewalksCosts.title}
        description={sidewalksCosts.intro}
      />
      <dl className="mt-12 grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <div
            key={item.label}
            className="rounded-xl border border-concrete-200 bg-white p-6 text-center shadow-sm"
          >
            <dt className="font-semibold text-concrete-900">{item.label}</dt>
            <dd className="mt-2 text-3xl font-extrabold text-brand-700">{item.price}</dd>
          </div>
        ))}
      </dl>
      <p className="mx-auto mt-8 max-w-3xl text-center text-concrete-700">{note}</p>
      <CompactEstimate service="sidewalks" className="mx-auto mt-10 max-w-xl" />
      <div className="mt-8 text-center">
        <ButtonLink to="/quote" variant="secondary">
          {sidewalksCosts.quoteLink}
        </ButtonLink>
      </div>
    </Section>
  );
}

function CommercialWork() {
  return (
    <Section labelledBy="sidewalks-commercial-heading" tone="muted">
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id="sidewalks-commercial-heading" title={sidewalksCommercial.title} align="left" />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-concrete-700">
            {sidewalksCommercial.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="rounded-xl border border-concrete-200 bg-white p-6 shadow-sm sm:p-8">
          <CheckList items={sidewalksCommercial.examples} />
          <ButtonLink to={sidewalksCommercial.linkHref} variant="outlineDark" className="mt-8">
            {sidewalksCommercial.linkLabel}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
