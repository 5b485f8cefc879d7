import { randomUUID } from "node:crypto";
import { expect, type Page, type Request, test } from "@playwright/test";
import { DEFAULT_PRICES, priceListVersion } from "@shared/content/prices.ts";
import { ESTIMATE_SHOWN_PATH } from "@shared/estimate/beacon.ts";
import { estimateCopy } from "@shared/estimate/copy.ts";
import { estimateMessages } from "@shared/estimate/form.ts";
import { MIN_FILL_MS } from "../../server/leads/spam.ts";
import { type FakeLeadService, startFakeLeadService } from "../fakes/lead-service.ts";
import { type FakeSmtp, startFakeSmtp } from "../fakes/smtp.ts";
import { expectNoA11yViolations } from "./support/a11y.ts";
import { waitForHydration } from "./support/hydration.ts";
import { type SiteServer, startSiteServer } from "./support/server.ts";

// The instant estimate (issue 30): a GET form the server prices, live in the browser, on /estimate and
// in a compact version on each service page's cost section.

const DRIVEWAY_600 = "$4,800 – $8,400 for about 600 sq ft of broom-finished driveway";

const result = (page: Page) => page.locator("[data-estimate-result]").first();
const control = (page: Page, label: string) => page.getByLabel(label, { exact: true }).first();

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return response;
}

/**
 * Every request the page makes from now on, but the estimate's beacon (counted on its own) and the
 * favicon (Chromium asks for it again whenever the address changes).
 */
function watchRequests(page: Page) {
  const requests: string[] = [];
  const beacons: Request[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path === ESTIMATE_SHOWN_PATH) beacons.push(request);
    else if (path !== "/favicon.svg") requests.push(request.url());
  });
  return { requests, beacons };
}

/**
 * The bodies the page hands navigator.sendBeacon, in order (Chromium gives Playwright no body for a
 * beacon, so the call is read where it is made; the browser still sends it). Call before the page opens.
 */
async function recordBeaconBodies(page: Page) {
  await page.addInitScript(() => {
    const sent: Promise<{ type: string; body: unknown }>[] = [];
    Object.assign(window, { beaconBodies: sent });
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob)
        sent.push(data.text().then((text) => ({ type: data.type, body: JSON.parse(text) })));
      return send(url, data);
    };
  });
  return () =>
    page.evaluate(() =>
      Promise.all((window as unknown as { beaconBodies: Promise<unknown>[] }).beaconBodies),
    );
}

test.describe("the estimate without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a shared address shows the range, its terms and what it assumes, rendered by the server", async ({
    page,
  }) => {
    await open(page, "/estimate?service=driveways&area=600");
    await expect(page).toHaveTitle(/^Instant Concrete Estimate/);
    await expect(result(page)).toContainText(DRIVEWAY_600);
    await expect(result(page)).toContainText(estimateCopy.terms);
    await expect(result(page)).toContainText(estimateCopy.versionLine(priceListVersion(DEFAULT_PRICES)));
    await expect(result(page).getByRole("heading", { name: estimateCopy.assumptionsHeading })).toBeVisible();
    await expect(result(page).getByRole("listitem").first()).toContainText("compacted crushed-rock base");
    await expect(
      result(page).getByRole("link", { name: /\/estimate\?service=driveways&area=600$/ }),
    ).toBeVisible();
    await expect(control(page, "Service")).toHaveValue("driveways");
    await expect(control(page, "Area (sq ft)")).toHaveValue("600");
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/estimate$/);
  });

  test("the form is a GET: length × width and a finish give the range on the next page", async ({ page }) => {
    await open(page, "/estimate");
    await expect(result(page)).toContainText(estimateCopy.waiting);
    await control(page, "Service").selectOption("patios");
    await control(page, "Length (ft)").fill("12");
    await control(page, "Width (ft)").fill("20");
    await page.getByRole("button", { name: estimateCopy.submit }).click();
    await expect(page).toHaveURL(/\/estimate\?service=patios&area=&length=12&width=20&finish=broom$/);
    await expect(result(page)).toContainText(
      "$2,400 – $4,320 for about 240 sq ft (12 × 20 ft) of broom-finished patio",
    );
  });

  const badInputs: { query: string; field: string; message: string }[] = [
    { query: "service=driveways&area=-5", field: "Area (sq ft)", message: estimateMessages.areaTooSmall },
    { query: "service=driveways&area=0", field: "Area (sq ft)", message: estimateMessages.areaTooSmall },
    { query: "service=driveways&area=100001", field: "Area (sq ft)", message: estimateMessages.areaTooLarge },
    { query: "service=driveways&area=lots", field: "Area (sq ft)", message: estimateMessages.areaNotNumber },
    { query: "service=driveways&area=NaN", field: "Area (sq ft)", message: estimateMessages.areaNotNumber },
    { query: "service=driveways", field: "Area (sq ft)", message: estimateMessages.sizeMissing },
    {
      query: "service=driveways&length=1000&width=1000",
      field: "Width (ft)",
      message: estimateMessages.sidesTooLarge,
    },
    {
      query: "service=driveways&length=abc&width=20",
      field: "Length (ft)",
      message: estimateMessages.lengthNotNumber,
    },
    { query: "service=hot-tubs&area=600", field: "Service", message: estimateMessages.service },
    { query: "area=600", field: "Service", message: estimateMessages.service },
    { query: "service=driveways&area=600&finish=gold", field: "Finish", message: estimateMessages.finish },
    {
      query: "service=sidewalk-repair&kind=everything",
      field: "Kind of job",
      message: estimateMessages.kind,
    },
    {
      query: `service=driveways&area=${"9".repeat(5000)}`,
      field: "Area (sq ft)",
      message: estimateMessages.sizeMissing,
    },
  ];
  for (const { query, field, message } of badInputs) {
    test(`says what is wrong next to the field for ${query.slice(0, 60)}`, async ({ page }) => {
      const response = await open(page, `/estimate?${query}`);
      expect(response?.status()).toBe(200);
      await expect(control(page, field)).toHaveAttribute("aria-invalid", "true");
      await expect(control(page, field)).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
      await expect(result(page)).toContainText(estimateCopy.waiting);
      await expect(page.locator("main")).not.toContainText(/NaN|undefined|Infinity/);
    });
  }

  test("a service page's compact version opens the estimate page with its values", async ({ page }) => {
    await open(page, "/services/driveways");
    const compact = page.getByRole("form", { name: estimateCopy.compactHeading });
    await expect(compact.getByLabel("Service")).toHaveValue("driveways");
    await compact.getByLabel("Area (sq ft)").fill("600");
    await compact.getByRole("button", { name: estimateCopy.submit }).click();
    await expect(page).toHaveURL(/\/estimate\?service=driveways&area=600/);
    await expect(result(page)).toContainText(DRIVEWAY_600);
  });
});

