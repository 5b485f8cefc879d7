import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadStoreContract } from "../../../tests/store/contract.ts";
import { dropSchema, testPostgresUrl } from "../../../tests/support/postgres.ts";
import { migrations } from "./migrations.ts";
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
        { version: 9 },
        { version: 10 },
        { version: 11 },
        { version: 12 },
        { version: 13 },
      ]);
    } finally {
      await client.end();
    }
  });

  it("upgrades a store whose leads came while the e-mail was not set: each gets its parked e-mail, sent once it is", async () => {
    const own = `${schema}_v8`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA ${own}`);
      await client.query(`SET search_path TO ${own}`);
      await client.query(
        "CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL)",
      );
      for (const migration of migrations.filter((m) => m.version <= 8)) {
        for (const statement of migration.postgres) await client.query(statement);
        await client.query("INSERT INTO schema_migrations VALUES ($1, 'v', now())", [migration.version]);
      }
      const recent = new Date(Date.now() - 3 * 86_400_000);
      for (const [id, linked] of [
        ["before-email", null],
        ["after-email", null],
        ["follow-up", "before-email"],
      ])
        await client.query(
          `INSERT INTO leads (id, created_at, form_type, form_name, endpoint, payload, linked_lead_id)
           VALUES ($1, $2, 'contact', 'Website Contact Form', 'contact', '{}', $3)`,
          [id, recent, linked],
        );
      for (const [id, lead, destination] of [
        ["d1", "before-email", "webhook"],
        ["d2", "after-email", "webhook"],
        ["d3", "after-email", "email"],
      ])
        await client.query(
          `INSERT INTO lead_deliveries (id, lead_id, destination, status, next_attempt_at, created_at, updated_at)
           VALUES ($1, $2, $3, 'delivered', $4, $4, $4)`,
          [id, lead, destination, recent],
        );
    } finally {
      await client.end();
    }
    const store = await openPostgresLeadStore(url, { schema: own });
    try {
      const statuses = async (id: string) =>
        (await store.get(id))?.deliveries.map((d) => [d.destination, d.status]);
      expect(await statuses("before-email")).toEqual([
        ["email", "parked"],
        ["webhook", "delivered"],
      ]);
      expect(await statuses("after-email")).toEqual([
        ["email", "delivered"],
        ["webhook", "delivered"],
      ]);
      expect(await statuses("follow-up")).toEqual([]);
      expect((await store.get("before-email"))?.deliveries[0].id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
      expect(await store.settleDestinations({ deliverable: ["webhook", "email"] })).toContainEqual({
        destination: "email",
        parked: 0,
        sent: 1,
        stillParked: 0,
      });
    } finally {
      await store.close();
      await dropSchema(own, url);
    }
  });

  it("refuses a schema name that is not a plain identifier", async () => {
    await expect(openPostgresLeadStore(url, { schema: "x; DROP TABLE leads" })).rejects.toThrow(
      /schema name/,
    );
  });
});
