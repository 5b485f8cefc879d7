import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, createMemoryCluster, openCluster } from "../../server/cluster/index.ts";
import { composeSite } from "../../server/compose.ts";
import { EmbeddedSource } from "../../server/content/embedded.ts";
import { parseEnv } from "../../server/core/env.ts";
import { silentLogger } from "../../server/core/log.ts";
import { IMAGE_URL_KEY_NAME } from "../../server/images/service.ts";
import { LATEST_MIGRATION } from "../../server/leads/backup/restore-rules.ts";
import type { BackoffPolicy } from "../../server/leads/delivery/backoff.ts";
import { startHeldDigest } from "../../server/leads/delivery/held-digest.ts";
import { type DeliveryWorker, startDeliveryWorker } from "../../server/leads/delivery/worker.ts";
import {
  type LeadStore,
  openLeadStore,
  ownerLinksFor,
  QUOTE_LINK_KEY_NAME,
  runLeadsCli,
} from "../../server/leads/index.ts";
import { type FakeLeadService, startFakeLeadService } from "../fakes/lead-service.ts";
import { type FakeSmtp, startFakeSmtp } from "../fakes/smtp.ts";
import { listen } from "../support/listen.ts";
import { testPostgresUrl } from "../support/postgres.ts";

// A backup taken while the site takes leads, restored into a new store, on each engine: the real
// app over HTTP, the real delivery worker against the fake lead service, the held digest through
// the fake SMTP server, and `npm run leads -- backup FILE` / `restore FILE` as the owner runs them.
// Every row comes back as it was, no lead comes back without its deliveries, and the keys come
// back with them, so a Release link e-mailed before the backup still opens its lead afterwards.

const SITE_URL = "https://www.example.com";
const TABLES = {
  leads: "id",
  lead_deliveries: "id",
  delivery_attempts: "id",
  held_digests: "day",
  store_keys: "name",
  schema_migrations: "version",
} as const;
type Table = keyof typeof TABLES;
type Row = Record<string, unknown>;

interface Engine {
  name: string;
  /** The site's store, and a new one the backup is restored into. */
  url: string;
  restoredUrl: string;
  /** Where `backup FILE` writes: .db or .dump. */
  backupFile: string;
  rows(url: string, table: Table): Promise<Row[]>;
  /** Adds a migration this code does not know, as a newer site would. */
  addFutureMigration(url: string): Promise<void>;
  openCluster(url: string): Promise<Cluster>;
  /** The leads in what a forced restore put aside. */
  leadsSetAside(setAside: string): Promise<number>;
  /** What restores put aside so far. */
  setAside(): Promise<string[]>;
  /** How a restore of a damaged backup fails. */
  damagedBackup: RegExp;
  cleanup(): Promise<void>;
}

const folder = mkdtempSync(join(tmpdir(), "leads-restore-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Values as one engine gives them, comparable between two stores of that engine. */
const plain = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

function sqliteEngine(): Engine {
  const pathOf = (url: string) => url.slice("file:".length);
  return {
    name: "SQLite",
    url: `file:${join(folder, "site", "site.db")}`,
    restoredUrl: `file:${join(folder, "restored", "site.db")}`,
    backupFile: join(folder, "backups", "site.db"),
    async rows(url, table) {
      const db = new DatabaseSync(pathOf(url), { readOnly: true });
      try {
        return (db.prepare(`SELECT * FROM ${table}`).all() as Row[]).map(plain);
      } finally {
        db.close();
      }
    },
    async addFutureMigration(url) {
      const db = new DatabaseSync(pathOf(url));
      db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)").run(
        LATEST_MIGRATION + 1,
        "from a newer site",
        new Date().toISOString(),
      );
      db.close();
    },
    openCluster: async () => createMemoryCluster(silentLogger),
    async leadsSetAside(setAside) {
      const db = new DatabaseSync(setAside, { readOnly: true });
      try {
        return Number((db.prepare("SELECT count(*) AS n FROM leads").get() as { n: number }).n);
      } finally {
        db.close();
      }
    },
    setAside: async () =>
      readdirSync(join(folder, "site")).filter((name) => name.includes(".before-restore-")),
    damagedBackup: /^Could not restore .*damaged\.db: /,
    cleanup: async () => {},
  };
}

