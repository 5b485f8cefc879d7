import type { AnalyticsTag } from "@shared/analytics.ts";
import type { BookingPageSource } from "@shared/booking/page-source.ts";
import type { SiteConfig } from "@shared/content/site.ts";
import type { ContentSource } from "@shared/content/source.ts";
import type { Pictures } from "@shared/pictures.ts";
import { createContext } from "react-router";

/**
 * What the server hands every loader: the content service and the site
 * identity resolved for this request (config, environment, then the CMS's
 * contact details), the one copy pages, footer and JSON-LD read.
 */
export interface AppServices {
  content: ContentSource;
  /** The image service's addresses and placeholders for the pictures content names (shared/pictures.ts). */
  pictures: Pictures;
  site: SiteConfig;
  /** Canonical origin without a trailing slash, e.g. https://www.example.com */
  siteUrl: string;
  /** Per-request CSP nonce for the inline scripts React Router emits; none for a cached page (hashes instead). */
  nonce: string | undefined;
  /** Render the whole document before sending anything (a page for the cache), never a streamed shell. */
  wholeDocument?: boolean;
  isProduction: boolean;
  /** The analytics tag every page carries (ANALYTICS), if the owner chose one. */
  analytics?: AnalyticsTag;
  /** Whether the developer pages (/test-webhook, /test-forms) answer; a 404 otherwise (DEVELOPER_PAGES). */
  developerPages: boolean;
  /** The visit windows the booking page (/book) offers; absent, the page says to call instead. */
  bookings?: BookingPageSource;
  /**
   * A document's static sections, by key, for `<StaticHtml>` (docs/decisions/013). Absent on a
   * navigation's data request, whose loaders send the HTML in their answer instead.
   */
  staticHtml?: Map<string, string>;
  /**
   * A document's main picture (its LCP, the one `priority` picture), once a loader's static parts
   * named it: the document preloads it, with the same `srcset` and `sizes` as the <img>.
   */
  mainPicture?: MainPictureSlot;
}

export interface MainPictureSlot {
  picture: { src: string; srcSet?: string; sizes: string } | null;
}

export const servicesContext = createContext<AppServices>();
