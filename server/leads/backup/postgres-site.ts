import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { clusterTablesSql } from "../../cluster/index.ts";
import { SCHEMA_MIGRATIONS_TABLE } from "../store/index.ts";
import { quoted, type SiteSchema, tocKeys } from "./postgres-check.ts";
import { type Connection, output, type PgTools, run } from "./postgres-tools.ts";
import { migrationsListed } from "./restore-rules.ts";

/**
 * The PostgreSQL store as the site itself makes it, for a restore: made by the site's migrations
 * and the cluster's tables (never by a dump's own SQL), and what it holds (columns, sequences,
 * foreign keys, pg_dump's table of contents) read from a scratch copy, so a backup is checked
 * against the store of the very versions it lists.
 */

/** What makes the store of a backup whose schema_migrations lists `versions`, where search_path says. */
export function siteSchemaSql(versions: readonly number[]): string[] {
  return [
    SCHEMA_MIGRATIONS_TABLE.postgres,
    ...migrationsListed(versions).flatMap((migration) => migration.postgres),
    ...clusterTablesSql(),
  ];
}

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

export interface SiteStore extends SiteSchema {
  /** Dropped while the rows go in (the dump has them in no order of references), made again after. */
  foreignKeys: ForeignKey[];
}

/**
 * The store `siteSchemaSql` makes, read from a schema of its own made for the purpose and dropped
 * afterwards: its tables' columns, its sequences and foreign keys, and pg_dump's table of contents
 * for it (the one a backup's is checked against). From the migrations and the cluster's code,
 * so it follows every new migration.
 */
export async function siteStore(
  connection: Connection,
  versions: readonly number[],
  tools: PgTools,
): Promise<SiteStore> {
  const scratch = `gdm_restore_check_${randomBytes(6).toString("hex")}`;
  const folder = mkdtempSync(join(tmpdir(), "gdm-restore-"));
  const client = new pg.Client({ connectionString: connection.url });
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query(`CREATE SCHEMA ${quoted(scratch)}`);
    await client.query(`SET LOCAL search_path = ${quoted(scratch)}`);
    for (const statement of siteSchemaSql(versions)) await client.query(statement);
    await client.query("COMMIT");
    const dump = join(folder, "site.dump");
    const args = ["--format=custom", `--schema=${scratch}`, `--file=${dump}`];
    await run("pg_dump", args, { env: connection.env, tools }, tools.pgDump ?? "pg_dump").done;
    const entries = tocKeys(await output("pg_restore", ["--list", dump], tools), scratch);
    // In search_path, the schema's name is left out of the foreign keys' definitions.
    await client.query(`SET search_path = ${quoted(scratch)}`);
    const relations = await client.query<{ relname: string; relkind: string; attname: string | null }>(
      `SELECT c.relname, c.relkind, a.attname FROM pg_class c
         LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        WHERE c.relnamespace = $1::regnamespace AND c.relkind IN ('r', 'S')`,
      [scratch],
    );
    const columns = new Map<string, Set<string>>();
    const sequences = new Set<string>();
    for (const { relname, relkind, attname } of relations.rows) {
      if (relkind === "S") sequences.add(relname);
      else columns.set(relname, (columns.get(relname) ?? new Set()).add(attname ?? ""));
    }
    const foreignKeys = await client.query<ForeignKey>(
      `SELECT c.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
         FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
        WHERE k.connamespace = $1::regnamespace AND k.contype = 'f' ORDER BY k.oid`,
      [scratch],
    );
    return { entries, columns, sequences, foreignKeys: foreignKeys.rows };
  } finally {
    await client.query("ROLLBACK").catch(() => {});
    await client.query(`DROP SCHEMA IF EXISTS ${quoted(scratch)} CASCADE`).catch(() => {});
    await client.end();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The store made anew in `schema`, by the statements of the site, its foreign keys not yet in force. */
export function storeSql(schema: string, versions: readonly number[], foreignKeys: ForeignKey[]): string {
  return [
    `CREATE SCHEMA IF NOT EXISTS ${quoted(schema)}`,
    `SET LOCAL search_path = ${quoted(schema)}`,
    ...siteSchemaSql(versions),
    ...foreignKeys.map((key) => `ALTER TABLE ${quoted(key.table)} DROP CONSTRAINT ${quoted(key.name)}`),
  ]
    .map((statement) => `${statement};\n`)
    .join("");
}

/** The foreign keys back in force: each row the dump brought is checked against them here. */
export function foreignKeysSql(foreignKeys: ForeignKey[]): string {
  return foreignKeys
    .map((key) => `ALTER TABLE ${quoted(key.table)} ADD CONSTRAINT ${quoted(key.name)} ${key.definition};\n`)
    .join("");
}
