import { servicesContext } from "@shared/app-services.ts";
import { builtInLocations } from "@shared/content/locations/index.ts";
import { commercialPhasing } from "@shared/content/pages/commercial.ts";
import {
  decorativeAreas,
  decorativeCost,
  decorativeFaq,
  decorativeWhyChoose,
} from "@shared/content/pages/decorative-concrete.ts";
import {
  drivewaysAreas,
  drivewaysCost,
  drivewaysProcess,
  drivewaysWhyChoose,
} from "@shared/content/pages/driveways.ts";
import {
  patiosAreas,
  patiosFaq,
  patiosPricing,
  patiosProcess,
  patiosWhyConcrete,
} from "@shared/content/pages/patios.ts";
import { repairProcess } from "@shared/content/pages/repair.ts";
import {
  sidewalksAreas,
  sidewalksCosts,
  sidewalksFaq,
  sidewalksProcess,
  sidewalksWhyChoose,
} from "@shared/content/pages/sidewalks.ts";
import { getBuiltInService } from "@shared/content/services/index.ts";
import { siteConfig } from "@shared/content/site.ts";
import { listedTowns, namedTowns, type TownPick } from "@shared/content/site-lists.ts";
import type { LocationContent, ServiceAreaCity, ServiceContent } from "@shared/content/types.ts";
import { PICTURES_AS_GIVEN } from "@shared/pictures.ts";
import type { ComponentType } from "react";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { CommercialSections } from "~/routes/commercial.sections.server.tsx";
import { DecorativeSections } from "~/routes/decorative-concrete.sections.server.tsx";
import { DrivewaysSections } from "~/routes/driveways.sections.server.tsx";
import { PatiosSections } from "~/routes/patios.sections.server.tsx";
import { RepairSections } from "~/routes/repair.sections.server.tsx";
import { SidewalksSections } from "~/routes/sidewalks.sections.server.tsx";
import { renderDedicatedServicePage } from "./dedicated-service.server.tsx";
import { type DedicatedServiceRecord, withStepCount } from "./dedicated-service.ts";

// What an office manager types for a service in WordPress. The content service fills whatever a
// record lacks from the built-in record with its slug, as `reshapeService` does.
const CMS_STEPS = [
  { number: 1, title: "Call the Office", description: "Tell us what you need poured." },
  { number: 2, title: "Pick a Pour Day", description: "We book the crew and the truck." },
  { number: 3, title: "Enjoy the Slab", description: "Walk on it after a day, drive after a week." },
];
const CMS_BENEFITS = [
  { title: "Poured by Neighbors", description: "A crew that lives in the towns it pours in." },
  { title: "Cleaned Up Daily", description: "No forms or spoil left in your yard overnight." },
];
const CMS_FAQS = [
  { question: "Do you pour on Saturdays?", answer: "Yes, from April through October." },
  { question: "Can I watch the pour?", answer: "Of course, from behind the forms." },
];
const CMS_PRICE = "$9.50-$15 per sq ft";
const CMS_PRICE_NOTE = "installed, including tear-out of up to 4 inches of old concrete.";
const CMS_BODY =
  "<h2>Poured by Our Own Crew</h2><p>Every slab we pour is finished by people who live here.</p>";
const CMS_KEYWORDS = ["concrete crew Polk County", "slab pour Bondurant"];
const CMS_PHOTO = {
  src: "https://cms.example.com/wp-content/uploads/2026/11/new-slab.jpg",
  width: 1600,
  height: 1067,
  alt: "A new slab poured this fall",
};

function cmsRecord(slug: string): ServiceContent {
  return {
    ...(getBuiltInService(slug) as ServiceContent),
    featuredImage: CMS_PHOTO,
    process: CMS_STEPS,
    benefits: CMS_BENEFITS,
    faqs: CMS_FAQS,
    content: CMS_BODY,
    keywords: CMS_KEYWORDS,
    price: CMS_PRICE,
    priceNote: CMS_PRICE_NOTE,
  };
}

