import { expect, type Locator, type Page, type Request, test } from "@playwright/test";
import { expectNoA11yViolations } from "./support/a11y.ts";
import { waitForHydration } from "./support/hydration.ts";

// The two-step and product forms as /test-forms shows them: source 'Form Testing', the
// two-step form promising 5 minutes, the product form an 'estimate' within 2 hours.

const notifications = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

async function openTab(page: Page, tab: "Two-Step Lead Form" | "Product Specific Form") {
  await page.goto("/test-forms?utm_source=newsletter&utm_medium=email");
  await waitForHydration(page);
  await page.getByRole("tab", { name: tab }).click();
  return page.getByRole("tabpanel", { name: tab });
}

const field = (panel: Locator, name: string) => panel.getByRole("textbox", { name, exact: true });
const choice = (panel: Locator, name: string) => panel.getByRole("combobox", { name, exact: true });

/** Every lead helper call the page makes, in order. */
function leadCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/api\/(lead|quote|contact)$/.test(request.url()))
      calls.push(request);
  });
  return calls;
}

async function passStepOne(panel: Locator, contact: string, button: string) {
  await field(panel, "Phone or email").fill(contact);
  await panel.getByRole("button", { name: button }).click();
  await expect(panel.getByText("Step 2 of 2")).toBeVisible();
}

