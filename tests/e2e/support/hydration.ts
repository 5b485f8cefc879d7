import type { Page } from "@playwright/test";
import { hydratedAttribute } from "../../../app/lib/hydrated";

/**
 * Waits until React has hydrated the page, so clicks reach React's handlers and not just the server HTML.
 * The root route marks <html> in its first effect, which runs once the whole tree has hydrated (a page's
 * static sections have no React nodes of their own to look for).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction((name) => document.documentElement.hasAttribute(name), hydratedAttribute);
}
