import { ALIAS_SERVICE_SLUGS, SERVICE_ALIASES } from "../pages.ts";
import type { ContentSource } from "./source.ts";
import type { ImageRef, LocationContent, MenuItem, ServiceAreaCity, ServiceContent } from "./types.ts";

/**
 * The site's services and towns, as every place that lists them reads them: the content service's
 * records (built-in, or WordPress's over them, in WordPress's menu order, without what it took down),
 * read once per page. A place shows a built-in record where its own copy places it, in its own words,
 * and a record the built-in copy does not know (a service or town published in WordPress) everywhere,
 * in the records' words. No place keeps a list of its own, so a record published or taken down
 * joins or leaves them all.
 */

/** The services that ship with the site (shared/content/services/), by slug; site-lists.test.ts holds it. */
export const BUILT_IN_SERVICE_SLUGS: ReadonlySet<string> = new Set([
  "driveways",
  "patios",
  "sidewalks",
  "decorative-concrete",
  "commercial",
  "repair",
  "stamped-concrete",
  "concrete-steps",
]);

/** The towns that ship with the site (shared/content/locations/), by slug; site-lists.test.ts holds it. */
export const BUILT_IN_TOWN_SLUGS: ReadonlySet<string> = new Set([
  "ankeny",
  "des-moines",
  "west-des-moines",
  "urbandale",
  "johnston",
  "waukee",
  "altoona",
  "norwalk",
  "indianola",
  "pleasant-hill",
]);

/** A service as a list shows it: a card, a menu entry, a link. */
export interface ListedService {
  slug: string;
  /** Its page, /services/{slug}. */
  href: string;
  title: string;
  summary: string;
  image: ImageRef;
  /** Its benefits' titles, the bullets of a card that has none of its own copy. */
  benefits: string[];
  /** Whether the built-in copy knows it (and so places it where it wants it). */
  builtIn: boolean;
}

/** A town with a page, as a list names it. */
export interface ListedTown {
  slug: string;
  name: string;
  /** Its page, /locations/{slug}. */
  href: string;
  builtIn: boolean;
}

export interface SiteLists {
  services: ListedService[];
  towns: ListedTown[];
}

export function listedServices(records: readonly ServiceContent[]): ListedService[] {
  return records
    .filter((record) => !ALIAS_SERVICE_SLUGS.has(record.slug))
    .map((record) => ({
      slug: record.slug,
      href: `/services/${record.slug}`,
      title: record.title,
      summary: record.summary,
      image: record.featuredImage,
      benefits: record.benefits.map((benefit) => benefit.title),
      builtIn: BUILT_IN_SERVICE_SLUGS.has(record.slug),
    }));
}

export function listedTowns(records: readonly Pick<LocationContent, "slug" | "name">[]): ListedTown[] {
  return records.map((record) => ({
    slug: record.slug,
    name: record.name,
    href: `/locations/${record.slug}`,
    builtIn: BUILT_IN_TOWN_SLUGS.has(record.slug),
  }));
}

/** The one read every list of services and towns starts from. */
export async function siteLists(
  content: Pick<ContentSource, "listServices" | "listLocations">,
): Promise<SiteLists> {
  const [services, towns] = await Promise.all([content.listServices(), content.listLocations()]);
  return { services: listedServices(services), towns: listedTowns(towns) };
}

/**
 * A content source that reads the lists for the menus on its own terms: a render that notes what it
 * reads (server/content/page-tags.ts) notes the menus' fingerprint, not every service and town, so an
 * edit that leaves the menus as they were does not drop every page.
 */
export interface MenuListsReader {
  menuLists(): Promise<SiteLists>;
}

/** The lists the header and footer show (every page): `siteLists`, read as `content` reads them for menus. */
export function menuLists(
  content: Pick<ContentSource, "listServices" | "listLocations"> & Partial<MenuListsReader>,
): Promise<SiteLists> {
  return content.menuLists ? content.menuLists() : siteLists(content);
}

/**
 * A place's entries, in the list's order: its own entry for a service its copy names (`own`, by slug),
 * none for a built-in service it leaves out, and `generic(service)` for a service the built-in copy
 * does not know (none when `generic` is null: a place only for the built-in copy's choice).
 */
export function placedServices<T>(
  services: readonly ListedService[],
  own: Readonly<Record<string, T>>,
  generic: ((service: ListedService) => T) | null,
): T[] {
  return services.flatMap((service) => {
    if (Object.hasOwn(own, service.slug)) return [own[service.slug]];
    return service.builtIn || !generic ? [] : [generic(service)];
  });
}

/**
 * A place's own entries (cards, links to /services/{slug}) by the slug of the record each shows: a
 * service's second address (/services/concrete-driveways) is its record's (driveways).
 */
export function entriesBySlug<T extends { href: string }>(entries: readonly T[]): Record<string, T> {
  return Object.fromEntries(
    entries.map((entry) => {
      const slug = entry.href.replace(/^\/services\//, "");
      return [Object.hasOwn(SERVICE_ALIASES, slug) ? SERVICE_ALIASES[slug] : slug, entry];
    }),
  );
}

/** A menu's service entries: the copy's labels for its own, the record's title for another. */
export function serviceMenuLinks(
  services: readonly ListedService[],
  own: Readonly<Record<string, MenuItem>>,
): MenuItem[] {
  return placedServices(services, own, (service) => ({ label: service.title, href: service.href }));
}

/**
 * A town a page's copy names: the slug of a town with a page (its name and link come from its record);
 * `{ slug, linked: false }` for one the page names without a link (its name from its record, as the
 * spec draws the home and contact pages); or `{ name }` for a place served that has no page of the
 * site's (named, never linked).
 */
export type TownPick = string | { slug: string; linked: false } | { name: string };

/**
 * The towns a page names (`picks`, in the copy's order), each linked to its page under the name its
 * record gives, then the towns the built-in copy does not know (published in WordPress). A picked town
 * with no record (taken down) is left out: no page names a town whose page is gone.
 */
export function namedTowns(towns: readonly ListedTown[], picks: readonly TownPick[]): ServiceAreaCity[] {
  const bySlug = new Map(towns.map((town) => [town.slug, town]));
  const slugs = new Set(
    picks.map((pick) => (typeof pick === "string" ? pick : "slug" in pick ? pick.slug : "")),
  );
  const picked = picks.flatMap((pick): ServiceAreaCity[] => {
    if (typeof pick !== "string" && "name" in pick) return [{ name: pick.name }];
    const town = bySlug.get(typeof pick === "string" ? pick : pick.slug);
    if (!town) return [];
    return typeof pick === "string" ? [{ name: town.name, href: town.href }] : [{ name: town.name }];
  });
  const added = towns
    .filter((town) => !town.builtIn && !slugs.has(town.slug))
    .map((town) => ({ name: town.name, href: town.href }));
  return [...picked, ...added];
}

/** A menu's town entries, as `namedTowns` picks them. */
export function townMenuLinks(towns: readonly ListedTown[], picks: readonly string[]): MenuItem[] {
  return namedTowns(towns, picks).map((town) => ({ label: town.name, href: town.href ?? "" }));
}
