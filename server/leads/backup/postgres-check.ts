import { Transform, type TransformCallback } from "node:stream";
import { foreignObjects, Refused, shownName } from "./restore-rules.ts";

/**
 * What a restore takes from a pg_dump file, and what it refuses. A dump is SQL text its maker
 * wrote, and SQL runs with the rights of whoever restores it: a table's definition, a COPY
 * statement or the search_path line can each carry a function, a trigger, a `DO` block or a
 * psql `\!` of their own, whatever the dump's table of contents calls them. So nothing of the
 * dump's SQL is ever run. The store's tables are made by the site's own migrations (postgres.ts),
 * and only the rows are taken from the dump, into COPY statements written here; the table of
 * contents is checked against a dump of what the migrations make, only to name what else a
 * backup carries and refuse it.
 */

/** The site's store as its migrations (and the cluster) make it: what a backup may hold. */
export interface SiteSchema {
  /** The table of contents' entries, as `entryKey` writes them. */
  entries: ReadonlySet<string>;
  /** Each table's columns. */
  columns: ReadonlyMap<string, ReadonlySet<string>>;
  sequences: ReadonlySet<string>;
}

/** `217; 1259 18552 TABLE site leads postgres`: an entry of `pg_restore --list`. */
const TOC_LINE = /^\d+; \d+ \d+ ((?:[A-Z]+ )+)(\S+) (.*) \S+$/;

interface TocEntry {
  /** TABLE, FK CONSTRAINT, TRIGGER, … */
  kind: string;
  /** Its schema, `-` for none. */
  schema: string;
  /** Its name, with its table's before it for a trigger, constraint or default. */
  name: string;
}

function tocEntries(list: string): (TocEntry | string)[] {
  return list
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith(";"))
    .map((line) => {
      const match = TOC_LINE.exec(line);
      return match ? { kind: match[1].trim(), schema: match[2], name: match[3] } : line;
    });
}

/**
 * An entry as the same object of another schema would have it; null for what is never restored
 * and makes nothing: the schema itself, its comment and grants (`--no-acl`).
 */
function entryKey(entry: TocEntry, schema: string): string | null {
  if (entry.kind === "SCHEMA" && entry.name === schema) return null;
  if (entry.kind === "COMMENT" && entry.schema === "-" && entry.name === `SCHEMA ${schema}`) return null;
  if (entry.kind === "ACL") return null;
  return `${entry.kind} ${entry.schema === schema ? "·" : entry.schema} ${entry.name}`;
}

/** The keys of a dump's entries, its schema `schema`: a SiteSchema's `entries`. */
export function tocKeys(list: string, schema: string): Set<string> {
  const keys = new Set<string>();
  for (const entry of tocEntries(list)) {
    const key = typeof entry === "string" ? entry : entryKey(entry, schema);
    if (key !== null) keys.add(key);
  }
  return keys;
}

/**
 * What the dump of schema `from` lists beyond the site's store, named as the owner would look for
 * it (`trigger lead_deliveries mark_delivered`, `function mark_delivered()`, `view …`).
 */
export function foreignEntries(list: string, from: string, site: SiteSchema): string[] {
  const found: string[] = [];
  for (const entry of tocEntries(list)) {
    if (typeof entry === "string") {
      found.push(entry);
      continue;
    }
    const key = entryKey(entry, from);
    if (key === null || site.entries.has(key)) continue;
    const where = entry.schema === from || entry.schema === "-" ? "" : `${entry.schema}.`;
    found.push(`${entry.kind.toLowerCase()} ${where}${entry.name}`);
  }
  // A table's or sequence's data says nothing its definition has not said.
  return found.filter(
    (name) =>
      !(name.startsWith("table data ") && found.includes(`table ${name.slice(11)}`)) &&
      !(name.startsWith("sequence set ") && found.includes(`sequence ${name.slice(13)}`)),
  );
}

