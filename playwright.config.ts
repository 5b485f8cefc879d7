import { defineConfig, devices } from "@playwright/test";

// E2E_PORT lets two suites (say, a second checkout) run side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
/** The canonical origin the e2e server is started with (differs from where it listens, on purpose). */
export const E2E_SITE_URL = "https://www.gdm-concrete.test";

/**
 * The browser every check drives: Debian's `chromium-headless-shell`, Chromium's own engine (Blink,
 * V8, the same version as the `chromium` package) without the desktop browser's windows, profile
 * and UI processes; what Playwright itself runs for headless tests. The same ten contexts loading
 * the home page took 21 s of wall time in it against 28-31 s in the desktop build, with half the CPU
 * (decision 047). `CHROME_PATH` sets another.
 */
export const CHECKS_CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell";
/**
 * The browser a visitor has, for what is measured the way a visitor meets it (scripts/perf.mjs,
 * the Lighthouse audit) and the screenshots the docs show: Debian's desktop `chromium`.
 */
export const VISITOR_CHROMIUM = process.env.VISITOR_CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  // Chromium 156 draws the address bar's suggestion popups as web pages (WebUI): every new window,
  // so every test's fresh context, started one more renderer for a popup a headless browser never
  // shows. Measured over 10 contexts loading the home page: 37.8 s of CPU with them, 22.8 s without.
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

const launchOptions = {
  executablePath: CHECKS_CHROMIUM,
  args: chromiumArgs,
};

// Browser tests run the production build (npm test builds first) in Debian's Chromium (CHECKS_CHROMIUM).
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // npm test reads the counts for its summary line from the JSON report.
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  // A PostgreSQL database of the run's own, for the lead pipeline's PostgreSQL spec (tests/support/postgres.ts).
  globalSetup: "./tests/support/postgres-setup.ts",
  use: {
    baseURL: E2E_ORIGIN,
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "desktop",
      // Phone-only checks are tagged @mobile and run once, in the 375 px project.
      grepInvert: /@mobile/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 740 }, launchOptions },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: "node bin/start.mjs",
    url: `${E2E_ORIGIN}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      SITE_URL: E2E_SITE_URL,
      DATABASE_URL: "file:./data/e2e.db",
      // Every spec submits from 127.0.0.1; the per-network limit has its own integration test.
      RATE_LIMIT_PER_MINUTE: "100000",
      ESTIMATE_LIMIT_PER_MINUTE: "100000",
      NODE_ENV: "production",
      // The spec's developer pages are tested like every page (production turns them off by default).
      DEVELOPER_PAGES: "on",
    },
  },
});
