import type { GalleryAlbum, GalleryPhoto, GalleryProject } from "../types.ts";

/**
 * The built-in gallery: three albums of jobs around Greater Des Moines. The pictures are
 * illustrations drawn by tools/illustrations/generate.mjs (npm run images -- gallery), one original each;
 * their file names and sizes must match GALLERY_PICTURES there. WordPress, when configured,
 * replaces an album with its own photos (docs/decisions/010-gallery.md).
 */

/** A generated gallery picture's original; the server serves it at every width (shared/pictures.ts). */
function photo(file: string, alt: string): GalleryPhoto {
  return { alt, sources: [{ src: `/images/gallery/${file}.webp`, width: 2160, height: 1440 }] };
}

const services = {
  patios: { label: "Concrete patios", href: "/services/patios" },
  stamped: { label: "Stamped concrete", href: "/services/stamped-concrete" },
  decorative: { label: "Decorative concrete", href: "/services/decorative-concrete" },
  sidewalks: { label: "Sidewalks and walkways", href: "/services/sidewalks" },
  steps: { label: "Concrete steps", href: "/services/concrete-steps" },
} satisfies Record<string, GalleryProject["service"]>;

function project(
  file: string,
  title: string,
  size: string,
  town: string,
  service: GalleryProject["service"],
  alt: string,
): GalleryProject {
  return { title, size, town, service, photo: photo(file, alt) };
}

const backyardTransformations: GalleryAlbum = {
  slug: "backyard-transformations",
  title: "Backyard Transformations",
  description: "Bare lawns, rotting decks and sunken pavers turned into patios families use every evening.",
  intro:
    "Before these jobs the yards held patchy grass, a tired deck or pavers heaving after a few Iowa winters. Each one now has a level, drained slab built on compacted base, sized for the way the family actually uses it.",
  keywords: [
    "backyard concrete patio Des Moines",
    "deck replacement concrete patio",
    "patio with fire pit Iowa",
    "backyard makeover Ankeny",
  ],
  updatedAt: "2026-11-22T00:00:00.000Z",
  projects: [
    project(
      "backyard-01",
      "Broom-finished patio with a seat wall and fire pit",
      "640 sq ft",
      "Ankeny",
      services.patios,
      "Light gray broom-finished patio behind a beige house, a low seat wall and a round fire pit in the middle",
    ),
    project(
      "backyard-02",
      "Lawn turned into a stamped ashlar patio with a grill pad",
      "520 sq ft",
      "Waukee",
      services.stamped,
      "Tan ashlar-stamped patio off the back door with a dining set and a grill at one corner",
    ),
    project(
      "backyard-03",
      "Patio with steps down to the yard, replacing a deck",
      "780 sq ft",
      "West Des Moines",
      services.steps,
      "Wide gray patio across the back of a house, a table and chairs near the sliding door",
    ),
    project(
      "backyard-04",
      "Rotted deck replaced with an exposed-aggregate patio",
      "450 sq ft",
      "Urbandale",
      services.decorative,
      "Speckled exposed-aggregate patio with planters at the front corners and a table by the house",
    ),
    project(
      "backyard-05",
      "Patio and a 60 ft walkway to the detached garage",
      "380 sq ft",
      "Johnston",
      services.sidewalks,
      "Broom-finished patio with saw-cut joints, a grill against the house and planters at the edge",
    ),
    project(
      "backyard-06",
      "Sloped yard leveled for a patio with a 28 ft retaining seat wall",
      "560 sq ft",
      "Pleasant Hill",
      services.patios,
      "Level gray patio held by a long stone-colored seat wall, a dining set in front of it",
    ),
    project(
      "backyard-07",
      "Outdoor kitchen pad with a colored border",
      "300 sq ft",
      "Altoona",
      services.decorative,
      "Warm brown stamped pad with a dark border band, a grill and a small table",
    ),
    project(
      "backyard-08",
      "Heaved pavers replaced with a stamped patio and fire pit",
      "700 sq ft",
      "Norwalk",
      services.stamped,
      "Large slate-gray stamped patio at dusk with a fire pit and chairs",
    ),
  ],
  cover: photo("backyard-01", "Broom-finished patio with a seat wall and fire pit in an Ankeny backyard"),
};

