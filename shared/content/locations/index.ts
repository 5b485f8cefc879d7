import { type SiteConfig, siteConfig } from "../site.ts";
import type { LocationContent } from "../types.ts";
import { altoona } from "./altoona.ts";
import { ankeny } from "./ankeny.ts";
import { desMoines } from "./des-moines.ts";
import { indianola } from "./indianola.ts";
import { johnston } from "./johnston.ts";
import { norwalk } from "./norwalk.ts";
import { pleasantHill } from "./pleasant-hill.ts";
import { urbandale } from "./urbandale.ts";
import { waukee } from "./waukee.ts";
import { westDesMoines } from "./west-des-moines.ts";

/**
 * Every city the site links to, in the order the service-area lists show them, with the business's
 * claims of `site`. The cities' testimonials and recent projects are the demo's invented customers and
 * jobs: a business of its own (`claims.demo` false) shows none of them (its own come from WordPress).
 */
export function builtInLocationsOf(site: Pick<SiteConfig, "claims" | "prices">): LocationContent[] {
  const locations = [
    ankeny(site),
    desMoines(site),
    westDesMoines(site),
    urbandale,
    johnston(site),
    waukee(site),
    altoona(site),
    norwalk(site),
    indianola(site),
    pleasantHill(site),
  ];
  return site.claims.demo
    ? locations
    : locations.map((location) => ({ ...location, testimonials: [], recentProjects: [] }));
}

/** The built-in cities as the demo identity words them. */
export const builtInLocations: LocationContent[] = builtInLocationsOf(siteConfig);

export function getBuiltInLocation(
  slug: string,
  locations: readonly LocationContent[] = builtInLocations,
): LocationContent | null {
  return locations.find((location) => location.slug === slug) ?? null;
}
