import { servicesContext } from "@shared/app-services";
import { serviceAreaSeo } from "@shared/content/pages/service-area";
import { rootSeo, seoMeta } from "~/lib/seo";
import { StaticHtml } from "~/lib/static-html";
import { renderStaticParts } from "~/lib/static-html.server";
import type { Route } from "./+types/service-area";
import { ServiceAreaSections } from "./service-area.sections.server";

const path = "/service-area";

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = rootSeo(matches);
  return seoMeta(
    {
      title: `${serviceAreaSeo.title} | ${ctx.site.name}`,
      description: serviceAreaSeo.description,
      path,
      keywords: serviceAreaSeo.keywords,
    },
    ctx,
  );
};

// Which towns have a page comes from the content service, as for the sitemap: a city the CMS adds is linked.
export async function loader({ context, pattern }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  const locations = await content.listLocations();
  const slugsWithPages = new Set(locations.map((location) => location.slug));
  return renderStaticParts(
    { context, pattern },
    { page: <ServiceAreaSections slugsWithPages={slugsWithPages} /> },
  );
}

/** Nothing on the page is interactive: it is the server's HTML. */
export default function ServiceAreaPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml part={loaderData.page} />;
}
