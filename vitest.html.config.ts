import { defineConfig } from "vitest/config";

// The HTML check (tests/html): every page of the production build through the W3C Nu HTML
// Checker. `npm test` runs it after the build; plain `vitest run` never picks it up (vitest.config.ts
// does not include tests/html).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/html/**/*.test.ts"],
    environment: "node",
    retry: 0,
    testTimeout: 10_000,
    hookTimeout: 180_000,
  },
});
