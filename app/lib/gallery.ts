import type { GalleryPhoto, GalleryProject } from "@shared/content/types.ts";

/** The gallery's address, and an album's. */
export const GALLERY_PATH = "/gallery";
export const albumPath = (slug: string) => `${GALLERY_PATH}/${slug}`;

/** The query parameter that opens a photo in the lightbox: ?photo=3 is the third project (1-based). */
export const PHOTO_PARAM = "photo";

/** The address of one photo of an album, as shared and as the no-JavaScript links use it. */
export const photoHref = (path: string, number: number) => `${path}?${PHOTO_PARAM}=${number}`;

/** The thumbnail's element id, so closing the lightbox (or the no-JavaScript close link) lands on it. */
export const thumbnailId = (number: number) => `photo-${number}`;

/** The 1-based photo number in `?photo=`, or null when it is absent or names no project. */
export function photoNumberOf(value: string | null, count: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= count ? number : null;
}

/** The number of the photo after (step 1) or before (step -1) `number`, wrapping around. */
export function stepPhoto(number: number, step: 1 | -1, count: number): number {
  return ((number - 1 + step + count) % count) + 1;
}

/** "420 sq ft, Ankeny": the size and town under a project's title. */
export function projectPlace(project: Pick<GalleryProject, "size" | "town">): string {
  return [project.size, project.town].filter(Boolean).join(", ");
}

/** One line saying what was built, how big and where, for captions and structured data. */
export function projectCaption(project: GalleryProject): string {
  const place = projectPlace(project);
  return place ? `${project.title}, ${place}` : project.title;
}

/** The `srcset` of a photo: every width it comes in. */
export function photoSrcSet(photo: GalleryPhoto): string {
  return photo.sources.map((s) => `${s.src} ${s.width}w`).join(", ");
}

/** The widest source a browser that reads no `srcset` is given: a phone's full width at 2×. */
export const FALLBACK_PHOTO_WIDTH = 1080;

/**
 * The largest source of a photo (its size is the box's shape), and the one `src` names: the widest
 * up to FALLBACK_PHOTO_WIDTH (the smallest, when none is that narrow).
 */
export function photoEnds(photo: GalleryPhoto) {
  const [smallest] = photo.sources;
  const fallbackSrc = photo.sources.findLast((s) => s.width <= FALLBACK_PHOTO_WIDTH) ?? smallest;
  return { fallbackSrc, largest: photo.sources.at(-1) ?? smallest };
}
