import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { leadStoreContract } from "../../../tests/store/contract.ts";
import { openLeadStore } from "./index.ts";
import { migrations } from "./migrations.ts";
import { keepSqliteStorePrivate, openSqliteLeadStore, sqlitePathFromUrl } from "./sqlite.ts";

const folder = mkdtempSync(join(tmpdir(), "lead-store-"));
let run = 0;
const databaseUrl = () => `file:${join(folder, `run-${run}`, "site.db")}`;

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs `work` under umask 022, a shell's default, under which `npm start` made a store 0644. */
async function underLooseUmask<T>(work: () => Promise<T>): Promise<T> {
  const previous = process.umask(0o022);
  try {
    return await work();
  } finally {
    process.umask(previous);
  }
}

const modeOf = (path: string) => statSync(path).mode & 0o7777;

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

  it("creates its folder, writes ahead (WAL) and records the migrations it applied", async () => {
    const url = `file:${join(folder, "nested", "deeper", "site.db")}`;
    const store = await openSqliteLeadStore(url);
    await store.ping();
    await store.close();

    const { DatabaseSync } = await import("node:sqlite");
    const db = new DatabaseSync(sqlitePathFromUrl(url));
    expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    expect(db.prepare("SELECT version FROM schema_migrations ORDER BY version").all()).toEqual([
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
    db.close();
  });

  it("upgrades a store made before held leads could be released, keeping its held lead releasable", async () => {
    const url = `file:${join(folder, "version-1", "site.db")}`;
    const { DatabaseSync } = await import("node:sqlite");
    const path = sqlitePathFromUrl(url);
    mkdirSync(join(folder, "version-1"), { recursive: true });
    const old = new DatabaseSync(path);
    old.exec(
      "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
    );
    for (const statement of migrations[0].sqlite) old.exec(statement);
    old.exec("INSERT INTO schema_migrations VALUES (1, 'v1', '2026-11-20T00:00:00.000Z')");
    old.exec(`INSERT INTO leads (id, created_at, form_type, form_name, endpoint, payload, spam, spam_reason)
      VALUES ('old-lead', '2026-11-20T12:00:00.000Z', 'contact', 'Website Contact Form', 'contact',
        '{"name":"Old Fast Filler"}', 1, 'too fast')`);
    old.exec(`INSERT INTO lead_deliveries (id, lead_id, destination, status, next_attempt_at, created_at, updated_at)
      VALUES ('old-delivery', 'old-lead', 'email', 'skipped', '2026-11-20T12:00:00.000Z',
        '2026-11-20T12:00:00.000Z', '2026-11-20T12:00:00.000Z')`);
    old.close();

    const store = await openSqliteLeadStore(url);
    try {
      const digest = await store.claimHeldDigest({
        day: "2026-11-21",
        now: new Date("2026-11-21T13:00:00Z"),
      });
      expect(digest?.leads.map((lead) => [lead.id, lead.spamReason, lead.releasedAt])).toEqual([
        ["old-lead", "too fast", null],
      ]);
      expect(await store.release("old-lead")).toEqual({
        status: "released",
        leadIds: ["old-lead"],
        deliveries: 1,
      });
    } finally {
      await store.close();
    }
  });

  it("upgrades a store whose leads came while the e-mail was not set: each gets its parked e-mail, sent once it is", async () => {
    const url = `file:${join(folder, "version-8", "site.db")}`;
    const { DatabaseSync } = await import("node:sqlite");
    mkdirSync(join(folder, "version-8"), { recursive: true });
    const old = new DatabaseSync(sqlitePathFromUrl(url));
    old.exec(
      "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
    );
    for (const migration of migrations.filter((m) => m.version <= 8)) {
      for (const statement of migration.sqlite) old.exec(statement);
      old.exec(
        `INSERT INTO schema_migrations VALUES (${migration.version}, 'v', '2026-11-20T00:00:00.000Z')`,
      );
    }
    const recent = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const lead = (id: string, linked: string | null = null) =>
      old.exec(`INSERT INTO leads (id, created_at, form_type, form_name, endpoint, payload, linked_lead_id)
        VALUES ('${id}', '${recent}', 'contact', 'Website Contact Form', 'contact', '{"name":"${id}"}',
          ${linked ? `'${linked}'` : "NULL"})`);
    const delivery = (id: string, leadId: string, destination: string, status: string) =>
      old.exec(`INSERT INTO lead_deliveries (id, lead_id, destination, status, next_attempt_at, created_at, updated_at)
        VALUES ('${id}', '${leadId}', '${destination}', '${status}', '${recent}', '${recent}', '${recent}')`);
    // Before the e-mail was set: the lead service's row only. After: both. A follow-up: none of its own.
    lead("before-email");
    delivery("d1", "before-email", "webhook", "delivered");
    lead("after-email");
    delivery("d2", "after-email", "webhook", "delivered");
    delivery("d3", "after-email", "email", "delivered");
    lead("follow-up", "before-email");
    old.close();

    const store = await openSqliteLeadStore(url);
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
      const parked = (await store.get("before-email"))?.deliveries[0];
      expect(parked?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(await store.settleDestinations({ deliverable: ["webhook", "email"] })).toContainEqual({
        destination: "email",
        parked: 0,
        sent: 1,
        stillParked: 0,
      });
    } finally {
      await store.close();
    }
  });

  it("upgrades a store with dead deliveries, so the first notice after the upgrade names their leads", async () => {
    const url = `file:${join(folder, "version-4", "site.db")}`;
    const { DatabaseSync } = await import("node:sqlite");
    mkdirSync(join(folder, "version-4"), { recursive: true });
    const old = new DatabaseSync(sqlitePathFromUrl(url));
    old.exec(
      "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
    );
    for (const migration of migrations.slice(0, 4)) {
      for (const statement of migration.sqlite) old.exec(statement);
      old.exec(
        `INSERT INTO schema_migrations VALUES (${migration.version}, 'old', '2026-11-20T00:00:00.000Z')`,
      );
    }
    old.exec(`INSERT INTO leads (id, created_at, form_type, form_name, endpoint, payload)
      VALUES ('dead-lead', '2026-11-20T12:00:00.000Z', 'contact', 'Website Contact Form', 'contact', '{}')`);
    old.exec(`INSERT INTO lead_deliveries (id, lead_id, destination, status, attempts, next_attempt_at, last_status,
        last_error, created_at, updated_at)
      VALUES ('dead-delivery', 'dead-lead', 'webhook', 'dead', 3, '2026-11-20T12:00:00.000Z', 400, 'HTTP 400: no',
        '2026-11-20T12:00:00.000Z', '2026-11-20T13:00:00.000Z')`);
    old.close();

    const store = await openSqliteLeadStore(url);
    try {
      const detail = await store.get("dead-lead");
      // (Its e-mail, never set before, is parked beside it since version 9.)
      const webhook = detail?.deliveries.find((d) => d.destination === "webhook");
      expect(webhook?.deadAt).toEqual(new Date("2026-11-20T13:00:00.000Z"));
      const notice = await store.claimDeadNotice({ now: new Date("2026-11-21T13:00:00Z") });
      expect(notice?.leads.map(({ lead }) => lead.id)).toEqual(["dead-lead"]);
    } finally {
      await store.close();
    }
  });

  it("is its user's alone whatever the umask: a 0700 folder, the database and its -wal and -shm files 0600", async () => {
    const storeFolder = join(folder, "private", "data");
    const path = join(storeFolder, "site.db");
    await underLooseUmask(async () => {
      const store = await openSqliteLeadStore(`file:${path}`);
      try {
        await store.storeKey("ip-hash");
        expect(modeOf(storeFolder)).toBe(0o700);
        for (const file of [path, `${path}-wal`, `${path}-shm`]) expect(modeOf(file), file).toBe(0o600);
      } finally {
        await store.close();
      }
    });
  });

  it("takes others' access away from a store an earlier version left readable, and says what it changed", async () => {
    const storeFolder = join(folder, "loose", "data");
    const path = join(storeFolder, "site.db");
    const { DatabaseSync } = await import("node:sqlite");
    // The earlier version, under umask 022, still running: 0644 files in a 0755 folder.
    const earlier = await underLooseUmask(async () => {
      mkdirSync(storeFolder, { recursive: true });
      const db = new DatabaseSync(path);
      db.exec("PRAGMA journal_mode = WAL");
      db.exec("CREATE TABLE kept (value TEXT)");
      db.exec("INSERT INTO kept VALUES ('a lead')");
      return db;
    });
    try {
      for (const file of [path, `${path}-wal`, `${path}-shm`]) chmodSync(file, 0o644);
      chmodSync(storeFolder, 0o755);

      expect(keepSqliteStorePrivate(path)).toEqual([
        { path: storeFolder, from: "0755", to: "0700" },
        { path, from: "0644", to: "0600" },
        { path: `${path}-wal`, from: "0644", to: "0600" },
        { path: `${path}-shm`, from: "0644", to: "0600" },
      ]);
      expect(keepSqliteStorePrivate(path)).toEqual([]);
      expect(modeOf(storeFolder)).toBe(0o700);
      for (const file of [path, `${path}-wal`, `${path}-shm`]) expect(modeOf(file), file).toBe(0o600);
      // What it held is still there, for the store that opens it now.
      const store = await openSqliteLeadStore(`file:${path}`);
      await store.close();
      expect(earlier.prepare("SELECT value FROM kept").all()).toEqual([{ value: "a lead" }]);
    } finally {
      earlier.close();
    }
  });

  it("leaves alone a folder others share (sticky, as /tmp), tightening only the store's files in it", async () => {
    const shared = join(folder, "shared");
    mkdirSync(shared);
    chmodSync(shared, 0o1777);
    const path = join(shared, "site.db");
    const store = await underLooseUmask(() => openSqliteLeadStore(`file:${path}`));
    await store.close();
    expect(modeOf(shared)).toBe(0o1777);
    expect(modeOf(path)).toBe(0o600);
  });
});
