import { randomUUID } from "node:crypto";
import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "./support/a11y.ts";
import { expectNoPa11yErrors } from "./support/htmlcs.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expectSameDocument, markDocument } from "./support/same-document-marker.ts";
import { type SiteServer, startSiteServer } from "./support/server.ts";

/**
 * The booking page (/book) against the real booking server: the windows are the server's, so each
 * test picks its own day (by position among the days with open times) and the first window still
 * open on it, and tests running side by side never race for one window. Each worker has a site of
 * its own, on an empty store, so the days are open however often the suite runs.
 */
const test = base.extend<object, { site: SiteServer }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use) => {
      const site = await startSiteServer({ RATE_LIMIT_PER_MINUTE: "100000" });
      await use(site);
      await site.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ site }, use) => use(site.origin),
});

interface OfferedWindow {
  start: string;
  end: string;
  timeZone: string;
  available: number;
}

async function openBookPage(page: Page, path = "/book") {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
}

const dayLinks = (page: Page) => page.getByRole("navigation", { name: "1. Pick a day" }).getByRole("link");
/** The days with a window still open. */
const openDays = (page: Page) => dayLinks(page).filter({ hasNotText: "Fully booked" });
const windowGroup = (page: Page) => page.getByRole("group", { name: "2. Pick a time window" });
/** The first window of the day shown that can still be chosen, by its label. */
const firstOpenWindow = (page: Page) => page.locator('label:has(input[name="start"]:enabled)').first();
const confirmButton = (page: Page) =>
  page.getByRole("button", { name: /^(Confirm my visit|Booking your visit)/ });
const field = (page: Page, label: string) => page.getByRole("textbox", { name: label });

async function fillDetails(
  page: Page,
  { street, zip = "50309", city = "Des Moines" }: { street: string; zip?: string; city?: string },
) {
  await field(page, "Street address").fill(street);
  await field(page, "City").fill(city);
  await field(page, "ZIP code").fill(zip);
  await field(page, "Full name").fill("Mary Ann Smith");
  await field(page, "Phone number").fill("(515) 555-0199");
  await field(page, "Email address").fill(`mary+${randomUUID().slice(0, 8)}@example.com`);
}

/** Opens the day at `index` (0-based) of the days with open times. */
async function openDay(page: Page, index: number) {
  const day = openDays(page).nth(index);
  const href = await day.getAttribute("href");
  expect(href).toMatch(/^\/book\?day=\d{4}-\d{2}-\d{2}$/);
  await day.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  await expect(dayLinks(page).and(page.locator('[aria-current="date"]'))).toHaveAttribute("href", href ?? "");
  return href as string;
}

async function offeredWindows(request: APIRequestContext): Promise<OfferedWindow[]> {
  const response = await request.get("/api/bookings/windows");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { windows: OfferedWindow[] }).windows;
}

/** Books every place left in the window at `start` through the API, as other visitors would. */
async function fillWindow(request: APIRequestContext, start: string) {
  for (let booked = 0; booked < 20; booked++) {
    const answer = await request.post("/api/bookings", {
      headers: { "Idempotency-Key": randomUUID() },
      data: {
        start,
        name: "Fill The Window",
        phone: "(515) 555-0177",
        email: `fill+${randomUUID().slice(0, 8)}@example.com`,
        address: "500 Locust St",
        city: "Des Moines",
        zip: "50309",
      },
    });
    if (answer.status() === 409) return;
    expect(answer.status()).toBe(201);
  }
  throw new Error(`the window at ${start} never filled`);
}

