import { serviceAreaSeo } from "@shared/content/pages/service-area";
import { StaticHtml } from "~/lib/static-sections/static-html";
import { townListMeta } from "~/lib/town-list-page";
import { renderTownListPage } from "~/lib/town-list-page.server";
import type { Route } from "./+types/service-area";
import { ServiceAreaSections } from "./service-area.sections.server";

export const meta: Route.MetaFunction = townListMeta(serviceAreaSeo, "/service-area");

export async function loader(args: Route.LoaderArgs) {
  return renderTownListPage(args, ServiceAreaSections);
}

/** Nothing on the page is interactive: it is the server's HTML. */
export default function ServiceAreaPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml part={loaderData.page} />;
}
