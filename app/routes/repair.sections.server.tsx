import { images } from "@shared/content/images.ts";
import {
  REPAIR_PATH,
  type RepairProblem,
  repairBenefits,
  repairCare,
  repairEstimate,
  repairFaq,
  repairFinalCta,
  repairHero,
  repairOrReplace,
  repairPrice,
  repairProblems,
  repairProcess,
  repairSeo,
} from "@shared/content/pages/repair.ts";
import { Siren } from "lucide-react";
import { CompactEstimate } from "~/components/estimate/CompactEstimate.tsx";
import { CheckList } from "~/components/sections/CheckList.tsx";
import { CmsContentSection } from "~/components/sections/CmsContentSection.tsx";
import { IconHeading } from "~/components/sections/IconHeading.tsx";
import { ProcessSteps } from "~/components/sections/ProcessSteps.tsx";
import { RecordOnlyBands } from "~/components/sections/RecordOnlyBands.tsx";
import { Section } from "~/components/sections/Section.tsx";
import { SectionHeading } from "~/components/sections/SectionHeading.tsx";
import { ServicePageFrame } from "~/components/sections/ServicePageFrame.tsx";
import { type DedicatedServiceRecord, withStepCount } from "~/lib/dedicated-service.ts";
import { useSite } from "~/lib/root-data.ts";

/**
 * The whole repair page, in the order a visitor sees it: nothing on it needs JavaScript. The hero and
 * the questions are the service record's; an editor's body opens the page; the steps an editor wrote in the CMS replace the page's four,
 * and the benefits and price, which the page has none of, show in bands of their own.
 */
export function RepairSections({ record }: { record: DedicatedServiceRecord }) {
  const site = useSite();
  return (
    <ServicePageFrame
      path={REPAIR_PATH}
      record={record}
      seo={repairSeo}
      priceRange={record.cmsPrice}
      hero={{ eyebrow: repairHero.eyebrow, image: images.repair, actions: repairHero.actions }}
      faq={{ title: repairFaq.title, items: record.faqs, tone: "muted" }}
      cta={{ ...repairFinalCta, description: repairFinalCta.description(site) }}
    >
      {record.cmsContent ? <CmsContentSection html={record.cmsContent} tone="muted" /> : null}
      <Problems />
      <Process steps={record.cmsProcess ?? repairProcess.steps} />
      <RepairOrReplace />
      <RepairEstimate />
      <RecordOnlyBands record={record} page="repair" benefits={repairBenefits} price={repairPrice} />
    </ServicePageFrame>
  );
}

function Problems() {
  const site = useSite();
  return (
    <Section labelledBy="repair-problems-heading">
      <SectionHeading
        id="repair-problems-heading"
        title={repairProblems.title}
        description={repairProblems.intro}
      />
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {repairProblems.items(site).map((problem) => (
          <ProblemCard key={problem.title} problem={problem} />
        ))}
      </div>
    </Section>
  );
}

function ProblemCard({ problem }: { problem: RepairProblem }) {
  return (
    <article className="rounded-xl border border-concrete-200 bg-white p-6 shadow-sm">
      <IconHeading icon={problem.icon} title={problem.title} />
      <p className="mt-4 text-sm leading-relaxed text-concrete-700">
        <strong className="font-semibold text-concrete-900">Why it happens: </strong>
        {problem.cause}
      </p>
      <p className="mt-3 leading-relaxed text-concrete-700">
        <strong className="font-semibold text-concrete-900">How we fix it: </strong>
        {problem.description}
      </p>
    </article>
  );
}

/** The repair's steps: the page's four, or the steps an editor wrote for the service in the CMS. */
function Process({ steps }: { steps: readonly { title: string; description: string }[] }) {
  return (
    <Section labelledBy="repair-process-heading" tone="muted">
      <SectionHeading
        id="repair-process-heading"
        title={withStepCount(repairProcess.title, steps.length)}
        description={withStepCount(repairProcess.intro, steps.length)}
      />
      <ProcessSteps steps={steps} className="mt-12" />
    </Section>
  );
}

/** The compact instant estimate, preselected for a sidewalk repair. */
function RepairEstimate() {
  return (
    <Section labelledBy="repair-estimate-heading" tone="muted">
      <SectionHeading
        id="repair-estimate-heading"
        title={repairEstimate.title}
        description={repairEstimate.intro}
      />
      <CompactEstimate service="sidewalk-repair" className="mx-auto mt-10 max-w-xl" />
    </Section>
  );
}

function RepairOrReplace() {
  const site = useSite();
  const { repair, replace } = repairOrReplace;
  return (
    <Section labelledBy="repair-decision-heading">
      <SectionHeading
        id="repair-decision-heading"
        title={repairOrReplace.title}
        description={repairOrReplace.intro}
      />
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <div className="rounded-xl border border-concrete-200 bg-white p-6 shadow-sm">
          <h3 className="text-xl font-semibold text-concrete-900">{repair.title}</h3>
          <CheckList items={repair.items} className="mt-4" />
        </div>
        <div className="rounded-xl border border-concrete-200 bg-white p-6 shadow-sm">
          <h3 className="text-xl font-semibold text-concrete-900">{replace.title}</h3>
          <CheckList items={replace.items} mark="cross" className="mt-4" />
          <p className="mt-6 text-sm leading-relaxed text-concrete-700">{repairOrReplace.replaceNote}</p>
        </div>
      </div>
      <div className="mt-10 rounded-xl bg-concrete-50 p-6 sm:p-8">
        <h3 className="text-xl font-semibold text-concrete-900">{repairCare.title}</h3>
        <CheckList items={repairCare.items(site)} columns={2} className="mt-4" />
        {repairCare.emergency(site) ? (
          <p className="mt-6 flex items-start gap-3 font-semibold text-concrete-900">
            <Siren aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>{repairCare.emergency(site)}</span>
          </p>
        ) : null}
      </div>
    </Section>
  );
}
