import { randomBytes } from "node:crypto";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runLeadsCli } from "../../server/leads/cli.ts";
import { type LeadStore, openLeadStore } from "../../server/leads/store/index.ts";
import { dropSchema, testPostgresUrl } from "../support/postgres.ts";

// `npm run leads -- backup FOLDER` on each store: what it writes can be read back (the SQLite copy
// opened as a store, the PostgreSQL dump restored into another schema), and by nobody but its user.

const folder = mkdtempSync(join(tmpdir(), "leads-backup-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function cli(databaseUrl: string | { DATABASE_URL: string; PATH?: string }, ...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runLeadsCli(argv, {
    env: typeof databaseUrl === "string" ? { DATABASE_URL: databaseUrl } : databaseUrl,
    stdout: { write: (chunk: string) => (stdout += chunk) },
    stderr: { write: (chunk: string) => (stderr += chunk) },
  });
  return { code, stdout, stderr };
}

async function withLeads(databaseUrl: string, names: string[]): Promise<void> {
  const store = await openLeadStore(databaseUrl);
  try {
    for (const name of names)
      await store.submit({
        formType: "contact",
        formName: "Website Contact Form",
        endpoint: "wp-forms-contact",
        payload: {
          name,
          email: `${name.split(" ")[0].toLowerCase()}@example.com`,
          message: "A patio in Ankeny",
        },
        email: `${name.split(" ")[0].toLowerCase()}@example.com`,
        name,
        destinations: ["webhook"],
        response: { success: true },
      });
    // The key that hashes visitors' addresses, made as the first submission with an address makes it.
    await store.ipHashKey();
  } finally {
    await store.close();
  }
}

const mode = (path: string) => statSync(path).mode & 0o777;

function expectPrivate(backupFolder: string): string[] {
  expect(mode(backupFolder)).toBe(0o700);
  const files = readdirSync(backupFolder);
  for (const file of files) expect([file, mode(join(backupFolder, file))]).toEqual([file, 0o600]);
  return files;
}

describe("leads backup (SQLite)", () => {
  it("writes the CSV and a copy of the store that opens as one, in a folder only its user can open", async () => {
    const databaseUrl = `file:${join(folder, "site.db")}`;
    await withLeads(databaseUrl, ["Ann Archive", "Bo Backup"]);
    // Made under a loose umask, as a shell's default: the backup must not follow it.
    const previous = process.umask(0o022);
    let result: Awaited<ReturnType<typeof cli>>;
    try {
      result = await cli(databaseUrl, "backup", join(folder, "backups", "nightly"));
    } finally {
      process.umask(previous);
    }
    expect(result.code, result.stderr).toBe(0);
    const target = join(folder, "backups", "nightly");
    const files = expectPrivate(target);
    const csv = files.find((file) => file.endsWith(".csv")) ?? "";
    expect(readFileSync(join(target, csv), "utf8")).toContain("Ann Archive");
    const copy = files.find((file) => file.endsWith(".db")) ?? "";
    const restored: LeadStore = await openLeadStore(`file:${join(target, copy)}`);
    try {
      const names = (await restored.findLeads({ limit: 10 })).rows.map((row) => row.lead.name).sort();
      expect(names).toEqual(["Ann Archive", "Bo Backup"]);
      // The keys came along: a restored store hashes addresses as before.
      const original = await openLeadStore(databaseUrl);
      expect(await restored.ipHashKey()).toBe(await original.ipHashKey());
      await original.close();
    } finally {
      await restored.close();
    }
    expect(result.stdout).toContain("readable by this user only");
  });

  it("tightens a folder others could open, and never writes over a file already there", async () => {
    const databaseUrl = `file:${join(folder, "tight.db")}`;
    await withLeads(databaseUrl, ["Cy Copy"]);
    const open = join(folder, "open");
    mkdirSync(open, { mode: 0o755 });
    chmodSync(open, 0o755);
    expect((await cli(databaseUrl, "backup", open)).code).toBe(0);
    expectPrivate(open);
    // A second backup in the same minute finds its names taken: it fails rather than overwrite.
    const again = await cli(databaseUrl, "backup", open);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("Could not back up");
    writeFileSync(join(folder, "a-file"), "x");
    expect((await cli(databaseUrl, "backup", join(folder, "a-file"))).code).toBe(1);
    expect((await cli(databaseUrl, "backup")).code).toBe(2);
  });

  it("backup FILE writes one private copy that opens as the store, never over a file, and only as a .db", async () => {
    const databaseUrl = `file:${join(folder, "one.db")}`;
    await withLeads(databaseUrl, ["Fay File"]);
    const target = join(folder, "single", "site.db");
    const made = await cli(databaseUrl, "backup", target);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain(`${target}  `);
    // The folder it made is private, and nothing but the copy is left in it.
    expect(expectPrivate(join(folder, "single"))).toEqual(["site.db"]);
    const copy = await openLeadStore(`file:${target}`);
    try {
      expect((await copy.findLeads({ limit: 10 })).rows.map((row) => row.lead.name)).toEqual(["Fay File"]);
    } finally {
      await copy.close();
    }
    const before = readFileSync(target);
    await withLeads(databaseUrl, ["Gus Later"]);
    const again = await cli(databaseUrl, "backup", target);
    expect([again.code, again.stderr]).toEqual([
      1,
      `Could not back up into ${target}: ${target} already exists: nothing is written over a file that is there (choose another name)\n`,
    ]);
    expect(readFileSync(target).equals(before)).toBe(true);
    expect(readdirSync(join(folder, "single"))).toEqual(["site.db"]);

    const dump = await cli(databaseUrl, "backup", join(folder, "single", "site.dump"));
    expect([dump.code, dump.stderr]).toEqual([
      1,
      "A copy of this store (SQLite) is a .db file: name it so, e.g. site.db.\n",
    ]);
    expect((await cli(databaseUrl, "backup", join(folder, "x.db"), "--keep-days", "3")).code).toBe(2);
    expect((await cli(databaseUrl, "backup", join(folder, "f"), "--keep-days", "0")).code).toBe(2);
  });
});

