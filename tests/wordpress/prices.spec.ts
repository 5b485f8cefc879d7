import { expect, type Page, test } from "@playwright/test";
import type { SiteServer } from "../e2e/support/server.ts";
import { logIn, type RealWordPress, realWordPress, restApi, siteOnce, startSiteFor } from "./support.ts";

// The office manager's price list, in a real WordPress and a real browser: an administrator sets the
// driveway at $9 to $15 on Settings → Concrete site and the site's driveway pages state it on the next
// view; a row that is not a price is named and kept as typed while the site keeps its own price; an
// Editor neither sees the rows nor saves them, on the screen, by a forged form or through the REST API.
// Run by `npm run test:wordpress` (one WordPress, one site at a time, so serial).

test.describe.configure({ mode: "serial" });

let wp: RealWordPress;
let site: SiteServer;

const SETTINGS = "/wp-admin/options-general.php?page=gdm-concrete-site";

test.beforeAll(async () => {
  wp = realWordPress();
  site = await startSiteFor(wp, { WORDPRESS_CRON_SECONDS: "0" });
});

test.afterAll(async () => {
  // The price list goes again, for the files after this one: the site's own prices throughout.
  const options = await restApi(wp).get<{ id: number }[]>("/site_option?slug=price_list&context=edit");
  for (const { id } of options) await restApi(wp).attempt("DELETE", `/site_option/${id}?force=true`);
  await site?.stop();
});

/** A row of the price list on the settings screen, by its name ("Driveway, dollars per square foot"). */
const priceRow = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

/** The stored price list, as the REST API answers it to anyone (`acf.prices`). */
async function answeredPrices() {
  const [option] = await restApi(wp, "anonymous").get<{ acf: { prices?: unknown } }[]>(
    "/site_option?slug=price_list",
  );
  return option?.acf.prices;
}

test("an administrator sets the driveway at $9 to $15 on Settings → Concrete site, and the driveway pages state it on the next view", async ({
  page,
}) => {
  // Where the driveway's price is stated, in each of the forms the copy writes it.
  const stated = {
    "/services/driveways": ["$PRICE per sq ft, free estimates"],
    "/services/concrete-driveways": ["$PRICE per sq ft, free estimates"],
    "/faq": ["Most driveways come in at $TO per square foot"],
  };
  const forms = (texts: string[], low: number, high: number) =>
    texts.map((text) => text.replace("$PRICE", `$${low}-$${high}`).replace("$TO", `$${low} to $${high}`));
  for (const [path, texts] of Object.entries(stated)) {
    const before = await (await fetch(site.origin + path)).text();
    for (const text of forms(texts, 8, 14)) expect(before, path).toContain(text);
  }

  await logIn(page, wp, wp.user, wp.adminPassword);
  await page.goto(wp.url + SETTINGS);
  await expect(page.locator(".wrap").getByRole("heading", { name: "Price list", level: 2 })).toBeVisible();
  const driveway = priceRow(page, "Driveway, dollars per square foot");
  // Empty rows show the site's own price, greyed.
  await expect(driveway.getByLabel("Low")).toHaveAttribute("placeholder", "8");
  await expect(driveway.getByLabel("High")).toHaveAttribute("placeholder", "14");
  await expect(priceRow(page, "Sidewalk repair, dollars per job").getByLabel("High")).toHaveAttribute(
    "placeholder",
    "1500",
  );
  await expect(
    priceRow(page, "Stamped or colored finish, percent more than a broom finish").getByLabel("Low"),
  ).toHaveAttribute("placeholder", "20");
  await expect(page.locator('[name^="gdm_fields[prices]"]')).toHaveCount(18);

  await driveway.getByLabel("Low").fill("9");
  await driveway.getByLabel("High").fill("15");
  // A row that is not a price: named, kept as typed, and the site keeps its own.
  const sidewalk = priceRow(page, "New sidewalk, dollars per square foot");
  await sidewalk.getByLabel("Low").fill("14");
  await sidewalk.getByLabel("High").fill("8");

  const saving = Date.now();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved. The website shows the change on its next page view.")).toBeVisible();
  await expect(page.locator("#gdm-last-call")).toContainText("HTTP 200");
  const problem = "New sidewalk: the low number (14) is more than the high one (8).";
  await expect(page.locator(".notice-warning").getByText(problem)).toBeVisible();
  await expect(sidewalk.getByText(problem)).toBeVisible();
  await expect(sidewalk.getByLabel("Low")).toHaveValue("14");
  await expect(sidewalk.getByLabel("Low")).toHaveAttribute("aria-invalid", "true");
  await expect(driveway.getByLabel("Low")).toHaveValue("9");
  await expect(driveway.getByLabel("High")).toHaveValue("15");
  expect(await answeredPrices()).toEqual({ driveway: { low: 9, high: 15 } });

  const { html, ms } = await siteOnce(site, "/services/driveways", (text) => text.includes("$9-$15"), saving);
  console.log(`the driveway's new price live on the site ${ms} ms after pressing Save changes`);
  expect(html).toContain("$9-$15");
  for (const [path, texts] of Object.entries(stated)) {
    const shown = await (await fetch(site.origin + path)).text();
    for (const text of forms(texts, 9, 15)) expect(shown, path).toContain(text);
    for (const text of forms(texts, 8, 14)) expect(shown, path).not.toContain(text);
    expect(shown, path).not.toContain("NaN");
  }
  for (const path of ["/services/driveways", "/services/concrete-driveways"]) {
    expect(await (await fetch(site.origin + path)).text(), path).not.toContain("$8-$14");
  }
  expect(await (await fetch(`${site.origin}/faq`)).text()).not.toContain(
    "$8 to $14 per square foot, depending",
  );
  // The new sidewalk's row was not a price: the sidewalk page keeps the site's own.
  const sidewalks = await (await fetch(`${site.origin}/services/sidewalks`)).text();
  expect(sidewalks).toContain("New walks $8-$14 per sq ft");
  expect(sidewalks).not.toContain("$14-$8");
});

