import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/hydration";

// A phone spends its first bandwidth on what the visitor sees: the page's scripts are fetched after the
// first paint and the hero picture (docs/decisions/003, item 10), and nothing typed meanwhile is lost.

for (const path of ["/services", "/quote", "/"]) {
  test(`${path} fetches its scripts only after its first paint and its hero picture`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const scripts = resources.filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname));
      const hero = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]');
      const heroEntry = resources.find((entry) => hero && entry.name === hero.currentSrc);
      return {
        scripts: scripts.length,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        heroLoaded: heroEntry?.responseEnd,
      };
    });
    expect(timing.scripts).toBeGreaterThan(3);
    expect(timing.firstPaint).toBeDefined();
    expect(timing.heroLoaded).toBeDefined();
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.firstPaint as number);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.heroLoaded as number);
  });
}

test("a hero picture that never arrives holds the scripts back only a few seconds", async ({ page }) => {
  // The hero's request hangs: the load event never comes while the test runs.
  await page.route(/\/images\/[^/]+\.webp$/, () => new Promise<void>(() => {}));
  await page.goto("/quote", { waitUntil: "domcontentloaded" });
  const started = Date.now();
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, {
    timeout: 15_000,
  });
  expect(Date.now() - started).toBeGreaterThan(2_000);
  const status = await page.evaluate(() => document.readyState);
  expect(status).not.toBe("complete");
});

test("a visitor from an ad who follows a link before the scripts start keeps the campaign", async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/framework-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/services?utm_source=google&utm_campaign=spring", { waitUntil: "domcontentloaded" });
  // No scripts yet: the header's link is a plain link, and the next page's address has no campaign.
  await page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  release();
  await waitForHydration(page);
  const field = (label: string) => page.getByRole("textbox", { name: label, exact: true });
  await field("Full Name").fill("Mary Ann Smith");
  await field("Email Address").fill("mary@example.com");
  await field("Phone Number").fill("(515) 555-0199");
  await field("Subject").fill("New driveway");
  await field("Message").fill("We need a new 24 x 20 ft driveway poured this spring.");
  const sent = page.waitForRequest("**/api/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await sent).postDataJSON().utm_params).toEqual({ utm_source: "google", utm_campaign: "spring" });
});

test("what a visitor types before the scripts start stays in the form and is sent", async ({ page }) => {
  // Holds the framework file (our own server answers it afterwards) so the visitor types first.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested: () => void = () => {};
  const frameworkRequested = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(/\/assets\/framework-[^/]+\.js$/, async (route) => {
    requested();
    await held;
    await route.continue();
  });
  await page.goto("/contact");
  const field = (label: string) => page.getByRole("textbox", { name: label, exact: true });
  await field("Full Name").fill("Mary Ann Smith");
  await field("Email Address").fill("mary@example.com");
  await frameworkRequested;
  await field("Phone Number").fill("(515) 555-0199");
  await field("Subject").fill("New driveway");
  await field("Message").fill("We need a new 24 x 20 ft driveway poured this spring.");
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
  release();
  await waitForHydration(page);

  await expect(field("Full Name")).toHaveValue("Mary Ann Smith");
  await expect(field("Message")).toHaveValue("We need a new 24 x 20 ft driveway poured this spring.");
  const sent = page.waitForRequest("**/api/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  const body = (await sent).postDataJSON();
  expect(body).toMatchObject({ firstName: "Mary", lastName: "Ann Smith", email: "mary@example.com" });
  expect(body.message ?? JSON.stringify(body)).toContain("24 x 20 ft driveway");
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
});

for (const path of ["/quote", "/services", "/contact"]) {
  test(`${path}'s form hydrates in place, and the page is marked hydrated only once it has`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    // The form hydrates in a pass of its own (app/lib/island.tsx); tests and the spam guard read the mark.
    await page.addInitScript(() => {
      const seen = window as unknown as { serverForm?: Element | null; atMark?: boolean };
      document.addEventListener("DOMContentLoaded", () => {
        seen.serverForm = document.querySelector("main form");
      });
      new MutationObserver((_records, observer) => {
        if (!document.documentElement.hasAttribute("data-hydrated")) return;
        observer.disconnect();
        // The form sets noValidate when React attaches it: scripted validation has taken over.
        seen.atMark = document.querySelector<HTMLFormElement>("main form")?.noValidate ?? false;
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
    });
    await page.goto(path);
    await waitForHydration(page);
    const seen = await page.evaluate(() => {
      const state = window as unknown as { serverForm?: Element | null; atMark?: boolean };
      return { sameForm: state.serverForm === document.querySelector("main form"), atMark: state.atMark };
    });
    expect(seen).toEqual({ sameForm: true, atMark: true });
    expect(errors).toEqual([]);
  });
}
