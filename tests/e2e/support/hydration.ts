import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page, so clicks reach React's handlers and not just the server
 * HTML. It asks the root layout's `<main>`: a page's h1 may sit in a static section
 * (docs/decisions/013), which React never owns.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}
