// Serves both /services/driveways and /services/concrete-driveways (app/routes.ts). Both declare
// one canonical, /services/driveways, so search engines see one page, not two duplicates.
import { DRIVEWAYS_CANONICAL_PATH, drivewaysSeo } from "@shared/content/pages/driveways";
import { rootSeo, seoMeta } from "~/lib/seo";
import { StaticHtml } from "~/lib/static-html";
import { renderStaticParts } from "~/lib/static-html.server";
import type { Route } from "./+types/driveways";
import { DrivewaysSections } from "./driveways.sections.server";
// The timed reveals' styles: the sections that use them are rendered on the server only.
import "~/components/sections/reveal.css";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: drivewaysSeo.title,
      description: drivewaysSeo.description,
      path: DRIVEWAYS_CANONICAL_PATH,
      keywords: drivewaysSeo.keywords,
    },
    rootSeo(matches),
  );

export function loader({ context, pattern }: Route.LoaderArgs) {
  return renderStaticParts({ context, pattern }, { page: <DrivewaysSections /> });
}

/** Nothing here needs JavaScript: the loading indicator and the reveals are CSS animations. */
export default function DrivewaysPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml part={loaderData.page} />;
}
