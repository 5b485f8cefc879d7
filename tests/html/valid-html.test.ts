import { type Browser, chromium, type Page } from "@playwright/test";
import { formTestPage } from "@shared/content/pages/developer.ts";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { hydratedAttribute } from "~/lib/hydrated.ts";
import { CHECKS_CHROMIUM, chromiumArgs } from "../../playwright.config.ts";
import { makePreviewToken } from "../../server/content/preview-token.ts";
import { signOwnerToken } from "../../server/leads/owner/link-token.ts";
import { type SiteServer, startSiteServer } from "../e2e/support/server.ts";
import { type FakeWordPress, startFakeWordPress } from "../fakes/wordpress.ts";
import { builtPages } from "../routes.ts";
import {
  type CheckerMessage,
  checkDocuments,
  describe as describeMessage,
  isAccepted,
} from "./support/nu-html-checker.ts";

// Every page as the production server sends it, on the built-in content and on a WordPress's
// (the stand-in's sample content), and the form pages' DOM once React has hydrated them, checked
// by the W3C Nu HTML Checker in one run. A page passes when the checker has nothing to say
// beyond the messages accepted in support/nu-html-checker.ts, each with its reason.

const NOT_FOUND = "/no-such-page";
const pages = [
  ...builtPages.map((page) => ({ path: page.path, status: 200 })),
  // A shared photo address: the album with its lightbox sent open.
  { path: "/gallery/stamped-patios?photo=2", status: 200 },
  // A shared estimate, and one whose fields each say what is wrong.
  { path: "/estimate?service=driveways&area=600", status: 200 },
  { path: "/estimate?service=driveways&area=-5&finish=gold", status: 200 },
  { path: "/estimate?service=sidewalk-repair&kind=code-violation", status: 200 },
  { path: NOT_FOUND, status: 404 },
];

/** Configured on the built-in site, so the check can open an owner's link as the e-mail has it. */
const OWNER_LINK_SECRET = "html-check-owner-link-secret-0123456789abcdef";

/**
 * The pages the server answers by itself, outside the app (server/core/plain-page.tsx): a form posted
 * without JavaScript (what to correct, thanks) and the owner's e-mail links (a held lead to deliver, a
 * lead to mark as spam, a link that is not valid).
 */
async function fetchServerPages(site: SiteServer) {
  const plainPost = (fields: Record<string, string>) =>
    fetch(`${site.origin}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  const visitor = {
    name: "Pat O'Neil",
    email: "pat@example.com",
    phone: "515-555-0133",
    subject: "Patio & steps",
    message: "A 12 by 16 patio <with> steps down from the deck.\nBefore the first frost, please.",
    page_url: `https://www.gdm-concrete.test/contact`,
  };
  const documentOf = async (name: string, response: Response) => {
    statuses.set(name, response.status);
    documents.set(name, await response.text());
  };
  await documentOf("server page: what to correct", await plainPost({ name: "P", email: "not-an-address" }));
  await documentOf("server page: thanks", await plainPost(visitor));
  const held = await fetch(`${site.origin}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...visitor, _hp: "http://bot.example", _started: Date.now() - 20_000 }),
  });
  const { id } = (await held.json()) as { id: string };
  const expiresAt = new Date(Date.now() + 60 * 60_000);
  const token = signOwnerToken(OWNER_LINK_SECRET, { leadId: id, purpose: "release", expiresAt });
  await documentOf("server page: release link", await fetch(`${site.origin}/leads/release?token=${token}`));
  await documentOf("server page: retired spam link", await fetch(`${site.origin}/leads/spam?token=${token}`));
  await documentOf(
    "server page: a link not valid",
    await fetch(`${site.origin}/leads/release?token=altered`),
  );
  await fetchBookingPages(site, documentOf);
}

/**
 * The booking's pages without JavaScript (server/leads/booking/pages.tsx): the form again with its
 * fields' messages, the nearest free times when the one chosen was just taken, the visit's page
 * behind its signed link (just booked, then moved) and a link that is not valid.
 */
async function fetchBookingPages(
  site: SiteServer,
  documentOf: (name: string, response: Response) => Promise<void>,
) {
  const book = (fields: Record<string, string>) =>
    fetch(`${site.origin}/api/bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
  const { windows } = (await (await fetch(`${site.origin}/api/bookings/windows`)).json()) as {
    windows: { start: string; available: number }[];
  };
  const open = windows.filter((window) => window.available > 0);
  if (open.length < 3) throw new Error("the booking offers fewer than 3 free windows");
  const visitor = {
    name: "Pat O'Neil",
    phone: "515-555-0133",
    email: "pat@example.com",
    address: "1200 NW Park St",
    city: "Ankeny",
    zip: "50023",
    message: "The driveway <heaved> & cracked.",
  };
  await documentOf("server page: a booking to correct", await book({ start: open[0].start, name: "P" }));
  const booked = await book({ ...visitor, start: open[0].start });
  const visitPath = booked.headers.get("location");
  if (booked.status !== 303 || !visitPath) throw new Error(`not booked: ${booked.status}`);
  // The window's places taken (one unless BOOKING_VISITS_PER_WINDOW says more): the nearest free times.
  for (let taken = 1; taken < (open[0].available ?? 1); taken++)
    await book({ ...visitor, email: `pat${taken}@example.com`, start: open[0].start });
  await documentOf(
    "server page: a booking's time just taken",
    await book({ ...visitor, email: "pat.late@example.com", start: open[0].start }),
  );
  await documentOf("server page: a visit just booked", await fetch(site.origin + visitPath));
  const token = new URL(visitPath, site.origin).searchParams.get("token") ?? "";
  await documentOf(
    "server page: a visit moved",
    await fetch(`${site.origin}/book/visit/reschedule`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token, start: open[2].start }).toString(),
    }),
  );
  await documentOf(
    "server page: a visit cancelled",
    await fetch(`${site.origin}/book/visit/cancel`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }).toString(),
    }),
  );
  await documentOf(
    "server page: a visit's link not valid",
    await fetch(`${site.origin}/book/visit?token=altered`),
  );
}

