import { notFoundCopy as copy } from "@shared/content/pages/not-found.ts";
import type { MetaDescriptor } from "react-router";
import { rootSeo, seoMeta } from "./seo.ts";

/**
 * The tags of the site's 404 page ("Page Not Found | name", its description, noindex), for any
 * address that answers it: one no route matches, and a developer page where DEVELOPER_PAGES is off.
 * No canonical link: the address is no page's.
 */
export function notFoundMeta(matches: Parameters<typeof rootSeo>[0], pathname: string): MetaDescriptor[] {
  const ctx = rootSeo(matches);
  return seoMeta(
    {
      title: `${copy.title} | ${ctx.site.name}`,
      description: copy.text,
      path: pathname,
      robots: "noindex, follow",
    },
    ctx,
  ).filter((tag) => !("rel" in tag && tag.rel === "canonical"));
}
