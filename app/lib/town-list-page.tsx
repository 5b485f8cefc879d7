import { rootSeo, seoMeta } from "./seo.ts";

/**
 * The pages that list the towns served (/locations, /service-area): their search metadata (their loader is
 * town-list-page.server.tsx).
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
