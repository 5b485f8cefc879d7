import { EnvError, parseEnv } from "../core/env";
import { siteFromEnv } from "../core/site";
import {
  backupLeads,
  backupStore,
  exportCsvFile,
  isStoreCopyName,
  KEEP_DAYS_MAX,
  Refused,
  restoreLeads,
} from "./backup";
import { estimatesView, formatWhen, leadDetail, leadTable, statsView } from "./cli-views";
import { RELEASE_COMMAND, sendHeldDigestNow } from "./delivery";
import { leadCsvHeader, leadCsvRecord } from "./lead-csv";
import { ownerLinkSignerMismatch, ownerLinksFor } from "./owner/links";
import { DELIVERY_STATUSES, type DeliveryStatus, type LeadStore, LIST_LIMIT, openLeadStore } from "./store";

/**
 * `npm run leads -- …`: the business's view of the lead store, its way to send failed leads again,
 * and to release a submission the spam guard held (decision 006).
 */

export interface CliOutput {
  write(chunk: string): unknown;
  once?(event: "drain", listener: () => void): unknown;
}

export interface CliIo {
  env: Record<string, string | undefined>;
  stdout: CliOutput;
  stderr: CliOutput;
}

export const LEADS_USAGE = `Usage: npm run leads -- <command>

  list [--limit N] [--status STATUS]  Leads, newest first (default ${LIST_LIMIT}); STATUS is one of
                                      ${DELIVERY_STATUSES.join(", ")}: leads with a delivery in it,
                                      or spam (also: held): submissions held as spam
  show ID                             One lead: its fields, deliveries and delivery attempts
  export --csv [--out FILE]           Every lead as CSV: into FILE (private, never over a file), or on
                                      standard output (then run npm with --silent, or its banner
                                      goes into the file too)
  retry ID                            Send a dead delivery again (a delivery id, or a lead id for
                                      all of its dead deliveries)
  retry --dead                        Send every dead delivery again
  release ID                          Deliver a submission held as spam as if it had never been
                                      held, once (with the quote page's other half, if any); for a
                                      lead marked as spam, remove the mark
  spam ID                             Note that a delivered lead was spam: a mark in the records
                                      only, nothing is deleted (release ID removes it)
  stats                               Deliveries by status and destination, oldest pending,
                                      instant estimates shown and sent (7 and 30 days)
  backup FILE                         A copy of the whole store, taken while the site runs: FILE
                                      ends in .db (SQLite) or .dump (PostgreSQL, with pg_dump);
                                      readable by this user only, never over a file already there
  backup FOLDER [--keep-days N]       The same copy and every lead as CSV, named by the time, in
                                      FOLDER (made 0700); --keep-days N then deletes the backups
                                      there older than N days, keeping the newest N whatever the clock
  restore FILE [--force]              Put a backup back as the store DATABASE_URL names, with the
                                      site stopped. The store that was there is renamed aside, not
                                      deleted; one that holds leads is replaced only with --force
  digest                              E-mail the summary of every submission held as spam now,
                                      each with its Release link (needs SMTP_URL and NOTIFY_EMAIL)

The store is the one DATABASE_URL names (default file:./data/site.db).
`;

/** Exit codes: 0 done, 1 nothing found or the store failed, 2 the command was not understood. */
const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

class UsageError extends Error {}

type Command = (store: LeadStore, io: CliIo) => Promise<number>;

/** A command that must not open the store first (restore: it would make or migrate the one it replaces). */
class WithoutStore {
  constructor(readonly run: (io: CliIo) => Promise<number>) {}
}

export async function runLeadsCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [name = "", ...args] = argv;
  if (name === "help" || name === "--help" || name === "-h") {
    io.stdout.write(LEADS_USAGE);
    return EXIT.ok;
  }
  let command: Command | WithoutStore;
  try {
    command = parseCommand(name, args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`${error.message}\n\n${LEADS_USAGE}`);
    return EXIT.usage;
  }
  if (command instanceof WithoutStore) return command.run(io);

  const databaseUrl = io.env.DATABASE_URL || undefined;
  let store: LeadStore;
  try {
    store = await openLeadStore(databaseUrl);
  } catch (error) {
    io.stderr.write(`Could not open the lead store ${redact(databaseUrl)}: ${(error as Error).message}\n`);
    return EXIT.failed;
  }
  try {
    return await command(store, io);
  } catch (error) {
    io.stderr.write(`The lead store failed: ${(error as Error).message}\n`);
    return EXIT.failed;
  } finally {
    await store.close();
  }
}

