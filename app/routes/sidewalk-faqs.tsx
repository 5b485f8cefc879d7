// /sidewalk-faqs: the full set of sidewalk questions the sidewalks page links to.
// The copy is in shared/content/pages/sidewalk-faqs.ts.
import { SIDEWALK_FAQS_PATH, sidewalkFaqsSeo } from "@shared/content/pages/sidewalk-faqs.ts";
import { rootSeo, seoMeta } from "~/lib/seo.ts";
import { renderStaticParts } from "~/lib/static-sections/static-html.server.tsx";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/sidewalk-faqs";
import { SidewalkFaqsSections } from "./sidewalk-faqs.sections.server.tsx";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: sidewalkFaqsSeo.title,
      description: sidewalkFaqsSeo.description,
      path: SIDEWALK_FAQS_PATH,
      keywords: sidewalkFaqsSeo.keywords,
    },
    rootSeo(matches),
  );

export function loader({ context, pattern }: Route.LoaderArgs) {
  return renderStaticParts({ context, pattern }, { page: <SidewalkFaqsSections /> });
}

/** The whole page is the server's HTML (docs/decisions/013): its questions are native disclosures. */
export default function SidewalkFaqsPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml part={loaderData.page} />;
}