function postgresEngine(): Engine {
  const schema = `leads_restore_${randomBytes(5).toString("hex")}`;
  const schemaOf = (url: string) => new URL(url).searchParams.get("schema") ?? "public";
  const query = async (text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: testPostgresUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as Row[];
    } finally {
      await client.end();
    }
  };
  return {
    name: "PostgreSQL",
    url: `${testPostgresUrl}?schema=${schema}`,
    // Another name than the dumped schema's: the restore renames as it goes.
    restoredUrl: `${testPostgresUrl}?schema=${schema}_new`,
    backupFile: join(folder, "backups", "site.dump"),
    rows: async (url, table) => (await query(`SELECT * FROM "${schemaOf(url)}".${table}`)).map(plain),
    async addFutureMigration(url) {
      await query(
        `INSERT INTO "${schemaOf(url)}".schema_migrations VALUES ($1, 'from a newer site', now())`,
        [LATEST_MIGRATION + 1],
      );
    },
    openCluster: (url) => openCluster(url, silentLogger),
    leadsSetAside: async (setAside) =>
      Number((await query(`SELECT count(*) AS n FROM "${setAside.replace(/^schema /, "")}".leads`))[0].n),
    setAside: async () =>
      (
        await query("SELECT nspname FROM pg_namespace WHERE starts_with(nspname, $1)", [`${schema}_before_`])
      ).map((row) => String(row.nspname)),
    // Past the checks, half-way through the rows: everything done so far is rolled back.
    damagedBackup: /^Could not restore .*damaged\.dump: pg_restore ended with 1: /,
    async cleanup() {
      // The site's schema, the restored ones and whatever a forced restore set aside.
      for (const { nspname } of await query(
        "SELECT nspname FROM pg_namespace WHERE starts_with(nspname, $1)",
        [schema],
      ))
        await query(`DROP SCHEMA "${nspname}" CASCADE`);
    },
  };
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

interface Site {
  origin: string;
  store: LeadStore;
  close(): Promise<void>;
}

async function startSite(url: string, engine: Engine, notify: () => void = () => {}): Promise<Site> {
  const store = await openLeadStore(url);
  const cluster = await engine.openCluster(url);
  const { app } = composeSite({
    // A lead service is set: the worker started beside the site (with its address) sends the webhook rows.
    env: parseEnv({
      SITE_URL,
      RATE_LIMIT_PER_MINUTE: "100000",
      LEAD_WEBHOOK_URL: "http://127.0.0.1:9/leads",
    }),
    content: new EmbeddedSource(),
    store,
    cluster,
    deliveries: { notify },
  });
  const listening = await listen(app);
  let closed: Promise<void> | undefined;
  return {
    origin: listening.origin,
    store,
    close: () =>
      (closed ??= (async () => {
        await listening.close();
        await cluster.close();
        await store.close();
      })()),
  };
}

