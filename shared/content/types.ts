import type { BookingSettingsInput } from "../booking/settings.ts";
import type { Coordinates } from "./locations/coordinates.ts";

/**
 * The app's own content types. Every content source (built-in modules or
 * WordPress) is reshaped into these; no page ever sees a vendor's JSON.
 */

/**
 * What a picture's box shows while the picture loads: its dominant colour (`#rrggbb`) and, for most,
 * a preview a dozen pixels wide as a data: address (docs/decisions/019).
 */
export interface Placeholder {
  color: string;
  preview?: string;
}

/**
 * A picture with its intrinsic size, so the browser reserves its box. As content gives it, `src` is its
 * original: a built-in file (`/images/…`) or a WordPress media file, with `version` its last change.
 * The server turns it into the image service's addresses (`Pictures`, shared/pictures.ts): `src` one
 * width, `srcSet` every width of the ladder, and its `placeholder`.
 */
export interface ImageRef {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** The original's last change, for a WordPress media file: a new version gets new addresses. */
  version?: string;
  /** Every width with its address (`"/_img/320/… 320w, …"`), once the server has made the addresses. */
  srcSet?: string;
  placeholder?: Placeholder;
}

/** The home page's sections with a heading an editor may change, top to bottom. */
export type HomeSection =
  | "intro"
  | "differentiators"
  | "services"
  | "promise"
  | "customers"
  | "included"
  | "planning"
  | "testimonials"
  | "area";

/** A hero button as an editor set it: either part may be left to the page's own. */
export interface HomeButton {
  label?: string;
  /** A page of the site ("/quote"). */
  to?: string;
}

/**
 * What an editor changed on the home page (the `home_page` site option). Every field is optional: the
 * page's own copy (shared/content/pages/home.ts) shows wherever one is absent.
 */
export interface HomePageOption {
  seoTitle?: string;
  seoDescription?: string;
  heroTitle?: string;
  heroText?: string;
  heroImage?: ImageRef;
  /** The hero's first and second button. */
  buttons: [HomeButton, HomeButton];
  /** A section's heading, by section. */
  headings: Partial<Record<HomeSection, string>>;
  /** The line under a section's heading (the introduction's paragraph), by section. */
  intros: Partial<Record<HomeSection, string>>;
}

