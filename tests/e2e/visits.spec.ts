import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import ICAL from "ical.js";
import { dateText, zonedDate, zonedToUtc } from "../../shared/booking/zone.ts";
import { busyCalendar, type FakeOwnerCalendar, startFakeOwnerCalendar } from "../fakes/owner-calendar.ts";
import { type FakeSmtp, startFakeSmtp } from "../fakes/smtp.ts";
import { clientBusiness } from "../support/client-business.ts";
import { waitForHydration } from "./support/hydration.ts";
import { leadsCliWith } from "./support/leads-cli.ts";
import { type SiteServer, startSiteServer } from "./support/server.ts";

// A booked visit's life on the production build (issue 41): booked in the browser, its confirmation
// e-mailed to a real SMTP server on 127.0.0.1 with the link to move or cancel it, the reminder of the
// day before, the visit moved and cancelled through that link; the owner's calendar (a stand-in
// iCalendar host) taking out the window its busy event overlaps; and the owner's feed of visits read
// by ical.js, Mozilla's iCalendar parser.

const SITE_URL = "https://www.gdm-concrete.test";
const ZONE = "America/Chicago";

let smtp: FakeSmtp;
let calendar: FakeOwnerCalendar;
let site: SiteServer;
let dataDir: string;
let env: Record<string, string>;
/** The day after tomorrow, business time, and its 10 AM window, which the owner's calendar holds. */
let busyDay: string;
let busyStart: number;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  smtp = await startFakeSmtp();
  const today = zonedDate(Date.now(), ZONE);
  const later = new Date(Date.UTC(today.year, today.month - 1, today.day + 2));
  const day = { year: later.getUTCFullYear(), month: later.getUTCMonth() + 1, day: later.getUTCDate() };
  busyDay = dateText(day);
  busyStart = zonedToUtc({ ...day, hour: 10, minute: 0 }, ZONE);
  calendar = await startFakeOwnerCalendar(
    busyCalendar([
      { start: busyStart + 15 * 60_000, end: busyStart + 75 * 60_000, summary: "Ready-mix supplier" },
    ]),
  );
  dataDir = mkdtempSync(path.join(tmpdir(), "gdm-visits-"));
  // Visits every day from midnight, no notice, reminded from midnight the day before: a visit booked
  // for tomorrow is due its reminder at once, whatever the hour the test runs.
  const businessFile = path.join(dataDir, "business.json");
  const everyDay = ["00:00-23:59"];
  writeFileSync(
    businessFile,
    JSON.stringify({
      ...clientBusiness,
      booking: {
        hours: Object.fromEntries(
          ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [
            d,
            everyDay,
          ]),
        ),
        minNoticeHours: 0,
        daysAhead: 5,
        holidays: false,
        reminderTime: "00:00",
      },
    }),
  );
  env = { DATABASE_URL: `file:${path.join(dataDir, "site.db")}`, SITE_URL };
  site = await startSiteServer({
    ...env,
    BUSINESS_FILE: businessFile,
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: "office@beavercreekflatwork.com",
    OWNER_CALENDAR_URL: calendar.url,
    RATE_LIMIT_PER_MINUTE: "100000",
  });
});

