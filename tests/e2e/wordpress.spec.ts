import { expect, type Page, test } from "@playwright/test";
import { makePreviewToken } from "../../server/content/preview-token.ts";
import { revalidationHeaders } from "../../server/content/revalidate.ts";
import { PREVIEWS_PER_MINUTE } from "../../server/pages/preview-router.ts";
import { type FakeWordPress, type FakeWordPressMode, startFakeWordPress } from "../fakes/wordpress.ts";
import { CMS_STAMPED_TITLE } from "../fakes/wordpress-samples.ts";
import { expectNoA11yViolations } from "./support/a11y.ts";
import { waitForHydration } from "./support/hydration.ts";
import { type SiteServer, startSiteServer } from "./support/server.ts";

// The production build (npm run build) against a stand-in WordPress, one site server per scenario.

const SERVICE_PATH = "/services/stamped-concrete";
const BUILT_IN_STAMPED_TITLE = "Stamped Concrete";

function withWordPress(mode: FakeWordPressMode) {
  const setup = { wp: undefined as unknown as FakeWordPress, site: undefined as unknown as SiteServer };
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    setup.wp = await startFakeWordPress({ mode });
    setup.site = await startSiteServer({ WORDPRESS_URL: setup.wp.url, CONTENT_TIMEOUT_MS: "5000" });
  });
  test.afterAll(async () => {
    await setup.site?.stop();
    await setup.wp?.close();
  });
  return setup;
}

/** Records anything an injected script would do: open a dialog, or set its marker on window. */
function watchForInjectedScript(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return {
    dialogs,
    marker: () => page.evaluate(() => (window as { __wpPwned?: unknown }).__wpPwned ?? null),
  };
}

