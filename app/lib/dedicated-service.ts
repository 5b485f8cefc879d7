import type { FaqItem, ImageRef, ServiceContent } from "@shared/content/types";

/** What a CMS service record changes on a dedicated service page's hero; absent fields keep the page's own. */
export interface ServiceHeroOverride {
  title?: string;
  subtitle?: string;
  image?: ImageRef;
}

/**
 * What a dedicated service page (driveways, patios, sidewalks, decorative concrete, commercial, repair)
 * takes from its service record, loaded by `renderDedicatedServicePage` (dedicated-service.server.tsx).
 */
export type DedicatedServiceRecord = Pick<ServiceContent, "title" | "summary" | "faqs"> & {
  /** The names of the cities with a location page, for the structured data's areas served. */
  areas: string[];
  /**
   * What an editor changed in the CMS against the built-in record (title, text, photo), for the pages
   * whose hero keeps its own copy otherwise (driveways, patios, sidewalks).
   */
  hero: ServiceHeroOverride;
  /**
   * The questions an editor wrote for this service in the CMS, when there are any: they replace the
   * page's own questions (patios, sidewalks), so a question typed for Patios shows on /services/patios.
   */
  cmsFaqs?: FaqItem[];
};
