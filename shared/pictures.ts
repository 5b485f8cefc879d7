import type { GalleryPhoto, ImageRef, Placeholder } from "./content/types.ts";

/**
 * Turns the pictures content names (a built-in original, a WordPress media file) into what a page
 * shows: the site's image service's addresses at every width of its ladder, and a placeholder
 * (docs/decisions/019). The server makes one per request (server/images/pictures.ts); a picture it
 * has already turned is given back as it is.
 */
export interface Pictures {
  image(ref: ImageRef): ImageRef;
  photo(photo: GalleryPhoto): GalleryPhoto;
  /**
   * Rich text (sanitised HTML, server/content/sanitize.ts) with each of its pictures made the
   * service's: `srcset` and `sizes` for a text column, and the placeholder.
   */
  html(html: string): string;
}

/** Pictures as content gives them, for renders without a server (unit tests of components). */
export const PICTURES_AS_GIVEN: Pictures = {
  image: (ref) => ref,
  photo: (photo) => photo,
  html: (html) => html,
};

/**
 * The picture's box while the file loads: its colour, and its preview stretched over the box (the
 * browser's smoothing blurs it). The picture, once drawn, covers both.
 */
export function placeholderStyle(placeholder: Placeholder | undefined):
  | {
      backgroundColor: string;
      backgroundImage?: string;
      backgroundSize?: string;
      backgroundPosition?: string;
    }
  | undefined {
  if (!placeholder) return undefined;
  return placeholder.preview
    ? {
        backgroundColor: placeholder.color,
        backgroundImage: `url(${placeholder.preview})`,
        backgroundSize: "cover",
        backgroundPosition: "center",
      }
    : { backgroundColor: placeholder.color };
}

/** `placeholderStyle` as a style attribute's text, for HTML written without React. */
export function placeholderCss(placeholder: Placeholder | undefined): string {
  return Object.entries(placeholderStyle(placeholder) ?? {})
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(";");
}
