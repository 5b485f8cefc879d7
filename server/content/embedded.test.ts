import { readFileSync } from "node:fs";
import { builtInAbout } from "@shared/content/about.ts";
import { demoClaimsIn, demoInventory } from "@shared/content/demo-inventory.ts";
import { builtInGalleryAlbums } from "@shared/content/gallery/albums.ts";
import { builtInLocations } from "@shared/content/locations/index.ts";
import { headerMenu } from "@shared/content/navigation.ts";
import { siteConfig } from "@shared/content/site.ts";
import { describe, expect, it } from "vitest";
import { type BusinessFile, parseBusinessFile, siteFromBusiness } from "../core/business.ts";
import { buildBundle } from "./built-in-bundle/index.ts";
import { EmbeddedSource } from "./embedded.ts";

const citySlugs = builtInLocations.map((location) => location.slug);

describe("built-in content source", () => {
  const source = new EmbeddedSource();

  it("has the fallback counts the spec gives: 5 FAQs, 6 process steps, 6 five-star testimonials", async () => {
    expect(await source.getFaq()).toHaveLength(5);
    const steps = await source.getProcess();
    expect(steps.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6]);
    const testimonials = await source.getTestimonials();
    expect(testimonials.map((t) => t.id)).toEqual(["t1", "t2", "t3", "t4", "t5", "t6"]);
    expect(testimonials.every((t) => t.rating === 5)).toBe(true);
  });

  it("gives the call-to-action banner its default title", async () => {
    expect((await source.getCta())?.title).toBe("Ready to Transform Your Property?");
  });

  it("builds the contact details from the site config it is given", async () => {
    const site = {
      ...siteConfig,
      phone: "(515) 555-0199",
      email: "office@example.org",
      address: { street: "200 Main St", city: "Altoona", region: "IA", postalCode: "50009", country: "US" },
      hours: { ...siteConfig.hours, contact: ["Mon-Fri 7AM-4PM"] },
      social: { linkedin: "https://www.linkedin.com/company/example" },
    };
    const contact = await new EmbeddedSource(site).getContactInfo();
    expect(contact).toEqual({
      phone: "(515) 555-0199",
      email: "office@example.org",
      address: "200 Main St, Altoona, IA 50009",
      hours: ["Mon-Fri 7AM-4PM"],
      socialMedia: { linkedin: "https://www.linkedin.com/company/example" },
    });
  });

  it("answers null for a service or city it has no page for", async () => {
    expect(await source.getService("swimming-pools")).toBeNull();
    expect(await source.getLocation("chicago")).toBeNull();
  });

  it("resolves /services/concrete-driveways under its own slug", async () => {
    expect((await source.getService("concrete-driveways"))?.slug).toBe("concrete-driveways");
  });

  it.each(citySlugs)("has a location page for every city the site links to: %s", async (slug) => {
    expect((await source.getLocation(slug))?.slug).toBe(slug);
  });

  it("lists every service and city, for the sitemap", async () => {
    expect((await source.listServices()).length).toBeGreaterThanOrEqual(8);
    const cities = (await source.listLocations()).map((l) => l.slug);
    expect(cities).toEqual(expect.arrayContaining(citySlugs));
  });

  it("hands out the site's fixed header menu and an about story", async () => {
    expect(await source.getHeaderMenu()).toEqual(headerMenu);
    expect((await source.getFooterOptions())?.columns.length).toBeGreaterThan(0);
    expect((await source.getAbout())?.content).toContain("2005");
  });

  it("does not let a caller reorder the shared lists", async () => {
    (await source.getFaq()).reverse();
    expect((await source.getFaq())[0].question).toBe("Do you offer free estimates?");
  });
});

/** Every record a source hands out, as one text (what a page or the WordPress bundle is made of). */
async function everyRecord(source: EmbeddedSource): Promise<string> {
  return JSON.stringify(await buildBundle(source));
}

describe("the built-in records of a business of its own (a business file)", () => {
  const parsed = parseBusinessFile(readFileSync("deploy/business.example.json", "utf8"));
  const site = siteFromBusiness((parsed as { business: BusinessFile }).business);
  const client = new EmbeddedSource(site);

  it("have no gallery album, no recent project in any town and no testimonial", async () => {
    expect(site.claims.demo).toBe(false);
    expect(await client.listGalleryAlbums()).toEqual([]);
    expect(await client.getGalleryAlbum("stamped-patios")).toBeNull();
    const towns = await client.listLocations();
    expect(towns.map((town) => town.slug)).toEqual(citySlugs);
    for (const town of towns) expect(town.recentProjects, town.slug).toEqual([]);
    expect(await client.getTestimonials()).toEqual([]);
  });

  it("open the About page with the business's own facts, and no story", async () => {
    const about = (await client.getAbout())?.content ?? "";
    expect(about).toContain(
      "Raccoon River Concrete LLC is a concrete contractor based in West Des Moines, IA, pouring and repairing driveways, patios, sidewalks, steps and decorative concrete since 2012.",
    );
    expect(about).toContain(
      "We are licensed and insured, and we stand behind every project with a 10-year warranty.",
    );
    expect(about).not.toContain("one truck");
    expect(about).not.toContain("family");
  });

  it("hold none of the demo's stories or projects, so its WordPress never imports them", async () => {
    const claims = demoClaimsIn(await everyRecord(client)).filter(
      (claim) => claim.kind === "story" || claim.kind === "project",
    );
    expect(claims.map((claim) => claim.id)).toEqual([]);
  });
});

describe("the built-in records of the demo", () => {
  it("keep its three albums of 24 projects, two projects a town and its story", async () => {
    const demo = new EmbeddedSource();
    expect(await demo.listGalleryAlbums()).toEqual(builtInGalleryAlbums);
    expect((await demo.listGalleryAlbums()).flatMap((album) => album.projects)).toHaveLength(24);
    for (const town of await demo.listLocations()) expect(town.recentProjects, town.slug).toHaveLength(2);
    expect(await demo.getAbout()).toEqual(builtInAbout);
  });

  it("say every phrase of the stories and projects the inventory reads from them", async () => {
    const text = await everyRecord(new EmbeddedSource());
    const fromRecords = demoInventory.filter(
      (claim) => claim.id === "story.about" || /^project\.(gallery|town)\./.test(claim.id),
    );
    expect(fromRecords).toHaveLength(1 + builtInGalleryAlbums.length + builtInLocations.length);
    for (const claim of fromRecords) {
      for (const phrase of claim.phrases) {
        expect(text, `${claim.id}: ${phrase}`).toContain(JSON.stringify(phrase).slice(1, -1));
      }
    }
  });
});
