import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import type { SiteServer } from "../e2e/support/server.ts";
import { busyCalendar, type FakeOwnerCalendar, startFakeOwnerCalendar } from "../fakes/owner-calendar.ts";
import { logIn, type RealWordPress, realWordPress, startSiteFor } from "./support.ts";

// The free on-site estimate's visits in WordPress (issue 41 §4), against the real WordPress of
// `npm run test:wordpress` and the production site on its own store: a visit booked on the site is on
// the dashboard widget and the Leads screen; the owner moves it to another window and cancels it
// there, and the site's store shows each; the booking settings saved on Settings → Concrete site
// change the windows the site offers; an Editor sees no booking settings.
// Files run in name order: this one comes before wordpress.spec.ts, whose last test stops WordPress.

test.describe.configure({ mode: "serial" });

let wp: RealWordPress;
let site: SiteServer;
let dataDir: string;
let databaseUrl: string;
let admin: Page;
let calendar: FakeOwnerCalendar | undefined;

const run = randomUUID().slice(0, 6);
const NAME = `Vera Visit ${run}`;
const LEADS_SCREEN = () => `${wp.url}/wp-admin/admin.php?page=gdm-leads`;
const SETTINGS = () => `${wp.url}/wp-admin/options-general.php?page=gdm-concrete-site`;

interface Window {
  start: string;
  available: number;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  wp = realWordPress();
  dataDir = mkdtempSync(path.join(tmpdir(), "gdm-wp-visits-"));
  databaseUrl = `file:${path.join(dataDir, "site.db")}`;
  site = await startSiteFor(wp, { DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: "100000" });
  admin = await loggedIn(browser, wp.user, wp.adminPassword);
});

test.afterAll(async () => {
  await calendar?.close();
  await admin?.context().close();
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function loggedIn(browser: Browser, user: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, wp, user, password);
  return page;
}

async function windows(): Promise<Window[]> {
  const answer = await fetch(`${site.origin}/api/bookings/windows`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { windows: Window[] }).windows;
}

/** `npm run leads -- visits --cancelled` against the site's store: what it says of the visits. */
function visitsInStore(): Promise<string> {
  const child = spawn(process.execPath, ["bin/leads.mjs", "visits", "--days", "60", "--cancelled"], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATABASE_URL: databaseUrl },
  });
  let stdout = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  return new Promise((resolve) => child.on("close", () => resolve(stdout)));
}

const lineOf = (text: string) => text.split("\n").find((line) => line.includes(NAME)) ?? "";

let booked: Window;

