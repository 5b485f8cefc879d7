import { expect, type Page, test } from "@playwright/test";
import { phoneHref, siteConfig } from "@shared/content/site.ts";
import { expectNoA11yViolations } from "./support/a11y.ts";
import { waitForHydration } from "./support/hydration.ts";

const leadEndpoint = "**/api/contact";

const validMessage = {
  "Full Name": "Mary Ann Smith",
  "Email Address": "mary@example.com",
  "Phone Number": "(515) 555-0199",
  Subject: "New driveway",
  Message: "We need a new 24 x 20 ft driveway poured this spring.",
};

async function openContactPage(page: Page, query = "") {
  const response = await page.goto(`/contact${query}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

async function fillMessage(page: Page, values: Record<string, string> = validMessage) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

const field = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });
const sendButton = (page: Page) => page.getByRole("button", { name: /^Send(ing)? Message/ });
const notifications = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

test.describe("contact page", () => {
  test("shows the hero, the business's location, phone, e-mail, hours and configured social profiles", async ({
    page,
  }) => {
    await openContactPage(page);
    await expect(page).toHaveTitle(/Contact Us/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Let's Talk About Your Concrete Project",
    );
    const details = page.getByRole("complementary", { name: "Get in Touch" });
    await expect(details.getByText(siteConfig.address.street)).toBeVisible();
    await expect(details.getByRole("link", { name: siteConfig.phone })).toHaveAttribute(
      "href",
      phoneHref(siteConfig.phone),
    );
    await expect(details.getByRole("link", { name: siteConfig.email })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.email}`,
    );
    for (const line of siteConfig.hours.contact) await expect(details.getByText(line)).toBeVisible();
    const social = details.getByRole("list", { name: "Our social profiles" });
    await expect(social.getByRole("link")).toHaveText(["Facebook", "Instagram"]);
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? "").join(""));
    expect(types).toContain('"@type":"ContactPage"');
  });

  test("lists the service areas, five of them linked, and invites other cities to get in touch", async ({
    page,
  }) => {
    await openContactPage(page);
    const areas = page.getByRole("region", { name: "Areas We Serve" });
    const linked = [
      ["Des Moines", "/locations/des-moines"],
      ["Ankeny", "/locations/ankeny"],
      ["Waukee", "/locations/waukee"],
      ["Urbandale", "/locations/urbandale"],
      ["Johnston", "/locations/johnston"],
    ];
    for (const [city, href] of linked) {
      await expect(areas.getByRole("link", { name: city, exact: true })).toHaveAttribute("href", href);
    }
    for (const city of ["West Des Moines", "Clive", "Norwalk"]) {
      await expect(areas.getByText(city, { exact: true })).toBeVisible();
      await expect(areas.getByRole("link", { name: city, exact: true })).toHaveCount(0);
    }
    await expect(areas.getByText("Don't see your city? Contact us")).toBeVisible();
  });

  test("shows every field's message under it, focuses the first, and clears a message once fixed", async ({
    page,
  }) => {
    await openContactPage(page);
    await sendButton(page).click();
    const expected = {
      "Full Name": "Name is required",
      "Email Address": "Please enter a valid email",
      "Phone Number": "Please enter a valid phone number",
      Subject: "Subject is required",
      Message: "Please provide more details about your inquiry",
    };
    for (const [label, message] of Object.entries(expected)) {
      const input = field(page, label);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(message);
    }
    await expect(field(page, "Full Name")).toBeFocused();
    await expectNoA11yViolations(page);

    await field(page, "Full Name").fill("Mary");
    await expect(page.getByText("Name is required")).toHaveCount(0);
    await field(page, "Message").fill("Too short");
    await expect(page.getByText("Please provide more details about your inquiry")).toBeVisible();
    await field(page, "Message").fill("Long enough to describe the job.");
    await expect(page.getByText("Please provide more details about your inquiry")).toHaveCount(0);
  });

  test("disables the button while sending, then shows the confirmation and the notice", async ({ page }) => {
    await page.goto("/?utm_source=google&utm_campaign=spring");
    // The campaign is captured when the app starts in the browser.
    await waitForHydration(page);
    await openContactPage(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Only delays the request; the real server answers it.
    await page.route(leadEndpoint, async (route) => {
      await held;
      await route.continue();
    });
    await fillMessage(page);
    const sent = page.waitForRequest(leadEndpoint);
    await sendButton(page).click();
    await expect(sendButton(page)).toHaveText("Sending Message...");
    await expect(sendButton(page)).toBeDisabled();
    const request = await sent;
    release();

    const body = request.postDataJSON();
    expect(body).toMatchObject({
      firstName: "Mary",
      lastName: "Ann Smith",
      form_name: "Website Contact Form",
      form_type: "contact",
      page_source: "Contact Page",
      lead_type: "Prospect",
      utm_params: { utm_source: "google", utm_campaign: "spring" },
    });
    expect(body.tags).toEqual(expect.arrayContaining(["intent:general-inquiry", "Main Contact Form"]));
    expect(request.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);

    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeFocused();
    await expect(
      page.getByText("Thank you for contacting us. We'll get back to you within 24 hours."),
    ).toBeVisible();
    await expect(notifications(page)).toContainText("Message Sent Successfully!");
    await expect(notifications(page)).toContainText(
      "We've received your message and will get back to you shortly.",
    );
    await page.getByRole("button", { name: "Send another message" }).click();
    await expect(field(page, "Full Name")).toHaveValue("");
  });

  test("keeps the filled form and shows the error notice when the endpoint fails, then retries as the same action", async ({
    page,
  }) => {
    await openContactPage(page);
    const keys: string[] = [];
    await page.route(leadEndpoint, async (route) => {
      keys.push(route.request().headers()["idempotency-key"]);
      await route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" });
    });
    await fillMessage(page);
    await sendButton(page).click();
    await expect(notifications(page)).toContainText("Error");
    await expect(notifications(page)).toContainText(
      "There was a problem sending your message. Please try again.",
    );
    await expect(sendButton(page)).toHaveText("Send Message");
    await expect(sendButton(page)).toBeEnabled();
    await expect(field(page, "Full Name")).toHaveValue(validMessage["Full Name"]);
    await expect(field(page, "Message")).toHaveValue(validMessage.Message);

    await sendButton(page).click();
    await expect.poll(() => keys.length).toBe(2);
    expect(keys[1]).toBe(keys[0]);
    await field(page, "Subject").fill("A different question");
    await sendButton(page).click();
    await expect.poll(() => keys.length).toBe(3);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test("works without JavaScript: the form posts its named fields to /api/contact", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    const form = page.locator('form[action="/api/contact"]');
    await expect(form).toHaveAttribute("method", "post");
    for (const name of ["name", "email", "phone", "subject", "message", "_hp", "_started"]) {
      await expect(form.locator(`[name="${name}"]`)).toHaveCount(1);
    }
    const started = Number(await form.locator('[name="_started"]').inputValue());
    // When the page was rendered: the page cache may have rendered it before this visit.
    expect(started).toBeGreaterThan(Date.now() - 86_400_000);
    expect(started).toBeLessThanOrEqual(Date.now());
    await fillMessage(page);
    const [response] = await Promise.all([page.waitForNavigation(), sendButton(page).click()]);
    // The server stores the lead and answers with a page of its own (201 Created).
    expect(response?.ok()).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();
  });
});
