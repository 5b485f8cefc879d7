import { servicesContext } from "@shared/app-services.ts";
import { ESTIMATE_PAGE_PATH, estimateHero, estimateSeo } from "@shared/content/pages/estimate.ts";
import {
  anyEstimateValue,
  ESTIMATE_FIELDS,
  type EstimateField,
  estimateValuesOf,
  MAX_FIELD_CHARS,
} from "@shared/estimate/form.ts";
import type { PageQueryHandle } from "@shared/page-query.ts";
import { useState } from "react";
import {
  EstimateCalculator,
  type EstimateState,
  estimateState,
} from "~/components/estimate/EstimateCalculator.tsx";
import { Section } from "~/components/sections/Section.tsx";
import { SendEstimateForm } from "~/forms/estimate/SendEstimateForm.tsx";
import { pageQuery } from "~/lib/declare-page-query.ts";
import { HydrateApart } from "~/lib/hydrate-apart.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { rootSeo, seoMeta } from "~/lib/seo.ts";
import { renderStaticParts } from "~/lib/static-sections/static-html.server.tsx";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/estimate";
import { EstimateHero, EstimateSidebar } from "./estimate.sections.server.tsx";

/**
 * The form's fields are the page's query (`/estimate?service=driveways&area=600`): the page cache keys
 * the page by them. Any text up to the form's own cut is taken, so a wrong value reaches the page and
 * is answered with its sentence next to the field, never dropped in silence.
 */
const anyText = new RegExp(`^[^]{0,${MAX_FIELD_CHARS}}$`);
const ESTIMATE_QUERY = Object.fromEntries(ESTIMATE_FIELDS.map((field) => [field, anyText])) as Record<
  EstimateField,
  RegExp
>;
// The declaration `pageQuery(…).handle` makes, written out: the page reads its query in its loader
// alone, so no code for reading it (app/lib/declare-page-query.ts, shared/page-query.ts) reaches the browser,
// where it would become a file of its own that the album pages load too.
export const handle = { pageQuery: ESTIMATE_QUERY } satisfies PageQueryHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = rootSeo(matches);
  return seoMeta(
    {
      title: `${estimateSeo.title} | ${ctx.site.name}`,
      description: estimateSeo.description,
      path: ESTIMATE_PAGE_PATH,
      keywords: estimateSeo.keywords,
    },
    ctx,
  );
};

export function loader({ context, pattern, url }: Route.LoaderArgs) {
  const { site } = context.get(servicesContext);
  const query = pageQuery(ESTIMATE_QUERY);
  const values = estimateValuesOf((field) => query.valueIn(url, field));
  // A query with any of the fields is a submitted form: a missing size is said, not waited for.
  const submitted = anyEstimateValue(values);
  const state = estimateState(site.prices, values, submitted);
  return {
    values,
    submitted,
    // The server rendered (and counts) this estimate: the browser sends no beacon for it.
    shown: state.result !== null,
    // The spam guard times the send form's fill from the server's render, so plain posts are timed too.
    startedAt: Date.now(),
    ...renderStaticParts({ context, pattern }, { hero: <EstimateHero />, sidebar: <EstimateSidebar /> }),
  };
}

/** The form, its live result and the send form run in the browser; the rest is server HTML. */
export default function EstimatePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticHtml part={loaderData.hero} />
      <Section labelledBy="estimate-form-heading">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <HydrateApart>
            <EstimatePanel
              // A new address (a link to other values) starts the form afresh.
              key={new URLSearchParams(loaderData.values).toString()}
              values={loaderData.values}
              submitted={loaderData.submitted}
              shown={loaderData.shown}
              startedAt={loaderData.startedAt}
            />
          </HydrateApart>
          <StaticHtml part={loaderData.sidebar} />
        </div>
      </Section>
    </>
  );
}

function EstimatePanel({
  values,
  submitted,
  shown,
  startedAt,
}: {
  values: Route.ComponentProps["loaderData"]["values"];
  submitted: boolean;
  shown: boolean;
  startedAt: number;
}) {
  const { site, siteUrl } = useRootData();
  const [state, setState] = useState<EstimateState>(() => estimateState(site.prices, values, submitted));
  return (
    <div className="flex flex-col gap-10">
      <div className="rounded-xl border border-concrete-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id="estimate-form-heading" className="mb-6 text-2xl font-bold text-concrete-900">
          {estimateHero.formHeading}
        </h2>
        <EstimateCalculator
          variant="full"
          idPrefix="estimate"
          prices={site.prices}
          initialValues={values}
          initialComplete={submitted}
          countedByServer={shown}
          siteUrl={siteUrl}
          onChange={setState}
        />
      </div>
      {state.result ? (
        <SendEstimateForm values={state.values} prices={site.prices} startedAt={startedAt} />
      ) : null}
    </div>
  );
}
