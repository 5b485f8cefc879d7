import { servicesContext } from "@shared/app-services.ts";
import { builtInLocations } from "@shared/content/locations/index.ts";
import { getBuiltInService } from "@shared/content/services/index.ts";
import { siteConfig } from "@shared/content/site.ts";
import type { ServiceContent } from "@shared/content/types.ts";
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
import type { DedicatedServiceRecord } from "./dedicated-service.ts";

/**
 * WordPress's import brings each built-in service record (docs/wordpress-import.md), and from then on
 * WordPress wins list by list: so a dedicated page's record must hold exactly the steps, benefits and
 * questions the page shows, or one step the office manager edits swaps the page's steps for others.
 */

/** The page as the site renders it, WordPress answering `service` for its slug (null: nothing). */
async function render(
  slug: string,
  Sections: ComponentType<{ record: DedicatedServiceRecord }>,
  service: ServiceContent | null,
): Promise<string> {
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    content: {
      getService: async () => service,
      listLocations: async () => builtInLocations,
      listRemoved: async () => ({ service: [], location: [], album: [] }),
    } as never,
    pictures: PICTURES_AS_GIVEN,
    site: siteConfig,
    siteUrl: "https://www.example.com",
    nonce: undefined,
    isProduction: true,
    developerPages: false,
  });
  const page = await renderDedicatedServicePage({ context, pattern: `/services/${slug}` }, slug, Sections);
  return page.page.html ?? "";
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, " ")
    .trim();
/** Some text as React writes it into the page. */
const escaped = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** The markup of the band named by the heading with `id`, or null when the page has no such band. */
const band = (html: string, id: string) =>
  new RegExp(`<section aria-labelledby="${id}"[^>]*>([\\s\\S]*?)</section>`).exec(html)?.[1] ?? null;
