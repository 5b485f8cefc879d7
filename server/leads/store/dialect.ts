import type { Row, Sql, Work } from "./sql.ts";

/**
 * What differs between SQLite and PostgreSQL, and nothing else: how statements run, how a few
 * values come back, and the handful of SQL pieces the two spell differently. The store's rules
 * (rules/) are written once over it; sqlite.ts and postgres.ts each implement it.
 */
export interface Dialect {
  readonly name: "sqlite" | "postgres";

  /** Runs a rule's statements one by one, each committed on its own. */
  run<T>(work: Work<T>): Promise<T>;
  /**
   * Runs a rule in one transaction: SQLite takes the write lock up front (BEGIN IMMEDIATE), so
   * nothing overtakes a read-then-write; PostgreSQL locks the rows the rule reads FOR UPDATE.
   */
  transaction<T>(work: Work<T>): Promise<T>;
  /**
   * Writes a new lead and its deliveries together, or nothing: `lead` is the lead's INSERT (… ON
   * CONFLICT DO NOTHING RETURNING *), `deliveries(lead)` the deliveries' INSERT reading the lead's
   * id from `lead`, a one-row table. The inserted lead's row, or undefined when its key was taken.
   * SQLite shares one commit among the submissions that arrive together; PostgreSQL sends one statement.
   */
  insertLead(lead: Sql, deliveries: (lead: Sql) => Sql): Promise<Row | undefined>;
  ping(): Promise<void>;
  close(): Promise<void>;

  /** Values as the engine hands them back. */
  readonly read: {
    date(value: unknown): Date;
    json(value: unknown): unknown;
    flag(value: unknown): boolean;
  };

  /* SQL pieces. */

  /** The literals a boolean column is compared with (SQLite keeps 0 and 1). */
  readonly true: Sql;
  readonly false: Sql;
  /** The column of `leads` that numbers rows in the order they were inserted. */
  readonly insertionOrder: Sql;
  /** True when `needle` (a text parameter) is part of `haystack`. */
  contains(haystack: Sql, needle: string): Sql;
  /** A JSON column's member at `path`, as text. */
  jsonText(column: Sql, ...path: string[]): Sql;
  /** True when a JSON column's member `key` is the JSON value true. */
  jsonIsTrue(column: Sql, key: string): Sql;
  /** types/read.ts's pagePathOf of a text expression. */
  pagePath(url: Sql): Sql;
  /** `expression` ordered by its bytes, the same in both engines. */
  byteOrder(expression: Sql): Sql;
  /** True when `column` is one of `values`. */
  anyOf(column: Sql, values: readonly string[]): Sql;
  /**
   * A table of rows given by the code, as `alias` with these text and time columns (each row
   * holds a value for each).
   */
  valuesTable(alias: string, columns: Record<string, "text" | "time">, rows: readonly Row[]): Sql;
  /** Ends a SELECT in a transaction whose rows it is about to change (nothing in SQLite, which locks it all). */
  readonly forUpdate: Sql;
  /** Ends a SELECT of rows to claim: rows another transaction is claiming are passed over. */
  readonly forUpdateSkipLocked: Sql;
  /** RETURNING every column of the changed table, aliased `alias`, in an UPDATE … FROM. */
  returningAll(alias: string): Sql;
}
