import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  commercialFaq,
  commercialFinalCta,
  commercialHero,
  commercialPhasing,
  commercialSeo,
  commercialWinter,
  commercialWork,
} from "@shared/content/pages/commercial.ts";
import {
  decorativeAreas,
  decorativeCost,
  decorativeDesignOptions,
  decorativeFaq,
  decorativeFinalCta,
  decorativeIntro,
  decorativePortfolio,
  decorativeSeo,
  decorativeServices,
  decorativeWhatItIs,
  decorativeWhyChoose,
} from "@shared/content/pages/decorative-concrete.ts";
import {
  repairEstimate,
  repairFaq,
  repairFinalCta,
  repairOrReplace,
  repairProblems,
  repairProcess,
  repairSeo,
} from "@shared/content/pages/repair.ts";
import { commercialService as commercialServiceOf } from "@shared/content/services/commercial.ts";
import { repairService as repairServiceOf } from "@shared/content/services/repair.ts";
import { formatAddress, phoneHref, siteConfig } from "@shared/content/site.ts";
import { E2E_SITE_URL } from "../../playwright.config.ts";
import { type FakeWordPress, startFakeWordPress } from "../fakes/wordpress.ts";
import { expectNoA11yViolations } from "./support/a11y.ts";
import { expectSingleOpenFaq, faqQuestions } from "./support/faq.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expectSameDocument, markDocument } from "./support/same-document-marker.ts";
import { type SiteServer, startSiteServer } from "./support/server.ts";

// The three dedicated service pages: decorative concrete, commercial and repair.

async function open(page: Page, path: string, origin = "") {
  const response = await page.goto(`${origin}${path}`);
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
}

/** The h2 of each band of the main area, top to bottom. */
// The built-in records as the demo identity words them.
const commercialService = commercialServiceOf(siteConfig);
const repairService = repairServiceOf(siteConfig);

const sectionHeadings = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 });
const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const hrefs = (links: Locator) => links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));

const meta = (page: Page, selector: string) => page.locator(`head meta[${selector}]`).getAttribute("content");

/** The fields of a JSON-LD node these tests read. */
interface LdNode {
  "@type": string | string[];
  url?: string;
  name?: string;
  provider?: { telephone?: string };
  mainEntity?: unknown[];
  itemListElement?: { name: string; item: string }[];
}

/** Every JSON-LD node of the page, flattened out of its @graph. */
async function structuredData(page: Page): Promise<LdNode[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
  return blocks.flatMap((b) => b["@graph"] ?? [b]);
}
const nodeOfType = (nodes: LdNode[], type: string) => nodes.find((n) => [n["@type"]].flat().includes(type));

async function expectMetaAndStructuredData(
  page: Page,
  opts: { path: string; title: string; description: string; h1: string; faqs: number },
) {
  const canonical = `${E2E_SITE_URL}${opts.path}`;
  await expect(page).toHaveTitle(opts.title);
  expect(await meta(page, 'name="description"')).toBe(opts.description);
  expect(await meta(page, 'name="keywords"')).toBeTruthy();
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", canonical);
  expect(await meta(page, 'property="og:title"')).toBe(opts.title);
  expect(await meta(page, 'property="og:url"')).toBe(canonical);
  expect(await meta(page, 'name="twitter:description"')).toBe(opts.description);

  const nodes = await structuredData(page);
  const service = nodeOfType(nodes, "Service");
  expect(service?.url).toBe(canonical);
  expect(service?.name).toBe(opts.h1);
  expect(service?.provider?.telephone).toBe(siteConfig.phone);
  expect(nodeOfType(nodes, "FAQPage")?.mainEntity).toHaveLength(opts.faqs);
  const trail = nodeOfType(nodes, "BreadcrumbList")?.itemListElement ?? [];
  expect(trail.map((crumb) => crumb.name)).toEqual(["Home", "Services", opts.h1]);
  expect(trail.at(-1)?.item).toBe(canonical);
}

