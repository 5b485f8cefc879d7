import { expect, type Page, test } from "@playwright/test";
import { phoneHref, siteConfig } from "@shared/content/site.ts";
import { sharePicturePath } from "@shared/share-picture.ts";
import { E2E_SITE_URL } from "../../playwright.config.ts";
import { expectNoA11yViolations } from "./support/a11y.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expectSameDocument, markDocument } from "./support/same-document-marker.ts";

const CANONICAL = `${E2E_SITE_URL}/services/driveways`;
/** The four revealed sections' headings, in the order they must appear. */
const SEQUENCE = [
  "Concrete Driveways Built to Last in Greater Des Moines",
  "Why Choose a Concrete Driveway?",
  "Our Driveway Services",
  "Our 5-Step Driveway Process",
];
/** Last reveal at 2400 ms plus the 0.5 s fade, with room to spare. */
const SEQUENCE_DONE_MS = 3_200;

const meta = (page: Page, selector: string) => page.locator(`head meta[${selector}]`).getAttribute("content");
const heading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true });
const loadingStatus = (page: Page) => page.getByRole("status").filter({ hasText: "Loading page..." });

type RevealWindow = Window & { firstFrame?: { statusVisible: boolean; heroVisible: boolean } };

/** Notes, on the first frame that renders the page, whether the indicator and the hero show. */
async function recordFirstFrame(page: Page, heroName: string) {
  await page.addInitScript((hero: string) => {
    const win = window as RevealWindow;
    const check = () => {
      const status = [...document.querySelectorAll('[role="status"]')].find((el) =>
        el.textContent?.includes("Loading page..."),
      );
      const heading = [...document.querySelectorAll("h1")].find((el) => el.textContent === hero);
      if (!status || !heading) return requestAnimationFrame(check);
      win.firstFrame = {
        statusVisible: getComputedStyle(status).visibility === "visible",
        heroVisible: getComputedStyle(heading).visibility === "visible",
      };
    };
    requestAnimationFrame(check);
  }, heroName);
}

/**
 * The timing of the animation that shows (reveal-in) or removes (reveal-out) the element matching
 * each selector and text: when it started on the document timeline, and its delay.
 */
function revealTimings(page: Page, targets: { selector: string; text: string; animation: string }[]) {
  return page.evaluate((wanted) => {
    return wanted.map(({ selector, text, animation }) => {
      let el: Element | null =
        [...document.querySelectorAll(selector)].find((e) => e.textContent?.includes(text)) ?? null;
      for (; el; el = el.parentElement) {
        const found = el.getAnimations().find((a) => (a as CSSAnimation).animationName === animation);
        if (found) return { start: Number(found.startTime), delay: Number(found.effect?.getTiming().delay) };
      }
      return { start: Number.NaN, delay: Number.NaN };
    });
  }, targets);
}

for (const path of ["/services/driveways", "/services/concrete-driveways"]) {
  test(`${path} answers with the driveways page and the one canonical`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", CANONICAL);
    expect(await meta(page, 'property="og:url"')).toBe(CANONICAL);
    await expect(heading(page, SEQUENCE[0])).toBeAttached();
  });
}

test("sets the search and social metadata and WebPage + Service structured data", async ({ page }) => {
  await page.goto("/services/driveways");
  const title = "Concrete Driveway Installation & Replacement in Des Moines, IA";
  await expect(page).toHaveTitle(title);
  const description = await meta(page, 'name="description"');
  expect(description).toContain("$8-$14 per sq ft");
  expect(await meta(page, 'name="keywords"')).toContain("concrete driveway Des Moines");
  expect(await meta(page, 'property="og:title"')).toBe(title);
  expect(await meta(page, 'property="og:description"')).toBe(description);
  expect(await meta(page, 'property="og:image"')).toBe(`${E2E_SITE_URL}${sharePicturePath(siteConfig)}`);
  expect(await meta(page, 'name="twitter:card"')).toBe("summary_large_image");
  expect(await meta(page, 'name="twitter:title"')).toBe(title);

  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
  const nodes = blocks.flatMap((b) => b["@graph"] ?? [b]);
  const types = nodes.flatMap((n) => [n["@type"]].flat());
  expect(types).toEqual(expect.arrayContaining(["WebPage", "Service"]));
  const service = nodes.find((n) => n["@type"] === "Service");
  expect(service.url).toBe(CANONICAL);
  expect(service.provider.telephone).toBe(siteConfig.phone);
});