// WordPress renames one built-in town and adds a town the site has no page for.
/** A page's towns as the built-in town records name them. */
const builtInTowns = (picks: readonly TownPick[]) => namedTowns(listedTowns(builtInLocations), picks);

const cmsLocations: LocationContent[] = [
  ...builtInLocations.map((town) => (town.slug === "waukee" ? { ...town, name: "Waukee & Grimes" } : town)),
  { ...builtInLocations[0], slug: "bondurant", name: "Bondurant" },
];

type Content = {
  getService: ServiceContent | null;
  listLocations: LocationContent[];
  /** The services WordPress took down (none unless given). */
  removed?: string[];
};

async function renderPage(
  slug: string,
  Sections: ComponentType<{ record: DedicatedServiceRecord }>,
  content: Content,
) {
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    content: {
      getService: async () => content.getService,
      listLocations: async () => content.listLocations,
      listRemoved: async () => ({ service: content.removed ?? [], location: [], album: [] }),
    } as never,
    pictures: PICTURES_AS_GIVEN,
    site: siteConfig,
    siteUrl: "https://www.example.com",
    nonce: undefined,
    isProduction: true,
    developerPages: false,
  });
  return renderDedicatedServicePage({ context, pattern: `/services/${slug}` }, slug, Sections);
}

async function render(...args: Parameters<typeof renderPage>): Promise<string> {
  return (await renderPage(...args)).page.html ?? "";
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };

/** What a visitor reads in some markup: tags dropped, entities decoded, whitespace collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, " ")
    .trim();

/** The markup of the band named by the heading with `id`, or null when the page has no such band. */
function band(html: string, id: string): string | null {
  return new RegExp(`<section aria-labelledby="${id}"[^>]*>([\\s\\S]*?)</section>`).exec(html)?.[1] ?? null;
}

/** The text of a band the page must have. */
function bandText(html: string, id: string): string {
  const markup = band(html, id);
  expect(markup, `band ${id}`).not.toBeNull();
  return text(markup ?? "");
}

/** The h3 headings of a band: its steps, cards or questions. */
function headings(html: string, id: string): string[] {
  const markup = band(html, id) ?? "";
  return [...markup.matchAll(/<h3[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => text(m[1]));
}

/** The towns a band links to, with their names. */
function towns(html: string, id: string): ServiceAreaCity[] {
  const markup = band(html, id) ?? "";
  return [...markup.matchAll(/<a[^>]*href="(\/locations\/[^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
    name: text(m[2]),
    href: m[1],
  }));
}

interface LdNode {
  "@type": string | string[];
  areaServed?: { name: string }[];
  offers?: { description: string };
  mainEntity?: { name: string }[];
}

function structuredData(html: string): LdNode[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]);
    return data["@graph"] ?? [data].flat();
  });
}
const node = (html: string, type: string) =>
  structuredData(html).find((n) => [n["@type"]].flat().includes(type));

interface Band {
  id: string;
  /** What the page shows there when WordPress has nothing of its own; none when the band shows only then. */
  own?: string[];
}

interface PageCase {
  slug: string;
  Sections: ComponentType<{ record: DedicatedServiceRecord }>;
  process: Band;
  benefits: Band;
  price: Band & { ownRange?: string };
  faq: Band;
  /** The page's opening band, which an editor's body replaces; none when the body opens the page. */
  intro?: string;
  /** The band listing the towns served and the page's own list, for the pages that have one. */
  areas?: { id: string; own: readonly ServiceAreaCity[] };
}

const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
const questions = (slug: string) => (getBuiltInService(slug) as ServiceContent).faqs.map((f) => f.question);