test.describe("with WordPress answering", () => {
  const setup = withWordPress("normal");

  test("the service page shows the title, text and photo from WordPress", async ({ page }) => {
    test.slow(); // the axe scan takes a while on a busy two-core machine
    const response = await page.goto(setup.site.origin + SERVICE_PATH);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CMS_STAMPED_TITLE);
    await expect(page.getByRole("heading", { name: "Patterns we pour" })).toBeVisible();
    const hero = page.locator("img[fetchpriority=high]").first();
    // WordPress's original, made by the site's image service on its own origin, signed with its version.
    const host = new URL(setup.wp.url).host;
    await expect(hero).toHaveAttribute(
      "src",
      new RegExp(
        `^/_img/1080/[a-z0-9]+\\.[A-Za-z0-9_-]{16}/m/${host}/wp-content/uploads/2025/05/stamped-patio\\.jpg$`,
      ),
    );
    await expect(hero).toHaveJSProperty("complete", true);
    expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(setup.wp.requestsTo("/service")).toBeGreaterThan(0);
    await expectNoA11yViolations(page);
  });

  test("a dedicated city page takes its hero and body from WordPress and keeps its layout", async ({
    page,
  }) => {
    const response = await page.goto(`${setup.site.origin}/locations/ankeny`);
    expect(response?.status()).toBe(200);
    const hero = page.getByRole("region", { name: "Concrete Contractor in Ankeny, IA" });
    await expect(hero).toContainText("Driveways, patios and sidewalks across Ankeny.");
    await expect(hero.locator("img")).toHaveAttribute(
      "src",
      new RegExp(`/m/${new URL(setup.wp.url).host}/wp-content/uploads/2025/05/ankeny-driveway\\.jpg$`),
    );
    const services = page.getByRole("tabpanel", { name: "Services" });
    await expect(services).toContainText("Ankeny grows fast: new driveways in Prairie Trail");
    // What the record leaves out comes from the built-in city: the four service cards, the tabs.
    await expect(services.getByRole("article")).toHaveCount(4);
    await expect(page.getByRole("tab")).toHaveText(["Services", "Recent Projects", "Testimonials", "FAQ"]);
    const alsoServing = page.getByRole("navigation", { name: "Also Serving" }).getByRole("link");
    await expect(alsoServing).toHaveText(["Des Moines"]);
    expect(setup.wp.requestsTo("/location")).toBeGreaterThan(0);
  });

  test("the home page shows the hero an administrator set: its photo first, its buttons, its title in the tab, after a navigation too", async ({
    page,
  }) => {
    await page.goto(`${setup.site.origin}/`);
    const hero = page.getByRole("region", { name: "Concrete Poured Right, Before the Frost" });
    await expect(hero).toContainText("booked for this fall");
    const photo = hero.locator("img");
    await expect(photo).toHaveAttribute("fetchpriority", "high");
    await expect(photo).toHaveAttribute("alt", "A new broom-finished driveway in October light");
    await expect(photo).toHaveJSProperty("complete", true);
    expect(await photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
      /^\/_img\/\d+\/.+\/fall-driveway\.jpg$/,
    );
    await expect(page).toHaveTitle("Concrete Contractor in Des Moines | Driveways & Patios");
    await expect(page.getByRole("heading", { level: 2, name: "What We Pour" })).toBeVisible();
    await waitForHydration(page);
    // To another page and back inside the site: the same hero and title, from the route's data.
    await hero.getByRole("link", { name: "See Our Work" }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await page.getByRole("banner").getByRole("link").first().click();
    await expect(page).toHaveURL(`${setup.site.origin}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Concrete Poured Right, Before the Frost",
    );
    await expect(page).toHaveTitle("Concrete Contractor in Des Moines | Driveways & Patios");
    await hero.getByRole("link", { name: "Book a Free Estimate" }).click();
    await expect(page).toHaveURL(/\/quote$/);
  });

  test("the API answers the same service", async ({ page }) => {
    const response = await page.request.get(`${setup.site.origin}/api/wp/services/stamped-concrete`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe(
      "public, max-age=60, s-maxage=300, stale-while-revalidate=600",
    );
    expect((await response.json()).title).toBe(CMS_STAMPED_TITLE);
  });
});

test.describe("with a malicious WordPress", () => {
  const setup = withWordPress("malicious");

  for (const path of [SERVICE_PATH, "/locations/ankeny", "/"]) {
    test(`${path} renders its content and runs none of the injected script`, async ({ page }) => {
      const injected = watchForInjectedScript(page);
      const response = await page.goto(setup.site.origin + path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await waitForHydration(page);
      // Hover and click everything the attacker hoped someone would touch.
      for (const text of ["Hover me", "Click for a discount"]) {
        const target = page.getByText(text).first();
        if (await target.count()) {
          await target.hover();
          await target.click({ noWaitAfter: true });
        }
      }
      expect(await injected.marker()).toBeNull();
      expect(injected.dialogs).toEqual([]);
      const html = await page.content();
      expect(html).not.toContain("__wpPwned");
    });
  }

  test("the service page keeps a readable title", async ({ page }) => {
    await page.goto(setup.site.origin + SERVICE_PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(BUILT_IN_STAMPED_TITLE);
  });
});

test.describe("with WordPress failing", () => {
  const setup = withWordPress("failing");

  test("the service page shows built-in content instead of an error", async ({ page }) => {
    const response = await page.goto(setup.site.origin + SERVICE_PATH);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(BUILT_IN_STAMPED_TITLE);
    await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();
    expect(setup.wp.requests).toBeGreaterThan(0);
  });

  test("the API answers built-in content with 200", async ({ page }) => {
    const response = await page.request.get(`${setup.site.origin}/api/wp/options/cta`);
    expect(response.status()).toBe(200);
    expect((await response.json()).value.title).toBe("Ready to Transform Your Property?");
  });
});

test.describe("when WordPress says its content changed", () => {
  const SECRET = "e2e-revalidation-secret-0123456789";
  const setup = { wp: undefined as unknown as FakeWordPress, site: undefined as unknown as SiteServer };
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    setup.wp = await startFakeWordPress();
    setup.site = await startSiteServer({
      WORDPRESS_URL: setup.wp.url,
      WORDPRESS_WEBHOOK_SECRET: SECRET,
      CONTENT_TTL_SECONDS: "3600",
    });
  });
  test.afterAll(async () => {
    await setup.site?.stop();
    await setup.wp?.close();
  });

  function revalidate(secret: string) {
    const body = JSON.stringify({
      changes: [{ type: "service", slug: "stamped-concrete", action: "update" }],
    });
    return fetch(`${setup.site.origin}/api/revalidate`, {
      method: "POST",
      // As the plugin signs it (its own test, tests/wordpress, holds the two to one scheme).
      headers: revalidationHeaders(secret, body),
      body,
    });
  }

  test("a signed call puts the edit on the very next page view; a forged one changes nothing", async ({
    page,
  }) => {
    await page.goto(setup.site.origin + SERVICE_PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CMS_STAMPED_TITLE);
    setup.wp.content.service[0].title = { rendered: "Stamped Concrete &#8211; Edited" };

    expect((await revalidate("a-forged-secret-of-enough-length")).status).toBe(401);
    const cached = await page.goto(setup.site.origin + SERVICE_PATH);
    expect(cached?.headers()["x-cache"]).toBe("HIT");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CMS_STAMPED_TITLE);

    expect((await revalidate(SECRET)).status).toBe(200);
    const fresh = await page.goto(setup.site.origin + SERVICE_PATH);
    // The old page is gone from the cache: this view renders it afresh (MISS), or is the copy the
    // revalidation itself made again at once (HIT, decision 019's warm-up) if that was quicker. Either
    // way it is the edited page.
    expect(["MISS", "HIT"]).toContain(fresh?.headers()["x-cache"]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stamped Concrete – Edited");
  });

  test("a good preview link is limited per network, so a leaked one cannot flood WordPress; a forged one is never counted", async () => {
    const token = makePreviewToken(SECRET, {
      postId: 42,
      postType: "service",
      userId: 7,
      expiresAt: new Date(Date.now() + 5 * 60_000),
    });
    const preview = (address: string, link = token) =>
      fetch(`${setup.site.origin}/preview?token=${link}`, { headers: { "X-Forwarded-For": address } });
    // A forged link is refused before anything is counted or asked of WordPress.
    for (let i = 0; i < PREVIEWS_PER_MINUTE + 5; i += 1) {
      expect((await preview("198.51.100.60", `${token.slice(0, -3)}abc`)).status).toBe(403);
    }
    const statuses: number[] = [];
    for (let i = 0; i < PREVIEWS_PER_MINUTE + 3; i += 1)
      statuses.push((await preview("198.51.100.60")).status);
    expect(statuses.slice(0, PREVIEWS_PER_MINUTE)).not.toContain(429);
    expect(statuses.slice(PREVIEWS_PER_MINUTE)).toEqual([429, 429, 429]);
    const refused = await preview("198.51.100.60");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.text()).toContain("Wait a minute, then press Preview again in WordPress.");
    // Another network, say the editor's office, still previews.
    expect((await preview("198.51.100.61")).status).not.toBe(429);
  });
});
