import { readdirSync } from "node:fs";
import path from "node:path";
import { citiesWithLayout, NOT_FOUND_MODULE, PAGES } from "@shared/pages.ts";
import { describe, expect, it } from "vitest";
import { pendingPageSkeleton } from "~/lib/pending-page.ts";
import routes from "./routes.ts";

const TABBED_LOCATION_SLUGS = citiesWithLayout("tabbed");
const LANDING_LOCATION_SLUGS = citiesWithLayout("landing");

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

describe("the page registry", () => {
  it("registers every route module in app/routes/, and names only modules that exist", () => {
    const onDisk = readdirSync(path.join(import.meta.dirname, "routes"))
      .filter((name) => /\.tsx?$/.test(name) && !/\.(test|sections\.server)\.tsx?$/.test(name))
      .map((name) => `routes/${name}`)
      .sort();
    const registered = [...new Set([...PAGES.map((page) => page.module), NOT_FOUND_MODULE])].sort();
    expect(registered).toEqual(onDisk);
  });

  it("gives every path one entry", () => {
    const all = PAGES.map((page) => page.path);
    expect(new Set(all).size).toBe(all.length);
  });
});
