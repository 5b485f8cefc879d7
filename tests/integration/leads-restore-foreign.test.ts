import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runLeadsCli } from "../../server/leads/index.ts";
import { openLeadStore } from "../../server/leads/store/index.ts";
import { testPostgresUrl } from "../support/postgres.ts";

// A backup is a file someone hands the owner: one altered to carry code of its own (a trigger that
// marks every new lead delivered, a view, a function, a table or column the site never made) is
// refused by `restore`, which names what it found, and the store the restore would replace stays
// exactly as it was. A backup as the site makes it still restores.

const folder = mkdtempSync(join(tmpdir(), "leads-restore-foreign-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Engine {
  name: string;
  /** The store a restore would replace: it holds leads, and the site is stopped. */
  liveUrl: string;
  /** A store of the site's with one lead, changed by `alter`, then backed up as the owner does. */
  craftedBackup(name: string, alter: string): Promise<string>;
  /** The live store as the business sees it: its leads, and what a restore would have added beside it. */
  liveState(): Promise<unknown>;
  cleanup(): Promise<void>;
}

async function cli(databaseUrl: string, ...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runLeadsCli(argv, {
    env: { DATABASE_URL: databaseUrl },
    stdout: { write: (chunk: string) => (stdout += chunk) },
    stderr: { write: (chunk: string) => (stderr += chunk) },
  });
  return { code, stdout, stderr };
}

async function withLead(databaseUrl: string, name: string): Promise<void> {
  const store = await openLeadStore(databaseUrl);
  try {
    const email = `${name.split(" ")[0].toLowerCase()}@example.com`;
    await store.submit({
      formType: "contact",
      formName: "Website Contact Form",
      endpoint: "wp-forms-contact",
      payload: { name, email, message: "A driveway in Ankeny" },
      email,
      name,
      destinations: ["webhook"],
      response: { success: true },
    });
  } finally {
    await store.close();
  }
}

async function leadNames(databaseUrl: string): Promise<string[]> {
  const store = await openLeadStore(databaseUrl);
  try {
    return (await store.findLeads({ limit: 100 })).rows.map((row) => row.lead.name ?? "").sort();
  } finally {
    await store.close();
  }
}

function sqliteEngine(): Engine {
  const live = join(folder, "live", "site.db");
  return {
    name: "SQLite",
    liveUrl: `file:${live}`,
    async craftedBackup(name, alter) {
      const url = `file:${join(folder, name, "site.db")}`;
      await withLead(url, "Sam Source");
      const db = new DatabaseSync(join(folder, name, "site.db"));
      db.exec(alter);
      db.close();
      const file = join(folder, "backups", `${name}.db`);
      const backup = await cli(url, "backup", file);
      expect(backup.code, backup.stderr).toBe(0);
      return file;
    },
    async liveState() {
      const db = new DatabaseSync(live, { readOnly: true });
      try {
        return {
          leads: await leadNames(`file:${live}`),
          objects: db.prepare("SELECT type, name, sql FROM sqlite_schema ORDER BY name").all(),
          files: readdirSync(join(folder, "live")).sort(),
        };
      } finally {
        db.close();
      }
    },
    cleanup: async () => {},
  };
}

function postgresEngine(): Engine {
  const base = `leads_foreign_${randomBytes(5).toString("hex")}`;
  const query = async (text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: testPostgresUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };
  const liveUrl = `${testPostgresUrl}?schema=${base}`;
  return {
    name: "PostgreSQL",
    liveUrl,
    async craftedBackup(name, alter) {
      const schema = `${base}_${name.replaceAll("-", "_")}`;
      const url = `${testPostgresUrl}?schema=${schema}`;
      await withLead(url, "Sam Source");
      await query(`SET search_path = ${schema}; ${alter}`);
      const file = join(folder, "backups", `${name}.dump`);
      const backup = await cli(url, "backup", file);
      expect(backup.code, backup.stderr).toBe(0);
      return file;
    },
    async liveState() {
      return {
        leads: await leadNames(liveUrl),
        // The schemas of this test (the live store set aside?), and every object in the live one.
        schemas: (
          await query("SELECT nspname FROM pg_namespace WHERE starts_with(nspname, $1) ORDER BY 1", [base])
        ).map((row) => row.nspname),
        objects: await query(
          `SELECT c.relname, c.relkind FROM pg_class c WHERE c.relnamespace = $1::regnamespace
           UNION ALL SELECT p.proname, 'f' FROM pg_proc p WHERE p.pronamespace = $1::regnamespace
           UNION ALL SELECT t.tgname, 't' FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
             WHERE c.relnamespace = $1::regnamespace
           ORDER BY 1, 2`,
          [base],
        ),
        functions: (await query("SELECT proname FROM pg_proc WHERE proname = 'mark_delivered'")).length,
      };
    },
    async cleanup() {
      for (const { nspname } of await query(
        "SELECT nspname FROM pg_namespace WHERE starts_with(nspname, $1)",
        [base],
      ))
        await query(`DROP SCHEMA "${nspname}" CASCADE`);
    },
  };
}

/** What each engine's crafted backups carry, and what the refusal must name. */
const CRAFTED: Record<string, { name: string; alter: string; named: string[] }[]> = {
  SQLite: [
    {
      name: "trigger",
      alter: `CREATE TRIGGER mark_delivered AFTER INSERT ON lead_deliveries BEGIN
        UPDATE lead_deliveries SET status = 'delivered' WHERE id = NEW.id; END`,
      named: ["trigger mark_delivered"],
    },
    {
      name: "view",
      alter: "CREATE VIEW delivered_leads AS SELECT * FROM leads",
      named: ["view delivered_leads"],
    },
    { name: "table", alter: "CREATE TABLE copies (payload TEXT)", named: ["table copies"] },
    // A table of the site's, but not as its migrations make it: what else it does hides in its SQL.
    {
      name: "column",
      alter: "ALTER TABLE lead_deliveries ADD COLUMN note TEXT DEFAULT 'delivered'",
      named: ["table lead_deliveries"],
    },
  ],
  PostgreSQL: [
    {
      name: "trigger",
      alter: `CREATE FUNCTION mark_delivered() RETURNS trigger LANGUAGE plpgsql
          AS $$ BEGIN NEW.status := 'delivered'; RETURN NEW; END $$;
        CREATE TRIGGER mark_delivered BEFORE INSERT ON lead_deliveries
          FOR EACH ROW EXECUTE FUNCTION mark_delivered()`,
      named: ["trigger lead_deliveries mark_delivered", "function mark_delivered()"],
    },
    {
      name: "view",
      alter: "CREATE VIEW delivered_leads AS SELECT id FROM leads",
      named: ["view delivered_leads"],
    },
    {
      name: "table",
      alter: "CREATE TABLE copies (payload text); CREATE SEQUENCE copies_seq",
      named: ["table copies", "sequence copies_seq"],
    },
    {
      name: "function",
      alter: "CREATE FUNCTION page_path(url text) RETURNS text LANGUAGE sql AS $$ SELECT url $$",
      named: ["function page_path(text)"],
    },
    { name: "column", alter: "ALTER TABLE leads ADD COLUMN note text", named: ["leads.note"] },
  ],
};

function foreignSuite(make: () => Engine) {
  const engine = make();
  describe(`restoring a backup that carries more than the site's store (${engine.name})`, () => {
    beforeAll(async () => {
      await withLead(engine.liveUrl, "Lou Live");
      await withLead(engine.liveUrl, "Lia Live");
    });
    afterAll(() => engine.cleanup());

    for (const crafted of CRAFTED[engine.name]) {
      it(`refuses a backup with an added ${crafted.name}, naming it, and leaves the store as it was`, async () => {
        const file = await engine.craftedBackup(crafted.name, crafted.alter);
        const before = await engine.liveState();
        const restore = await cli(engine.liveUrl, "restore", file, "--force");
        expect(restore.code).toBe(1);
        expect(restore.stderr).toContain(`${file} holds what the site's migrations never make`);
        for (const named of crafted.named) expect(restore.stderr).toContain(named);
        expect(await engine.liveState()).toEqual(before);
        expect(before).toMatchObject({ leads: ["Lia Live", "Lou Live"] });
      }, 30_000);
    }

    it("still restores a backup as the site makes it", async () => {
      const file = await engine.craftedBackup("untouched", "SELECT 1");
      const restore = await cli(engine.liveUrl, "restore", file, "--force");
      expect(restore.code, restore.stderr).toBe(0);
      expect(await leadNames(engine.liveUrl)).toEqual(["Sam Source"]);
    }, 30_000);
  });
}

foreignSuite(sqliteEngine);
foreignSuite(postgresEngine);
