import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/hydration.ts";
import { expectSameDocument, markDocument } from "./support/same-document-marker.ts";

// Sections rendered to HTML on the server ship no JavaScript (docs/decisions/013). These tests hold the
// visitor's side of that: the page is whole after hydration and after an in-site navigation, its links
// stay in the app, and a picture that fails still shows the fallback.

const homeHeadings = ["Local Concrete Work, Done Right the First Time", "What Makes Us Different"];

test("hydration keeps the server's HTML of the home page's sections, node for node", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading =
        document.querySelector("main h1");
    });
  });
  await page.goto("/");
  await waitForHydration(page);
  const sameNode = await page.evaluate(
    () =>
      (window as unknown as { serverHeading: Element | null }).serverHeading ===
      document.querySelector("main h1"),
  );
  expect(sameNode).toBe(true);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText(homeHeadings[0]);
  expect(errors).toEqual([]);
});

test("a link in a static section goes through the router: no new document, the next page whole", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await markDocument(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.getByRole("main").getByRole("link", { name: "Explore Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectSameDocument(page);
  expect(documents).toEqual([]);
});

test("arriving at the home page by an in-site navigation shows all of its sections", async ({ page }) => {
  await page.goto("/sitemap");
  await waitForHydration(page);
  await markDocument(page);
  await page.getByRole("banner").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/$/);
  const headings = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(headings.nth(0)).toHaveText(homeHeadings[0]);
  await expect(headings.nth(1)).toHaveText(homeHeadings[1]);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toContainText(
    "Built for Iowa Winters",
  );
  await expectSameDocument(page);
  // Its links work as links after such a navigation too.
  await page.getByRole("main").getByRole("link", { name: "Get a Free Estimate" }).first().click();
  await expect(page).toHaveURL(/\/quote$/);
  await expectSameDocument(page);
});

test("a new-tab click on a link in a static section is left to the browser", async ({ page, context }) => {
  await page.goto("/");
  await waitForHydration(page);
  const opened = context.waitForEvent("page");
  await page
    .getByRole("main")
    .getByRole("link", { name: "Explore Services" })
    .click({ modifiers: ["Control"] });
  const tab = await opened;
  // A new tab starts at about:blank, which may have loaded before the link's page is asked for.
  await expect(tab).toHaveURL(/\/services$/);
  expect(new URL(page.url()).pathname).toBe("/");
});

test("a picture in a static section that fails to load shows the fallback picture", async ({ page }) => {
  await page.route(/\/_img\/.*\/hero-home\.webp$/, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/");
  await waitForHydration(page);
  const hero = page.getByRole("main").locator("img").first();
  await expect(hero).toHaveAttribute("src", /^\/_img\/1080\/[0-9a-f]{12}\/s\/concrete-fallback\.webp$/);
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("a page's static sections stay whole when the visitor comes back to it while another page is still loading", async ({
  page,
}) => {
  // Both navigations' data requests wait until the test lets them through, so the page is caught mid-way.
  const held: (() => void)[] = [];
  const requested: string[] = [];
  await page.route(/\/locations(\/waukee)?\.data(\?|$)/, async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    await new Promise<void>((release) => held.push(release));
    // The router cancels the city page's request when the visitor leaves it.
    await route.continue().catch(() => undefined);
  });
  await page.goto("/locations");
  await waitForHydration(page);
  const main = page.getByRole("main");
  const heading = main.getByRole("heading", { level: 1 });
  const headingText = await heading.textContent();
  const staticLength = () =>
    main.evaluate((el) =>
      [...el.querySelectorAll("[data-static]")].reduce((sum, part) => sum + part.innerHTML.length, 0),
    );
  const whole = await staticLength();
  expect(whole).toBeGreaterThan(10_000);

  // A generic city page shows its skeleton while its data loads.
  await main.getByRole("link", { name: "Waukee" }).first().click();
  await expect.poll(() => requested).toEqual(["/locations/waukee.data"]);
  await expect(heading).toHaveCount(0);

  // Back to the locations page from the header before the city page has arrived.
  await page.getByRole("banner").getByRole("link", { name: "Locations", exact: true }).click();
  await expect.poll(() => requested).toEqual(["/locations/waukee.data", "/locations.data"]);
  await expect(heading).toHaveText(headingText ?? "");
  expect(await staticLength()).toBe(whole);

  for (const release of held) release();
  await expect(page).toHaveURL(/\/locations$/);
  await expect(heading).toHaveText(headingText ?? "");
});
