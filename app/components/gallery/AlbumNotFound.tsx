import { albumPageCopy } from "@shared/content/pages/gallery.ts";
import { ButtonLink } from "~/components/sections/ButtonLink.tsx";
import { NotFoundCard } from "~/components/sections/NotFoundCard.tsx";
import { GALLERY_PATH } from "~/lib/gallery.ts";

const copy = albumPageCopy.notFound;

/** The card when an album cannot be loaded: Album Not Found, and the way back to the gallery. */
export function AlbumNotFound() {
  return (
    <NotFoundCard heading={copy.heading} text={copy.text}>
      <ButtonLink to={GALLERY_PATH}>{copy.action}</ButtonLink>
    </NotFoundCard>
  );
}
