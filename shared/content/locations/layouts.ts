/**
 * Cities with a page of their own, each registered before /locations/:slug in
 * app/routes.ts (app/routes.test.ts keeps the two in step). Every other city,
 * and any city only the CMS knows, gets the generic page. A module of its own,
 * with no imports, because the layout shell reads it on every page.
 */

/** Tabs (Services, Recent Projects, Testimonials, FAQ) beside a sidebar: routes/location-tabbed.tsx. */
export const TABBED_LOCATION_SLUGS = ["ankeny", "des-moines", "west-des-moines"] as const;

/** ZIP codes and hours up front, one column of sections: routes/location-landing.tsx. */
export const LANDING_LOCATION_SLUGS = ["urbandale", "johnston"] as const;
