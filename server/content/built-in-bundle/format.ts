/**
 * The built-in content bundle (format gdm-built-in.v1): the site's built-in records in the shape
 * WordPress stores them, so the plugin can create them as real records (docs/wordpress-import.md).
 * Field names are those of wordpress/gdm-concrete-content/fields.json; values are what the plugin
 * stores for each kind.
 */

export const BUNDLE_FORMAT = "gdm-built-in.v1";

/** The post types the bundle holds, in the order it lists them. */
export const BUNDLE_TYPES = [
  "service",
  "location",
  "gallery_album",
  "faq",
  "process_step",
  "post",
  "page",
] as const;
export type BundleType = (typeof BUNDLE_TYPES)[number];

/**
 * A picture: a path on the site (the plugin joins it to the site's address) or an absolute https
 * address; the largest original the site has, so WordPress makes its own sizes from it.
 */
export interface BundleImage {
  url: string;
  alt: string;
  caption: string;
}

/** A cell of a `rows` field: text, a number, a picture (`image` column) or a site path (`page` column). */
export type BundleCell = string | number | BundleImage;
export type BundleRow = Record<string, BundleCell>;

/**
 * A field's value by its kind: text, email, url, page → string; lines → one string, lines joined by
 * "\n"; number → number; image → BundleImage; rows → a list of rows keyed by the columns' names.
 */
export type BundleValue = string | number | BundleImage | BundleRow[];

export interface BundleRecord {
  type: BundleType;
  slug: string;
  /** Plain text. */
  title: string;
  /** HTML (post_content); "" when none. */
  content: string;
  /** Plain text (post_excerpt); "" when none. */
  excerpt: string;
  /** The record's place in its list on the site, from 1. */
  menu_order: number;
  /** post_date, UTC (ISO 8601); WordPress keeps it as the record's last change too, on creation. */
  date?: string;
  featured_image: BundleImage | null;
  /** Only the fields the site has a value for: never "" or []. */
  fields: Record<string, BundleValue>;
}

export interface Bundle {
  format: typeof BUNDLE_FORMAT;
  records: BundleRecord[];
}
