// /services/sidewalks, registered before /services/:slug. The copy is in shared/content/pages/sidewalks.ts;
// what the "sidewalks" service record has of its own in the CMS replaces it (docs/decisions/002, last revision).
import { SIDEWALKS_PATH, SIDEWALKS_SLUG, sidewalksSeo } from "@shared/content/pages/sidewalks.ts";
import { useCompactEstimates } from "~/components/estimate/use-compact-estimates.ts";
import { renderDedicatedServicePage } from "~/lib/dedicated-service.server.tsx";
import { rootSeo, seoMeta, withEditorSeo } from "~/lib/seo.ts";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/sidewalks";
import { SidewalksSections } from "./sidewalks.sections.server.tsx";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(
    {
      // The title and description an editor wrote for search engines in the CMS, else the page's own.
      ...withEditorSeo(
        { title: sidewalksSeo.title, description: sidewalksSeo.description(rootSeo(matches).site) },
        loaderData,
      ),
      path: SIDEWALKS_PATH,
      // The keywords an editor wrote for the service in the CMS, else the page's own.
      keywords: loaderData?.keywords ?? sidewalksSeo.keywords,
    },
    rootSeo(matches),
  );

export function loader(args: Route.LoaderArgs) {
  return renderDedicatedServicePage(args, SIDEWALKS_SLUG, SidewalksSections);
}

/** The whole page is the server's HTML (docs/decisions/013): its questions are native disclosures. */
export default function SidewalksPage({ loaderData }: Route.ComponentProps) {
  // The compact estimate in the cost section is the page's one live part, woken near the screen.
  useCompactEstimates(loaderData.page);
  return <StaticHtml part={loaderData.page} />;
}