test("shows a loading indicator, then reveals hero, benefits, services and process in turn", async ({
  page,
}) => {
  await recordFirstFrame(page, SEQUENCE[0]);
  await page.goto("/services/driveways", { waitUntil: "commit" });

  await page.waitForFunction(() => (window as RevealWindow).firstFrame !== undefined);
  const firstFrame = await page.evaluate(() => (window as RevealWindow).firstFrame);
  expect(firstFrame, "at first the indicator shows and the hero does not").toEqual({
    statusVisible: true,
    heroVisible: false,
  });

  await expect(heading(page, SEQUENCE[0])).toBeVisible({ timeout: 5_000 });
  await expect(loadingStatus(page)).toHaveCount(0);
  await expect(heading(page, SEQUENCE[3])).toBeVisible({ timeout: 5_000 });

  // The exact schedule, read from the page's own animations (immune to a slow test machine).
  const timings = await revealTimings(page, [
    { selector: '[role="status"]', text: "Loading page...", animation: "reveal-out" },
    ...SEQUENCE.map((text) => ({ selector: "h1, h2", text, animation: "reveal-in" })),
  ]);
  expect(timings.map((t) => t.delay)).toEqual([1_500, 1_500, 1_800, 2_100, 2_400]);
  // Each element's clock starts when the parser reaches it. On a busy machine a later section can
  // arrive a few hundred ms after the hero; what a visitor sees must still be the spec's order:
  // the indicator leaves, then hero, benefits, services and process appear, each after the one before.
  const moments = timings.map((t) => t.start + t.delay);
  for (let i = 1; i < moments.length; i++) {
    expect(moments[i], `"${SEQUENCE[i - 1]}" is not shown before what comes first`).toBeGreaterThanOrEqual(
      moments[i - 1] - 1,
    );
  }
  expect(
    moments[4] - moments[1],
    "process follows the hero by the spec's 900 ms or more",
  ).toBeGreaterThanOrEqual(899);
});

test("the first thing painted is already the page's largest: the hero photo under the loading indicator", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const win = window as unknown as { paints: { url: string; tag: string; time: number }[] };
    win.paints = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        url: string;
        element: Element | null;
        startTime: number;
      }[]) {
        win.paints.push({ url: entry.url, tag: entry.element?.tagName ?? "", time: entry.startTime });
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  // While the indicator shows, the hero's photo is already on screen behind it, with no second alt
  // text: read on the first frame that has both, since on a loaded machine the page's load event can
  // come after the indicator's 1.5 s.
  await page.addInitScript(() => {
    const win = window as unknown as {
      underIndicator?: { statusVisible: boolean; alt: string; src: string };
    };
    const check = () => {
      const status = [...document.querySelectorAll('[role="status"]')].find((el) =>
        el.textContent?.includes("Loading page..."),
      );
      const cover = document.querySelector<HTMLImageElement>(".reveal-cover img");
      if (!status || !cover) return requestAnimationFrame(check);
      win.underIndicator = {
        statusVisible: getComputedStyle(status).visibility === "visible",
        alt: cover.getAttribute("alt") ?? "(none)",
        src: cover.getAttribute("src") ?? "",
      };
    };
    requestAnimationFrame(check);
  });
  await page.goto("/services/driveways", { waitUntil: "commit" });
  await page.waitForFunction(() => "underIndicator" in window);
  const underIndicator = await page.evaluate(
    () =>
      (window as unknown as { underIndicator: { statusVisible: boolean; alt: string; src: string } })
        .underIndicator,
  );
  expect(underIndicator).toMatchObject({ statusVisible: true, alt: "" });
  expect(underIndicator.src).toMatch(/^\/_img\/\d+\/[0-9a-f]{12}\/s\/driveway\.webp$/);
  await expect(heading(page, SEQUENCE[3])).toBeVisible({ timeout: 5_000 });
  const paints = await page.evaluate(
    () => (window as unknown as { paints: { url: string; tag: string }[] }).paints,
  );
  // The revealed hero text never becomes a larger paint than the photo the visitor saw first.
  expect(paints.at(-1)).toMatchObject({ tag: "IMG", url: expect.stringContaining("/s/driveway.webp") });
});

