import { expect, type Page, test } from "@playwright/test";
import { builtInGalleryAlbums } from "@shared/content/gallery/albums.ts";
import { expectNoA11yViolations } from "./support/a11y.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expectSameDocument, markDocument } from "./support/same-document-marker.ts";

// The gallery on built-in content: /gallery, its three albums and the lightbox (?photo=N).

const [backyard, stamped, modern] = builtInGalleryAlbums;
const STAMPED_PATH = "/gallery/stamped-patios";

const dialog = (page: Page) => page.getByRole("dialog");
const thumbnail = (page: Page, number: number) => page.locator(`#photo-${number}`);

/** A lightbox the server sent open is live once it is modal and has taken the focus (its effects have run). */
async function waitForLiveLightbox(page: Page) {
  await waitForHydration(page);
  await page.waitForFunction(() => document.querySelector("dialog:modal")?.contains(document.activeElement));
}

/** Opens photo `number` by clicking its thumbnail, as a visitor does. */
async function openPhoto(page: Page, number: number) {
  await thumbnail(page, number).click();
  await expect(dialog(page)).toBeVisible();
}

async function expectPhotoShown(page: Page, number: number) {
  const project = stamped.projects[number - 1];
  await expect(dialog(page).getByRole("heading")).toHaveText(project.title);
  await expect(dialog(page)).toContainText(`Photo ${number} of ${stamped.projects.length}`);
  await expect(dialog(page).getByRole("img")).toHaveAttribute("alt", project.photo.alt);
  await expect(page).toHaveURL(new RegExp(`${STAMPED_PATH}\\?photo=${number}$`));
}

