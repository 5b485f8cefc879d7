import type { Logger } from "../core/log.ts";
import { createMailTransport } from "./delivery/index.ts";
import type { LeadSpool } from "./spool.ts";
import type { NewDelivery, StoreConnection } from "./store/index.ts";
import { type SubmissionStore, storePreparedLead } from "./submit.ts";

/**
 * Moves spooled leads into the store once it answers again (decision 018), and tells the owner
 * when leads have waited in the spool longer than ALERT_AFTER_MS: the log line `lead.spool_stuck`
 * and, with SMTP configured, one e-mail per episode. The e-mail needs no database, which is the
 * point: it is sent while the database is away.
 */

export const SPOOL_ALERT_AFTER_MS = 5 * 60_000;
const DRAIN_INTERVAL_MS = 5_000;

export interface SpoolDrainerOptions {
  spool: LeadSpool;
  /** What it stores with (as a submission does), and the ping that tells the store is back. */
  store: SubmissionStore & Pick<StoreConnection, "ping">;
  destinations: readonly NewDelivery[];
  log: Logger;
  /** Wakes the delivery worker once drained leads are stored. */
  notify?: () => void;
  /** SMTP and the owner's address, for the alert; without them the alert is the log line only. */
  alert?: { smtpUrl: string; to: string; siteName: string };
  intervalMs?: number;
  alertAfterMs?: number;
  now?: () => Date;
}

export interface SpoolDrainer {
  /** One pass that begins after this call (also what the timer runs); resolves when it is done. */
  drainNow(): Promise<void>;
  stop(): Promise<void>;
}

export function startSpoolDrainer({
  spool,
  store,
  destinations,
  log,
  notify,
  alert,
  intervalMs = DRAIN_INTERVAL_MS,
  alertAfterMs = SPOOL_ALERT_AFTER_MS,
  now = () => new Date(),
}: SpoolDrainerOptions): SpoolDrainer {
  let running: Promise<void> | null = null;
  let stopped = false;
  let alerted = false;

  async function pass() {
    const depth = await spool.depth();
    if (depth.leads === 0) {
      alerted = false;
      return;
    }
    const report = await spool.drain(
      async (lead) => {
        // Stored already: by this drain before a crash, or on another instance; nothing to do twice.
        if (await store.get(lead.id)) return;
        const result = await storePreparedLead(store, lead, { destinations, now: now() });
        if (result.duplicate && result.body === "other") {
          // Its sender was thanked while the store was away, so it cannot be refused now: a body
          // other than the key's first is a lead of its own, kept without the key (decision 024).
          await storePreparedLead(
            store,
            { ...lead, idempotencyKey: null, bodyHash: null },
            {
              destinations,
              now: now(),
            },
          );
          log({ event: "lead.spool_key_reused", leadId: lead.id, firstLeadId: result.lead.id });
        }
      },
      () => store.ping().then(() => true),
    );
    if (report.stored > 0) {
      log({ event: "lead.spool_drained", stored: report.stored });
      notify?.();
    }
    if (report.refused > 0) {
      log({ event: "lead.spool_refused", leads: report.refused, error: report.error, dir: spool.dir });
    }
    if (report.unreadable > 0) {
      log({ event: "lead.spool_unreadable", files: report.unreadable, dir: spool.dir });
    }
    const left = await spool.depth();
    if (left.leads === 0 || !left.oldest) {
      alerted = false;
      return;
    }
    const waitedMs = now().getTime() - left.oldest.getTime();
    if (waitedMs > alertAfterMs && !alerted) {
      alerted = true;
      log({
        event: "lead.spool_stuck",
        leads: left.leads,
        oldest: left.oldest.toISOString(),
        dir: spool.dir,
        error: report.error,
      });
      if (alert) await sendAlert(alert, left.leads, left.oldest, spool.dir, log);
    }
  }

  let queued: Promise<void> | null = null;

  function startPass(): Promise<void> {
    running = pass()
      .catch((error: Error) => log({ event: "lead.spool_error", error: error.message }))
      .finally(() => {
        running = null;
      });
    return running;
  }

  /**
   * A pass that begins after this call: a pass already under way may have started while the store
   * was away and would report nothing stored, so the caller waits for it and then for one more.
   * Calls made while one is waiting share it.
   */
  function drainNow(): Promise<void> {
    if (!running) return startPass();
    queued ??= running.then(() => {
      queued = null;
      return startPass();
    });
    return queued;
  }

  const timer = setInterval(() => {
    if (!stopped && !running) void startPass();
  }, intervalMs);
  timer.unref();
  void startPass();

  return {
    drainNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await (queued ?? running);
    },
  };
}

async function sendAlert(
  { smtpUrl, to, siteName }: NonNullable<SpoolDrainerOptions["alert"]>,
  leads: number,
  oldest: Date,
  dir: string,
  log: Logger,
) {
  const transport = createMailTransport(smtpUrl);
  const minutes = Math.max(1, Math.round((Date.now() - oldest.getTime()) / 60_000));
  const noun = leads === 1 ? "submission is" : "submissions are";
  try {
    await transport.sendMail({
      from: to,
      to,
      subject: `${siteName}: ${leads} ${noun} waiting for the database`,
      text: [
        `${leads} ${noun} kept on the web server because its database cannot be reached;`,
        `the oldest arrived ${minutes} minute${minutes === 1 ? "" : "s"} ago.`,
        "",
        "Nothing is lost: each is stored and sent to you the moment the database answers again.",
        "Until then they are not in the lead service, the Leads screen or the lead e-mails.",
        "",
        `Please check the database (DATABASE_URL). The waiting submissions are files in ${dir}.`,
      ].join("\n"),
    });
    log({ event: "lead.spool_alert_sent" });
  } catch (error) {
    log({ event: "lead.spool_alert_failed", error: (error as Error).message });
  } finally {
    transport.close();
  }
}
