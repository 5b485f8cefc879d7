/**
 * What a browser may read as the start of another site's address: "//host", "/\host", and the
 * same written with %2F or %5C, which a proxy or a second decoding may turn into slashes.
 */
const ANOTHER_HOST = /^\/(\/|\\|%2f|%5c)/i;

/**
 * The path (and query) on this site that `address` names, or null when it names another site, is
 * not an address, or reads as another host. Every link or redirect built from what a visitor sent
 * goes through here, so none of them can lead off the site.
 *
 * `address` may be absolute ("https://www.example.com/quote") or a path ("/quote?x=1"); a path
 * is read against `siteUrl`, as a browser reads a link on one of the site's pages.
 */
export function sameSitePath(address: string, siteUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(address, siteUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(siteUrl).origin) return null;
  // The parser keeps "https://site//evil.example/" on this site, but as a link the path alone is off-site.
  if (ANOTHER_HOST.test(url.pathname)) return null;
  return url.pathname + url.search;
}
