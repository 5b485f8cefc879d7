import type { BookingSettingsInput } from "../booking/settings.ts";
import { DEFAULT_PRICES, type PriceList } from "./prices.ts";
import type { BusinessPromises, SocialProfiles } from "./types.ts";

export type { BusinessPromises, PromiseOverrides, WholeRange } from "./types.ts";

/**
 * The business's identity: one source for every page, the footer, the
 * structured data and the e-mails. Name, address and phone must match
 * everywhere, so nothing else hard-codes them. The server overrides the
 * name, phone and e-mail from the environment (SITE_NAME, SITE_PHONE,
 * SITE_EMAIL), then the phone, e-mail, address, contact hours and social
 * profiles from the CMS's contact details (`resolveIdentity` in
 * identity.ts); pages read the resolved copy through `useSite()`.
 */
/** schema.org opening hours: the days ("Monday"…) and the times ("08:00", 24-hour). */
export type OpeningHours = { days: string[]; opens: string; closes: string }[];

export interface SiteConfig {
  name: string;
  shortName: string;
  tagline: string;
  /** Display form, e.g. "(515) 555-0143". */
  phone: string;
  email: string;
  address: {
    street: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
  /** The office's coordinates for the structured data; null: none claimed (a business file without `geo`). */
  geo: { latitude: number; longitude: number } | null;
  /**
   * The readings of the hours, each where the copy places it
   * (docs/product.md, "Decided: contradictory copy").
   */
  hours: {
    /** Most pages and the main structured data block. */
    standard: string;
    /** The sidebar / phone line. */
    phoneLine: string;
    /** The contact page fallback, one line per day group. */
    contact: string[];
    /** schema.org openingHoursSpecification of the main block (Mon-Fri 8AM-6PM). */
    openingHours: OpeningHours;
    /**
     * The other structured-data block's reading, Mon-Fri 8AM-5PM and Saturday 9AM-1PM:
     * the business node of the Ankeny, Des Moines and West Des Moines pages.
     */
    cityPageOpeningHours: OpeningHours;
  };
  counties: string[];
  radiusMiles: number;
  serviceCenter: string;
  social: SocialProfiles;
  priceRange: string;
  paymentAccepted: string[];
  /** The structured data's foundingDate and the story's "We started in …". */
  foundedYear: number;
  claims: BusinessClaims;
  /** The prices every page states (shared/content/prices.ts); docs/product.md §9 in the demo. */
  prices: PriceList;
  /**
   * The business file's estimate-visit settings (shared/booking/settings.ts); absent: the defaults,
   * the visit hours being the opening hours. bookingSettingsOf() reads them.
   */
  booking?: BookingSettingsInput;
}

/**
 * What the copy claims about the business, each reading where the spec's copy places it
 * (docs/product.md, "Decided: contradictory copy"): the demo keeps the spec's readings (founded
 * 2005 in the story, "since 2008" in the About facts, "15+ years" elsewhere; a 5-year warranty and
 * a 2-year structural one), and a business file gives one value each, which every reading then
 * says (server/core/business.ts). Copy reads these through shared/content/claims.ts.
 */
export interface BusinessClaims {
  /** The years of experience the copy states ("15+ years", "for more than 15 years"). */
  experienceYears: number;
  /** The About page's quick facts: "Serving Greater Des Moines since …". */
  aboutSinceYear: number;
  /** The workmanship warranty, in years. */
  warrantyYears: number;
  /** The structural warranty the About page's quick facts add, in years; null: none claimed. */
  structuralWarrantyYears: number | null;
  /** "Licensed, bonded and insured": which of the three the business is (at least one). */
  credentials: { licensed: boolean; bonded: boolean; insured: boolean };
  /** The licence or contractor registration, as written ("Iowa contractor registration #C123456"); null: not shown. */
  licence: string | null;
  /** Projects completed, as the About facts ("over 1,000") and the quote page ("450+") word it; null: not claimed. */
  projects: { about: string; quote: string } | null;
  /**
   * Reply and visit times, project length, deposit, guarantee: each the business's own or not said
   * (shared/content/promises.ts words them). The demo's are the spec's readings.
   */
  promises: BusinessPromises;
  /**
   * True only for the demo identity (no business file). Everything of the template that would pass
   * for a real business's own (the invented testimonials and team, the About story, recent and
   * gallery projects, promises and prices nobody gave) is shown only then, since it would mislead
   * that business's customers; shared/content/demo-inventory.ts lists each.
   */
  demo: boolean;
}

export const siteConfig: SiteConfig = {
  name: "Greater Des Moines Concrete",
  shortName: "GDM Concrete",
  tagline: "Driveways, patios, sidewalks and decorative concrete across Greater Des Moines",
  phone: "(515) 555-0143",
  email: "estimates@example.com",
  address: {
    street: "1450 SW Vintage Pkwy",
    city: "Ankeny",
    region: "IA",
    postalCode: "50023",
    country: "US",
  },
  geo: { latitude: 41.7057, longitude: -93.6239 },
  hours: {
    standard: "Mon-Fri 8AM-6PM",
    phoneLine: "Mon-Fri 8am-5pm",
    contact: ["Monday-Friday 8:00 AM-5:00 PM", "Saturday 9:00 AM-2:00 PM", "Sunday Closed"],
    openingHours: [
      {
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      },
    ],
    cityPageOpeningHours: [
      {
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "17:00",
      },
      { days: ["Saturday"], opens: "09:00", closes: "13:00" },
    ],
  },
  counties: ["Polk", "Dallas", "Warren"],
  radiusMiles: 30,
  serviceCenter: "Des Moines",
  social: {
    facebook: "https://www.facebook.com/greaterdesmoinesconcrete",
    instagram: "https://www.instagram.com/greaterdesmoinesconcrete",
  },
  priceRange: "$$",
  paymentAccepted: ["Cash", "Credit Card", "Check"],
  foundedYear: 2005,
  claims: {
    experienceYears: 15,
    aboutSinceYear: 2008,
    warrantyYears: 5,
    structuralWarrantyYears: 2,
    credentials: { licensed: true, bonded: true, insured: true },
    licence: null,
    projects: { about: "over 1,000", quote: "450+" },
    promises: {
      replyHours: 24,
      visitHours: 48,
      projectDays: { low: 3, high: 5 },
      depositPercent: { low: 25, high: 33 },
      satisfactionGuarantee: true,
      emergencyRepairs: true,
    },
    demo: true,
  },
  prices: DEFAULT_PRICES,
};

/** "tel:+15155550143" from any display form of a US number. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return `tel:+1${national}`;
}

/** "1450 SW Vintage Pkwy, Ankeny, IA 50023"; empty parts (an address the CMS gave whole) are left out. */
export function formatAddress(site: Pick<SiteConfig, "address">): string {
  const a = site.address;
  const regionLine = [a.region, a.postalCode].filter(Boolean).join(" ");
  return [a.street, a.city, regionLine].filter(Boolean).join(", ");
}
