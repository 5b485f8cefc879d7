import { expect, test } from "@playwright/test";
import { getBuiltInLocation } from "@shared/content/locations/index.ts";
import { getBuiltInService } from "@shared/content/services/index.ts";
import { waitForHydration } from "./support/hydration.ts";

// A page's tabs switch only once its scripts run. A visitor without JavaScript gets every panel, one
// under another under its own heading, and no tab buttons that would do nothing (app.css); a visitor
// with it gets the tabs, the first panel alone. (axe needs scripts: the same layout is scanned in
// preview.spec.ts, where WordPress's Preview has it.)

test.describe("a visitor without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("reads every tab of a service page: its overview, steps, benefits and questions", async ({ page }) => {
    const service = getBuiltInService("stamped-concrete");
    if (!service) throw new Error("no built-in stamped concrete");
    await page.goto("/services/stamped-concrete");
    await expect(page.getByRole("tablist")).toBeHidden();
    await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeVisible();
    const process = page.getByRole("tabpanel", { name: "Process" });
    for (const step of service.process) await expect(process.getByText(step.description)).toBeVisible();
    const benefits = page.getByRole("tabpanel", { name: "Benefits" });
    for (const benefit of service.benefits)
      await expect(benefits.getByRole("heading", { name: benefit.title })).toBeVisible();
    const faq = page.getByRole("tabpanel", { name: "FAQ" });
    const first = service.faqs[0];
    if (!first) throw new Error("no question");
    await faq.getByText(first.question).click();
    await expect(faq.getByText(first.answer.split(/\n\s*\n/)[0] ?? "")).toBeVisible();
  });

  test("reads every tab of a city page: its services, projects, testimonials and questions", async ({
    page,
  }) => {
    const city = getBuiltInLocation("des-moines");
    if (!city) throw new Error("no built-in Des Moines");
    await page.goto("/locations/des-moines");
    await expect(page.getByRole("tablist")).toBeHidden();
    await expect(page.getByRole("tabpanel", { name: "Services" })).toBeVisible();
    const projects = page.getByRole("tabpanel", { name: "Recent Projects" });
    for (const project of city.recentProjects) await expect(projects.getByText(project.title)).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Testimonials" })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "FAQ" })).toBeVisible();
  });
});

test("with JavaScript the same page shows one tab's panel at a time, from the first paint", async ({
  page,
}) => {
  // The server's HTML, before any script: the tab list and the first panel alone.
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto("/services/stamped-concrete");
  await expect(page.getByRole("tablist")).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Process", includeHidden: true })).toBeHidden();
  await page.unroute(/\/assets\/.+\.js$/);
  await page.reload();
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Process" }).click();
  await expect(page.getByRole("tabpanel", { name: "Process" })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Overview", includeHidden: true })).toBeHidden();
});
