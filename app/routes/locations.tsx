import { locationsSeo } from "@shared/content/pages/locations.ts";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import { renderTownListPage } from "~/lib/town-list-page.server.tsx";
import { townListMeta } from "~/lib/town-list-page.tsx";
import type { Route } from "./+types/locations";
import { LocationsSections } from "./locations.sections.server.tsx";

export const meta: Route.MetaFunction = townListMeta(locationsSeo, "/locations");

export async function loader(args: Route.LoaderArgs) {
  return renderTownListPage(args, LocationsSections);
}

/** Nothing on the page is interactive: it is the server's HTML. */
export default function LocationsPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml part={loaderData.page} />;
}
