import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadStoreContract } from "../../../tests/store/contract.ts";
import { dropSchema, testPostgresUrl } from "../../../tests/support/postgres.ts";
import { openPostgresLeadStore } from "./postgres.ts";

const url = testPostgresUrl;
// One schema per test file, so parallel runs (and other developers' runs) never share tables.
const schema = `leads_test_${randomBytes(6).toString("hex")}`;

beforeAll(async () => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at ${url}: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
});

const dropOwnSchema = () => dropSchema(schema, url);

afterAll(dropOwnSchema);

leadStoreContract("PostgreSQL", () => openPostgresLeadStore(url, { schema }), dropOwnSchema);

describe("PostgreSQL lead store schema", () => {
  it("applies its migrations once, even when two processes start together", async () => {
    const stores = await Promise.all([
      openPostgresLeadStore(url, { schema }),
      openPostgresLeadStore(url, { schema }),
    ]);
    for (const store of stores) await store.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const applied = await client.query(`SELECT version FROM ${schema}.schema_migrations ORDER BY version`);
      expect(applied.rows).toEqual([
        { version: 1 },
        { version: 2 },
        { version: 3 },
        { version: 4 },
        { version: 5 },
        { version: 6 },
        { version: 7 },
        { version: 8 },
      ]);
    } finally {
      await client.end();
    }
  });

  it("refuses a schema name that is not a plain identifier", async () => {
    await expect(openPostgresLeadStore(url, { schema: "x; DROP TABLE leads" })).rejects.toThrow(
      /schema name/,
    );
  });
});