test.afterAll(async () => {
  await site?.stop();
  await smtp?.close();
  await calendar?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// Quoted-printable, as nodemailer writes long lines.
const decode = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

async function mailsTo(address: string, text: string, count = 1, timeoutMs = 15_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.messages
      .filter((message) => message.to.includes(address))
      .map((message) => decode(message.raw))
      .filter((raw) => raw.includes(text));
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`no ${count} e-mail(s) with "${text}" within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `npm run leads -- …` on the site's store, in its own process. */
const leadsCli = (...args: string[]) => leadsCliWith(env)(...args);

async function bookFirstWindowOf(page: Page, day: string, name: string, email: string) {
  await page.goto(`${site.origin}/book?day=${day}`);
  await waitForHydration(page);
  await page.locator('label:has(input[name="start"]:enabled)').first().click();
  await page.getByRole("textbox", { name: "Street address" }).fill("2207 SW Prairie Trail Pkwy");
  await page.getByRole("textbox", { name: "City" }).fill("Ankeny");
  await page.getByRole("textbox", { name: "ZIP code" }).fill("50023");
  await page.getByRole("textbox", { name: "Full name" }).fill(name);
  await page.getByRole("textbox", { name: "Phone number" }).fill("515-555-0186");
  await page.getByRole("textbox", { name: "Email address" }).fill(email);
  await page.getByRole("button", { name: "Confirm my visit" }).click();
  await expect(page.getByRole("heading", { name: "Your visit is booked" })).toBeVisible();
}

test("the owner's calendar takes out the window its busy event overlaps; the windows beside it stay", async ({
  page,
}) => {
  await page.goto(`${site.origin}/book?day=${busyDay}`);
  const windows = page.locator('input[name="start"]');
  const starts = await windows.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value),
  );
  const instants = starts.map((start) => Date.parse(start));
  expect(instants).toContain(busyStart - 2 * 3_600_000);
  expect(instants).toContain(busyStart + 2 * 3_600_000);
  expect(instants).not.toContain(busyStart);
  expect(calendar.requests.length).toBeGreaterThanOrEqual(1);
});

test("a visit booked for tomorrow: its e-mail, the reminder, then moved and cancelled through the e-mail's link", async ({
  page,
}) => {
  const today = zonedDate(Date.now(), ZONE);
  const next = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  const tomorrow = dateText({
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
  });
  await bookFirstWindowOf(page, tomorrow, "Dana Whitcomb", "dana.whitcomb@example.com");

  const [confirmation] = await mailsTo("dana.whitcomb@example.com", "is booked.");
  expect(confirmation).toContain("2207 SW Prairie Trail Pkwy, Ankeny, IA 50023");
  expect(confirmation).toContain("BEGIN:VCALENDAR");
  await mailsTo("dana.whitcomb@example.com", "A reminder: our estimator visits tomorrow.");
  const link = /Reschedule or cancel: (\S+)/.exec(confirmation)?.[1] ?? "";
  expect(link).toMatch(/^https:\/\/www\.gdm-concrete\.test\/book\/visit\?token=/);

  // Opening the link changes nothing; the buttons do.
  await page.goto(link.replace(SITE_URL, site.origin));
  await expect(page.getByRole("heading", { level: 1, name: "Your visit" })).toBeVisible();
  const choices = page.getByRole("group", { name: "Choose a time" }).getByRole("radio");
  await expect(choices.first()).not.toBeChecked();
  const newLabel = ((await page.locator("label:has(input[name=start])").nth(2).textContent()) ?? "").trim();
  await page.locator("label:has(input[name=start])").nth(2).click();
  await page.getByRole("button", { name: "Move my visit to this time" }).click();
  await expect(page.getByRole("status")).toHaveText(`Your visit is moved to ${newLabel}.`);
  await mailsTo("dana.whitcomb@example.com", "is moved. The new time:");

  await page.getByRole("button", { name: "Cancel my visit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Visit cancelled" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Your visit is cancelled.");
  const [cancelled] = await mailsTo("dana.whitcomb@example.com", "is cancelled, as you asked.");
  expect(cancelled).toContain("METHOD:CANCEL");

  const visits = await leadsCli("visits", "--cancelled");
  expect(visits.status, visits.stderr).toBe(0);
  expect(visits.stdout).toContain("Dana Whitcomb");
  expect(visits.stdout).toContain("CANCELLED by visitor");
});

test("the owner's feed of visits, from `leads calendar-url`, reads in ical.js with each visit", async ({
  page,
}) => {
  await bookFirstWindowOf(page, busyDay, "Lee Ortega", "lee.ortega@example.com");
  const printed = await leadsCli("calendar-url");
  expect(printed.status, printed.stderr).toBe(0);
  const url = printed.stdout.split("\n")[0];
  expect(url).toMatch(/^https:\/\/www\.gdm-concrete\.test\/calendar\/visits\.ics\?token=v1\./);

  const feed = await page.request.get(url.replace(SITE_URL, site.origin));
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const parsed = new ICAL.Component(ICAL.parse(await feed.text()));
  const events = parsed.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  const booked = events.filter((event) => event.summary.startsWith("Estimate: Dana Whitcomb"));
  expect(booked.length).toBe(1);
  expect(booked[0].component.getFirstPropertyValue("status")).toBe("CANCELLED");
  const [lee] = events.filter((event) => event.summary.startsWith("Estimate: Lee Ortega"));
  expect(lee.location).toBe("2207 SW Prairie Trail Pkwy, Ankeny, IA 50023");
  expect(lee.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
  expect(lee.description).toContain("lee.ortega@example.com");
  expect(lee.startDate.toJSDate().getTime()).toBeGreaterThan(Date.now());

  const forged = await page.request.get(`${site.origin}/calendar/visits.ics?token=v1.forged`);
  expect(forged.status()).toBe(403);
});
