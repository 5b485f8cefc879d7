import { z } from "zod";
import { SIGNATURE_HEADER, signCall, TIMESTAMP_HEADER } from "../cluster/index.ts";
import { parseEnvOr } from "../core/env.ts";

/**
 * `npm run content -- …` (`bin/gdm-content …` on a server): the site's content tasks. `import` asks
 * the connected WordPress to import the site's built-in content now (docs/wordpress-import.md):
 * POST {WORDPRESS_URL}/wp-json/gdm-concrete/v1/import, signed with WORDPRESS_WEBHOOK_SECRET as the
 * plugin signs its calls to the site, for the purpose "import"; it prints WordPress's answer in words.
 */

export const CONTENT_USAGE = `Usage: npm run content -- <command>

  import [--dry-run]   Ask the connected WordPress (WORDPRESS_URL) to create the site's built-in
                       services, towns, albums, questions, steps, testimonials and page texts as
                       its own records now. What the office manager has edited is kept. With
                       --dry-run, WordPress only says what it would do.

It uses WORDPRESS_URL and WORDPRESS_WEBHOOK_SECRET, as the server does.
`;

/** Where the output goes and what the settings are: the process's, or a test's. */
export interface ContentCliIo {
  env: Record<string, string | undefined>;
  stdout: { write(chunk: string): unknown };
  stderr: { write(chunk: string): unknown };
}

/** Exit codes: 0 done, 1 WordPress did not import (or not everything), 2 the command was not understood. */
export const CONTENT_EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** The plugin's import route, under WORDPRESS_URL. */
export const IMPORT_ROUTE = "/wp-json/gdm-concrete/v1/import";
/** How long WordPress may take: it copies every picture into its Media Library. */
export const IMPORT_TIMEOUT_MS = 10 * 60_000;
/** The longest answer read: a count per type, and a few problems. */
const MAX_ANSWER_BYTES = 256 * 1024;

const count = z.number().int().nonnegative().max(1_000_000);
/** The plugin's answer (includes/import.php): the outcome of each record, counted per type. */
const importAnswer = z.looseObject({
  dry_run: z.boolean().optional(),
  counts: z.record(
    z.string().max(40),
    z.looseObject({
      created: count.default(0),
      updated: count.default(0),
      unchanged: count.default(0),
      kept: count.default(0),
      skipped: count.default(0),
      errors: count.default(0),
    }),
  ),
  seconds: z.number().nonnegative().optional(),
  errors: z.array(z.string().max(500)).max(50).optional(),
});
type ImportAnswer = z.infer<typeof importAnswer>;
const wordpressError = z.looseObject({ code: z.string().optional(), message: z.string().max(2000) });

/** Each post type of the bundle as the office manager knows it, in the bundle's order. */
const TYPE_NAMES: Record<string, string> = {
  service: "Services",
  location: "Towns",
  gallery_album: "Gallery albums",
  faq: "FAQ questions",
  process_step: "Process steps",
  post: "Testimonials",
  page: "Pages",
};

export async function runContentCli(argv: readonly string[], io: ContentCliIo): Promise<number> {
  const [name = "", ...args] = argv;
  if (name === "help" || name === "--help" || name === "-h") {
    io.stdout.write(CONTENT_USAGE);
    return CONTENT_EXIT.ok;
  }
  if (name !== "import" || args.some((arg) => arg !== "--dry-run")) {
    const problem =
      name === "import"
        ? `Unknown option "${args.find((a) => a !== "--dry-run")}"`
        : name
          ? `Unknown command "${name}"`
          : "Which command?";
    io.stderr.write(`${problem}\n\n${CONTENT_USAGE}`);
    return CONTENT_EXIT.usage;
  }
  const env = parseEnvOr(io.env, (message) => io.stderr.write(`${message}\n`));
  if (!env) return CONTENT_EXIT.failed;
  if (!env.WORDPRESS_URL) {
    io.stderr.write(
      "WORDPRESS_URL is not set: the import runs in the WordPress the site reads. Set it as for the server (docs/wordpress-import.md).\n",
    );
    return CONTENT_EXIT.failed;
  }
  if (!env.WORDPRESS_WEBHOOK_SECRET) {
    io.stderr.write(
      "WORDPRESS_WEBHOOK_SECRET is not set: WordPress imports only when asked with the secret it shares with the site (Settings → Concrete site). Set it as for the server.\n",
    );
    return CONTENT_EXIT.failed;
  }
  return askImport(env.WORDPRESS_URL, env.WORDPRESS_WEBHOOK_SECRET, args.includes("--dry-run"), io);
}

