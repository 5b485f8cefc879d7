// /services/decorative-concrete, registered before /services/:slug. The copy is in
// shared/content/pages/decorative-concrete.ts; what the service record has of its own in the CMS replaces
// it, and the hero's title and text are the record's (docs/decisions/002, last revision).
import {
  DECORATIVE_PATH,
  DECORATIVE_SLUG,
  decorativeSeo,
} from "@shared/content/pages/decorative-concrete.ts";
import { useCompactEstimates } from "~/components/estimate/use-compact-estimates.ts";
import { renderDedicatedServicePage } from "~/lib/dedicated-service.server.tsx";
import { rootSeo, seoMeta, withEditorSeo } from "~/lib/seo.ts";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/decorative-concrete";
import { DecorativeSections } from "./decorative-concrete.sections.server.tsx";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(
    {
      // The title and description an editor wrote for search engines in the CMS, else the page's own.
      ...withEditorSeo(
        { title: decorativeSeo.title, description: decorativeSeo.description(rootSeo(matches).site) },
        loaderData,
      ),
      path: DECORATIVE_PATH,
      // The keywords an editor wrote for the service in the CMS, else the page's own.
      keywords: loaderData?.keywords ?? decorativeSeo.keywords,
    },
    rootSeo(matches),
  );

export function loader(args: Route.LoaderArgs) {
  return renderDedicatedServicePage(args, DECORATIVE_SLUG, DecorativeSections);
}

/** The whole page is the server's HTML (docs/decisions/013): its questions are native disclosures. */
export default function DecorativeConcretePage({ loaderData }: Route.ComponentProps) {
  // The compact estimate in the cost section is the page's one live part, woken near the screen.
  useCompactEstimates(loaderData.page);
  return <StaticHtml part={loaderData.page} />;
}
