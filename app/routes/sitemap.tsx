import { servicesContext } from "@shared/app-services.ts";
import { sitemapPageCopy as copy } from "@shared/content/pages/sitemap-page.ts";
import { rootSeo, seoMeta } from "~/lib/seo.ts";
import { groupSitePages, listSitePages } from "~/lib/site-pages.ts";
import { renderStaticParts } from "~/lib/static-sections/static-html.server.tsx";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/sitemap";
import { SitemapSections } from "./sitemap.sections.server.tsx";

const PATH = "/sitemap";

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = rootSeo(matches);
  return seoMeta(
    {
      title: `${copy.title} | ${ctx.site.name}`,
      description: copy.description,
      path: PATH,
      keywords: ["sitemap", "concrete services Des Moines", "service areas"],
    },
    ctx,
  );
};

export async function loader({ context, pattern }: Route.LoaderArgs) {
  const pages = await listSitePages(context.get(servicesContext).content);
  const groups = groupSitePages(pages.filter((p) => p.path !== PATH));
  return renderStaticParts({ context, pattern }, { page: <SitemapSections groups={groups} /> });
}

/** Links and text only: the server's HTML, no JavaScript of its own. */
export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml part={loaderData.page} />;
}
