import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "shared/**/*.test.{ts,tsx}",
      "server/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    // A PostgreSQL database of the run's own, for the lead store's tests (tests/support/postgres.ts).
    globalSetup: ["tests/support/postgres-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