/** The closing band: its buttons, then phone, e-mail, address and hours from the site config. */
async function expectClosingBand(
  page: Page,
  title: string,
  actions: readonly { label: string; to: string }[],
) {
  const band = region(page, title);
  for (const action of actions) {
    await expect(band.getByRole("link", { name: action.label, exact: true })).toHaveAttribute(
      "href",
      action.to,
    );
  }
  await expect(band.getByRole("link", { name: `Call ${siteConfig.phone}` })).toHaveAttribute(
    "href",
    phoneHref(siteConfig.phone),
  );
  await expect(band.getByRole("link", { name: `E-mail ${siteConfig.email}` })).toHaveAttribute(
    "href",
    `mailto:${siteConfig.email}`,
  );
  await expect(band.getByText(formatAddress(siteConfig))).toBeVisible();
  await expect(band.getByText(siteConfig.hours.standard)).toBeVisible();
}

test.describe("decorative concrete page", () => {
  const PATH = "/services/decorative-concrete";

  test("has its own title, description, canonical and Service, FAQPage and breadcrumb data", async ({
    page,
  }) => {
    await open(page, PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Decorative Concrete");
    await expectMetaAndStructuredData(page, {
      path: PATH,
      title: decorativeSeo.title,
      description: decorativeSeo.description(siteConfig),
      h1: "Decorative Concrete",
      faqs: 7,
    });
  });

  test("shows the spec's sections in order with their links, prices and cities", async ({ page }) => {
    await open(page, PATH);
    const hero = region(page, "Decorative Concrete");
    await expect(hero.getByRole("link", { name: "Get a Free Consultation" })).toHaveAttribute(
      "href",
      "/quote",
    );

    await expect(sectionHeadings(page)).toHaveText([
      decorativeIntro.title,
      decorativeWhatItIs.title,
      decorativeServices.title,
      decorativeDesignOptions.title,
      decorativeCost.title,
      decorativeWhyChoose.title,
      decorativePortfolio.title,
      decorativeAreas.title,
      decorativeFaq.title,
      decorativeFinalCta.title,
    ]);

    const services = region(page, decorativeServices.title);
    await expect(services.getByRole("heading", { level: 3 })).toHaveText([
      "Stamped Concrete",
      "Concrete Overlays",
      "Custom Floor Finishes",
    ]);
    await expect(services.getByRole("link")).toHaveAttribute("href", "/services");

    await expect(region(page, decorativeDesignOptions.title).getByRole("heading", { level: 3 })).toHaveText([
      "Patterns",
      "Textures",
      "Colors",
      "Borders",
    ]);

    const prices = region(page, decorativeCost.title).getByRole("listitem");
    await expect(prices).toHaveCount(3);
    await expect(prices.nth(0)).toContainText("Stamped concrete");
    await expect(prices.nth(0)).toContainText("$12-$18");
    await expect(prices.nth(1)).toContainText("Overlays");
    await expect(prices.nth(1)).toContainText("$8-$14");
    await expect(prices.nth(2)).toContainText("Polished or stained floors");
    await expect(prices.nth(2)).toContainText("$6-$12");
    await expect(region(page, decorativeCost.title).getByRole("link")).toHaveAttribute("href", "/quote");

    const portfolioLinks = region(page, decorativePortfolio.title).getByRole("link");
    expect(await hrefs(portfolioLinks)).toEqual(["/gallery", "/services"]);

    const areas = region(page, decorativeAreas.title);
    const cityLinks = areas.getByRole("listitem").getByRole("link");
    // The spec's ten cities in its order, each linked by its lower-cased, hyphenated name.
    const cities = [
      "Des Moines",
      "Ankeny",
      "Waukee",
      "West Des Moines",
      "Urbandale",
      "Altoona",
      "Johnston",
      "Norwalk",
      "Indianola",
      "Pleasant Hill",
    ];
    await expect(cityLinks).toHaveText(cities);
    expect(await hrefs(cityLinks)).toEqual(
      cities.map((name) => `/locations/${name.toLowerCase().replaceAll(" ", "-")}`),
    );
    await expect(areas.getByRole("link", { name: decorativeAreas.serviceAreaLink.label })).toHaveAttribute(
      "href",
      "/service-area",
    );

    await expect(
      region(page, decorativeFaq.title).getByRole("link", { name: decorativeFaq.contact.label }),
    ).toHaveAttribute("href", "/contact");

    await expectClosingBand(page, decorativeFinalCta.title, [
      { label: "Request a Free Quote", to: "/quote" },
    ]);
  });

  test("opens one of its seven questions at a time", async ({ page }) => {
    await open(page, PATH);
    const faq = region(page, decorativeFaq.title);
    expect(decorativeFaq.items(siteConfig)).toHaveLength(7);
    await expectSingleOpenFaq(
      faq,
      decorativeFaq.items(siteConfig).map((item) => item.question),
    );
    await faqQuestions(faq, decorativeFaq.items(siteConfig)[5].question).click();
    await expect(faq.getByText(decorativeFaq.items(siteConfig)[5].answer)).toBeVisible();
    await waitForHydration(page);
    await expectNoA11yViolations(page);
  });
});

test.describe("commercial page", () => {
  const PATH = "/services/commercial";

  test("has its own title, description, canonical and Service, FAQPage and breadcrumb data", async ({
    page,
  }) => {
    await open(page, PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(commercialService.title);
    await expectMetaAndStructuredData(page, {
      path: PATH,
      title: commercialSeo.title,
      description: commercialSeo.description,
      h1: commercialService.title,
      faqs: commercialService.faqs.length,
    });
  });

  test("covers parking lots, loading docks, sidewalks and floors with what an owner must know", async ({
    page,
  }) => {
    await open(page, PATH);
    const hero = region(page, commercialService.title);
    expect(await hrefs(hero.getByRole("link"))).toEqual(commercialHero.actions.map((a) => a.to));
    expect(commercialHero.actions.map((a) => a.to)).toEqual(["/quote", "/contact"]);

    await expect(sectionHeadings(page)).toHaveText([
      commercialWork.title,
      commercialPhasing.title,
      commercialWinter.title,
      commercialFaq.title,
      commercialFinalCta.title,
    ]);

    const work = region(page, commercialWork.title).getByRole("article");
    await expect(work.getByRole("heading", { level: 3 })).toHaveText([
      "Parking Lots",
      "Loading Docks",
      "Sidewalks",
      "Industrial Flooring",
    ]);
    // Every kind of work states its thickness, its joints and how it is phased around open hours.
    for (const card of await work.all()) {
      const terms = card.getByRole("term");
      await expect(terms.nth(0)).toHaveText("Thickness");
      await expect(terms.nth(1)).toHaveText("Joints");
      await expect(terms.nth(2)).toHaveText("Phasing");
    }
    await expect(work.nth(0)).toContainText("6 in");
    // Accessible routes: the ADA slopes where people walk and park.
    await expect(work.nth(2)).toContainText("1:20");
    await expect(work.nth(2)).toContainText("1:48");
    await expect(work.nth(2)).toContainText("1:12");
    await expect(work.nth(0)).toContainText("1:48");

    await expect(region(page, commercialPhasing.title).getByRole("listitem")).toHaveCount(
      commercialPhasing.steps.length,
    );
    await expect(region(page, commercialPhasing.title)).toContainText("50 and 85°F");

    await expectClosingBand(page, commercialFinalCta.title, commercialFinalCta.actions);
  });

  test("opens one question at a time", async ({ page }) => {
    await open(page, PATH);
    const faq = region(page, commercialFaq.title);
    await expectSingleOpenFaq(
      faq,
      commercialService.faqs.map((item) => item.question),
    );
    await waitForHydration(page);
    await expectNoA11yViolations(page);
  });
});

test.describe("repair page", () => {
  const PATH = "/services/repair";

  test("has its own title, description, canonical and Service, FAQPage and breadcrumb data", async ({
    page,
  }) => {
    await open(page, PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(repairService.title);
    await expectMetaAndStructuredData(page, {
      path: PATH,
      title: repairSeo.title,
      description: repairSeo.description,
      h1: repairService.title,
      faqs: repairService.faqs.length,
    });
  });

  test("shows the four kinds of damage, the four-step process, and when to repair or replace", async ({
    page,
  }) => {
    await open(page, PATH);
    await expect(sectionHeadings(page)).toHaveText([
      repairProblems.title,
      repairProcess.title,
      repairOrReplace.title,
      repairEstimate.title,
      repairFaq.title,
      repairFinalCta.title,
    ]);

    await expect(region(page, repairProblems.title).getByRole("heading", { level: 3 })).toHaveText([
      "Cracks",
      "Surface Damage",
      "Settlement and Leveling",
      "Weathering",
    ]);

    const steps = region(page, repairProcess.title).getByRole("listitem");
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
      "Inspection",
      "Diagnosis",
      "Repair",
      "Protection",
    ]);
    await expect(steps.nth(0)).toContainText("Step 1");

    const decision = region(page, repairOrReplace.title);
    await expect(decision.getByRole("heading", { level: 3 }).first()).toHaveText(
      repairOrReplace.repair.title,
    );
    await expect(decision.getByRole("heading", { name: repairOrReplace.replace.title })).toBeVisible();
    await expect(decision).toContainText("Emergency repairs are available 24/7");

    await expectClosingBand(page, repairFinalCta.title, repairFinalCta.actions);
  });

  test("opens one question at a time", async ({ page }) => {
    await open(page, PATH);
    const faq = region(page, repairFaq.title);
    await expectSingleOpenFaq(
      faq,
      repairService.faqs.map((item) => item.question),
    );
    await waitForHydration(page);
    await expectNoA11yViolations(page);
  });
});

test.describe("with a WordPress service record", () => {
  const CMS_TITLE = "Concrete Repair & Leveling";
  const CMS_SUMMARY = "Sunken steps and cracked walks fixed before the next freeze.";
  const setup = { wp: undefined as unknown as FakeWordPress, site: undefined as unknown as SiteServer };

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    setup.wp = await startFakeWordPress({ mode: "normal" });
    const template = setup.wp.content.service[1];
    setup.wp.content.service.push({
      ...structuredClone(template),
      id: 95,
      slug: "repair",
      title: { rendered: "Concrete Repair &amp; Leveling" },
      excerpt: { rendered: `<p>${CMS_SUMMARY}</p>\n`, protected: false },
    });
    setup.site = await startSiteServer({ WORDPRESS_URL: setup.wp.url, CONTENT_TIMEOUT_MS: "5000" });
  });
  test.afterAll(async () => {
    await setup.site?.stop();
    await setup.wp?.close();
  });

  test("the repair page takes its hero title and text from the record and keeps its own sections", async ({
    page,
  }) => {
    await open(page, "/services/repair", setup.site.origin);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CMS_TITLE);
    await expect(region(page, CMS_TITLE)).toContainText(CMS_SUMMARY);
    await expect(region(page, repairProcess.title).getByRole("heading", { level: 3 })).toHaveCount(4);
    // Pages without a record keep the built-in hero.
    await open(page, "/services/commercial", setup.site.origin);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(commercialService.title);
  });
});

