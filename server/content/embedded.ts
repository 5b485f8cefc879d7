import { builtInAboutOf } from "@shared/content/about.ts";
import { siteContactInfo } from "@shared/content/contact.ts";
import { CTA_DEFAULTS } from "@shared/content/cta.ts";
import { builtInFaqOf } from "@shared/content/faq.ts";
import { builtInGalleryAlbums, getBuiltInGalleryAlbum } from "@shared/content/gallery/albums.ts";
import { builtInLocationsOf, getBuiltInLocation } from "@shared/content/locations/index.ts";
import { footerOptionsOf, headerMenu } from "@shared/content/navigation.ts";
import { type PriceOverrides, priceListVersion, withPrices } from "@shared/content/prices.ts";
import { builtInProcess } from "@shared/content/process.ts";
import { NOTHING_REMOVED } from "@shared/content/removed.ts";
import { builtInServicesOf, getBuiltInService } from "@shared/content/services/index.ts";
import { type SiteConfig, siteConfig } from "@shared/content/site.ts";
import type { ContentSource } from "@shared/content/source.ts";
import { builtInTestimonials } from "@shared/content/testimonials.ts";
import type {
  AboutPage,
  FaqItem,
  FooterOptions,
  LocationContent,
  ServiceContent,
  Testimonial,
} from "@shared/content/types.ts";

/** What the built-in records are made of the site's identity (its claims, and its prices). */
interface BuiltInRecords {
  faq: FaqItem[];
  about: AboutPage;
  services: ServiceContent[];
  locations: LocationContent[];
  footer: FooterOptions;
  testimonials: Testimonial[];
}

function recordsOf(site: SiteConfig): BuiltInRecords {
  return {
    faq: builtInFaqOf(site),
    about: builtInAboutOf(site),
    services: builtInServicesOf(site),
    locations: builtInLocationsOf(site),
    footer: footerOptionsOf(site),
    testimonials: site.claims.builtInPeople ? builtInTestimonials : [],
  };
}

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
  /** The records as the price list of `version` words them. */
  private records: { version: string; value: BuiltInRecords };

  /**
   * `priceList`, when given, is the CMS's price list (the content service's, with its cache): the
   * records' prices follow it, item by item over the site's, so a built-in page states the prices every
   * other page states. The records are made again only when the list's version changes.
   */
  constructor(
    private readonly site: SiteConfig = siteConfig,
    private readonly priceList?: () => Promise<PriceOverrides | null>,
  ) {
    this.records = { version: priceListVersion(site.prices), value: recordsOf(site) };
  }

  /** The records for the price list of now: the CMS's over the site's, the site's alone without one. */
  private async current(): Promise<BuiltInRecords> {
    if (!this.priceList) return this.records.value;
    const overrides = await this.priceList().catch(() => null);
    const prices = withPrices(this.site.prices, overrides);
    const version = priceListVersion(prices);
    if (version !== this.records.version) {
      this.records = { version, value: recordsOf({ ...this.site, prices }) };
    }
    return this.records.value;
  }

  async getCta() {
    return CTA_DEFAULTS;
  }

  /** The home page's own copy is the page's (shared/content/pages/home.ts): nothing to change it. */
  async getHomePage() {
    return null;
  }

  async getFaq() {
    return [...(await this.current()).faq];
  }

  async getProcess() {
    return [...builtInProcess];
  }

  async getTestimonials() {
    return [...(await this.current()).testimonials];
  }

  async getContactInfo() {
    return siteContactInfo(this.site);
  }

  /** The configured list (the business file's, else §9's) is already the identity's: nothing over it. */
  async getPriceList() {
    return null;
  }

  async getAbout() {
    return (await this.current()).about;
  }

  async getService(slug: string) {
    return getBuiltInService(slug, (await this.current()).services);
  }

  async listServices() {
    return [...(await this.current()).services];
  }

  async getLocation(slug: string) {
    return getBuiltInLocation(slug, (await this.current()).locations);
  }

  async listLocations() {
    return [...(await this.current()).locations];
  }

  async getHeaderMenu() {
    return [...headerMenu];
  }

  async getFooterOptions() {
    return (await this.current()).footer;
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
