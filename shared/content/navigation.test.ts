import { describe, expect, it } from "vitest";
import { builtInLocations } from "./locations/index.ts";
import { cityLinks, footerOptions, headerMenu } from "./navigation.ts";

describe("city links in the header and footer", () => {
  it("link to every city that has a page, by its name", () => {
    const cities = builtInLocations.map((l) => ({ label: l.name, href: `/locations/${l.slug}` }));
    expect([...cityLinks].sort((a, b) => a.href.localeCompare(b.href))).toEqual(
      cities.sort((a, b) => a.href.localeCompare(b.href)),
    );
  });

  it("fill the header's Locations menu and the footer's Service Areas column, then All Locations", () => {
    const locationsMenu = headerMenu.find((item) => item.label === "Locations");
    const serviceAreas = footerOptions.columns.find((column) => column.heading === "Service Areas");
    for (const links of [locationsMenu?.children, serviceAreas?.links]) {
      expect(links).toEqual([...cityLinks, { label: "All Locations", href: "/locations" }]);
    }
  });
});
