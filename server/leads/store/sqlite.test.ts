import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { leadStoreContract } from "./contract.ts";
import { openLeadStore } from "./index.ts";
import { openSqliteLeadStore, sqlitePathFromUrl } from "./sqlite.ts";

const folder = mkdtempSync(join(tmpdir(), "lead-store-"));
let run = 0;
const databaseUrl = () => `file:${join(folder, `run-${run}`, "site.db")}`;

afterAll(() => rmSync(folder, { recursive: true, force: true }));

leadStoreContract(
  "SQLite",
  () => openLeadStore(databaseUrl()),
  async () => {
    run += 1;
  },
);

describe("SQLite lead store file", () => {
  it("reads the file from DATABASE_URL relative to the working directory, or as a file URL", () => {
    expect(sqlitePathFromUrl("file:./data/site.db")).toBe(join(process.cwd(), "data", "site.db"));
    expect(sqlitePathFromUrl("file:///var/lib/site/site.db")).toBe("/var/lib/site/site.db");
  });

  it("creates its folder, writes ahead (WAL) and records the migration it applied", async () => {
    const url = `file:${join(folder, "nested", "deeper", "site.db")}`;
    const store = await openSqliteLeadStore(url);
    await store.ping();
    await store.close();

    const { DatabaseSync } = await import("node:sqlite");
    const db = new DatabaseSync(sqlitePathFromUrl(url));
    expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    expect(db.prepare("SELECT version FROM schema_migrations").all()).toEqual([{ version: 1 }]);
    db.close();
  });
});
