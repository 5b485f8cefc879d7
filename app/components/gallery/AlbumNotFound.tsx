import { albumPageCopy } from "@shared/content/pages/gallery";
import { ButtonLink } from "~/components/sections/ButtonLink";
import { NotFoundCard } from "~/components/sections/NotFoundCard";
import { GALLERY_PATH } from "~/lib/gallery";

const copy = albumPageCopy.notFound;

/** The card when an album cannot be loaded: Album Not Found, and the way back to the gallery. */
export function AlbumNotFound() {
  return (
    <NotFoundCard heading={copy.heading} text={copy.text}>
      <ButtonLink to={GALLERY_PATH}>{copy.action}</ButtonLink>
    </NotFoundCard>
  );
}
