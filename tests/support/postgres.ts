import pg from "pg";

/**
 * The database the tests may use: made for this run on a PostgreSQL found or started by the run's
 * global set-up (tests/support/postgres-setup.ts), and dropped after it. Tests make their own schemas in it.
 */
export const testPostgresUrl = ((): string => {
  const url = process.env.TEST_POSTGRES_DATABASE_URL;
  if (url) return url;
  throw new Error(
    `No PostgreSQL for the tests: ${process.env.TEST_POSTGRES_UNAVAILABLE ?? "run them with vitest or playwright, whose set-up makes a database"}`,
  );
})();

/** Drops a test's own schema and everything in it. */
export async function dropSchema(schema: string, url = testPostgresUrl): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}
