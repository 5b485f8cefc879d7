import type { Page } from "@playwright/test";

/** Waits until React has hydrated the page, so clicks reach React's handlers and not just the server HTML. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const h1 = document.querySelector("h1");
    // An h1 in a static part (server HTML, docs/decisions/013) has no fiber; the part's element has.
    const rendered = h1?.closest("[data-static]") ?? h1;
    return rendered != null && Object.keys(rendered).some((key) => key.startsWith("__reactFiber"));
  });
}
