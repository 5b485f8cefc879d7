import { describe, expect, it } from "vitest";
import { images } from "../images.ts";
import { siteConfig } from "../site.ts";
import type { LocationContent } from "../types.ts";
import { cityCoordinates } from "./coordinates.ts";
import { builtInLocations, getBuiltInLocation } from "./index.ts";

const linkedSlugs = [
  "des-moines",
  "ankeny",
  "waukee",
  "west-des-moines",
  "urbandale",
  "altoona",
  "norwalk",
  "indianola",
  "johnston",
  "pleasant-hill",
];

const allowedTags = new Set(["h2", "h3", "p", "ul", "li", "strong", "em", "a"]);

function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The page text with the city named nowhere, as a copy-paste job would look. */
function withoutCityName(location: LocationContent): string {
  return plainText(location.content)
    .replaceAll(location.fullName, "CITY")
    .replaceAll(location.name, "CITY")
    .toLowerCase();
}

function sentences(text: string): Set<string> {
  return new Set(
    text
      .split(/(?<=[.!?])\s+/)
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

function wordTrigrams(text: string): Set<string> {
  const words = text.split(/[^a-z0-9']+/).filter(Boolean);
  const grams = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) grams.add(words.slice(i, i + 3).join(" "));
  return grams;
}

function sharedShare(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared / Math.min(a.size, b.size);
}

function cityPairs(): [LocationContent, LocationContent][] {
  const pairs: [LocationContent, LocationContent][] = [];
  builtInLocations.forEach((a, i) => {
    for (const b of builtInLocations.slice(i + 1)) pairs.push([a, b]);
  });
  return pairs;
}

describe("built-in locations", () => {
  it("resolves every city slug the site links to", () => {
    for (const slug of linkedSlugs) {
      expect(getBuiltInLocation(slug)?.slug, slug).toBe(slug);
    }
    expect(builtInLocations).toHaveLength(linkedSlugs.length);
  });

  it("lists the cities in the service-area order", () => {
    expect(builtInLocations.map((l) => l.slug)).toEqual([
      "ankeny",
      "des-moines",
      "west-des-moines",
      "urbandale",
      "johnston",
      "waukee",
      "altoona",
      "norwalk",
      "indianola",
      "pleasant-hill",
    ]);
  });

  it("answers null for a city it has no content for", () => {
    expect(getBuiltInLocation("grimes")).toBeNull();
    expect(getBuiltInLocation("")).toBeNull();
  });

  it.each(builtInLocations.map((l) => [l.slug, l] as const))("%s fills every section of its page", (_, l) => {
    expect(l.services).toHaveLength(4);
    expect(l.recentProjects).toHaveLength(2);
    expect(l.faqs).toHaveLength(3);
    expect(l.testimonials).toHaveLength(2);
    expect(l.whyChooseUs.length).toBeGreaterThanOrEqual(4);
    expect(l.whyChooseUs.length).toBeLessThanOrEqual(5);
    expect(l.neighborhoods.length).toBeGreaterThanOrEqual(6);
    expect(l.zipCodes.length).toBeGreaterThan(0);
    for (const zip of l.zipCodes) expect(zip).toMatch(/^5\d{4}$/);
    expect(l.keywords.length).toBeGreaterThanOrEqual(5);
    expect(l.fullName).toBe(`${l.name}, Iowa`);
    expect(["Polk", "Dallas", "Warren"]).toContain(l.county);
    expect(l.featuredImage).toBe(images.locations[l.slug as keyof typeof images.locations]);
    expect(l.coordinates).toBe(cityCoordinates[l.slug as keyof typeof cityCoordinates]);
  });

  it("gives every city page its own title and description", () => {
    for (const field of ["title", "description"] as const) {
      const values = builtInLocations.map((l) => l[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
  });

  it.each(builtInLocations.map((l) => [l.slug, l] as const))("%s has a meta-sized description", (_, l) => {
    expect(l.description.length).toBeGreaterThan(50);
    expect(l.description.length).toBeLessThanOrEqual(160);
  });

  it.each(builtInLocations.map((l) => [l.slug, l] as const))(
    "%s has 250-450 words of page copy in the allowed tags",
    (_, l) => {
      const words = plainText(l.content).split(" ").length;
      expect(words).toBeGreaterThanOrEqual(250);
      expect(words).toBeLessThanOrEqual(450);
      const tags = [...l.content.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
      expect(tags.filter((t) => !allowedTags.has(t))).toEqual([]);
      expect(plainText(l.content)).toContain(l.name);
    },
  );

  it("covers the ZIP codes the spec names for Urbandale and Johnston", () => {
    expect(getBuiltInLocation("urbandale")?.zipCodes).toEqual(expect.arrayContaining(["50322", "50323"]));
    expect(getBuiltInLocation("johnston")?.zipCodes).toContain("50131");
  });

  it("links nearby cities and services only to pages that exist", () => {
    const servicePaths = [
      "/services/driveways",
      "/services/patios",
      "/services/sidewalks",
      "/services/decorative-concrete",
      "/services/repair",
      "/services/stamped-concrete",
      "/services/concrete-steps",
    ];
    for (const l of builtInLocations) {
      expect(l.nearbyLocations.length).toBeGreaterThanOrEqual(3);
      expect(l.nearbyLocations.length).toBeLessThanOrEqual(5);
      for (const nearby of l.nearbyLocations) {
        const slug = nearby.path.replace("/locations/", "");
        expect(linkedSlugs, `${l.slug} → ${nearby.path}`).toContain(slug);
        expect(slug).not.toBe(l.slug);
        expect(getBuiltInLocation(slug)?.name).toBe(nearby.name);
      }
      for (const service of l.services) expect(servicePaths).toContain(service.link);
      for (const [, href] of l.content.matchAll(/href="([^"]+)"/g)) expect(servicePaths).toContain(href);
    }
  });

  it("gives each testimonial a unique id and five stars", () => {
    const ids = builtInLocations.flatMap((l) => l.testimonials.map((t) => t.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const l of builtInLocations) {
      l.testimonials.forEach((t, i) => {
        expect(t.id).toBe(`${l.slug}-${i + 1}`);
        expect(t.rating).toBe(5);
        expect(t.location).toContain(l.name);
      });
    }
  });

  it("leaves the business name, phone and e-mail to the site config", () => {
    for (const l of builtInLocations) {
      const everything = JSON.stringify(l);
      expect(everything).not.toContain(siteConfig.name);
      expect(everything).not.toContain(siteConfig.phone);
      expect(everything).not.toContain(siteConfig.email);
    }
  });

  it("never reuses one city's page with the name swapped", () => {
    for (const [a, b] of cityPairs()) {
      const textA = withoutCityName(a);
      const textB = withoutCityName(b);
      expect(textA, `${a.slug} vs ${b.slug}`).not.toBe(textB);
      expect(sharedShare(sentences(textA), sentences(textB)), `${a.slug} vs ${b.slug}`).toBeLessThan(0.3);
      expect(sharedShare(wordTrigrams(textA), wordTrigrams(textB)), `${a.slug} vs ${b.slug}`).toBeLessThan(
        0.3,
      );
    }
  });
});
