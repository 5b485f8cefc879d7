import { images } from "@shared/content/images.ts";
import {
  COMMERCIAL_PATH,
  type CommercialWork,
  commercialBenefits,
  commercialFaq,
  commercialFinalCta,
  commercialHero,
  commercialPhasing,
  commercialPrice,
  commercialSeo,
  commercialWinter,
  commercialWork,
} from "@shared/content/pages/commercial.ts";
import { Thermometer } from "lucide-react";
import { CmsContentSection } from "~/components/sections/CmsContentSection.tsx";
import { FeatureCard } from "~/components/sections/FeatureCard.tsx";
import { IconHeading } from "~/components/sections/IconHeading.tsx";
import { ProcessSteps } from "~/components/sections/ProcessSteps.tsx";
import { RecordOnlyBands } from "~/components/sections/RecordOnlyBands.tsx";
import { Section } from "~/components/sections/Section.tsx";
import { SectionHeading } from "~/components/sections/SectionHeading.tsx";
import { ServicePageFrame } from "~/components/sections/ServicePageFrame.tsx";
import type { DedicatedServiceRecord } from "~/lib/dedicated-service.ts";
import { useSite } from "~/lib/root-data.ts";

/**
 * The whole commercial page, in the order a visitor sees it: nothing on it needs JavaScript. The hero
 * and the questions are the service record's; an editor's body opens the page; the steps an editor wrote in the CMS replace the phasing
 * steps, and the benefits and price, which the page has none of, show in bands of their own.
 */
export function CommercialSections({ record }: { record: DedicatedServiceRecord }) {
  const site = useSite();
  return (
    <ServicePageFrame
      path={COMMERCIAL_PATH}
      record={record}
      seo={commercialSeo}
      priceRange={record.cmsPrice}
      hero={{ eyebrow: commercialHero.eyebrow, image: images.commercial, actions: commercialHero.actions }}
      faq={{ title: commercialFaq.title, items: record.faqs, tone: "muted" }}
      cta={{ ...commercialFinalCta, description: commercialFinalCta.description(site) }}
    >
      {record.cmsContent ? <CmsContentSection html={record.cmsContent} tone="muted" /> : null}
      <Work />
      <Phasing steps={record.cmsProcess ?? commercialPhasing.steps} />
      <Winter />
      <RecordOnlyBands
        record={record}
        page="commercial"
        benefits={commercialBenefits}
        price={commercialPrice}
      />
    </ServicePageFrame>
  );
}

function Work() {
  const site = useSite();
  return (
    <Section labelledBy="commercial-work-heading">
      <SectionHeading
        id="commercial-work-heading"
        title={commercialWork.title}
        description={commercialWork.intro}
      />
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        {commercialWork.items(site).map((work) => (
          <WorkCard key={work.title} work={work} />
        ))}
      </div>
    </Section>
  );
}

function WorkCard({ work }: { work: CommercialWork }) {
  return (
    <article className="rounded-xl border border-concrete-200 bg-white p-6 shadow-sm sm:p-8">
      <IconHeading icon={work.icon} title={work.title} />
      <p className="mt-4 leading-relaxed text-concrete-700">{work.description}</p>
      <dl className="mt-6 divide-y divide-concrete-200 border-t border-concrete-200">
        {work.facts.map((fact) => (
          <div key={fact.label} className="grid gap-1 py-3 sm:grid-cols-4 sm:gap-4">
            <dt className="font-semibold text-concrete-900">{fact.label}</dt>
            <dd className="text-concrete-700 sm:col-span-3">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** The job in phases: the page's steps, or the steps an editor wrote for the service in the CMS. */
function Phasing({ steps }: { steps: readonly { title: string; description: string }[] }) {
  return (
    <Section labelledBy="commercial-phasing-heading" tone="muted">
      <SectionHeading
        id="commercial-phasing-heading"
        title={commercialPhasing.title}
        description={commercialPhasing.intro}
      />
      <ProcessSteps steps={steps} className="mt-12" />
      <p className="mx-auto mt-10 flex max-w-3xl items-start gap-3 text-concrete-700">
        <Thermometer aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>{commercialPhasing.pourWindow}</span>
      </p>
    </Section>
  );
}

function Winter() {
  return (
    <Section labelledBy="commercial-winter-heading">
      <SectionHeading
        id="commercial-winter-heading"
        title={commercialWinter.title}
        description={commercialWinter.intro}
      />
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {commercialWinter.points.map((point) => (
          <FeatureCard key={point.title} {...point} />
        ))}
      </div>
    </Section>
  );
}
