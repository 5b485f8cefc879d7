// /services/sidewalks, registered before /services/:slug. The copy is in shared/content/pages/sidewalks.ts;
// a CMS record for the "sidewalks" service may replace the hero's title, text and photo.
import { SIDEWALKS_PATH, SIDEWALKS_SLUG, sidewalksSeo } from "@shared/content/pages/sidewalks";
import { renderDedicatedServicePage } from "~/lib/dedicated-service.server";
import { rootSeo, seoMeta } from "~/lib/seo";
import { StaticHtml } from "~/lib/static-html";
import type { Route } from "./+types/sidewalks";
import { SidewalksSections } from "./sidewalks.sections.server";

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

export function loader(args: Route.LoaderArgs) {
  return renderDedicatedServicePage(args, SIDEWALKS_SLUG, SidewalksSections);
}

/** The whole page is the server's HTML (docs/decisions/013): its questions are native disclosures. */
export default function SidewalksPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml part={loaderData.page} />;
}