test.describe("booking a free on-site estimate", () => {
  test("with JavaScript: a day changes in place, and the visit is confirmed on the page with its time and address", async ({
    page,
  }) => {
    await openBookPage(page);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a Free On-Site Estimate");
    await expect(page.getByText(/The visit takes about \d+ minutes\./)).toBeVisible();
    await expect(page.getByText("It is free, and there is no obligation to go ahead.")).toBeVisible();
    await markDocument(page);

    await openDay(page, 1);
    await expectSameDocument(page);
    const window = firstOpenWindow(page);
    const time = (await window.textContent())?.trim() ?? "";
    expect(time).toMatch(/^\d{1,2}(:\d{2})?( [AP]M)?–\d{1,2}(:\d{2})? [AP]M$/);
    const start = await window.locator("input").getAttribute("value");
    await window.click();
    await fillDetails(page, { street: "1234 Grand Ave" });

    const sent = page.waitForRequest(
      (request) => request.url().endsWith("/api/bookings") && request.method() === "POST",
    );
    await confirmButton(page).click();
    const request = await sent;
    expect(request.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.postDataJSON()).toMatchObject({ start, address: "1234 Grand Ave", zip: "50309" });

    await expect(page.getByRole("heading", { name: "Your visit is booked" })).toBeFocused();
    await expect(
      page.getByText(new RegExp(`, ${time.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`)),
    ).toBeVisible();
    await expect(page.getByText(/1234 Grand Ave/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Change or cancel this visit" })).toHaveAttribute(
      "href",
      /\/book\/visit/,
    );
    await expectSameDocument(page);
    await expectNoA11yViolations(page);
  });

  test("without JavaScript: the days are links, the window a radio button, and the post lands on the server's confirmation", async ({
    browser,
    site,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.origin });
    const page = await context.newPage();
    await openBookPage(page);
    const form = page.locator('form[action="/api/bookings"]');
    await expect(form).toHaveAttribute("method", "post");

    await openDay(page, 2);
    const window = firstOpenWindow(page);
    const time = (await window.textContent())?.trim() ?? "";
    await window.click();
    await expect(window.locator("input")).toBeChecked();
    await fillDetails(page, { street: "88 Walnut St" });
    const [response] = await Promise.all([page.waitForNavigation(), confirmButton(page).click()]);
    expect(response?.ok()).toBe(true);
    await expect(page.locator("body")).toContainText(time);
    await context.close();
  });

  test("a full window is shown as taken and cannot be chosen", async ({ page, request }) => {
    const windows = (await offeredWindows(request)).filter((w) => w.available > 0);
    // The last open window: the other specs book on the first days.
    const target = windows.at(-1);
    expect(target, "an open window to fill").toBeDefined();
    await fillWindow(request, target?.start ?? "");

    await openBookPage(page, `/book?start=${encodeURIComponent(target?.start ?? "")}`);
    await waitForHydration(page);
    const radio = windowGroup(page).locator(`input[value="${target?.start}"]`);
    await expect(radio).toBeDisabled();
    const label = page.locator(`label:has(input[value="${target?.start}"])`);
    await expect(label).toContainText("Taken");
    await label.click({ force: true });
    await expect(radio).not.toBeChecked();
  });

  test("a window taken while the visitor fills the form is said in place, with the nearest open times", async ({
    page,
    request,
  }) => {
    await openBookPage(page);
    await waitForHydration(page);
    await openDay(page, 3);
    const window = firstOpenWindow(page);
    const start = (await window.locator("input").getAttribute("value")) ?? "";
    await window.click();
    await fillDetails(page, { street: "77 Ingersoll Ave" });
    // Someone else takes every place left in it meanwhile.
    await fillWindow(request, start);

    await confirmButton(page).click();
    const notice = page.getByRole("alert").filter({ hasText: "These times are still open:" });
    await expect(notice).toBeFocused();
    await expect(windowGroup(page).locator(`input[value="${start}"]`)).toBeDisabled();
    const nearest = notice.getByRole("link").first();
    await nearest.click();
    await expect(page).toHaveURL(/\/book\?start=/);
    await expect(windowGroup(page).getByRole("radio", { checked: true })).toHaveCount(1);
    await expect(field(page, "Street address")).toHaveValue("77 Ingersoll Ave");
  });

  test("an address outside the counties served is answered next to the ZIP code, with a summary that leads to it", async ({
    page,
  }) => {
    await openBookPage(page);
    await waitForHydration(page);
    await firstOpenWindow(page).click();
    await fillDetails(page, { street: "10 Dubuque St", city: "Iowa City", zip: "52240" });
    await confirmButton(page).click();

    const zip = field(page, "ZIP code");
    await expect(zip).toHaveAttribute("aria-invalid", "true");
    await expect(zip).toHaveAccessibleDescription(/outside the area we serve/);
    const summary = page
      .getByRole("alert")
      .filter({ has: page.getByRole("heading", { name: /to fix before we can book/ }) });
    await expect(summary).toBeFocused();
    await summary.getByRole("link", { name: /outside the area we serve/ }).click();
    await expect(zip).toBeFocused();
    // Nothing was booked: the form and its values are still there.
    await expect(field(page, "Street address")).toHaveValue("10 Dubuque St");
    await expectNoA11yViolations(page);
    // A changed ZIP code takes its message away, and the summary with it.
    await zip.fill("50309");
    await expect(zip).not.toHaveAttribute("aria-invalid");
    await expect(summary).toHaveCount(0);
  });

  test("an empty form is answered at once, with the server's own messages, and sends nothing", async ({
    page,
  }) => {
    await openBookPage(page);
    await waitForHydration(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await confirmButton(page).click();
    const summary = page
      .getByRole("alert")
      .filter({ has: page.getByRole("heading", { name: /to fix before we can book/ }) });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: "Please choose a time for the visit" })).toBeVisible();
    await expect(field(page, "ZIP code")).toHaveAccessibleDescription("Please enter a 5-digit ZIP code");
    await expect(field(page, "Full name")).toHaveAttribute("aria-invalid", "true");
    await summary.getByRole("link", { name: "Please choose a time for the visit" }).click();
    await expect(windowGroup(page)).toBeFocused();
    expect(posts).toEqual([]);
  });

  test("meets WCAG 2.2 AA as it opens (axe and pa11y)", async ({ page }) => {
    await openBookPage(page);
    await waitForHydration(page);
    await expectNoA11yViolations(page);
    await expectNoPa11yErrors(page);
  });

  test("is never kept by a cache: its windows fill while it is open", async ({ request }) => {
    for (const path of ["/book", "/book?day=2026-12-08", "/book.data"]) {
      const response = await request.get(path);
      expect(response.headers()["cache-control"], path).toMatch(/no-store|private, no-cache/);
      expect(response.headers()["x-cache"], path).toBeUndefined();
    }
  });

  test("is offered from the contact page, the service pages and the instant estimate's result", async ({
    page,
  }) => {
    for (const path of [
      "/contact",
      "/services/patios",
      "/services/repair",
      "/services/stamped-concrete",
      "/estimate?service=driveways&area=600",
    ]) {
      await openBookPage(page, path);
      await expect(
        page.getByRole("link", { name: "Book a free on-site estimate" }).first(),
        path,
      ).toHaveAttribute("href", "/book");
    }
  });
});