test("/gallery shows the three albums, each with its cover, title, project count and description", async ({
  page,
}) => {
  const response = await page.goto("/gallery");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Work Around Des Moines");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(3);
  for (const [i, album] of [backyard, stamped, modern].entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(album.title);
    await expect(card).toContainText(`${album.projects.length} projects`);
    await expect(card).toContainText(album.description);
    await expect(card.getByRole("img")).toHaveAttribute("alt", album.cover?.alt ?? "");
    await expect(card.getByRole("link", { name: album.title })).toHaveAttribute(
      "href",
      `/gallery/${album.slug}`,
    );
  }
  await cards.nth(1).getByRole("link", { name: stamped.title }).click();
  await expect(page).toHaveURL(/\/gallery\/stamped-patios$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(stamped.title);
});

for (const album of builtInGalleryAlbums) {
  test(`/gallery/${album.slug} shows 8+ projects, each with a photo, a caption and its service page`, async ({
    page,
  }) => {
    const response = await page.goto(`/gallery/${album.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(album.title);
    const figures = page.getByRole("main").getByRole("figure");
    expect(album.projects.length).toBeGreaterThanOrEqual(8);
    await expect(figures).toHaveCount(album.projects.length);
    for (const [i, project] of album.projects.entries()) {
      const figure = figures.nth(i);
      await expect(figure).toContainText(project.title);
      await expect(figure).toContainText(`${project.size}, ${project.town}`);
      await expect(figure.getByRole("link", { name: /^About / })).toHaveAttribute(
        "href",
        project.service?.href ?? "a built-in project always names its service",
      );
      const img = figure.getByRole("img");
      await expect(img).toHaveAttribute("alt", project.photo.alt);
      // Every width of the image service's ladder, from the picture's original.
      await expect(img).toHaveAttribute(
        "srcset",
        /^\/_img\/320\/[0-9a-f]{12}\/s\/gallery\/.+ 320w, .+ 2048w$/,
      );
      // The box's shape: the largest width's size.
      await expect(img).toHaveAttribute("width", "2048");
      await expect(img).toHaveAttribute("height", "1365");
      // The first row comes at once; the rest waits until the visitor scrolls near it.
      await expect(img).toHaveAttribute("loading", i < 2 ? "eager" : "lazy");
    }
    // A caption's service link goes to the page about that kind of work.
    const firstService = album.projects[0].service;
    await figures
      .first()
      .getByRole("link", { name: /^About / })
      .click();
    await expect(page).toHaveURL(new RegExp(`${firstService?.href}$`));
  });
}

test("the album page describes itself as an ImageGallery with every project photo", async ({ page }) => {
  await page.goto(STAMPED_PATH);
  const graphs = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
  const nodes = graphs.flatMap((g) => g["@graph"] ?? [g]);
  const gallery = nodes.find((n) => n["@type"] === "ImageGallery");
  expect(gallery?.name).toBe(stamped.title);
  expect(gallery?.image).toHaveLength(stamped.projects.length);
  expect(gallery?.image[0].caption).toBe("Stamped ashlar-slate patio, 420 sq ft, Ankeny");
  expect(gallery?.image[0].contentUrl).toMatch(/\/_img\/2048\/[0-9a-f]{12}\/s\/gallery\/stamped-01\.webp$/);
  const trail = nodes.find((n) => n["@type"] === "BreadcrumbList");
  expect(trail?.itemListElement.map((c: { name: string }) => c.name)).toEqual([
    "Home",
    "Gallery",
    stamped.title,
  ]);
});

test.describe("the lightbox", () => {
  test("arrow keys move between photos, the URL follows, Escape closes it and focus returns to the thumbnail", async ({
    page,
  }) => {
    await page.goto(STAMPED_PATH);
    await waitForHydration(page);
    await openPhoto(page, 2);
    await expectPhotoShown(page, 2);
    await expectNoA11yViolations(page);

    await page.keyboard.press("ArrowRight");
    await expectPhotoShown(page, 3);
    await page.keyboard.press("ArrowRight");
    await expectPhotoShown(page, 4);
    await page.keyboard.press("ArrowLeft");
    await expectPhotoShown(page, 3);

    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${STAMPED_PATH}$`));
    await expect(thumbnail(page, 3)).toBeFocused();
  });

  test("the on-screen buttons move between photos, wrap at the ends and close it", async ({ page }) => {
    await page.goto(STAMPED_PATH);
    await waitForHydration(page);
    await openPhoto(page, 1);
    await dialog(page).getByRole("link", { name: "Previous photo" }).click();
    await expectPhotoShown(page, stamped.projects.length);
    await dialog(page).getByRole("link", { name: "Next photo" }).click();
    await expectPhotoShown(page, 1);
    await dialog(page).getByRole("link", { name: "Next photo" }).click();
    await expectPhotoShown(page, 2);
    await dialog(page).getByRole("link", { name: "Close photo" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${STAMPED_PATH}$`));
    await expect(thumbnail(page, 2)).toBeFocused();
  });

  test("a shared ?photo=N address opens on that photo, and closing it lands on its thumbnail", async ({
    page,
  }) => {
    const response = await page.goto(`${STAMPED_PATH}?photo=5`);
    expect(response?.status()).toBe(200);
    await expectPhotoShown(page, 5);
    // The photo is in the server's HTML, not only drawn later by JavaScript.
    expect(await response?.text()).toContain(stamped.projects[4].title);
    await waitForLiveLightbox(page);
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(thumbnail(page, 5)).toBeFocused();
  });

  test("a photo number the album does not have shows the album without the lightbox", async ({ page }) => {
    const response = await page.goto(`${STAMPED_PATH}?photo=99`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(stamped.title);
    await expect(dialog(page)).toHaveCount(0);
  });

  test("on a phone, swiping moves between photos @mobile", async ({ page }) => {
    await page.goto(`${STAMPED_PATH}?photo=2`);
    await waitForHydration(page);
    await expectPhotoShown(page, 2);
    const box = await dialog(page).getByRole("img").boundingBox();
    if (!box) throw new Error("the photo has no box");
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      const y = box.y + box.height / 2;
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 5; step++) {
        const x = fromX + ((toX - fromX) * step) / 5;
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };
    const left = box.x + box.width * 0.15;
    const right = box.x + box.width * 0.85;
    await swipe(right, left);
    await expectPhotoShown(page, 3);
    await swipe(left, right);
    await expectPhotoShown(page, 2);
    await expectNoA11yViolations(page);
  });

  test("loading a shared photo and scrolling the album shift nothing in the page's content", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          // The album's own content; the site header's first paint is not this page's to fix.
          const inMain = (entry.sources ?? []).filter((s) => s.node?.parentElement?.closest("main"));
          if (entry.hadRecentInput || inMain.length === 0) continue;
          const nodes = inMain.map((s) => (s.node as Element | null)?.outerHTML?.slice(0, 120));
          shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${nodes.join(" | ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${STAMPED_PATH}?photo=3`);
    await waitForLiveLightbox(page);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Every thumbnail, lazy ones included, has arrived and taken its place.
    await expect
      .poll(() =>
        page
          .locator("main img")
          .evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)),
      )
      .toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
  });
});

