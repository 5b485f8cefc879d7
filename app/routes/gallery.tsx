import { servicesContext } from "@shared/app-services.ts";
import { gallerySeo } from "@shared/content/pages/gallery.ts";
import { GALLERY_PATH } from "~/lib/gallery.ts";
import { rootSeo, seoMeta } from "~/lib/seo.ts";
import { renderStaticParts } from "~/lib/static-sections/static-html.server.tsx";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/gallery";
import { GallerySections } from "./gallery.sections.server.tsx";

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = rootSeo(matches);
  return seoMeta(
    {
      title: `${gallerySeo.title} | ${ctx.site.name}`,
      description: gallerySeo.description,
      path: GALLERY_PATH,
      keywords: gallerySeo.keywords,
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
  return renderStaticParts({ context, pattern }, { page: <GallerySections albums={cards} /> });
}

/** The album cards are links and pictures: the server's HTML, no JavaScript of their own. */
export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml part={loaderData.page} />;
}
