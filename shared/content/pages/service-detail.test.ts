import { describe, expect, it } from "vitest";
import { siteConfig } from "../site.ts";
import { commercialFinalCta, commercialHero, commercialSeo, commercialWork } from "./commercial.ts";
import {
  decorativeAreas,
  decorativeCost,
  decorativeFaq,
  decorativeFinalCta,
  decorativeHero,
  decorativePortfolio,
  decorativeSeo,
} from "./decorative-concrete.ts";
import { repairProblems, repairProcess, repairSeo } from "./repair.ts";

// The dedicated service pages' copy against the spec's lists and constants.

describe("decorative concrete copy", () => {
  it("uses the spec's labels, links and prices", () => {
    expect(decorativeHero.action).toEqual({ label: "Get a Free Consultation", to: "/quote" });
    expect(decorativeFinalCta.action).toEqual({ label: "Request a Free Quote", to: "/quote" });
    expect(decorativeCost.prices(siteConfig).map((p) => [p.title, p.price])).toEqual([
      ["Stamped concrete", "$12-$18"],
      ["Overlays", "$8-$14"],
      ["Polished or stained floors", "$6-$12"],
    ]);
    expect(decorativePortfolio.links.map((l) => l.to).sort()).toEqual(["/gallery", "/services"]);
    expect(decorativeAreas.serviceAreaLink.to).toBe("/service-area");
    expect(decorativeFaq.contact.to).toBe("/contact");
  });

  it("names the ten cities in the spec's order, by their pages' slugs", () => {
    expect(decorativeAreas.towns).toEqual([
      "des-moines",
      "ankeny",
      "waukee",
      "west-des-moines",
      "urbandale",
      "altoona",
      "johnston",
      "norwalk",
      "indianola",
      "pleasant-hill",
    ]);
  });

  it("asks exactly seven distinct questions", () => {
    expect(decorativeFaq.items(siteConfig)).toHaveLength(7);
    expect(new Set(decorativeFaq.items(siteConfig).map((q) => q.question)).size).toBe(7);
  });
});

describe("commercial copy", () => {
  it("covers the spec's four kinds of work, each with thickness, joints and phasing", () => {
    expect(commercialWork.items(siteConfig).map((w) => w.title)).toEqual([
      "Parking Lots",
      "Loading Docks",
      "Sidewalks",
      "Industrial Flooring",
    ]);
    for (const work of commercialWork.items(siteConfig)) {
      expect(work.facts.slice(0, 3).map((f) => f.label)).toEqual(["Thickness", "Joints", "Phasing"]);
    }
  });

  it("offers the quote and contact pages at the top and the bottom", () => {
    expect(commercialHero.actions.map((a) => a.to)).toEqual(["/quote", "/contact"]);
    expect(commercialFinalCta.actions.map((a) => a.to)).toEqual(["/quote", "/contact"]);
  });
});

describe("repair copy", () => {
  it("names the spec's four kinds of damage and its four steps in order", () => {
    expect(repairProblems.items(siteConfig).map((p) => p.title)).toEqual([
      "Cracks",
      "Surface Damage",
      "Settlement and Leveling",
      "Weathering",
    ]);
    expect(repairProcess.steps.map((s) => s.title)).toEqual([
      "Inspection",
      "Diagnosis",
      "Repair",
      "Protection",
    ]);
  });
});

describe("all three pages", () => {
  it.each([
    ["decorative concrete", { ...decorativeSeo, description: decorativeSeo.description(siteConfig) }],
    ["commercial", commercialSeo],
    ["repair", repairSeo],
  ])("%s has a title and a description that fit search results", (_name, seo) => {
    expect(seo.title.length).toBeLessThanOrEqual(65);
    expect(seo.description.length).toBeGreaterThan(50);
    expect(seo.description.length).toBeLessThanOrEqual(160);
    expect(seo.keywords.length).toBeGreaterThanOrEqual(5);
  });

  it("never writes the business's phone, e-mail or address into the copy (the site config is the one source)", async () => {
    const copy = JSON.stringify([
      await import("./decorative-concrete.ts"),
      await import("./commercial.ts"),
      await import("./repair.ts"),
    ]);
    expect(copy).not.toContain(siteConfig.phone);
    expect(copy).not.toContain(siteConfig.email);
    expect(copy).not.toContain(siteConfig.address.street);
  });
});
