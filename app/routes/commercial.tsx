// /services/commercial, registered before /services/:slug. The copy is in shared/content/pages/commercial.ts;
// the hero's title and text and the questions are the service record's, and what else it has of its own in
// the CMS replaces the page's copy (docs/decisions/002, last revision).
import { COMMERCIAL_PATH, COMMERCIAL_SLUG, commercialSeo } from "@shared/content/pages/commercial.ts";
import { renderDedicatedServicePage } from "~/lib/dedicated-service.server.tsx";
import { rootSeo, seoMeta, withEditorSeo } from "~/lib/seo.ts";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/commercial";
import { CommercialSections } from "./commercial.sections.server.tsx";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(
    {
      // The title and description an editor wrote for search engines in the CMS, else the page's own.
      ...withEditorSeo({ title: commercialSeo.title, description: commercialSeo.description }, loaderData),
      path: COMMERCIAL_PATH,
      // The keywords an editor wrote for the service in the CMS, else the page's own.
      keywords: loaderData?.keywords ?? commercialSeo.keywords,
    },
    rootSeo(matches),
  );

export function loader(args: Route.LoaderArgs) {
  return renderDedicatedServicePage(args, COMMERCIAL_SLUG, CommercialSections);
}

/** The whole page is the server's HTML (docs/decisions/013): its questions are native disclosures. */
export default function CommercialPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml part={loaderData.page} />;
}