test.describe("two-step lead form", () => {
  test("step 1 asks for a phone or an e-mail, with the spec's two messages", async ({ page }) => {
    const panel = await openTab(page, "Two-Step Lead Form");
    const contact = field(panel, "Phone or email");
    await panel.getByRole("button", { name: "Get My Driveway Quote" }).click();
    await expect(contact).toHaveAccessibleDescription(/Phone number or email is required/);
    await contact.fill("call me maybe");
    await expect(panel.getByText("Please enter a valid phone number or email address")).toBeVisible();
    await contact.fill("515-555-0142");
    await expect(panel.getByText("Please enter a valid phone number or email address")).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test("step 1 → toast → step 2 prefilled with the phone → done, with the spec's payloads", async ({
    page,
  }) => {
    const panel = await openTab(page, "Two-Step Lead Form");
    const calls = leadCalls(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/lead", async (route) => {
      await held;
      await route.continue();
    });
    await field(panel, "Phone or email").fill("515-555-0142");
    const button = panel.getByRole("button", { name: /Get My Driveway Quote|Processing\.\.\./ });
    await button.click();
    await expect(button).toHaveText("Processing...");
    await expect(button).toBeDisabled();
    release();

    await expect(notifications(page)).toContainText("Great! One more step");
    await expect(notifications(page)).toContainText("We'll contact you within 5 minutes");
    await expect(panel.getByText("Step 2 of 2")).toBeVisible();
    await expect(field(panel, "Phone")).toHaveValue("515-555-0142");
    await expect(field(panel, "Email")).toHaveValue("");
    await expect(choice(panel, "Service Needed")).toHaveValue("driveway");

    const step1 = calls[0];
    const step1Answer = (await (await step1.response())?.json()) as { id: string };
    expect(step1.postDataJSON()).toMatchObject({
      phone: "515-555-0142",
      firstName: "",
      lastName: "",
      source: "Form Testing",
      form_name: "Form Testing - Step 1",
      form_type: "lead",
      page_source: "Form Testing",
      lead_label: "Phone Collection",
      lead_type: "Prospect",
      utm_params: { utm_source: "newsletter", utm_medium: "email" },
    });

    await field(panel, "First Name").fill("Dana");
    await field(panel, "Last Name").fill("Lee");
    await field(panel, "Email").fill("dana.lee@example.com");
    await choice(panel, "Timeline").selectOption("asap");
    await field(panel, "Anything we should know? (optional)").fill("Heaved panel by the garage.");
    await panel.getByRole("button", { name: "Submit Request" }).click();
    await expect(panel.getByRole("heading", { name: "Request Received!" })).toBeFocused();
    await expect(panel.getByText("We'll contact you within 5 minutes.")).toBeVisible();

    expect(calls.map((call) => new URL(call.url()).pathname)).toEqual(["/api/lead", "/api/quote"]);
    const step2 = calls[1].postDataJSON();
    expect(step2).toMatchObject({
      firstName: "Dana",
      lastName: "Lee",
      name: "Dana Lee",
      email: "dana.lee@example.com",
      phone: "515-555-0142",
      serviceType: "driveway",
      timeline: "asap",
      message: "Heaved panel by the garage.",
      source: "Form Testing",
      form_name: "Form Testing - Complete Form",
      form_type: "quote",
      page_source: "Form Testing",
      lead_label: "Full Details",
      contact_lead_id: step1Answer.id,
      utm_params: { utm_source: "newsletter", utm_medium: "email" },
    });
    expect(step2.tags).toEqual([
      "Website Lead",
      "Concrete",
      "Page: Form Testing",
      "concrete-services",
      "Form Testing-concrete-services",
      "source:Two-Step Form",
      "source:page:Form Testing",
      "intent:quote",
      "Form Testing",
    ]);
    expect(step2.notes).toBe(
      "Quote request for concrete-services from Form Testing page\nTimeline: As soon as possible\nMessage: Heaved panel by the garage.",
    );
  });

  test("prefills the e-mail when step 1 was an e-mail, and shows every step-2 message", async ({ page }) => {
    const panel = await openTab(page, "Two-Step Lead Form");
    await passStepOne(panel, "dana@example.com", "Get My Driveway Quote");
    await expect(field(panel, "Email")).toHaveValue("dana@example.com");
    await field(panel, "Email").fill("");
    await choice(panel, "Service Needed").selectOption("");
    await panel.getByRole("button", { name: "Submit Request" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Please enter a valid email",
      "Please enter a valid phone number",
      "Please select a service",
      "Please select a timeline",
    ]) {
      await expect(panel.getByText(message, { exact: true })).toBeVisible();
    }
    await expectNoA11yViolations(page);
  });

  test("a failed step 1 stays on step 1 with the error toast and the value kept", async ({ page }) => {
    const panel = await openTab(page, "Two-Step Lead Form");
    await page.route("**/api/lead", (route) => route.fulfill({ status: 500, body: "down" }));
    await field(panel, "Phone or email").fill("515-555-0142");
    await panel.getByRole("button", { name: "Get My Driveway Quote" }).click();
    await expect(notifications(page)).toContainText("Error");
    await expect(notifications(page)).toContainText("Please try again or call us directly.");
    await expect(field(panel, "Phone or email")).toHaveValue("515-555-0142");
    await expect(panel.getByText("Step 1 of 2")).toBeVisible();
    await expect(panel.getByRole("button", { name: "Get My Driveway Quote" })).toBeEnabled();
  });

  test("a failed step 2 stays on step 2 with the error toast and the values kept", async ({ page }) => {
    const panel = await openTab(page, "Two-Step Lead Form");
    await passStepOne(panel, "515-555-0142", "Get My Driveway Quote");
    await page.route("**/api/quote", (route) => route.fulfill({ status: 500, body: "down" }));
    await field(panel, "First Name").fill("Dana");
    await field(panel, "Last Name").fill("Lee");
    await field(panel, "Email").fill("dana.lee@example.com");
    await choice(panel, "Timeline").selectOption("planning");
    await panel.getByRole("button", { name: "Submit Request" }).click();
    await expect(notifications(page)).toContainText("Please try again or call us directly.");
    await expect(panel.getByText("Step 2 of 2")).toBeVisible();
    await expect(field(panel, "First Name")).toHaveValue("Dana");
    await expect(panel.getByRole("button", { name: "Submit Request" })).toBeEnabled();
  });
});

test("/test-forms sends the first tab's form in its HTML; the other tabs' forms load when chosen", async ({
  page,
  request,
}) => {
  // In the server's answer, so the page neither waits for script nor shifts when it arrives.
  const html = await (await request.get("/test-forms")).text();
  expect(html).toContain("Step 1 of 2");
  expect(html).not.toContain("Loading the form");

  await page.goto("/test-forms");
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Contact Page Form" }).click();
  await expect(page.getByRole("tabpanel", { name: "Contact Page Form" }).getByLabel("Subject")).toBeVisible();
});

test.describe("product-specific form", () => {
  async function fillDetails(panel: Locator) {
    await field(panel, "First Name").fill("Sam");
    await field(panel, "Last Name").fill("Rivera");
    await field(panel, "Phone").fill("515-555-0199");
    await choice(panel, "Service Needed").selectOption("patio");
    await choice(panel, "Project Size").selectOption("medium");
    await choice(panel, "Timeline").selectOption("1month");
    await choice(panel, "Budget Range").selectOption("10k-20k");
    await choice(panel, "Property Type").selectOption("residential");
    await field(panel, "Project Details").fill("Stamped patio, about 16 by 24, off the back door.");
  }

  test("shows every step-2 message of its own", async ({ page }) => {
    const panel = await openTab(page, "Product Specific Form");
    await passStepOne(panel, "sam@example.com", "Get My Estimate");
    await panel.getByRole("button", { name: "Submit Request" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Please enter a valid phone number",
      "Please select a service",
      "Please select project size",
      "Please select timeline",
      "Please select budget range",
      "Please select property type",
      "Please provide project details",
    ]) {
      await expect(panel.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test("sends step 1 with its lead magnet and tags, step 2 qualified, and names the magnet when done", async ({
    page,
  }) => {
    const panel = await openTab(page, "Product Specific Form");
    const calls = leadCalls(page);
    await passStepOne(panel, "sam@example.com", "Get My Estimate");
    await expect(notifications(page)).toContainText("We'll contact you within 2 hours");
    expect(calls[0].postDataJSON()).toMatchObject({
      email: "sam@example.com",
      firstName: "",
      lastName: "",
      source: "Form Testing",
      leadMagnet: "estimate",
      productType: "stamped-patio",
      form_name: "Form Testing - Product Form Step 1",
      form_type: "lead",
      lead_label: "Phone Collection",
      tags: [
        "Website Lead",
        "Concrete",
        "Page: Form Testing",
        "stamped-patio",
        "source:Product Specific Form Step 1",
        "Phone Collection",
        "intent:estimate",
      ],
    });

    await fillDetails(panel);
    await panel.getByRole("button", { name: "Submit Request" }).click();
    await expect(panel.getByRole("heading", { name: "Estimate Request Received!" })).toBeVisible();
    const step2 = calls[1].postDataJSON();
    expect(step2).toMatchObject({
      email: "sam@example.com",
      form_name: "Form Testing - Product Specific Complete",
      form_type: "quote",
      lead_label: "Qualified Lead",
      leadMagnet: "estimate",
      productType: "stamped-patio",
      utm_params: { utm_source: "newsletter", utm_medium: "email" },
    });
    expect(JSON.parse(step2.qualificationData)).toEqual({
      serviceType: "patio",
      projectSize: "medium",
      timeline: "1month",
      budget: "10k-20k",
      propertyType: "residential",
    });
    expect(step2.tags).toEqual([
      "Website Lead",
      "Concrete",
      "Page: Form Testing",
      "stamped-patio",
      "Form Testing-stamped-patio",
      "source:Product Specific Form Complete",
      "Full Details",
      "Qualified Lead",
      "intent:estimate",
    ]);
    expect(step2.notes).toBe(
      [
        "Estimate request for stamped-patio from Form Testing page",
        "Service: Patio",
        "Size: Medium (500-1500 sq ft)",
        "Timeline: Within a month",
        "Budget: $10,000 - $20,000",
        "Property: Residential",
        "Details: Stamped patio, about 16 by 24, off the back door.",
      ].join("\n"),
    );
  });

  test("a failed step 2 stays on step 2 with the error toast", async ({ page }) => {
    const panel = await openTab(page, "Product Specific Form");
    await passStepOne(panel, "sam@example.com", "Get My Estimate");
    await page.route("**/api/quote", (route) => route.fulfill({ status: 503, body: "busy" }));
    await fillDetails(panel);
    await panel.getByRole("button", { name: "Submit Request" }).click();
    await expect(notifications(page)).toContainText("Please try again or call us directly.");
    await expect(field(panel, "Project Details")).toHaveValue(/Stamped patio/);
  });
});

test.describe("webhook test page", () => {
  test("sends the sample lead and shows success, the server's message and a timestamp", async ({ page }) => {
    await page.goto("/test-webhook");
    await waitForHydration(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Test User");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("test@example.com");
    const environment = page.getByRole("complementary", { name: "Environment" });
    await expect(environment).toContainText("127.0.0.1");
    await expect(environment).toContainText("production");
    await expect(environment).toContainText("/api/contact");

    const sent = page.waitForRequest("**/api/contact");
    await page.getByRole("button", { name: "Test Webhook" }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      form_name: "Webhook Test Form",
      form_type: "contact",
      page_source: "Test Page",
      lead_label: "Test Lead",
      is_test: true,
    });
    const result = page.getByRole("status").filter({ hasText: "Success" });
    await expect(result).toContainText("Thank you! We received your request.");
    await expect(result.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  });

  test("shows the failure and the helper's message when the endpoint answers 500", async ({ page }) => {
    await page.goto("/test-webhook");
    await waitForHydration(page);
    await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "lead service down" }));
    const button = page.getByRole("button", { name: /Test Webhook|Testing Webhook\.\.\./ });
    await button.click();
    const result = page.getByRole("status").filter({ hasText: "Failed" });
    await expect(result).toContainText("HTTP 500: lead service down");
    await expect(button).toHaveText("Test Webhook");
  });

  test("leaves an empty name to the browser's own check", async ({ page }) => {
    await page.goto("/test-webhook");
    await waitForHydration(page);
    let posted = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact")) posted = true;
    });
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("");
    await page.getByRole("button", { name: "Test Webhook" }).click();
    expect(
      await page
        .getByRole("textbox", { name: "Name", exact: true })
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    expect(posted).toBe(false);
  });
});
