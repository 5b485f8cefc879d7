import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { SiteServer } from "../e2e/support/server.ts";
import {
  logIn,
  pressSave,
  type RealWordPress,
  realWordPress,
  restApi,
  siteOnce,
  startSiteFor,
  wordpressPhp,
} from "./support.ts";

// What WordPress offers, works; what it does not, is not offered. In a real WordPress and a real
// browser: an administrator changes the home page's hero and a section's heading on Settings →
// Concrete site, an Editor a service's SEO title and meta description on its edit screen, and each
// sees it on the site at once; the settings screen offers no field the site does not show.
// Run by `npm run test:wordpress` (one WordPress, one site at a time, so serial).

test.describe.configure({ mode: "serial" });

const FIELDS = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../wordpress/gdm-concrete-content/fields.json"), "utf8"),
) as { types: Record<string, Record<string, { option?: string; label: string }>> };

let wp: RealWordPress;
let site: SiteServer;
const madeHere: { route: string; id: number }[] = [];

test.beforeAll(async () => {
  wp = realWordPress();
  site = await startSiteFor(wp, { WORDPRESS_CRON_SECONDS: "0" });
});

test.afterAll(async () => {
  // The home page option, the service and the photo go again, for the files after this one.
  for (const { route, id } of madeHere) await restApi(wp).attempt("DELETE", `${route}/${id}?force=true`);
  await site?.stop();
});

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

