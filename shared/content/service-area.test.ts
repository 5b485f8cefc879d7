import { describe, expect, it } from "vitest";
import { cityCoordinates } from "./locations/coordinates.ts";
import { builtInLocations, getBuiltInLocation } from "./locations/index.ts";
import * as locationsPage from "./pages/locations.ts";
import { additionalAreas, locationCards, locationsSeo, locationsTrustBadges } from "./pages/locations.ts";
import * as serviceAreaPage from "./pages/service-area.ts";
import { servedCounties } from "./pages/service-area.ts";
import { linkTowns, mapCities, servedTowns, townBySlug } from "./service-area.ts";
import { siteConfig } from "./site.ts";

describe("the towns we serve", () => {
  it("names every town with coordinates once", () => {
    expect(servedTowns.map((t) => t.slug).sort()).toEqual(Object.keys(cityCoordinates).sort());
  });

  it("puts each town with a page in the county its page names, and every town in a served county", () => {
    for (const town of servedTowns) {
      expect(siteConfig.counties).toContain(town.county);
      const page = getBuiltInLocation(town.slug);
      if (page) {
        expect(town.name).toBe(page.name);
        expect(town.county, town.slug).toBe(page.county);
      }
    }
  });

  it("follows the spec's slug rule: the lowercased name with spaces turned to hyphens", () => {
    for (const town of servedTowns) expect(town.slug).toBe(town.name.toLowerCase().replaceAll(" ", "-"));
  });

  it("links a town where it has a page and lists it as plain text where it has none", () => {
    const towns = ["ankeny", "grimes"] as const;
    expect(linkTowns(towns.map(townBySlug), new Set(["ankeny"]))).toEqual([
      { name: "Ankeny", href: "/locations/ankeny" },
      { name: "Grimes" },
    ]);
  });
});

describe("the map's cities", () => {
  it("are the ten cities with a built-in page, in the service-area order, named as their pages", () => {
    expect(mapCities.map((c) => c.slug)).toEqual(builtInLocations.map((l) => l.slug));
    expect(mapCities.map((c) => c.name)).toEqual(builtInLocations.map((l) => l.name));
  });
});

describe("the locations index copy", () => {
  it("has the spec's three cards, four badges and ten additional areas in order", () => {
    expect(locationCards.cards.map((c) => c.name)).toEqual(["Ankeny", "Des Moines", "West Des Moines"]);
    for (const card of locationCards.cards) expect(getBuiltInLocation(card.slug)?.name).toBe(card.name);
    expect(locationsTrustBadges(siteConfig).map((b) => b.label)).toEqual([
      "Local Iowa Business",
      "Fast Response",
      "5-Year Warranty",
      "Free Estimates",
    ]);
    expect(additionalAreas.towns.map((slug) => townBySlug(slug).name)).toEqual([
      "Altoona",
      "Urbandale",
      "Johnston",
      "Grimes",
      "Clive",
      "Waukee",
      "Windsor Heights",
      "Pleasant Hill",
      "Bondurant",
      "Carlisle",
    ]);
  });

  it("counts the towns as the list does", () => {
    expect(locationsPage.locationsHero.subtitle).toContain(`in ${servedTowns.length} towns`);
    expect(locationsSeo.description).toContain(
      `${servedTowns.length - locationCards.cards.length} more towns`,
    );
  });

  it("has a meta-sized description on both pages", () => {
    for (const seo of [locationsSeo, serviceAreaPage.serviceAreaSeo]) {
      expect(seo.description.length).toBeGreaterThan(50);
      expect(seo.description.length).toBeLessThanOrEqual(160);
    }
  });
});

describe("the service-area page copy", () => {
  it("describes the three served counties, in the site config's order", () => {
    expect(servedCounties.counties.map((c) => c.county)).toEqual(siteConfig.counties);
  });
});

describe("both pages' copy", () => {
  it("leaves the business name, phone and e-mail to the site config", () => {
    const everything = JSON.stringify({ ...locationsPage, ...serviceAreaPage });
    expect(everything).not.toContain(siteConfig.phone);
    expect(everything).not.toContain(siteConfig.email);
    expect(everything).not.toContain(siteConfig.name);
  });
});
