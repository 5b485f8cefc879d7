import { expect, test } from "@playwright/test";
import { builtInLocations } from "@shared/content/locations/index.ts";
import { phoneHref, siteConfig } from "@shared/content/site.ts";
import { citiesWithLayout } from "@shared/pages.ts";
import { expectNoA11yViolations } from "./support/a11y.ts";
import { expectAnswerOpen, expectSingleOpenFaq, faqQuestions } from "./support/faq.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expectSameDocument, markDocument } from "./support/same-document-marker.ts";

const TABBED_LOCATION_SLUGS = citiesWithLayout("tabbed");
const LANDING_LOCATION_SLUGS = citiesWithLayout("landing");

/** The ten cities the spec names: the one list a test keeps of them, checked against the content. */
const SLUGS = [
  "des-moines",
  "ankeny",
  "waukee",
  "west-des-moines",
  "urbandale",
  "altoona",
  "norwalk",
  "indianola",
  "johnston",
  "pleasant-hill",
];

/** The cities without a page of their own (location-dedicated.spec.ts covers the other five). */
const dedicated = new Set<string>([...TABBED_LOCATION_SLUGS, ...LANDING_LOCATION_SLUGS]);
const GENERIC_SLUGS = SLUGS.filter((slug) => !dedicated.has(slug));

test("every city slug the site links to has built-in content", () => {
  expect(builtInLocations.map((l) => l.slug).sort()).toEqual([...SLUGS].sort());
  expect(GENERIC_SLUGS).toEqual(["waukee", "altoona", "norwalk", "indianola", "pleasant-hill"]);
});

for (const slug of GENERIC_SLUGS) {
  test(`/locations/${slug} shows the city's own page on the generic layout`, async ({ page }) => {
    test.slow(); // a long page with an axe scan, on a 2-core machine shared with other runs
    const location = builtInLocations.find((l) => l.slug === slug);
    if (!location) throw new Error(`no built-in content for ${slug}`);
    const response = await page.goto(`/locations/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(location.title);
    await expect(page).toHaveTitle(new RegExp(`^${location.title} \\| `));

    const hero = page.getByRole("region", { name: location.title });
    await expect(hero).toContainText(location.fullName);
    // The city's own picture, from the image service.
    const file = location.featuredImage.src.replace(/^\/images\//, "");
    const src = await hero.locator("img").getAttribute("src");
    expect(src).toMatch(/^\/_img\/1080\/[0-9a-f]{12}\/s\//);
    expect(src?.endsWith(`/s/${file}`)).toBe(true);

    // Genuinely local: the city's neighbourhoods, ZIP codes and projects are on its page.
    await expect(page.getByRole("main")).toContainText(location.neighborhoods[0]);
    await expect(page.getByRole("main")).toContainText(location.zipCodes[0]);
    await expect(page.getByRole("main")).toContainText(location.recentProjects[1].title);

    const services = page.getByRole("region", { name: `Concrete services in ${location.name}` });
    await expect(services.getByRole("article")).toHaveCount(4);

    const faq = page.getByRole("region", { name: `${location.name} concrete FAQs` });
    await expect(faqQuestions(faq)).toHaveCount(3);

    const quoteCard = page.getByRole("complementary", { name: `Free estimate in ${location.name}` });
    await expect(quoteCard.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute("href", "/quote");
    await expect(quoteCard.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(quoteCard.getByRole("link", { name: siteConfig.phone })).toHaveAttribute(
      "href",
      phoneHref(siteConfig.phone),
    );
    expect(await quoteCard.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");

    const nearby = page.getByRole("navigation", { name: "Nearby areas we serve" }).getByRole("link");
    await expect(nearby).toHaveCount(location.nearbyLocations.length);

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const graph = jsonLd.flatMap((text) => JSON.parse(text)["@graph"] ?? [JSON.parse(text)]);
    const business = graph.find((node) => [node["@type"]].flat().includes("LocalBusiness"));
    expect(business.areaServed).toEqual({
      "@type": "City",
      name: location.fullName,
      geo: { "@type": "GeoCoordinates", ...location.coordinates },
    });
    expect(graph.find((node) => node["@type"] === "BreadcrumbList")?.itemListElement).toHaveLength(3);
    expect(business.telephone).toBe(siteConfig.phone);
    expect(graph.find((node) => node["@type"] === "FAQPage")?.mainEntity).toHaveLength(3);

    await expectNoA11yViolations(page);
  });
}

test("each city's local story is its own text", async ({ page }) => {
  const stories = new Set<string>();
  for (const slug of SLUGS) {
    await page.goto(`/locations/${slug}`);
    stories.add((await page.locator(".content-html").textContent()) ?? "");
  }
  expect(stories.size).toBe(SLUGS.length);
});

test("the city FAQs open one at a time", async ({ page }) => {
  await page.goto("/locations/norwalk");
  const norwalk = builtInLocations.find((location) => location.slug === "norwalk");
  expect(norwalk?.faqs).toHaveLength(3);
  await expectSingleOpenFaq(
    page.getByRole("region", { name: "Norwalk concrete FAQs" }),
    norwalk?.faqs.map((item) => item.question) ?? [],
  );
});

test("an unknown location answers 404 with the Location Not Found card", async ({ page }) => {
  const response = await page.goto("/locations/atlantis");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Location Not Found");
  await expect(page.getByRole("link", { name: "View All Locations" })).toHaveAttribute("href", "/locations");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoA11yViolations(page);
});

test("a client-side navigation to a city on the generic page shows the skeleton, then the page", async ({
  page,
}) => {
  await page.goto("/sitemap");
  await waitForHydration(page);
  await page.route(/\/locations\/waukee\.data/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByRole("main").getByRole("link", { name: "Waukee", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading location" })).toBeVisible();
  await expect(page).toHaveURL(/\/locations\/waukee$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    builtInLocations.find((l) => l.slug === "waukee")?.title ?? "",
  );
});

test("a city on the generic page reached by a link within the site shows its sections, and its FAQ opens", async ({
  page,
}) => {
  const location = builtInLocations.find((l) => l.slug === "altoona");
  if (!location) throw new Error("no built-in content for altoona");
  await page.goto("/locations");
  await waitForHydration(page);
  await markDocument(page);
  await page
    .getByRole("region", { name: "Additional Areas We Serve" })
    .getByRole("link", { name: "Altoona" })
    .click();
  await expect(page).toHaveURL(/\/locations\/altoona$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(location.title);
  await expect(page.getByRole("region", { name: `Concrete services in ${location.name}` })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(location.testimonials[0].author);
  await expect(page.getByRole("complementary", { name: `Free estimate in ${location.name}` })).toBeVisible();

  const faq = page.getByRole("region", { name: `${location.name} concrete FAQs` });
  const questions = faqQuestions(faq);
  await questions.nth(0).click();
  await expectAnswerOpen(questions.nth(0), true);
  await expect(faq.getByText(location.faqs[0].answer)).toBeVisible();
  await expectSameDocument(page);
});