test("does not shift the layout while the sections appear", async ({ page }) => {
  await page.addInitScript(() => {
    const win = window as unknown as { layoutShift: number };
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) win.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/services/driveways");
  await page.waitForTimeout(SEQUENCE_DONE_MS);
  await expect(heading(page, SEQUENCE[3])).toBeVisible();
  // Cumulative layout shift: placeholders swapped for sections of another height would add up fast.
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(
    0.01,
  );
});

test("shows every section's content once the sequence ends", async ({ page }) => {
  await page.goto("/services/driveways");
  await page.waitForTimeout(SEQUENCE_DONE_MS);
  const main = page.getByRole("main");

  await expect(main.getByRole("link", { name: "Get a Free Driveway Estimate" })).toHaveAttribute(
    "href",
    "/quote",
  );
  const benefits = page.getByRole("region", { name: SEQUENCE[1] }).getByRole("heading", { level: 3 });
  await expect(benefits).toHaveText(["Long-Lasting", "Weather Resistant", "Low Maintenance", "Value Adding"]);
  const services = page.getByRole("region", { name: SEQUENCE[2] }).getByRole("heading", { level: 3 });
  await expect(services).toHaveText([
    "New Driveway Installation",
    "Driveway Replacement",
    "Decorative Options",
  ]);
  const steps = page.getByRole("region", { name: SEQUENCE[3] }).getByRole("heading", { level: 3 });
  await expect(steps).toHaveText([
    "Free On-Site Estimate",
    "Site Prep & Grading",
    "Forming & Reinforcement",
    "Concrete Pouring",
    "Finishing & Curing",
  ]);

  const cost = page.getByRole("region", { name: "Concrete Driveway Cost" });
  await expect(cost).toContainText("$8-$14 per sq ft");
  await expect(cost).toContainText("4 in");
  await expect(cost).toContainText("6 in");

  const areas = page.getByRole("region", { name: "Driveway Service Areas" }).getByRole("link");
  await expect(areas).toHaveText([
    "Des Moines",
    "Ankeny",
    "West Des Moines",
    "Urbandale",
    "Johnston",
    "Waukee",
  ]);
  expect(await areas.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
    ["des-moines", "ankeny", "west-des-moines", "urbandale", "johnston", "waukee"].map(
      (s) => `/locations/${s}`,
    ),
  );

  await expect(
    page.getByRole("region", { name: "Why Homeowners Trust Us With Their Driveways" }),
  ).toBeVisible();

  const finalCta = page.getByRole("region", { name: "Ready for a Driveway That Lasts?" });
  await expect(finalCta.getByRole("link", { name: "Get a Free Estimate" })).toHaveAttribute("href", "/quote");
  await expect(finalCta.getByRole("link", { name: `Call ${siteConfig.phone}` })).toHaveAttribute(
    "href",
    phoneHref(siteConfig.phone),
  );
});

test("has no accessibility violations once the sequence ends", async ({ page }) => {
  await page.goto("/services/driveways");
  await page.waitForTimeout(SEQUENCE_DONE_MS);
  // Still in the page, but out of the accessibility tree.
  await expect(
    page.getByRole("status", { includeHidden: true }).filter({ hasText: "Loading page..." }),
  ).toHaveCount(1);
  await expect(loadingStatus(page)).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("keeps the sequence, without the fade", async ({ page }) => {
    await page.goto("/services/driveways");
    await expect(heading(page, SEQUENCE[0])).toBeHidden();
    await expect(heading(page, SEQUENCE[3])).toBeVisible({ timeout: 3_000 });
    const opacity = await page
      .getByRole("region", { name: SEQUENCE[3] })
      .evaluate((el) => getComputedStyle(el.parentElement!).opacity);
    expect(opacity).toBe("1");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("has every section's text in the page and shows it after the sequence", async ({ page }) => {
    const response = await page.goto("/services/driveways");
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    for (const text of [
      ...SEQUENCE,
      "Weather Resistant",
      "Driveway Replacement",
      "Forming & Reinforcement",
    ]) {
      await expect(main).toContainText(text);
    }
    await page.waitForTimeout(SEQUENCE_DONE_MS);
    for (const name of SEQUENCE) await expect(heading(page, name)).toBeVisible();
    await expect(page.getByText("Finishing & Curing")).toBeVisible();
    await expect(loadingStatus(page)).toBeHidden();
  });
});

test("arriving from another page without a reload, it runs the sequence and its links stay in the page", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await markDocument(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Concrete Driveways", exact: true }).click();
  await expect(page).toHaveURL(/\/services\/driveways$/);
  await expect(heading(page, SEQUENCE[0])).toBeVisible({ timeout: 5_000 });
  await expect(heading(page, SEQUENCE[3])).toBeVisible({ timeout: 5_000 });
  await expect(loadingStatus(page)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Concrete Driveway Cost" })).toContainText(
    "$8-$14 per sq ft",
  );

  await page.getByRole("main").getByRole("link", { name: "Get a Free Driveway Estimate" }).click();
  await expect(page).toHaveURL(/\/quote$/);
  await expectSameDocument(page);
});
