import { expect, type Page, type Request, test } from "@playwright/test";
import { phoneHref, siteConfig } from "@shared/content/site.ts";
import { expectNoA11yViolations } from "./support/a11y.ts";
import { waitForHydration } from "./support/hydration.ts";
import { type SiteServer, startSiteServer } from "./support/server.ts";

const requiredMessages = {
  "Full Name": "Name must be at least 2 characters",
  "Email Address": "Please enter a valid email address",
  "Phone Number": "Please enter a valid phone number",
  "Street Address": "Please enter a valid address",
  City: "Please enter a valid city",
  "ZIP Code": "Please enter a valid ZIP code",
  "Service Type": "Please select a service type",
  "Project Description": "Please provide more details about your project",
} as const;

const privacyMessage = "You must agree to the privacy policy";

async function openQuotePage(page: Page, path = "/quote") {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

async function fillQuoteForm(page: Page, serviceType = "Patios") {
  await page.getByLabel("Full Name").fill("Mary Ann Smith");
  await page.getByLabel("Email Address").fill("mary@example.com");
  await page.getByLabel("Phone Number").fill("515-555-0199");
  await page.getByLabel("Street Address").fill("12 Elm St");
  await page.getByLabel("City").fill("Ankeny");
  await page.getByLabel("ZIP Code").fill("50023");
  await page.getByLabel("Service Type").selectOption({ label: serviceType });
  await page.getByLabel("Project Description").fill("A 14 by 20 stamped patio behind the house.");
  await page.getByLabel("Approximate Project Size").selectOption("small");
  await page.getByRole("radio", { name: "Within 1 month" }).check();
  await page.getByLabel("Budget Range").selectOption("5k-10k");
  await page.getByLabel("How Did You Hear About Us?").selectOption("referral");
  await page.getByRole("checkbox", { name: /privacy policy/ }).check();
}

const submitButton = (page: Page) => page.getByRole("button", { name: "Submit Quote Request" });
const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

test.describe("quote page content", () => {
  test.beforeEach(async ({ page }) => openQuotePage(page));

  test("has a request-a-quote title, the hero, the trust strip and the 24-hour notice", async ({ page }) => {
    await expect(page).toHaveTitle(`Request a Free Concrete Quote | ${siteConfig.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request a Free Quote");
    await expect(page.getByText("Get a detailed estimate for your concrete project")).toBeVisible();
    for (const claim of [
      "Free Estimates",
      "Fast Response",
      "No Obligation",
      "5-Year Warranty",
      "Competitive Pricing",
    ]) {
      await expect(page.getByRole("listitem").filter({ hasText: claim }).first()).toBeVisible();
    }
    await expect(
      page.getByText("Your quote request will be addressed within 24 hours by our specialists"),
    ).toBeVisible();
  });

  test("groups the fields under Contact Information and Project Details", async ({ page }) => {
    const contact = page.getByRole("group", { name: "Contact Information" });
    for (const label of [
      "Full Name",
      "Email Address",
      "Phone Number",
      "Street Address",
      "City",
      "ZIP Code",
    ]) {
      await expect(contact.getByLabel(label)).toHaveAttribute("required", "");
    }
    const project = page.getByRole("group", { name: "Project Details" });
    await expect(project.getByLabel("Service Type")).toHaveAttribute("required", "");
    await expect(project.getByLabel("Project Description")).toHaveAttribute("required", "");
    await expect(project.getByLabel("Approximate Project Size")).not.toHaveAttribute("required", "");
    await expect(project.getByRole("group", { name: "Project Timeline" }).getByRole("radio")).toHaveCount(4);
    await expect(project.getByLabel("Budget Range")).toBeVisible();
    await expect(project.getByLabel("How Did You Hear About Us?")).toBeVisible();
    const privacy = project.getByRole("checkbox", { name: /privacy policy/ });
    await expect(privacy).toHaveAttribute("required", "");
    await expect(privacy).toHaveAccessibleDescription(
      "Your information will only be used to process your quote request.",
    );
    await expect(project.getByRole("link", { name: "privacy policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
  });

  test("shows the sidebar: why choose us (450+ projects), the five steps and help by phone", async ({
    page,
  }) => {
    const sidebar = page.getByRole("complementary", { name: "About your quote" });
    await expect(sidebar.getByRole("heading", { name: "Why Choose Us" })).toBeVisible();
    await expect(sidebar.getByText(/450\+ projects/)).toBeVisible();
    const steps = sidebar.getByRole("region", { name: "Our Process" }).getByRole("listitem");
    await expect(steps).toHaveCount(5);
    for (const [i, step] of [
      "Submit Request",
      "Initial Consultation",
      "On-Site Evaluation",
      "Detailed Proposal",
      "Project Execution",
    ].entries()) {
      await expect(steps.nth(i)).toContainText(step);
    }
    const help = sidebar.getByRole("region", { name: "Need Help?" });
    await expect(help.getByRole("link", { name: siteConfig.phone })).toHaveAttribute(
      "href",
      phoneHref(siteConfig.phone),
    );
    await expect(help.getByText(siteConfig.hours.phoneLine)).toBeVisible();
    await expect(help.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  test("shows three customer testimonials and 'Get Your Quote Now' takes the visitor back up", async ({
    page,
  }) => {
    const testimonials = page.getByRole("region", { name: "What Our Customers Say" });
    await expect(testimonials.getByRole("figure")).toHaveCount(3);
    const back = testimonials.getByRole("link", { name: "Get Your Quote Now" });
    await back.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await back.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });
});

test.describe("quote form validation", () => {
  test.beforeEach(async ({ page }) => openQuotePage(page));

  test("shows every required field's message under it, and clears one as it is corrected", async ({
    page,
  }) => {
    await submitButton(page).click();
    for (const [label, message] of Object.entries(requiredMessages)) {
      const field = page.getByLabel(label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(page.getByText(privacyMessage)).toBeVisible();
    await expect(page.getByLabel("Full Name")).toBeFocused();

    await page.getByLabel("Full Name").fill("M");
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await page.getByLabel("Full Name").fill("Mary");
    await expect(page.getByText("Name must be at least 2 characters")).toHaveCount(0);
    await page.getByRole("checkbox", { name: /privacy policy/ }).check();
    await expect(page.getByText(privacyMessage)).toHaveCount(0);
  });

  test("rejects a malformed e-mail, a short phone, address, city, ZIP and description", async ({ page }) => {
    await fillQuoteForm(page);
    await page.getByLabel("Email Address").fill("mary@");
    await page.getByLabel("Phone Number").fill("515555");
    await page.getByLabel("Street Address").fill("12 E");
    await page.getByLabel("City").fill("A");
    await page.getByLabel("ZIP Code").fill("5002");
    await page.getByLabel("Project Description").fill("Patio.");
    await submitButton(page).click();
    for (const [label, message] of Object.entries(requiredMessages)) {
      if (label === "Full Name" || label === "Service Type") continue;
      await expect(page.getByLabel(label)).toHaveAccessibleDescription(message);
    }
  });

  test("is accessible with the errors shown", async ({ page }) => {
    await submitButton(page).click();
    await expect(page.getByText(privacyMessage)).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("keeps the form and shows the error toast when the primary submission answers 500", async ({
    page,
  }) => {
    await page.route("**/api/wp/forms/quote", (route) =>
      route.fulfill({ status: 500, body: "Server error" }),
    );
    let leadCalls = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/quote") leadCalls += 1;
    });
    await fillQuoteForm(page);
    await submitButton(page).click();
    await expect(toast(page)).toContainText("Error");
    await expect(toast(page)).toContainText("There was a problem submitting your request. Please try again.");
    await expect(page.getByLabel("Full Name")).toHaveValue("Mary Ann Smith");
    await expect(submitButton(page)).toBeEnabled();
    expect(leadCalls).toBe(0);
  });
});

// Real submissions go to a server of their own, so the per-network rate limit of the shared one is not spent.
test.describe("quote submission", () => {
  let site: SiteServer;
  test.beforeAll(async () => {
    site = await startSiteServer({ RATE_LIMIT_PER_MINUTE: "1000" });
  });
  test.afterAll(async () => site?.stop());

  function leadRequests(page: Page) {
    const requests: Request[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === "POST" && (path === "/api/wp/forms/quote" || path === "/api/quote")) {
        requests.push(request);
      }
    });
    return requests;
  }

  test("sends the primary then the lead call with one key, and confirms to the visitor", async ({ page }) => {
    await openQuotePage(page, `${site.origin}/quote?utm_source=google&utm_medium=cpc&utm_campaign=spring`);
    const requests = leadRequests(page);
    let releasePrimary = () => {};
    const primaryHeld = new Promise<void>((resolve) => {
      releasePrimary = resolve;
    });
    await page.route("**/api/wp/forms/quote", async (route) => {
      await primaryHeld;
      await route.continue();
    });

    await fillQuoteForm(page);
    await submitButton(page).click();
    const sending = page.getByRole("button", { name: "Submitting..." });
    await expect(sending).toBeDisabled();
    releasePrimary();

    await expect(toast(page)).toContainText("Quote Request Submitted");
    await expect(toast(page)).toContainText(
      "We've received your quote request and will contact you within 24 hours.",
    );
    const confirmation = page.getByRole("heading", { name: "Quote Request Received!" });
    await expect(confirmation).toBeFocused();
    await expect(page.getByText("typically responds within 24 business hours")).toBeVisible();

    expect(requests.map((r) => new URL(r.url()).pathname)).toEqual(["/api/wp/forms/quote", "/api/quote"]);
    const [primary, lead] = requests;
    const key = await primary.headerValue("idempotency-key");
    expect(key).toBeTruthy();
    expect(await lead.headerValue("idempotency-key")).toBe(key);
    expect((await primary.response())?.status()).toBe(201);
    expect((await lead.response())?.status()).toBe(201);

    expect(primary.postDataJSON()).toMatchObject({
      name: "Mary Ann Smith",
      serviceType: "patios",
      privacyPolicy: true,
      utm_params: { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring" },
    });
    const leadBody = lead.postDataJSON();
    expect(leadBody).toMatchObject({
      firstName: "Mary",
      lastName: "Ann Smith",
      email: "mary@example.com",
      form_name: "Website Quote Form",
      form_type: "quote",
      page_source: "Quote Page",
      lead_type: "Prospect",
      lead_label: "Quote Request",
      utm_params: { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring" },
    });
    expect(JSON.parse(leadBody.additionalContext)).toEqual({
      address: "12 Elm St",
      city: "Ankeny",
      zip: "50023",
      projectSize: "small",
      timeline: "1month",
      budget: "5k-10k",
      hearAboutUs: "referral",
      projectDescription: "A 14 by 20 stamped patio behind the house.",
    });

    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Submit Another Request" }).click();
    await expect(page.getByLabel("Full Name")).toBeFocused();
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: /privacy policy/ })).not.toBeChecked();
  });

  test("still confirms when the lead call answers 500 after the primary succeeded", async ({ page }) => {
    await openQuotePage(page, `${site.origin}/quote`);
    const requests = leadRequests(page);
    await page.route("**/api/quote", (route) => route.fulfill({ status: 500, body: "lead service down" }));
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });

    await fillQuoteForm(page, "Decorative Concrete");
    await submitButton(page).click();
    await expect(toast(page)).toContainText("Quote Request Submitted");
    await expect(page.getByRole("heading", { name: "Quote Request Received!" })).toBeVisible();
    // 'decorative' is one of the two values the singular label keys happen to match.
    expect(requests[1].postDataJSON().lead_label).toBe("Decorative Concrete Quote");
    expect(warnings.join("\n")).toContain("HTTP 500: lead service down");
  });

  test("works without JavaScript: the plain post answers a real thank-you page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.origin}/quote`);
    await fillQuoteForm(page);
    await submitButton(page).click();
    await expect(page).toHaveURL(`${site.origin}/api/wp/forms/quote`);
    await expect(page.getByRole("heading", { name: "Quote Request Received!" })).toBeVisible();
    await context.close();
  });
});

test("on a phone the floating actions never cover the submit button @mobile", async ({ page }) => {
  await openQuotePage(page);
  const submit = submitButton(page);
  await submit.scrollIntoViewIfNeeded();
  const box = await submit.boundingBox();
  const topElement = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest("button")?.textContent ?? null,
    [box!.x + box!.width / 2, box!.y + box!.height / 2],
  );
  expect(topElement).toBe("Submit Quote Request");
});
