import { builtInAboutOf } from "@shared/content/about";
import { siteContactInfo } from "@shared/content/contact";
import { CTA_DEFAULTS } from "@shared/content/cta";
import { builtInFaqOf } from "@shared/content/faq";
import { builtInGalleryAlbums, getBuiltInGalleryAlbum } from "@shared/content/gallery/albums";
import { builtInLocationsOf, getBuiltInLocation } from "@shared/content/locations";
import { footerOptionsOf, headerMenu } from "@shared/content/navigation";
import { builtInProcess } from "@shared/content/process";
import { NOTHING_REMOVED } from "@shared/content/removed";
import { builtInServicesOf, getBuiltInService } from "@shared/content/services";
import { type SiteConfig, siteConfig } from "@shared/content/site";
import type { ContentSource } from "@shared/content/source";
import { builtInTestimonials } from "@shared/content/testimonials";
import type {
  AboutPage,
  FaqItem,
  FooterOptions,
  LocationContent,
  ServiceContent,
  Testimonial,
} from "@shared/content/types";

/**
 * The content that ships with the site: the answer when no CMS is
 * configured, and the last resort when the CMS has nothing for a key.
 * Lists are handed out as copies so no caller can reorder the shared modules.
 * The records say what the site's identity claims (founding year, warranty,
 * credentials); the demo's testimonials are left out of a business's own
 * identity (`claims.builtInPeople`).
 */
export class EmbeddedSource implements ContentSource {
  readonly name = "built-in";
  private readonly faq: FaqItem[];
  private readonly about: AboutPage;
  private readonly services: ServiceContent[];
  private readonly locations: LocationContent[];
  private readonly footer: FooterOptions;
  private readonly testimonials: Testimonial[];

  constructor(private readonly site: SiteConfig = siteConfig) {
    this.faq = builtInFaqOf(site);
    this.about = builtInAboutOf(site);
    this.services = builtInServicesOf(site);
    this.locations = builtInLocationsOf(site);
    this.footer = footerOptionsOf(site);
    this.testimonials = site.claims.builtInPeople ? builtInTestimonials : [];
  }

  async getCta() {
    return CTA_DEFAULTS;
  }

  /** The home page's own copy is the page's (shared/content/pages/home.ts): nothing to change it. */
  async getHomePage() {
    return null;
  }

  async getFaq() {
    return [...this.faq];
  }

  async getProcess() {
    return [...builtInProcess];
  }

  async getTestimonials() {
    return [...this.testimonials];
  }

  async getContactInfo() {
    return siteContactInfo(this.site);
  }

  async getAbout() {
    return this.about;
  }

  async getService(slug: string) {
    return getBuiltInService(slug, this.services);
  }

  async listServices() {
    return [...this.services];
  }

  async getLocation(slug: string) {
    return getBuiltInLocation(slug, this.locations);
  }

  async listLocations() {
    return [...this.locations];
  }

  async getHeaderMenu() {
    return [...headerMenu];
  }

  async getFooterOptions() {
    return this.footer;
  }

  async getGalleryAlbum(slug: string) {
    return getBuiltInGalleryAlbum(slug);
  }

  async listGalleryAlbums() {
    return [...builtInGalleryAlbums];
  }

  /** Built-in content removes nothing. */
  async listRemoved() {
    return NOTHING_REMOVED;
  }
}
