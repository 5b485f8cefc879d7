import { backupCommand, restoreCommand } from "./cli-backup.ts";
import { type CliIo, type Command, EXIT, single, UsageError, WithoutStore } from "./cli-command.ts";
import {
  exportCsv,
  exportCsvTo,
  listCommand,
  markSpamOne,
  releaseOne,
  retryDead,
  retryOne,
  sendDigest,
  showCommand,
  showStats,
} from "./cli-commands.ts";
import { sendParkedCommand } from "./cli-parked.ts";
import { testSmsCommand } from "./cli-sms.ts";
import { calendarUrlCommand, VISITS_DAYS, visitsCommand } from "./cli-visits.ts";
import {
  DELIVERY_STATUSES,
  type LeadStore,
  LIST_LIMIT,
  openLeadStore,
  PARKED_SEND_DAYS,
} from "./store/index.ts";

/**
 * `npm run leads -- …`: the business's view of the lead store, its way to send failed leads again,
 * and to release a submission the spam guard held (decision 006). This file reads the command line
 * and opens the store; the commands are in cli-commands.ts (the leads) and cli-backup.ts.
 */

export const LEADS_USAGE = `Usage: npm run leads -- <command>

  list [--limit N] [--status STATUS]  Leads, newest first (default ${LIST_LIMIT}); STATUS is one of
                                      ${DELIVERY_STATUSES.join(", ")}: leads with a delivery in it,
                                      or spam (also: held): submissions held as spam
  show ID                             One lead: its fields, deliveries and delivery attempts
  export --csv [--out FILE]           Every lead as CSV: into FILE (private, never over a file, never
                                      inside the site's folder), or on standard output (then run npm
                                      with --silent, or its banner goes into the file too)
  retry ID                            Send a dead delivery again (a delivery id, or a lead id for
                                      all of its dead deliveries)
  retry --dead                        Send every dead delivery again
  release ID                          Deliver a submission held as spam as if it had never been
                                      held, once (with the quote page's other half, if any); for a
                                      lead marked as spam, remove the mark
  spam ID                             Note that a delivered lead was spam: a mark in the records
                                      only, nothing is deleted (release ID removes it)
  send-parked DAYS                    Send the parked deliveries (their destination was not set) of
                                      the leads of the last DAYS days to each destination now set;
                                      a start sends the last ${PARKED_SEND_DAYS} days' by itself
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
  test-sms                            Text a test message to each number of OWNER_SMS_TO, with the
                                      settings given (TWILIO_…), and print each answer
  visits [--days N] [--cancelled]     The coming on-site estimates booked at /book (next
                                      ${VISITS_DAYS} days by default), with cancelled ones if asked
  calendar-url                        The private address of the visits' calendar feed, for the
                                      owner's Google, Apple or Outlook calendar to subscribe to
  doctor                              The launch check: what is still the demo's or the example's,
                                      and the settings a launch needs (the start log and /readyz
                                      list the same)

The store is the one DATABASE_URL names (default file:./data/site.db).
`;

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
    case "send-parked":
      return sendParkedCommand(args);
    case "test-sms":
      if (args.length > 0) throw new UsageError("test-sms takes no arguments");
      return testSmsCommand;
    case "visits":
      return visitsCommand(args);
    case "calendar-url":
      if (args.length > 0) throw new UsageError("calendar-url takes no arguments");
      return calendarUrlCommand;
    case "":
      throw new UsageError("Which command?");
    default:
      throw new UsageError(`Unknown command "${name}"`);
  }
}

/** The store's address for a message, without a PostgreSQL password. */
function redact(databaseUrl = "file:./data/site.db"): string {
  return `(${databaseUrl.replace(/\/\/([^:/@]+):[^@/]*@/, "//$1:***@")})`;
}