test("an administrator changes the home page's hero and a heading on Settings → Concrete site, and the site shows them at once", async ({
  page,
}) => {
  const photo = await restApi(wp).uploadPhoto(
    "home-hero-dusk",
    2400,
    1350,
    "A new driveway at dusk in Ankeny",
  );
  madeHere.push({ route: "/media", id: Number(photo.id) });
  await logIn(page, wp, wp.user, wp.adminPassword);
  await page.goto(`${wp.url}/wp-admin/options-general.php?page=gdm-concrete-site`);

  // Empty fields show the page's own words, greyed.
  await expect(page.getByLabel("Hero heading")).toHaveAttribute(
    "placeholder",
    "Concrete Driveways, Patios & Sidewalks Built for Iowa Winters",
  );
  await page.getByLabel("Hero heading").fill("Driveways Poured Before the Frost");
  await page.getByLabel("Hero text").fill("Book a fall pour in Ankeny, Altoona or Urbandale this week.");
  const heroPicture = page.locator("tr", { has: page.getByText("Hero picture", { exact: true }) });
  await heroPicture.getByRole("button", { name: "Choose picture" }).click();
  const picker = page.locator(".media-modal:visible");
  await expect(picker).toBeVisible();
  const library = picker.getByRole("tab", { name: "Media Library" });
  if (await library.isVisible()) await library.click();
  await picker.locator(`li.attachment[data-id="${photo.id}"]`).click();
  await picker.getByRole("button", { name: "Use this picture" }).click();
  await expect(picker).toBeHidden();
  await expect(page.locator(".gdm-image__preview").first()).toBeVisible();
  await page.getByLabel("First button: label").fill("Call the Office");
  // Links are chosen from the site's pages.
  await page.getByLabel("First button: links to").selectOption("/contact");
  await page.getByLabel("Core services (cards): heading").fill("Everything We Pour");
  const seoTitle = page.getByLabel("SEO title");
  await seoTitle.fill("Des Moines Concrete Driveways & Patios | Free Estimates");
  await expect(page.locator("#gdm-field-home_seo_title-count")).toHaveText(
    "55 characters; search engines show about 60.",
  );
  await seoTitle.fill("Des Moines Concrete Driveways, Patios, Sidewalks & Steps | Free Estimates");
  await expect(page.locator("#gdm-field-home_seo_title-count")).toHaveText(
    "73 characters: search engines show about 60, and cut the rest.",
  );

  const saving = Date.now();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved. The website shows the change on its next page view.")).toBeVisible();
  await expect(page.locator("#gdm-last-call")).toContainText("HTTP 200");
  const option = (await restApi(wp).get<{ id: number }[]>("/site_option?slug=home_page&context=edit"))[0];
  madeHere.push({ route: "/site_option", id: option.id });

  const heading = "Driveways Poured Before the Frost";
  const { html, ms } = await siteOnce(site, "/", (shown) => shown.includes(heading), saving);
  console.log(`the home page's new hero live on the site ${ms} ms after pressing Save changes`);
  expect(html).toContain(heading);
  expect(html).toContain("Book a fall pour in Ankeny, Altoona or Urbandale this week.");
  expect(html).toContain("Everything We Pour");
  expect(html).toContain(
    "<title>Des Moines Concrete Driveways, Patios, Sidewalks &amp; Steps | Free Estimates</title>",
  );

  await page.goto(site.origin);
  const hero = page.getByRole("region", { name: "Driveways Poured Before the Frost" });
  const picture = hero.locator("img");
  await expect(picture).toHaveAttribute("alt", "A new driveway at dusk in Ankeny");
  await expect(picture).toHaveAttribute("fetchpriority", "high");
  await expect(picture).toHaveAttribute("src", /^\/_img\/1080\/.+\/home-hero-dusk.*\.jpg$/);
  await expect(picture).toHaveJSProperty("complete", true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Still the page's one preloaded picture, with the <img>'s srcset.
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  expect(await preload.getAttribute("imagesrcset")).toBe(await picture.getAttribute("srcset"));
  await expect(hero.getByRole("link", { name: "Call the Office" })).toHaveAttribute("href", "/contact");
  // The second button, left empty, is the page's own.
  await expect(hero.getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "/services");
});

test("an Editor writes a service's SEO title and meta description, and the site's page is titled so at once", async ({
  page,
}) => {
  const service = await restApi(wp).create("/service", {
    slug: "decorative-concrete",
    status: "publish",
    title: "Decorative Concrete",
  });
  madeHere.push({ route: "/service", id: Number(service.id) });
  const before = await (await fetch(`${site.origin}/services/decorative-concrete`)).text();
  expect(before).not.toContain("Stamped &amp; Stained Concrete in Des Moines");

  await logIn(page, wp, wp.users.editor.user, wp.users.editor.password);
  await page.goto(`${wp.url}/wp-admin/post.php?post=${service.id}&action=edit`);
  await page.getByLabel("SEO title").fill("Stamped & Stained Concrete in Des Moines | Free Quotes");
  const description =
    "Stamped, stained and colored concrete patios and walks, sealed and finished in under a week.";
  await page.getByLabel("Meta description").fill(description);
  await expect(page.locator("#gdm-field-seo_description-count")).toHaveText(
    `${description.length} characters; search engines show about 155.`,
  );
  const updating = Date.now();
  await pressSave(page, "#publish", "updated");

  const seoTitle = "Stamped &amp; Stained Concrete in Des Moines";
  const { html, ms } = await siteOnce(
    site,
    "/services/decorative-concrete",
    (shown) => shown.includes(seoTitle),
    updating,
  );
  console.log(`a service's SEO title live on the site ${ms} ms after pressing Update`);
  expect(html).toContain("<title>Stamped &amp; Stained Concrete in Des Moines | Free Quotes</title>");
  for (const key of ["og:title", "twitter:title"]) {
    expect(metaContent(html, key), key).toBe("Stamped &amp; Stained Concrete in Des Moines | Free Quotes");
  }
  for (const key of ["description", "og:description", "twitter:description"]) {
    expect(metaContent(html, key), key).toBe(description);
  }
});

test("Settings → Concrete site offers only what the site shows: no footer text, footer columns or header menu", async ({
  page,
}) => {
  await logIn(page, wp, wp.user, wp.adminPassword);
  await page.goto(`${wp.url}/wp-admin/options-general.php?page=gdm-concrete-site`);
  await expect(page.locator(".wrap").getByRole("heading", { level: 2 })).toHaveText([
    "The site's content in WordPress",
    "Text messages",
    "Connection to the website",
    "Who sees the leads",
    "Booking the on-site estimate",
    "Home page",
    "Call to action",
    "Contact information",
    "Price list",
  ]);
  for (const gone of ["Footer text", "Footer link columns", "Header menu"]) {
    await expect(page.getByLabel(gone, { exact: true })).toHaveCount(0);
  }
  // Every field on the screen is one of fields.json's site options, each of which the site reads
  // (server/content/fields-contract.test.ts).
  const names = await page.locator('[name^="gdm_fields["]').evaluateAll((inputs) =>
    // gdm_fields[phone], or for the price list's rows gdm_fields[prices][driveway][low]: the field's name.
    inputs.map((input) => /^gdm_fields\[([^\]]+)\]/.exec((input as HTMLInputElement).name)?.[1]),
  );
  const options = FIELDS.types.site_option;
  expect([...new Set(names)].sort()).toEqual(Object.keys(options).sort());
  await expect(
    page.getByText("The header's menus and the footer's columns list the site's own pages"),
  ).toBeVisible();
});

