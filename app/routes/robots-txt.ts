import { servicesContext } from "@shared/app-services.ts";
import { canonicalUrl } from "~/lib/seo.ts";
import type { Route } from "./+types/robots-txt";

// GET /robots.txt – crawl everything but the API, and find the pages in the sitemap.
export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = context.get(servicesContext);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "",
    `Sitemap: ${canonicalUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ];
  return new Response(body.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
