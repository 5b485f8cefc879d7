/** The gallery's copy: /gallery, the album pages (/gallery/{slug}) and the lightbox. */

export const gallerySeo = {
  /** Shown before the business name: "{title} | {name}". */
  title: "Project Gallery: Patios & Stamped Concrete in Des Moines",
  description:
    "Photos of patios, stamped concrete and backyard makeovers we poured around Greater Des Moines, with the size and town of every job.",
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
  subtitle:
    "Three albums of patios we have poured from Ankeny to Indianola. Every photo says what we built, how big it is and the town, so you can picture the same in your yard.",
};

export const galleryAlbumsSection = {
  title: "Browse the Albums",
  projectCount: (count: number) => `${count} ${count === 1 ? "project" : "projects"}`,
  open: (title: string) => `View ${title}`,
};

export const galleryClosing = {
  title: "Want Something Like This?",
  text: "Tell us about your yard and the look you like. The estimate is free, and we reply within 24 hours.",
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
