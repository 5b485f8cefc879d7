import { type ChildProcess, spawn } from "node:child_process";

/**
 * Debian's postgresql-client programs (pg_dump, pg_restore, psql) as the backup runs them: the
 * connection given by the PG* variables libpq reads, so no password is ever on a command line
 * (ps, sudo's journal), and a missing program or a client older than the server told as such.
 */

/** The Debian package with pg_dump, pg_restore and psql. */
export const CLIENT_PACKAGE = "postgresql-client";

/** A program of postgresql-client that is not installed. */
export class MissingTool extends Error {
  constructor(readonly tool: string) {
    super(`${tool} is not installed (apt-get install ${CLIENT_PACKAGE})`);
  }
}

export interface PgTools {
  /** The PATH the programs are looked for in (the caller's, by default). */
  path?: string;
  /** pg_dump's own path, for a newer client or a test's stand-in. */
  pgDump?: string;
}

export interface Connection {
  env: Record<string, string>;
  /** The schema the store's tables are in: `?schema=` of DATABASE_URL, else public. */
  schema: string;
  /** DATABASE_URL without `?schema=`, for the pg client. */
  url: string;
}

export function connectionOf(databaseUrl: string): Connection {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname.replace(/^\[|\]$/g, ""));
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.slice(1));
  if (database) env.PGDATABASE = database;
  const sslmode = url.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  const schema = url.searchParams.get("schema") ?? "public";
  // The store accepts no other name (postgres.ts); here it also keeps the SQL below plain.
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid PostgreSQL schema name "${schema}"`);
  url.searchParams.delete("schema");
  return { env, schema, url: url.toString() };
}

const STDERR_KEPT = 4_000;

export interface Run {
  child: ChildProcess;
  /** Resolves when the program has ended well; rejects with its error output otherwise. */
  done: Promise<void>;
}

export function run(
  tool: string,
  args: string[],
  {
    env,
    tools,
    stdin = "ignore",
    stdout = "ignore",
  }: {
    env: Record<string, string>;
    tools: PgTools;
    stdin?: "ignore" | "pipe";
    stdout?: "ignore" | "pipe";
  },
  program = tool,
): Run {
  const child = spawn(program, args, {
    env: { PATH: tools.path ?? process.env.PATH ?? "/usr/bin:/bin", ...env },
    stdio: [stdin, stdout, "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    if (stderr.length < STDERR_KEPT) stderr += chunk.toString();
  });
  const done = new Promise<void>((resolve, reject) => {
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new MissingTool(tool) : error),
    );
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} ended with ${code}: ${stderr.trim()}${versionAdvice(stderr)}`));
    });
  });
  return { child, done };
}

/** pg_dump refuses a server newer than itself; pg_restore a dump newer than itself. */
function versionAdvice(stderr: string): string {
  return /version mismatch|unsupported version/i.test(stderr)
    ? ` (the client must be as new as the server, SELECT version(): apt-get install ${CLIENT_PACKAGE}-NN from apt.postgresql.org when Debian's is older)`
    : "";
}

/** More than a lead store's table of contents or its migrations could ever print. */
const OUTPUT_MAX = 16 * 1024 * 1024;

/** What a program prints, read whole (a dump's list, its migrations): at most OUTPUT_MAX. */
export async function output(tool: string, args: string[], tools: PgTools): Promise<string> {
  const { child, done } = run(tool, args, { env: {}, tools, stdout: "pipe" });
  let text = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    text += chunk.toString();
    if (text.length > OUTPUT_MAX) child.kill();
  });
  await done;
  return text;
}