const pages: PageCase[] = [
  {
    slug: "driveways",
    Sections: DrivewaysSections,
    process: { id: "driveways-process-heading", own: titles(drivewaysProcess.steps) },
    benefits: { id: "driveways-why-heading", own: titles(drivewaysWhyChoose.benefits) },
    price: {
      id: "driveways-cost-heading",
      own: [String(drivewaysCost.price(siteConfig)), drivewaysCost.priceNote],
      ownRange: String(drivewaysCost.price(siteConfig)),
    },
    // The driveways page has no questions of its own: the CMS's show in a band of their own.
    faq: { id: "driveways-faq-heading" },
    areas: { id: "driveways-areas-heading", own: builtInTowns(drivewaysAreas.towns) },
  },
  {
    slug: "patios",
    Sections: PatiosSections,
    process: { id: "patios-process-heading", own: titles(patiosProcess.steps) },
    benefits: { id: "patios-why-heading", own: titles(patiosWhyConcrete.reasons) },
    price: {
      id: "patios-pricing-heading",
      own: [String(patiosPricing.price(siteConfig)), patiosPricing.priceNote],
      ownRange: String(patiosPricing.price(siteConfig)),
    },
    faq: { id: "patios-faq-heading", own: patiosFaq.items(siteConfig).map((f) => f.question) },
    intro: "patios-intro-heading",
    areas: { id: "patios-areas-heading", own: builtInTowns(patiosAreas.towns) },
  },
  {
    slug: "sidewalks",
    Sections: SidewalksSections,
    process: { id: "sidewalks-process-heading", own: titles(sidewalksProcess.steps) },
    benefits: { id: "sidewalks-why-heading", own: titles(sidewalksWhyChoose.reasons(siteConfig)) },
    price: {
      id: "sidewalks-costs-heading",
      own: [sidewalksCosts.items(siteConfig)[0].price, sidewalksCosts.note],
      ownRange: sidewalksCosts.items(siteConfig)[0].price,
    },
    faq: { id: "sidewalks-faq-heading", own: sidewalksFaq.items(siteConfig).map((f) => f.question) },
    intro: "sidewalks-intro-heading",
    areas: { id: "sidewalks-areas-heading", own: builtInTowns(sidewalksAreas.towns) },
  },
  {
    slug: "decorative-concrete",
    Sections: DecorativeSections,
    // No steps of its own: the CMS's show in a band of their own.
    process: { id: "decorative-process-heading" },
    benefits: { id: "decorative-why-heading", own: titles(decorativeWhyChoose.reasons(siteConfig)) },
    price: {
      id: "decorative-cost-heading",
      own: decorativeCost.prices(siteConfig).map((p) => p.price),
      ownRange: decorativeCost
        .prices(siteConfig)
        .map((p) => `${p.title} ${p.price} ${p.unit}`)
        .join("; "),
    },
    faq: {
      id: "decorative-concrete-faq-heading",
      own: decorativeFaq.items(siteConfig).map((f) => f.question),
    },
    intro: "decorative-intro-heading",
    areas: { id: "decorative-areas-heading", own: builtInTowns(decorativeAreas.towns) },
  },
  {
    slug: "commercial",
    Sections: CommercialSections,
    process: { id: "commercial-phasing-heading", own: titles(commercialPhasing.steps) },
    // No benefits and no price of its own: the CMS's show in bands of their own.
    benefits: { id: "commercial-benefits-heading" },
    price: { id: "commercial-price-heading" },
    faq: { id: "commercial-faq-heading", own: questions("commercial") },
  },
  {
    slug: "repair",
    Sections: RepairSections,
    process: { id: "repair-process-heading", own: titles(repairProcess.steps) },
    benefits: { id: "repair-benefits-heading" },
    price: { id: "repair-price-heading" },
    faq: { id: "repair-faq-heading", own: questions("repair") },
  },
];

