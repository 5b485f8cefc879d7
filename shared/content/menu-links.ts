import type { MenuItem } from "./types.ts";

/**
 * A menu or a list of links without those to pages that are gone (records the CMS took down,
 * shared/content/removed.ts), a dropdown's entries too; the rest in their order. A link with a query or
 * an anchor counts by its path.
 */
export function linksWithout<T extends { href: string; children?: MenuItem[] }>(
  links: readonly T[],
  gone: ReadonlySet<string>,
): T[] {
  if (gone.size === 0) return [...links];
  return links.flatMap((link) => {
    if (gone.has(link.href.replace(/[?#].*$/, ""))) return [];
    return link.children ? [{ ...link, children: linksWithout(link.children, gone) }] : [link];
  });
}
