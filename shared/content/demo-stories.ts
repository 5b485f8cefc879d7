import { demoStoryOf } from "./about.ts";
import { builtInGalleryAlbums } from "./gallery/albums.ts";
import { ankenyOfficeLine } from "./locations/ankeny.ts";
import { builtInLocations } from "./locations/index.ts";
import { aboutSections } from "./pages/about.ts";
import { decorativePortfolio } from "./pages/decorative-concrete.ts";
import { galleryHero } from "./pages/gallery.ts";
import { patiosGallery } from "./pages/patios.ts";
import { siteConfig } from "./site.ts";

/**
 * The demo's stories and jobs: the About story, "family-owned", the gallery's albums and the towns'
 * recent projects. None is a business's own, so each is shown only while the site runs as the demo
 * (`claims.demo`); a business's own come from its WordPress. The phrases are read from the content
 * modules themselves, so a project or a sentence added there is listed here the same day.
 */

/**
 * A claim as the inventory holds it (demo-inventory.ts's `DemoClaim`, which checks these where it
 * spreads them; that module imports this one, so its type is not imported back).
 */
interface DemoClaim {
  id: string;
  kind: "story" | "project";
  label: string;
  source: string;
  phrases: readonly string[];
}

/** The sentences of an HTML text, tags dropped. */
function sentencesOf(html: string): string[] {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

const storyClaims: readonly DemoClaim[] = [
  {
    id: "story.about",
    kind: "story",
    label: "the demo's About story (one truck, the family on your job)",
    source: "demo only: an invented history; a business's own is its WordPress About page",
    phrases: sentencesOf(demoStoryOf(siteConfig).content),
  },
  {
    id: "story.family-owned",
    kind: "story",
    label: 'the demo\'s "family-owned" (About title, description and hero)',
    source: "demo only: no business-file field says whether a business is family-owned",
    phrases: ["family-owned", "Family-Owned", aboutSections.about.heroSubtitle],
  },
  {
    id: "story.office-in-ankeny",
    kind: "story",
    label: "the demo's office in Ankeny, a reason to choose it on the Ankeny page",
    source: "demo only: a business's office is its business file's \"address\"",
    phrases: [ankenyOfficeLine],
  },
];

const galleryClaims: readonly DemoClaim[] = [
  {
    id: "project.gallery",
    kind: "project",
    label: "the demo's gallery: its three albums and how it introduces them",
    source: "demo only: invented jobs; a business's albums are its WordPress's",
    phrases: [
      galleryHero.subtitle,
      ...patiosGallery.albums.map((album) => album.description),
      ...builtInGalleryAlbums.flatMap((album) => [album.description, album.intro]),
    ],
  },
  ...builtInGalleryAlbums.map(
    (album): DemoClaim => ({
      id: `project.gallery.${album.slug}`,
      kind: "project",
      label: `the demo's ${album.projects.length} projects in the album "${album.title}"`,
      source: "demo only: invented jobs; a business's albums are its WordPress's",
      phrases: album.projects.map((project) => project.title),
    }),
  ),
];

const decorativeClaims: readonly DemoClaim[] = [
  {
    id: "project.decorative-work",
    kind: "project",
    label: 'the demo\'s "Recent Decorative Work" on the decorative concrete page',
    source: "demo only: invented jobs; a business's are its WordPress gallery's",
    phrases: decorativePortfolio.teasers.flatMap((teaser) => [teaser.title, teaser.description]),
  },
];

const townProjectClaims: readonly DemoClaim[] = builtInLocations.map((town) => ({
  id: `project.town.${town.slug}`,
  kind: "project",
  label: `the demo's recent projects in ${town.name}`,
  source: "demo only: invented jobs; a business's are its WordPress town page's recent projects",
  phrases: town.recentProjects.flatMap((project) => [project.title, project.description]),
}));

/** The demo's stories and projects, for the inventory (demo-inventory.ts). */
export const demoStoryClaims: readonly DemoClaim[] = [
  ...storyClaims,
  ...galleryClaims,
  ...decorativeClaims,
  ...townProjectClaims,
];
