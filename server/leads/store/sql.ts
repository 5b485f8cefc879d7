/**
 * Statements written once for both engines. A store rule is a generator (`Work`): it yields each
 * statement, is handed the rows (or the count of changed rows) back, and returns its answer. The
 * engine decides how the statements run: SQLite runs a whole transaction without giving up the
 * event loop (node:sqlite is synchronous, and a transaction left open across an await would stall
 * this process's other connections for the busy timeout); PostgreSQL awaits each one.
 */

export type Row = Record<string, unknown>;

/** A PostgreSQL type a parameter needs where the statement does not tell it (`$1 IS NULL`, a select list). */
export type ParamType = "text" | "boolean" | "timestamptz" | "text[]" | "timestamptz[]";

export class Param {
  constructor(
    readonly value: unknown,
    readonly type?: ParamType,
  ) {}
}

/** SQL text with its parameters in place; a dialect numbers them (`?` or `$1`). */
export class Sql {
  constructor(readonly parts: readonly (string | Param)[]) {}
}

/**
 * A statement or a fragment of one: `${value}` becomes a parameter, `${fragment}` (an Sql) is
 * inlined. A Date becomes a time and a boolean a truth value in either engine.
 */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  const parts: (string | Param)[] = [];
  strings.forEach((text, i) => {
    parts.push(text);
    if (i === values.length) return;
    const value = values[i];
    if (value instanceof Sql) parts.push(...value.parts);
    else parts.push(value instanceof Param ? value : new Param(value));
  });
  return new Sql(parts);
}

/** Trusted SQL text: a column name, a constant of the code, a migration's statement. */
export const raw = (text: string) => new Sql([text]);

export const EMPTY = raw("");

/** A text parameter PostgreSQL could not type from its place (`$1 IS NULL`). */
export const text = (value: string | null | undefined) => new Param(value ?? null, "text");

export function joinSql(fragments: readonly Sql[], separator: string): Sql {
  return new Sql(
    fragments.flatMap((fragment, i) => (i === 0 ? fragment.parts : [separator, ...fragment.parts])),
  );
}

/** A statement's text with a placeholder for each parameter, and the parameters in order. */
export function renderSql(
  statement: Sql,
  placeholder: (param: Param, position: number) => string,
): { text: string; params: Param[] } {
  const params: Param[] = [];
  let rendered = "";
  for (const part of statement.parts) {
    if (typeof part === "string") {
      rendered += part;
    } else {
      params.push(part);
      rendered += placeholder(part, params.length);
    }
  }
  return { text: rendered, params };
}

/** One statement of a rule, and what the rule wants back from it. */
export interface Query {
  statement: Sql;
  returns: "rows" | "count";
}

export type Work<T> = Generator<Query, T, unknown>;

/** The rows a statement answers (a SELECT, or a write with RETURNING). */
export function* rows(statement: Sql): Work<Row[]> {
  return (yield { statement, returns: "rows" }) as Row[];
}

export function* firstRow(statement: Sql): Work<Row | undefined> {
  return (yield* rows(statement))[0];
}

/** How many rows a write changed. */
export function* changes(statement: Sql): Work<number> {
  return (yield { statement, returns: "count" }) as number;
}

/** Runs a rule's statements one after the other without waiting: for a synchronous engine. */
export function runWork<T>(work: Work<T>, execute: (query: Query) => unknown): T {
  let step = work.next();
  while (!step.done) {
    let answer: unknown;
    try {
      answer = execute(step.value);
    } catch (error) {
      step = work.throw(error);
      continue;
    }
    step = work.next(answer);
  }
  return step.value;
}

/** Runs a rule's statements one after the other, awaiting each. */
export async function runWorkAsync<T>(
  work: Work<T>,
  execute: (query: Query) => Promise<unknown>,
): Promise<T> {
  let step = work.next();
  while (!step.done) {
    let answer: unknown;
    try {
      answer = await execute(step.value);
    } catch (error) {
      step = work.throw(error);
      continue;
    }
    step = work.next(answer);
  }
  return step.value;
}
