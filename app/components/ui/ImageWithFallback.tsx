import { images } from "@shared/content/images.ts";
import type { ImageRef } from "@shared/content/types.ts";
import { useEffect, useRef, useState } from "react";
import { placeholderStyle, useMainPicture, usePictures } from "~/lib/pictures.tsx";

export interface ImageWithFallbackProps {
  image: ImageRef;
  /** Shown instead when `image` fails to load. */
  fallback?: ImageRef;
  className?: string;
  /** The page's main picture (usually the hero): fetched first, never lazy. */
  priority?: boolean;
  /** The width the picture is shown at, per breakpoint, as `sizes` wants it; the full width unless told. */
  sizes?: string;
  /** A copy of a picture described elsewhere on the page: empty alt text, so it is not read twice. */
  decorative?: boolean;
}

/** What the browser knows about an <img> it may have loaded before React hydrated. */
export interface ImageElementState {
  complete: boolean;
  naturalWidth: number;
  currentSrc: string;
}

/**
 * The picture's state when the component mounts. A lazy image the browser has not
 * requested yet has no currentSrc: it is still to come, not broken.
 */
export function mountedImageState(img: ImageElementState): "loaded" | "loading" | "failed" {
  if (!img.complete || img.currentSrc === "") return "loading";
  return img.naturalWidth > 0 ? "loaded" : "failed";
}

/** The picture to try after `failed` did not load, or null when the fallback itself failed. */
export function nextImageAfterError(failed: ImageRef, fallback: ImageRef): ImageRef | null {
  return failed.src === fallback.src ? null : fallback;
}

export function loadingAttributes(priority: boolean) {
  return priority
    ? ({ loading: "eager", fetchPriority: "high" } as const)
    : ({ loading: "lazy", decoding: "async" } as const);
}

/**
 * An image that fades in once loaded and switches to a fallback picture when it
 * fails. Server HTML shows the image at full opacity: only the browser, after
 * hydration, can say a picture is still loading, so visitors without JavaScript
 * and a hero that loaded before hydration never wait on the fade.
 */
export function ImageWithFallback({
  image: given,
  fallback: givenFallback = images.fallback,
  className = "",
  priority = false,
  sizes = "100vw",
  decorative = false,
}: ImageWithFallbackProps) {
  // The image service's addresses and placeholder, on the server (app/lib/pictures.tsx).
  const pictures = usePictures();
  const image = pictures.image(given);
  const fallback = pictures.image(givenFallback);
  const main = useMainPicture(image, sizes, priority);
  const ref = useRef<HTMLImageElement>(null);
  // Keyed by src, so a new `image` from the parent starts over without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadingSrc, setLoadingSrc] = useState<string | null>(null);
  const current = failedSrc === image.src ? (nextImageAfterError(image, fallback) ?? image) : image;

  // Stay faded until the fallback has loaded too; if it fails as well, the alt text is all that is left.
  const showFallback = () => {
    const next = nextImageAfterError(current, fallback);
    if (next) setFailedSrc(image.src);
    setLoadingSrc(next ? next.src : null);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new picture needs a fresh look at the element
  useEffect(() => {
    const img = ref.current;
    if (!img) return;
    const state = mountedImageState(img);
    if (state === "failed") showFallback();
    else setLoadingSrc(state === "loading" ? current.src : null);
  }, [current.src]);

  const faded = loadingSrc === current.src;
  return (
    <img
      ref={ref}
      src={current.src}
      width={current.width}
      height={current.height}
      alt={decorative ? "" : current.alt}
      srcSet={current.srcSet}
      sizes={current.srcSet ? sizes : undefined}
      {...loadingAttributes(main)}
      // For a copy in a static section, where no React handler runs (app/lib/static-sections/static-behaviour.ts).
      data-fallback={fallback.src === current.src ? undefined : fallback.src}
      data-fallback-alt={fallback.src === current.src || decorative ? undefined : fallback.alt}
      style={placeholderStyle(current.placeholder)}
      onLoad={() => setLoadingSrc(null)}
      onError={showFallback}
      className={`transition-opacity duration-500 ${faded ? "opacity-0" : "opacity-100"} ${className}`.trim()}
    />
  );
}
