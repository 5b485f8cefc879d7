import type { Page } from "@playwright/test";

/** Waits until React has hydrated the page, so clicks reach React's handlers and not just the server HTML. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const h1 = document.querySelector("h1");
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith("__reactFiber"));
  });
}
