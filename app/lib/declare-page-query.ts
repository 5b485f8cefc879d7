import { type PageQuery, pageQueryHandle, pageQueryValue } from "@shared/page-query.ts";
import { useSearchParams } from "react-router";

/**
 * Declares the query parameters a page reads, in its route module (docs/decisions/011):
 *
 *     const query = pageQuery({ [PHOTO_PARAM]: /^[1-9]\d{0,3}$/ });
 *     export const handle = query.handle;
 *
 * The page cache keys and renders a page with these parameters alone, and any other is dropped
 * (`?x=1`, `utm_source`…), so a made-up query costs no render. The page reads them through
 * `query.useValue` and `query.valueIn`, which take no other name; page-query.test.ts fails when a
 * module under app/ or shared/ reads the address's query any other way. The declaration's shape and
 * the reading rule are the kernel's (shared/page-query.ts), which the server shares; the hook is here.
 */
export function pageQuery<const Query extends PageQuery>(query: Query) {
  type Name = keyof Query & string;
  return {
    handle: pageQueryHandle(query),
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
