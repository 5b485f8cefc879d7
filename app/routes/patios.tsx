// /services/patios, registered before /services/:slug. The copy is in shared/content/pages/patios.ts;
// a CMS record for the "patios" service may replace the hero's title, text and photo.

import { servicesContext } from "@shared/app-services";
import { PATIOS_PATH, PATIOS_SLUG, patiosFaq, patiosSeo } from "@shared/content/pages/patios";
import { FaqSection } from "~/components/sections/FaqSection";
import { rootSeo, seoMeta } from "~/lib/seo";
import { loadServiceHeroOverride } from "~/lib/service-hero.server";
import { StaticHtml } from "~/lib/static-html";
import { renderStaticParts } from "~/lib/static-html.server";
import type { Route } from "./+types/patios";
import { PatiosBottom, PatiosTop } from "./patios.sections.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: patiosSeo.title,
      description: patiosSeo.description,
      path: PATIOS_PATH,
      keywords: patiosSeo.keywords,
    },
    rootSeo(matches),
  );

export async function loader({ context, pattern }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  const hero = await loadServiceHeroOverride(content, PATIOS_SLUG);
  return {
    ...renderStaticParts({ context, pattern }, { top: <PatiosTop hero={hero} />, bottom: <PatiosBottom /> }),
    faq: { title: patiosFaq.title, items: patiosFaq.items },
  };
}

/** Server-rendered sections around the one interactive piece, the questions' accordion. */
export default function PatiosPage({ loaderData }: Route.ComponentProps) {
  const { top, faq, bottom } = loaderData;
  return (
    <>
      <StaticHtml part={top} />
      <FaqSection headingId="patios-faq-heading" title={faq.title} items={faq.items} tone="muted" />
      <StaticHtml part={bottom} />
    </>
  );
}
