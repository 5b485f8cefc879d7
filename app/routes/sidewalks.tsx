// /services/sidewalks, registered before /services/:slug. The copy is in shared/content/pages/sidewalks.ts;
// a CMS record for the "sidewalks" service may replace the hero's title, text and photo.

import { servicesContext } from "@shared/app-services";
import { SIDEWALKS_PATH, SIDEWALKS_SLUG, sidewalksFaq, sidewalksSeo } from "@shared/content/pages/sidewalks";
import { Link } from "react-router";
import { FaqSection } from "~/components/sections/FaqSection";
import { rootSeo, seoMeta } from "~/lib/seo";
import { loadServiceHeroOverride } from "~/lib/service-hero.server";
import { StaticHtml } from "~/lib/static-html";
import { renderStaticParts } from "~/lib/static-html.server";
import type { Route } from "./+types/sidewalks";
import { SidewalksBottom, SidewalksTop } from "./sidewalks.sections.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: sidewalksSeo.title,
      description: sidewalksSeo.description,
      path: SIDEWALKS_PATH,
      keywords: sidewalksSeo.keywords,
    },
    rootSeo(matches),
  );

export async function loader({ context, pattern }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  const hero = await loadServiceHeroOverride(content, SIDEWALKS_SLUG);
  const { title, items, moreHref, moreLabel } = sidewalksFaq;
  return {
    ...renderStaticParts(
      { context, pattern },
      { top: <SidewalksTop hero={hero} />, bottom: <SidewalksBottom /> },
    ),
    faq: { title, items, moreHref, moreLabel },
  };
}

/** Server-rendered sections around the one interactive piece, the questions' accordion. */
export default function SidewalksPage({ loaderData }: Route.ComponentProps) {
  const { top, faq, bottom } = loaderData;
  return (
    <>
      <StaticHtml part={top} />
      <FaqSection headingId="sidewalks-faq-heading" title={faq.title} items={faq.items} tone="muted">
        <Link to={faq.moreHref} prefetch="intent" className="font-semibold text-brand-700 underline">
          {faq.moreLabel}
        </Link>
      </FaqSection>
      <StaticHtml part={bottom} />
    </>
  );
}