describe.each(pages)("the $slug page", (page) => {
  const builtIn = getBuiltInService(page.slug) as ServiceContent;
  const withoutCms = () =>
    render(page.slug, page.Sections, { getService: null, listLocations: builtInLocations });
  const withCms = () =>
    render(page.slug, page.Sections, { getService: cmsRecord(page.slug), listLocations: cmsLocations });

  it("answers 410 Gone when WordPress took the service down, not the page's built-in copy", async () => {
    const gone = renderPage(page.slug, page.Sections, {
      getService: null,
      listLocations: builtInLocations,
      removed: [page.slug],
    });
    await expect(gone).rejects.toMatchObject({ init: { status: 410 } });
    // Another service taken down leaves this page as it is.
    const html = await render(page.slug, page.Sections, {
      getService: null,
      listLocations: builtInLocations,
      removed: ["stamped-concrete"],
    });
    expect(text(html)).toContain(builtIn.title);
  });

  it("shows the steps, benefits, price, questions, photo and towns an editor wrote in WordPress", async () => {
    const html = await withCms();
    expect(headings(html, page.process.id)).toEqual(titles(CMS_STEPS));
    const steps = bandText(html, page.process.id);
    for (const step of CMS_STEPS) expect(steps).toContain(step.description);

    expect(headings(html, page.benefits.id)).toEqual(titles(CMS_BENEFITS));
    const benefits = bandText(html, page.benefits.id);
    for (const benefit of CMS_BENEFITS) expect(benefits).toContain(benefit.description);

    const price = bandText(html, page.price.id);
    expect(price).toContain(CMS_PRICE);
    expect(price).toContain(CMS_PRICE_NOTE);
    expect(node(html, "Service")?.offers?.description).toBe(CMS_PRICE);

    expect(headings(html, page.faq.id)).toEqual(CMS_FAQS.map((f) => f.question));
    const faq = bandText(html, page.faq.id);
    for (const item of CMS_FAQS) expect(faq).toContain(item.answer);
    expect(node(html, "FAQPage")?.mainEntity?.map((q) => q.name)).toEqual(CMS_FAQS.map((f) => f.question));

    expect(html).toContain(`src="${CMS_PHOTO.src}"`);

    expect(html).toContain(`<div class="content-html mx-auto max-w-3xl text-lg">${CMS_BODY}</div>`);
    if (page.intro) expect(band(html, page.intro), "the page's opening band").toBeNull();

    const served = node(html, "Service")?.areaServed?.map((city) => city.name) ?? [];
    expect(served).toContain("Waukee & Grimes, IA");
    expect(served).toContain("Bondurant, IA");
    expect(served).not.toContain("Waukee, IA");
    if (page.areas) {
      const expected = [
        ...page.areas.own.map((city) =>
          city.href === "/locations/waukee" ? { ...city, name: "Waukee & Grimes" } : city,
        ),
        { name: "Bondurant", href: "/locations/bondurant" },
      ];
      expect(towns(html, page.areas.id)).toEqual(expected);
    }
  });

  it("names no town WordPress took down, in its list of areas or its structured data", async () => {
    if (!page.areas) return;
    const html = await render(page.slug, page.Sections, {
      getService: null,
      listLocations: builtInLocations.filter((town) => town.slug !== "ankeny"),
    });
    const listed = towns(html, page.areas.id);
    expect(listed.map((city) => city.name)).not.toContain("Ankeny");
    expect(listed).toEqual(page.areas.own.filter((city) => city.name !== "Ankeny"));
    expect(html).not.toContain('href="/locations/ankeny"');
  });

  it("keeps the page's own copy, unchanged, when WordPress has nothing of its own", async () => {
    const html = await withoutCms();
    // A WordPress record with nothing but what the content service filled in from the built-in one.
    const filled = await render(page.slug, page.Sections, {
      getService: builtIn,
      listLocations: builtInLocations,
    });
    expect(filled).toBe(html);

    for (const [shown, label] of [
      [page.process, "steps"],
      [page.benefits, "benefits"],
      [page.faq, "questions"],
    ] as const) {
      if (shown.own) expect(headings(html, shown.id), label).toEqual(shown.own);
      else expect(band(html, shown.id), `no ${label} band without the CMS's`).toBeNull();
    }
    if (page.price.own) {
      const price = bandText(html, page.price.id);
      for (const own of page.price.own) expect(price).toContain(own);
    } else {
      expect(band(html, page.price.id)).toBeNull();
    }
    expect(node(html, "Service")?.offers?.description).toBe(page.price.ownRange);
    expect(html).not.toContain(CMS_PHOTO.src);
    expect(html).not.toContain("content-html");
    if (page.intro) expect(band(html, page.intro)).not.toBeNull();
    if (page.areas) expect(towns(html, page.areas.id)).toEqual(page.areas.own);
  });

  it("hands the keywords an editor wrote to the page's meta tags, and none of its own otherwise", async () => {
    const cms = await renderPage(page.slug, page.Sections, {
      getService: cmsRecord(page.slug),
      listLocations: builtInLocations,
    });
    expect(cms.keywords).toEqual(CMS_KEYWORDS);
    const own = await renderPage(page.slug, page.Sections, {
      getService: builtIn,
      listLocations: builtInLocations,
    });
    expect(own).not.toHaveProperty("keywords");
  });

  it("hands the SEO title and description an editor wrote to the page's meta tags, and none otherwise", async () => {
    const seo = { seoTitle: "Patio Pros in Ankeny | Free Estimates", seoDescription: "Poured in a week." };
    const cms = await renderPage(page.slug, page.Sections, {
      getService: { ...builtIn, ...seo },
      listLocations: builtInLocations,
    });
    expect(cms).toMatchObject(seo);
    const own = await renderPage(page.slug, page.Sections, {
      getService: builtIn,
      listLocations: builtInLocations,
    });
    expect(own).not.toHaveProperty("seoTitle");
    expect(own).not.toHaveProperty("seoDescription");
  });

  it("takes each field on its own: a price without a note keeps the page's note", async () => {
    const record = { ...builtIn, price: CMS_PRICE };
    const html = await render(page.slug, page.Sections, {
      getService: record,
      listLocations: builtInLocations,
    });
    const price = bandText(html, page.price.id);
    expect(price).toContain(CMS_PRICE);
    expect(html).not.toContain(CMS_PRICE_NOTE);
    const ownNote = page.price.own?.at(-1);
    if (ownNote) expect(price).toContain(ownNote);
    // Steps, benefits and questions stay the page's.
    for (const shown of [page.process, page.benefits, page.faq]) {
      if (shown.own) expect(headings(html, shown.id)).toEqual(shown.own);
      else expect(band(html, shown.id)).toBeNull();
    }
  });
});

describe("withStepCount", () => {
  it("recounts a heading or intro for the steps shown, in its own style", () => {
    expect(withStepCount("Our 5-Step Driveway Process", 3)).toBe("Our 3-Step Driveway Process");
    expect(withStepCount("Our Four-Step Repair Process", 6)).toBe("Our Six-Step Repair Process");
    expect(withStepCount("Every repair goes through the same four steps.", 1)).toBe(
      "Every repair goes through the same one step.",
    );
    expect(withStepCount("Every repair goes through the same four steps.", 12)).toBe(
      "Every repair goes through the same 12 steps.",
    );
    expect(withStepCount("Most patios are built in 3 to 5 days.", 3)).toBe(
      "Most patios are built in 3 to 5 days.",
    );
  });

  it("changes nothing when the count is the page's own", () => {
    for (const title of [
      drivewaysProcess.title,
      patiosProcess.title,
      sidewalksProcess.title,
      repairProcess.title,
    ]) {
      const count = Number(/\d+/.exec(title)?.[0] ?? 4);
      expect(withStepCount(title, count)).toBe(title);
    }
    expect(withStepCount(repairProcess.intro, repairProcess.steps.length)).toBe(repairProcess.intro);
  });
});
