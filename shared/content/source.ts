import type { PriceOverrides } from "./prices.ts";
import type {
  AboutPage,
  ContactInfo,
  CtaOption,
  FaqItem,
  FooterOptions,
  GalleryAlbum,
  HomePageOption,
  LocationContent,
  MenuItem,
  ProcessStep,
  RemovedRecords,
  ServiceContent,
  Testimonial,
} from "./types.ts";

/**
 * One interface, two sources: the built-in content modules and WordPress.
 * A source answers `null` (or an empty list) when it has nothing for a key;
 * it throws when it cannot answer at all (CMS down, bad JSON), so the
 * content service can serve its last good copy instead.
 */
export interface ContentSource {
  readonly name: string;
  getCta(): Promise<CtaOption | null>;
  /** What an editor changed on the home page; null when nothing (the page's own copy throughout). */
  getHomePage(): Promise<HomePageOption | null>;
  getFaq(): Promise<FaqItem[]>;
  getProcess(): Promise<ProcessStep[]>;
  getTestimonials(): Promise<Testimonial[]>;
  getContactInfo(): Promise<ContactInfo | null>;
  /**
   * The prices the CMS sets over the configured list (the business file's, else docs/product.md §9),
   * each a valid price; null when it sets none (built-in content: the configured list is the list).
   */
  getPriceList(): Promise<PriceOverrides | null>;
  getAbout(): Promise<AboutPage | null>;
  getService(slug: string): Promise<ServiceContent | null>;
  listServices(): Promise<ServiceContent[]>;
  getLocation(slug: string): Promise<LocationContent | null>;
  listLocations(): Promise<LocationContent[]>;
  getHeaderMenu(): Promise<MenuItem[]>;
  getFooterOptions(): Promise<FooterOptions | null>;
  getGalleryAlbum(slug: string): Promise<GalleryAlbum | null>;
  listGalleryAlbums(): Promise<GalleryAlbum[]>;
  /** Records the CMS took down: none for a source that never removes (built-in content). */
  listRemoved(): Promise<RemovedRecords>;
}

export type ContentKey = {
  [K in keyof ContentSource]: ContentSource[K] extends (...args: never[]) => unknown ? K : never;
}[keyof ContentSource];
