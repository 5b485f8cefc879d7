import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "../e2e/support/hydration.ts";
import { type SiteServer, startSiteServer } from "../e2e/support/server.ts";
import { type FakeLeadService, startFakeLeadService } from "../fakes/lead-service.ts";
import { type LowerRole, logIn, type RealWordPress, realWordPress, wordpressPhp } from "./support.ts";

/** The plugin's version, from its header: what an update stores. */
const PLUGIN_VERSION =
  /\* Version:\s+(\S+)/.exec(
    readFileSync(
      new URL("../../wordpress/gdm-concrete-content/gdm-concrete-content.php", import.meta.url),
      "utf8",
    ),
  )?.[1] ?? "";

// The plugin's Leads screen and dashboard widget against the real WordPress of
// `npm run test:wordpress`, reading the site's store through the signed leads API (decision 017):
// a lead sent on the site is listed, a held one released there reaches the lead service once, a
// failed delivery is sent again, a lead is marked as spam and unmarked, the CSV is the command line's,
// and only administrators see any of it.
// Files run in name order: this one comes before wordpress.spec.ts, whose last test stops WordPress.

test.describe.configure({ mode: "serial" });

let wp: RealWordPress;
let site: SiteServer;
let service: FakeLeadService;
let dataDir: string;
let databaseUrl: string;
let admin: Page;

const LEADS_SCREEN = () => `${wp.url}/wp-admin/admin.php?page=gdm-leads`;
const run = randomUUID().slice(0, 6);

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  wp = realWordPress();
  service = await startFakeLeadService();
  dataDir = mkdtempSync(path.join(tmpdir(), "gdm-wp-leads-"));
  databaseUrl = `file:${path.join(dataDir, "site.db")}`;
  site = await startSiteServer(
    {
      WORDPRESS_URL: wp.url,
      WORDPRESS_WEBHOOK_SECRET: wp.secret,
      LEAD_WEBHOOK_URL: service.url,
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_PER_MINUTE: "100000",
    },
    { port: wp.sitePort },
  );
  admin = await loggedIn(browser, wp.user, wp.adminPassword);
});