function parseCommand(name: string, args: string[]): Command | WithoutStore {
  switch (name) {
    case "list":
      return listCommand(args);
    case "show":
      return showCommand(single(args, "show needs a lead id"));
    case "export": {
      if (args[0] !== "--csv") throw new UsageError("export needs --csv");
      if (args.length === 1) return exportCsv;
      if (args.length === 3 && args[1] === "--out" && args[2]) return exportCsvTo(args[2]);
      throw new UsageError("export takes --csv, and --out FILE to write a file");
    }
    case "retry": {
      const target = single(args, "retry needs a delivery id, a lead id or --dead");
      return target === "--dead" ? retryDead : retryOne(target);
    }
    case "release":
      return releaseOne(single(args, "release needs the id of a held lead (list --status spam)"));
    case "spam":
      return markSpamOne(single(args, "spam needs a lead id (the ID column of list)"));
    case "backup":
      return backupCommand(args);
    case "restore":
      return restoreCommand(args);
    case "stats":
      if (args.length > 0) throw new UsageError("stats takes no arguments");
      return showStats;
    case "digest":
      if (args.length > 0) throw new UsageError("digest takes no arguments");
      return sendDigest;
    case "":
      throw new UsageError("Which command?");
    default:
      throw new UsageError(`Unknown command "${name}"`);
  }
}

function single(args: string[], missing: string): string {
  if (args.length === 0 || args[0] === "") throw new UsageError(missing);
  if (args.length > 1) throw new UsageError(`Unexpected argument "${args[1]}"`);
  return args[0];
}

/** `--status spam` (or `held`) lists held submissions rather than a delivery status. */
const HELD_STATUS_NAMES = ["spam", "held"];

function listCommand(args: string[]): Command {
  let limit = LIST_LIMIT;
  let status: DeliveryStatus | undefined;
  let held = false;
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (flag === "--limit") {
      if (!value || !/^[1-9]\d{0,5}$/.test(value))
        throw new UsageError("--limit needs a whole number from 1");
      limit = Number(value);
    } else if (flag === "--status") {
      if (HELD_STATUS_NAMES.includes(value)) {
        held = true;
      } else if (DELIVERY_STATUSES.includes(value as DeliveryStatus)) {
        status = value as DeliveryStatus;
      } else {
        throw new UsageError(`--status needs one of ${[...DELIVERY_STATUSES, "spam"].join(", ")}`);
      }
    } else {
      throw new UsageError(`Unknown option "${flag}" for list`);
    }
  }
  return async (store, io) => {
    const rows = await store.list(held ? { limit, spam: true } : { limit, status });
    if (held && rows.length === 0) {
      io.stdout.write("Nothing is held as spam.\n");
      return EXIT.ok;
    }
    io.stdout.write(leadTable(rows));
    if (rows.length === limit) io.stdout.write(`\nThe newest ${limit} shown; --limit N shows more.\n`);
    if (held) io.stdout.write(`\nTo deliver one: ${RELEASE_COMMAND} ID\n`);
    return EXIT.ok;
  };
}

function showCommand(leadId: string): Command {
  return async (store, io) => {
    const detail = await store.get(leadId);
    if (!detail) {
      io.stderr.write(`No lead with id ${leadId} (the ID column of "list").\n`);
      return EXIT.failed;
    }
    io.stdout.write(leadDetail(detail));
    return EXIT.ok;
  };
}

function exportCsvTo(file: string): Command {
  return async (store, io) => {
    const bytes = await exportCsvFile(store, file);
    io.stdout.write(`Wrote every lead as CSV to ${file} (${bytes} bytes, readable by this user only).\n`);
    return EXIT.ok;
  };
}

const exportCsv: Command = async (store, io) => {
  await write(io.stdout, leadCsvHeader());
  for await (const row of store.exportRows()) await write(io.stdout, leadCsvRecord(row));
  return EXIT.ok;
};

function retryOne(id: string): Command {
  return async (store, io) => {
    const count = await store.retry(id);
    if (count === 0) {
      const detail = await store.get(id);
      if (detail?.lead.spam) {
        io.stderr.write(
          `Lead ${id} is held as spam (${detail.lead.spamReason ?? "flagged"}); retry only sends failed deliveries.\n` +
            `To deliver it: ${RELEASE_COMMAND} ${id}\n`,
        );
        return EXIT.failed;
      }
      io.stderr.write(`Nothing to retry: no dead delivery with id ${id}, nor a lead with one.\n`);
      return EXIT.failed;
    }
    io.stdout.write(`${plural(count, "delivery", "deliveries")} queued to be sent again now.\n`);
    return EXIT.ok;
  };
}

