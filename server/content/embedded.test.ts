import { builtInLocations } from "@shared/content/locations/index.ts";
import { headerMenu } from "@shared/content/navigation.ts";
import { siteConfig } from "@shared/content/site.ts";
import { describe, expect, it } from "vitest";
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
