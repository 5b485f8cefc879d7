import { expect, test } from "@playwright/test";
import { phoneHref, siteConfig } from "@shared/content/site.ts";
import { expectNoA11yViolations } from "./support/a11y.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expectSameDocument, markDocument } from "./support/same-document-marker.ts";

for (const { path, title } of [
  { path: "/privacy-policy", title: "Privacy Policy" },
  { path: "/terms-of-service", title: "Terms of Service" },
]) {
  test(`${path} shows the policy, its date and how to reach us`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("Last updated: June 10, 2025")).toBeVisible();
    const contact = page.locator("address").filter({ hasText: siteConfig.name });
    await expect(contact.getByRole("link", { name: siteConfig.email })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.email}`,
    );
    await expect(contact.getByRole("link", { name: siteConfig.phone })).toHaveAttribute(
      "href",
      phoneHref(siteConfig.phone),
    );
    await expect(contact).toContainText(siteConfig.address.street);
    await expectNoA11yViolations(page);
  });
}

test("the privacy policy says what the forms collect and where it goes", async ({ page }) => {
  await page.goto("/privacy-policy");
  const main = page.getByRole("main");
  for (const text of [
    "utm_source",
    "local storage",
    "CRM",
    "do not sell",
    "name, e-mail address and phone number",
  ]) {
    await expect(main).toContainText(text);
  }
});

test("the terms state the four commitments of the spec", async ({ page }) => {
  await page.goto("/terms-of-service");
  const main = page.getByRole("main");
  await expect(main).toContainText("Estimates are subject to site inspection.");
  await expect(main).toContainText("Final pricing is confirmed in writing before work begins.");
  await expect(main).toContainText("Payment is generally due on completion");
  await expect(main).toContainText("Warranty terms are set in project contracts.");
});

test("/sitemap links every group and the XML sitemap", async ({ page }) => {
  const response = await page.goto("/sitemap");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sitemap");
  const main = page.getByRole("main");
  for (const group of ["Main Pages", "Services", "About Section", "Service Areas", "Legal"]) {
    await expect(main.getByRole("heading", { level: 2, name: group })).toBeVisible();
  }
  const services = main.getByRole("region", { name: "Services" });
  await expect(services.getByRole("link", { name: "Stamped Concrete" })).toHaveAttribute(
    "href",
    "/services/stamped-concrete",
  );
  // The locations index, the service-area map and the ten city pages.
  const areas = main.getByRole("region", { name: "Service Areas" });
  await expect(areas.getByRole("link")).toHaveCount(12);
  await expect(areas.getByRole("link", { name: "Locations" })).toHaveAttribute("href", "/locations");
  await expect(areas.getByRole("link", { name: "Service Area Map" })).toHaveAttribute(
    "href",
    "/service-area",
  );
  await expect(main.getByRole("region", { name: "About Section" }).getByRole("link")).toHaveText([
    "About Us",
    "Testimonials",
    "Our Process",
    "FAQ",
  ]);
  await expect(main.getByRole("link", { name: "XML sitemap" })).toHaveAttribute("href", "/sitemap.xml");
  await expectNoA11yViolations(page);
});

test("an unknown path answers 404 with a helpful page and no developer hint", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/");
  await expect(main.getByRole("link", { name: "Our services" })).toHaveAttribute("href", "/services");
  await expect(main.getByRole("link", { name: "Get a free quote" })).toHaveAttribute("href", "/quote");
  await expect(main.getByRole("link", { name: siteConfig.phone })).toHaveAttribute(
    "href",
    phoneHref(siteConfig.phone),
  );
  await expect(page.getByText("Did you forget to add the page to the router?")).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoA11yViolations(page);
});

test("the policies, the sitemap and the 404 page are reached and left inside the site", async ({ page }) => {
  await page.goto("/no-such-page");
  await waitForHydration(page);
  // Survives a navigation inside the site, not a page load.
  await markDocument(page);
  const main = page.getByRole("main");

  // The 404 card's links and the sitemap's links (server HTML) go through the router.
  await main.getByRole("link", { name: "Our services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await page.getByRole("contentinfo").getByRole("link", { name: "Sitemap" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sitemap");
  await main.getByRole("region", { name: "Legal" }).getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(page.getByText("Last updated: June 10, 2025")).toBeVisible();
  await page.goBack();
  await main.getByRole("region", { name: "Legal" }).getByRole("link", { name: "Terms of Service" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  await expect(main.locator("address").filter({ hasText: siteConfig.name })).toContainText(
    siteConfig.address.street,
  );
  await page.getByRole("contentinfo").getByRole("link", { name: "Sitemap" }).click();
  await main.getByRole("region", { name: "Gallery" }).getByRole("link", { name: "Project Gallery" }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(main.getByRole("article")).toHaveCount(3);
  await expectSameDocument(page);
});