test("an Editor neither sees the price list nor saves it: not on the screen, not by a forged form, not through the REST API", async ({
  page,
}) => {
  const [option] = await restApi(wp).get<{ id: number }[]>("/site_option?slug=price_list&context=edit");
  expect(option, "the administrator's price list of the test before").toBeDefined();

  await logIn(page, wp, wp.users.editor.user, wp.users.editor.password);
  for (const screen of [SETTINGS, `/wp-admin/post.php?post=${option.id}&action=edit`]) {
    await page.goto(wp.url + screen);
    await expect(page.getByText(/Sorry, you are not allowed/), screen).toBeVisible();
    await expect(page.locator('[name^="gdm_fields[prices]"]'), screen).toHaveCount(0);
    await expect(page.getByText("Driveway, dollars per square foot"), screen).toHaveCount(0);
  }

  // The settings form posted in the Editor's name, as a page elsewhere could make the browser post it.
  const forged = await page.request.post(`${wp.url}/wp-admin/admin-post.php`, {
    form: {
      action: "gdm_concrete_settings",
      _wpnonce: "0123456789",
      "gdm_fields[prices][driveway][low]": "1",
      "gdm_fields[prices][driveway][high]": "2",
    },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);

  // Through the REST API, with the Editor's application password.
  const rest = await restApi(wp, "editor").attempt("POST", `/site_option/${option.id}`, {
    meta: { _gdm_prices: '{"driveway":{"low":"1","high":"2"}}' },
  });
  expect(rest.status).toBe(403);
  expect(await answeredPrices()).toEqual({ driveway: { low: 9, high: 15 } });
  expect(await (await fetch(`${site.origin}/services/driveways`)).text()).toContain("$9-$15");
});

test("an administrator's settings form without its nonce saves no price", async ({ page }) => {
  await logIn(page, wp, wp.user, wp.adminPassword);
  const forged = await page.request.post(`${wp.url}/wp-admin/admin-post.php`, {
    form: {
      action: "gdm_concrete_settings",
      "gdm_fields[prices][driveway][low]": "1",
      "gdm_fields[prices][driveway][high]": "2",
    },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(await answeredPrices()).toEqual({ driveway: { low: 9, high: 15 } });
});