/** The secret the WordPress-backed site shares with the stand-in, so the check can open a preview. */
const PREVIEW_SECRET = "html-check-preview-secret-0123456789abcdef";

/** WordPress's Preview of a service (server/pages/preview-router.ts): the page under its banner, no scripts. */
async function fetchPreview(site: SiteServer, wp: FakeWordPress) {
  const post = wp.content.service[0];
  if (!post) throw new Error("the stand-in has no service");
  wp.setPreview({ route: "service", path: `/services/${post.slug}`, post });
  const token = makePreviewToken(PREVIEW_SECRET, {
    postId: post.id,
    postType: "service",
    userId: 7,
    expiresAt: new Date(Date.now() + 5 * 60_000),
  });
  const response = await fetch(`${site.origin}/preview?token=${token}`);
  statuses.set("server page: a preview", response.status);
  documents.set("server page: a preview", await response.text());
}

const serverPages = [
  { name: "server page: what to correct", status: 422 },
  { name: "server page: thanks", status: 201 },
  { name: "server page: release link", status: 200 },
  { name: "server page: retired spam link", status: 410 },
  { name: "server page: a link not valid", status: 400 },
  { name: "server page: a preview", status: 200 },
  { name: "server page: a booking to correct", status: 422 },
  { name: "server page: a booking's time just taken", status: 409 },
  { name: "server page: a visit just booked", status: 200 },
  { name: "server page: a visit moved", status: 200 },
  { name: "server page: a visit cancelled", status: 200 },
  { name: "server page: a visit's link not valid", status: 403 },
];

/** A form page after hydration, in the state `prepare` leaves it in. */
interface HydratedView {
  name: string;
  path: string;
  prepare?: (page: Page) => Promise<void>;
}

/** Submits the page's form empty, so every field shows its message. */
async function submitEmpty(page: Page) {
  const form = page.getByRole("main").locator("form").first();
  await form.evaluate((element: HTMLFormElement) => element.requestSubmit());
  await form.locator('[aria-invalid="true"]').first().waitFor();
}

/** Submits the estimate's send form empty. */
async function submitSendEstimateEmpty(page: Page) {
  const form = page.locator('form[action="/api/quote"]');
  await form.evaluate((element: HTMLFormElement) => element.requestSubmit());
  await form.locator('[aria-invalid="true"]').first().waitFor();
}

/** Brings a service page's compact estimate into view, so its live form replaces the server's. */
async function wakeCompact(page: Page) {
  const compact = page.locator("[data-estimate-compact]");
  await compact.scrollIntoViewIfNeeded();
  await compact.getByLabel("Area (sq ft)").fill("600");
  await compact.getByText("$4,800").waitFor();
}

function chooseTab(label: string) {
  return async (page: Page) => {
    await page.getByRole("tab", { name: label }).click();
    await page.getByRole("tabpanel", { name: label }).locator("form").waitFor();
  };
}