test.describe("the estimate with JavaScript", () => {
  test("the range follows the visitor's typing with no request, and the address follows it", async ({
    page,
  }) => {
    const beaconBodies = await recordBeaconBodies(page);
    await open(page, "/estimate");
    await waitForHydration(page);
    const { requests, beacons } = watchRequests(page);
    await control(page, "Service").selectOption("driveways");
    await control(page, "Area (sq ft)").pressSequentially("600");
    await expect(result(page)).toContainText(DRIVEWAY_600);
    await expect(result(page)).toContainText(estimateCopy.terms);
    await expect(page).toHaveURL(/\/estimate\?service=driveways&area=600$/);

    // Stamped and colored: 600 × $8 × 1.20 to 600 × $14 × 1.30.
    await control(page, "Finish").selectOption("stamped");
    await expect(result(page)).toContainText(
      "$5,760 – $10,920 for about 600 sq ft of stamped and colored driveway",
    );
    await expect(page).toHaveURL(/\/estimate\?service=driveways&area=600&finish=stamped$/);

    // Length × width clears the square feet, and the square feet clear length × width.
    await control(page, "Length (ft)").fill("30");
    await expect(control(page, "Area (sq ft)")).toHaveValue("");
    await control(page, "Width (ft)").fill("20");
    await expect(result(page)).toContainText(
      "for about 600 sq ft (30 × 20 ft) of stamped and colored driveway",
    );
    await expect(page).toHaveURL(/\/estimate\?service=driveways&length=30&width=20&finish=stamped$/);
    await control(page, "Area (sq ft)").fill("250");
    await expect(control(page, "Length (ft)")).toHaveValue("");
    await expect(control(page, "Width (ft)")).toHaveValue("");
    await expect(result(page)).toContainText("for about 250 sq ft of stamped and colored driveway");

    // A bad size says so at once; the range waits.
    await control(page, "Area (sq ft)").fill("-4");
    await expect(control(page, "Area (sq ft)")).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(estimateMessages.areaTooSmall)),
    );
    await expect(result(page)).toContainText(estimateCopy.waiting);

    // Sidewalk repair is priced per job: no size, a kind of job, and a custom quote for a code violation.
    await control(page, "Service").selectOption("sidewalk-repair");
    await expect(control(page, "Area (sq ft)")).toHaveCount(0);
    await expect(result(page)).toContainText(
      "$350 – $1,500 for repairing or replacing a section of sidewalk",
    );
    await control(page, "Kind of job").selectOption("code-violation");
    await expect(result(page)).toContainText(estimateCopy.customQuote);

    // An overlay has no finish to choose.
    await control(page, "Service").selectOption("overlays");
    await expect(control(page, "Finish")).toHaveCount(0);

    expect(requests).toEqual([]);
    // One beacon per service shown: driveways, then sidewalk repair.
    await expect.poll(() => beacons.length).toBe(2);
    expect(beacons.map((beacon) => [beacon.method(), new URL(beacon.url()).pathname])).toEqual([
      ["POST", ESTIMATE_SHOWN_PATH],
      ["POST", ESTIMATE_SHOWN_PATH],
    ]);
    expect(await beaconBodies()).toEqual([
      { type: "application/json", body: { service: "driveways" } },
      { type: "application/json", body: { service: "sidewalk-repair" } },
    ]);
  });

  test("the estimate the server rendered sends no beacon; another service's does", async ({ page }) => {
    const beaconBodies = await recordBeaconBodies(page);
    const { beacons } = watchRequests(page);
    await open(page, "/estimate?service=driveways&area=600");
    await waitForHydration(page);
    await control(page, "Area (sq ft)").fill("700");
    await expect(result(page)).toContainText("$5,600 – $9,800");
    expect(beacons).toEqual([]);
    await control(page, "Service").selectOption("patios");
    await expect.poll(() => beacons.length).toBe(1);
    await control(page, "Service").selectOption("driveways");
    await expect(result(page)).toContainText("$5,600 – $9,800");
    await page.waitForTimeout(300);
    expect(beacons).toHaveLength(1);
    expect(await beaconBodies()).toEqual([{ type: "application/json", body: { service: "patios" } }]);
  });

  test("submitting an incomplete form says what is missing and stays on the page", async ({ page }) => {
    await open(page, "/estimate");
    await waitForHydration(page);
    const { requests } = watchRequests(page);
    await control(page, "Service").selectOption("patios");
    await page.getByRole("button", { name: estimateCopy.submit }).click();
    await expect(control(page, "Area (sq ft)")).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(estimateMessages.sizeMissing)),
    );
    await expect(control(page, "Area (sq ft)")).toBeFocused();
    expect(requests).toEqual([]);
  });

  test("each service page's cost section has the compact version, preselected for its service", async ({
    page,
  }) => {
    const pages = [
      { path: "/services/driveways", service: "driveways" },
      { path: "/services/patios", service: "patios" },
      { path: "/services/sidewalks", service: "sidewalks" },
      { path: "/services/decorative-concrete", service: "overlays" },
      { path: "/services/repair", service: "sidewalk-repair" },
    ];
    for (const { path, service } of pages) {
      await open(page, path);
      const compact = page.getByRole("form", { name: estimateCopy.compactHeading });
      await expect(compact.getByLabel("Service"), path).toHaveValue(service);
      // Every service is offered.
      await expect(compact.getByLabel("Service").locator("option")).toHaveCount(6);
    }
  });

  test("the compact version prices live and links to the full estimate, without its assumptions", async ({
    page,
  }) => {
    await open(page, "/services/driveways");
    await waitForHydration(page);
    const compact = page.locator("[data-estimate-compact]");
    await compact.scrollIntoViewIfNeeded();
    const { requests, beacons } = watchRequests(page);
    await compact.getByLabel("Area (sq ft)").pressSequentially("600");
    await expect(compact).toContainText(DRIVEWAY_600);
    await expect(compact).toContainText(estimateCopy.terms);
    await expect(compact.getByRole("heading", { name: estimateCopy.assumptionsHeading })).toHaveCount(0);
    await expect(compact.getByRole("link", { name: estimateCopy.compactMore })).toHaveAttribute(
      "href",
      "/estimate?service=driveways&area=600&finish=broom",
    );
    await compact.getByLabel("Finish").selectOption("exposed-aggregate");
    await expect(compact).toContainText("$5,280 – $10,080 for about 600 sq ft of exposed-aggregate driveway");
    // The live form's code (and its styles) may load; nothing is asked of the server.
    expect(requests.filter((url) => !new URL(url).pathname.startsWith("/assets/"))).toEqual([]);
    await expect.poll(() => beacons.length).toBe(1);
    // The service page keeps its address.
    await expect(page).toHaveURL(/\/services\/driveways$/);

    await compact.getByRole("link", { name: estimateCopy.compactMore }).click();
    await expect(page).toHaveURL(/\/estimate\?service=driveways&area=600&finish=exposed-aggregate$/);
    await expect(result(page)).toContainText("$5,280 – $10,080");
    await expect(result(page).getByRole("heading", { name: estimateCopy.assumptionsHeading })).toBeVisible();
  });

  test("the send form asks for name, phone and e-mail with the quick quote's messages", async ({ page }) => {
    await open(page, "/estimate?service=driveways&area=600");
    await waitForHydration(page);
    const send = page.getByRole("region", { name: estimateCopy.send.heading });
    await send.getByRole("button", { name: estimateCopy.send.submit }).click();
    const expected = {
      Name: "Name is required",
      Phone: "Please enter a valid phone number",
      Email: "Please enter a valid email",
    };
    for (const [label, message] of Object.entries(expected)) {
      const field = send.getByRole("textbox", { name: label, exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(send.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
  });

  for (const query of ["", "?service=driveways&area=600", "?service=driveways&area=-5&finish=gold"]) {
    test(`passes axe on /estimate${query}`, async ({ page }) => {
      await open(page, `/estimate${query}`);
      await waitForHydration(page);
      await expectNoA11yViolations(page);
    });
  }

  test("passes axe with the compact version live on a service page", async ({ page }) => {
    await open(page, "/services/patios");
    await waitForHydration(page);
    const compact = page.locator("[data-estimate-compact]");
    await compact.scrollIntoViewIfNeeded();
    await compact.getByLabel("Area (sq ft)").fill("300");
    await expect(compact).toContainText("$3,000 – $5,400");
    await expectNoA11yViolations(page);
  });
});

test.describe("a sent estimate at the lead service and in the visitor's inbox", () => {
  let service: FakeLeadService;
  let smtp: FakeSmtp;
  let site: SiteServer;

  test.beforeAll(async () => {
    service = await startFakeLeadService();
    smtp = await startFakeSmtp();
    site = await startSiteServer({
      LEAD_WEBHOOK_URL: service.url,
      RATE_LIMIT_PER_MINUTE: "100000",
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: "office@gdm-concrete.test",
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    await service?.close();
    await smtp?.close();
  });

  /**
   * The visitor's copy, which the site sends only for its own form's post (the spam guard's fields)
   * that was not filled faster than a person types.
   */
  async function visitorCopyFor(email: string) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const found = smtp.messages.filter((mail) => mail.to.includes(email));
      if (found.length > 0) return found;
      if (Date.now() > deadline) throw new Error(`no estimate e-mailed to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function deliveryFor(email: string) {
    const deadline = Date.now() + 25_000;
    for (;;) {
      const found = service.requests.find((request) => request.json.email === email);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no delivery for ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const expectedEstimate = {
    service: "driveways",
    size: 600,
    finish: "broom",
    low: 4800,
    high: 8400,
    currency: "USD",
    priceListVersion: expect.stringMatching(/^pl-[0-9a-f]{8}$/),
  };

  test("with JavaScript: a Website Quote Form lead stating the estimate, with its estimate object", async ({
    page,
  }) => {
    const email = `estimate.${randomUUID().slice(0, 8)}@example.com`;
    await page.goto(`${site.origin}/estimate?service=driveways&area=600&finish=broom`);
    await waitForHydration(page);
    const send = page.getByRole("region", { name: estimateCopy.send.heading });
    await send.getByRole("textbox", { name: "Name", exact: true }).fill("Riley Estimate");
    await send.getByRole("textbox", { name: "Phone", exact: true }).fill("515-555-0141");
    await send.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    // A person reads the estimate before sending it; a faster send is tagged possible spam and gets no copy.
    await page.waitForTimeout(MIN_FILL_MS);
    await send.getByRole("button", { name: estimateCopy.send.submit }).click();
    await expect(send.getByRole("heading", { name: estimateCopy.send.success.title })).toBeVisible();

    const delivered = await deliveryFor(email);
    expect(delivered.json).toMatchObject({ form_name: "Website Quote Form", estimate: expectedEstimate });
    expect(String(delivered.json.projectDescription)).toContain(DRIVEWAY_600);
    expect(delivered.json.tags).not.toContainEqual(expect.stringMatching(/^possible-spam/));
    const copies = await visitorCopyFor(email);
    expect(copies).toHaveLength(1);
    expect(copies[0].raw).toContain("Your concrete estimate");
  });

  test("without JavaScript: the plain post carries the estimate's fields", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = `estimate.plain.${randomUUID().slice(0, 8)}@example.com`;
    await page.goto(`${site.origin}/estimate?service=driveways&area=600`);
    const send = page.getByRole("region", { name: estimateCopy.send.heading });
    await expect(send.locator('input[name="_form"]')).toHaveValue("estimate");
    await send.getByRole("textbox", { name: "Name", exact: true }).fill("Riley Plain");
    await send.getByRole("textbox", { name: "Phone", exact: true }).fill("515-555-0142");
    await send.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.waitForTimeout(MIN_FILL_MS);
    await send.getByRole("button", { name: estimateCopy.send.submit }).click();
    const delivered = await deliveryFor(email);
    expect(delivered.json).toMatchObject({
      form_name: "Website Quote Form",
      estimate: expectedEstimate,
    });
    expect(await visitorCopyFor(email)).toHaveLength(1);
    await context.close();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
