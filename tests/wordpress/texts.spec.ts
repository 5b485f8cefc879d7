import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { type SiteServer, startSiteServer } from "../e2e/support/server.ts";
import { type FakeTwilio, startFakeTwilio } from "../fakes/twilio.ts";
import { logIn, type RealWordPress, realWordPress } from "./support.ts";

// Settings → Concrete site, "Text messages" (issue 42), against the real WordPress of
// `npm run test:wordpress` and the production site texting through a stand-in Twilio: the section
// names the numbers texted and the quiet hours, "Send a test text" texts each number once and the
// screen says so, a second press within 30 seconds is refused, only administrators may press it,
// and a site without the settings says texts are off, with no button.
// Files run in name order: this one comes before wordpress.spec.ts, whose last test stops WordPress.

test.describe.configure({ mode: "serial" });

let wp: RealWordPress;
let site: SiteServer | undefined;
let twilio: FakeTwilio;
let dataDir: string;
let admin: Page;

const SETTINGS = () => `${wp.url}/wp-admin/options-general.php?page=gdm-concrete-site`;

function startSite(env: Record<string, string>): Promise<SiteServer> {
  return startSiteServer(
    {
      WORDPRESS_URL: wp.url,
      WORDPRESS_WEBHOOK_SECRET: wp.secret,
      DATABASE_URL: `file:${path.join(dataDir, `site-${Date.now()}.db`)}`,
      RATE_LIMIT_PER_MINUTE: "100000",
      ...env,
    },
    { port: wp.sitePort },
  );
}

async function loggedIn(browser: Browser, user: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, wp, user, password);
  return page;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  wp = realWordPress();
  twilio = await startFakeTwilio();
  dataDir = mkdtempSync(path.join(tmpdir(), "gdm-wp-texts-"));
  site = await startSite({
    ...twilio.account,
    OWNER_SMS_TO: "+15155550142,+15155550143",
  });
  admin = await loggedIn(browser, wp.user, wp.adminPassword);
});

test.afterAll(async () => {
  await admin?.context().close();
  await site?.stop();
  await twilio?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test("the settings screen says texts are on, to which numbers, and sends a test text to each once", async () => {
  await admin.goto(SETTINGS());
  const section = admin.locator("#gdm-texts");
  await expect(section.getByRole("heading", { name: "Text messages" })).toBeVisible();
  await expect(section).toContainText(
    "Texts are on: each new lead is texted to +1 515-555-0142 and +1 515-555-0143.",
  );
  await expect(section).toContainText("They come from +1 515-555-0100");
  await expect(section).toContainText(
    "Quiet hours, 9 PM to 6 AM, Des Moines time: a lead that comes in between 9 PM and 6 AM is texted at 6 AM, unless the visitor asked for “as soon as possible”.",
  );
  expect(twilio.requests).toEqual([]);

  await section.getByRole("button", { name: "Send a test text" }).click();
  await admin.waitForURL(/gdm-sms-tested=1/);
  const results = admin.locator("#gdm-texts .gdm-sms-test-result");
  await expect(results).toHaveCount(2);
  await expect(results.nth(0)).toContainText("Test text sent to +1 515-555-0142 (Twilio took it: SM");
  await expect(results.nth(1)).toContainText("Test text sent to +1 515-555-0143");
  await expect(results.nth(0)).toHaveClass(/notice-success/);
  expect(twilio.sent.map((text) => [text.to, text.from])).toEqual([
    ["+15155550142", "+15155550100"],
    ["+15155550143", "+15155550100"],
  ]);
  expect(twilio.sent[0].body).toMatch(/^Test: .*: new leads will be texted to this number\./);

  // Pressed again at once: the website refuses, and nobody is texted twice.
  await admin.locator("#gdm-texts").getByRole("button", { name: "Send a test text" }).click();
  await admin.waitForURL(/gdm-sms-tested=1/);
  await expect(admin.locator("#gdm-texts .gdm-sms-test-result")).toContainText(
    /No test text was sent: A test text was sent less than 30 seconds ago: try again in \d+ seconds\./,
  );
  expect(twilio.sent).toHaveLength(2);

  // The notices are shown once: a reload shows the state, not the old results.
  await admin.goto(SETTINGS());
  await expect(admin.locator("#gdm-texts .gdm-sms-test-result")).toHaveCount(0);
});

test("an Editor can neither see the section nor send a test text", async ({ browser }) => {
  const editor = await loggedIn(browser, wp.users.editor.user, wp.users.editor.password);
  try {
    const screen = await editor.goto(SETTINGS());
    expect(screen?.status()).toBe(403);
    await expect(editor.getByText("Texts are on")).toHaveCount(0);
    const pressed = await editor.request.post(`${wp.url}/wp-admin/admin-post.php`, {
      form: { action: "gdm_concrete_sms_test" },
    });
    expect(pressed.status()).toBe(403);
    expect(twilio.sent).toHaveLength(2);
  } finally {
    await editor.context().close();
  }
});

test("a site without the text settings: the screen says texts are off and which settings turn them on, with no button", async () => {
  await site?.stop();
  site = undefined;
  site = await startSite({});
  await admin.goto(SETTINGS());
  const section = admin.locator("#gdm-texts");
  await expect(section).toContainText(
    "Texts are off: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM and OWNER_SMS_TO on the website to have each lead texted to you.",
  );
  await expect(section.getByRole("button", { name: "Send a test text" })).toHaveCount(0);
  await expect(section).toContainText("Quiet hours, 9 PM to 6 AM, Des Moines time");
});
