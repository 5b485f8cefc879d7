import { expect, test } from "@playwright/test";
import { builtInGalleryAlbums } from "@shared/content/gallery/albums.ts";
import { type FakeWordPress, startFakeWordPress } from "../fakes/wordpress.ts";
import { CMS_GALLERY_PROJECT, CMS_GALLERY_TITLE } from "../fakes/wordpress-samples.ts";
import { expectNoA11yViolations } from "./support/a11y.ts";
import { waitForHydration } from "./support/hydration.ts";
import { type SiteServer, startSiteServer } from "./support/server.ts";

// The gallery with a stand-in WordPress that has one album (stamped-patios) of its own.

let wp: FakeWordPress;
let site: SiteServer;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  wp = await startFakeWordPress();
  site = await startSiteServer({ WORDPRESS_URL: wp.url, CONTENT_TIMEOUT_MS: "5000" });
});
test.afterAll(async () => {
  await site?.stop();
  await wp?.close();
});

test("an album WordPress has shows its title, projects and photos, and opens them in the lightbox", async ({
  page,
}) => {
  test.slow(); // an axe scan with the lightbox open, on a busy two-core machine
  const uploads = new Map<string, number>();
  page.on("response", (r) => {
    if (r.url().startsWith(`${wp.url}/wp-content/uploads/`)) uploads.set(r.url(), r.status());
  });
  const response = await page.goto(`${site.origin}/gallery/stamped-patios`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CMS_GALLERY_TITLE);
  const figures = page.getByRole("main").getByRole("figure");
  await expect(figures).toHaveCount(2);
  await expect(figures.first()).toContainText(CMS_GALLERY_PROJECT);
  await expect(figures.first()).toContainText("510 sq ft, Ankeny");
  const photo = figures.first().getByRole("img");
  // Every width of the ladder, made by the site from WordPress's original, on the site's own origin.
  const host = new URL(wp.url).host;
  await expect(photo).toHaveAttribute(
    "srcset",
    new RegExp(
      `^/_img/320/[a-z0-9]+\\.[A-Za-z0-9_-]{16}/m/${host}/wp-content/uploads/2025/06/herringbone-patio\\.jpg 320w, .+ 2048w$`,
    ),
  );
  await expect(photo).toHaveAttribute("width", "2048");
  await expect(photo).toHaveAttribute("height", "1365");
  await expect(photo).toHaveJSProperty("complete", true);
  // The stand-in's uploads are 1-pixel pictures, so the rendered size says nothing; the browser
  // never asked WordPress for a picture.
  const shown = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(new URL(shown).origin).toBe(site.origin);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect([...uploads.keys()]).toEqual([]);

  await waitForHydration(page);
  await page.locator("#photo-2").click();
  await expect(page.getByRole("dialog").getByRole("heading")).toHaveText("Slate patio with a fire pit");
  await expect(page).toHaveURL(/\/gallery\/stamped-patios\?photo=2$/);
  await expectNoA11yViolations(page);
  expect(wp.requestsTo("/gallery_album")).toBeGreaterThan(0);
});

test("/gallery lists WordPress's album beside the built-in ones; an album it lacks stays built-in", async ({
  page,
}) => {
  await page.goto(`${site.origin}/gallery`);
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
    builtInGalleryAlbums[0].title,
    CMS_GALLERY_TITLE,
    builtInGalleryAlbums[2].title,
  ]);
  await expect(cards.nth(1)).toContainText("2 projects");

  const modern = builtInGalleryAlbums[2];
  await page.goto(`${site.origin}/gallery/${modern.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(modern.title);
  await expect(page.getByRole("main").getByRole("figure")).toHaveCount(modern.projects.length);
});