/** A name as pg_dump writes it: bare when it can be, else in double quotes. */
const NAME = `(?:"(?:[^"]|"")+"|[a-z_][a-z0-9_$]*)`;
const COPY = new RegExp(`^COPY (${NAME})\\.(${NAME}) \\(((?:${NAME}, )*${NAME})\\) FROM stdin;$`);
const SETVAL = new RegExp(
  String.raw`^SELECT pg_catalog\.setval\('(${NAME})\.(${NAME})', (-?\d{1,19}), (true|false)\);$`,
);
const CLIENT_ENCODING = /^SET client_encoding = '([A-Za-z0-9_]+)';$/;
/** What pg_restore writes around the rows, and which is not needed here: its settings, comments. */
const SKIPPED = [
  /^$/,
  /^--/,
  /^\\(?:un)?restrict [A-Za-z0-9]+$/,
  /^SET [a-z_]+ = (?:[a-z0-9_]+|'[A-Za-z0-9_]*');$/,
  /^SELECT pg_catalog\.set_config\('search_path', '', false\);$/,
];
/** The end of a COPY's rows, as psql finds it: a line `\.`, or `\.` and a carriage return. */
const END_OF_ROWS = /^\\\.\r?$/;

const unquoted = (name: string) => (name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name);
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * pg_restore's `--data-only` SQL for schema `from`, as psql input that loads the rows into schema
 * `to`: each COPY and setval is checked against the site's tables and sequences and written anew
 * here; the rows between a COPY and its `\.` pass untouched (a row is one line: COPY writes a
 * newline inside a value as `\n`); every other line is one pg_restore writes and is dropped, or
 * it is refused. Nothing the dump says is ever run as SQL or as a psql command.
 */
export class RowsOnly extends Transform {
  private rest = "";
  private inRows = false;

  constructor(
    private readonly from: string,
    private readonly to: string,
    private readonly site: SiteSchema,
    private readonly file: string,
  ) {
    super();
  }

  private qualified(schema: string, name: string): string {
    if (unquoted(schema) !== this.from) throw this.refuse(`${unquoted(schema)}.${unquoted(name)}`);
    return unquoted(name);
  }

  private refuse(what: string): Refused {
    return foreignObjects(this.file, [what]);
  }

  private line(line: string): string {
    if (this.inRows) {
      // psql reads a NUL as the end of its line, and so might end the rows where this does not.
      if (line.includes("\0"))
        throw new Refused(`${this.file} holds a row with a NUL byte, which no backup has.`);
      if (END_OF_ROWS.test(line)) {
        this.inRows = false;
        return "\\.\n";
      }
      return `${line}\n`;
    }
    const copy = COPY.exec(line);
    if (copy) {
      const table = this.qualified(copy[1], copy[2]);
      const columns = this.site.columns.get(table);
      if (!columns) throw this.refuse(`table ${table}`);
      const named = [...copy[3].matchAll(new RegExp(NAME, "g"))].map((match) => unquoted(match[0]));
      for (const column of named) if (!columns.has(column)) throw this.refuse(`column ${table}.${column}`);
      if (new Set(named).size !== named.length) throw this.refuse(`a second column of ${table}`);
      this.inRows = true;
      return `COPY ${quoted(this.to)}.${quoted(table)} (${named.map(quoted).join(", ")}) FROM stdin;\n`;
    }
    const setval = SETVAL.exec(line);
    if (setval) {
      const sequence = this.qualified(setval[1], setval[2]);
      if (!this.site.sequences.has(sequence)) throw this.refuse(`sequence ${sequence}`);
      const name = `${quoted(this.to)}.${quoted(sequence)}`.replaceAll("'", "''");
      return `SELECT pg_catalog.setval('${name}', ${setval[3]}, ${setval[4]});\n`;
    }
    const encoding = CLIENT_ENCODING.exec(line);
    if (encoding) return `SET client_encoding = '${encoding[1]}';\n`;
    if (SKIPPED.some((skipped) => skipped.test(line))) return "";
    throw new Refused(
      `${this.file} holds SQL a backup of the store never has: ${shownName(line)}. It is not restored, and nothing was changed.`,
    );
  }

  // Bytes as latin1, one character each: a row passes byte for byte whatever its encoding, and a
  // character cut between two chunks is never mangled.
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const lines = (this.rest + chunk.toString("latin1")).split("\n");
    this.rest = lines.pop() ?? "";
    try {
      done(null, Buffer.from(lines.map((line) => this.line(line)).join(""), "latin1"));
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      const last = this.rest === "" ? "" : this.line(this.rest);
      // Not a refusal: pg_restore's own error (a damaged file) says more, and is the one shown.
      if (this.inRows) throw new Error("pg_restore's output ends inside a table's rows");
      done(null, Buffer.from(last, "latin1"));
    } catch (error) {
      done(error as Error);
    }
  }
}
