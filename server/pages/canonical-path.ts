import type { RequestHandler } from "express";
import { sameSitePath } from "../core/same-site-path.ts";

/**
 * Paths that are never a page: the APIs, the router's route manifest (its `?p=…&version=…` query is
 * what it answers), a client navigation's data and anything with a file extension. The page cache
 * never answers them, and they keep the spelling they came with.
 */
const NOT_A_PAGE = /^\/(api|\.netlify|__manifest)(\/|$)|\.data$|\/[^/]*\.[a-z0-9]+$/i;
/** Whether a path may be a page: not an API, a client navigation's data or a file. */
export function isPagePath(pathname: string): boolean {
  return !NOT_A_PAGE.test(pathname);
}

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

/**
 * One URL per page: "/services/", "/Services", "/%73ervices" and "//services" answer a permanent
 * redirect to "/services", keeping the query. The target, made of the visitor's path, goes through
 * sameSitePath: one that still reads as another host ("/\\evil.example/", "/%2F%2Fevil.example/") is
 * not redirected, and the router answers it 404.
 */
export function canonicalRedirect(siteUrl: string): RequestHandler {
  return (req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && isPagePath(req.path)) {
      const canonical = canonicalPagePath(req.path);
      if (canonical !== req.path) {
        const query = req.url.slice(req.path.length);
        const target = sameSitePath(`${canonical}${query}`, siteUrl);
        if (target !== null) {
          res.redirect(301, target);
          return;
        }
      }
    }
    next();
  };
}
