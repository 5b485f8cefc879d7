import { expect, test } from "@playwright/test";
import { getBuiltInService } from "../../shared/content/services/index.ts";
import { phoneHref, siteConfig } from "../../shared/content/site.ts";
import { expectNoA11yViolations } from "./support/a11y.ts";
import { expectSingleOpenFaq } from "./support/faq.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expectSameDocument, markDocument } from "./support/same-document-marker.ts";

const TRUST_BADGES = [
  "Licensed & Insured",
  "15+ Years Experience",
  "Price Match Guarantee",
  "5-Year Warranty",
];
const RELATED_POOL = ["/services/concrete-driveways", "/services/patios", "/services/sidewalks"];

for (const { slug, title } of [
  { slug: "stamped-concrete", title: "Stamped Concrete" },
  { slug: "concrete-steps", title: "Concrete Steps" },
]) {
  test.describe(`generic service page /services/${slug}`, () => {
    test("shows the service with trust badges, sidebar and related services", async ({ page }) => {
      const response = await page.goto(`/services/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
      const hero = page.getByRole("region", { name: title });
      await expect(hero.locator("img")).toHaveAttribute("fetchpriority", "high");
      await expect(hero.locator("img")).toHaveAttribute("width", /^\d+$/);
      await expect(hero.getByRole("listitem")).toHaveText(TRUST_BADGES);

      const sidebar = page.getByRole("complementary", { name: "Talk to a concrete pro" });
      await expect(sidebar.getByRole("link", { name: siteConfig.phone })).toHaveAttribute(
        "href",
        phoneHref(siteConfig.phone),
      );
      await expect(sidebar).toContainText(
        `Polk, Dallas and Warren counties, within ${siteConfig.radiusMiles} miles`,
      );
      await expect(sidebar.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute("href", "/quote");
      await expect(sidebar.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");

      const related = page.getByRole("region", { name: "Related Services" });
      const hrefs = await related
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.length).toBeLessThanOrEqual(3);
      expect(hrefs).not.toContain(`/services/${slug}`);
      for (const href of hrefs) expect(RELATED_POOL).toContain(href);

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const graph = jsonLd.flatMap((text) => JSON.parse(text)["@graph"] ?? [JSON.parse(text)]);
      expect(graph.find((node) => node["@type"] === "Service")?.name).toBe(title);
      expect(graph.find((node) => node["@type"] === "FAQPage")?.mainEntity).toHaveLength(4);

      await expectNoA11yViolations(page);
    });

    test("switches tabs by mouse and by arrow keys", async ({ page }) => {
      await page.goto(`/services/${slug}`);
      const overview = page.getByRole("tab", { name: "Overview" });
      await expect(overview).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeVisible();

      await waitForHydration(page);
      await page.getByRole("tab", { name: "Process" }).click();
      await expect(page.getByRole("tab", { name: "Process" })).toHaveAttribute("aria-selected", "true");
      const process = page.getByRole("tabpanel", { name: "Process" });
      await expect(process).toBeVisible();
      await expect(process.getByRole("listitem")).toHaveCount(5);
      await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeHidden();

      await page.getByRole("tab", { name: "Benefits" }).click();
      await expect(page.getByRole("tabpanel", { name: "Benefits" })).toBeVisible();

      await page.getByRole("tab", { name: "Benefits" }).focus();
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("tab", { name: "FAQ" })).toBeFocused();
      await expect(page.getByRole("tabpanel", { name: "FAQ" })).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await expect(overview).toBeFocused();
      await expect(overview).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("ArrowLeft");
      await expect(page.getByRole("tab", { name: "FAQ" })).toHaveAttribute("aria-selected", "true");
    });

    test("opens one FAQ answer at a time, and closes it again", async ({ page }) => {
      await page.goto(`/services/${slug}`);
      const faq = page.getByRole("tabpanel", { name: "FAQ" });
      await waitForHydration(page);
      await page.getByRole("tab", { name: "FAQ" }).click();
      await expect(faq).toBeVisible();
      const questions = getBuiltInService(slug)?.faqs.map((item) => item.question) ?? [];
      expect(questions).toHaveLength(4);
      await expectSingleOpenFaq(faq, questions);
      await expectNoA11yViolations(page);
    });
  });
}

test("an unknown service answers 404 with the Service Not Found card", async ({ page }) => {
  const response = await page.goto("/services/no-such-service");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
  await expect(page.getByText("We couldn't find the service you're looking for.")).toBeVisible();
  await expect(page.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoA11yViolations(page);
});

test("a client-side navigation to a service shows the skeleton, then the page", async ({ page }) => {
  await page.goto("/sitemap");
  await waitForHydration(page);
  // Hold the page's data back for a moment so the pending state is observable.
  await page.route(/\/services\/stamped-concrete\.data/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const documentRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documentRequests.push(request.url());
  });
  await page.getByRole("main").getByRole("link", { name: "Stamped Concrete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading service" })).toBeVisible();
  await expect(page).toHaveURL(/\/services\/stamped-concrete$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stamped Concrete");
  await expect(page.getByRole("status").filter({ hasText: "Loading service" })).toHaveCount(0);
  expect(documentRequests).toEqual([]);
});

test("arriving at a service without a reload, it shows its hero, side column and related services, and its tabs switch", async ({
  page,
}) => {
  await page.goto("/sitemap");
  await waitForHydration(page);
  await markDocument(page);
  await page.getByRole("main").getByRole("link", { name: "Stamped Concrete" }).click();
  await expect(page).toHaveURL(/\/services\/stamped-concrete$/);
  await expect(page.getByRole("region", { name: "Stamped Concrete" }).getByRole("listitem")).toHaveText(
    TRUST_BADGES,
  );
  await expect(page.getByRole("complementary", { name: "Talk to a concrete pro" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Related Services" }).getByRole("link").first(),
  ).toBeVisible();

  await page.getByRole("tab", { name: "Benefits" }).click();
  await expect(page.getByRole("tab", { name: "Benefits" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Benefits" })).toBeVisible();
  await expectSameDocument(page);
});

test("the service record's HTML is in the page once, not repeated in the hydration data", async ({
  request,
}) => {
  // Paragraphs React writes as they are (no character it escapes), so a copy in the data would match too.
  const paragraphs = [...(getBuiltInService("stamped-concrete")?.content ?? "").matchAll(/<p>([^<]+)<\/p>/g)]
    .map((match) => match[1])
    .filter((text) => !/[&<>"']/.test(text));
  expect(paragraphs.length).toBeGreaterThan(0);
  const html = await (await request.get("/services/stamped-concrete")).text();
  for (const text of paragraphs) expect(html.split(text).length - 1, text).toBe(1);
});
