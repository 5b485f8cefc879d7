import pg from "pg";

/** The PostgreSQL server tests may use (CI sets it; the machines run one on 127.0.0.1). */
export const testPostgresUrl = process.env.TEST_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/test";

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