/** The h3 headings of a band: its steps, cards or questions. */
const headings = (html: string, id: string) =>
  [...(band(html, id) ?? "").matchAll(/<h3[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => text(m[1]));
/** The numbers a band gives its steps. */
const numbers = (html: string, id: string) =>
  [...(band(html, id) ?? "").matchAll(/Step <\/span>(\d+)/g)].map((m) => Number(m[1]));

interface PageCase {
  slug: string;
  Sections: ComponentType<{ record: DedicatedServiceRecord }>;
  /** The ids of the headings of its steps', benefits' and questions' bands. */
  process: string;
  benefits: string;
  faqs: string;
}

const pages: PageCase[] = [
  {
    slug: "driveways",
    Sections: DrivewaysSections,
    process: "driveways-process-heading",
    benefits: "driveways-why-heading",
    faqs: "driveways-faq-heading",
  },
  {
    slug: "patios",
    Sections: PatiosSections,
    process: "patios-process-heading",
    benefits: "patios-why-heading",
    faqs: "patios-faq-heading",
  },
  {
    slug: "sidewalks",
    Sections: SidewalksSections,
    process: "sidewalks-process-heading",
    benefits: "sidewalks-why-heading",
    faqs: "sidewalks-faq-heading",
  },
  {
    slug: "decorative-concrete",
    Sections: DecorativeSections,
    process: "decorative-process-heading",
    benefits: "decorative-why-heading",
    faqs: "decorative-concrete-faq-heading",
  },
  {
    slug: "commercial",
    Sections: CommercialSections,
    process: "commercial-phasing-heading",
    benefits: "commercial-benefits-heading",
    faqs: "commercial-faq-heading",
  },
  {
    slug: "repair",
    Sections: RepairSections,
    process: "repair-process-heading",
    benefits: "repair-benefits-heading",
    faqs: "repair-faq-heading",
  },
];

const HER_STEP = {
  title: "Pour Day Phone Call",
  description: "We call the evening before to confirm the truck.",
};
const HER_BENEFIT = { title: "Crews That Call Ahead", description: "You know when we arrive, every day." };
const HER_QUESTION = { question: "Do you pour on Saturdays?", answer: "Yes, from April through October." };

describe.each(pages)("the $slug page and its built-in record", (page) => {
  const record = getBuiltInService(page.slug) as ServiceContent;
  const builtInPage = () => render(page.slug, page.Sections, null);

  it("shows, without WordPress, exactly the steps, benefits and questions its record holds", async () => {
    const html = await builtInPage();
    const shown: [string, string[], string[]][] = [
      [page.process, record.process.map((s) => s.title), record.process.map((s) => s.description)],
      [page.benefits, record.benefits.map((b) => b.title), record.benefits.map((b) => b.description)],
      [page.faqs, record.faqs.map((f) => f.question), record.faqs.map((f) => f.answer)],
    ];
    for (const [id, titles, texts] of shown) {
      if (titles.length === 0) {
        expect(band(html, id), `${id}: the record holds none, the page shows none`).toBeNull();
        continue;
      }
      expect(headings(html, id), id).toEqual(titles);
      const words = text(band(html, id) ?? "");
      for (const words_ of texts) expect(words).toContain(words_);
    }
    if (record.process.length > 0) {
      expect(numbers(html, page.process)).toEqual(record.process.map((s) => s.number));
    }
  });

  it("with one step edited in WordPress, shows the page's steps with hers in its place, nothing else changed", async () => {
    const html = await builtInPage();
    if (record.process.length === 0) {
      // No steps of its own: one step she adds is the page's one step.
      const added = await render(page.slug, page.Sections, {
        ...record,
        process: [{ number: 1, ...HER_STEP }],
      });
      expect(headings(added, page.process)).toEqual([HER_STEP.title]);
      return;
    }
    const [, second] = record.process;
    const edited = await render(page.slug, page.Sections, {
      ...record,
      process: record.process.map((step) => (step === second ? { ...step, ...HER_STEP } : step)),
    });
    expect(edited).toBe(
      html
        .replace(`>${escaped(second.title)}<`, `>${escaped(HER_STEP.title)}<`)
        .replace(`>${escaped(second.description)}<`, `>${escaped(HER_STEP.description)}<`),
    );
    expect(headings(edited, page.process)).toEqual(
      record.process.map((step) => (step === second ? HER_STEP.title : step.title)),
    );
  });

  it("with one benefit edited in WordPress, shows the page's benefits, icons and all, with hers in its place", async () => {
    const html = await builtInPage();
    if (record.benefits.length === 0) {
      const added = await render(page.slug, page.Sections, { ...record, benefits: [HER_BENEFIT] });
      expect(headings(added, page.benefits)).toEqual([HER_BENEFIT.title]);
      return;
    }
    const [first] = record.benefits;
    // Her words in place of the first card's, and, on its own, a new description only.
    const retitled = await render(page.slug, page.Sections, {
      ...record,
      benefits: record.benefits.map((benefit) => (benefit === first ? HER_BENEFIT : benefit)),
    });
    expect(retitled).toBe(
      html
        .replace(`>${escaped(first.title)}<`, `>${escaped(HER_BENEFIT.title)}<`)
        .replace(`>${escaped(first.description)}<`, `>${escaped(HER_BENEFIT.description)}<`),
    );
    const reworded = await render(page.slug, page.Sections, {
      ...record,
      benefits: record.benefits.map((benefit) =>
        benefit === first ? { ...benefit, description: HER_BENEFIT.description } : benefit,
      ),
    });
    expect(reworded).toBe(
      html.replace(`>${escaped(first.description)}<`, `>${escaped(HER_BENEFIT.description)}<`),
    );
  });

  it("with one question added in WordPress, shows the page's questions and hers after them", async () => {
    const html = await builtInPage();
    const added = await render(page.slug, page.Sections, { ...record, faqs: [...record.faqs, HER_QUESTION] });
    expect(headings(added, page.faqs)).toEqual([...headings(html, page.faqs), HER_QUESTION.question]);
    expect(text(band(added, page.faqs) ?? "")).toContain(HER_QUESTION.answer);
    // Everything but the questions (and the structured data that lists them) is as it was.
    const rest = (markup: string) =>
      markup
        .replace(new RegExp(`<section aria-labelledby="${page.faqs}"[^>]*>[\\s\\S]*?</section>`), "")
        .replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, "");
    expect(rest(added)).toBe(rest(html));
  });
});
