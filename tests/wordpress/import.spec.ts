import { expect, type Page, test } from "@playwright/test";
import type { SiteServer } from "../e2e/support/server.ts";
import {
  type BundleRecord,
  logIn,
  REST_BASE,
  type RealWordPress,
  realWordPress,
  restApi,
  startSiteFor,
  wordpressPhp,
} from "./support.ts";

// The import (issue 39 §1), as the office manager meets it, in a real WordPress and a real browser
// against the production site: connecting the site (its first good test call) creates every built-in
// record the site serves (GET /api/content/built-in, format gdm-built-in.v1) as a WordPress record, by
// itself; Settings → Concrete site says what "Import the site's content" brings in, and running it
// again creates nothing twice; a question she edits on an imported Patios is kept by the next import
// and shown by the site.
// Needs the site's route GET /api/content/built-in. Run by `npm run test:wordpress` (serial).

test.describe.configure({ mode: "serial" });

/** How the settings screen names each type's records, as the bundle counts them. */
const NAMES: Record<BundleRecord["type"], [string, string]> = {
  service: ["service", "services"],
  location: ["town", "towns"],
  gallery_album: ["gallery album", "gallery albums"],
  faq: ["FAQ question", "FAQ questions"],
  process_step: ["process step", "process steps"],
  post: ["testimonial", "testimonials"],
  page: ["page text", "page texts"],
};

let wp: RealWordPress;
let site: SiteServer;
let records: BundleRecord[];
/** What was taken off the site before this file, given back after it (deleting records adds to it). */
let removedBefore = "";
/**
 * The bundle's records WordPress held before the first import, per type: made by hand by the files
 * before this one (a "Patios" of their own). The import keeps them as they are: never created twice.
 */
let heldBefore: Record<string, number> = {};

test.beforeAll(async () => {
  wp = realWordPress();
  site = await startSiteFor(wp, { WORDPRESS_CRON_SECONDS: "0" });
  const response = await fetch(`${site.origin}/api/content/built-in`);
  expect(response.status, "the site serves its built-in content at /api/content/built-in").toBe(200);
  const bundle = (await response.json()) as { format: string; records: BundleRecord[] };
  expect(bundle.format).toBe("gdm-built-in.v1");
  records = bundle.records;
  removedBefore = wordpressPhp(wp, "echo wp_json_encode( get_option( 'gdm_concrete_removed', array() ) );");
  heldBefore = await recordsInWordPress();
});

test.afterAll(async () => {
  // The imported records and their photos go again, and the lists they leave behind, so the files
  // after this one find WordPress as it was.
  wordpressPhp(
    wp,
    `foreach ( get_posts( array( 'post_type' => 'any', 'post_status' => array( 'publish', 'draft', 'trash', 'inherit' ), 'posts_per_page' => -1, 'fields' => 'ids', 'meta_key' => '_gdm_concrete_import_key' ) ) as $id ) { wp_delete_post( $id, true ); }
     foreach ( get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'posts_per_page' => -1, 'fields' => 'ids', 'meta_key' => '_gdm_concrete_import_source' ) ) as $id ) { wp_delete_attachment( $id, true ); }
     update_option( 'gdm_concrete_removed', json_decode( '${removedBefore.replaceAll("'", "\\'")}', true ) ?: array(), false );
     foreach ( array( 'gdm_concrete_imported', 'gdm_concrete_last_import' ) as $option ) { delete_option( $option ); }
     delete_transient( 'gdm_concrete_bundle' );`,
  );
  await site?.stop();
});

/** How many of the bundle's records of each type WordPress has, published, by their slugs. */
async function recordsInWordPress(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const record of records) {
    const found = await restApi(wp).get<{ id: number }[]>(
      `/${REST_BASE[record.type]}?slug=${record.slug}&status=publish&context=edit`,
    );
    counts[record.type] = (counts[record.type] ?? 0) + found.length;
  }
  return counts;
}

/** The bundle's count of each type. */
function bundleCounts(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const record of records) counts[record.type] = (counts[record.type] ?? 0) + 1;
  return counts;
}

/** Presses the button on Settings → Concrete site, and waits for the screen that says what it did. */
async function runImport(page: Page) {
  await page.goto(`${wp.url}/wp-admin/options-general.php?page=gdm-concrete-site`);
  await page.getByRole("button", { name: "Import the site's content" }).click();
  await page.waitForURL(/gdm-imported=1/, { timeout: 280_000 });
  await expect(page.locator("#gdm-import-last")).toContainText("from this screen");
}

