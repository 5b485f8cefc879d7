import type { MenuItem } from "@shared/content/types.ts";

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** The visitor is on exactly this page (the item gets aria-current="page"). */
export function isCurrentPage(currentPath: string, itemPath: string): boolean {
  return withoutTrailingSlash(currentPath) === withoutTrailingSlash(itemPath);
}

/**
 * The spec's rule: an item is highlighted when the current path equals or
 * starts with the item path. "Starts with" is taken per path segment, so
 * "/services" lights up on "/services/patios" but not on "/services-area", and
 * the home link "/" only on the home page.
 */
export function isActivePath(currentPath: string, itemPath: string): boolean {
  const current = withoutTrailingSlash(currentPath);
  const item = withoutTrailingSlash(itemPath);
  if (item === "/") return current === "/";
  return current === item || current.startsWith(`${item}/`);
}

/** A dropdown's main link is highlighted when it or any of its entries is. */
export function isActiveMenu(currentPath: string, item: MenuItem): boolean {
  return (
    isActivePath(currentPath, item.href) ||
    (item.children ?? []).some((child) => isActivePath(currentPath, child.href))
  );
}

/**
 * Inside one dropdown only the closest entry lights up: on /services/patios
 * "Patios", not also "All Services" (whose path is a prefix of it); on a
 * service with no entry of its own, "All Services" still does.
 */
export function activeEntryHref(currentPath: string, entries: MenuItem[]): string | undefined {
  return entries
    .filter((entry) => isActivePath(currentPath, entry.href))
    .reduce<string | undefined>(
      (best, entry) => (!best || entry.href.length > best.length ? entry.href : best),
      undefined,
    );
}
