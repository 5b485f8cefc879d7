import { servicesContext } from "@shared/app-services";
import { locationsSeo } from "@shared/content/pages/locations";
import { rootSeo, seoMeta } from "~/lib/seo";
import { StaticHtml } from "~/lib/static-html";
import { renderStaticParts } from "~/lib/static-html.server";
import type { Route } from "./+types/locations";
import { LocationsSections } from "./locations.sections.server";

const path = "/locations";

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = rootSeo(matches);
  return seoMeta(
    {
      title: `${locationsSeo.title} | ${ctx.site.name}`,
      description: locationsSeo.description,
      path,
      keywords: locationsSeo.keywords,
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
    { page: <LocationsSections slugsWithPages={slugsWithPages} /> },
  );
}

/** Nothing on the page is interactive: it is the server's HTML. */
export default function LocationsPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml part={loaderData.page} />;
}