const hydratedViews: HydratedView[] = [
  { name: "/contact", path: "/contact" },
  { name: "/contact with every field's message", path: "/contact", prepare: submitEmpty },
  { name: "/quote", path: "/quote" },
  { name: "/quote with every field's message", path: "/quote", prepare: submitEmpty },
  { name: "/services", path: "/services" },
  { name: "/book", path: "/book" },
  { name: "/book with every field's message", path: "/book", prepare: submitEmpty },
  { name: "/estimate with a range and the send form", path: "/estimate?service=driveways&area=600" },
  {
    name: "/estimate with the send form's messages",
    path: "/estimate?service=patios&length=12&width=20",
    prepare: submitSendEstimateEmpty,
  },
  {
    name: "/services/driveways with the compact estimate live",
    path: "/services/driveways",
    prepare: wakeCompact,
  },
  { name: "/test-webhook", path: "/test-webhook" },
  ...Object.values(formTestPage.tabs).map(({ label }) => ({
    name: `/test-forms, tab ${label}`,
    path: "/test-forms",
    prepare: chooseTab(label),
  })),
];

const documents = new Map<string, string>();
const statuses = new Map<string, number>();
let results: Map<string, CheckerMessage[]>;

async function fetchPages(site: SiteServer, source: string) {
  for (const { path } of pages) {
    const response = await fetch(site.origin + path);
    statuses.set(`${source} ${path}`, response.status);
    documents.set(`${source} ${path}`, await response.text());
  }
}

async function readHydratedViews(browser: Browser, site: SiteServer) {
  const context = await browser.newContext();
  try {
    for (const view of hydratedViews) {
      const page = await context.newPage();
      await page.goto(site.origin + view.path);
      await page.waitForFunction((name) => document.documentElement.hasAttribute(name), hydratedAttribute);
      await view.prepare?.(page);
      const html = await page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
      documents.set(`hydrated ${view.name}`, html);
      await page.close();
    }
  } finally {
    await context.close();
  }
}

let builtIn: SiteServer | undefined;
let wordpress: FakeWordPress | undefined;
let withWordPress: SiteServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  wordpress = await startFakeWordPress({ mode: "normal" });
  [builtIn, withWordPress, browser] = await Promise.all([
    startSiteServer({ OWNER_LINK_SECRET, RATE_LIMIT_PER_MINUTE: "100000" }),
    startSiteServer({ WORDPRESS_URL: wordpress.url, WORDPRESS_WEBHOOK_SECRET: PREVIEW_SECRET }),
    chromium.launch({ executablePath: CHECKS_CHROMIUM, args: chromiumArgs }),
  ]);
  await Promise.all([
    fetchPages(builtIn, "built-in"),
    fetchPages(withWordPress, "WordPress"),
    readHydratedViews(browser, builtIn),
    fetchServerPages(builtIn),
    fetchPreview(withWordPress, wordpress),
  ]);
  results = await checkDocuments(documents);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([builtIn?.stop(), withWordPress?.stop()]);
  await wordpress?.close();
});

function expectValid(name: string, expectedStatus?: number) {
  if (expectedStatus !== undefined) expect(statuses.get(name), `${name} answers`).toBe(expectedStatus);
  const problems = (results.get(name) ?? []).filter((message) => !isAccepted(message));
  expect(problems.map((message) => describeMessage(name, message)).join("\n")).toBe("");
}

for (const source of ["built-in", "WordPress"]) {
  describe(`the server's HTML, ${source} content`, () => {
    for (const { path, status } of pages) {
      test(`${path} is valid HTML`, () => expectValid(`${source} ${path}`, status));
    }
  });
}

describe("the pages the server answers by itself", () => {
  for (const { name, status } of serverPages) {
    test(`${name.replace("server page: ", "")} is valid HTML`, () => expectValid(name, status));
  }
});

describe("the DOM after hydration", () => {
  for (const view of hydratedViews) {
    test(`${view.name} is valid HTML`, () => expectValid(`hydrated ${view.name}`));
  }
});

test("every page the WordPress-backed site lists in its sitemap is among the pages checked", async () => {
  const sitemap = await (await fetch(`${withWordPress?.origin}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  expect(listed.length).toBeGreaterThan(0);
  const checked = new Set(pages.map((page) => page.path));
  expect(listed.filter((path) => !checked.has(path))).toEqual([]);
});