/** The settings screen's count of one outcome of one type, after a run. */
const shown = (page: Page, type: string, outcome: string) =>
  page.locator(`.gdm-import-counts tr[data-type="${type}"] td[data-outcome="${outcome}"]`);

test("connecting the site imports its content by itself: every record the site shows, with its questions and photos", async ({
  page,
}) => {
  test.setTimeout(300_000);
  // install.php marks the import as done so that it runs in no other file; here the site is connected
  // for the first time.
  wordpressPhp(wp, "delete_option( 'gdm_concrete_import_scheduled' );");
  await logIn(page, wp, wp.user, wp.adminPassword);
  await page.goto(`${wp.url}/wp-admin/options-general.php?page=gdm-concrete-site`);
  const started = Date.now();
  await page.getByRole("button", { name: "Save and send a test call" }).click();
  await expect(page.locator("#gdm-last-call")).toContainText("HTTP 200");
  const counts = bundleCounts();
  // WordPress's scheduler runs it, as the site's pings of wp-cron.php would.
  let found = await recordsInWordPress();
  while (JSON.stringify(found) !== JSON.stringify(counts) && Date.now() - started < 240_000) {
    await fetch(`${wp.url}/wp-cron.php?doing_wp_cron`).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    found = await recordsInWordPress();
  }
  console.log(`the import of ${records.length} records took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  expect(found).toEqual(counts);

  await page.goto(`${wp.url}/wp-admin/options-general.php?page=gdm-concrete-site`);
  await expect(page.locator("#gdm-import-last")).toContainText("by itself, when the website was connected");
  for (const [type, count] of Object.entries(counts)) {
    const held = heldBefore[type] ?? 0;
    await expect(shown(page, type, "created"), type).toHaveText(String(count - held));
    await expect(shown(page, type, "kept"), `${type}: made by hand before, kept`).toHaveText(String(held));
    await expect(shown(page, type, "errors"), type).toHaveText("0");
  }

  // Patios, with every question and its photo in the Media Library.
  const patios = records.find((record) => record.type === "service" && record.slug === "patios");
  expect(patios, "the site has a Patios service").toBeDefined();
  const [service] = await restApi(wp).get<{ acf: { faqs: unknown[] }; featured_media: number }[]>(
    "/service?slug=patios&context=edit",
  );
  expect(service.acf.faqs).toHaveLength(((patios?.fields.faqs ?? []) as unknown[]).length);
  expect(service.featured_media).toBeGreaterThan(0);
});

test("the screen says what the import will do, and running it again creates nothing twice", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await logIn(page, wp, wp.user, wp.adminPassword);
  await page.goto(`${wp.url}/wp-admin/options-general.php?page=gdm-concrete-site`);
  const counts = bundleCounts();
  const what = page.locator("#gdm-import-what");
  for (const [type, count] of Object.entries(counts)) {
    const [one, several] = NAMES[type as BundleRecord["type"]];
    await expect(what).toContainText(`${count} ${count === 1 ? one : several}`);
  }
  await expect(what).toContainText("never overwrites a record you have edited");
  const started = Date.now();
  await runImport(page);
  console.log(`a second import took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const [type, count] of Object.entries(counts)) {
    const held = heldBefore[type] ?? 0;
    await expect(shown(page, type, "created"), type).toHaveText("0");
    await expect(shown(page, type, "unchanged"), type).toHaveText(String(count - held));
  }
  expect(await recordsInWordPress()).toEqual(counts);
});

test("she edits a question of the imported Patios: the site shows it, and the next import keeps it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [service] = await restApi(wp).get<{ id: number; acf: { faqs: { question: string }[] } }[]>(
    "/service?slug=patios&context=edit",
  );
  const questions = service.acf.faqs.length;
  await logIn(page, wp, wp.user, wp.adminPassword);
  await page.goto(`${wp.url}/wp-admin/post.php?post=${service.id}&action=edit`);
  const answer = "Yes: a penetrating sealer a month after the pour, and again every two years.";
  await page.locator("#gdm-faqs-1-answer").fill(answer);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Service updated.")).toBeVisible();

  await runImport(page);
  await expect(shown(page, "service", "kept")).toHaveText(String((heldBefore.service ?? 0) + 1));
  await expect(shown(page, "service", "created")).toHaveText("0");
  const [after] = await restApi(wp).get<{ acf: { faqs: { answer: string }[] } }[]>(
    "/service?slug=patios&context=edit",
  );
  expect(after.acf.faqs).toHaveLength(questions);
  expect(after.acf.faqs[1].answer).toBe(answer);

  const html = await (await fetch(`${site.origin}/services/patios`)).text();
  expect(html).toContain("a penetrating sealer a month after the pour");
});
