import { servicesContext } from "@shared/app-services.ts";
import { servicesSeo } from "@shared/content/pages/services-index.ts";
import { siteLists } from "@shared/content/site-lists.ts";
import { Section } from "~/components/sections/Section.tsx";
import { QuickQuoteForm } from "~/forms/quick-quote/QuickQuoteForm.tsx";
import { HydrateApart } from "~/lib/hydrate-apart.tsx";
import { rootSeo, seoMeta } from "~/lib/seo.ts";
import { renderStaticParts } from "~/lib/static-sections/static-html.server.tsx";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/services";
import {
  QuickQuoteCall,
  QuickQuoteIntro,
  ServicesHero,
  ServicesList,
  ServicesWhyUsAndAreas,
} from "./services.sections.server.tsx";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: servicesSeo.title,
      description: servicesSeo.description(rootSeo(matches).site),
      path: "/services",
      keywords: servicesSeo.keywords,
    },
    rootSeo(matches),
  );

export async function loader({ context, pattern }: Route.LoaderArgs) {
  // The site's services and towns: published ones join the cards and links, taken-down ones leave.
  const { services, towns } = await siteLists(context.get(servicesContext).content);
  return {
    // The quick-quote form's spam guard times the visitor from the moment the server renders it.
    renderedAt: Date.now(),
    ...renderStaticParts(
      { context, pattern },
      {
        hero: <ServicesHero />,
        list: <ServicesList services={services} />,
        quickIntro: <QuickQuoteIntro />,
        quickCall: <QuickQuoteCall />,
        whyUsAndAreas: <ServicesWhyUsAndAreas towns={towns} />,
      },
    ),
  };
}

/** Only the quick-quote form runs in the browser; the rest is server HTML (docs/decisions/013). */
export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticHtml part={loaderData.hero} />
      <Section labelledBy="services-list-heading">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <StaticHtml part={loaderData.list} />
          <aside aria-labelledby="quick-quote-heading" className="lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-xl border border-brand-100 bg-brand-50 p-6 shadow-sm">
              <StaticHtml part={loaderData.quickIntro} />
              <div className="mt-5">
                <HydrateApart>
                  <QuickQuoteForm startedAt={loaderData.renderedAt} />
                </HydrateApart>
              </div>
              <StaticHtml part={loaderData.quickCall} />
            </div>
          </aside>
        </div>
      </Section>
      <StaticHtml part={loaderData.whyUsAndAreas} />
    </>
  );
}