/** The headers of an import call: the timestamp, and the signature of "gdm-import.v1.{timestamp}.{body}". */
export function importHeaders(secret: string, body: string, at = Math.floor(Date.now() / 1000)) {
  const timestamp = String(at);
  return {
    "Content-Type": "application/json",
    [TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: signCall(secret, "import", `${timestamp}.`, body),
  };
}

/** What an HTTP status from the import route means for whoever runs the command. */
const HINTS: Record<number, string> = {
  401: "WordPress refused the signature: WORDPRESS_WEBHOOK_SECRET differs from the secret on its Settings → Concrete site screen, or the clocks differ by more than 5 minutes",
  403: "WordPress refused the call: the secret there is not set, or the site is not connected",
  404: "WordPress has no import: the plugin GDM Concrete Content is not active there, or is older than the import",
  409: "WordPress is importing already: wait for it to finish",
};

async function askImport(base: string, secret: string, dryRun: boolean, io: ContentCliIo): Promise<number> {
  const url = `${base.replace(/\/+$/, "")}${IMPORT_ROUTE}`;
  const body = JSON.stringify({ dry_run: dryRun });
  io.stdout.write(
    dryRun
      ? `Asking WordPress (${base}) what it would import…\n`
      : `Asking WordPress (${base}) to import the site's content…\n`,
  );
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: importHeaders(secret, body),
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(IMPORT_TIMEOUT_MS),
    });
    text = await boundedText(response);
  } catch (error) {
    io.stderr.write(`Could not reach WordPress at ${base}: ${reason(error)}\n`);
    return CONTENT_EXIT.failed;
  }
  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.get("location") ?? "another address";
    io.stderr.write(
      `WordPress answered with a move to ${location}: set WORDPRESS_URL to WordPress's own address.\n`,
    );
    return CONTENT_EXIT.failed;
  }
  const json = parseJson(text);
  if (response.status !== 200) {
    const error = wordpressError.safeParse(json);
    const said = error.success ? `: "${printable(error.data.message)}"` : "";
    const hint = HINTS[response.status] ? ` (${HINTS[response.status]})` : "";
    io.stderr.write(`WordPress did not import. It answered HTTP ${response.status}${said}${hint}.\n`);
    return CONTENT_EXIT.failed;
  }
  const answer = importAnswer.safeParse(json);
  if (!answer.success) {
    io.stderr.write(
      "WordPress answered, but not with the import's counts: is WORDPRESS_URL the WordPress with the plugin GDM Concrete Content?\n",
    );
    return CONTENT_EXIT.failed;
  }
  io.stdout.write(importReport(answer.data, dryRun));
  return answer.data.errors?.length ? CONTENT_EXIT.failed : CONTENT_EXIT.ok;
}

/** Why a call failed, with the network's own reason ("fetch failed (connect ECONNREFUSED …)"). */
function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : "";
  return cause && !message.includes(cause) ? `${message} (${cause})` : message;
}

/** The answer's body, at most MAX_ANSWER_BYTES of it. */
async function boundedText(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new Error(`its answer is longer than ${MAX_ANSWER_BYTES / 1024} kB`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * WordPress's words as a terminal should show them: its control characters (an escape sequence that
 * would move the cursor or rewrite the screen, a line break inside a message) as spaces.
 */
function printable(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is removed
  return text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ").trim();
}

const nameOf = (type: string) => TYPE_NAMES[type] ?? printable(type);

/** The plugin's counts in words: a line per type, in the bundle's order, then what went wrong. */
export function importReport(answer: ImportAnswer, dryRun: boolean): string {
  const known = Object.keys(TYPE_NAMES).filter((type) => Object.hasOwn(answer.counts, type));
  const others = Object.keys(answer.counts).filter((type) => !Object.hasOwn(TYPE_NAMES, type));
  const width = Math.max(...[...known, ...others].map((type) => nameOf(type).length), 0);
  const lines = [...known, ...others].map((type) => {
    const { created, updated, unchanged, kept, skipped, errors } = answer.counts[type];
    const words = dryRun
      ? [
          `${created} to create`,
          `${updated} to update`,
          `${unchanged} already as the site has them`,
          `${kept} to keep as you edited or made them`,
          `${skipped} to skip as you took them down`,
        ]
      : [
          `${created} created`,
          `${updated} updated`,
          `${unchanged} already as the site has them`,
          `${kept} kept as you edited or made them`,
          `${skipped} skipped as you took them down`,
        ];
    if (errors > 0) words.push(`${errors} not imported`);
    return `  ${nameOf(type).padEnd(width)}  ${words.join(", ")}\n`;
  });
  const totals = Object.values(answer.counts).reduce((sum, t) => sum + t.created + t.updated, 0);
  const head = dryRun
    ? `WordPress would change ${totals} ${totals === 1 ? "record" : "records"} (nothing is changed yet):\n`
    : `WordPress imported the site's content${answer.seconds !== undefined ? ` in ${Math.round(answer.seconds)} s` : ""}:\n`;
  const problems = (answer.errors ?? []).map((problem) => `  ${printable(problem)}\n`);
  return [
    head,
    ...lines,
    ...(problems.length > 0 ? ["\nWordPress could not import everything:\n", ...problems] : []),
    ...(dryRun ? ["\nRun it without --dry-run to import.\n"] : []),
  ].join("");
}
