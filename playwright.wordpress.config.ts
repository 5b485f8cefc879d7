import { defineConfig, devices } from "@playwright/test";
import { CHECKS_CHROMIUM, chromiumArgs } from "./playwright.config.ts";

// `npm run test:wordpress` (scripts/test-wordpress.mjs) starts a real WordPress and passes it in WP_TEST_*;
// the specs then run one after another against it: they share one WordPress and one site server.
export default defineConfig({
  testDir: "tests/wordpress",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/wordpress.json" }]],
  // Its own folder, which Playwright empties when it starts: test:deploy may be writing its report beside it.
  outputDir: "test-results/wordpress",
  use: {
    trace: "off",
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHECKS_CHROMIUM, args: chromiumArgs },
  },
});
