import { expect, type Page, test } from "@playwright/test";
import { sidewalkFaqItems, sidewalkFaqTopics } from "@shared/content/pages/sidewalk-faqs.ts";
import { sidewalksFaq, sidewalksProcess } from "@shared/content/pages/sidewalks.ts";
import { phoneHref, siteConfig } from "@shared/content/site.ts";
import { E2E_SITE_URL } from "../../playwright.config.ts";
import { type FakeWordPress, startFakeWordPress } from "../fakes/wordpress.ts";
import { expectAnswerOpen, expectSingleOpenFaq, faqQuestions } from "./support/faq.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expectSameDocument, markDocument } from "./support/same-document-marker.ts";
import { type SiteServer, startSiteServer } from "./support/server.ts";
import { nodesOfType } from "./support/structured-data.ts";

const PATH = "/services/sidewalks";
const FAQS_PATH = "/sidewalk-faqs";
const TITLE = "Concrete Sidewalk & Walkway Services";

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("the sidewalks page", () => {
  test("carries the spec's title, its metadata, and is not the generic page", async ({ page }) => {
    const response = await page.goto(PATH);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(TITLE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${E2E_SITE_URL}${PATH}`,
    );
    await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute(
      "content",
      /sidewalk repair Des Moines/,
    );
    await expect(page.getByRole("tab")).toHaveCount(0);
  });

  test("shows the spec's sections in order", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Walks Your Neighbors Can Trust Underfoot",
      "Our Sidewalk Services",
      "Common Sidewalk Problems We Fix",
      "Sidewalk Design Options",
      "Sidewalk Costs",
      "Our 6-Step Sidewalk Process",
      "Why Choose Us for Your Sidewalk",
      "Commercial and Community Sidewalk Work",
      "Sidewalk Service Areas",
      "Sidewalk Questions",
      "Need a Sidewalk Fixed or Poured?",
    ]);
    await expect(region(page, "Our Sidewalk Services").getByRole("heading", { level: 3 })).toHaveText([
      "New Sidewalk Installation",
      "Sidewalk Repairs",
      "City Code Compliance Repairs",
    ]);
  });

  test("prices the three kinds of job as the spec does and walks through six steps", async ({ page }) => {
    await page.goto(PATH);
    const costs = region(page, "Sidewalk Costs");
    const prices = await costs
      .locator("dl > div")
      .evaluateAll((rows) =>
        rows.map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]),
      );
    expect(prices).toEqual([
      ["New sidewalk installation", "$8-$14 per sq ft"],
      ["Sidewalk repair or replacement", "$350-$1,500"],
      ["Code violation correction", "Custom quote"],
    ]);
    await expect(costs.getByRole("link", { name: "Get Your Sidewalk Price" })).toHaveAttribute(
      "href",
      "/quote",
    );

    const steps = region(page, "Our 6-Step Sidewalk Process").getByRole("heading", { level: 3 });
    await expect(steps).toHaveText(sidewalksProcess.steps.map((s) => s.title));
    await expect(steps).toHaveCount(6);

    await expect(
      region(page, "Commercial and Community Sidewalk Work").getByRole("link", {
        name: "See our commercial concrete services",
      }),
    ).toHaveAttribute("href", "/services/commercial");
    await expect(
      region(page, "Sidewalk Service Areas").getByRole("link", { name: "Urbandale" }),
    ).toHaveAttribute("href", "/locations/urbandale");
    const cta = region(page, "Need a Sidewalk Fixed or Poured?");
    await expect(cta.getByRole("link", { name: "Request a Free Sidewalk Quote" })).toHaveAttribute(
      "href",
      "/quote",
    );
    await expect(cta.getByRole("link", { name: `Call ${siteConfig.phone}` })).toHaveAttribute(
      "href",
      phoneHref(siteConfig.phone),
    );
  });

  test("answers eight questions one at a time and leads to the full sidewalk FAQs", async ({ page }) => {
    await page.goto(PATH);
    await waitForHydration(page);
    const faq = region(page, "Sidewalk Questions");
    await expectSingleOpenFaq(
      faq,
      sidewalksFaq.items(siteConfig).map((item) => item.question),
    );
    await expect(faqQuestions(faq)).toHaveCount(8);

    await faq.getByRole("link", { name: "More answers in our sidewalk FAQs" }).click();
    await expect(page).toHaveURL(new RegExp(`${FAQS_PATH}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sidewalk Questions, Answered");
  });

  test("describes itself as a Service with its questions and breadcrumb trail", async ({ page }) => {
    await page.goto(PATH);
    const [service] = await nodesOfType(page, "Service");
    expect(service.url).toBe(`${E2E_SITE_URL}${PATH}`);
    expect(service.name).toBe(TITLE);
    const [faq] = await nodesOfType(page, "FAQPage");
    expect(faq.mainEntity).toHaveLength(8);
    const [trail] = await nodesOfType(page, "BreadcrumbList");
    expect(trail.itemListElement.map((c: { name: string }) => c.name)).toEqual([
      "Home",
      "Services",
      "Sidewalks & Walkways",
    ]);
  });
});

test.describe("the sidewalk FAQ page", () => {
  test("answers at least twelve questions by topic, one open at a time in each", async ({ page }) => {
    const response = await page.goto(FAQS_PATH);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toContainText(
      sidewalkFaqTopics(siteConfig).map((t) => t.title),
    );
    expect(sidewalkFaqItems(siteConfig).length).toBeGreaterThanOrEqual(12);
    for (const topic of sidewalkFaqTopics(siteConfig)) {
      await expectSingleOpenFaq(
        region(page, topic.title),
        topic.items.map((item) => item.question),
      );
    }
  });

  test("covers owner responsibility, trip heights, ADA slopes and widths, salt, cost and cure time", async ({
    page,
  }) => {
    await page.goto(FAQS_PATH);
    const main = page.getByRole("main");
    for (const text of [
      "Who is responsible for the public sidewalk in front of my house?",
      "Des Moines, West Des Moines, Ankeny, Urbandale",
      "3/4 inch",
      "1:48",
      "36 inches",
      "ammonium nitrate",
      "between $350 and $1,500",
      "How soon can we walk on the new sidewalk?",
    ]) {
      await expect(main).toContainText(text);
    }
  });

  test("reached by a link within the site, shows every topic and its questions open", async ({ page }) => {
    await page.goto(PATH);
    await waitForHydration(page);
    await markDocument(page);
    await region(page, "Sidewalk Questions")
      .getByRole("link", { name: "More answers in our sidewalk FAQs" })
      .click();
    await expect(page).toHaveURL(new RegExp(`${FAQS_PATH}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sidewalk Questions, Answered");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toContainText(
      sidewalkFaqTopics(siteConfig).map((t) => t.title),
    );
    const [first, second] = sidewalkFaqTopics(siteConfig);
    await expectSingleOpenFaq(
      region(page, second.title),
      second.items.map((item) => item.question),
    );
    const question = faqQuestions(region(page, first.title), first.items[0].question);
    await question.click();
    await expect(page.getByText(first.items[0].answer)).toBeVisible();
    await expectSameDocument(page);
  });

  test("jumps to a topic from the hero", async ({ page }) => {
    await page.goto(FAQS_PATH);
    await page
      .getByRole("navigation", { name: "Sidewalk FAQ topics" })
      .getByRole("link", { name: "Winter and Salt" })
      .click();
    await expect(page).toHaveURL(/#winter$/);
    const heading = page.getByRole("heading", { name: "Winter and Salt" });
    await expect(heading).toBeInViewport();
    // Not hidden under the sticky header.
    const headerBottom = await page
      .locator("header")
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom);
    const headingTop = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
  });

  test("links to the sidewalks page and the quote page", async ({ page }) => {
    await page.goto(FAQS_PATH);
    const closing = region(page, "Still Have a Sidewalk Question?");
    await expect(closing.getByRole("link", { name: "Request a Free Quote" })).toHaveAttribute(
      "href",
      "/quote",
    );
    await expect(closing.getByRole("link", { name: "See Our Sidewalk Services" })).toHaveAttribute(
      "href",
      PATH,
    );
  });

  test("has search metadata and FAQPage and breadcrumb structured data, but no Service", async ({ page }) => {
    await page.goto(FAQS_PATH);
    await expect(page).toHaveTitle("Sidewalk Repair FAQs for Des Moines-Area Homeowners");
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${E2E_SITE_URL}${FAQS_PATH}`,
    );
    const [faq] = await nodesOfType(page, "FAQPage");
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(
      sidewalkFaqItems(siteConfig).map((i) => i.question),
    );
    const [trail] = await nodesOfType(page, "BreadcrumbList");
    expect(trail.itemListElement.map((c: { item: string }) => c.item)).toEqual([
      E2E_SITE_URL,
      `${E2E_SITE_URL}${PATH}`,
      `${E2E_SITE_URL}${FAQS_PATH}`,
    ]);
    expect(await nodesOfType(page, "Service")).toEqual([]);
  });

  test("is listed in sitemap.xml", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${E2E_SITE_URL}${FAQS_PATH}</loc>`);
    expect(xml).toContain(`<loc>${E2E_SITE_URL}${PATH}</loc>`);
  });
});

test.describe("with a sidewalks record in WordPress", () => {
  const setup = { wp: undefined as unknown as FakeWordPress, site: undefined as unknown as SiteServer };
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    setup.wp = await startFakeWordPress({ mode: "normal" });
    // An editor gives the sidewalks service its own title and excerpt.
    setup.wp.content.service.push({
      id: 90,
      slug: "sidewalks",
      title: { rendered: "Sidewalk Repair &amp; City Notices" },
      excerpt: { rendered: "<p>Panels replaced before your city&#8217;s deadline.</p>\n" },
      content: { rendered: "" },
      acf: [],
    });
    setup.site = await startSiteServer({ WORDPRESS_URL: setup.wp.url, CONTENT_TIMEOUT_MS: "5000" });
  });
  test.afterAll(async () => {
    await setup.site?.stop();
    await setup.wp?.close();
  });

  test("the hero takes the CMS title and text; the rest of the page stays", async ({ page }) => {
    await page.goto(setup.site.origin + PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sidewalk Repair & City Notices");
    await expect(page.getByRole("region", { name: "Sidewalk Repair & City Notices" })).toContainText(
      "Panels replaced before your city’s deadline.",
    );
    await expect(region(page, "Our 6-Step Sidewalk Process")).toBeVisible();
    await expect(page).toHaveTitle(TITLE);
  });
});

test("arriving at the sidewalks page without a reload, it shows its sections and opens its questions", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await markDocument(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Sidewalks", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(region(page, sidewalksProcess.title)).toBeVisible();
  const faq = region(page, "Sidewalk Questions");
  const [, second] = sidewalksFaq.items(siteConfig);
  await faqQuestions(faq, second.question).click();
  await expectAnswerOpen(faqQuestions(faq, second.question), true);
  await expect(faq.locator("details[open]")).toHaveCount(1);
  await expectSameDocument(page);
});
