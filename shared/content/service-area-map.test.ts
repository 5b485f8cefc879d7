import { describe, expect, it } from "vitest";
import { cityCoordinates } from "./locations/coordinates.ts";
import { mapCities } from "./service-area.ts";
import { serviceAreaMap as map } from "./service-area-map.ts";
import { siteConfig } from "./site.ts";

/** The points of an SVG path made of M, L and Z commands (what d3-geo writes). */
function pathPoints(d: string): { x: number; y: number }[] {
  expect(d, "only absolute moveto, lineto and closepath").toMatch(/^(?:[MLZ][-\d.,]*)+$/);
  return [...d.matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)].map(([, x, y]) => ({ x: Number(x), y: Number(y) }));
}

const inside = ({ x, y }: { x: number; y: number }) => x >= 0 && x <= map.width && y >= 0 && y <= map.height;

describe("the generated service-area map (npm run map)", () => {
  it("places a marker for each of the ten cities with a page inside the drawing", () => {
    expect(mapCities).toHaveLength(10);
    for (const city of mapCities) {
      const at = map.towns[city.slug];
      // Room for the marker and a name on either side of it.
      expect(at.x, city.slug).toBeGreaterThan(160);
      expect(at.x, city.slug).toBeLessThan(map.width - 160);
      expect(at.y, city.slug).toBeGreaterThan(30);
      expect(at.y, city.slug).toBeLessThan(map.height - 30);
    }
  });

  it("has a point for every town with coordinates, and no other", () => {
    expect(Object.keys(map.towns).sort()).toEqual(Object.keys(cityCoordinates).sort());
  });

  it("fills the three counties of the site config, each a closed outline in the drawing", () => {
    expect(map.served.map((county) => county.name)).toEqual(siteConfig.counties);
    for (const county of map.served) {
      expect(county.d, county.name).toMatch(/Z$/);
      const points = pathPoints(county.d);
      expect(points.length, county.name).toBeGreaterThanOrEqual(4);
      expect(points.every(inside), county.name).toBe(true);
      expect(inside(county.label), county.name).toBe(true);
    }
    expect(pathPoints(map.servedOutline).length).toBeGreaterThan(4);
  });

  it("outlines and names some of the neighbouring counties", () => {
    expect(pathPoints(map.borders).every(inside)).toBe(true);
    expect(map.neighbours.length).toBeGreaterThanOrEqual(3);
    for (const county of map.neighbours) expect(siteConfig.counties).not.toContain(county.name);
  });

  it("draws the service radius as a circle around the service centre, all of it in the drawing", () => {
    expect(map.radius.miles).toBe(siteConfig.radiusMiles);
    expect(map.radius.around).toBe(siteConfig.serviceCenter);
    expect(map.radius.centre).toEqual(map.towns["des-moines"]);
    expect(map.radius.d).toMatch(/Z$/);
    const points = pathPoints(map.radius.d);
    expect(points.length).toBeGreaterThanOrEqual(60);
    expect(points.every(inside)).toBe(true);
    // A conformal projection keeps a 30-mile circle round: every vertex at the same distance, within 2%.
    const distances = points.map((p) => Math.hypot(p.x - map.radius.centre.x, p.y - map.radius.centre.y));
    expect(Math.max(...distances) / Math.min(...distances)).toBeLessThan(1.02);
    const radius = distances.reduce((a, b) => a + b) / distances.length;
    expect(radius).toBeGreaterThan(map.width / 3);
    expect(
      Math.hypot(map.radius.top.x - map.radius.centre.x, map.radius.top.y - map.radius.centre.y),
    ).toBeCloseTo(radius, -1);
    // Every town the site names is within the radius.
    for (const [slug, at] of Object.entries(map.towns)) {
      expect(Math.hypot(at.x - map.radius.centre.x, at.y - map.radius.centre.y), slug).toBeLessThan(radius);
    }
  });

  it("rounds coordinates to a tenth of a unit", () => {
    const numbers = [map.borders, map.servedOutline, map.radius.d, ...map.served.map((c) => c.d)]
      .join("")
      .match(/-?[\d.]+/g);
    expect(numbers?.length).toBeGreaterThan(100);
    for (const n of numbers ?? []) expect(n).toMatch(/^-?\d+(\.\d)?$/);
  });
});
