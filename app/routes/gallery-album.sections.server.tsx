import { albumPageCopy, galleryClosing, galleryHero } from "@shared/content/pages/gallery.ts";
import type { GalleryAlbum } from "@shared/content/types.ts";
import { Link } from "react-router";
import { ProjectGrid } from "~/components/gallery/ProjectGrid.tsx";
import { ButtonLink } from "~/components/sections/ButtonLink.tsx";
import { Section } from "~/components/sections/Section.tsx";
import { SectionHeading } from "~/components/sections/SectionHeading.tsx";
import { JsonLd } from "~/components/seo/JsonLd.tsx";
import { albumPath, GALLERY_PATH } from "~/lib/gallery.ts";
import { breadcrumbs, imageGallery } from "~/lib/json-ld.ts";
import { useRootData } from "~/lib/root-data.ts";

/**
 * Everything on an album's page but the lightbox: headings, the thumbnails (links to ?photo=N,
 * which the route turns into opening the lightbox) and the other albums. No JavaScript of its own.
 */
export function AlbumSections({
  album,
  otherAlbums,
}: {
  album: GalleryAlbum;
  otherAlbums: Pick<GalleryAlbum, "slug" | "title">[];
}) {
  const { site, siteUrl } = useRootData();
  const path = albumPath(album.slug);
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
        {album.projects.length > 0 ? (
          <ProjectGrid projects={album.projects} path={path} />
        ) : (
          <p className="text-center text-lg text-concrete-700">{albumPageCopy.noProjects}</p>
        )}
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
            <p className="text-lg text-concrete-700">{galleryClosing.text(site)}</p>
            <ButtonLink to={galleryClosing.action.to} className="mt-6">
              {galleryClosing.action.label}
            </ButtonLink>
          </div>
        </Section>
      ) : null}
    </>
  );
}