function releaseOne(leadId: string): Command {
  return async (store, io) => {
    const result = await store.release(leadId);
    if (result.status === "not-found") {
      io.stderr.write(`No lead with id ${leadId} (the ID column of "list --status spam").\n`);
      return EXIT.failed;
    }
    if (result.status === "not-held") {
      const releasedAt = (await store.get(leadId))?.lead.releasedAt;
      io.stderr.write(
        `Lead ${leadId} is not held as spam; nothing to release.\n${
          releasedAt ? `It was released on ${formatWhen(releasedAt)}.\n` : ""
        }`,
      );
      return EXIT.failed;
    }
    if (result.status === "unmarked") {
      io.stdout.write(
        `Lead ${leadId} is no longer marked as spam. It had been delivered already; nothing is sent again.\n`,
      );
      return EXIT.ok;
    }
    io.stdout.write(
      `Released lead ${leadId}: ${plural(result.deliveries, "delivery", "deliveries")} queued to be sent now.\n`,
    );
    const others = result.leadIds.filter((id) => id !== leadId);
    if (others.length > 0) {
      io.stdout.write(`Released with it, as the same quote request: ${others.join(", ")}.\n`);
    }
    return EXIT.ok;
  };
}

function markSpamOne(leadId: string): Command {
  return async (store, io) => {
    const result = await store.markSpam(leadId);
    if (result.status === "not-found") {
      io.stderr.write(`No lead with id ${leadId} (the ID column of "list").\n`);
      return EXIT.failed;
    }
    io.stdout.write(
      result.status === "marked"
        ? `Lead ${leadId} is marked as spam. Nothing was deleted; "release ${leadId}" removes the mark.\n`
        : `Lead ${leadId} was already marked as spam on ${formatWhen(result.markedAt)}.\n`,
    );
    return EXIT.ok;
  };
}

function backupCommand(args: string[]): Command {
  const [path, ...options] = args;
  if (!path || path.startsWith("--")) {
    throw new UsageError(
      "backup needs a file (site.db, site.dump) or a folder, e.g. /var/backups/gdm-concrete",
    );
  }
  let keepDays: number | undefined;
  for (let i = 0; i < options.length; i += 2) {
    const [flag, value] = [options[i], options[i + 1]];
    if (flag !== "--keep-days") throw new UsageError(`Unexpected argument "${flag}"`);
    if (!value || !/^[1-9]\d{0,3}$/.test(value) || Number(value) > KEEP_DAYS_MAX)
      throw new UsageError(`--keep-days needs a whole number of days from 1 to ${KEEP_DAYS_MAX}`);
    keepDays = Number(value);
  }
  if (!isStoreCopyName(path)) return backupTo(path, keepDays);
  if (keepDays !== undefined) throw new UsageError("--keep-days rotates a folder of backups, not one file");
  return async (store, io) => {
    try {
      const file = await backupStore({
        dialect: store.dialect,
        databaseUrl: io.env.DATABASE_URL || undefined,
        file: path,
        tools: { path: io.env.PATH },
      });
      io.stdout.write(
        `Backed up (readable by this user only):\n  ${file.path}  ${file.bytes} bytes: ${file.what}\n`,
      );
      return EXIT.ok;
    } catch (error) {
      io.stderr.write(
        error instanceof Refused
          ? `${error.message}\n`
          : `Could not back up into ${path}: ${(error as Error).message}\n`,
      );
      return EXIT.failed;
    }
  };
}

function backupTo(folder: string, keepDays: number | undefined): Command {
  return async (store, io) => {
    let result: Awaited<ReturnType<typeof backupLeads>>;
    try {
      result = await backupLeads({
        store,
        databaseUrl: io.env.DATABASE_URL || undefined,
        folder,
        tools: { path: io.env.PATH },
        keepDays,
      });
    } catch (error) {
      io.stderr.write(`Could not back up into ${folder}: ${(error as Error).message}\n`);
      return EXIT.failed;
    }
    io.stdout.write(`Backed up into ${result.folder} (readable by this user only):\n`);
    for (const file of result.files) io.stdout.write(`  ${file.path}  ${file.bytes} bytes: ${file.what}\n`);
    if (result.rotation) {
      const { kept, deleted } = result.rotation;
      io.stdout.write(
        `Rotation (--keep-days ${keepDays}): ${plural(deleted.length, "old file", "old files")} deleted, ${kept.length} kept.\n`,
      );
      for (const name of deleted) io.stdout.write(`  deleted ${name}\n`);
    }
    for (const note of result.notes) io.stderr.write(`${note}\n`);
    return result.notes.length > 0 ? EXIT.failed : EXIT.ok;
  };
}

