import { expect, type Page, test } from "@playwright/test";
import { phoneHref, siteConfig } from "@shared/content/site.ts";
import { sharePicturePath } from "@shared/share-picture.ts";
import { E2E_SITE_URL } from "../../playwright.config.ts";
import { expectNoA11yViolations } from "./support/a11y.ts";

const meta = (page: Page, selector: string) => page.locator(`head meta[${selector}]`).getAttribute("content");

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
  });

  test("opens with the hero and its two actions", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(main.getByRole("heading", { level: 1 })).toContainText("Built for Iowa Winters");
    await expect(main.getByRole("link", { name: "Get a Free Estimate" })).toHaveAttribute("href", "/quote");
    await expect(main.getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "/services");
    const hero = main.locator("section").first().locator("img");
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).toHaveAttribute("width", /\d+/);
  });

  test("shows the sections in the spec's order", async ({ page }) => {
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual([
      "Local Concrete Work, Done Right the First Time",
      "What Makes Us Different",
      "Our Core Concrete Services",
      "Our Promise: No More Concrete Headaches",
      "Who We Work For",
      "Included in Every Project",
      "Planning & Design Help",
      "What Our Customers Say",
      "Proudly Serving Greater Des Moines",
      "Ready to Transform Your Property?",
    ]);
  });

  test("states four claims, three differentiators and four core services", async ({ page }) => {
    const intro = page.getByRole("region", { name: "Local Concrete Work, Done Right the First Time" });
    await expect(intro.getByRole("listitem")).toHaveText([
      "Licensed, bonded and insured",
      "Free, written estimates",
      "Most projects finished in 3 to 5 days",
      "5-year workmanship warranty",
    ]);
    const different = page.getByRole("region", { name: "What Makes Us Different" });
    await expect(different.getByRole("heading", { level: 3 })).toHaveCount(3);

    const services = page.getByRole("region", { name: "Our Core Concrete Services" });
    await expect(services.getByRole("article")).toHaveCount(4);
    await expect(services.getByRole("link", { name: "Learn More about Concrete Driveways" })).toHaveAttribute(
      "href",
      "/services/concrete-driveways",
    );
    await expect(services.locator("img").first()).toHaveAttribute("loading", "lazy");
  });

  test("lists the problems we fix and the four kinds of customers", async ({ page }) => {
    const promise = page.getByRole("region", { name: "Our Promise: No More Concrete Headaches" });
    await expect(promise.getByRole("heading", { level: 3 })).toHaveText([
      "The problems we hear about",
      "How we fix them",
    ]);
    await expect(promise.getByRole("list")).toHaveCount(2);

    const customers = page.getByRole("region", { name: "Who We Work For" });
    await expect(customers.getByRole("heading", { level: 3 })).toHaveText([
      "New Homeowners",
      "Retired & Long-Term Residents",
      "Busy Families",
      "Property Managers & Small Businesses",
    ]);
  });

  test("shows three testimonials with initials and city", async ({ page }) => {
    const reviews = page.getByRole("region", { name: "What Our Customers Say" }).getByRole("figure");
    await expect(reviews).toHaveCount(3);
    for (const review of await reviews.all()) {
      const [avatar, nameAndCity] = await review.locator("figcaption > span").all();
      const initials = await avatar.textContent();
      const [author, city] = await nameAndCity.locator("span").allTextContents();
      expect(initials).toBe(
        author
          .split(" ")
          .map((part) => part[0])
          .join(""),
      );
      expect(city).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*, IA$/);
      await expect(review).toContainText("Rated 5 out of 5");
    }
  });

  test("lists ten cities and links only the first three", async ({ page }) => {
    const area = page.getByRole("region", { name: "Proudly Serving Greater Des Moines" });
    await expect(area.getByRole("listitem")).toHaveText([
      "Ankeny",
      "Des Moines",
      "West Des Moines",
      "Urbandale",
      "Waukee",
      "Johnston",
      "Altoona",
      "Norwalk",
      "Pleasant Hill",
      "Indianola",
    ]);
    const links = area.getByRole("link");
    await expect(links).toHaveCount(3);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/locations/ankeny",
      "/locations/des-moines",
      "/locations/west-des-moines",
    ]);
  });

  test("closes with a call to action and the business's phone, e-mail and address", async ({ page }) => {
    const cta = page.getByRole("region", { name: "Ready to Transform Your Property?" });
    await expect(cta.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute("href", "/quote");
    await expect(cta.getByRole("link", { name: "Contact Our Team" })).toHaveAttribute("href", "/contact");
    await expect(cta.getByRole("link", { name: `Call ${siteConfig.phone}` })).toHaveAttribute(
      "href",
      phoneHref(siteConfig.phone),
    );
    await expect(cta.getByRole("link", { name: `E-mail ${siteConfig.email}` })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.email}`,
    );
    await expect(cta).toContainText(`${siteConfig.address.street}, ${siteConfig.address.city}`);
  });

  test("tells search engines and social networks what the page is", async ({ page }) => {
    await expect(page).toHaveTitle(
      `${siteConfig.name} | Concrete Driveways, Patios & Sidewalks in Des Moines, IA`,
    );
    expect(await meta(page, 'name="description"')).toMatch(/Greater Des Moines/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", E2E_SITE_URL);
    expect(await meta(page, 'property="og:url"')).toBe(E2E_SITE_URL);
    expect(await meta(page, 'property="og:title"')).toBe(await page.title());
    expect(await meta(page, 'property="og:description"')).toBe(await meta(page, 'name="description"'));
    expect(await meta(page, 'property="og:image"')).toBe(`${E2E_SITE_URL}${sharePicturePath(siteConfig)}`);
    expect(await meta(page, 'name="twitter:card"')).toBe("summary_large_image");
    expect(await meta(page, 'name="twitter:title"')).toBe(await page.title());
    expect(await meta(page, 'name="keywords"')).toContain("concrete contractor Des Moines");
    // The share picture, drawn by the production server from the business's name and phone.
    const picture = await page.request.get(sharePicturePath(siteConfig));
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toBe("image/png");
    expect((await picture.body()).length).toBeGreaterThan(10_000);
  });

  test("describes the business in LocalBusiness structured data", async ({ page }) => {
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
    const business = blocks.find((b) => [b["@type"]].flat().includes("LocalBusiness"));
    expect(business).toBeTruthy();
    expect(business.telephone).toBe(siteConfig.phone);
    expect(business.name).toBe(siteConfig.name);
    expect(business.address.addressLocality).toBe("Ankeny");
  });

  test("has no accessibility violations", async ({ page }) => {
    await expectNoA11yViolations(page);
  });
});
