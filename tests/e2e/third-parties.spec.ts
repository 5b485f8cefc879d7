import { expect, test } from "@playwright/test";
import { type SiteServer, startSiteServer } from "./support/server.ts";

// An owner adds Google Analytics with one setting (ANALYTICS) and a map's host with another
// (CSP_ALLOW): the tag runs on the site's cached pages with no Content-Security-Policy violation,
// and nothing else from another host is allowed.

let site: SiteServer;
test.beforeAll(async () => {
  site = await startSiteServer({
    ANALYTICS: "ga4:G-TEST12345",
    CSP_ALLOW: "frame-src https://www.google.com/maps/",
  });
});
test.afterAll(async () => site?.stop());

test("a Google Analytics 4 tag set by ANALYTICS runs on a cached page, with no policy violation", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      violations.push(message.text());
  });
  // Google's gtag.js, stood in for on this machine: it says it ran and reports as gtag would.
  let tagRequests = 0;
  await page.route("https://www.googletagmanager.com/gtag/js?id=G-TEST12345", (route) => {
    tagRequests += 1;
    return route.fulfill({
      contentType: "text/javascript",
      body: "window.__gtagRan = true; window.dataLayer.push(['event', 'page_view']);",
    });
  });
  await page.route("https://**.google-analytics.com/**", (route) => route.fulfill({ status: 204 }));

  // The first view renders the page into the cache; the second is answered from it, its inline
  // set-up allowed by its hash instead of a nonce.
  await page.goto(`${site.origin}/services/patios`);
  const second = await page.goto(`${site.origin}/services/patios`);
  expect(second?.headers()["x-cache"]).toBe("HIT");
  await expect.poll(() => page.evaluate(() => (window as { __gtagRan?: boolean }).__gtagRan)).toBe(true);
  const dataLayer = await page.evaluate(() =>
    JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer),
  );
  expect(dataLayer).toContain('{"0":"config","1":"G-TEST12345"}');
  expect(tagRequests).toBe(2);
  expect(violations).toEqual([]);

  const policy = second?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self' [^;]*https:\/\/www\.googletagmanager\.com/);
  expect(policy).toMatch(/connect-src 'self' [^;]*https:\/\/\*\.google-analytics\.com/);
  expect(policy).toContain("frame-src 'self' https://www.google.com/maps/");
  // Still no inline code but the page's own, and no other host.
  expect(policy).not.toContain("'unsafe-inline' https:");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
});

test("without ANALYTICS a page carries no tag and allows no other host", async ({ request }) => {
  const response = await request.get("/services/patios");
  const html = await response.text();
  expect(html).not.toContain("googletagmanager");
  expect(html).not.toContain("plausible.io");
  const policy = response.headers()["content-security-policy"] ?? "";
  expect(policy).not.toContain("googletagmanager");
  expect(policy).not.toContain("frame-src");
});
