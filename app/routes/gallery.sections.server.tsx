import {
  galleryAlbumsSection,
  galleryClosing,
  galleryDescription,
  galleryHero,
  galleryNone,
} from "@shared/content/pages/gallery.ts";
import type { GalleryAlbum } from "@shared/content/types.ts";
import { Link } from "react-router";
import { GalleryImage } from "~/components/gallery/GalleryImage.tsx";
import { ButtonLink } from "~/components/sections/ButtonLink.tsx";
import { PageHero } from "~/components/sections/PageHero.tsx";
import { Section } from "~/components/sections/Section.tsx";
import { SectionHeading } from "~/components/sections/SectionHeading.tsx";
import { JsonLd } from "~/components/seo/JsonLd.tsx";
import { albumPath, GALLERY_PATH } from "~/lib/gallery.ts";
import { breadcrumbs, webPage } from "~/lib/json-ld.ts";
import { useRootData } from "~/lib/root-data.ts";

/** What an album's card shows. */
export type GalleryCard = Pick<GalleryAlbum, "slug" | "title" | "description" | "cover"> & {
  projectCount: number;
};

/**
 * The gallery's album cards: links and pictures, nothing that needs JavaScript. The demo's albums
 * are its own; a business of its own shows its WordPress's, and says plainly when it has none yet.
 */
export function GallerySections({ albums }: { albums: GalleryCard[] }) {
  const { site, siteUrl } = useRootData();
  const subtitle =
    albums.length === 0
      ? galleryNone.subtitle
      : site.claims.demo
        ? galleryHero.subtitle
        : galleryHero.ownSubtitle;
  return (
    <>
      <JsonLd
        data={[
          webPage({
            siteUrl,
            path: GALLERY_PATH,
            name: galleryHero.title,
            description: galleryDescription(site, albums.length),
          }),
          breadcrumbs(siteUrl, [
            { name: "Home", path: "/" },
            { name: galleryHero.eyebrow, path: GALLERY_PATH },
          ]),
        ]}
      />
      <PageHero
        headingId="gallery-hero-heading"
        eyebrow={galleryHero.eyebrow}
        title={galleryHero.title}
        subtitle={subtitle}
      />
      {albums.length > 0 ? <AlbumCards albums={albums} /> : <NoAlbumsYet />}
    </>
  );
}

function NoAlbumsYet() {
  return (
    <Section labelledBy="gallery-none-heading">
      <SectionHeading id="gallery-none-heading" title={galleryNone.title} description={galleryNone.text} />
      <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
        {galleryNone.actions.map((action, i) => (
          <ButtonLink key={action.to} to={action.to} variant={i === 0 ? "primary" : "outlineDark"}>
            {action.label}
          </ButtonLink>
        ))}
      </div>
    </Section>
  );
}

function AlbumCards({ albums }: { albums: GalleryCard[] }) {
  const { site } = useRootData();
  return (
    <>
      <Section labelledBy="gallery-albums-heading">
        <SectionHeading id="gallery-albums-heading" title={galleryAlbumsSection.title} />
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {albums.map((album, i) => (
            <li key={album.slug}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-concrete-200 bg-white shadow-sm">
                {album.cover ? (
                  <GalleryImage
                    photo={album.cover}
                    sizes="(min-width: 768px) 400px, 100vw"
                    lazy={i > 0}
                    className="aspect-3/2 h-auto w-full object-cover"
                  />
                ) : (
                  // An album with no picture yet keeps its card's shape.
                  <div aria-hidden="true" className="aspect-3/2 w-full bg-concrete-100" />
                )}
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-bold text-concrete-900">
                    {/* The whole card is the link; its name is the album's title. */}
                    <Link
                      to={albumPath(album.slug)}
                      prefetch="intent"
                      className="after:absolute after:inset-0 focus-visible:outline-none group-has-focus-visible:underline"
                    >
                      {album.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm font-semibold uppercase tracking-wide text-brand-700">
                    {galleryAlbumsSection.projectCount(album.projectCount)}
                  </p>
                  <p className="mt-3 text-concrete-700">{album.description}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted" labelledBy="gallery-closing-heading">
        <SectionHeading
          id="gallery-closing-heading"
          title={galleryClosing.title}
          description={galleryClosing.text(site)}
        />
        <div className="mt-8 flex justify-center">
          <ButtonLink to={galleryClosing.action.to}>{galleryClosing.action.label}</ButtonLink>
        </div>
      </Section>
    </>
  );
}
