import { type ClaimsSite, warrantyTerm, withCredentials } from "./claims.ts";
import { siteConfig } from "./site.ts";
import { type SiteLists, serviceMenuLinks, townMenuLinks } from "./site-lists.ts";
import type { FooterOptions, MenuItem } from "./types.ts";

/**
 * The site's navigation and the layout's fixed copy. The spec keeps the
 * header menu fixed in the page even though the CMS serves one, so this
 * module is the menu; the content source hands the same lists out as its
 * built-in header menu and footer options.
 */

/** The menus' entry for each built-in service they list, in the copy's words, by the service's slug. */
const serviceMenuEntries: Readonly<Record<string, MenuItem>> = {
  driveways: { label: "Concrete Driveways", href: "/services/driveways" },
  patios: { label: "Patios", href: "/services/patios" },
  sidewalks: { label: "Sidewalks", href: "/services/sidewalks" },
  "decorative-concrete": { label: "Decorative Concrete", href: "/services/decorative-concrete" },
  commercial: { label: "Commercial Concrete", href: "/services/commercial" },
  repair: { label: "Concrete Repair", href: "/services/repair" },
};

/** The built-in services' entries, in the built-in order: the menus when nothing was published. */
const serviceLinks: MenuItem[] = Object.values(serviceMenuEntries);

/** The towns the menus name, in their order: the town records give their names and pages. */
export const MENU_TOWNS = [
  "des-moines",
  "ankeny",
  "west-des-moines",
  "urbandale",
  "johnston",
  "waukee",
  "altoona",
  "norwalk",
  "pleasant-hill",
  "indianola",
] as const;

/**
 * Every city with a page (the built-in locations), written out so the header does not ship their copy:
 * the built-in content's answer for the menus (the content API's); the pages' menus name the town
 * records (`siteMenusOf`).
 */
export const cityLinks: MenuItem[] = [
  { label: "Des Moines", href: "/locations/des-moines" },
  { label: "Ankeny", href: "/locations/ankeny" },
  { label: "West Des Moines", href: "/locations/west-des-moines" },
  { label: "Urbandale", href: "/locations/urbandale" },
  { label: "Johnston", href: "/locations/johnston" },
  { label: "Waukee", href: "/locations/waukee" },
  { label: "Altoona", href: "/locations/altoona" },
  { label: "Norwalk", href: "/locations/norwalk" },
  { label: "Pleasant Hill", href: "/locations/pleasant-hill" },
  { label: "Indianola", href: "/locations/indianola" },
];

const allServices: MenuItem = { label: "All Services", href: "/services" };
const allLocations: MenuItem = { label: "All Locations", href: "/locations" };

/** Dropdown groups (main link + entries) and plain links, in header order, with these services and towns. */
function headerMenuWith(services: MenuItem[], towns: MenuItem[]): MenuItem[] {
  return [
    { label: "Services", href: "/services", children: [...services, allServices] },
    {
      label: "About",
      href: "/about",
      children: [
        { label: "About Us", href: "/about" },
        { label: "Testimonials", href: "/testimonials" },
        { label: "Our Process", href: "/process" },
        { label: "FAQ", href: "/faq" },
      ],
    },
    { label: "Locations", href: "/locations", children: [...towns, allLocations] },
    { label: "Contact", href: "/contact" },
  ];
}

/** The header menu of the built-in content. */
export const headerMenu: MenuItem[] = headerMenuWith(serviceLinks, cityLinks);

/** The header's button-styled link (desktop bar and mobile sheet). */
export const headerQuoteLink: MenuItem = { label: "Get a Quote", href: "/quote" };

/** The instant estimate's page, listed in the footer with the services (the header stays as the spec draws it). */
export const estimateLink: MenuItem = { label: "Instant Estimate", href: "/estimate" };

/** The footer's blurb, with the business's claims of `site`. */
export const footerBlurbOf = (site: ClaimsSite): string =>
  `Local concrete crews pouring driveways, patios, sidewalks and decorative concrete across Polk, Dallas and Warren counties. ${withCredentials(site, "{Credentials}, with free estimates", "Free estimates")} and a ${warrantyTerm(site)} workmanship warranty.`;

function footerColumnsWith(services: MenuItem[], towns: MenuItem[]): FooterOptions["columns"] {
  return [
    { heading: "Services", links: [...services, allServices, estimateLink] },
    { heading: "Service Areas", links: [...towns, allLocations] },
  ];
}

/**
 * The footer's blurb and link columns. The columns reach the page as the root loader's data, so the
 * browser's layout code reads only the blurb (`footerBlurbOf`) and carries none of these links.
 */
export const footerOptionsOf = (site: ClaimsSite): FooterOptions => ({
  blurb: footerBlurbOf(site),
  columns: footerColumnsWith(serviceLinks, cityLinks),
});

/**
 * The header menu and the footer's columns every page shows: the site's services and towns (`SiteLists`,
 * the records), built-in ones where the menus place them, published ones added.
 */
export function siteMenusOf(lists: SiteLists): { header: MenuItem[]; footer: FooterOptions["columns"] } {
  const services = serviceMenuLinks(lists.services, serviceMenuEntries);
  const towns = townMenuLinks(lists.towns, MENU_TOWNS);
  return { header: headerMenuWith(services, towns), footer: footerColumnsWith(services, towns) };
}

/**
 * The footer as the demo identity words it. Marked pure so a bundle that never reads it (the
 * browser's layout, which gets the columns as data) leaves it and every link list out.
 */
export const footerOptions: FooterOptions = /* @__PURE__ */ footerOptionsOf(siteConfig);

export const legalLinks: MenuItem[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms-of-service" },
  { label: "Sitemap", href: "/sitemap" },
];

export const layoutCopy = {
  topBar: { label: "Quick contact", freeEstimates: "Free estimates" },
  header: {
    navLabel: "Main",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    sheetTitle: "Menu",
    showMenu: (label: string) => `Show ${label} menu`,
    callUs: "Call us",
  },
  footer: {
    contactHeading: "Contact Us",
    socialLabel: "Follow us",
    legalLabel: "Legal",
    quoteLink: { label: "Get a Free Quote", href: "/quote" } satisfies MenuItem,
    copyright: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,
  },
  floating: { label: "Quick actions", call: "Call", quote: headerQuoteLink },
};
