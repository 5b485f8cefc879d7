import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page, so clicks reach React's handlers and not just the server HTML.
 * The root route marks the document once hydrated: a page whose sections are static HTML
 * (docs/decisions/013) has no React-owned h1 to look for.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
}
