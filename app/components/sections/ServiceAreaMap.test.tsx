import { gzipSync } from "node:zlib";
import { mapCities } from "@shared/content/service-area.ts";
import { serviceAreaMap } from "@shared/content/service-area-map.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ServiceAreaMap } from "./ServiceAreaMap.tsx";

const html = renderToStaticMarkup(
  <MemoryRouter>
    <ServiceAreaMap cities={mapCities} />
  </MemoryRouter>,
);
const svg = html.match(/<svg[\s\S]*<\/svg>/)?.[0] ?? "";

describe("ServiceAreaMap", () => {
  it("is one inline SVG under 60 KB (about 12 KB, 2.5 KB gzipped today)", () => {
    expect(svg).not.toBe("");
    const bytes = Buffer.byteLength(svg);
    expect(bytes).toBeLessThan(60 * 1024);
    expect(gzipSync(svg).length).toBeLessThan(8 * 1024);
  });

  it("has a title and a description that name it and say what it shows", () => {
    const labelledBy = svg.match(/aria-labelledby="([^"]+)"/)?.[1];
    const describedBy = svg.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(svg).toMatch(/^<svg[^>]*role="group"/);
    expect(svg).toContain(
      `<title id="${labelledBy}">Service area map: Polk, Dallas and Warren counties and 30 miles around Des Moines, Iowa</title>`,
    );
    const desc = svg.match(new RegExp(`<desc id="${describedBy}">([^<]+)</desc>`))?.[1] ?? "";
    expect(desc).toContain("Polk, Dallas and Warren counties are shaded");
    expect(desc).toContain("30 miles from downtown Des Moines");
    expect(desc).toContain("Each of the 10 marked cities links to its page");
  });

  it("links each of the ten cities to its page, named by its label", () => {
    const links = [...svg.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, body]) => ({
      href,
      name: body.replace(/<[^>]+>/g, ""),
    }));
    expect(links).toEqual(mapCities.map((city) => ({ href: `/locations/${city.slug}`, name: city.name })));
  });

  it("fills the three served counties and draws the dashed radius", () => {
    const filled = svg.match(/<path d="[^"]+" class="fill-brand-100"/g) ?? [];
    expect(filled).toHaveLength(3);
    expect(svg).toContain(`d="${serviceAreaMap.radius.d}"`);
    expect(svg).toMatch(/<path d="M[^"]+Z" fill="none" stroke-width="3" stroke-dasharray="10 7"/);
    for (const county of ["Polk County", "Dallas County", "Warren County"]) expect(svg).toContain(county);
    expect(svg).toContain("30 miles from downtown");
  });

  it("keeps the drawing out of the accessibility tree, apart from the links", () => {
    // Everything from the hidden group up to the first link: the group is closed before the links start.
    const drawing = svg.slice(svg.indexOf('<g aria-hidden="true">'), svg.indexOf("<a "));
    expect(drawing).toContain("Polk County");
    expect(drawing).toContain(serviceAreaMap.borders);
    expect(drawing.match(/<g[ >]/g)?.length).toBe(drawing.match(/<\/g>/g)?.length);
    expect(svg.slice(svg.indexOf("<a "))).not.toContain("aria-hidden");
  });

  it("comes with a legend in the page's own text", () => {
    const caption = html.match(/<figcaption[\s\S]*<\/figcaption>/)?.[0] ?? "";
    expect(caption).toContain("Polk, Dallas and Warren counties");
    expect(caption).toContain("30-mile radius around Des Moines");
    expect(caption).toContain("City with its own page");
    expect(caption).toContain("U.S. Census Bureau");
  });
});
