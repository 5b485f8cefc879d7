import { expect, test } from "@playwright/test";
import { notFoundCopy } from "../../shared/content/pages/not-found.ts";
import { type SiteServer, startSiteServer } from "./support/server.ts";

// /test-webhook and /test-forms send "[Test]" leads to the lead service and the owner's inbox, so a
// production site answers them only when DEVELOPER_PAGES=on says so (docs/configuration.md).

let production: SiteServer;
test.beforeAll(async () => {
  // As `npm start` runs on a server: NODE_ENV=production, DEVELOPER_PAGES not set.
  production = await startSiteServer({ DEVELOPER_PAGES: "" });
});
test.afterAll(async () => production?.stop());

for (const path of ["/test-webhook", "/test-forms"]) {
  test(`a production site answers ${path} with its 404 page unless DEVELOPER_PAGES=on`, async ({ page }) => {
    const response = await page.goto(`${production.origin}${path}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundCopy.heading);
    // The same page as any unknown address, title included (the W3C checker and pa11y want one).
    await expect(page).toHaveTitle(new RegExp(`^${notFoundCopy.title} \\| `));
    await expect(page.getByRole("button", { name: /test webhook/i })).toHaveCount(0);
  });

  test(`with DEVELOPER_PAGES=on ${path} is the spec's page`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
  });
}