async function submit(site: Site, name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`;
  const response = await fetch(`${site.origin}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      form_name: "Website Contact Form",
      form_type: "contact",
      name,
      email,
      phone: "515-555-0100",
      subject: "Patio estimate",
      message: "Could you quote a 12x16 stamped patio behind our house in Ankeny?",
      page_url: `${SITE_URL}/contact`,
      _hp: "",
      _started: Date.now() - 20_000,
      ...extra,
    }),
  });
  if (response.status !== 201) throw new Error(`${name}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Every row of every table, by its key. */
async function snapshot(engine: Engine, url: string): Promise<Record<Table, Map<string, Row>>> {
  const entries = await Promise.all(
    (Object.keys(TABLES) as Table[]).map(async (table) => {
      const rows = await engine.rows(url, table);
      return [table, new Map(rows.map((row) => [String(row[TABLES[table]]), row]))] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Table, Map<string, Row>>;
}

/**
 * Leads the store held before, put in straight: pending, never tried, each due a day from now (as
 * the quote page's first half waits for its second), so no worker here touches them.
 */
const HISTORY = 2_000;
const earlierLead = (n: number) => ({
  formType: "quote" as const,
  formName: "Website Quote Form",
  endpoint: "quote",
  payload: {
    name: `Earlier ${n}`,
    email: `earlier${n}@example.com`,
    message: "A driveway in Urbandale. ".repeat(20),
  },
  email: `earlier${n}@example.com`,
  name: `Earlier ${n}`,
  response: { success: true },
  destinations: [{ destination: "webhook" as const, notBefore: new Date(Date.now() + 86_400_000) }],
});

const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

function restoreSuite(make: () => Engine) {
  const engine = make();
  describe(`leads backup and restore (${engine.name})`, () => {
    let service: FakeLeadService;
    let smtp: FakeSmtp;
    let site: Site;
    let worker: DeliveryWorker | undefined;
    /** Every lead the site had before the backup began, by what it was made to be. */
    const made: Record<"delivered" | "dead" | "retrying" | "held", string[]> = {
      delivered: [],
      dead: [],
      retrying: [],
      held: [],
    };
    let releaseUrl = "";
    let leadsInBackup = 0;

    const startWorker = (backoff: BackoffPolicy) => {
      worker = startDeliveryWorker({
        store: site.store,
        env: { LEAD_WEBHOOK_URL: service.url, LEAD_WEBHOOK_SECRET: "s3cret" },
        log: silentLogger,
        pollMs: 20,
        backoff,
        webhookTimeoutMs: 1_000,
      });
    };
    const stopWorker = async () => {
      await worker?.stop();
      worker = undefined;
    };
    // The lead service's: the site sets no e-mail, so each lead's e-mail delivery is parked.
    const statusOf = async (id: string) =>
      (await site.store.get(id))?.deliveries.find((d) => d.destination === "webhook");

    beforeAll(async () => {
      service = await startFakeLeadService();
      smtp = await startFakeSmtp();
      site = await startSite(engine.url, engine, () => worker?.notify());
    });
    afterAll(async () => {
      try {
        await stopWorker();
        await site?.close();
        await service?.close();
        await smtp?.close();
      } finally {
        await engine.cleanup();
      }
    });

    it("brings back every lead, delivery, attempt and key of a backup taken while leads arrive", async () => {
      // A store with some history, so the copy takes a while (a few MB).
      for (let batch = 0; batch < HISTORY / 100; batch += 1)
        await Promise.all(
          Array.from({ length: 100 }, (_, i) => site.store.submit(earlierLead(batch * 100 + i))),
        );
      // Delivered: the lead service takes them.
      startWorker({ firstRetryMs: 20, maxBackoffMs: 200, retryBudgetMs: 60_000 });
      for (const name of ["Dee Delivered", "Del Done", "Dot Delivered"])
        made.delivered.push(await submit(site, name));
      for (const id of made.delivered)
        await eventually(async () => (await statusOf(id))?.status === "delivered");
      await stopWorker();
      // The owner marked one of them as spam afterwards: a record on the lead.
      await site.store.markSpam(made.delivered[2]);

      // Dead: the lead service refuses until a (short) retry budget is spent, after several attempts.
      service.always({ kind: "status", status: 503 });
      startWorker({ firstRetryMs: 20, maxBackoffMs: 40, retryBudgetMs: 300 });
      for (const name of ["Dan Dead", "Dora Dead"]) made.dead.push(await submit(site, name));
      for (const id of made.dead) await eventually(async () => (await statusOf(id))?.status === "dead");
      await stopWorker();

      // Pending after a refused attempt, the next one an hour away.
      startWorker({ firstRetryMs: 3_600_000, maxBackoffMs: 3_600_000, retryBudgetMs: 26 * 3_600_000 });
      for (const name of ["Pat Pending", "Pia Pending"]) made.retrying.push(await submit(site, name));
      for (const id of made.retrying) await eventually(async () => (await statusOf(id))?.attempts === 1);
      await stopWorker();

      // Held as spam (deliveries skipped), listed in the day's digest, whose e-mail has Release links.
      for (const name of ["Hal Held", "Hana Held"])
        made.held.push(await submit(site, name, { _hp: "http://bot.example" }));
      const links = ownerLinksFor({ SITE_URL, OWNER_LINK_SECRET: undefined }, site.store);
      const digest = startHeldDigest({
        store: site.store,
        smtpUrl: smtp.url,
        to: "office@example.com",
        log: silentLogger,
        siteName: "Test",
        hour: 0,
        links,
      });
      await digest.runOnce();
      await digest.stop();
      const mail = decode((await smtp.waitForMessages(1))[0].raw);
      releaseUrl =
        /Release: (https:\/\/www\.example\.com\/leads\/release\?token=[\w.-]+)/.exec(mail)?.[1] ?? "";
      expect(releaseUrl).not.toBe("");
      // The other keys the site makes for itself: its pictures' and its quote page's.
      await site.store.storeKey(IMAGE_URL_KEY_NAME);
      await site.store.storeKey(QUOTE_LINK_KEY_NAME);
      const before = await snapshot(engine, engine.url);
      expect([...before.store_keys.keys()]).toEqual(
        expect.arrayContaining(["ip-hash", "owner-link", IMAGE_URL_KEY_NAME, QUOTE_LINK_KEY_NAME]),
      );

      // The backup, while visitors go on sending leads and the worker delivers them.
      service.always({ kind: "ok" });
      startWorker({ firstRetryMs: 20, maxBackoffMs: 200, retryBudgetMs: 60_000 });
      interface Sent {
        name: string;
        started: number;
        answered?: number;
        id?: string;
      }
      const sent: Sent[] = [];
      let stop = false;
      const visitor = async (n: number) => {
        for (let i = 0; !stop && i < 2_000; i += 1) {
          const one: Sent = { name: `During ${n}-${i}`, started: performance.now() };
          sent.push(one);
          one.id = await submit(site, one.name);
          one.answered = performance.now();
        }
      };
      const visitors = [1, 2, 3].map(visitor);
      await eventually(async () => sent.filter((one) => one.answered).length >= 10);
      const backupStarted = performance.now();
      const backup = await cli(engine.url, "backup", engine.backupFile);
      const backupEnded = performance.now();
      expect(backup.code, backup.stderr).toBe(0);
      await eventually(
        async () => sent.filter((one) => one.started > backupEnded && one.answered).length >= 10,
      );
      stop = true;
      await Promise.all(visitors);
      await stopWorker();
      // Visitors were sending throughout: requests were under way while the copy was taken.
      expect(
        sent.filter((one) => one.started < backupEnded && one.answered! > backupStarted).length,
      ).toBeGreaterThan(0);

      const restore = await cli(engine.restoredUrl, "restore", engine.backupFile);
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout).toContain(`store version ${LATEST_MIGRATION}`);

      const after = await snapshot(engine, engine.url);
      const restored = await snapshot(engine, engine.restoredUrl);
      leadsInBackup = restored.leads.size;
      const rowsOf = (snap: typeof after, table: Table, keep: (row: Row) => boolean = () => true) =>
        [...snap[table].values()].filter(keep);

      // Everything the site had before the backup began is back, row for row, and so are the keys,
      // the held digest and the store's version.
      for (const table of Object.keys(TABLES) as Table[]) {
        for (const [key, row] of before[table])
          expect([table, restored[table].get(key)]).toEqual([table, row]);
      }
      for (const table of ["held_digests", "store_keys", "schema_migrations"] as const)
        expect(rowsOf(restored, table)).toEqual(rowsOf(before, table));
      const statuses = new Set(rowsOf(restored, "lead_deliveries").map((row) => row.status));
      expect([...statuses].sort()).toEqual(["dead", "delivered", "pending", "skipped"]);

      // Nothing the site never had; a lead comes back exactly as the site has it.
      for (const [id, row] of restored.leads) expect(row).toEqual(after.leads.get(id));
      for (const [id, row] of restored.delivery_attempts)
        expect(row).toEqual(after.delivery_attempts.get(id));
      // Wholly or not at all: each lead with every one of its deliveries, each delivery with every
      // attempt its count says, and a delivered or dead one with the attempt that made it so.
      const deliveryIds = (snap: typeof after, leadId: string) =>
        rowsOf(snap, "lead_deliveries", (row) => row.lead_id === leadId)
          .map((row) => row.id)
          .sort();
      for (const id of restored.leads.keys())
        expect(deliveryIds(restored, id)).toEqual(deliveryIds(after, id));
      for (const delivery of restored.lead_deliveries.values()) {
        expect(restored.leads.has(String(delivery.lead_id))).toBe(true);
        const attempts = rowsOf(restored, "delivery_attempts", (row) => row.delivery_id === delivery.id).sort(
          (a, b) => Number(a.id) - Number(b.id),
        );
        expect(attempts.length).toBe(Number(delivery.attempts));
        if (delivery.status === "delivered" || delivery.status === "dead")
          expect(attempts.at(-1)?.outcome).toBe(delivery.status);
      }
      // The leads sent during the backup: those answered before it began are in it, those sent
      // after it ended are not.
      const inBackup = (one: Sent) => restored.leads.has(one.id!);
      expect(sent.filter((one) => one.answered! < backupStarted).every(inBackup)).toBe(true);
      expect(sent.filter((one) => one.started > backupEnded).some(inBackup)).toBe(false);
      // Each kind of lead made before is back as it was made.
      const statusIn = (id: string) =>
        rowsOf(restored, "lead_deliveries", (row) => row.lead_id === id && row.destination === "webhook").map(
          (row) => row.status,
        );
      // The site sets no e-mail: each lead's e-mail delivery is back parked, as it was.
      const emails = rowsOf(restored, "lead_deliveries", (row) => row.destination === "email");
      expect(emails.length).toBeGreaterThan(0);
      expect(emails.filter((row) => row.parked_at == null || row.status !== "skipped")).toEqual([]);
      expect(made.delivered.flatMap(statusIn)).toEqual(["delivered", "delivered", "delivered"]);
      expect(made.dead.flatMap(statusIn)).toEqual(["dead", "dead"]);
      expect(made.retrying.flatMap(statusIn)).toEqual(["pending", "pending"]);
      expect(made.held.flatMap(statusIn)).toEqual(["skipped", "skipped"]);

      // The restored store as a site: the Release link e-mailed before the backup opens its lead,
      // and a visitor's address is hashed with the same key as before.
      const again = await startSite(engine.restoredUrl, engine);
      try {
        const page = await fetch(again.origin + releaseUrl.slice(SITE_URL.length));
        expect(page.status).toBe(200);
        expect(await page.text()).toMatch(/Hana Held|Hal Held/);
        const newId = await submit(again, "Ned After");
        const ipHashOf = async (store: LeadStore, id: string) => (await store.get(id))?.lead.ipHash;
        expect(await ipHashOf(again.store, newId)).toBe(await ipHashOf(site.store, made.delivered[0]));
        expect(await ipHashOf(again.store, newId)).toEqual(expect.any(String));
      } finally {
        await again.close();
      }
    }, 90_000);

    it("never writes over a backup, nor restores over the running site or a store with leads without --force", async () => {
      const leads = (await site.store.stats()).leads;
      const again = await cli(engine.url, "backup", engine.backupFile);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("already exists");

      // Not over the running site, --force or not.
      for (const force of [[], ["--force"]]) {
        const running = await cli(engine.url, "restore", engine.backupFile, ...force);
        expect(running.code).toBe(1);
        expect(running.stderr).toMatch(/stop it first/);
      }
      expect((await site.store.stats()).leads).toBe(leads);

      // The site stopped: not over a store with leads without --force; with it, the backup is put
      // in place and the store that was there is kept.
      await site.close();
      // A damaged backup changes nothing, however far it got.
      const damaged = engine.backupFile.replace(/site\./, "damaged.");
      const bytes = readFileSync(engine.backupFile);
      bytes.fill(0x5a, Math.floor(bytes.length / 2), Math.floor(bytes.length / 2) + 4_096);
      writeFileSync(damaged, bytes);
      const broken = await cli(engine.url, "restore", damaged, "--force");
      expect(broken.code).toBe(1);
      expect(broken.stderr).toMatch(engine.damagedBackup);
      expect(await engine.rows(engine.url, "leads")).toHaveLength(leads);
      expect(await engine.setAside()).toEqual([]);

      const refused = await cli(engine.url, "restore", engine.backupFile);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(new RegExp(`already holds ${leads} leads.*--force`, "s"));
      const forced = await cli(engine.url, "restore", engine.backupFile, "--force");
      expect(forced.code, forced.stderr).toBe(0);
      expect(forced.stdout).toContain(`Restored ${engine.backupFile}`);
      const aside = /kept as (.+)\.\n/.exec(forced.stdout)?.[1] ?? "";
      expect(await engine.leadsSetAside(aside)).toBe(leads);
      site = await startSite(engine.url, engine);
      expect((await site.store.stats()).leads).toBe(leadsInBackup);
      expect(forced.stdout).toContain(`${leadsInBackup} leads`);
      expect(leads).toBeGreaterThan(leadsInBackup);
    }, 60_000);

    it("refuses what is not a lead store's backup, one of the other engine, or one from a newer site", async () => {
      const elsewhere = `${engine.restoredUrl.replace(/_new$/, "_other").replace("restored", "other")}`;
      const notABackup = join(folder, "notes.txt");
      writeFileSync(notABackup, "name,email\nAnn,ann@example.com\n");
      const text = await cli(elsewhere, "restore", notABackup);
      expect([text.code, text.stderr]).toEqual([
        1,
        `${notABackup} is not a backup of the store: neither a SQLite file nor a pg_dump file.\n`,
      ]);
      const other = engine.name === "SQLite" ? join(folder, "x.dump") : join(folder, "x.db");
      writeFileSync(other, engine.name === "SQLite" ? "PGDMP\u0001\u000e" : "SQLite format 3\u0000");
      const mismatch = await cli(elsewhere, "restore", other);
      expect(mismatch.code).toBe(1);
      expect(mismatch.stderr).toMatch(/is a copy of a (SQLite|PostgreSQL) store, but DATABASE_URL names a/);

      // A backup whose store a newer site has migrated further than this code knows.
      await engine.addFutureMigration(engine.restoredUrl);
      const future = engine.backupFile.replace(/site\./, "future.");
      expect((await cli(engine.restoredUrl, "backup", future)).code).toBe(0);
      const newer = await cli(elsewhere, "restore", future);
      expect(newer.code).toBe(1);
      expect(newer.stderr).toContain(
        `made by a newer version of the site (store version ${LATEST_MIGRATION + 1}`,
      );
      // Nothing was made where it was refused.
      await expect(engine.rows(elsewhere, "leads")).rejects.toThrow();
    });
  });
}

restoreSuite(sqliteEngine);
restoreSuite(postgresEngine);
