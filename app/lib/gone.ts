import { isRemoved, removedPaths } from "@shared/content/removed.ts";
import type { ContentSource } from "@shared/content/source.ts";
import type { PageFamily } from "@shared/pages.ts";
import { data } from "react-router";

/**
 * What a record page answers when the content service has no record for its slug: 410 Gone when the
 * CMS took the record down (docs/decisions/002, "Deleting means gone"), so search engines drop it at
 * once, else 404. Thrown by the loader: `throw await notFoundOrGone(content, "service", slug)`.
 */
export async function notFoundOrGone(
  content: Pick<ContentSource, "listRemoved">,
  kind: PageFamily,
  slug: string,
) {
  const removed = await content.listRemoved();
  return data(null, { status: isRemoved(removed, kind, slug) ? 410 : 404 });
}

/** The addresses of every record the CMS took down: links to them are left out of menus and lists. */
export async function gonePaths(content: Pick<ContentSource, "listRemoved">): Promise<Set<string>> {
  return removedPaths(await content.listRemoved());
}
