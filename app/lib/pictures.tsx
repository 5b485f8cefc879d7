import type { MainPictureSlot } from "@shared/app-services.ts";
import type { ImageRef } from "@shared/content/types.ts";
import { PICTURES_AS_GIVEN, type Pictures, placeholderStyle } from "@shared/pictures.ts";
import { createContext, useContext } from "react";

/**
 * The request's pictures (shared/pictures.ts) for the components that show one. `renderStaticParts`
 * provides the server's; outside it (a unit test's render) pictures stay as content gives them.
 */
export const PicturesContext = createContext<Pictures>(PICTURES_AS_GIVEN);

export function usePictures(): Pictures {
  return useContext(PicturesContext);
}

/** The document's main-picture slot while its static parts are rendered; null elsewhere. */
export const MainPictureContext = createContext<MainPictureSlot | null>(null);

/**
 * Whether `image`, asked to load first, is the page's main picture: the first one a document's
 * static parts name is (and is preloaded); any later one loads as an ordinary picture, so a page
 * never has two pictures competing for the first bytes. Outside a document's render, it is.
 */
export function useMainPicture(image: ImageRef, sizes: string, priority: boolean): boolean {
  const slot = useContext(MainPictureContext);
  if (!priority || !slot) return priority;
  slot.picture ??= { src: image.src, srcSet: image.srcSet, sizes };
  return slot.picture.src === image.src;
}

export { placeholderStyle };

/** Tailwind's breakpoints the card grids change at. */
const BREAKPOINT_PX = { sm: 640, md: 768, lg: 1024 } as const;
type Breakpoint = keyof typeof BREAKPOINT_PX;
/** Written out whole, so Tailwind finds every class a grid may use. */
const GRID_COLUMNS: Record<Breakpoint, Record<2 | 3 | 4, string>> = {
  sm: { 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "sm:grid-cols-4" },
  md: { 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "md:grid-cols-4" },
  lg: { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" },
};
/** The page's container: max-w-7xl (80rem) less px-8 on each side on large screens. */
const CONTAINER_PX = 1280;
const GAP_REM = 1.5;

/**
 * A grid of cards with pictures (gap-6, in the page's container), and the `sizes` its pictures are shown
 * at: both from the same columns, so a grid that changes its columns changes what the browser fetches.
 */
export function cardGrid(columns: Partial<Record<Breakpoint, 2 | 3 | 4>>): {
  className: string;
  sizes: string;
} {
  const steps = (Object.keys(BREAKPOINT_PX) as Breakpoint[]).flatMap((breakpoint) => {
    const count = columns[breakpoint];
    return count ? [{ breakpoint, count }] : [];
  });
  const className = [
    "grid gap-6",
    ...steps.map(({ breakpoint, count }) => GRID_COLUMNS[breakpoint][count]),
  ].join(" ");
  const sizes: string[] = [];
  const widest = steps.at(-1);
  if (widest) {
    const column = (CONTAINER_PX - 64 - 16 * GAP_REM * (widest.count - 1)) / widest.count;
    sizes.push(`(min-width: ${CONTAINER_PX}px) ${Math.ceil(column)}px`);
  }
  for (const { breakpoint, count } of steps.toReversed()) {
    const padding = breakpoint === "lg" ? 4 : 3;
    sizes.push(
      `(min-width: ${BREAKPOINT_PX[breakpoint]}px) calc((100vw - ${padding + GAP_REM * (count - 1)}rem) / ${count})`,
    );
  }
  sizes.push("calc(100vw - 2rem)");
  return { className, sizes: sizes.join(", ") };
}
