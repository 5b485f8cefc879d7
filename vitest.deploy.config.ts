import { defineConfig } from "vitest/config";

// `npm run test:deploy` (scripts/test-deploy.mjs) runs these against nginx and two instances of the
// production build on one PostgreSQL schema, which it makes and removes; plain `vitest run` never
// picks them up (vitest.config.ts does not include tests/deploy).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/deploy/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    retry: 0,
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