test.afterAll(async () => {
  await admin?.context().close();
  await site?.stop();
  await service?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function loggedIn(browser: Browser, user: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, wp, user, password);
  return page;
}

/** A contact-form lead posted as a visitor's browser posts it; its id. A filled honeypot makes it held. */
async function postContact(name: string, { held = false, page = "/contact" } = {}): Promise<string> {
  const response = await fetch(`${site.origin}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      form_name: "Website Contact Form",
      form_type: "contact",
      page_source: "Contact Page",
      lead_type: "Prospect",
      name,
      email: `${name.split(" ")[0].toLowerCase()}.${run}@example.com`,
      phone: "515-555-0161",
      subject: "Driveway estimate",
      message: "Our driveway heaved over the winter; could you look at replacing it?",
      page_url: `https://www.gdm-concrete.test${page}`,
      utm_params: {},
      tags: ["Website Lead"],
      _hp: held ? "http://bot.example" : "",
      _started: Date.now() - 20_000,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const deliveriesOf = (leadId: string) =>
  service.requests.filter((request) => request.json.lead_id === leadId);

/** The plugin's CSV temporary files (`gdm-leads-…`) in WordPress's temporary folder, by name. */
function csvTempFiles(): string[] {
  const folder = wordpressPhp(wp, "echo get_temp_dir();");
  return readdirSync(folder).filter((name) => name.startsWith("gdm-leads-"));
}

/** The CSV temporary files there now that were not there before: none once an export is over. */
async function expectNoCsvTempFileLeft(before: string[]) {
  await expect.poll(() => csvTempFiles().filter((name) => !before.includes(name))).toEqual([]);
}

/** `npm run leads -- …` in its own process, against the site's store. */
function leadsCli(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ["bin/leads.mjs", ...args], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATABASE_URL: databaseUrl },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on("close", (status) => resolve({ status, stdout, stderr })));
}

const leadsTable = (page: Page) => page.getByRole("table").first();
const rowOf = (page: Page, name: string) => leadsTable(page).getByRole("row").filter({ hasText: name });

test("a lead sent on the site appears on the Leads screen, and its page shows every field, the campaign, the tags and the delivery", async ({
  page,
}) => {
  const name = `Dana Driveway ${run}`;
  await page.goto(`${site.origin}/contact?utm_source=google&utm_campaign=spring-driveways`);
  await waitForHydration(page);
  const field = (label: string) => page.getByRole("textbox", { name: label, exact: true });
  await field("Full Name").fill(name);
  await field("Email Address").fill(`dana.${run}@example.com`);
  await field("Phone Number").fill("515-555-0177");
  await field("Subject").fill("Cracked driveway in Ankeny");
  await field("Message").fill("The driveway sank by the garage after last winter. Replace or mudjack?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
  await expect.poll(() => service.requests.filter((r) => r.json.name === name).length).toBe(1);

  await admin.goto(LEADS_SCREEN());
  await expect(admin.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  const headers = await leadsTable(admin).getByRole("columnheader").allTextContents();
  expect(headers).toEqual(["When", "Name", "Contact", "Form", "Page", "Campaign", "Status"]);
  const row = rowOf(admin, name);
  await expect(row).toContainText(`dana.${run}@example.com`);
  await expect(row).toContainText("515-555-0177");
  await expect(row).toContainText("Website Contact Form");
  await expect(row).toContainText("/contact");
  await expect(row).toContainText("google / spring-driveways");
  await expect(row).toContainText("Delivered");
  // Newest first: the lead just sent is the first row.
  await expect(leadsTable(admin).getByRole("row").nth(1)).toContainText(name);

  await row.getByRole("link", { name }).click();
  await expect(admin.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(
    admin.getByRole("cell", {
      name: "The driveway sank by the garage after last winter. Replace or mudjack?",
      exact: true,
    }),
  ).toBeVisible();
  await expect(admin.getByRole("row", { name: /utm_campaign\s+spring-driveways/ })).toBeVisible();
  await expect(admin.getByRole("heading", { level: 2, name: "Tags" })).toBeVisible();
  await expect(admin.getByText(/Website Lead/).first()).toBeVisible();
  // What the form added, apart and in plain words: no field keys, tag codes or UTC timestamps.
  await expect(admin.getByRole("heading", { level: 2, name: "How it came in" })).toBeVisible();
  await expect(admin.getByRole("row", { name: /Filed with your lead service as\s+Prospect/ })).toBeVisible();
  await expect(admin.getByText(/Page: Contact Page; .*Form: Contact Form; A general question/)).toBeVisible();
  await expect(
    admin.getByRole("row", { name: /^Sent\s+\w+ \d{1,2}, \d{4} \d{1,2}:\d{2} [ap]m$/ }),
  ).toBeVisible();
  await expect(admin.locator("#wpbody")).not.toContainText(/Lead type|source:|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  // Deliveries and attempts in words, not the store's codes.
  await expect(admin.getByRole("heading", { level: 3, name: "Lead service: Delivered" })).toBeVisible();
  await expect(admin.getByRole("row", { name: /Delivered\s+HTTP 200/ })).toBeVisible();
});

test("the search finds a lead by e-mail or phone, and the filters show held, failed and test leads apart", async () => {
  const name = `Sam Searchable ${run}`;
  await postContact(name);
  await admin.goto(LEADS_SCREEN());
  await admin
    .getByRole("searchbox", { name: "Search by name, e-mail or phone" })
    .fill(`sam.${run}@example.com`);
  await admin.getByRole("button", { name: "Search leads" }).click();
  await expect(leadsTable(admin).getByRole("row")).toHaveCount(2);
  await expect(rowOf(admin, name)).toBeVisible();
  await expect(admin.getByText("1 lead", { exact: true })).toBeVisible();

  await admin
    .getByRole("searchbox", { name: "Search by name, e-mail or phone" })
    .fill("nobody-at-all@example.com");
  await admin.getByRole("button", { name: "Search leads" }).click();
  await expect(admin.getByRole("cell", { name: "No leads match." })).toBeVisible();

  await postContact(`Tess Tester ${run}`, { page: "/test-forms" });
  await admin.goto(LEADS_SCREEN());
  await admin.getByRole("link", { name: "Test", exact: true }).click();
  await expect(rowOf(admin, `Tess Tester ${run}`)).toContainText("(test)");
  await expect(rowOf(admin, name)).toHaveCount(0);
});

test("the list shows 25 leads a page, newest first, and the next page the rest", async () => {
  // 26 leads with one name in common (and e-mails of their own), found together by a search.
  for (let i = 0; i < 26; i++) await postContact(`P${String(i).padStart(2, "0")} Pager${run}`);
  await admin.goto(`${LEADS_SCREEN()}&s=pager${run}`);
  await expect(admin.getByText("26 leads", { exact: true })).toBeVisible();
  await expect(admin.getByText("Page 1 of 2", { exact: true })).toBeVisible();
  const rows = leadsTable(admin).getByRole("row");
  await expect(rows).toHaveCount(1 + 25);
  await expect(rows.nth(1)).toContainText(`P25 Pager${run}`);
  await expect(rows.nth(25)).toContainText(`P01 Pager${run}`);

  await admin.getByRole("link", { name: "Next page" }).click();
  await expect(admin.getByText("Page 2 of 2", { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(1 + 1);
  await expect(rows.nth(1)).toContainText(`P00 Pager${run}`);
  await expect(admin.getByRole("link", { name: "Next page" })).toHaveCount(0);
  await admin.getByRole("link", { name: "Previous page" }).click();
  await expect(admin.getByText("Page 1 of 2", { exact: true })).toBeVisible();
});

test("what a visitor typed is shown as text on the Leads screen and a lead's page, never run as HTML", async () => {
  const name = `Eve <img src=x onerror="window.__xss=1"><b>Bold</b> ${run}`;
  await postContact(name);
  await admin.goto(`${LEADS_SCREEN()}&s=${encodeURIComponent(`eve.${run}`)}`);
  const row = rowOf(admin, `Bold</b> ${run}`);
  await expect(row).toContainText(name);
  await row.getByRole("link").first().click();
  await expect(admin.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(admin.locator(".gdm-leads img, .gdm-leads b")).toHaveCount(0);
  expect(await admin.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

test("a held lead released on the Leads screen reaches the lead service once", async () => {
  const name = `Holly Held ${run}`;
  const id = await postContact(name, { held: true });
  await admin.goto(LEADS_SCREEN());
  await admin.getByRole("link", { name: "Held as spam", exact: true }).click();
  const row = rowOf(admin, name);
  await expect(row).toContainText("Held as spam");
  await row.getByRole("link", { name }).click();
  await expect(
    admin.getByText(/Held because: .+\. It has not been sent to your lead service\./),
  ).toBeVisible();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(deliveriesOf(id)).toHaveLength(0);

  // The form as the browser would send it again (a double click, the back button and a resubmit).
  const form = admin
    .locator("form")
    .filter({ has: admin.getByRole("button", { name: "Release: deliver this lead" }) });
  const fields = Object.fromEntries(
    await form
      .locator("input[type=hidden]")
      .evaluateAll((inputs) =>
        inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
      ),
  );
  await admin.getByRole("button", { name: "Release: deliver this lead" }).click();
  await expect(admin.getByText("Released: the lead is on its way to your lead service.")).toBeVisible();
  await expect.poll(() => deliveriesOf(id).length, { timeout: 15_000 }).toBe(1);
  expect(deliveriesOf(id)[0].json).toMatchObject({ name, form_name: "Website Contact Form" });
  await expect(admin.getByRole("button", { name: "Release: deliver this lead" })).toHaveCount(0);

  const again = await admin.request.post(`${wp.url}/wp-admin/admin-post.php`, { form: fields });
  expect(again.ok()).toBe(true);
  expect(await again.text()).toContain("This lead is not held, so there was nothing to release.");
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(deliveriesOf(id)).toHaveLength(1);
  await admin.reload();
  await expect(admin.getByText(/^(Delivered|Waiting to deliver) · /)).toBeVisible();
});

test('a delivered lead is marked as spam on its Leads screen, and "It is not spam" removes the mark; nothing is sent again', async () => {
  const name = `Mark Marked ${run}`;
  const id = await postContact(name);
  await expect.poll(() => deliveriesOf(id).length, { timeout: 15_000 }).toBe(1);

  await admin.goto(`${LEADS_SCREEN()}&lead=${id}`);
  await expect(admin.getByText(/^Delivered · /)).toBeVisible();
  await expect(
    admin.getByText("A record only: nothing is deleted, and nothing sent is taken back."),
  ).toBeVisible();
  const markAsSpam = admin.getByRole("button", { name: "Mark as spam", exact: true });
  await expect(markAsSpam).toHaveClass(/\bbutton\b/);
  await expect(markAsSpam).not.toHaveClass(/button-primary/);
  // The form as the browser would send it again (a double click, the back button and a resubmit).
  const form = admin.locator("form").filter({ has: markAsSpam });
  const fields = Object.fromEntries(
    await form
      .locator("input[type=hidden]")
      .evaluateAll((inputs) =>
        inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
      ),
  );
  await markAsSpam.click();
  await expect(
    admin.getByText('Marked as spam. Nothing was deleted; "It is not spam" removes the mark.'),
  ).toBeVisible();
  await expect(admin.getByText(/^Marked as spam · /)).toBeVisible();
  await expect(
    admin.getByText("This lead is marked as spam. Nothing was deleted; releasing it removes the mark."),
  ).toBeVisible();
  await expect(admin.getByRole("button", { name: "Mark as spam", exact: true })).toHaveCount(0);
  await admin.goto(LEADS_SCREEN());
  await expect(rowOf(admin, name)).toContainText("Marked as spam");

  const again = await admin.request.post(`${wp.url}/wp-admin/admin-post.php`, { form: fields });
  expect(again.ok()).toBe(true);
  expect(await again.text()).toContain("This lead was already marked as spam.");

  await admin.goto(`${LEADS_SCREEN()}&lead=${id}`);
  await admin.getByRole("button", { name: "It is not spam" }).click();
  await expect(
    admin.getByText(
      "The spam mark is removed. The lead had been delivered already, so nothing was sent again.",
    ),
  ).toBeVisible();
  await expect(admin.getByText(/^Delivered · /)).toBeVisible();
  await expect(admin.getByRole("button", { name: "Mark as spam", exact: true })).toBeVisible();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(deliveriesOf(id)).toHaveLength(1);
});

test("an Editor, without gdm_manage_leads, cannot mark a lead as spam: the handler answers 403 and the lead stays delivered", async ({
  browser,
}) => {
  const name = `Ed Editorproof ${run}`;
  const id = await postContact(name);
  await expect.poll(() => deliveriesOf(id).length, { timeout: 15_000 }).toBe(1);
  const user = wp.users.editor;
  const page = await loggedIn(browser, user.user, user.password);
  try {
    const marked = await page.request.post(`${wp.url}/wp-admin/admin-post.php`, {
      form: { action: "gdm_leads_spam", lead: id },
    });
    expect(marked.status()).toBe(403);
    expect(await marked.text()).toContain("Sorry, you are not allowed");
  } finally {
    await page.context().close();
  }
  await admin.goto(`${LEADS_SCREEN()}&lead=${id}`);
  await expect(admin.getByText(/^Delivered · /)).toBeVisible();
  await expect(admin.getByRole("button", { name: "Mark as spam", exact: true })).toBeVisible();
});

test("a delivery the lead service refused is sent again from the Leads screen", async () => {
  service.queue({ kind: "status", status: 422 });
  const name = `Fran Failed ${run}`;
  const id = await postContact(name);
  await expect.poll(() => deliveriesOf(id).length, { timeout: 15_000 }).toBe(1);
  await admin.goto(LEADS_SCREEN());
  await admin.getByRole("link", { name: "Delivery failed", exact: true }).click();
  await expect(rowOf(admin, name)).toContainText("Delivery failed");
  await rowOf(admin, name).getByRole("link", { name }).click();
  await expect(admin.getByRole("heading", { level: 3, name: "Lead service: Delivery failed" })).toBeVisible();
  await expect(admin.getByRole("row", { name: /Failed; no more tries\s+HTTP 422/ })).toBeVisible();
  await admin.getByRole("button", { name: "Retry the failed delivery" }).click();
  await expect(
    admin.getByText("Sent again: the failed delivery will be tried again in a moment."),
  ).toBeVisible();
  await expect.poll(() => deliveriesOf(id).length, { timeout: 15_000 }).toBe(2);
  await expect
    .poll(
      async () => {
        await admin.reload();
        return admin.getByRole("heading", { level: 3, name: "Lead service: Delivered" }).count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
});

test("the CSV downloads, and is the same as `npm run leads -- export --csv`", async () => {
  const tempFilesBefore = csvTempFiles();
  await admin.goto(LEADS_SCREEN());
  const downloading = admin.waitForEvent("download");
  await admin.getByRole("link", { name: "Export these as CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) as string, "utf8");
  const cli = await leadsCli("export", "--csv");
  expect(cli.status, cli.stderr).toBe(0);
  expect(csv).toBe(cli.stdout);
  expect(csv).toContain(`Holly Held ${run}`);

  // The current filter is what is exported.
  await admin.getByRole("link", { name: "Held as spam", exact: true }).click();
  const heldDownload = admin.waitForEvent("download");
  await admin.getByRole("link", { name: "Export these as CSV" }).click();
  const held = readFileSync((await (await heldDownload).path()) as string, "utf8");
  const lines = held.split("\r\n").filter(Boolean);
  expect(lines[0]).toBe(csv.split("\r\n")[0]);
  expect(lines.slice(1).every((line) => cli.stdout.includes(line))).toBe(true);
  expect(held).not.toContain(`Dana Driveway ${run}`);
  // The CSV passed through a temporary file on WordPress's server: removed once it was sent.
  await expectNoCsvTempFileLeft(tempFilesBefore);
});

test("the CSV's temporary file is readable by the web server's user only (0600), named gdm-leads-…", () => {
  const made = wordpressPhp(
    wp,
    "$f = gdm_concrete_leads_temp_file(); clearstatcache(); echo basename( $f ) . ' ' . decoct( fileperms( $f ) & 0777 ); gdm_concrete_leads_delete_temp_file( $f ); echo file_exists( $f ) ? ' left' : ' removed';",
  );
  expect(made).toMatch(/^gdm-leads-\S+ 600 removed$/);
});

test("the dashboard widget counts this week's and this month's leads, held and failed, by page and by campaign", async () => {
  await admin.goto(`${wp.url}/wp-admin/index.php`);
  const widget = admin.locator("#gdm_leads_summary");
  await expect(widget.getByRole("heading", { name: "Website leads" })).toBeVisible();
  const counts = async (row: string) =>
    (
      await widget
        .getByRole("row", { name: new RegExp(`^${row}`) })
        .getByRole("cell")
        .allTextContents()
    ).map(Number);
  // Sent by these tests: Dana, Sam, Tess, Holly (held, then released), Fran (failed, then delivered).
  const [weekTotal, monthTotal] = await counts("Leads");
  expect(weekTotal).toBeGreaterThanOrEqual(5);
  expect(monthTotal).toBe(weekTotal);
  expect((await counts("Held as spam"))[0]).toBe(0);
  expect((await counts("Delivery failed"))[0]).toBe(0);
  // By page and by campaign, this week and this month: only Dana came from the ad.
  const [pageWeek, pageMonth] = await counts("/contact");
  expect(pageWeek).toBeGreaterThanOrEqual(3);
  expect(pageMonth).toBe(pageWeek);
  expect(await counts("google / spring-driveways")).toEqual([1, 1]);

  const id = await postContact(`Bo Bot ${run}`, { held: true });
  await admin.reload();
  expect((await counts("Held as spam"))[0]).toBe(1);
  expect((await counts("Leads"))[0]).toBe(weekTotal + 1);
  expect(deliveriesOf(id)).toHaveLength(0);
});

/** Runs PHP inside this WordPress, as a script on its server would. */
const php = (code: string) => wordpressPhp(wp, code);
const adminHas = "echo get_role( 'administrator' )->has_cap( 'gdm_manage_leads' ) ? 'has' : 'lacks';";
const storedVersion = "echo get_option( 'gdm_concrete_content_version', 'none' );";

test("an administrator of a site updated from 1.2.0 or earlier (no stored version, the capability missing) sees Leads on the first page after the update", async () => {
  // The site as 1.2.0 (or 1.1.0, before the capability) left it: no version stored, nothing granted.
  expect(
    php(
      `delete_option( 'gdm_concrete_content_version' ); get_role( 'administrator' )->remove_cap( 'gdm_manage_leads' ); ${adminHas}`,
    ),
  ).toBe("lacks");

  const screen = await admin.goto(LEADS_SCREEN());
  expect(screen?.status()).toBe(200);
  await expect(admin.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(admin.locator("#adminmenu").getByRole("link", { name: "Leads" })).toBeVisible();
  expect(php(adminHas)).toBe("has");
  expect(php(storedVersion)).toBe(PLUGIN_VERSION);
});

test("an owner who takes the Leads capability from the administrator role keeps it taken: page after page, no Leads menu, and the screen answers 403", async () => {
  expect(php(storedVersion)).toBe(PLUGIN_VERSION);
  expect(php(`get_role( 'administrator' )->remove_cap( 'gdm_manage_leads' ); ${adminHas}`)).toBe("lacks");
  try {
    for (const url of [`${wp.url}/wp-admin/index.php`, `${wp.url}/wp-admin/edit.php`]) {
      const page = await admin.goto(url);
      expect(page?.status()).toBe(200);
      await expect(admin.locator("#adminmenu")).toBeVisible();
      await expect(admin.locator("#adminmenu").getByRole("link", { name: "Leads" })).toHaveCount(0);
      await expect(admin.locator("#gdm_leads_summary")).toHaveCount(0);
    }
    const screen = await admin.goto(LEADS_SCREEN());
    expect(screen?.status()).toBe(403);
    await expect(admin.getByText(/Sorry, you are not allowed/)).toBeVisible();
    expect(php(adminHas)).toBe("lacks");
  } finally {
    // Given back for the tests that follow, as an owner would with a role editor.
    php("get_role( 'administrator' )->add_cap( 'gdm_manage_leads' );");
  }
  const screen = await admin.goto(LEADS_SCREEN());
  expect(screen?.status()).toBe(200);
});

for (const role of ["editor", "author"] satisfies LowerRole[]) {
  test(`an ${role === "editor" ? "Editor" : "Author"} sees no Leads menu nor widget, and the screen and its actions refuse them`, async ({
    browser,
  }) => {
    const user = wp.users[role];
    const page = await loggedIn(browser, user.user, user.password);
    try {
      await expect(page.locator("#adminmenu")).toBeVisible();
      await expect(page.locator("#adminmenu").getByRole("link", { name: "Leads" })).toHaveCount(0);
      await expect(page.locator("#gdm_leads_summary")).toHaveCount(0);
      const screen = await page.goto(LEADS_SCREEN());
      expect(screen?.status()).toBe(403);
      await expect(page.getByText(/not allowed/)).toBeVisible();
      await expect(page.getByText("Holly Held")).toHaveCount(0);
      const exported = await page.request.get(`${wp.url}/wp-admin/admin-post.php?action=gdm_leads_export`);
      expect(exported.status()).toBe(403);
      expect(await exported.text()).not.toContain("@example.com");
      const released = await page.request.post(`${wp.url}/wp-admin/admin-post.php`, {
        form: { action: "gdm_leads_release", lead: "any-lead" },
      });
      expect(released.status()).toBe(403);
      const marked = await page.request.post(`${wp.url}/wp-admin/admin-post.php`, {
        form: { action: "gdm_leads_spam", lead: "any-lead" },
      });
      expect(marked.status()).toBe(403);
    } finally {
      await page.context().close();
    }
  });
}

test("an administrator gives the leads to Editors on Settings → Concrete site and takes them back, at once; Authors never get them", async ({
  browser,
}) => {
  const SETTINGS = `${wp.url}/wp-admin/options-general.php?page=gdm-concrete-site`;
  const editorHas = "echo get_role( 'editor' )->has_cap( 'gdm_manage_leads' ) ? 'has' : 'lacks';";
  const name = `Eve Editor ${run}`;
  const id = await postContact(name);
  await expect.poll(() => deliveriesOf(id).length, { timeout: 15_000 }).toBe(1);
  const editor = await loggedIn(browser, wp.users.editor.user, wp.users.editor.password);
  const author = await loggedIn(browser, wp.users.author.user, wp.users.author.password);
  const leadsMenu = (page: Page) => page.locator("#adminmenu").getByRole("link", { name: "Leads" });
  const setEditors = async (allowed: boolean) => {
    await admin.goto(SETTINGS);
    const box = admin.getByLabel("Editors may see the leads and act on them");
    await expect(box).toBeChecked({ checked: !allowed });
    await box.setChecked(allowed);
    await admin.getByRole("button", { name: "Save changes" }).click();
    await expect(admin.getByText("Saved. The website shows the change on its next page view.")).toBeVisible();
    await expect(admin.getByLabel("Editors may see the leads and act on them")).toBeChecked({
      checked: allowed,
    });
  };
  try {
    // Off by default: an Editor has no Leads.
    expect(php(editorHas)).toBe("lacks");
    await editor.goto(`${wp.url}/wp-admin/index.php`);
    await expect(leadsMenu(editor)).toHaveCount(0);
    expect((await editor.goto(LEADS_SCREEN()))?.status()).toBe(403);

    await setEditors(true);
    expect(php(editorHas)).toBe("has");
    // The Editor's next page has the menu, the widget and the screen, and the actions work.
    await editor.goto(`${wp.url}/wp-admin/index.php`);
    await expect(leadsMenu(editor)).toBeVisible();
    await expect(
      editor.locator("#gdm_leads_summary").getByRole("heading", { name: "Website leads" }),
    ).toBeVisible();
    expect((await editor.goto(LEADS_SCREEN()))?.status()).toBe(200);
    await expect(editor.getByRole("link", { name, exact: true })).toBeVisible();
    await editor.goto(`${LEADS_SCREEN()}&lead=${id}`);
    await editor.getByRole("button", { name: "Mark as spam", exact: true }).click();
    await expect(
      editor.getByText('Marked as spam. Nothing was deleted; "It is not spam" removes the mark.'),
    ).toBeVisible();
    await editor.getByRole("button", { name: "It is not spam" }).click();
    await expect(editor.getByText(/^Delivered · /)).toBeVisible();
    // Whatever an Editor may, an Author may not: no menu, a 403.
    await author.goto(`${wp.url}/wp-admin/index.php`);
    await expect(author.locator("#adminmenu")).toBeVisible();
    await expect(leadsMenu(author)).toHaveCount(0);
    expect((await author.goto(LEADS_SCREEN()))?.status()).toBe(403);
    const authorSpam = await author.request.post(`${wp.url}/wp-admin/admin-post.php`, {
      form: { action: "gdm_leads_spam", lead: id },
    });
    expect(authorSpam.status()).toBe(403);
    // An Editor cannot change the setting: the settings page is the administrators'.
    expect((await editor.goto(SETTINGS))?.status()).toBe(403);

    await setEditors(false);
    expect(php(editorHas)).toBe("lacks");
    await editor.goto(`${wp.url}/wp-admin/index.php`);
    await expect(editor.locator("#adminmenu")).toBeVisible();
    await expect(leadsMenu(editor)).toHaveCount(0);
    await expect(editor.locator("#gdm_leads_summary")).toHaveCount(0);
    expect((await editor.goto(LEADS_SCREEN()))?.status()).toBe(403);
  } finally {
    php("get_role( 'editor' )->remove_cap( 'gdm_manage_leads' );");
    await editor.context().close();
    await author.context().close();
  }
});

test("with the website down or hanging, the Leads screen, a lead's page, the widget, Release and the export each say so in words within seconds, never with a PHP error", async () => {
  const name = `Dee Down ${run}`;
  const id = await postContact(name, { held: true });
  await admin.goto(`${LEADS_SCREEN()}&lead=${id}`);
  const release = admin.getByRole("button", { name: "Release: deliver this lead" });
  await expect(release).toBeVisible();
  await site.stop();
  const noPhpError = () =>
    expect(admin.getByText(/Fatal error|Warning:|Notice:|critical error/i)).toHaveCount(0);

  await release.click();
  await expect(
    admin.getByText(
      "The website could not be reached or refused the call. Check Settings → Concrete site and try again.",
    ),
  ).toBeVisible();
  await expect(admin.getByText(/^The website did not answer: /)).toBeVisible();
  await noPhpError();

  const screen = await admin.goto(LEADS_SCREEN());
  expect(screen?.status()).toBe(200);
  await expect(admin.getByText(/^The website did not answer: /)).toBeVisible();
  await noPhpError();

  await admin.goto(`${wp.url}/wp-admin/index.php`);
  await expect(admin.locator("#gdm_leads_summary").getByText(/^The website did not answer: /)).toBeVisible();
  await noPhpError();

  const tempFilesBefore = csvTempFiles();
  await admin.goto(LEADS_SCREEN());
  await admin.getByRole("link", { name: "Export these as CSV" }).click();
  await expect(
    admin.getByText("The CSV could not be made: the website could not be reached or refused the call."),
  ).toBeVisible();
  await noPhpError();
  // The temporary file made for the CSV is removed although the call failed.
  await expectNoCsvTempFileLeft(tempFilesBefore);
  expect(deliveriesOf(id)).toHaveLength(0);

  // A website that takes the call and never answers holds the screen up for seconds, not minutes
  // (the plugin gives up after its own timeout; without it PHP would wait its default 60 s).
  const hanging = createServer(() => {});
  await new Promise<void>((resolve) => hanging.listen(wp.sitePort, "127.0.0.1", resolve));
  try {
    const started = Date.now();
    await admin.goto(LEADS_SCREEN());
    await expect(admin.getByText(/^The website did not answer: /)).toBeVisible();
    expect(Date.now() - started).toBeLessThan(30_000);
  } finally {
    hanging.closeAllConnections();
    await new Promise((resolve) => hanging.close(resolve));
  }
});
