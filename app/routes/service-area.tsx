import { serviceAreaSeo } from "@shared/content/pages/service-area.ts";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import { renderTownListPage } from "~/lib/town-list-page.server.tsx";
import { townListMeta } from "~/lib/town-list-page.tsx";
import type { Route } from "./+types/service-area";
import { ServiceAreaSections } from "./service-area.sections.server.tsx";

export const meta: Route.MetaFunction = townListMeta(serviceAreaSeo, "/service-area");

export async function loader(args: Route.LoaderArgs) {
  return renderTownListPage(args, ServiceAreaSections);
}

/** Nothing on the page is interactive: it is the server's HTML. */
export default function ServiceAreaPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml part={loaderData.page} />;
}