test("arriving at an album from /gallery inside the site, a thumbnail opens a modal lightbox named by its photo", async ({
  page,
}) => {
  await page.goto("/gallery");
  await waitForHydration(page);
  // Survives a navigation inside the site, not a page load.
  await markDocument(page);
  await page.getByRole("main").getByRole("link", { name: stamped.title }).click();
  await expect(page).toHaveURL(new RegExp(`${STAMPED_PATH}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(stamped.title);
  await expect(page.getByRole("main").getByRole("figure")).toHaveCount(stamped.projects.length);

  await openPhoto(page, 4);
  await expectPhotoShown(page, 4);
  await expect(page.getByRole("dialog", { name: stamped.projects[3].title })).toBeVisible();
  // Modal: the focus is inside, and the page behind is inert (it cannot take the focus).
  expect(await page.evaluate(() => document.querySelector("dialog")?.matches(":modal"))).toBe(true);
  await page.waitForFunction(() => document.querySelector("dialog")?.contains(document.activeElement));
  await thumbnail(page, 1).evaluate((link) => (link as HTMLElement).focus());
  expect(await page.evaluate(() => document.querySelector("dialog")?.contains(document.activeElement))).toBe(
    true,
  );

  await page.keyboard.press("ArrowLeft");
  await expectPhotoShown(page, 3);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${STAMPED_PATH}$`));
  await expect(thumbnail(page, 3)).toBeFocused();
  await expectSameDocument(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each thumbnail is a link to its photo, and the photo page links on and back to the album", async ({
    page,
  }) => {
    await page.goto(STAMPED_PATH);
    await expect(thumbnail(page, 3)).toHaveAttribute("href", `${STAMPED_PATH}?photo=3`);
    await thumbnail(page, 3).click();
    await expectPhotoShown(page, 3);
    await dialog(page).getByRole("link", { name: "Next photo" }).click();
    await expectPhotoShown(page, 4);
    await dialog(page).getByRole("link", { name: "Close photo" }).click();
    await expect(page).toHaveURL(new RegExp(`${STAMPED_PATH}#photo-4$`));
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("figure")).toHaveCount(stamped.projects.length);
  });
});

test("an album the gallery does not have answers 404 with a way back to the gallery", async ({ page }) => {
  const response = await page.goto("/gallery/kitchen-countertops");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Album Not Found");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await page.getByRole("link", { name: "View the Gallery" }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
});

test("the Sitemap page lists the gallery and its albums under Gallery, and /sitemap.xml lists them", async ({
  page,
  request,
}) => {
  await page.goto("/sitemap");
  const gallery = page.getByRole("main").getByRole("region", { name: "Gallery" });
  await expect(gallery.getByRole("link")).toHaveText([
    "Project Gallery",
    backyard.title,
    stamped.title,
    modern.title,
  ]);
  await expect(gallery.getByRole("link", { name: stamped.title })).toHaveAttribute("href", STAMPED_PATH);
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/gallery", ...builtInGalleryAlbums.map((a) => `/gallery/${a.slug}`)]) {
    expect(xml).toContain(`${path}</loc>`);
  }
});
