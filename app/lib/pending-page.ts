import { DEDICATED_CITY_LAYOUTS, DEDICATED_SERVICE_PAGES } from "@shared/pages.ts";
import { matchPath } from "react-router";

export type PendingPageSkeleton = "service" | "location";

/** Which skeleton stands in for the page at `pathname` while it loads, if any (the generic service and location pages). */
export function pendingPageSkeleton(pathname: string): PendingPageSkeleton | null {
  const service = matchPath("/services/:slug", pathname);
  if (service?.params.slug && !Object.hasOwn(DEDICATED_SERVICE_PAGES, service.params.slug)) return "service";
  const location = matchPath("/locations/:slug", pathname);
  if (location?.params.slug && !Object.hasOwn(DEDICATED_CITY_LAYOUTS, location.params.slug))
    return "location";
  return null;
}
