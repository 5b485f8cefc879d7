import { PAGES, type PageFamily, SERVICE_ALIASES } from "../pages.ts";
import type { RemovedRecords } from "./types.ts";

/**
 * Records the CMS took down (docs/decisions/002, "Deleting means gone"): their addresses, and the
 * lists of links and records without them. Each family's address comes from its page in the registry
 * (shared/pages.ts), so a family's pattern is written once.
 */

/** Nothing removed: built-in content, or a CMS whose plugin does not say. */
export const NOTHING_REMOVED: RemovedRecords = Object.freeze({
  service: [],
  location: [],
  album: [],
}) as RemovedRecords;

/** The address of a family's record, e.g. ("service", "patios") → "/services/patios". */
export function familyPath(kind: PageFamily, slug: string): string {
  const pattern = PAGES.find((page) => page.family?.kind === kind)?.path;
  if (!pattern) throw new Error(`no page serves the family "${kind}"`);
  return pattern.replace(/:[a-z]+$/i, slug);
}

/** Whether the CMS took this record down: for a service's second address, the record it shows. */
export function isRemoved(removed: RemovedRecords, kind: PageFamily, slug: string): boolean {
  const shown = kind === "service" && Object.hasOwn(SERVICE_ALIASES, slug) ? SERVICE_ALIASES[slug] : slug;
  return removed[kind].includes(slug) || removed[kind].includes(shown);
}

/** Every address of a removed record (a service's second address too): the pages that answer 410. */
export function removedPaths(removed: RemovedRecords): Set<string> {
  const paths = new Set<string>();
  for (const kind of Object.keys(removed) as PageFamily[]) {
    for (const slug of removed[kind]) paths.add(familyPath(kind, slug));
  }
  for (const alias of Object.keys(SERVICE_ALIASES)) {
    if (isRemoved(removed, "service", alias)) paths.add(familyPath("service", alias));
  }
  return paths;
}

/** The records of a list the CMS did not take down. */
export function withoutRemoved<T extends { slug: string }>(
  records: T[],
  removed: RemovedRecords,
  kind: PageFamily,
): T[] {
  return removed[kind].length === 0
    ? records
    : records.filter((record) => !isRemoved(removed, kind, record.slug));
}
