import { availableParallelism } from "node:os";
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
    // Most integration files wait on servers and child processes rather than compute: three files at
    // once on two cores took 215 s where Vitest's default (cores − 1, one file at a time) took 306 s.
    maxWorkers: Math.max(3, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
