// Global set-up of the Vitest and Playwright runs: a PostgreSQL found or started and a database of the
// run's own on it (scripts/lib/test-postgres.mjs), handed to the tests in TEST_POSTGRES_DATABASE_URL
// (tests/support/postgres.ts), dropped at the end. Without one, only the tests that need it fail, with
// the reason.
// biome-ignore lint/correctness/useImportExtensions: the file is test-postgres.mjs (its types beside it in .d.mts)
import { testPostgres } from "../../scripts/lib/test-postgres.mjs";

export default async function setUpPostgres(): Promise<() => Promise<void>> {
  try {
    const postgres = await testPostgres();
    process.env.TEST_POSTGRES_DATABASE_URL = postgres.url;
    return postgres.close;
  } catch (error) {
    process.env.TEST_POSTGRES_UNAVAILABLE = (error as Error).message;
    return async () => {};
  }
}
