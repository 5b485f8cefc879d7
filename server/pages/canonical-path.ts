/** Characters a path never needs escaped (RFC 3986 "unreserved"): "%61" and "a" name the same page. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The one spelling of a page's path: escapes of plain characters written out, empty and dot
 * segments and the trailing slash gone, lower case (every page's address is, which shared/pages.ts's check
 * holds to). The router would match "/ABOUT", "/%61bout" and "/services//patios" as the page too;
 * the app answers them a permanent redirect here, and the page cache keeps and answers only this
 * spelling, so made-up spellings can neither fill it nor split a page's visits.
 */
export function canonicalPagePath(path: string): string {
  const written = path.replace(/%([0-9a-fA-F]{2})/g, (escaped, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escaped;
  });
  const segments: string[] = [];
  for (const segment of written.split("/")) {
    if (segment === "..") segments.pop();
    else if (segment !== "" && segment !== ".") segments.push(segment);
  }
  return `/${segments.join("/")}`.toLowerCase();
}
