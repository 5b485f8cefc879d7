import { servicesContext } from "@shared/app-services";
import type { ComponentType } from "react";
import { rootSeo, seoMeta } from "./seo";
import type { StaticParts } from "./static-html";
import { renderStaticParts, type StaticPartsArgs } from "./static-html.server";

/**
 * The pages that list the towns served (/locations, /service-area): their search metadata and their
 * loader, which links a town only when it has a page. Which towns have one comes from the content
 * service, as for the sitemap, so a town the CMS adds is linked.
 */

export interface TownListSeo {
  title: string;
  description: string;
  keywords?: string[];
}

export function townListMeta(seo: TownListSeo, path: string) {
  return ({ matches }: { matches: Parameters<typeof rootSeo>[0] }) => {
    const ctx = rootSeo(matches);
    return seoMeta(
      {
        title: `${seo.title} | ${ctx.site.name}`,
        description: seo.description,
        path,
        keywords: seo.keywords,
      },
      ctx,
    );
  };
}

export async function renderTownListPage(
  { context, pattern }: StaticPartsArgs,
  Sections: ComponentType<{ slugsWithPages: ReadonlySet<string> }>,
): Promise<StaticParts<"page">> {
  const { content } = context.get(servicesContext);
  const locations = await content.listLocations();
  const slugsWithPages = new Set(locations.map((location) => location.slug));
  return renderStaticParts({ context, pattern }, { page: <Sections slugsWithPages={slugsWithPages} /> });
}
