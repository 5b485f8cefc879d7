import { expect, test } from "@playwright/test";
import { E2E_SITE_URL } from "../../playwright.config.ts";

test("/sitemap.xml is valid XML listing every page the Sitemap page links", async ({ page, request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
  const xml = await response.text();

  await page.goto("/sitemap");
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      root: doc.documentElement.namespaceURI,
      urls: [...doc.getElementsByTagName("url")].map((url) => ({
        loc: url.getElementsByTagName("loc")[0]?.textContent ?? "",
        lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? "",
      })),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.root).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");

  const locs = parsed.urls.map((u) => u.loc);
  expect(new Set(locs).size).toBe(locs.length);
  for (const { loc, lastmod } of parsed.urls) {
    expect(loc === E2E_SITE_URL || loc.startsWith(`${E2E_SITE_URL}/`), loc).toBe(true);
    expect(loc.endsWith("/"), loc).toBe(false);
    expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }

  const linked = await page
    .getByRole("main")
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const pagePaths = linked.filter((href) => href !== "/sitemap.xml");
  expect(pagePaths.length).toBeGreaterThan(20);
  for (const path of pagePaths) {
    expect(locs).toContain(path === "/" ? E2E_SITE_URL : `${E2E_SITE_URL}${path}`);
  }
  for (const excluded of ["/test-webhook", "/test-forms", "/services/concrete-driveways"]) {
    expect(locs).not.toContain(`${E2E_SITE_URL}${excluded}`);
  }

  // Every listed page answers 200 on this server.
  for (const loc of locs) {
    const path = loc.slice(E2E_SITE_URL.length) || "/";
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test("/robots.txt allows crawling and points at the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
  const lines = (await response.text()).split("\n");
  expect(lines).toEqual(expect.arrayContaining(["User-agent: *", "Allow: /", "Disallow: /api/"]));
  expect(lines).toContain(`Sitemap: ${E2E_SITE_URL}/sitemap.xml`);
});
