import { expect, type Page, test } from "@playwright/test";
import { E2E_ORIGIN, E2E_SITE_URL } from "../../playwright.config.ts";
import { builtPages, pendingPages, type SitePage } from "../routes.ts";
import { expectNoA11yViolations } from "./support/a11y.ts";

const localHost = new URL(E2E_ORIGIN).host;
const builtPaths = new Set(builtPages.map((p) => p.path));
const pendingPaths = new Set(pendingPages);
const slugPage = /^\/(services|locations)\/[a-z0-9]+(-[a-z0-9]+)*$/;

/** Both driveway URLs are one page to search engines. */
const canonicalPaths: Record<string, string> = { "/services/concrete-driveways": "/services/driveways" };

function expectedCanonical(path: string) {
  const canonicalPath = canonicalPaths[path] ?? path;
  return canonicalPath === "/" ? E2E_SITE_URL : `${E2E_SITE_URL}${canonicalPath}`;
}

/** Pages a link may lead to that exist today (pending screens are allowed but not requested yet). */
function isBuiltTarget(path: string) {
  return builtPaths.has(path) || slugPage.test(path) || path === "/sitemap.xml";
}

// One request per distinct link target per worker: most pages share the header and footer links.
const targetStatuses = new Map<string, Promise<number>>();
function statusOf(path: string) {
  let status = targetStatuses.get(path);
  if (!status) {
    status = fetch(`${E2E_ORIGIN}${path}`, { redirect: "manual" }).then((response) => response.status);
    targetStatuses.set(path, status);
  }
  return status;
}

/** Records what the page does while it loads: requests leaving the machine and console errors. */
async function watchPageLoad(page: Page) {
  const externalRequests: string[] = [];
  const consoleErrors: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (/^(https?|wss?):$/.test(url.protocol) && url.host !== localHost) externalRequests.push(request.url());
  });
  page.on("console", (message) => {
    // For a failed load the location is the resource, which the text alone does not name.
    if (message.type() === "error") consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  // A blocked eval caught by a library logs nothing, but it is still a Content-Security-Policy violation.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  return { externalRequests, consoleErrors };
}

async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
  await page.waitForLoadState("networkidle");
  // The driveways page reveals its sections in sequence; audit it once everything is shown.
  if (path.includes("driveways")) await page.waitForTimeout(3_000);
}

// Read without waiting: a missing tag is a finding, not something to wait 30 s for.
const attributeOf = (page: Page, selector: string, attribute: string) =>
  page.locator(selector).evaluateAll((els, name) => els[0]?.getAttribute(name) ?? null, attribute);
const metaContent = (page: Page, selector: string) => attributeOf(page, `meta[${selector}]`, "content");

async function expectSearchAndSocialMeta(page: Page, { path, robots = "index, follow" }: SitePage) {
  expect.soft((await page.title()).trim(), "document title").not.toBe("");
  expect.soft((await metaContent(page, 'name="description"'))?.trim(), "meta description").toBeTruthy();
  expect.soft((await metaContent(page, 'name="keywords"'))?.trim(), "meta keywords").toBeTruthy();
  expect.soft(await page.locator('link[rel="canonical"]').count(), "one canonical link").toBe(1);
  expect.soft(await attributeOf(page, 'link[rel="canonical"]', "href")).toBe(expectedCanonical(path));
  expect.soft(await metaContent(page, 'name="robots"')).toBe(robots);

  expect.soft((await metaContent(page, 'property="og:title"'))?.trim(), "og:title").toBeTruthy();
  expect.soft((await metaContent(page, 'property="og:description"'))?.trim(), "og:description").toBeTruthy();
  expect.soft(await metaContent(page, 'property="og:url"')).toBe(expectedCanonical(path));
  const shareImage = (await metaContent(page, 'property="og:image"')) ?? "";
  const absolutePng = /^https?:\/\/[^/]+\/.+\.png$/;
  expect.soft(shareImage, "og:image is an absolute PNG URL").toMatch(absolutePng);
  expect.soft(await metaContent(page, 'property="og:image:width"')).toBe("1200");
  expect.soft(await metaContent(page, 'property="og:image:height"')).toBe("630");
  if (absolutePng.test(shareImage)) {
    const served = await statusOf(new URL(shareImage).pathname);
    expect.soft(served, `share image ${shareImage} is served by this site`).toBe(200);
  }
  expect.soft(await metaContent(page, 'name="twitter:card"')).toBe("summary_large_image");
}

async function expectValidStructuredData(page: Page) {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ""));
  for (const block of blocks) {
    expect.soft(block, "JSON-LD has no raw '<' (it could close the script tag)").not.toContain("<");
    expect.soft(() => JSON.parse(block), `JSON-LD parses: ${block.slice(0, 120)}`).not.toThrow();
  }
}

async function expectSizedLocalImages(page: Page) {
  const images = await page.locator("img").evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: img.getAttribute("src") ?? "",
      srcset: img.getAttribute("srcset") ?? "",
      hasSize: img.hasAttribute("width") && img.hasAttribute("height"),
    })),
  );
  for (const image of images) {
    expect.soft(image.hasSize, `<img src="${image.src}"> has width and height`).toBe(true);
    const sources = [image.src, ...image.srcset.split(",").map((c) => c.trim().split(/\s+/)[0])].filter(
      Boolean,
    );
    for (const source of sources) {
      const url = new URL(source, E2E_ORIGIN);
      expect.soft(url.protocol === "data:" || url.host === localHost, `image ${source} is local`).toBe(true);
    }
  }
}

async function expectInternalLinksLeadSomewhere(page: Page) {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const targets = [...new Set(hrefs.map((href) => href.replace(/[?#].*$/, "") || "/"))];
  const unknown = targets.filter((t) => !isBuiltTarget(t) && !pendingPaths.has(t));
  expect.soft(unknown, "links to paths that are neither built nor planned").toEqual([]);

  const built = targets.filter(isBuiltTarget);
  const statuses = await Promise.all(built.map(async (t) => [t, await statusOf(t)] as const));
  const broken = statuses.filter(([, status]) => status !== 200).map(([t, status]) => `${t} → ${status}`);
  expect.soft(broken, "linked pages that do not answer 200").toEqual([]);
}

function titleOf(sitePage: SitePage) {
  return `${sitePage.name} (${sitePage.path})`;
}

test.describe("every built page", () => {
  for (const sitePage of builtPages) {
    test(titleOf(sitePage), async ({ page }) => {
      const { externalRequests, consoleErrors } = await watchPageLoad(page);
      await openPage(page, sitePage.path);

      expect.soft(await page.locator("h1").count(), "exactly one h1").toBe(1);
      await expectSearchAndSocialMeta(page, sitePage);
      await expectValidStructuredData(page);
      await expectSizedLocalImages(page);
      await expectInternalLinksLeadSomewhere(page);
      expect.soft(externalRequests, "requests to hosts other than this server").toEqual([]);
      expect.soft(consoleErrors, "console errors").toEqual([]);
      await expectNoA11yViolations(page);
    });
  }
});

test.describe("every built page on a 375 px phone", () => {
  for (const sitePage of builtPages) {
    test(`${titleOf(sitePage)} @mobile`, async ({ page }) => {
      await openPage(page, sitePage.path);
      const viewportWidth = page.viewportSize()?.width ?? 375;
      const scrollWidth = await page.evaluate(() =>
        Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      );
      expect
        .soft(scrollWidth, `page is no wider than the ${viewportWidth} px screen`)
        .toBeLessThanOrEqual(viewportWidth);
      await expectNoA11yViolations(page);
    });
  }
});