test("a visit booked on the site is on the dashboard widget and the Leads screen", async () => {
  booked = (await windows()).filter((w) => w.available > 0)[1];
  const answer = await fetch(`${site.origin}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      start: booked.start,
      name: NAME,
      phone: "(515) 555-0177",
      email: `vera.${run}@example.com`,
      address: "1200 SE Delaware Ave",
      city: "Ankeny",
      zip: "50021",
    }),
  });
  expect(answer.status).toBe(201);
  const label = ((await answer.json()) as { visit: { label: string } }).visit.label;

  await admin.goto(`${wp.url}/wp-admin/index.php`);
  const widget = admin.locator("#gdm-dashboard-visits");
  await expect(widget.getByRole("heading", { name: "Coming on-site estimates" })).toBeVisible();
  await expect(widget.getByRole("listitem").filter({ hasText: NAME })).toContainText(
    `${label} — ${NAME}, Ankeny`,
  );

  await admin.goto(LEADS_SCREEN());
  const section = admin.locator("#gdm-visits");
  await expect(section.getByRole("heading", { name: "Coming visits" })).toBeVisible();
  const row = section.getByRole("row").filter({ hasText: NAME });
  await expect(row).toContainText(label);
  await expect(row).toContainText("1200 SE Delaware Ave");
  await expect(row.getByRole("link", { name: "Cancel visit" })).toBeVisible();
});

test("the owner moves the visit to another window, and the site's store has it there", async () => {
  const free = (await windows()).filter((w) => w.available > 0 && w.start !== booked.start);
  const to = free[3];
  await admin.goto(LEADS_SCREEN());
  const row = admin.locator("#gdm-visits").getByRole("row").filter({ hasText: NAME });
  await row.getByLabel("Move to").selectOption(to.start);
  await row.getByRole("button", { name: "Move visit" }).click();
  await admin.waitForURL(/gdm_visit_done=1/);
  const notice = admin.locator(".gdm-visit-notice");
  await expect(notice).toHaveClass(/notice-success/);
  await expect(notice).toContainText("The visit is moved to");
  const movedLabel = (await notice.textContent())?.match(/moved to (.+)\. The visitor/)?.[1] ?? "";
  expect(movedLabel).not.toBe("");

  const line = lineOf(await visitsInStore());
  expect(line.startsWith(movedLabel)).toBe(true);
  expect(line).not.toContain("CANCELLED");
  // The site now offers the first window again, and not the one the visit moved to.
  const after = await windows();
  expect(after.find((w) => w.start === booked.start)?.available).toBe(1);
  expect(after.find((w) => w.start === to.start)?.available).toBe(0);
});

test("the owner cancels the visit after confirming, and the site's store has it cancelled by the owner", async () => {
  await admin.goto(LEADS_SCREEN());
  const row = () => admin.locator("#gdm-visits").getByRole("row").filter({ hasText: NAME });
  await row().getByRole("link", { name: "Cancel visit" }).click();
  await expect(row()).toContainText("The visitor is e-mailed that you had to cancel.");
  // Nothing is cancelled before the confirm.
  expect(lineOf(await visitsInStore())).not.toContain("CANCELLED");
  await row().getByRole("button", { name: "Yes, cancel the visit" }).click();
  await admin.waitForURL(/gdm_visit_done=1/);
  await expect(admin.locator(".gdm-visit-notice")).toContainText("is cancelled. The visitor is e-mailed.");
  await expect(row()).toContainText("Cancelled by you");
  await expect(row().getByRole("link", { name: "Cancel visit" })).toHaveCount(0);
  expect(lineOf(await visitsInStore())).toContain("CANCELLED by owner");

  // The widget names booked visits only.
  await admin.goto(`${wp.url}/wp-admin/index.php`);
  await expect(admin.locator("#gdm-dashboard-visits")).not.toContainText(NAME);
});

test("the booking settings saved in WordPress change the windows the site offers; a wrong one is refused in words", async () => {
  expect((await windows()).every((w) => w.available <= 1)).toBe(true);
  await admin.goto(SETTINGS());
  const section = admin.locator("#gdm-booking");
  await expect(section.getByRole("heading", { name: "Booking the on-site estimate" })).toBeVisible();
  await expect(section.getByLabel("Block the holidays")).toBeChecked();
  await expect(section.getByText("Subscribe your calendar to the visits:")).toBeVisible();
  // The site's SITE_URL, signed with its store's key, as `npm run leads -- calendar-url` prints it.
  await expect(section.locator("#gdm-booking-feed")).toHaveValue(
    /^https?:\/\/[^/]+\/calendar\/visits\.ics\?token=v1\./,
  );
  await section.getByLabel("Visits per window").fill("2");
  await section.getByLabel("Reminder time").fill("25:00");
  const since = Date.now();
  await admin.getByRole("button", { name: "Save changes" }).click();
  await admin.waitForURL(/gdm-saved=1/);
  await expect(admin.locator(".gdm-booking-error")).toContainText(
    "Reminder time was not saved: “25:00” is not a 24-hour time such as 17:00.",
  );
  await expect(admin.locator("#gdm-booking").getByLabel("Visits per window")).toHaveValue("2");

  let offered = await windows();
  while (!offered.some((w) => w.available === 2) && Date.now() - since < 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    offered = await windows();
  }
  console.log(`The site offered 2 places a window ${Date.now() - since} ms after the save.`);
  expect(offered.some((w) => w.available === 2)).toBe(true);
  expect(offered.every((w) => w.available <= 2)).toBe(true);
});

test("the owner's own calendar given in WordPress takes its busy window out of the site's booking page", async () => {
  const free = (await windows()).filter((w) => w.available > 0);
  const busy = free[5];
  calendar = await startFakeOwnerCalendar(
    busyCalendar([
      {
        start: Date.parse(busy.start) + 30 * 60_000,
        end: Date.parse(busy.start) + 60 * 60_000,
        summary: "Dentist",
      },
    ]),
  );
  await admin.goto(SETTINGS());
  const field = admin.locator("#gdm-booking").getByLabel("Your own calendar");
  await field.fill("ftp://calendar.example/basic.ics");
  await admin.getByRole("button", { name: "Save changes" }).click();
  await admin.waitForURL(/gdm-saved=1/);
  await expect(admin.locator("#gdm-booking")).toContainText("That is not a calendar's address");

  await admin.locator("#gdm-booking").getByLabel("Your own calendar").fill(calendar.url);
  const since = Date.now();
  await admin.getByRole("button", { name: "Save changes" }).click();
  await admin.waitForURL(/gdm-saved=1/);
  await expect(admin.locator("#gdm-booking")).toContainText(
    `The website reads your calendar at ${calendar.host}`,
  );
  // The address is the owner's secret: the screen shows its host, never the address itself.
  expect(await admin.content()).not.toContain(calendar.url);

  let offered = await windows();
  while (offered.some((w) => w.start === busy.start) && Date.now() - since < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    offered = await windows();
  }
  console.log(`The busy window left the booking page ${Date.now() - since} ms after the save.`);
  expect(offered.map((w) => w.start)).not.toContain(busy.start);
  expect(offered.map((w) => w.start)).toContain(free[4].start);

  await admin.locator("#gdm-booking").getByLabel("Stop reading my calendar").check();
  await admin.getByRole("button", { name: "Save changes" }).click();
  await admin.waitForURL(/gdm-saved=1/);
  await expect(admin.locator("#gdm-booking")).not.toContainText("The website reads your calendar");
});

test("an Editor sees no booking settings", async ({ browser }) => {
  const editor = await loggedIn(browser, wp.users.editor.user, wp.users.editor.password);
  try {
    await editor.goto(SETTINGS());
    await expect(editor.getByText("Booking the on-site estimate")).toHaveCount(0);
    await expect(editor.locator("#gdm-booking")).toHaveCount(0);
  } finally {
    await editor.context().close();
  }
});
