import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signOwnerToken } from "../../server/leads/owner/link-token.ts";
import { type FakeLeadService, startFakeLeadService } from "../fakes/lead-service.ts";
import { type FakeSmtp, startFakeSmtp } from "../fakes/smtp.ts";
import { waitForHydration } from "./support/hydration.ts";
import { leadsCliWith } from "./support/leads-cli.ts";
import { type SiteServer, startSiteServer } from "./support/server.ts";

// The owner's e-mail links against the production build: a held submission, the summary e-mail
// sent by `npm run leads -- digest` to a fake SMTP server, its Release link opened in the browser,
// and the lead reaching a fake lead service exactly once. Then the links that cannot be used, and
// a lead e-mail with no owner link in it (its Reply-To is the customer).

const SITE_URL = "https://www.gdm-concrete.test";
/** Configured on the site, so this test can sign an expired link as the site would have. */
const OWNER_LINK_SECRET = "owner-links-e2e-secret-0123456789abcdef";

let service: FakeLeadService;
let smtp: FakeSmtp;
let site: SiteServer;
let dataDir: string;
let env: Record<string, string>;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  service = await startFakeLeadService();
  smtp = await startFakeSmtp();
  dataDir = mkdtempSync(path.join(tmpdir(), "gdm-owner-links-"));
  env = {
    DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
    SITE_URL,
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: "owner@example.com",
    OWNER_LINK_SECRET,
  };
  site = await startSiteServer({ ...env, LEAD_WEBHOOK_URL: service.url, RATE_LIMIT_PER_MINUTE: "100000" });
});