export interface CtaOption {
  title: string;
  description: string;
  /** The background's address (the spec's field): a Media Library picture's original, or an address pasted before. */
  backgroundImage: string;
  /** The background as a picture, when WordPress gives one from its Media Library: its size, alt text and version. */
  backgroundPicture?: ImageRef;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface ProcessStep {
  number: number;
  title: string;
  description: string;
}

export interface Testimonial {
  id: string;
  content: string;
  author: string;
  location: string;
  /** Stars, 1 to 5. */
  rating: number;
}

/**
 * An icon content names beside a card or a claim: Lucide's own name for it (lucide.dev/icons). The kernel
 * names icons and draws none; the app maps each name to its component (app/components/icons.ts), a
 * record over this union, so a name added here without its icon fails the typecheck.
 */
export type IconName =
  | "arrow-down-to-line"
  | "award"
  | "badge-check"
  | "badge-dollar-sign"
  | "building-2"
  | "calendar-check"
  | "calendar-clock"
  | "clipboard-check"
  | "clipboard-list"
  | "clock"
  | "cloud-snow"
  | "droplets"
  | "file-check"
  | "flame"
  | "footprints"
  | "forklift"
  | "hammer"
  | "handshake"
  | "home"
  | "layers"
  | "map-pin"
  | "map-pinned"
  | "message-square"
  | "paintbrush"
  | "palette"
  | "plus-square"
  | "refresh-cw"
  | "ruler"
  | "shield-check"
  | "snowflake"
  | "sparkles"
  | "square-parking"
  | "sun"
  | "thumbs-up"
  | "trending-up"
  | "truck"
  | "users"
  | "wrench";

/** A short trust claim (licensed, warranty, free estimates…); the icon defaults to a badge. */
export interface TrustBadge {
  label: string;
  icon?: IconName;
}

/** A city the business serves, as the service-area lists show it. */
export interface ServiceAreaCity {
  name: string;
  /** The city's page; cities without one are listed as plain text. */
  href?: string;
}

export interface SocialProfiles {
  facebook?: string;
  twitter?: string;
  instagram?: string;
  linkedin?: string;
}

export interface ContactInfo {
  phone: string;
  email: string;
  address: string;
  /** One line per reading, as the contact page shows them. */
  hours: string[];
  socialMedia: SocialProfiles;
  /** WordPress's promises and policies over the business file's (shared/content/promises.ts); none: the file's. */
  promises?: PromiseOverrides;
  /**
   * WordPress's booking settings over the business file's `booking` section (shared/booking), each
   * valid one set; none: the file's.
   */
  booking?: BookingSettingsInput;
}

export interface Benefit {
  title: string;
  description: string;
}

/** A service as the generic service page and the sitemap need it. */
export interface ServiceContent {
  slug: string;
  title: string;
  /** One or two sentences: meta description, cards. */
  summary: string;
  /** Sanitised HTML for the Overview tab. */
  content: string;
  featuredImage: ImageRef;
  keywords: string[];
  /** Exactly five steps on the Process tab. */
  process: ProcessStep[];
  benefits: Benefit[];
  /** Four questions on the FAQ tab. */
  faqs: FaqItem[];
  /**
   * The typical price, as a page shows it ("$8-$14 per sq ft"), and what it covers ("installed,
   * 4-inch slab"): plain text an editor may set in the CMS. Built-in records have none; the dedicated
   * service pages keep their own prices then.
   */
  price?: string;
  priceNote?: string;
  /**
   * The page's title and meta description as an editor wrote them for search engines (plain text,
   * bounded); the page's own when absent. Built-in records have none.
   */
  seoTitle?: string;
  seoDescription?: string;
  /** ISO date of the last content change (sitemap lastmod). */
  updatedAt: string;
}

export interface LocationServiceCard {
  title: string;
  description: string;
  link: string;
}

export interface RecentProject {
  title: string;
  location: string;
  description: string;
}

export interface NearbyLocation {
  name: string;
  path: string;
}

/** A city page's content: genuinely local, not the same text with the name swapped. */
export interface LocationContent {
  slug: string;
  /** "Ankeny" */
  name: string;
  /** "Ankeny, Iowa" */
  fullName: string;
  /** Page heading, e.g. "Concrete Contractor in Ankeny, IA". */
  title: string;
  /** One or two sentences: hero text and meta description. */
  description: string;
  /** Sanitised HTML: the local story (neighbourhoods, soils, city rules, typical jobs). */
  content: string;
  featuredImage: ImageRef;
  county: string;
  zipCodes: string[];
  /** The city centre (WGS 84), for structured data; null for a town the site has no centre for. */
  coordinates: Coordinates | null;
  neighborhoods: string[];
  /** Four service cards. */
  services: LocationServiceCard[];
  whyChooseUs: string[];
  /** Two sample projects. */
  recentProjects: RecentProject[];
  testimonials: Testimonial[];
  /** Three questions. */
  faqs: FaqItem[];
  nearbyLocations: NearbyLocation[];
  keywords: string[];
  /**
   * The page's title and meta description as an editor wrote them for search engines (plain text,
   * bounded); the page's own when absent. Built-in records have none.
   */
  seoTitle?: string;
  seoDescription?: string;
  updatedAt: string;
}

export interface AboutPage {
  /** Sanitised HTML of "Our Story". */
  content: string;
}

export interface MenuItem {
  label: string;
  href: string;
  children?: MenuItem[];
}

export interface FooterOptions {
  blurb: string;
  columns: { heading: string; links: MenuItem[] }[];
}

/** One picture at several widths (all the same aspect ratio), smallest first, for srcset. */
/**
 * A gallery photo. As content gives it, `sources` holds its original (and a WordPress media file's
 * `version`); the server turns it into every width of the image service's ladder (shared/pictures.ts).
 */
export interface GalleryPhoto {
  sources: { src: string; width: number; height: number }[];
  alt: string;
  version?: string;
  placeholder?: Placeholder;
}

/** A finished job in a gallery album; the caption is what was built, the size and the town. */
export interface GalleryProject {
  /** "Stamped ashlar-slate patio" */
  title: string;
  /** "420 sq ft" */
  size: string;
  /** "Ankeny" */
  town: string;
  /** The service page for this kind of work; null when none was chosen, or WordPress took that page down. */
  service: { label: string; href: string } | null;
  /** The photo's Caption from the Media Library, shown under the project when it says more than the title. */
  caption?: string;
  photo: GalleryPhoto;
}

/** An album of the gallery (/gallery/{slug}). */
export interface GalleryAlbum {
  slug: string;
  title: string;
  /** One line: the /gallery card and the meta description. */
  description: string;
  /** A short paragraph under the album's heading. */
  intro: string;
  /** None for an album of the CMS with no featured image and no usable project. */
  cover: GalleryPhoto | null;
  /** Empty for an album of the CMS whose every project row is unusable: it never borrows the built-in ones. */
  projects: GalleryProject[];
  keywords: string[];
  /**
   * The page's title and meta description as an editor wrote them for search engines (plain text,
   * bounded); the page's own when absent. Built-in records have none.
   */
  seoTitle?: string;
  seoDescription?: string;
  updatedAt: string;
}

/**
 * The slugs of records the CMS once published and has since taken down (trashed, unpublished, made
 * private, deleted or renamed), by the kind of page that showed them (`PageFamily` of shared/pages.ts):
 * gone from the site, answered 410, and never replaced by the built-in record of the same slug
 * (docs/decisions/002, "Deleting means gone").
 */
export interface RemovedRecords {
  service: string[];
  location: string[];
  album: string[];
}

/** A range of whole numbers, low ≤ high ("3 to 5 days", "25-33%"). */
export interface WholeRange {
  low: number;
  high: number;
}

/**
 * The promises WordPress sets over the business file's (Settings → Concrete site): each one given
 * wins, null or false is "no such promise", and one left out is the business file's.
 */
export type PromiseOverrides = Partial<BusinessPromises>;

/** The promises and policies the business makes (shared/content/promises.ts words them); null or false: none. */
export interface BusinessPromises {
  /** How soon it answers a call back or a request, in hours ("within 24 hours"). */
  replyHours: number | null;
  /** How soon it is on site for the free estimate, in hours ("within 48 hours"). */
  visitHours: number | null;
  /** How long most residential projects take, in working days ("3 to 5 days"). */
  projectDays: WholeRange | null;
  /** The deposit that reserves a date, in percent of the price ("25-33%"). */
  depositPercent: WholeRange | null;
  /** "Our 100% satisfaction guarantee". */
  satisfactionGuarantee: boolean;
  /** "Emergency repairs are available 24/7". */
  emergencyRepairs: boolean;
}
