import type { Page } from "@playwright/test";
import { hydratedAttribute } from "../../../app/lib/hydrated.ts";

/**
 * Waits until React has hydrated the page, so clicks reach React's handlers and not just the server HTML.
 * The root route marks <html> once the whole tree has hydrated, the islands that hydrate in a pass of their own
 * (the forms, app/lib/hydrate-apart.tsx) included; a page's static sections have no React nodes of their own to look for.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction((name) => document.documentElement.hasAttribute(name), hydratedAttribute);
}
