import { describe, expect, it } from "vitest";
import { builtInAbout } from "../about.ts";
import { builtInFaq } from "../faq.ts";
import { siteConfig } from "../site.ts";
import {
  aboutPageCopy,
  aboutSectionFor,
  aboutSectionOf,
  aboutSectionOrder,
  aboutSections,
  faqPageCopy,
  faqPageItems,
  faqTabItems,
  generalFaqItems,
} from "./about.ts";

describe("aboutSectionOf", () => {
  it("picks the section each of the four addresses shows", () => {
    expect(aboutSectionOf("/about")).toBe("about");
    expect(aboutSectionOf("/testimonials")).toBe("testimonials");
    expect(aboutSectionOf("/process")).toBe("process");
    expect(aboutSectionOf("/faq")).toBe("faq");
  });

  it("ignores a trailing slash", () => {
    expect(aboutSectionOf("/faq/")).toBe("faq");
    expect(aboutSectionOf("/process//")).toBe("process");
  });

  it("shows the About section for any other path rather than failing", () => {
    expect(aboutSectionOf("/")).toBe("about");
    expect(aboutSectionOf("/faq/extra")).toBe("about");
  });

  it("gives every section its own path, title and description, in the selector's order", () => {
    expect(aboutSectionOrder.map((id) => aboutSections[id].path)).toEqual([
      "/about",
      "/testimonials",
      "/process",
      "/faq",
    ]);
    for (const field of ["title", "label"] as const) {
      const values = aboutSectionOrder.map((id) => aboutSections[id][field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
    const descriptions = aboutSectionOrder.map((id) => aboutSections[id].description(siteConfig));
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

describe("the FAQ tabs", () => {
  const item = (n: number) => ({ question: `Question ${n}?`, answer: `Answer ${n}.` });

  it("General takes the first three questions the content source gives", () => {
    expect(generalFaqItems(builtInFaq)).toEqual(builtInFaq.slice(0, 3));
    expect(generalFaqItems([1, 2, 3, 4, 5, 6].map(item)).map((q) => q.question)).toEqual([
      "Question 1?",
      "Question 2?",
      "Question 3?",
    ]);
  });

  it("General keeps what there is when the source has fewer than three", () => {
    expect(generalFaqItems([item(1)])).toEqual([item(1)]);
    expect(generalFaqItems([])).toEqual([]);
  });

  it("Services, Pricing and Maintenance are fixed text, whatever General holds", () => {
    const tabs = faqTabItems([item(1)], siteConfig);
    expect(Object.keys(tabs)).toEqual(faqPageCopy.tabs.map((tab) => tab.id));
    expect(tabs.general).toEqual([item(1)]);
    for (const id of ["services", "pricing", "maintenance"] as const) {
      expect(tabs[id].length, id).toBeGreaterThan(0);
      expect(tabs[id]).toEqual(faqPageCopy.fixed(siteConfig)[id]);
    }
  });

  it("the structured data lists every question shown, General first, each once", () => {
    const general = generalFaqItems(builtInFaq);
    const all = faqPageItems(general, siteConfig);
    expect(all.slice(0, 3)).toEqual(general);
    expect(all).toHaveLength(3 + Object.values(faqPageCopy.fixed(siteConfig)).flat().length);
    expect(new Set(all.map((q) => q.question)).size).toBe(all.length);
  });
});

describe("the About section's fallback copy", () => {
  const facts = (site = siteConfig) =>
    aboutPageCopy.quickFacts
      .items(site)
      .map((fact) => fact.value)
      .join(" ");

  it("keeps the claims spec §9 places there (2008, over 1,000 projects, the 2-year warranty)", () => {
    expect(facts()).toContain("since 2008");
    expect(facts()).toContain("over 1,000 projects");
    expect(facts()).toContain("2-year structural warranty");
    // …beside the story's founding year and the site-wide 5-year warranty, as the spec has it.
    expect(builtInAbout.content).toContain(`started in ${siteConfig.foundedYear}`);
    expect(facts()).toContain("5-year");
  });

  it("takes the coverage from the site config", () => {
    expect(facts()).toContain("Polk, Dallas and Warren counties, within 30 miles of Des Moines");
    expect(facts({ ...siteConfig, counties: ["Polk", "Story"], radiusMiles: 40 })).toContain(
      "Polk and Story counties, within 40 miles of Des Moines",
    );
  });

  it("introduces three people on the team, each with a role and what they do for the customer", () => {
    const { members } = aboutPageCopy.team;
    expect(members).toHaveLength(3);
    for (const member of members) {
      expect(member.name).toMatch(/^\p{Lu}/u);
      expect(member.role.length).toBeGreaterThan(0);
      expect(member.text.length).toBeGreaterThan(40);
    }
  });
});

describe("the sections' words for a business of its own", () => {
  const client = {
    ...siteConfig,
    name: "Jordan Creek Concrete LLC",
    address: { ...siteConfig.address, city: "West Des Moines" },
    claims: { ...siteConfig.claims, demo: false },
  };

  it("name the business's town on /about, and not the demo's family or Ankeny", () => {
    const about = aboutSectionFor("about", client);
    const words = [about.title, about.description(client), about.heroSubtitle, ...about.keywords].join(" ");
    expect(about.title).toBe("About Us: Concrete Contractor in West Des Moines");
    expect(about.description(client)).toBe(
      "Who pours your concrete: Jordan Creek Concrete LLC of West Des Moines, serving Greater Des Moines, licensed, bonded and insured, with a 5-year warranty.",
    );
    expect(words).not.toMatch(/family|Ankeny/i);
  });

  it("keep the demo's words for the demo, as the spec's copy has them", () => {
    expect(aboutSectionFor("about", siteConfig)).toBe(aboutSections.about);
    expect(aboutSections.about.description(siteConfig)).toContain("a family-owned Ankeny crew");
    expect(aboutSections.testimonials.description(siteConfig, { testimonials: 6 })).toBe(
      "What homeowners in Ankeny, Des Moines, Urbandale and nearby towns say about their driveways, patios, steps and repairs.",
    );
  });

  it("describe /testimonials as it is: reviews to come while there are none, the customers' words once there are", () => {
    const { description } = aboutSections.testimonials;
    expect(description(client, { testimonials: 0 })).toBe(
      "Reviews from our customers will be published here. Until then, ask us for references near you in Greater Des Moines.",
    );
    expect(description(client, { testimonials: 3 })).toBe(
      "What our customers around Greater Des Moines say about their driveways, patios, steps and repairs.",
    );
  });
});
