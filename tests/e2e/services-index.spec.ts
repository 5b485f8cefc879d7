import { expect, type Page, test } from "@playwright/test";
import { phoneHref, siteConfig } from "@shared/content/site.ts";
import { sharePicturePath } from "@shared/share-picture.ts";
import { E2E_SITE_URL } from "../../playwright.config.ts";
import { expectNoA11yViolations } from "./support/a11y.ts";

const meta = (page: Page, selector: string) => page.locator(`head meta[${selector}]`).getAttribute("content");

const sixServices = [
  ["Driveways", "/services/driveways"],
  ["Patios", "/services/patios"],
  ["Sidewalks", "/services/sidewalks"],
  ["Decorative Concrete", "/services/decorative-concrete"],
  ["Commercial Concrete", "/services/commercial"],
  ["Concrete Repair", "/services/repair"],
] as const;

test.describe("services index", () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto("/services");
    expect(response?.status()).toBe(200);
  });

  test("opens with a hero linking to the quote and contact pages", async ({ page }) => {
    const hero = page.getByRole("region", { name: "Concrete Services for Homes and Businesses" });
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(hero.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute("href", "/quote");
    await expect(hero.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  test("shows six service cards, each with four bullets and its own Learn More link", async ({ page }) => {
    const cards = page.getByRole("region", { name: "What We Build" }).getByRole("article");
    await expect(cards).toHaveCount(6);
    for (const [i, [title, href]] of sixServices.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(card.locator("p").first()).not.toBeEmpty();
      await expect(card.getByRole("listitem")).toHaveCount(4);
      const learnMore = card.getByRole("link", { name: `Learn More about ${title}` });
      await expect(learnMore).toHaveAttribute("href", href);
      await expect(learnMore).toContainText("Learn More");
    }
  });

  test("links the services only the generic service page shows, below the six cards", async ({ page }) => {
    const list = page.getByRole("region", { name: "What We Build" });
    await expect(list.getByRole("link", { name: "Stamped Concrete", exact: true })).toHaveAttribute(
      "href",
      "/services/stamped-concrete",
    );
    await expect(list.getByRole("link", { name: "Concrete Steps", exact: true })).toHaveAttribute(
      "href",
      "/services/concrete-steps",
    );
    const lastCard = await list.getByRole("article").last().boundingBox();
    const stamped = await list.getByRole("link", { name: "Stamped Concrete", exact: true }).boundingBox();
    expect(stamped!.y).toBeGreaterThan(lastCard!.y + lastCard!.height);
  });

  test("keeps a quick-quote sidebar with the phone and a link to the quote page", async ({ page }) => {
    const sidebar = page.getByRole("complementary", { name: "Get a Quick Quote" });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole("link", { name: siteConfig.phone })).toHaveAttribute(
      "href",
      phoneHref(siteConfig.phone),
    );
    await expect(sidebar.getByRole("link", { name: "Request a Free Quote" })).toHaveAttribute(
      "href",
      "/quote",
    );
  });

  test("explains why to choose us and links five service areas", async ({ page }) => {
    const why = page.getByRole("region", { name: "Why Choose Us" });
    await expect(why.getByRole("heading", { level: 3 })).toHaveText([
      "Licensed & Insured",
      "Quality Craftsmanship",
      "Local Expertise",
    ]);
    const areas = page.getByRole("region", { name: "Service Areas" }).getByRole("link");
    await expect(areas).toHaveText(["Des Moines", "Ankeny", "West Des Moines", "Urbandale", "Johnston"]);
    expect(await areas.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/locations/des-moines",
      "/locations/ankeny",
      "/locations/west-des-moines",
      "/locations/urbandale",
      "/locations/johnston",
    ]);
  });

  test("shows its sections in order", async ({ page }) => {
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual(["What We Build", "Get a Quick Quote", "Why Choose Us", "Service Areas"]);
  });

  test("tells search engines and social networks what the page is", async ({ page }) => {
    await expect(page).toHaveTitle("Concrete Services in Des Moines, IA | Driveways, Patios, Repair");
    expect(await meta(page, 'name="description"')).toMatch(/^Concrete driveways, patios, sidewalks/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${E2E_SITE_URL}/services`,
    );
    expect(await meta(page, 'property="og:url"')).toBe(`${E2E_SITE_URL}/services`);
    expect(await meta(page, 'property="og:title"')).toBe(await page.title());
    expect(await meta(page, 'property="og:image"')).toBe(`${E2E_SITE_URL}${sharePicturePath(siteConfig)}`);
    expect(await meta(page, 'name="twitter:card"')).toBe("summary_large_image");
    expect(await meta(page, 'name="keywords"')).toContain("concrete services Des Moines");
  });

  test("has no accessibility violations", async ({ page }) => {
    await expectNoA11yViolations(page);
  });
});
