import { describe, expect, it } from "vitest";
import { migrations } from "./migrations.ts";

/**
 * Upgrades one instance at a time, and their rollback, rely on the version before a migration
 * running on the schema after it (deploy/UPGRADE.md): while the first instance of the new version
 * has applied it, the others still run the old one. So a migration only adds: tables, indexes, and
 * columns an old INSERT may leave out (nullable, or with a default). One that drops, renames or
 * makes a column required breaks that; it must be split (add now, drop in a later release), or
 * listed here, with UPGRADE.md's "restore the backup" as its only rollback, and its upgrade done
 * with every instance stopped.
 */
const NOT_ADDITIVE = new Set<number>([]);

const additive = [
  /^CREATE TABLE (IF NOT EXISTS )?\w+ \(/i,
  /^CREATE (UNIQUE )?INDEX (IF NOT EXISTS )?\w+ ON \w+ /i,
  /^ALTER TABLE \w+ ADD COLUMN \w+ [^;]+$/i,
];

/**
 * `INSERT INTO table (…) SELECT …`: rows made from the rows there, written as the version before
 * writes its own (its columns named), so it reads them as its own.
 */
const ROWS_ADDED = /^INSERT INTO \w+ \([\w, ]+\) SELECT [^;]+$/i;

/** `UPDATE table SET column = …`: fills in a column; additive only when the same migration added it. */
const FILL = /^UPDATE (\w+) SET (\w+) = [^;]+$/i;

/** `ALTER TABLE t DROP CONSTRAINT t_column_check`: a CHECK dropped only widens what the table takes. */
const CHECK_DROPPED = /^ALTER TABLE \w+ DROP CONSTRAINT (IF EXISTS )?\w+_check$/i;

/**
 * SQLite's table made again (it cannot drop a CHECK in place): `CREATE TABLE t_next`, its rows
 * copied, `DROP TABLE t`, `ALTER TABLE t_next RENAME TO t`, and AUTOINCREMENT's counter carried
 * over. Additive only when the same migration renames the copy to the table it drops; that the
 * copy keeps every column, index, foreign key and row is migration-10.test.ts's to show.
 */
const REBUILT = /^ALTER TABLE (\w+)_next RENAME TO (\w+)$/i;
const COUNTER_CARRIED = /^UPDATE sqlite_sequence SET seq = [^;]+$/i;

/** The tables a migration's statements make again (`ALTER TABLE t_next RENAME TO t`). */
function rebuiltTables(statements: readonly string[]): Set<string> {
  const rebuilt = new Set<string>();
  for (const statement of statements) {
    const match = REBUILT.exec(statement.trim());
    if (match && match[1].toLowerCase() === match[2].toLowerCase()) rebuilt.add(match[2].toLowerCase());
  }
  return rebuilt;
}

function problem(
  statement: string,
  added: ReadonlySet<string> = new Set(),
  rebuilt: ReadonlySet<string> = new Set(),
): string | null {
  const text = statement.trim().replace(/\s+/g, " ");
  if (CHECK_DROPPED.test(text) || COUNTER_CARRIED.test(text)) return null;
  const dropped = /^DROP TABLE (\w+)$/i.exec(text);
  if (dropped && rebuilt.has(dropped[1].toLowerCase())) return null;
  const renamed = REBUILT.exec(text);
  if (renamed && rebuilt.has(renamed[2].toLowerCase())) return null;
  const fill = FILL.exec(text);
  // A new column filled in for the rows already there: the old version neither reads nor writes it.
  if (fill && added.has(`${fill[1]}.${fill[2]}`.toLowerCase())) return null;
  if (ROWS_ADDED.test(text)) return null;
  if (!additive.some((pattern) => pattern.test(text))) return `not an addition: ${text.slice(0, 80)}`;
  if (/^ALTER TABLE/i.test(text) && /NOT NULL/i.test(text) && !/DEFAULT/i.test(text))
    return `a required column without a default: ${text}`;
  return null;
}

/** The `table.column`s a migration's statements add. */
function addedColumns(statements: readonly string[]): Set<string> {
  const added = new Set<string>();
  for (const statement of statements) {
    const match = /^\s*ALTER TABLE (\w+) ADD COLUMN (\w+)/i.exec(statement);
    if (match) added.add(`${match[1]}.${match[2]}`.toLowerCase());
  }
  return added;
}

describe("store migrations", () => {
  it("only add to the schema, so the version before each one runs on the schema after it", () => {
    const problems = migrations
      .filter((migration) => !NOT_ADDITIVE.has(migration.version))
      .flatMap((migration) =>
        [...migration.sqlite, ...migration.postgres].flatMap((statement, _, all) => {
          const found = problem(statement, addedColumns(all), rebuiltTables(all));
          return found ? [`version ${migration.version} (${migration.name}): ${found}`] : [];
        }),
      );
    expect(problems).toEqual([]);
  });

  it("tells a statement that removes or changes from one that adds", () => {
    expect(problem("ALTER TABLE leads DROP COLUMN name")).toMatch(/not an addition/);
    expect(problem("ALTER TABLE leads RENAME COLUMN name TO full_name")).toMatch(/not an addition/);
    expect(problem("DROP TABLE held_digests")).toMatch(/not an addition/);
    // Filling in a column is an addition only when the same migration added it.
    const fill = "UPDATE lead_deliveries SET dead_at = updated_at WHERE status = 'dead'";
    expect(problem(fill, new Set(["lead_deliveries.dead_at"]))).toBeNull();
    expect(problem(fill)).toMatch(/not an addition/);
    expect(problem("UPDATE leads SET name = NULL", new Set(["lead_deliveries.dead_at"]))).toMatch(
      /not an addition/,
    );
    expect(problem("ALTER TABLE leads ADD COLUMN source text NOT NULL")).toMatch(/required column/);
    expect(problem("ALTER TABLE leads ADD COLUMN source text NOT NULL DEFAULT ''")).toBeNull();
    expect(problem("ALTER TABLE leads ADD COLUMN marked_spam_at timestamptz")).toBeNull();
    // Rows added from the rows there, their columns named: the version before reads them as its own.
    expect(problem("INSERT INTO lead_deliveries (id, lead_id) SELECT l.id, l.id FROM leads l")).toBeNull();
    expect(problem("INSERT INTO lead_deliveries SELECT * FROM leads")).toMatch(/not an addition/);
    expect(problem("DELETE FROM lead_deliveries WHERE status = 'skipped'")).toMatch(/not an addition/);
    // A CHECK dropped widens; a table dropped is an addition only when the migration makes it again.
    expect(
      problem("ALTER TABLE lead_deliveries DROP CONSTRAINT lead_deliveries_destination_check"),
    ).toBeNull();
    expect(problem("ALTER TABLE leads DROP CONSTRAINT leads_pkey")).toMatch(/not an addition/);
    const rebuilt = rebuiltTables(["ALTER TABLE lead_deliveries_next RENAME TO lead_deliveries"]);
    expect(problem("DROP TABLE lead_deliveries", new Set(), rebuilt)).toBeNull();
    expect(
      problem("ALTER TABLE lead_deliveries_next RENAME TO lead_deliveries", new Set(), rebuilt),
    ).toBeNull();
    expect(problem("DROP TABLE leads", new Set(), rebuilt)).toMatch(/not an addition/);
    expect(problem("ALTER TABLE leads RENAME TO people", new Set(), rebuilt)).toMatch(/not an addition/);
  });
});
