import type { GalleryAlbum, GalleryProject } from "@shared/content/types.ts";
import { excerptText, plainText } from "../sanitize.ts";
import {
  type Acf,
  acfOf,
  LINES_OR_COMMAS,
  nonEmpty,
  rows,
  seoFields,
  text,
  textList,
  updatedAt,
} from "./fields.ts";
import { acfCaption, acfPhoto, featuredImage } from "./media.ts";
import type { WpPost } from "./post.ts";

/** "stamped-concrete" → "Stamped concrete": a project's service link when the editor gave no label. */
function serviceLabelOf(slug: string): string {
  const words = slug.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const SERVICE_PATH = /^\/services\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

function galleryProjectRow(row: Acf): GalleryProject | null {
  // The photo's Caption (Media Library) is the project's words where the row has none of its own.
  const caption = acfCaption(row.image);
  const title = text(row.title) || caption;
  const link = typeof row.service_link === "string" ? row.service_link.trim() : "";
  const service = SERVICE_PATH.exec(link);
  const town = text(row.town);
  const size = text(row.size);
  const photo = acfPhoto(row.image, [title, size, town].filter(Boolean).join(", "));
  if (!title || !photo) return null;
  return {
    title,
    size,
    town,
    // Without a service page, the project is shown without its "About …" link.
    service: service ? { label: text(row.service_label) || serviceLabelOf(service[1]), href: link } : null,
    ...(caption && caption !== title ? { caption } : {}),
    photo,
  };
}

/**
 * A gallery album (custom post type `gallery_album`): title, excerpt (the one-line
 * description), content (the intro), featured image (the cover) and an ACF `projects`
 * repeater. Projects without a picture or a title (the row's, else its photo's Caption) are left out
 * (the plugin names them at save); one without a service page is shown without its link. An album with project rows shows only those it can use, none if none: never the
 * built-in projects, which are the demo's pictures. An album with no rows at all takes the built-in
 * record's, as any field WordPress leaves empty; one with neither is shown empty.
 */
export function reshapeGalleryAlbum(post: WpPost, builtIn: GalleryAlbum | null): GalleryAlbum | null {
  const acf = acfOf(post);
  const title = plainText(post.title?.rendered) || builtIn?.title || "";
  if (!title) return null;
  const given = rows(acf.projects);
  const projects =
    given.length > 0 ? given.flatMap((row) => galleryProjectRow(row) ?? []) : (builtIn?.projects ?? []);
  const featured = featuredImage(post, title);
  return {
    slug: post.slug,
    title,
    description: excerptText(post.excerpt?.rendered) || builtIn?.description || title,
    intro: plainText(post.content?.rendered) || builtIn?.intro || "",
    cover: featured
      ? {
          sources: [{ src: featured.src, width: featured.width, height: featured.height }],
          alt: featured.alt,
          version: featured.version,
        }
      : given.length > 0
        ? (projects[0]?.photo ?? null)
        : (builtIn?.cover ?? null),
    projects,
    keywords: nonEmpty(textList(acf.keywords, LINES_OR_COMMAS)) ?? builtIn?.keywords ?? [title.toLowerCase()],
    ...seoFields("gallery_album", acf, builtIn),
    updatedAt: updatedAt(post, builtIn),
  };
}
