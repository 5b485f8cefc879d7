import { images } from "@shared/content/images.ts";
import {
  DRIVEWAYS_CANONICAL_PATH,
  DRIVEWAYS_REVEAL_ORDER,
  drivewaysAreas,
  drivewaysCost,
  drivewaysFaq,
  drivewaysFinalCta,
  drivewaysHero,
  drivewaysLoadingText,
  drivewaysProcess,
  drivewaysSeo,
  drivewaysServices,
  drivewaysTrust,
  drivewaysWhyChoose,
} from "@shared/content/pages/driveways.ts";
import { namedTowns } from "@shared/content/site-lists.ts";
import type { IconName, ImageRef } from "@shared/content/types.ts";
import { CompactEstimate } from "~/components/estimate/CompactEstimate.tsx";
import { ButtonLink } from "~/components/sections/ButtonLink.tsx";
import { CheckList } from "~/components/sections/CheckList.tsx";
import { CmsContentSection } from "~/components/sections/CmsContentSection.tsx";
import { FaqSection } from "~/components/sections/FaqSection.tsx";
import { FeatureCard } from "~/components/sections/FeatureCard.tsx";
import { LoadingIndicator } from "~/components/sections/LoadingIndicator.tsx";
import { PageHero } from "~/components/sections/PageHero.tsx";
import { ProcessSection } from "~/components/sections/ProcessSection.tsx";
import { QuoteCallBand } from "~/components/sections/QuoteCallBand.tsx";
import { Section } from "~/components/sections/Section.tsx";
import { SectionHeading } from "~/components/sections/SectionHeading.tsx";
import { ServiceAreasSection } from "~/components/sections/ServiceAreasSection.tsx";
import { revealStyle, TimedReveal } from "~/components/sections/TimedReveal.tsx";
import { JsonLd } from "~/components/seo/JsonLd.tsx";
import { ImageWithFallback } from "~/components/ui/ImageWithFallback.tsx";
import { cardsWithIcons, type DedicatedServiceRecord, withStepCount } from "~/lib/dedicated-service.ts";
import { faqPage, service, webPage } from "~/lib/json-ld.ts";
import { revealSchedule, staggerDelay } from "~/lib/reveal.ts";
import { useRootData } from "~/lib/root-data.ts";

/** When each of the first four sections shows: after the loading indicator, one every 300 ms. */
const revealAt = revealSchedule(DRIVEWAYS_REVEAL_ORDER);

/**
 * The whole driveways page: its reveals run on CSS alone, so nothing on it needs JavaScript. What an
 * editor wrote for the service in the CMS (hero, benefits, steps, body, price, questions, towns) takes the
 * place of the page's own copy; the page has no questions of its own, so they show only from the CMS.
 */
export function DrivewaysSections({ record }: { record: DedicatedServiceRecord }) {
  const photo = record.hero.image ?? images.driveway;
  const { site, siteUrl } = useRootData();
  const cities = namedTowns(record.towns, drivewaysAreas.towns);
  const steps = record.cmsProcess ?? drivewaysProcess.steps;
  return (
    <>
      <JsonLd
        data={[
          webPage({
            siteUrl,
            path: DRIVEWAYS_CANONICAL_PATH,
            name: drivewaysSeo.title,
            description: drivewaysSeo.description(site),
          }),
          service({
            site,
            siteUrl,
            path: DRIVEWAYS_CANONICAL_PATH,
            name: drivewaysHero.eyebrow,
            description: drivewaysSeo.description(site),
            serviceType: "Concrete driveway installation and replacement",
            areas: cities.map((city) => city.name),
            priceRange: record.cmsPrice ?? drivewaysCost.price(site) ?? undefined,
          }),
          ...(record.cmsFaqs ? [faqPage(record.cmsFaqs, { siteUrl, path: DRIVEWAYS_CANONICAL_PATH })] : []),
        ]}
      />
      <TimedReveal at={revealAt.hero} cover={<LoadingCover photo={photo} />} coverClassName="">
        <PageHero
          headingId="driveways-hero-heading"
          eyebrow={drivewaysHero.eyebrow}
          title={record.hero.title ?? drivewaysHero.title}
          subtitle={record.hero.subtitle ?? drivewaysHero.subtitle}
          image={photo}
          actions={[drivewaysHero.action]}
        />
      </TimedReveal>
      <TimedReveal at={revealAt.whyChoose}>
        <WhyChoose benefits={cardsWithIcons(record.cmsBenefits, drivewaysWhyChoose.benefits)} />
      </TimedReveal>
      <TimedReveal at={revealAt.services}>
        <DrivewayServices />
      </TimedReveal>
      <TimedReveal at={revealAt.process}>
        <ProcessSection
          headingId="driveways-process-heading"
          title={withStepCount(drivewaysProcess.title, steps.length)}
          intro={withStepCount(drivewaysProcess.intro(site), steps.length)}
          steps={steps}
        />
      </TimedReveal>
      {/* After the revealed sections, so nothing shows before the hero does. */}
      {record.cmsContent ? <CmsContentSection html={record.cmsContent} /> : null}
      <Cost
        price={record.cmsPrice ?? drivewaysCost.price(site)}
        note={record.cmsPriceNote ?? drivewaysCost.priceNote}
      />
      <ServiceAreasSection headingId="driveways-areas-heading" {...drivewaysAreas} cities={cities} />
      <Trust />
      {record.cmsFaqs ? (
        <FaqSection headingId="driveways-faq-heading" title={drivewaysFaq.title} items={record.cmsFaqs} />
      ) : null}
      <QuoteCallBand headingId="driveways-cta-heading" {...drivewaysFinalCta} />
    </>
  );
}

