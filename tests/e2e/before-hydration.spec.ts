import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/hydration.ts";

// Every page is complete server HTML: links are plain links and forms post, before the page's scripts have
// started. What a visitor does in that time is not lost when they start.

test("a visitor from an ad who follows a link before the scripts have started keeps the campaign", async ({
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

test("what a visitor types before the scripts have started stays in the form and is sent", async ({
  page,
}) => {
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
  // The held framework file keeps the load event from coming.
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
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
    // The form hydrates in a pass of its own (app/lib/hydrate-apart.tsx); tests and the spam guard read the mark.
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
