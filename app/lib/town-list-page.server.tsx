import { servicesContext } from "@shared/app-services.ts";
import type { ComponentType } from "react";
import { renderStaticParts, type StaticPartsArgs } from "./static-sections/static-html.server.tsx";
import type { StaticParts } from "./static-sections/static-html.tsx";

/**
 * The loader of the pages that list the towns served (/locations, /service-area): it links a town only
 * when it has a page. Which towns have one comes from the content service, as for the sitemap, so a
 * town the CMS adds is linked.
 */
export async function renderTownListPage(
  { context, pattern }: StaticPartsArgs,
  Sections: ComponentType<{ slugsWithPages: ReadonlySet<string> }>,
): Promise<StaticParts<"page">> {
  const { content } = context.get(servicesContext);
  const locations = await content.listLocations();
  const slugsWithPages = new Set(locations.map((location) => location.slug));
  return renderStaticParts({ context, pattern }, { page: <Sections slugsWithPages={slugsWithPages} /> });
}
