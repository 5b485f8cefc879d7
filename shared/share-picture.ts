import type { SiteConfig } from "./content/site.ts";
import type { ImageRef } from "./content/types.ts";

/**
 * The share picture (og:image, twitter:image, the structured data's `image`): drawn by the server
 * from the business's own name, town, line and phone on the site's theme colours
 * (server/images/share-card.ts, docs/decisions/042-share-picture.md). Its address carries a hash of
 * everything drawn, so a new name, a phone WordPress changes or a new theme gives a new address, and
 * each address can be kept by browsers and social networks for good.
 */

/** Where the share pictures are answered: under the image service's prefix. */
export const SHARE_PICTURE_PREFIX = "/_img/share/";
export const SHARE_PICTURE_SIZE = { width: 1200, height: 630 } as const;
/** Raised when the drawing changes, so every address changes with it. */
export const SHARE_CARD_DESIGN = 1;

/**
 * The theme colours the card is drawn in: app/app.css's `@theme` (brand-800/900, accent-300/400,
 * concrete-100); share-picture.test.ts holds them equal.
 */
export const SHARE_CARD_COLOURS = {
  background: "#143354",
  backgroundDeep: "#0f2740",
  accent: "#f8b936",
  accentLight: "#fcd27b",
  text: "#ffffff",
  muted: "#eeede9",
} as const;

/** The parts of the identity the card shows. */
export type SharePictureSite = Pick<SiteConfig, "name" | "phone" | "tagline" | "address">;

/** Everything the card is drawn from: the same text gives the same picture and the same address. */
export interface ShareCardText {
  name: string;
  phone: string;
  /** The business's one line (the built-in line when the business file gives none). */
  tagline: string;
  /** "West Des Moines, IA". */
  town: string;
  colours: typeof SHARE_CARD_COLOURS;
  design: number;
}

export function shareCardText(site: SharePictureSite): ShareCardText {
  return {
    name: site.name.trim(),
    phone: site.phone.trim(),
    tagline: site.tagline.trim(),
    town: [site.address.city, site.address.region].filter(Boolean).join(", "),
    colours: SHARE_CARD_COLOURS,
    design: SHARE_CARD_DESIGN,
  };
}

/**
 * 64 bits of FNV-1a (two 32-bit lanes) as 16 hex digits: the same in the browser (a meta function
 * runs there on a navigation) and on the server, with no crypto API. Not a secret, only a version.
 */
function fnv64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0xcbf29ce4;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c ^ (a & 0xff), 0x01000193) >>> 0;
  }
  return a.toString(16).padStart(8, "0") + b.toString(16).padStart(8, "0");
}

/** The hash that names a card: of every value it is drawn from. */
export function shareCardHash(card: ShareCardText): string {
  return fnv64(JSON.stringify(card));
}

/** `/_img/share/<hash>.png` of the site's card. */
export function sharePicturePath(site: SharePictureSite): string {
  return `${SHARE_PICTURE_PREFIX}${shareCardHash(shareCardText(site))}.png`;
}

/** The share picture of a site, as the meta tags and the structured data name it. */
export function sharePicture(site: SharePictureSite): ImageRef {
  return {
    src: sharePicturePath(site),
    ...SHARE_PICTURE_SIZE,
    alt: `${site.name}: concrete contractor in ${shareCardText(site).town}, ${site.phone}`,
  };
}
