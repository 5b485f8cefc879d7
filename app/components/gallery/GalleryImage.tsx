import type { GalleryPhoto } from "@shared/content/types";
import { photoEnds, photoSrcSet } from "~/lib/gallery";

/**
 * A gallery picture: every width in `srcset`, the smallest as `src`, and its intrinsic
 * width and height so the browser reserves the box before the file arrives (no layout shift).
 */
export function GalleryImage({
  photo,
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
  const { smallest, largest } = photoEnds(photo);
  return (
    <img
      src={smallest.src}
      srcSet={photo.sources.length > 1 ? photoSrcSet(photo) : undefined}
      sizes={photo.sources.length > 1 ? sizes : undefined}
      width={largest.width}
      height={largest.height}
      alt={photo.alt}
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
      draggable={false}
      className={className}
    />
  );
}