describe("leads backup (PostgreSQL)", () => {
  const schema = `leads_backup_${randomBytes(6).toString("hex")}`;
  const restoredSchema = `${schema}_restored`;
  afterAll(async () => {
    await dropSchema(schema);
    await dropSchema(restoredSchema);
  });

  it("writes the CSV and a pg_dump that restores, with the password never on a command line", async () => {
    const databaseUrl = `${testPostgresUrl}?schema=${schema}`;
    await withLeads(databaseUrl, ["Di Dump", "Ed Export"]);
    const target = join(folder, "pg");
    const result = await cli(databaseUrl, "backup", target);
    expect(result.code, result.stderr).toBe(0);
    const files = expectPrivate(target);
    const dump = join(target, files.find((file) => file.endsWith(".dump")) ?? "");
    expect(readFileSync(join(target, files.find((file) => file.endsWith(".csv")) ?? ""), "utf8")).toContain(
      "Ed Export",
    );
    // Restored into another schema, it holds both leads.
    const restoredUrl = `${testPostgresUrl}?schema=${restoredSchema}`;
    const restore = await cli(restoredUrl, "restore", dump);
    expect(restore.code, restore.stderr).toBe(0);
    // The database it names is the one restored into (the run's own; its name is nothing to rely on).
    const database = new URL(testPostgresUrl).pathname.slice(1);
    expect(restore.stdout).toContain(`as schema ${restoredSchema} of database ${database}: 2 leads`);
    const restored = await openLeadStore(restoredUrl);
    try {
      const names = (await restored.findLeads({ limit: 10 })).rows.map((row) => row.lead.name).sort();
      expect(names).toEqual(["Di Dump", "Ed Export"]);
    } finally {
      await restored.close();
    }

    // What pg_dump is given: a stand-in that writes down its command line and its environment.
    const seen = join(folder, "pg_dump-saw");
    const standIn = join(folder, "pg_dump");
    writeFileSync(standIn, `#!/bin/sh\nprintf '%s\\n' "$*" "$PGPASSWORD" "$PGUSER" > ${seen}\n`, {
      mode: 0o755,
    });
    const { backupLeads } = await import("../../server/leads/backup/index.ts");
    const store = await openLeadStore(databaseUrl);
    try {
      await backupLeads({
        store,
        databaseUrl: `postgres://site:pa%24%24word@127.0.0.1:5432/test?schema=${schema}`,
        folder: join(folder, "argv"),
        pgDump: standIn,
      });
    } finally {
      await store.close();
    }
    const [argv, password, user] = readFileSync(seen, "utf8").split("\n");
    expect(argv).not.toMatch(/pa\$\$word|pa%24%24word/);
    expect(argv).toContain(`--schema=${schema}`);
    expect([password, user]).toEqual(["pa$$word", "site"]);
  });
  it("without postgresql-client, says what to install and the command to run, with no password in it", async () => {
    const empty = join(folder, "no-tools");
    mkdirSync(empty, { recursive: true });
    const url = new URL(testPostgresUrl);
    url.password = "pa$$word";
    url.searchParams.set("schema", schema);
    const env = { DATABASE_URL: url.toString(), PATH: empty };
    const target = join(folder, "pg-missing", "site.dump");
    const backup = await cli(env, "backup", target);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain("pg_dump is not installed: apt-get install postgresql-client");
    expect(backup.stderr).toContain(`pg_dump --format=custom --no-owner --schema=${schema} --file=${target}`);
    expect(backup.stderr).not.toMatch(/pa\$\$word|pa%24%24word/);
    expect(readdirSync(join(folder, "pg-missing"))).toEqual([]);
    // A folder backup still writes the CSV, and says the copy is missing.
    const partly = await cli(env, "backup", join(folder, "pg-missing"));
    expect(partly.code).toBe(1);
    expect(partly.stderr).toContain("Only the CSV was written. pg_dump is not installed");
    expect(readdirSync(join(folder, "pg-missing")).map((name) => name.replace(/\d/g, "0"))).toEqual([
      "leads-0000-00-00T0000Z.csv",
    ]);

    const dump = join(
      folder,
      "pg",
      readdirSync(join(folder, "pg")).find((name) => name.endsWith(".dump")) ?? "",
    );
    const restore = await cli(
      { ...env, DATABASE_URL: `${testPostgresUrl}?schema=${schema}_none` },
      "restore",
      dump,
    );
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(/^(psql|pg_restore) is not installed: apt-get install postgresql-client/);
  });
});
