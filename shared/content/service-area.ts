import type { CitySlug } from "./locations/coordinates.ts";
import type { ServiceAreaCity } from "./types.ts";

/**
 * The towns we serve and how the service-area map shows them. Shared by /locations and /service-area;
 * the map's geometry is generated into service-area-map.ts (npm run map).
 */

export type County = "Polk" | "Dallas" | "Warren";

export interface ServedTown {
  slug: CitySlug;
  name: string;
  /** The county most of the town lies in. */
  county: County;
}

/** Every town the site names, in the order the county lists show them. */
export const servedTowns: ServedTown[] = [
  { slug: "des-moines", name: "Des Moines", county: "Polk" },
  { slug: "ankeny", name: "Ankeny", county: "Polk" },
  { slug: "west-des-moines", name: "West Des Moines", county: "Polk" },
  { slug: "urbandale", name: "Urbandale", county: "Polk" },
  { slug: "johnston", name: "Johnston", county: "Polk" },
  { slug: "altoona", name: "Altoona", county: "Polk" },
  { slug: "pleasant-hill", name: "Pleasant Hill", county: "Polk" },
  { slug: "clive", name: "Clive", county: "Polk" },
  { slug: "windsor-heights", name: "Windsor Heights", county: "Polk" },
  { slug: "grimes", name: "Grimes", county: "Polk" },
  { slug: "bondurant", name: "Bondurant", county: "Polk" },
  { slug: "waukee", name: "Waukee", county: "Dallas" },
  { slug: "norwalk", name: "Norwalk", county: "Warren" },
  { slug: "indianola", name: "Indianola", county: "Warren" },
  { slug: "carlisle", name: "Carlisle", county: "Warren" },
];

export function townBySlug(slug: CitySlug): ServedTown {
  const town = servedTowns.find((t) => t.slug === slug);
  if (!town) throw new Error(`No served town ${slug}`);
  return town;
}

/** Towns as the service-area lists show them: a link where the town has a page, plain text where it has none. */
export function linkTowns(
  towns: readonly Pick<ServedTown, "slug" | "name">[],
  slugsWithPages: ReadonlySet<string>,
): ServiceAreaCity[] {
  return towns.map((town) =>
    slugsWithPages.has(town.slug)
      ? { name: town.name, href: `/locations/${town.slug}` }
      : { name: town.name },
  );
}

/** Which side of its marker a city's name is drawn on: set by hand so the metro's names never overlap. */
export type MapLabelSide = "left" | "right" | "above" | "below";

export interface MapCity {
  slug: CitySlug;
  name: string;
  label: MapLabelSide;
}

/** The ten cities with a page of their own, each a marker linking to its page, in the service-area order. */
export const mapCities: MapCity[] = [
  { slug: "ankeny", name: "Ankeny", label: "right" },
  { slug: "des-moines", name: "Des Moines", label: "above" },
  { slug: "west-des-moines", name: "West Des Moines", label: "left" },
  { slug: "urbandale", name: "Urbandale", label: "left" },
  { slug: "johnston", name: "Johnston", label: "left" },
  { slug: "waukee", name: "Waukee", label: "left" },
  { slug: "altoona", name: "Altoona", label: "right" },
  { slug: "norwalk", name: "Norwalk", label: "right" },
  { slug: "indianola", name: "Indianola", label: "right" },
  { slug: "pleasant-hill", name: "Pleasant Hill", label: "right" },
];

const listOf = (names: readonly string[]) =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/** The map's words: its title and description (read by screen readers), labels and legend. */
export const serviceAreaMapCopy = {
  title: (area: { counties: readonly string[]; miles: number; centre: string }) =>
    `Service area map: ${listOf(area.counties)} counties and ${area.miles} miles around ${area.centre}, Iowa`,
  description: (area: { counties: readonly string[]; miles: number; centre: string; cities: number }) =>
    `${listOf(area.counties)} counties are shaded among their neighbors in central Iowa. A dashed circle marks ${area.miles} miles from downtown ${area.centre}. Each of the ${area.cities} marked cities links to its page; the same cities are listed as links beside the map.`,
  countyLabel: (county: string) => `${county} County`,
  radiusLabel: (miles: number) => `${miles} miles from downtown`,
  legend: {
    counties: (counties: readonly string[]) => `${listOf(counties)} counties`,
    radius: (miles: number, centre: string) => `${miles}-mile radius around ${centre}`,
    city: "City with its own page",
  },
  credit: "County lines: U.S. Census Bureau",
};
