import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { FORM_TYPES } from "@shared/forms/lead.ts";
import { type FakeLeadService, type RecordedRequest, startFakeLeadService } from "../fakes/lead-service.ts";
import { generalLeadPayload } from "../general-lead-payload.ts";
import { waitForHydration } from "./support/hydration.ts";
import { type SiteServer, startSiteServer } from "./support/server.ts";

// A browser client filling the forms at machine speed is a customer until proven otherwise:
// each of its leads must reach the lead service. The site runs with a fake lead service on
// 127.0.0.1 and its own SQLite file, which the operator CLI (`npm run leads`) reads too.

let service: FakeLeadService;
let site: SiteServer;
let dataDir: string;
let databaseUrl: string;

test.beforeAll(async () => {
  service = await startFakeLeadService();
  dataDir = mkdtempSync(path.join(tmpdir(), "gdm-every-lead-"));
  databaseUrl = `file:${path.join(dataDir, "site.db")}`;
  site = await startSiteServer({
    LEAD_WEBHOOK_URL: service.url,
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_PER_MINUTE: "100000",
  });
});

test.afterAll(async () => {
  await site?.stop();
  await service?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const uniqueEmail = (form: string) => `${form}.${randomUUID().slice(0, 8)}@example.com`;

/** The deliveries of the lead with this e-mail, once at least one has arrived. */
async function deliveriesFor(email: string, timeoutMs = 15_000): Promise<RecordedRequest[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = service.requests.filter((request) => request.json.email === email);
    if (found.length > 0) return found;
    if (Date.now() > deadline) throw new Error(`no delivery for ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The fastest fill: the form appeared (by the browser's count and by its render time) at the
 * moment of submitting, so the server sees a zero-second fill however fast or slow this machine is.
 */
async function renderedJustNow(page: Page) {
  await page.locator('input[name="_started"]').evaluate((input: HTMLInputElement) => {
    input.value = String(Date.now());
    input.dataset.appearedAt = String(performance.now());
  });
}

async function open(page: Page, pathname: string) {
  const response = await page.goto(`${site.origin}${pathname}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

async function fillContact(page: Page, email: string) {
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  await field("Full Name").fill("Riley Machine");
  await field("Email Address").fill(email);
  await field("Phone Number").fill("515-555-0131");
  await field("Subject").fill("Cracked garage apron");
  await field("Message").fill("The apron in front of our garage cracked over the winter.");
}

async function fillQuickQuote(page: Page, email: string) {
  const sidebar = page.getByRole("complementary", { name: "Get a Quick Quote" });
  await sidebar.getByRole("textbox", { name: "Name", exact: true }).fill("Riley Machine");
  await sidebar.getByRole("textbox", { name: "Phone", exact: true }).fill("515-555-0132");
  await sidebar.getByRole("textbox", { name: "Email", exact: true }).fill(email);
}

function leadsCli(...args: string[]) {
  return spawnSync(process.execPath, ["bin/leads.mjs", ...args], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
}

test.describe("forms filled as fast as the browser allows", () => {
  test("the contact form's lead reaches the lead service, tagged for the business to judge", async ({
    page,
  }) => {
    const email = uniqueEmail("contact");
    await open(page, "/contact");
    await fillContact(page, email);
    await renderedJustNow(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();

    const [delivered] = await deliveriesFor(email);
    expect(delivered.json).toMatchObject({ form_name: "Website Contact Form", lead_type: "Prospect" });
    expect(delivered.json.tags).toContain("possible-spam:fast-fill");
  });

  test("the sidebar's quick quote reaches the lead service", async ({ page }) => {
    const email = uniqueEmail("quick");
    await open(page, "/services");
    await fillQuickQuote(page, email);
    await renderedJustNow(page);
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page.getByRole("heading", { name: "Request Received!" })).toBeVisible();

    const [delivered] = await deliveriesFor(email);
    expect(delivered.json).toMatchObject({ form_name: "Quick Quote Form", lead_type: "Quick Quote" });
    expect(delivered.json.tags).toContain("possible-spam:fast-fill");
  });

  test("the quote request reaches the lead service once, as its two calls linked", async ({ page }) => {
    const email = uniqueEmail("quote");
    await open(page, "/quote");
    await page.getByLabel("Full Name").fill("Riley Machine");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Phone Number").fill("515-555-0133");
    await page.getByLabel("Street Address").fill("604 NW Ash Dr");
    await page.getByLabel("City").fill("Ankeny");
    await page.getByLabel("ZIP Code").fill("50023");
    await page.getByLabel("Service Type").selectOption({ label: "Driveways" });
    await page.getByLabel("Project Description").fill("Tear out and replace a two-car driveway.");
    await page.getByRole("checkbox", { name: /privacy policy/ }).check();
    await renderedJustNow(page);
    await page.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(page.getByRole("heading", { name: "Quote Request Received!" })).toBeVisible();

    // The primary waits 10 s for its follow-up, then the business is told once, with the follow-up's fields.
    const [delivered] = await deliveriesFor(email, 25_000);
    expect(delivered.json).toMatchObject({ form_name: "Website Quote Form", lead_label: "Quote Request" });
    expect(delivered.json.tags).toContain("possible-spam:fast-fill");
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(service.requests.filter((request) => request.json.email === email)).toHaveLength(1);
  });

  test("a quick quote posted without JavaScript reaches the lead service", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail("plain");
    await page.goto(`${site.origin}/services`);
    await fillQuickQuote(page, email);
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Request Received!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the page you were on" })).toHaveAttribute(
      "href",
      "/services",
    );
    const [delivered] = await deliveriesFor(email);
    expect(delivered.json).toMatchObject({ form_name: "Quick Quote Form", lead_type: "Quick Quote" });
    await context.close();
  });
});

test.describe("the two-step form across processes", () => {
  test("step 1 and step 2 reach the lead service as two deliveries of one stored lead", async ({ page }) => {
    const email = uniqueEmail("two-step");
    await open(page, "/test-forms");
    const panel = page.getByRole("tabpanel", { name: "Two-Step Lead Form" });
    await panel.getByRole("textbox", { name: "Phone or email", exact: true }).fill(email);
    await panel.getByRole("button", { name: "Get My Driveway Quote" }).click();
    // Step 1 alone is a lead the business can call back: it is delivered before step 2 exists.
    const [step1] = await deliveriesFor(email);
    expect(step1.json).toMatchObject({ form_name: "Form Testing - Step 1", lead_label: "Phone Collection" });

    await panel.getByRole("textbox", { name: "First Name", exact: true }).fill("Riley");
    await panel.getByRole("textbox", { name: "Last Name", exact: true }).fill("Machine");
    await panel.getByRole("textbox", { name: "Phone", exact: true }).fill("515-555-0135");
    await panel.getByRole("combobox", { name: "Timeline", exact: true }).selectOption("2-3months");
    await panel.getByRole("button", { name: "Submit Request" }).click();
    await expect(panel.getByRole("heading", { name: "Request Received!" })).toBeVisible();

    const deadline = Date.now() + 15_000;
    let both = await deliveriesFor(email);
    while (both.length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      both = service.requests.filter((request) => request.json.email === email);
    }
    expect(both).toHaveLength(2);
    const step2 = both[1];
    expect(step2.json).toMatchObject({
      form_name: "Form Testing - Complete Form",
      contact_lead_id: step1.json.lead_id,
      timeline: "2-3months",
    });

    const shown = leadsCli("show", String(step1.json.lead_id));
    expect(shown.status, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(`Linked submission ${step2.json.lead_id}`);
    expect(shown.stdout).toContain("Form Testing - Complete Form");
  });
});

test.describe("another client posting the spec's general lead payload", () => {
  for (const type of FORM_TYPES) {
    test(`gets 2xx from /api/${type} and its lead is delivered`, async () => {
      const email = uniqueEmail(`general-${type}`);
      const response = await fetch(`${site.origin}/api/${type}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(generalLeadPayload(type, { email })),
      });
      expect(response.status, await response.clone().text()).toBe(201);
      const [delivered] = await deliveriesFor(email);
      expect(delivered.json).toMatchObject({
        form_type: type,
        source: "Partner Directory",
        budget: "5k-10k",
      });
    });
  }
});

test.describe("held submissions", () => {
  test("a filled honeypot is never delivered; released, it arrives exactly once", async ({ page }) => {
    const email = uniqueEmail("honeypot");
    await open(page, "/contact");
    await fillContact(page, email);
    await page.locator('input[name="_hp"]').evaluate((input: HTMLInputElement) => {
      input.value = "http://bot.example";
    });
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
    await page.getByRole("button", { name: "Send Message" }).click();
    // The bot is answered like a customer, so it learns nothing.
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    const { id } = (await (await answered).json()) as { id: string };

    // A customer's lead sent after it arrives; the held one has not.
    const later = uniqueEmail("after-honeypot");
    await open(page, "/contact");
    await fillContact(page, later);
    await page.getByRole("button", { name: "Send Message" }).click();
    await deliveriesFor(later);
    expect(service.requests.filter((request) => request.json.email === email)).toHaveLength(0);

    const held = leadsCli("list", "--status", "spam");
    expect(held.status, held.stderr).toBe(0);
    expect(held.stdout).toContain(id);

    const released = leadsCli("release", id);
    expect(released.status, released.stderr).toBe(0);
    const [delivered] = await deliveriesFor(email);
    expect(delivered.json).toMatchObject({ form_name: "Website Contact Form", lead_id: id });

    const again = leadsCli("release", id);
    expect(again.status).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(service.requests.filter((request) => request.json.email === email)).toHaveLength(1);
  });
});
