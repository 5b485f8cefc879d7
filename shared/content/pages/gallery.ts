import { type PromisesSite, replyWithin, withPromise } from "@shared/content/promises.ts";

/** The gallery's copy: /gallery, the album pages (/gallery/{slug}) and the lightbox. */

export const gallerySeo = {
  /** Shown before the business name: "{title} | {name}". */
  title: "Project Gallery: Patios & Stamped Concrete in Des Moines",
  /** The demo's albums: its invented jobs, each with a size and a town. */
  description:
    "Photos of patios, stamped concrete and backyard makeovers we poured around Greater Des Moines, with the size and town of every job.",
  /** A business's own albums, from its WordPress. */
  ownDescription:
    "Photos of driveways, patios and decorative concrete we have poured around Greater Des Moines.",
  /** A business with no album yet: the page says so, and is neither indexed nor in the sitemap. */
  noneDescription: "Photos of our own concrete jobs around Greater Des Moines will be published here.",
  keywords: [
    "concrete patio photos Des Moines",
    "stamped concrete gallery Iowa",
    "concrete contractor portfolio Ankeny",
    "backyard patio ideas Des Moines",
  ],
};

export const galleryHero = {
  /** Also the gallery's name in breadcrumbs. */
  eyebrow: "Gallery",
  title: "Our Work Around Des Moines",
  /** The demo's three albums (demo-stories.ts lists it). */
  subtitle:
    "Three albums of patios we have poured from Ankeny to Indianola. Every photo says what we built, how big it is and the town, so you can picture the same in your yard.",
  /** A business's own albums. */
  ownSubtitle: "Driveways, patios and decorative concrete we have poured, album by album.",
};

/** The gallery's description for search engines and its structured data, as the albums shown allow. */
export function galleryDescription(site: { claims: { demo: boolean } }, albumCount: number): string {
  if (albumCount === 0) return gallerySeo.noneDescription;
  return site.claims.demo ? gallerySeo.description : gallerySeo.ownDescription;
}

/** /gallery while a business has no album of its own (no invented job in its place). */
export const galleryNone = {
  subtitle: "Photos of our own jobs will be published here.",
  title: "Albums Coming Soon",
  text: "We are putting together photos of driveways, patios and sidewalks we have poured. Until then, the service pages describe each kind of work we do, and we are glad to talk yours through.",
  actions: [
    { label: "See Our Services", to: "/services" },
    { label: "Get a Free Quote", to: "/quote" },
  ],
};

export const galleryAlbumsSection = {
  title: "Browse the Albums",
  projectCount: (count: number) => `${count} ${count === 1 ? "project" : "projects"}`,
  open: (title: string) => `View ${title}`,
};

export const galleryClosing = {
  title: "Want Something Like This?",
  text: (site: PromisesSite) =>
    withPromise(
      replyWithin(site),
      "Tell us about your yard and the look you like. The estimate is free, and we reply {value}.",
      "Tell us about your yard and the look you like. The estimate is free.",
    ),
  action: { label: "Get a Free Quote", to: "/quote" },
};

export const albumPageCopy = {
  /** "{album} | Gallery | {business}" */
  titleSuffix: "Gallery",
  breadcrumbLabel: "Breadcrumb",
  projectsHeading: (title: string) => `${title}: the projects`,
  openPhoto: (caption: string) => `Enlarge photo: ${caption}`,
  serviceLink: (label: string) => `About ${label.toLowerCase()}`,
  otherAlbums: "More albums",
  /** An album of the CMS without a photo the site can show yet. */
  noProjects: "The photos of this album are on their way. The other albums are below.",
  notFound: {
    heading: "Album Not Found",
    text: "We couldn't find that gallery album. The albums we have are all on the gallery page.",
    action: "View the Gallery",
  },
};

export const lightboxCopy = {
  close: "Close photo",
  previous: "Previous photo",
  next: "Next photo",
  position: (number: number, count: number) => `Photo ${number} of ${count}`,
  swipeHint: "Swipe or use the arrow keys to see the next photo.",
};
