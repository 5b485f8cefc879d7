import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { postgresAtVersion, sqliteAtVersion } from "../../../tests/store/old-release.ts";
import { dropSchema, testPostgresUrl } from "../../../tests/support/postgres.ts";
import { BOOKING_ENDPOINT, type LeadStore } from "./index.ts";
import { openPostgresLeadStore } from "./postgres.ts";
import { openSqliteLeadStore } from "./sqlite.ts";

/**
 * Migration 13 (the estimate's visits): a store version 12 wrote upgrades with nothing lost, version
 * 12 still writes its leads on the new schema, and the new version books visits beside them.
 */
const folder = mkdtempSync(join(tmpdir(), "migration-13-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const WHEN = "2026-11-27T12:00:00.000Z";
const WINDOW = new Date("2026-12-08T14:00:00.000Z");

/** What version 12 writes: a lead and its delivery, before the upgrade (the first two) and after. */
const lead = (id: string) => [
  `INSERT INTO leads (id, created_at, form_type, form_name, endpoint, payload)
    VALUES ('${id}', '${WHEN}', 'quote', 'Website Quote Form', 'quote', '{"name":"Ana"}')`,
  `INSERT INTO lead_deliveries (id, lead_id, destination, status, attempts, next_attempt_at, created_at, updated_at)
    VALUES ('${id}-d', '${id}', 'email', 'pending', 0, '${WHEN}', '${WHEN}', '${WHEN}')`,
];

async function expectUpgraded(store: LeadStore) {
  for (const id of ["lead-1", "lead-2"]) {
    const stored = await store.get(id);
    expect(stored?.lead.payload).toEqual({ name: "Ana" });
    expect(stored?.deliveries.map((one) => [one.id, one.status])).toEqual([[`${id}-d`, "pending"]]);
  }
  const booked = await store.bookVisit({
    lead: {
      formType: "lead",
      formName: "Free On-Site Estimate",
      endpoint: BOOKING_ENDPOINT,
      payload: { name: "Ben" },
      response: { ok: true },
      destinations: ["email"],
    },
    visit: {
      windowStart: WINDOW,
      windowEnd: new Date(WINDOW.getTime() + 2 * 3_600_000),
      capacity: 1,
      timeZone: "America/Chicago",
      name: "Ben",
      phone: "515-555-0142",
      email: null,
      address: "1 Main St",
      city: "Ankeny",
      zip: "50023",
    },
  });
  expect(booked).toMatchObject({ ok: true, visit: { windowStart: WINDOW, phoneKey: "5155550142" } });
  expect(
    (await store.placesTaken(WINDOW, new Date(WINDOW.getTime() + 1))).get(String(WINDOW.getTime())),
  ).toBe(1);
  expect((await store.stats()).leads).toBe(3);
}

describe("migration 13", () => {
  it("on SQLite: version 12's leads are kept and still go in, and visits are booked beside them", async () => {
    mkdirSync(join(folder, "sqlite"), { recursive: true });
    const path = join(folder, "sqlite", "site.db");
    const old = sqliteAtVersion(path, 12);
    for (const statement of lead("lead-1")) old.exec(statement);
    old.close();
    const store = await openSqliteLeadStore(`file:${path}`);
    try {
      const db = new DatabaseSync(path);
      for (const statement of lead("lead-2")) db.exec(statement);
      db.close();
      await expectUpgraded(store);
    } finally {
      await store.close();
    }
  });

  it("on PostgreSQL: version 12's leads are kept and still go in, and visits are booked beside them", async () => {
    const schema = `migration_13_${randomBytes(6).toString("hex")}`;
    const client = new pg.Client({ connectionString: testPostgresUrl });
    await client.connect();
    try {
      await postgresAtVersion(client, schema, 12);
      for (const statement of lead("lead-1")) await client.query(statement);
      const store = await openPostgresLeadStore(testPostgresUrl, { schema });
      try {
        for (const statement of lead("lead-2")) await client.query(statement);
        await expectUpgraded(store);
      } finally {
        await store.close();
      }
    } finally {
      await client.end();
      await dropSchema(schema, testPostgresUrl);
    }
  });
});