test.afterAll(async () => {
  await site?.stop();
  await service?.close();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run leads -- …` on the site's store, in its own process. */
const leadsCli = (...args: string[]) => leadsCliWith(env)(...args);

// Quoted-printable, as nodemailer writes long lines.
const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

/** A link of an e-mail, opened on the test server instead of the canonical origin. */
const onSite = (url: string) => url.replace(SITE_URL, site.origin);

async function mailWith(text: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.messages.map((message) => decode(message.raw)).find((raw) => raw.includes(text));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail with "${text}" within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const deliveriesOf = (leadId: string) =>
  service.requests.filter((request) => request.json.lead_id === leadId);

/** Sends the contact form as a visitor; a bot's filled honeypot makes it held. Answers the lead's id. */
async function sendContact(page: Page, name: string, { bot = false } = {}): Promise<string> {
  await page.goto(`${site.origin}/contact`);
  await waitForHydration(page);
  const field = (label: string) => page.getByRole("textbox", { name: label, exact: true });
  await field("Full Name").fill(name);
  await field("Email Address").fill(
    `${name.split(" ")[0].toLowerCase()}.${randomUUID().slice(0, 6)}@example.com`,
  );
  await field("Phone Number").fill("515-555-0148");
  await field("Subject").fill("Stamped patio");
  await field("Message").fill("Could you quote a 12 by 16 stamped patio behind our house in Ankeny?");
  if (bot) {
    await page.locator('input[name="_hp"]').evaluate((input: HTMLInputElement) => {
      input.value = "http://bot.example";
    });
  }
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
  return ((await (await answered).json()) as { id: string }).id;
}

test("the digest's Release link opens a confirmation, and its button delivers the held lead once", async ({
  page,
}) => {
  const id = await sendContact(page, "Robin Heldmann", { bot: true });

  const digest = await leadsCli("digest");
  expect(digest.status, digest.stderr).toBe(0);
  expect(digest.stdout).toMatch(/^Sent the summary of 1 held submission to owner@example\.com\.\n$/);
  const mail = await mailWith("held as spam");
  expect(mail).toContain("Robin Heldmann");
  const link = /Release: (\S+)/.exec(mail)?.[1] ?? "";
  expect(link).toMatch(/^https:\/\/www\.gdm-concrete\.test\/leads\/release\?token=/);

  const opened = await page.goto(onSite(link));
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Deliver this held lead?" })).toBeVisible();
  await expect(page.getByText("Robin Heldmann")).toBeVisible();
  await expect(page.getByText("515-555-0148")).toBeVisible();
  await expect(
    page.getByText("Could you quote a 12 by 16 stamped patio behind our house in Ankeny?", { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/the hidden field that only programs fill in was filled/)).toBeVisible();
  // Opening the link delivered nothing.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(deliveriesOf(id)).toHaveLength(0);

  await page.getByRole("button", { name: "Deliver this lead" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lead delivered" })).toBeVisible();
  await expect.poll(() => deliveriesOf(id).length, { timeout: 15_000 }).toBe(1);
  expect(deliveriesOf(id)[0].json).toMatchObject({
    form_name: "Website Contact Form",
    name: "Robin Heldmann",
  });

  // A reload (the browser sends the form again) and another POST do not deliver it again.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Already released" })).toBeVisible();
  const token = new URL(link).searchParams.get("token") ?? "";
  const again = await page.request.post(`${site.origin}/leads/release`, { form: { token } });
  expect(again.status()).toBe(200);
  expect(await again.text()).toContain("already released on");
  await page.goto(onSite(link));
  await expect(page.getByRole("heading", { level: 1, name: "Already released" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Deliver this lead" })).toHaveCount(0);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(deliveriesOf(id)).toHaveLength(1);
});

test("an altered link and an expired link get pages that say so, and deliver nothing", async ({ page }) => {
  const id = await sendContact(page, "Sam Stalewood", { bot: true });
  const valid = signOwnerToken(OWNER_LINK_SECRET, {
    leadId: id,
    purpose: "release",
    expiresAt: new Date(Date.now() + 60 * 60_000),
  });
  const altered = `${valid.slice(0, -3)}${valid.endsWith("AAA") ? "BBB" : "AAA"}`;
  const alteredPage = await page.goto(`${site.origin}/leads/release?token=${altered}`);
  expect(alteredPage?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
  await expect(page.getByRole("button")).toHaveCount(0);

  const expired = signOwnerToken(OWNER_LINK_SECRET, {
    leadId: id,
    purpose: "release",
    expiresAt: new Date(Date.now() - 60_000),
  });
  const expiredPage = await page.goto(`${site.origin}/leads/release?token=${expired}`);
  expect(expiredPage?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: "This link has expired" })).toBeVisible();
  await expect(page.getByText(/work for 14 days/)).toBeVisible();
  await expect(page.getByText(`npm run leads -- release ${id}`)).toBeVisible();
  const posted = await page.request.post(`${site.origin}/leads/release`, { form: { token: expired } });
  expect(posted.status()).toBe(410);

  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(deliveriesOf(id)).toHaveLength(0);
  const shown = await leadsCli("show", id);
  expect(shown.stdout).toContain("held (honeypot)");
});

test("a lead e-mail, which a reply to the customer quotes, carries no owner link; `leads spam` marks the lead and deletes nothing", async ({
  page,
}) => {
  const id = await sendContact(page, "Pat Pitchman");
  const mail = await mailWith(`Lead id: ${id}`);
  expect(mail).not.toContain("/leads/");
  expect(mail).not.toContain("token=");
  expect(mail).toContain(`Spam? Mark it on the server: npm run leads -- spam ${id}`);

  const marked = await leadsCli("spam", id);
  expect(marked.status, marked.stderr).toBe(0);
  const shown = await leadsCli("show", id);
  expect(shown.status, shown.stderr).toBe(0);
  expect(shown.stdout).toMatch(/Marked as spam\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC by the owner/);
  expect(shown.stdout).toContain("Pat Pitchman");
  // The lead was delivered as usual; marking takes nothing back.
  await expect.poll(() => deliveriesOf(id).length, { timeout: 15_000 }).toBe(1);
});

test("a Retry link, as the notice of a lead that could not be delivered gives it, sends the lead again once", async ({
  page,
}) => {
  // The lead service refuses the lead for good: its delivery is dead at once.
  service.always({ kind: "status", status: 400 });
  let id = "";
  try {
    id = await sendContact(page, "Rita Refused");
    await expect
      .poll(async () => (await leadsCli("list", "--status", "dead")).stdout, { timeout: 15_000 })
      .toContain(id);
  } finally {
    service.always({ kind: "ok" });
  }
  expect(deliveriesOf(id)).toHaveLength(1);
  const token = signOwnerToken(OWNER_LINK_SECRET, {
    leadId: id,
    purpose: "retry",
    expiresAt: new Date(Date.now() + 60 * 60_000),
  });

  const opened = await page.goto(`${site.origin}/leads/retry?token=${token}`);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Send this lead again?" })).toBeVisible();
  await expect(page.getByText("Rita Refused")).toBeVisible();
  await expect(
    page.getByText('not delivered. The lead service refused it (HTTP 400: {"ok":false}).'),
  ).toBeVisible();
  // Opening the link sent nothing.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(deliveriesOf(id)).toHaveLength(1);

  await page.getByRole("button", { name: "Send it again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lead sent again" })).toBeVisible();
  await expect.poll(() => deliveriesOf(id).length, { timeout: 15_000 }).toBe(2);
  expect(deliveriesOf(id)[1].json).toMatchObject({ name: "Rita Refused" });

  // A reload (the browser sends the form again) and another POST send nothing more.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Already retried" })).toBeVisible();
  const again = await page.request.post(`${site.origin}/leads/retry`, { form: { token } });
  expect(again.status()).toBe(200);
  expect(await again.text()).toContain("already sent again on");
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(deliveriesOf(id)).toHaveLength(2);
});
