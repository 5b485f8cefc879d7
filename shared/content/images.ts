import type { ImageRef } from "./types.ts";

/** The built-in originals' sizes (tools/illustrations/generate.mjs): the hero's, the 3:2 pictures', the banner's. */
const HERO = { width: 2048, height: 1152 } as const;
const PHOTO = { width: 2160, height: 1440 } as const;
const BANNER = { width: 2160, height: 900 } as const;

/**
 * Every built-in image: the high-resolution originals under public/images, drawn by
 * tools/illustrations/generate.mjs (illustrations, since the business has given no photos yet).
 * Width and height are the originals' sizes; the server serves each through the image service at
 * the width a browser needs (shared/pictures.ts, docs/decisions/019).
 */
function img(src: string, size: { width: number; height: number }, alt: string): ImageRef {
  return { src, ...size, alt };
}

export const images = {
  homeHero: img(
    "/images/hero-home.webp",
    HERO,
    "A new broom-finished concrete driveway in front of a suburban Iowa home",
  ),
  driveway: img(
    "/images/driveway.webp",
    PHOTO,
    "Freshly poured concrete driveway leading to a two-car garage",
  ),
  patio: img("/images/patio.webp", PHOTO, "Stamped concrete backyard patio with outdoor seating"),
  sidewalk: img(
    "/images/sidewalk.webp",
    PHOTO,
    "Straight concrete sidewalk with clean control joints along a lawn",
  ),
  decorative: img(
    "/images/decorative.webp",
    PHOTO,
    "Decorative stamped and colored concrete with a slate pattern",
  ),
  commercial: img("/images/commercial.webp", PHOTO, "Commercial concrete parking lot with a loading dock"),
  repair: img("/images/repair.webp", PHOTO, "Cracked concrete slab being repaired and leveled"),
  stamped: img("/images/stamped.webp", PHOTO, "Close view of an ashlar-slate stamped concrete pattern"),
  steps: img("/images/steps.webp", PHOTO, "Concrete front steps with a handrail leading to a porch"),
  ctaBackground: img("/images/cta-bg.webp", BANNER, "Concrete texture"),
  locations: {
    "des-moines": img(
      "/images/locations/des-moines.webp",
      PHOTO,
      "Des Moines skyline beyond a residential street",
    ),
    ankeny: img(
      "/images/locations/ankeny.webp",
      PHOTO,
      "New-construction homes with concrete driveways in Ankeny",
    ),
    waukee: img("/images/locations/waukee.webp", PHOTO, "Suburban Waukee homes with wide driveways"),
    "west-des-moines": img(
      "/images/locations/west-des-moines.webp",
      PHOTO,
      "West Des Moines homes along a tree-lined street",
    ),
    urbandale: img(
      "/images/locations/urbandale.webp",
      PHOTO,
      "Established Urbandale neighborhood with mature trees",
    ),
    altoona: img("/images/locations/altoona.webp", PHOTO, "Altoona homes near the Des Moines River"),
    norwalk: img("/images/locations/norwalk.webp", PHOTO, "Norwalk homes beside open Iowa farmland"),
    indianola: img("/images/locations/indianola.webp", PHOTO, "Indianola town square and homes"),
    johnston: img("/images/locations/johnston.webp", PHOTO, "Johnston homes near Saylorville Lake"),
    "pleasant-hill": img(
      "/images/locations/pleasant-hill.webp",
      PHOTO,
      "Pleasant Hill homes on rolling ground",
    ),
  } satisfies Record<string, ImageRef>,
  /** Generic picture for any service or location with no image of its own. */
  fallback: img("/images/concrete-fallback.webp", PHOTO, "Smooth finished concrete surface"),
} as const;

/** Stock image by service slug (the spec's fallback rule). */
export function serviceImage(slug: string): ImageRef {
  switch (slug) {
    case "driveways":
    case "concrete-driveways":
      return images.driveway;
    case "patios":
      return images.patio;
    case "sidewalks":
      return images.sidewalk;
    case "decorative-concrete":
      return images.decorative;
    case "commercial":
      return images.commercial;
    case "repair":
      return images.repair;
    case "stamped-concrete":
      return images.stamped;
    case "concrete-steps":
      return images.steps;
    default:
      return images.fallback;
  }
}

export function locationImage(slug: string): ImageRef {
  return (images.locations as Record<string, ImageRef>)[slug] ?? images.fallback;
}