const stampedPatios: GalleryAlbum = {
  slug: "stamped-patios",
  title: "Stamped Patios",
  description:
    "Ashlar slate, random stone, cobblestone and wood plank: stamped patterns in colors that suit the house.",
  intro:
    "Every stamped patio here was colored integrally, stamped with full mat sets, antiqued with a release agent and sealed. The pattern and color were picked on site against the siding and roof.",
  keywords: [
    "stamped concrete patio Des Moines",
    "ashlar slate stamped patio",
    "stamped concrete colors Iowa",
    "stamped patio Ankeny",
  ],
  updatedAt: "2026-11-22T00:00:00.000Z",
  projects: [
    project(
      "stamped-01",
      "Stamped ashlar-slate patio",
      "420 sq ft",
      "Ankeny",
      services.stamped,
      "Ashlar-slate stamped patio in a warm gray with darker antiqued joints behind a two-story house",
    ),
    project(
      "stamped-02",
      "Random-stone stamped patio in desert tan",
      "360 sq ft",
      "Indianola",
      services.stamped,
      "Desert-tan random-stone stamped patio with a dining set and planters",
    ),
    project(
      "stamped-03",
      "Close-up of an ashlar-slate pattern with hand-applied antiquing",
      "380 sq ft",
      "Urbandale",
      services.decorative,
      "Top view of rectangular stamped stones in gray and brown with dark antiqued joints",
    ),
    project(
      "stamped-04",
      "Walnut ashlar patio with a smooth border band",
      "290 sq ft",
      "Johnston",
      services.stamped,
      "Walnut-brown stamped patio framed by a smooth darker border, a grill against the house",
    ),
    project(
      "stamped-05",
      "Cobblestone-stamped patio around a fire pit",
      "600 sq ft",
      "West Des Moines",
      services.stamped,
      "Gray cobblestone-stamped patio at dusk with a round fire pit and chairs",
    ),
    project(
      "stamped-06",
      "Flagstone-stamped patio with a seat wall",
      "540 sq ft",
      "Altoona",
      services.patios,
      "Sandstone-colored flagstone stamped patio with a low seat wall along the back",
    ),
    project(
      "stamped-07",
      "Close-up of a charcoal slate stamp released in black",
      "450 sq ft",
      "Waukee",
      services.decorative,
      "Top view of charcoal stamped slate stones with black antiqued joints",
    ),
    project(
      "stamped-08",
      "Stamped slate patio and grill pad in Beaverdale",
      "340 sq ft",
      "Des Moines",
      services.stamped,
      "Terracotta stamped slate patio with a table, chairs and a grill behind a brick-red house",
    ),
  ],
  cover: photo("stamped-01", "Ashlar-slate stamped patio in warm gray behind an Ankeny home"),
};

const modernPatios: GalleryAlbum = {
  slug: "modern-patios",
  title: "Modern Patios",
  description:
    "Clean lines, large saw-cut squares, smooth and charcoal finishes for newer homes and walkouts.",
  intro:
    "Modern patios depend on straight forms and joints cut on a grid the day after the pour. These are plain concrete done precisely: no stamp, just the finish, the color and the layout.",
  keywords: [
    "modern concrete patio Des Moines",
    "saw-cut concrete patio",
    "charcoal concrete patio Iowa",
    "large format concrete patio West Des Moines",
  ],
  updatedAt: "2026-11-22T00:00:00.000Z",
  projects: [
    project(
      "modern-01",
      "Large-format saw-cut patio in 4 ft squares",
      "480 sq ft",
      "Ankeny",
      services.patios,
      "Smooth light-gray patio cut into four-foot squares behind a white house, a table in the middle",
    ),
    project(
      "modern-02",
      "Smooth-troweled charcoal patio with a fire table",
      "620 sq ft",
      "West Des Moines",
      services.decorative,
      "Charcoal-colored square-cut patio at dusk with a fire feature and chairs",
    ),
    project(
      "modern-03",
      "Light-broom patio with planters at the corners",
      "350 sq ft",
      "Des Moines",
      services.patios,
      "Pale broom-finished patio with saw-cut joints and two planters at the front corners",
    ),
    project(
      "modern-04",
      "Sandblasted patio with a floating seat wall",
      "400 sq ft",
      "Waukee",
      services.decorative,
      "Fine-textured gray patio with a long low seat wall along the back",
    ),
    project(
      "modern-05",
      "Natural gray saw-cut patio off a walkout basement",
      "560 sq ft",
      "Urbandale",
      services.patios,
      "Natural gray patio cut into squares below a gray-sided house, a grill at the side",
    ),
    project(
      "modern-06",
      "Polished-aggregate patio with a dining area",
      "300 sq ft",
      "Johnston",
      services.decorative,
      "Speckled polished-aggregate patio with a round table and chairs",
    ),
    project(
      "modern-07",
      "Two-tone patio: charcoal border around natural gray",
      "720 sq ft",
      "Norwalk",
      services.decorative,
      "Wide natural gray patio with a dark charcoal border along the front edge",
    ),
    project(
      "modern-08",
      "Hot tub pad and patio in 4 ft squares",
      "440 sq ft",
      "Pleasant Hill",
      services.patios,
      "Square-cut light patio with a table and planters behind a tan house",
    ),
  ],
  cover: photo("modern-01", "Large-format saw-cut concrete patio behind an Ankeny home"),
};

/** Every built-in album, in the order /gallery shows them. */
export const builtInGalleryAlbums: readonly GalleryAlbum[] = [
  backyardTransformations,
  stampedPatios,
  modernPatios,
];

/**
 * The albums a site built in shows: the demo's invented jobs only while it runs as the demo; a
 * business of its own has none until its WordPress has albums (docs/decisions/010-gallery.md).
 */
export function builtInGalleryAlbumsOf(site: { claims: { demo: boolean } }): readonly GalleryAlbum[] {
  return site.claims.demo ? builtInGalleryAlbums : [];
}

export function getBuiltInGalleryAlbum(
  slug: string,
  albums: readonly GalleryAlbum[] = builtInGalleryAlbums,
): GalleryAlbum | null {
  return albums.find((album) => album.slug === slug) ?? null;
}
