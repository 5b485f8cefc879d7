/**
 * The query parameters a route declares: the only ones its page may read, and the only ones the page
 * cache keys (docs/decisions/011). This is the part both sides share: the declaration's shape, the one
 * rule for reading a value, and finding the declaration in a route's `handle`. A route declares its
 * query with `pageQuery` (app/lib/declare-page-query.ts), which adds the page's hook; the server reads the
 * declarations back (server/pages/route-queries.ts).
 */

/** The query parameters a page reads while it renders, each with the form of a value it acts on. */
export type PageQuery = Readonly<Record<string, RegExp>>;

/** What a route's `handle` says of its address (read by the page cache, server/pages/route-queries.ts). */
export interface PageQueryHandle {
  pageQuery: PageQuery;
}

/** The `handle` that declares `query`. */
export function pageQueryHandle<const Query extends PageQuery>(query: Query): { pageQuery: Query } {
  return { pageQuery: query } satisfies PageQueryHandle;
}

/**
 * The value of `name` a page reads from `search`: the first one given, when it has the declared
 * form; null otherwise, as if it were absent. The page and the page cache's key both go through
 * here, so a page can never show something the key left out.
 */
export function pageQueryValue(query: PageQuery, search: URLSearchParams, name: string): string | null {
  const value = search.get(name);
  return value !== null && Object.hasOwn(query, name) && query[name].test(value) ? value : null;
}

/** The declaration in a route module's `handle`, if it has one. */
export function pageQueryOfHandle(handle: unknown): PageQuery | null {
  if (typeof handle !== "object" || handle === null || !("pageQuery" in handle)) return null;
  const { pageQuery } = handle as PageQueryHandle;
  return typeof pageQuery === "object" && pageQuery !== null ? pageQuery : null;
}
