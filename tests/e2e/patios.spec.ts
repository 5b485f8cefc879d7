import { expect, type Page, test } from "@playwright/test";
import {
  patiosDesignOptions,
  patiosFaq,
  patiosGallery,
  patiosProcess,
  patiosSeo,
} from "@shared/content/pages/patios.ts";
import { phoneHref, siteConfig } from "@shared/content/site.ts";
import { E2E_SITE_URL } from "../../playwright.config.ts";
import { expectSingleOpenFaq, faqQuestions } from "./support/faq.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expectSameDocument, markDocument } from "./support/same-document-marker.ts";
import { nodesOfType } from "./support/structured-data.ts";

const PATH = "/services/patios";
const CANONICAL = `${E2E_SITE_URL}${PATH}`;

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const meta = (page: Page, selector: string) => page.locator(`head meta[${selector}]`).getAttribute("content");

test("is the dedicated patios page, with its search and social metadata", async ({ page }) => {
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(patiosSeo.title);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Concrete Patios Designed Around Your Backyard",
  );
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", CANONICAL);
  expect(await meta(page, 'name="description"')).toContain("$10-$18 per sq ft");
  expect(await meta(page, 'name="keywords"')).toContain("concrete patio Des Moines");
  expect(await meta(page, 'property="og:title"')).toBe(patiosSeo.title);
  expect(await meta(page, 'property="og:url"')).toBe(CANONICAL);
  expect(await meta(page, 'name="twitter:card"')).toBe("summary_large_image");
  // Not the generic page's tabs.
  await expect(page.getByRole("tab")).toHaveCount(0);
});

test("shows the spec's sections in order", async ({ page }) => {
  await page.goto(PATH);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "A Patio That Fits the Way You Live Outside",
    "Why Concrete for Your Patio?",
    "Our Patio Services",
    "Patio Design Options",
    "Concrete Patio Pricing",
    "Our 5-Step Patio Process",
    "Reasons to Choose Us for Your Patio",
    "Patio Ideas From Our Gallery",
    "Patio Service Areas",
    "Patio Questions We Hear Most",
    "Ready to Plan Your Patio?",
  ]);
  await expect(region(page, "Our Patio Services").getByRole("heading", { level: 3 })).toHaveText([
    "Design and Installation",
    "Outdoor Living Features",
    "Decorative Finishes",
    "Add-Ons",
  ]);
});

test("lists every design option the spec names, group by group", async ({ page }) => {
  await page.goto(PATH);
  const options = region(page, "Patio Design Options");
  const expected: Record<string, string[]> = {
    Shapes: ["square", "rounded", "freeform", "multi-level"],
    Finishes: ["stamped", "broomed", "stained", "exposed aggregate"],
    Features: ["borders", "seat walls", "steps", "drainage solutions"],
    Colors: ["warm earth tones", "grays", "charcoals", "custom blends"],
    Textures: ["slate", "flagstone", "woodgrain", "cobblestone", "troweled"],
  };
  await expect(options.getByRole("heading", { level: 3 })).toHaveText(Object.keys(expected));
  for (const [i, values] of Object.values(expected).entries()) {
    await expect(options.getByRole("list").nth(i).getByRole("listitem")).toHaveText(values);
  }
  expect(patiosDesignOptions.groups.map((g) => g.values)).toEqual(Object.values(expected));
});

test("gives the patio and stamped prices, five steps, and links to quote, albums and cities", async ({
  page,
}) => {
  await page.goto(PATH);
  const pricing = region(page, "Concrete Patio Pricing");
  await expect(pricing).toContainText("$10-$18 per sq ft");
  await expect(pricing.getByText("Stamped patios", { exact: true })).toBeVisible();
  await expect(pricing).toContainText("$12-$18 per sq ft");
  await expect(pricing.getByRole("link", { name: "Get Your Patio Price" })).toHaveAttribute("href", "/quote");

  await expect(region(page, "Our 5-Step Patio Process").getByRole("heading", { level: 3 })).toHaveText(
    patiosProcess.steps.map((step) => step.title),
  );
  expect(patiosProcess.steps).toHaveLength(5);

  const albums = region(page, "Patio Ideas From Our Gallery").getByRole("link");
  await expect(albums).toHaveText(patiosGallery.albums.map((a) => a.title));
  expect(await albums.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
    "/gallery/backyard-transformations",
    "/gallery/stamped-patios",
    "/gallery/modern-patios",
  ]);
  // Below the fold: the album pictures wait until the visitor scrolls near them.
  for (const img of await region(page, "Patio Ideas From Our Gallery").locator("img").all()) {
    await expect(img).toHaveAttribute("loading", "lazy");
  }

  const cities = region(page, "Patio Service Areas").getByRole("link");
  await expect(cities.first()).toHaveAttribute("href", "/locations/des-moines");
  await expect(cities).toHaveCount(10);

  const cta = region(page, "Ready to Plan Your Patio?");
  await expect(cta.getByRole("link", { name: "Request a Free Patio Estimate" })).toHaveAttribute(
    "href",
    "/quote",
  );
  await expect(cta.getByRole("link", { name: `Call ${siteConfig.phone}` })).toHaveAttribute(
    "href",
    phoneHref(siteConfig.phone),
  );
});

test("answers eight patio questions one at a time", async ({ page }) => {
  await page.goto(PATH);
  await waitForHydration(page);
  const faq = region(page, "Patio Questions We Hear Most");
  expect(patiosFaq.items(siteConfig)).toHaveLength(8);
  await expectSingleOpenFaq(
    faq,
    patiosFaq.items(siteConfig).map((item) => item.question),
  );
  await faqQuestions(faq, "How thick should a patio be?").click();
  await expect(faq.locator("details[open]")).toContainText("A 4-inch slab is standard");
});

test("describes itself as a Service with its questions and breadcrumb trail", async ({ page }) => {
  await page.goto(PATH);
  const [service] = await nodesOfType(page, "Service");
  expect(service.url).toBe(CANONICAL);
  expect(service.provider.telephone).toBe(siteConfig.phone);
  expect(service.offers.description).toBe("$10-$18 per sq ft");

  const [faq] = await nodesOfType(page, "FAQPage");
  expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(
    patiosFaq.items(siteConfig).map((i) => i.question),
  );

  const [trail] = await nodesOfType(page, "BreadcrumbList");
  expect(trail.itemListElement.map((c: { name: string; item: string }) => [c.name, c.item])).toEqual([
    ["Home", E2E_SITE_URL],
    ["Services", `${E2E_SITE_URL}/services`],
    ["Concrete Patios", CANONICAL],
  ]);
});

test("arriving from another page without a reload, shows its sections and opens its questions", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await markDocument(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Patios", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Concrete Patios Designed Around Your Backyard",
  );
  await expect(region(page, patiosDesignOptions.title)).toBeVisible();
  const faq = region(page, "Patio Questions We Hear Most");
  await faqQuestions(faq, "How thick should a patio be?").click();
  await expect(faq.locator("details[open]")).toContainText("A 4-inch slab is standard");
  await expectSameDocument(page);
});
