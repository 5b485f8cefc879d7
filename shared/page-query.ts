import { useSearchParams } from "react-router";

/** The query parameters a page reads while it renders, each with the form of a value it acts on. */
export type PageQuery = Readonly<Record<string, RegExp>>;

/** What a route's `handle` says of its address (read by the page cache, server/pages/page-query.ts). */
export interface PageQueryHandle {
  pageQuery: PageQuery;
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

/**
 * Declares the query parameters a page reads, in its route module (docs/decisions/011):
 *
 *     const query = pageQuery({ [PHOTO_PARAM]: /^[1-9]\d{0,3}$/ });
 *     export const handle = query.handle;
 *
 * The page cache keys and renders a page with these parameters alone, and any other is dropped
 * (`?x=1`, `utm_source`…), so a made-up query costs no render. The page reads them through
 * `query.useValue` and `query.valueIn`, which take no other name; page-query.test.ts fails when a
 * module under app/ reads the address's query any other way.
 */
export function pageQuery<const Query extends PageQuery>(query: Query) {
  type Name = keyof Query & string;
  return {
    handle: { pageQuery: query } satisfies PageQueryHandle,
    /** A declared parameter of the page's address, in a component. */
    useValue(name: Name): string | null {
      const [search] = useSearchParams();
      return pageQueryValue(query, search, name);
    },
    /** A declared parameter of an address of this page (a loader's `url`, a link's href). */
    valueIn(url: URL, name: Name): string | null {
      return pageQueryValue(query, url.searchParams, name);
    },
  };
}

/** The declaration in a route module's `handle`, if it has one. */
export function pageQueryOfHandle(handle: unknown): PageQuery | null {
  if (typeof handle !== "object" || handle === null || !("pageQuery" in handle)) return null;
  const { pageQuery } = handle as PageQueryHandle;
  return typeof pageQuery === "object" && pageQuery !== null ? pageQuery : null;
}