test("the sitemap lists the three pages, each once", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/services/decorative-concrete", "/services/commercial", "/services/repair"]) {
    expect(xml.split(`<loc>${E2E_SITE_URL}${path}</loc>`)).toHaveLength(2);
  }
});

test("arriving from another page without a reload, each page shows its sections and its questions open", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await markDocument(page);
  for (const { link, path, section, faq } of [
    {
      link: "Decorative Concrete",
      path: "/services/decorative-concrete",
      section: decorativeCost.title,
      faq: { title: decorativeFaq.title, items: decorativeFaq.items(siteConfig) },
    },
    {
      link: "Commercial Concrete",
      path: "/services/commercial",
      section: commercialWork.title,
      faq: { title: commercialFaq.title, items: commercialService.faqs },
    },
    {
      link: "Concrete Repair",
      path: "/services/repair",
      section: repairProblems.title,
      faq: { title: repairFaq.title, items: repairService.faqs },
    },
  ]) {
    await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(region(page, section)).toBeVisible();
    const questions = region(page, faq.title);
    await faqQuestions(questions, faq.items[1].question).click();
    await expect(questions.getByText(faq.items[1].answer)).toBeVisible();
    await expect(questions.locator("details[open]")).toHaveCount(1);
  }
  await expectSameDocument(page);
});
