// /services/repair, registered before /services/:slug. The copy is in shared/content/pages/repair.ts;
// the hero's title and text and the questions are the service record's, and what else it has of its own in
// the CMS replaces the page's copy (docs/decisions/002, last revision).
import { REPAIR_PATH, REPAIR_SLUG, repairSeo } from "@shared/content/pages/repair.ts";
import { useCompactEstimates } from "~/components/estimate/use-compact-estimates.ts";
import { renderDedicatedServicePage } from "~/lib/dedicated-service.server.tsx";
import { rootSeo, seoMeta, withEditorSeo } from "~/lib/seo.ts";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/repair";
import { RepairSections } from "./repair.sections.server.tsx";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(
    {
      // The title and description an editor wrote for search engines in the CMS, else the page's own.
      ...withEditorSeo({ title: repairSeo.title, description: repairSeo.description }, loaderData),
      path: REPAIR_PATH,
      // The keywords an editor wrote for the service in the CMS, else the page's own.
      keywords: loaderData?.keywords ?? repairSeo.keywords,
    },
    rootSeo(matches),
  );

export function loader(args: Route.LoaderArgs) {
  return renderDedicatedServicePage(args, REPAIR_SLUG, RepairSections);
}

/** The whole page is the server's HTML (docs/decisions/013): its questions are native disclosures. */
export default function RepairPage({ loaderData }: Route.ComponentProps) {
  // The compact estimate in the cost section is the page's one live part, woken near the screen.
  useCompactEstimates(loaderData.page);
  return <StaticHtml part={loaderData.page} />;
}
