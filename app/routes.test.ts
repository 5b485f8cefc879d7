import { LANDING_LOCATION_SLUGS, TABBED_LOCATION_SLUGS } from "@shared/content/locations/layouts";
import { describe, expect, it } from "vitest";
import { pendingPageSkeleton } from "~/lib/pending-page";
import routes from "./routes";

const paths = routes.map((r) => r.path);
const fileOf = (path: string) => routes.find((r) => r.path === path)?.file;

describe("the route table", () => {
  it("gives each dedicated city its layout's module, matched before the generic city page", () => {
    const generic = paths.indexOf("locations/:slug");
    expect(generic).toBeGreaterThan(-1);
    for (const [slugs, file] of [
      [TABBED_LOCATION_SLUGS, "routes/location-tabbed.tsx"],
      [LANDING_LOCATION_SLUGS, "routes/location-landing.tsx"],
    ] as const) {
      for (const slug of slugs) {
        expect(fileOf(`locations/${slug}`), slug).toBe(file);
        expect(paths.indexOf(`locations/${slug}`), slug).toBeLessThan(generic);
      }
    }
  });

  it("registers no other city by its own path", () => {
    const dedicated = paths.filter((p) => p?.startsWith("locations/") && p !== "locations/:slug");
    expect(dedicated.sort()).toEqual(
      [...TABBED_LOCATION_SLUGS, ...LANDING_LOCATION_SLUGS].map((s) => `locations/${s}`).sort(),
    );
  });

  it("shows no generic service skeleton on the way to a service with a page of its own", () => {
    const dedicated = paths.filter((p) => p?.startsWith("services/") && p !== "services/:slug");
    expect(dedicated.length).toBeGreaterThanOrEqual(7);
    for (const path of dedicated) expect(pendingPageSkeleton(`/${path}`), path).toBeNull();
  });
});
