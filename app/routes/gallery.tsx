import { servicesContext } from "@shared/app-services.ts";
import { galleryDescription, gallerySeo } from "@shared/content/pages/gallery.ts";
import { GALLERY_PATH } from "~/lib/gallery.ts";
import { rootSeo, seoMeta } from "~/lib/seo.ts";
import { renderStaticParts } from "~/lib/static-sections/static-html.server.tsx";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/gallery";
import { GallerySections } from "./gallery.sections.server.tsx";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const ctx = rootSeo(matches);
  const albumCount = loaderData?.albumCount ?? 0;
  return seoMeta(
    {
      title: `${gallerySeo.title} | ${ctx.site.name}`,
      description: galleryDescription(ctx.site, albumCount),
      path: GALLERY_PATH,
      keywords: gallerySeo.keywords,
      // Without an album the page only says photos are coming: not one for search (nor the sitemap).
      ...(albumCount === 0 ? { robots: "noindex, follow" } : {}),
    },
    ctx,
  );
};

export async function loader({ context, pattern }: Route.LoaderArgs) {
  const albums = await context.get(servicesContext).content.listGalleryAlbums();
  // A card needs only its cover, title, count and line; the projects stay on the album pages.
  const cards = albums.map(({ slug, title, description, cover, projects }) => ({
    slug,
    title,
    description,
    cover,
    projectCount: projects.length,
  }));
  return {
    ...renderStaticParts({ context, pattern }, { page: <GallerySections albums={cards} /> }),
    albumCount: cards.length,
  };
}

/** The album cards are links and pictures: the server's HTML, no JavaScript of their own. */
export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml part={loaderData.page} />;
}
