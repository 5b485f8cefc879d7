// Serves both /services/driveways and /services/concrete-driveways (app/routes.ts). Both declare
// one canonical, /services/driveways, so search engines see one page, not two duplicates. The copy is in
// shared/content/pages/driveways.ts; what the "driveways" service record has of its own in the CMS replaces
// it (docs/decisions/002, last revision). Its loading indicator and reveals are CSS animations.
import { DRIVEWAYS_CANONICAL_PATH, DRIVEWAYS_SLUG, drivewaysSeo } from "@shared/content/pages/driveways.ts";
import { useCompactEstimates } from "~/components/estimate/use-compact-estimates.ts";
import { renderDedicatedServicePage } from "~/lib/dedicated-service.server.tsx";
import { rootSeo, seoMeta, withEditorSeo } from "~/lib/seo.ts";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/driveways";
import { DrivewaysSections } from "./driveways.sections.server.tsx";
// The timed reveals' styles: the sections that use them are rendered on the server only.
import "~/components/sections/reveal.css";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(
    {
      // The title and description an editor wrote for search engines in the CMS, else the page's own.
      ...withEditorSeo(
        { title: drivewaysSeo.title, description: drivewaysSeo.description(rootSeo(matches).site) },
        loaderData,
      ),
      path: DRIVEWAYS_CANONICAL_PATH,
      // The keywords an editor wrote for the service in the CMS, else the page's own.
      keywords: loaderData?.keywords ?? drivewaysSeo.keywords,
    },
    rootSeo(matches),
  );

export function loader(args: Route.LoaderArgs) {
  return renderDedicatedServicePage(args, DRIVEWAYS_SLUG, DrivewaysSections);
}

/** The whole page is the server's HTML (docs/decisions/013): its loading indicator and reveals are CSS. */
export default function DrivewaysPage({ loaderData }: Route.ComponentProps) {
  // The compact estimate in the cost section is the page's one live part, woken near the screen.
  useCompactEstimates(loaderData.page);
  return <StaticHtml part={loaderData.page} />;
}
