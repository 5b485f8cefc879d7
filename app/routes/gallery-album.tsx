import { servicesContext } from "@shared/app-services.ts";
import { albumPageCopy } from "@shared/content/pages/gallery.ts";
import { useEffect, useRef, useState } from "react";
import { AlbumNotFound } from "~/components/gallery/AlbumNotFound.tsx";
import Lightbox from "~/components/gallery/Lightbox.tsx";
import { pageQuery } from "~/lib/declare-page-query.ts";
import { albumPath, PHOTO_PARAM, photoHref, photoNumberOf } from "~/lib/gallery.ts";
import { gonePaths, notFoundOrGone } from "~/lib/gone.ts";
import { rootSeo, seoMeta, withEditorSeo } from "~/lib/seo.ts";
import { renderStaticParts } from "~/lib/static-sections/static-html.server.tsx";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/gallery-album";
import { AlbumSections } from "./gallery-album.sections.server.tsx";

// An album (/gallery/{slug}); ?photo=N opens its Nth photo in the lightbox. The lightbox is
// imported here, not by the layout, so only album pages load its code.

/** The one query parameter the page reads; the page cache keys album pages by it alone. */
const query = pageQuery({ [PHOTO_PARAM]: /^[1-9]\d{0,3}$/ });
export const handle = query.handle;

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const ctx = rootSeo(matches);
  const path = albumPath(params.album);
  const album = loaderData?.album;
  if (!album) {
    const copy = albumPageCopy.notFound;
    return seoMeta(
      {
        title: `${copy.heading} | ${ctx.site.name}`,
        description: copy.text,
        path,
        robots: "noindex, follow",
      },
      ctx,
    );
  }
  return seoMeta(
    {
      ...withEditorSeo(
        {
          title: `${album.title} | ${albumPageCopy.titleSuffix} | ${ctx.site.name}`,
          description: album.description,
        },
        album,
      ),
      path,
      keywords: album.keywords,
    },
    ctx,
  );
};

export async function loader({ params, context, pattern }: Route.LoaderArgs) {
  const { content, pictures } = context.get(servicesContext);
  const [given, albums, gone] = await Promise.all([
    content.getGalleryAlbum(params.album),
    content.listGalleryAlbums(),
    gonePaths(content),
  ]);
  if (!given) throw await notFoundOrGone(content, "album", params.album);
  // The lightbox shows the photos in the browser, which has no image service of its own to ask.
  const album = {
    ...given,
    cover: given.cover ? pictures.photo(given.cover) : null,
    // A project's link to its service leaves with the service, when WordPress takes that page down.
    projects: given.projects.map((project) => ({
      ...project,
      service: project.service && !gone.has(project.service.href) ? project.service : null,
      photo: pictures.photo(project.photo),
    })),
  };
  const otherAlbums = albums.filter((a) => a.slug !== album.slug).map(({ slug, title }) => ({ slug, title }));
  return {
    ...renderStaticParts(
      { context, pattern },
      { page: <AlbumSections album={album} otherAlbums={otherAlbums} /> },
    ),
    // For the meta tags and the lightbox.
    album,
  };
}

/**
 * The photo on screen: the URL's ?photo=N when the page loads; afterwards the lightbox keeps
 * the address in step with history.replaceState, so a photo can be shared without the router
 * reloading the page's data for each one.
 */
function useOpenPhoto(count: number, path: string) {
  const fromUrl = photoNumberOf(query.useValue(PHOTO_PARAM), count);
  const [number, setNumber] = useState(fromUrl);
  useEffect(() => setNumber(fromUrl), [fromUrl]);
  const show = (next: number | null) => {
    setNumber(next);
    const url = next === null ? path : photoHref(path, next);
    window.history.replaceState(window.history.state, "", url);
  };
  return [number, show] as const;
}

/**
 * A plain click on a link to one of this album's photos (the thumbnails, in the server's HTML)
 * opens it in the lightbox instead of loading the page again. Listening in the capture phase
 * comes before the static sections' link router, which leaves a handled click alone.
 */
function useThumbnailClicks(partKey: string, count: number, path: string, open: (number: number) => void) {
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.defaultPrevented) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.(`[data-static="${partKey}"] a[href]`);
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin || url.pathname !== path) return;
      const number = photoNumberOf(query.valueIn(url, PHOTO_PARAM), count);
      if (number === null) return;
      event.preventDefault();
      openRef.current(number);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [partKey, count, path]);
}

export default function GalleryAlbumPage({ loaderData }: Route.ComponentProps) {
  const { page, album } = loaderData;
  const { projects } = album;
  const path = albumPath(album.slug);
  const [photo, showPhoto] = useOpenPhoto(projects.length, path);
  useThumbnailClicks(page.key, projects.length, path, showPhoto);

  return (
    <>
      <StaticHtml part={page} />
      {photo !== null ? (
        <Lightbox
          projects={projects}
          number={photo}
          path={path}
          onShow={showPhoto}
          onClose={() => showPhoto(null)}
        />
      ) : null}
    </>
  );
}

/** Any failure to load the album shows its not-found card; an unknown slug answers 404. */
export function ErrorBoundary() {
  return <AlbumNotFound />;
}
