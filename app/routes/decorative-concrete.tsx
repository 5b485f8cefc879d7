// /services/decorative-concrete, registered before /services/:slug. The copy is in
// shared/content/pages/decorative-concrete.ts; the hero's title and text are the service record's.
import { DECORATIVE_PATH, DECORATIVE_SLUG, decorativeSeo } from "@shared/content/pages/decorative-concrete";
import { renderDedicatedServicePage } from "~/lib/dedicated-service.server";
import { rootSeo, seoMeta } from "~/lib/seo";
import { StaticHtml } from "~/lib/static-html";
import type { Route } from "./+types/decorative-concrete";
import { DecorativeSections } from "./decorative-concrete.sections.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: decorativeSeo.title,
      description: decorativeSeo.description,
      path: DECORATIVE_PATH,
      keywords: decorativeSeo.keywords,
    },
    rootSeo(matches),
  );

export function loader(args: Route.LoaderArgs) {
  return renderDedicatedServicePage(args, DECORATIVE_SLUG, DecorativeSections);
}

/** The whole page is the server's HTML (docs/decisions/013): its questions are native disclosures. */
export default function DecorativeConcretePage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml part={loaderData.page} />;
}
