import { expect, test } from "@playwright/test";

test("the server answers health checks and renders the home page", async ({ page, request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
});

test("the document holds no high-priority module preloads, and the page still hydrates", async ({ page }) => {
  const response = await page.goto("/services");
  const html = (await response?.text()) ?? "";
  expect(html).not.toContain('rel="modulepreload"');
  // Interactivity proves the modules arrived: the Services chevron toggles its list.
  const toggle = page.getByRole("button", { name: "Show Services menu" });
  await expect(async () => {
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
  }).toPass({ timeout: 10_000 });
});
