import { LANDING_LOCATION_SLUGS, TABBED_LOCATION_SLUGS } from "@shared/content/locations/layouts";
import { matchPath } from "react-router";

export type PendingPageSkeleton = "service" | "location";

/**
 * Slugs with a page of their own, matched before /services/:slug in
 * app/routes.ts; keep the two lists in step.
 */
const DEDICATED_SERVICE_SLUGS = new Set([
  "driveways",
  "concrete-driveways",
  "patios",
  "sidewalks",
  "decorative-concrete",
  "commercial",
  "repair",
]);
const DEDICATED_LOCATION_SLUGS = new Set<string>([...TABBED_LOCATION_SLUGS, ...LANDING_LOCATION_SLUGS]);

/** Which skeleton stands in for the page at `pathname` while it loads, if any (the generic service and location pages). */
export function pendingPageSkeleton(pathname: string): PendingPageSkeleton | null {
  const service = matchPath("/services/:slug", pathname);
  if (service?.params.slug && !DEDICATED_SERVICE_SLUGS.has(service.params.slug)) return "service";
  const location = matchPath("/locations/:slug", pathname);
  if (location?.params.slug && !DEDICATED_LOCATION_SLUGS.has(location.params.slug)) return "location";
  return null;
}
