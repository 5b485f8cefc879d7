import type { GalleryPhoto } from "@shared/content/types.ts";
import { photoEnds, photoSrcSet } from "~/lib/gallery.ts";
import { placeholderStyle, usePictures } from "~/lib/pictures.tsx";

/**
 * A gallery picture: every width in `srcset`, one for browsers without it as `src`, its placeholder, and its intrinsic
 * width and height so the browser reserves the box before the file arrives (no layout shift).
 */
export function GalleryImage({
  photo: given,
  sizes,
  lazy,
  className = "",
}: {
  photo: GalleryPhoto;
  /** Rendered width per breakpoint, as `sizes` wants it. */
  sizes: string;
  /** Below the fold: fetched as the visitor scrolls. */
  lazy: boolean;
  className?: string;
}) {
  const photo = usePictures().photo(given);
  const { fallbackSrc, largest } = photoEnds(photo);
  return (
    <img
      src={fallbackSrc.src}
      srcSet={photo.sources.length > 1 ? photoSrcSet(photo) : undefined}
      sizes={photo.sources.length > 1 ? sizes : undefined}
      width={largest.width}
      height={largest.height}
      alt={photo.alt}
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
      draggable={false}
      className={className}
      style={placeholderStyle(photo.placeholder)}
    />
  );
}
