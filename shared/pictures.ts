import type { GalleryPhoto, ImageRef } from "./content/types";

/**
 * Turns the pictures content names (a built-in original, a WordPress media file) into what a page
 * shows: the site's image service's addresses at every width of its ladder, and a placeholder
 * (docs/decisions/019). The server makes one per request (server/images/pictures.ts); a picture it
 * has already turned is given back as it is.
 */
export interface Pictures {
  image(ref: ImageRef): ImageRef;
  photo(photo: GalleryPhoto): GalleryPhoto;
}

/** Pictures as content gives them, for renders without a server (unit tests of components). */
export const PICTURES_AS_GIVEN: Pictures = {
  image: (ref) => ref,
  photo: (photo) => photo,
};
