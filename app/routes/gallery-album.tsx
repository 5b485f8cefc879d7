import { useEffect, useState } from "react";
import { data, Link, useSearchParams } from "react-router";
import { AlbumNotFound } from "~/components/gallery/AlbumNotFound";
import Lightbox from "~/components/gallery/Lightbox";
import { ProjectGrid } from "~/components/gallery/ProjectGrid";
import { ButtonLink } from "~/components/sections/ButtonLink";
import { Section } from "~/components/sections/Section";
import { SectionHeading } from "~/components/sections/SectionHeading";
import { JsonLd } from "~/components/seo/JsonLd";
import { albumPageCopy, galleryClosing, galleryHero } from "~/content/pages/gallery";
import { servicesContext } from "~/lib/context";
import { albumPath, GALLERY_PATH, PHOTO_PARAM, photoHref, photoNumberOf } from "~/lib/gallery";
import { breadcrumbs, imageGallery } from "~/lib/json-ld";
import { rootSeo, seoMeta } from "~/lib/seo";
import { useRootData } from "~/lib/site";
import type { Route } from "./+types/gallery-album";

// An album (/gallery/{slug}); ?photo=N opens its Nth photo in the lightbox. The lightbox is
// imported here, not by the layout, so only album pages load its code.

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
      title: `${album.title} | ${albumPageCopy.titleSuffix} | ${ctx.site.name}`,
      description: album.description,
      path,
      keywords: album.keywords,
    },
    ctx,
  );
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  const [album, albums] = await Promise.all([
    content.getGalleryAlbum(params.album),
    content.listGalleryAlbums(),
  ]);
  if (!album) throw data(null, { status: 404 });
  return {
    album,
    otherAlbums: albums.filter((a) => a.slug !== album.slug).map(({ slug, title }) => ({ slug, title })),
  };
}

/**
 * The photo on screen: the URL's ?photo=N when the page loads; afterwards the lightbox keeps
 * the address in step with history.replaceState, so a photo can be shared without the router
 * reloading the page's data for each one.
 */
function useOpenPhoto(count: number, path: string) {
  const [searchParams] = useSearchParams();
  const fromUrl = photoNumberOf(searchParams.get(PHOTO_PARAM), count);
  const [number, setNumber] = useState(fromUrl);
  useEffect(() => setNumber(fromUrl), [fromUrl]);
  const show = (next: number | null) => {
    setNumber(next);
    const url = next === null ? path : photoHref(path, next);
    window.history.replaceState(window.history.state, "", url);
  };
  return [number, show] as const;
}

export default function GalleryAlbumPage({ loaderData }: Route.ComponentProps) {
  const { album, otherAlbums } = loaderData;
  const { siteUrl } = useRootData();
  const path = albumPath(album.slug);
  const [photo, showPhoto] = useOpenPhoto(album.projects.length, path);

  return (
    <>
      <JsonLd
        data={[
          imageGallery({ siteUrl, path, album }),
          breadcrumbs(siteUrl, [
            { name: "Home", path: "/" },
            { name: galleryHero.eyebrow, path: GALLERY_PATH },
            { name: album.title, path },
          ]),
        ]}
      />
      <section aria-labelledby="album-heading" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <nav aria-label={albumPageCopy.breadcrumbLabel}>
            <ol className="flex flex-wrap items-center gap-2 text-sm text-brand-50">
              <li>
                <Link to={GALLERY_PATH} className="underline underline-offset-2 hover:text-white">
                  {galleryHero.eyebrow}
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page">{album.title}</li>
            </ol>
          </nav>
          <h1 id="album-heading" className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {album.title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-brand-50">
            {album.intro || album.description}
          </p>
        </div>
      </section>

      <Section labelledBy="album-projects-heading">
        <h2 id="album-projects-heading" className="sr-only">
          {albumPageCopy.projectsHeading(album.title)}
        </h2>
        <ProjectGrid projects={album.projects} path={path} onOpen={showPhoto} />
      </Section>

      {otherAlbums.length ? (
        <Section tone="muted" labelledBy="album-more-heading">
          <SectionHeading id="album-more-heading" title={albumPageCopy.otherAlbums} />
          <ul className="mt-8 flex flex-wrap justify-center gap-4">
            {otherAlbums.map((other) => (
              <li key={other.slug}>
                <ButtonLink to={albumPath(other.slug)} variant="outlineDark">
                  {other.title}
                </ButtonLink>
              </li>
            ))}
          </ul>
          <div className="mt-12 text-center">
            <p className="text-lg text-concrete-700">{galleryClosing.text}</p>
            <ButtonLink to={galleryClosing.action.to} className="mt-6">
              {galleryClosing.action.label}
            </ButtonLink>
          </div>
        </Section>
      ) : null}

      {photo !== null ? (
        <Lightbox
          projects={album.projects}
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
