import { expect, type Page } from "@playwright/test";

type MarkedWindow = { __sameDocument?: boolean };

/**
 * Marks the current document, so a later `expectSameDocument` proves the page changed by a
 * client-side navigation (the router), not by a full load. Call after hydration.
 */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as MarkedWindow).__sameDocument = true;
  });
}

export async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as MarkedWindow).__sameDocument === true)).toBe(true);
}
