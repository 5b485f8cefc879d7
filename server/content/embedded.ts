import { builtInAboutOf } from "@shared/content/about.ts";
import { siteContactInfo } from "@shared/content/contact.ts";
import { CTA_DEFAULTS } from "@shared/content/cta.ts";
import { builtInFaqOf } from "@shared/content/faq.ts";
import { builtInGalleryAlbumsOf, getBuiltInGalleryAlbum } from "@shared/content/gallery/albums.ts";
import { builtInLocationsOf, getBuiltInLocation } from "@shared/content/locations/index.ts";
import { footerOptionsOf, headerMenu } from "@shared/content/navigation.ts";
import { type PriceOverrides, statedPricesKey, withPrices } from "@shared/content/prices.ts";
import { builtInProcessOf } from "@shared/content/process.ts";
import type { PromiseOverrides } from "@shared/content/promises.ts";
import { NOTHING_REMOVED } from "@shared/content/removed.ts";
import { builtInServicesOf, getBuiltInService } from "@shared/content/services/index.ts";
import { type SiteConfig, siteConfig } from "@shared/content/site.ts";
import type { ContentSource } from "@shared/content/source.ts";
import { builtInTestimonials } from "@shared/content/testimonials.ts";
import type {
  AboutPage,
  FaqItem,
  FooterOptions,
  GalleryAlbum,
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
  albums: readonly GalleryAlbum[];
}

/** What the records are worded by that can change while the site runs: the prices stated, the promises. */
function versionOf(site: SiteConfig): string {
  return `${statedPricesKey(site.prices)} ${JSON.stringify(site.claims.promises)}`;
}

function recordsOf(site: SiteConfig): BuiltInRecords {
  return {
    faq: builtInFaqOf(site),
    about: builtInAboutOf(site),
    services: builtInServicesOf(site),
    locations: builtInLocationsOf(site),
    footer: footerOptionsOf(site),
    testimonials: site.claims.demo ? builtInTestimonials : [],
    albums: builtInGalleryAlbumsOf(site),
  };
}

/**
 * The content that ships with the site: the answer when no CMS is
 * configured, and the last resort when the CMS has nothing for a key.
 * Lists are handed out as copies so no caller can reorder the shared modules.
 * The records say what the site's identity claims (founding year, warranty,
 * credentials); the demo's testimonials, About story, town projects and gallery
 * albums are left out of a business's own identity (`claims.demo`), so neither
 * its pages nor the bundle its WordPress imports carry an invented job or story.
 */
export class EmbeddedSource implements ContentSource {
  readonly name = "built-in";
  /** The records (and the site they were made of) as the price list and promises of `version` word them. */
  private records: { version: string; site: SiteConfig; value: BuiltInRecords };

  /**
   * `priceList`, when given, is the CMS's price list (the content service's, with its cache): the
   * records' prices follow it, item by item over the site's, so a built-in page states the prices every
   * other page states. So with `promises`, the CMS's promises and policies (its contact information's):
   * each one set there is the one the records word. The records are made again only when either changes.
   */
  constructor(
    private readonly site: SiteConfig = siteConfig,
    private readonly priceList?: () => Promise<PriceOverrides | null>,
    private readonly promises?: () => Promise<PromiseOverrides | null>,
  ) {
    this.records = { version: versionOf(site), site, value: recordsOf(site) };
  }

  /** The records for the price list and promises of now: the CMS's over the site's, the site's alone without. */
  private async now(): Promise<{ site: SiteConfig; value: BuiltInRecords }> {
    if (!this.priceList && !this.promises) return this.records;
    const [prices, promises] = await Promise.all([
      this.priceList?.().catch(() => null) ?? null,
      this.promises?.().catch(() => null) ?? null,
    ]);
    const site: SiteConfig = {
      ...this.site,
      prices: withPrices(this.site.prices, prices),
      claims: promises
        ? { ...this.site.claims, promises: { ...this.site.claims.promises, ...promises } }
        : this.site.claims,
    };
    const version = versionOf(site);
    if (version !== this.records.version) this.records = { version, site, value: recordsOf(site) };
    return this.records;
  }

  private async current(): Promise<BuiltInRecords> {
    return (await this.now()).value;
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
    return builtInProcessOf((await this.now()).site);
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
    return getBuiltInGalleryAlbum(slug, (await this.current()).albums);
  }

  async listGalleryAlbums() {
    return [...(await this.current()).albums];
  }

  /** Built-in content removes nothing. */
  async listRemoved() {
    return NOTHING_REMOVED;
  }
}
