import { expect, type Page, test } from "@playwright/test";
import { phoneHref, siteConfig } from "@shared/content/site.ts";
import { expectNoA11yViolations } from "./support/a11y.ts";
import { waitForHydration } from "./support/hydration.ts";

const leadEndpoint = "**/api/contact";

async function openSidebar(page: Page, path = "/services") {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  return page.getByRole("complementary", { name: "Get a Quick Quote" });
}

const submitButton = (page: Page) =>
  page.getByRole("button", { name: /^(Get My Free Quote|Submitting\.\.\.)$/ });
const field = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });
const notifications = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

async function fillQuickQuote(page: Page) {
  await field(page, "Name").fill("Jordan Lee");
  await field(page, "Phone").fill("515-555-0177");
  await field(page, "Email").fill("jordan@example.com");
}

test.describe("quick-quote sidebar on /services", () => {
  test("keeps the phone line beside the form", async ({ page }) => {
    const sidebar = await openSidebar(page);
    await expect(sidebar.getByRole("link", { name: siteConfig.phone })).toHaveAttribute(
      "href",
      phoneHref(siteConfig.phone),
    );
    await expect(sidebar.getByRole("button", { name: "Get My Free Quote" })).toBeVisible();
  });

  test("shows each field's message under it and clears it once fixed", async ({ page }) => {
    await openSidebar(page);
    await submitButton(page).click();
    const expected = {
      Name: "Name is required",
      Phone: "Please enter a valid phone number",
      Email: "Please enter a valid email",
    };
    for (const [label, message] of Object.entries(expected)) {
      await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, label)).toHaveAccessibleDescription(message);
    }
    await expect(field(page, "Name")).toBeFocused();
    await expectNoA11yViolations(page);

    await field(page, "Phone").fill("515-555");
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await field(page, "Phone").fill("515-555-0177");
    await expect(page.getByText("Please enter a valid phone number")).toHaveCount(0);
    await field(page, "Email").fill("jordan@example.com");
    await expect(page.getByText("Please enter a valid email")).toHaveCount(0);
  });

  test("says 'Submitting...' while sending, then shows the success card and toast", async ({ page }) => {
    await page.goto("/?utm_source=google");
    // The campaign is captured when the app starts in the browser.
    await waitForHydration(page);
    await openSidebar(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Only delays the request; the real server answers it.
    await page.route(leadEndpoint, async (route) => {
      await held;
      await route.continue();
    });
    await fillQuickQuote(page);
    const sent = page.waitForRequest(leadEndpoint);
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText("Submitting...");
    await expect(submitButton(page)).toBeDisabled();
    const request = await sent;
    release();

    const body = request.postDataJSON();
    expect(body).toMatchObject({
      firstName: "Jordan",
      lastName: "Lee",
      form_type: "contact",
      lead_type: "Quick Quote",
      source: "Services",
      page_source: "Services",
      utm_params: { utm_source: "google" },
    });
    expect(body.tags).toEqual(expect.arrayContaining(["intent:quick-quote", "Page: Services"]));

    await expect(page.getByRole("heading", { name: "Request Received!" })).toBeFocused();
    await expect(page.getByText("We'll contact you soon.")).toBeVisible();
    await expect(notifications(page)).toContainText("Request Received!");
    await expect(notifications(page)).toContainText("We'll contact you within 24 hours.");
    await page.getByRole("button", { name: "Send another request" }).click();
    await expect(field(page, "Name")).toHaveValue("");
  });

  test("shows the error toast and returns to the filled form when the endpoint fails", async ({ page }) => {
    await openSidebar(page);
    await page.route(leadEndpoint, (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
    );
    await fillQuickQuote(page);
    await submitButton(page).click();
    await expect(notifications(page)).toContainText("Error");
    await expect(notifications(page)).toContainText("Please try again or call us directly.");
    await expect(submitButton(page)).toHaveText("Get My Free Quote");
    await expect(submitButton(page)).toBeEnabled();
    await expect(field(page, "Email")).toHaveValue("jordan@example.com");
  });
});
