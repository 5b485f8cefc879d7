import { Siren } from "lucide-react";
import { CheckList } from "~/components/sections/CheckList";
import { ContactCallToAction } from "~/components/sections/ContactCallToAction";
import { FaqSection } from "~/components/sections/FaqSection";
import { PageHero } from "~/components/sections/PageHero";
import { ProcessSteps } from "~/components/sections/ProcessSteps";
import { Section } from "~/components/sections/Section";
import { SectionHeading } from "~/components/sections/SectionHeading";
import { JsonLd } from "~/components/seo/JsonLd";
import { images } from "~/content/images";
import {
  REPAIR_PATH,
  REPAIR_SLUG,
  type RepairProblem,
  repairCare,
  repairFaq,
  repairFinalCta,
  repairHero,
  repairOrReplace,
  repairProblems,
  repairProcess,
  repairSeo,
} from "~/content/pages/repair";
import { loadDedicatedService } from "~/lib/dedicated-service";
import { breadcrumbs, faqPage, service } from "~/lib/json-ld";
import { rootSeo, seoMeta } from "~/lib/seo";
import { useRootData } from "~/lib/site";
import type { Route } from "./+types/repair";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: repairSeo.title,
      description: repairSeo.description,
      path: REPAIR_PATH,
      keywords: repairSeo.keywords,
    },
    rootSeo(matches),
  );

export async function loader({ context }: Route.LoaderArgs) {
  return loadDedicatedService(context, REPAIR_SLUG);
}

export default function RepairPage({ loaderData }: Route.ComponentProps) {
  const { site, siteUrl } = useRootData();
  return (
    <>
      <JsonLd
        data={[
          service({
            site,
            siteUrl,
            path: REPAIR_PATH,
            name: loaderData.title,
            description: repairSeo.description,
            serviceType: repairSeo.serviceType,
            areas: loaderData.areas,
          }),
          ...(loaderData.faqs.length ? [faqPage(loaderData.faqs, { siteUrl, path: REPAIR_PATH })] : []),
          breadcrumbs(siteUrl, [
            { name: "Home", path: "/" },
            { name: "Services", path: "/services" },
            { name: loaderData.title, path: REPAIR_PATH },
          ]),
        ]}
      />
      <PageHero
        headingId="repair-hero-heading"
        eyebrow={repairHero.eyebrow}
        title={loaderData.title}
        subtitle={loaderData.summary}
        image={images.repair}
        actions={repairHero.actions}
      />
      <Problems />
      <Process />
      <RepairOrReplace />
      {loaderData.faqs.length ? (
        <FaqSection headingId="repair-faq-heading" title={repairFaq.title} items={loaderData.faqs} />
      ) : null}
      <ContactCallToAction
        headingId="repair-cta-heading"
        title={repairFinalCta.title}
        description={repairFinalCta.description}
        actions={repairFinalCta.actions}
      />
    </>
  );
}

function Problems() {
  return (
    <Section labelledBy="repair-problems-heading">
      <SectionHeading
        id="repair-problems-heading"
        title={repairProblems.title}
        description={repairProblems.intro}
      />
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {repairProblems.items.map((problem) => (
          <ProblemCard key={problem.title} problem={problem} />
        ))}
      </div>
    </Section>
  );
}

function ProblemCard({ problem }: { problem: RepairProblem }) {
  const Icon = problem.icon;
  return (
    <article className="rounded-xl border border-concrete-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
        >
          <Icon className="size-6" />
        </span>
        <h3 className="text-xl font-semibold text-concrete-900">{problem.title}</h3>
      </div>
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

function Process() {
  return (
    <Section labelledBy="repair-process-heading" tone="muted">
      <SectionHeading
        id="repair-process-heading"
        title={repairProcess.title}
        description={repairProcess.intro}
      />
      <ProcessSteps steps={repairProcess.steps} className="mt-12" />
    </Section>
  );
}

function RepairOrReplace() {
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
        <CheckList items={repairCare.items} columns={2} className="mt-4" />
        <p className="mt-6 flex items-start gap-3 font-semibold text-concrete-900">
          <Siren aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>{repairCare.emergency}</span>
        </p>
      </div>
    </Section>
  );
}
