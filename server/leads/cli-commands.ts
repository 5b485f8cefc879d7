import { realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path";
import { parseEnvOr } from "../core/env.ts";
import { siteFromEnv } from "../core/site-from-env.ts";
import { exportCsvFile } from "./backup/index.ts";
import { type CliIo, type Command, EXIT, leadsCommandOf, plural, UsageError, write } from "./cli-command.ts";
import { estimatesView, formatWhen, leadDetail, leadTable, statsView } from "./cli-views.ts";
import { sendHeldDigestNow } from "./delivery/index.ts";
import { leadCsvHeader, leadCsvRecord } from "./lead-csv.ts";
import { ownerLinkSignerMismatch, ownerLinksFor } from "./owner/links.ts";
import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  type LeadStats,
  LIST_LIMIT,
  type OwnerDesk,
  type StoreKeys,
} from "./store/index.ts";

/**
 * The commands on the leads themselves: the owner's list and one lead, the CSV export, sending
 * failed leads again, releasing a held one or marking one as spam, the held-leads e-mail now, and
 * the counts. Each takes only the roles of the store it uses.
 */

/** `--status spam` (or `held`) lists held submissions rather than a delivery status. */
const HELD_STATUS_NAMES = ["spam", "held"];

export function listCommand(args: string[]): Command<OwnerDesk> {
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
    if (held) io.stdout.write(`\nTo deliver one: ${leadsCommandOf(io)} release ID\n`);
    return EXIT.ok;
  };
}

export function showCommand(leadId: string): Command<OwnerDesk> {
  return async (store, io) => {
    const detail = await store.get(leadId);
    if (!detail) {
      io.stderr.write(`No lead with id ${leadId} (the ID column of "list").\n`);
      return EXIT.failed;
    }
    io.stdout.write(leadDetail(detail, leadsCommandOf(io)));
    return EXIT.ok;
  };
}

export function exportCsvTo(file: string): Command<OwnerDesk> {
  return async (store, io) => {
    const inside = io.appDir ? insideFolder(file, io.appDir) : false;
    if (inside) {
      io.stderr.write(
        `${file} is inside the site's folder (${io.appDir}), where git and the next deploy would see every lead. Write it outside it, e.g. --out ${join(outsideFolder(io), "leads.csv")}\n`,
      );
      return EXIT.usage;
    }
    const bytes = await exportCsvFile(store, file);
    io.stdout.write(`Wrote every lead as CSV to ${file} (${bytes} bytes, readable by this user only).\n`);
    return EXIT.ok;
  };
}

export const exportCsv: Command<OwnerDesk> = async (store, io) => {
  await write(io.stdout, leadCsvHeader());
  for await (const row of store.exportRows()) await write(io.stdout, leadCsvRecord(row));
  return EXIT.ok;
};

export function retryOne(id: string): Command<OwnerDesk> {
  return async (store, io) => {
    const count = await store.retry(id);
    if (count === 0) {
      const detail = await store.get(id);
      if (detail?.lead.spam) {
        io.stderr.write(
          `Lead ${id} is held as spam (${detail.lead.spamReason ?? "flagged"}); retry only sends failed deliveries.\n` +
            `To deliver it: ${leadsCommandOf(io)} release ${id}\n`,
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

export function releaseOne(leadId: string): Command<OwnerDesk> {
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

export function markSpamOne(leadId: string): Command<OwnerDesk> {
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

export const retryDead: Command<OwnerDesk> = async (store, io) => {
  const count = await store.retryDead();
  io.stdout.write(`${plural(count, "dead delivery", "dead deliveries")} queued to be sent again now.\n`);
  return EXIT.ok;
};

/** The held-leads e-mail now: their list (the owner's desk) and the links' key (the store's keys). */
export const sendDigest: Command<OwnerDesk & StoreKeys> = async (store, io) => {
  const env = parseEnvOr(io.env, (message) => io.stderr.write(`${message}\n`));
  if (!env) return EXIT.failed;
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
      leadsCommand: env.LEADS_COMMAND,
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

export const showStats: Command<LeadStats> = async (store, io) => {
  io.stdout.write(statsView(await store.stats()));
  const now = Date.now();
  const [week, month] = await Promise.all([
    store.summary(new Date(now - 7 * 86_400_000)),
    store.summary(new Date(now - 30 * 86_400_000)),
  ]);
  io.stdout.write(estimatesView(week.estimates, month.estimates));
  return EXIT.ok;
};

/** True when `file` (resolved from the working folder, through symbolic links) would be in `folder`. */
function insideFolder(file: string, folder: string): boolean {
  const real = (path: string): string => {
    try {
      return realpathSync(path);
    } catch {
      // Not there yet: its nearest folder that is, and the rest as written.
      const parent = dirname(path);
      return parent === path ? path : join(real(parent), basename(path));
    }
  };
  const within = relative(real(folder), real(resolve(file)));
  return within === "" || (!within.startsWith("..") && !isAbsolute(within));
}

/** Where to suggest a file of leads: the user's own folder when it is not the site's, else the system's temporary one. */
function outsideFolder(io: CliIo): string {
  const home = io.env.HOME;
  return home && io.appDir && !insideFolder(home, io.appDir) ? home : tmpdir();
}
