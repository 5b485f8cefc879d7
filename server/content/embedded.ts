import { builtInAbout } from "@shared/content/about";
import { siteContactInfo } from "@shared/content/contact";
import { CTA_DEFAULTS } from "@shared/content/cta";
import { builtInFaq } from "@shared/content/faq";
import { builtInGalleryAlbums, getBuiltInGalleryAlbum } from "@shared/content/gallery/albums";
import { builtInLocations, getBuiltInLocation } from "@shared/content/locations";
import { footerOptions, headerMenu } from "@shared/content/navigation";
import { builtInProcess } from "@shared/content/process";
import { builtInServices, getBuiltInService } from "@shared/content/services";
import { type SiteConfig, siteConfig } from "@shared/content/site";
import type { ContentSource } from "@shared/content/source";
import { builtInTestimonials } from "@shared/content/testimonials";

/**
 * The content that ships with the site: the answer when no CMS is
 * configured, and the last resort when the CMS has nothing for a key.
 * Lists are handed out as copies so no caller can reorder the shared modules.
 */
export class EmbeddedSource implements ContentSource {
  readonly name = "built-in";

  constructor(private readonly site: SiteConfig = siteConfig) {}

  async getCta() {
    return CTA_DEFAULTS;
  }

  async getFaq() {
    return [...builtInFaq];
  }

  async getProcess() {
    return [...builtInProcess];
  }

  async getTestimonials() {
    return [...builtInTestimonials];
  }

  async getContactInfo() {
    return siteContactInfo(this.site);
  }

  async getAbout() {
    return builtInAbout;
  }

  async getService(slug: string) {
    return getBuiltInService(slug);
  }

  async listServices() {
    return [...builtInServices];
  }

  async getLocation(slug: string) {
    return getBuiltInLocation(slug);
  }

  async listLocations() {
    return [...builtInLocations];
  }

  async getHeaderMenu() {
    return [...headerMenu];
  }

  async getFooterOptions() {
    return footerOptions;
  }

  async getGalleryAlbum(slug: string) {
    return getBuiltInGalleryAlbum(slug);
  }

  async listGalleryAlbums() {
    return [...builtInGalleryAlbums];
  }
}
