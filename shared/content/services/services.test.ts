import { describe, expect, it } from "vitest";
import { commercialPhasing } from "../pages/commercial.ts";
import { decorativeFaq, decorativeWhyChoose } from "../pages/decorative-concrete.ts";
import { drivewaysProcess, drivewaysWhyChoose } from "../pages/driveways.ts";
import { patiosFaq, patiosProcess, patiosWhyConcrete } from "../pages/patios.ts";
import { repairProcess } from "../pages/repair.ts";
import { sidewalksFaq, sidewalksProcess, sidewalksWhyChoose } from "../pages/sidewalks.ts";
import { siteConfig } from "../site.ts";
import { builtInServices, getBuiltInService } from "./index.ts";

const linkedSlugs = [
  "driveways",
  "concrete-driveways",
  "patios",
  "sidewalks",
  "decorative-concrete",
  "commercial",
  "repair",
  "stamped-concrete",
  "concrete-steps",
];

const allowedTags = new Set(["h2", "h3", "p", "ul", "li", "strong", "a"]);

const wordCount = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;

describe("built-in services", () => {
  it.each(linkedSlugs)("every service page the site links to has content: %s", (slug) => {
    const service = getBuiltInService(slug);
    expect(service?.slug).toBe(slug);
    expect(service?.process.map((step) => step.number)).toEqual(service?.process.map((_step, i) => i + 1));
  });

  it.each(["stamped-concrete", "concrete-steps"])(
    "%s, shown by the generic service page, has its 5 steps, 4 benefits and 4 questions",
    (slug) => {
      const service = getBuiltInService(slug);
      expect(service?.process.map((step) => step.number)).toEqual([1, 2, 3, 4, 5]);
      expect(service?.faqs).toHaveLength(4);
      expect(service?.benefits).toHaveLength(4);
    },
  );

  // What each dedicated page shows when WordPress has nothing of its own; none where it has no band.
  const steps = (list: readonly { title: string; description: string }[]) =>
    list.map((step, i) => ({ number: i + 1, title: step.title, description: step.description }));
  const cards = (list: readonly { title: string; description: string }[]) =>
    list.map((card) => ({ title: card.title, description: card.description }));
  const dedicated = [
    ["driveways", steps(drivewaysProcess.steps), cards(drivewaysWhyChoose.benefits), []],
    ["patios", steps(patiosProcess.steps), cards(patiosWhyConcrete.reasons), patiosFaq.items(siteConfig)],
    [
      "sidewalks",
      steps(sidewalksProcess.steps),
      cards(sidewalksWhyChoose.reasons(siteConfig)),
      sidewalksFaq.items(siteConfig),
    ],
    [
      "decorative-concrete",
      [],
      cards(decorativeWhyChoose.reasons(siteConfig)),
      decorativeFaq.items(siteConfig),
    ],
    ["commercial", steps(commercialPhasing.steps), [], getBuiltInService("commercial")?.faqs],
    ["repair", steps(repairProcess.steps), [], getBuiltInService("repair")?.faqs],
  ] as const;

  it.each(dedicated)(
    "the %s record holds the steps, benefits and questions its page shows, so WordPress imports what the page shows",
    (slug, process, benefits, faqs) => {
      const service = getBuiltInService(slug);
      expect(service?.process).toEqual(process);
      expect(service?.benefits).toEqual(benefits);
      expect(service?.faqs).toEqual(faqs);
    },
  );

  it("/services/concrete-driveways shows the driveway content under its own address", () => {
    const alias = getBuiltInService("concrete-driveways");
    const driveways = getBuiltInService("driveways");
    expect(alias).toEqual({ ...driveways, slug: "concrete-driveways" });
    expect(driveways?.slug).toBe("driveways");
  });

  it("answers null for a service that does not exist", () => {
    expect(getBuiltInService("swimming-pools")).toBeNull();
    expect(getBuiltInService("constructor")).toBeNull();
  });

  it("lists the services in the order the site presents them, each once", () => {
    expect(builtInServices.map((s) => s.slug)).toEqual(linkedSlugs.filter((s) => s !== "concrete-driveways"));
  });

  it.each(builtInServices.map((s) => [s.slug, s] as const))(
    "%s has page copy fit for search results and the Overview tab",
    (_slug, service) => {
      expect(service.summary.length).toBeLessThanOrEqual(160);
      expect(service.keywords.length).toBeGreaterThanOrEqual(5);
      expect(service.keywords.length).toBeLessThanOrEqual(8);
      expect(wordCount(service.content)).toBeGreaterThanOrEqual(250);
      expect(wordCount(service.content)).toBeLessThanOrEqual(450);
      const tags = [...service.content.matchAll(/<(\w+)/g)].map((m) => m[1]);
      expect(tags.filter((t) => !allowedTags.has(t))).toEqual([]);
      expect(service.featuredImage.width).toBeGreaterThan(0);
      // The date its page last changed: the sitemap's lastmod.
      expect(service.updatedAt).toMatch(/^2026-11-(0[1-9]|[12]\d|30)$/);
    },
  );

  it("never writes the business's name, phone or e-mail into service copy, so the site config stays the one source", () => {
    const copy = JSON.stringify(builtInServices);
    expect(copy).not.toContain(siteConfig.name);
    expect(copy).not.toContain(siteConfig.phone);
    expect(copy).not.toContain(siteConfig.email);
  });

  it("the repair page walks through Inspection, Diagnosis, Repair, Protection", () => {
    const repair = getBuiltInService("repair");
    expect(repair?.process.slice(0, 4).map((s) => s.title)).toEqual([
      "Inspection",
      "Diagnosis",
      "Repair",
      "Protection",
    ]);
  });

  it("the commercial page covers parking lots, loading docks, sidewalks and industrial flooring", () => {
    const content = getBuiltInService("commercial")?.content.toLowerCase() ?? "";
    for (const topic of ["parking lots", "loading docks", "sidewalks", "industrial flooring"]) {
      expect(content).toContain(topic);
    }
  });

  it("quotes the spec's prices where visitors compare them", () => {
    expect(getBuiltInService("driveways")?.content).toContain("$8 to $14 per square foot");
    expect(getBuiltInService("patios")?.content).toContain("$10 to $18 per square foot");
    expect(getBuiltInService("sidewalks")?.content).toContain("$350 to $1,500");
  });
});