function restoreCommand(args: string[]): WithoutStore {
  const force = args.includes("--force");
  const rest = args.filter((arg) => arg !== "--force");
  const file = single(
    rest,
    "restore needs the backup file, e.g. /var/backups/gdm-concrete/site-2026-11-25T0330Z.db",
  );
  if (file.startsWith("--")) throw new UsageError(`Unknown option "${file}" for restore`);
  return new WithoutStore(async (io) => {
    try {
      const restored = await restoreLeads({
        file,
        databaseUrl: io.env.DATABASE_URL || undefined,
        force,
        tools: { path: io.env.PATH },
      });
      io.stdout.write(
        `Restored ${file} as ${restored.store}: ${plural(restored.leads, "lead", "leads")}, store version ${restored.version}.\n`,
      );
      if (restored.setAside) io.stdout.write(`What was there before is kept as ${restored.setAside}.\n`);
      io.stdout.write("Start the site again; stats and list show what came back.\n");
      return EXIT.ok;
    } catch (error) {
      io.stderr.write(
        error instanceof Refused
          ? `${error.message}\n`
          : `Could not restore ${file}: ${(error as Error).message}\n`,
      );
      return EXIT.failed;
    }
  });
}

const retryDead: Command = async (store, io) => {
  const count = await store.retryDead();
  io.stdout.write(`${plural(count, "dead delivery", "dead deliveries")} queued to be sent again now.\n`);
  return EXIT.ok;
};

const sendDigest: Command = async (store, io) => {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv(io.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    io.stderr.write(`${error.message}\n`);
    return EXIT.failed;
  }
  if (!env.SMTP_URL || !env.NOTIFY_EMAIL) {
    io.stderr.write("The summary is sent by e-mail: set SMTP_URL and NOTIFY_EMAIL, as for the server.\n");
    return EXIT.failed;
  }
  // Links signed with another key than the site's would each say "not valid" (decision 017).
  const mismatch = await ownerLinkSignerMismatch(env, store);
  if (mismatch) {
    io.stderr.write(
      `${mismatch} Its Release links would not work, so no summary was sent. Run it with the site's own settings (deploy/CHECKLIST.md: bin/gdm-leads digest).\n`,
    );
    return EXIT.failed;
  }
  let sent: { listed: number; total: number };
  try {
    sent = await sendHeldDigestNow({
      store,
      smtpUrl: env.SMTP_URL,
      to: env.NOTIFY_EMAIL,
      siteName: siteFromEnv(env).name,
      links: ownerLinksFor(env, store),
    });
  } catch (error) {
    io.stderr.write(`Could not send the summary: ${(error as Error).message}\n`);
    return EXIT.failed;
  }
  if (sent.total === 0) {
    io.stdout.write("Nothing is held as spam: no summary sent.\n");
    return EXIT.ok;
  }
  io.stdout.write(
    `Sent the summary of ${plural(sent.total, "held submission", "held submissions")} to ${env.NOTIFY_EMAIL}${
      sent.listed < sent.total ? ` (the newest ${sent.listed} listed)` : ""
    }.\n`,
  );
  return EXIT.ok;
};

const showStats: Command = async (store, io) => {
  io.stdout.write(statsView(await store.stats()));
  const now = Date.now();
  const [week, month] = await Promise.all([
    store.summary(new Date(now - 7 * 86_400_000)),
    store.summary(new Date(now - 30 * 86_400_000)),
  ]);
  io.stdout.write(estimatesView(week.estimates, month.estimates));
  return EXIT.ok;
};

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Waits for a full pipe (`… | head`, a slow disk) instead of holding the whole export in memory. */
function write(out: CliOutput, chunk: string): Promise<void> | void {
  if (out.write(chunk) === false && out.once) {
    return new Promise((resolve) => out.once?.("drain", resolve));
  }
}

/** The store's address for a message, without a PostgreSQL password. */
function redact(databaseUrl = "file:./data/site.db"): string {
  return `(${databaseUrl.replace(/\/\/([^:/@]+):[^@/]*@/, "//$1:***@")})`;
}