test("the settings screen shows the contact details the site shows, greyed where they are the site's own; the banner's picture is chosen from the Media Library", async ({
  page,
}) => {
  // What the site shows, and the screen's kept copy of it forgotten (a file before may have kept none).
  const shown = (await (await fetch(`${site.origin}/api/wp/options/contact_info`)).json()) as {
    value: { phone: string; email: string; address: string; hours: string[] };
  };
  wordpressPhp(wp, "delete_transient('gdm_concrete_site_values');");
  await logIn(page, wp, wp.user, wp.adminPassword);
  await page.goto(`${wp.url}/wp-admin/options-general.php?page=gdm-concrete-site`);
  const fields: [string, string][] = [
    ["Phone", shown.value.phone],
    ["E-mail", shown.value.email],
    ["Address", shown.value.address],
    ["Opening hours", shown.value.hours.join("\n")],
  ];
  for (const [label, value] of fields) {
    const field = page.getByLabel(label, { exact: true });
    // A field she filled shows her value, which is what the site shows; an empty one, the site's greyed.
    if ((await field.inputValue()) === "") await expect(field, label).toHaveAttribute("placeholder", value);
    else await expect(field, label).toHaveValue(value);
  }
  // Nothing here sets the address: it is the site's own, greyed, and not sent as if typed.
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Address", { exact: true })).toHaveAttribute(
    "placeholder",
    shown.value.address,
  );
  await expect(page.getByLabel("Heading", { exact: true })).toHaveAttribute(
    "placeholder",
    "Ready to Transform Your Property?",
  );
  const banner = page.locator("tr", { has: page.getByText("Background picture", { exact: true }) });
  await expect(banner.getByRole("button", { name: "Choose picture" })).toBeVisible();
});

test("the office manager sets the reply time to 4 hours on Settings → Concrete site, and the contact page promises a reply within 4 hours", async ({
  page,
}) => {
  // The site's own promise (the demo's), shown greyed in the empty field.
  wordpressPhp(wp, "delete_transient('gdm_concrete_site_values');");
  const before = await (await fetch(`${site.origin}/contact`)).text();
  expect(before).toContain("within 24 hours");
  await logIn(page, wp, wp.user, wp.adminPassword);
  await page.goto(`${wp.url}/wp-admin/options-general.php?page=gdm-concrete-site`);
  await expect(page.getByRole("heading", { name: "Promises and policies", level: 3 })).toBeVisible();
  const reply = page.getByLabel("Reply time, in hours", { exact: true });
  await expect(reply).toHaveValue("");
  await expect(reply).toHaveAttribute("placeholder", "24");
  await expect(page.getByLabel("Emergency repairs, 24/7", { exact: true })).toHaveValue("");

  await reply.fill("4");
  // A deposit with its low above its high is not kept: the site's stays.
  await page.getByLabel("Deposit, in percent", { exact: true }).fill("40-20");
  const saving = Date.now();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved. The website shows the change on its next page view.")).toBeVisible();
  await expect(page.getByLabel("Reply time, in hours", { exact: true })).toHaveValue("4");
  await expect(page.getByLabel("Deposit, in percent", { exact: true })).toHaveValue("");
  const option = (await restApi(wp).get<{ id: number }[]>("/site_option?slug=contact_info&context=edit"))[0];
  try {
    const { html, ms } = await siteOnce(
      site,
      "/contact",
      (shown) => shown.includes("within 4 hours"),
      saving,
    );
    console.log(`the contact page's new reply time live on the site ${ms} ms after pressing Save changes`);
    expect(html).toContain("within 4 hours");
    expect(html).not.toContain("within 24 hours");
  } finally {
    // The site's own promise again, for the files after this one.
    wordpressPhp(wp, `delete_post_meta(${option.id}, '_gdm_promise_reply_hours');`);
  }
});

test("a draft service's permalink under its title is the site's address", async ({ page }) => {
  const draft = await restApi(wp).create("/service", { status: "draft", title: "Driveway Sealing" });
  madeHere.push({ route: "/service", id: Number(draft.id) });
  await logIn(page, wp, wp.users.editor.user, wp.users.editor.password);
  await page.goto(`${wp.url}/wp-admin/post.php?post=${draft.id}&action=edit`);
  await expect(page.locator("#sample-permalink")).toHaveText(`${site.origin}/services/driveway-sealing`);
  await expect(page.locator("#editable-post-name")).toHaveText("driveway-sealing");
});