/**
 * Over the hero until it shows: the page's loading indicator on the hero's own photo, faded. The
 * photo fills the hero's box from the first paint, so what a visitor sees first is already the
 * page's largest paint; when the hero appears its photo is the same picture in the same box.
 */
function LoadingCover({ photo }: { photo: ImageRef }) {
  return (
    <div className="relative isolate h-full overflow-hidden">
      <ImageWithFallback
        image={photo}
        priority
        decorative
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-white/85" />
      <LoadingIndicator text={drivewaysLoadingText} className="absolute inset-0" />
    </div>
  );
}

/** The benefits of a concrete driveway: the page's four, with their icons, or the CMS's. */
function WhyChoose({
  benefits,
}: {
  benefits: readonly { title: string; description: string; icon?: IconName }[];
}) {
  return (
    <Section labelledBy="driveways-why-heading">
      <SectionHeading
        id="driveways-why-heading"
        title={drivewaysWhyChoose.title}
        description={drivewaysWhyChoose.intro}
      />
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => (
          <FeatureCard key={benefit.title} {...benefit} />
        ))}
      </div>
    </Section>
  );
}

function DrivewayServices() {
  return (
    <Section labelledBy="driveways-services-heading" tone="muted">
      <SectionHeading
        id="driveways-services-heading"
        title={drivewaysServices.title}
        description={drivewaysServices.intro}
      />
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {drivewaysServices.services.map((item, i) => (
          // Cards follow one another by 0, 150 and 300 ms once the section shows.
          <div
            key={item.title}
            className="reveal-content"
            style={revealStyle(revealAt.services + staggerDelay(i))}
          >
            <FeatureCard {...item} className="h-full" />
          </div>
        ))}
      </div>
    </Section>
  );
}

function Cost({ price, note }: { price: string | null; note: string }) {
  return (
    <Section labelledBy="driveways-cost-heading" tone="muted">
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id="driveways-cost-heading" title={drivewaysCost.title} align="left" />
          {/* A price the business did not give is not stated (docs/decisions, "unpriced items"). */}
          {price ? (
            <p className="mt-6 text-lg text-concrete-700">
              {drivewaysCost.intro}{" "}
              <strong className="text-3xl font-extrabold text-brand-700">{price}</strong> {note}
            </p>
          ) : null}
          <h3 className="mt-8 text-xl font-semibold text-concrete-900">{drivewaysCost.thicknessTitle}</h3>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            {drivewaysCost.thickness.map((option) => (
              <div key={option.label} className="rounded-xl border border-concrete-200 bg-white p-5">
                <dt className="text-2xl font-bold text-brand-700">{option.label}</dt>
                <dd className="mt-1 text-concrete-700">{option.description}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex flex-col gap-6">
          <div className="rounded-xl border border-concrete-200 bg-white p-6 shadow-sm sm:p-8">
            <h3 className="text-xl font-semibold text-concrete-900">{drivewaysCost.factorsTitle}</h3>
            <CheckList items={drivewaysCost.factors} className="mt-6" />
            <ButtonLink to="/quote" variant="secondary" className="mt-8">
              {drivewaysCost.quoteLink}
            </ButtonLink>
          </div>
          <CompactEstimate service="driveways" />
        </div>
      </div>
    </Section>
  );
}

function Trust() {
  const { site } = useRootData();
  return (
    <Section labelledBy="driveways-trust-heading" tone="muted">
      <SectionHeading id="driveways-trust-heading" title={drivewaysTrust.title} />
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {drivewaysTrust.reasons(site).map((reason) => (
          <FeatureCard key={reason.title} {...reason} />
        ))}
      </div>
    </Section>
  );
}
