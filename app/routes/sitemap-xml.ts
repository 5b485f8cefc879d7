import { servicesContext } from "@shared/app-services.ts";
import { listSitePages, sitemapXml } from "~/lib/site-pages.ts";
import type { Route } from "./+types/sitemap-xml";

// GET /sitemap.xml – every indexable page, from the same registry as the Sitemap page.
export async function loader({ context }: Route.LoaderArgs) {
  const { content, siteUrl } = context.get(servicesContext);
  const pages = await listSitePages(content);
  return new Response(sitemapXml(pages, siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
