import type { Logger } from "../../core/log.ts";
import { startPeriodic } from "../../core/periodic.ts";
import type { OwnerLinks } from "../owner/links.ts";
import { BUSINESS_TIME_ZONE } from "../present/index.ts";
import type {
  Destination,
  EndedEpisode,
  EpisodeKind,
  LeadStats,
  OwnerAlertKind,
  OwnerAlerts,
} from "../store/index.ts";
import { createMailTransport, LEADS_COMMAND } from "./email.ts";
import { backlogEmail, deadNoticeEmail, quietEmail } from "./owner-notices.ts";

/**
 * Tells the owner when leads stop (decision 020). Every server process checks each minute; the
 * store's claims let one of them send each notice:
 * - the leads whose delivery died, gathered: at most one e-mail an hour, each lead named once;
 * - a backlog older than LEADS_BACKLOG_MINUTES, once per episode;
 * - no lead for longer than is usual for the site (quietAfterMs), once per episode.
 * An e-mail that cannot be sent is logged loudly and tried again later; nothing is marked told.
 */

/** How often each process checks. */
export const OWNER_ALERT_CHECK_MS = 60_000;
/** After a notice could not be sent, this process waits this long before trying that kind again. */
export const OWNER_ALERT_FAILURE_WAIT_MS = 15 * 60_000;
/** The stretch of history whose longest gap between two leads says what "quiet" is for this site. */
export const QUIET_LOOKBACK_MS = 30 * 24 * 60 * 60_000;
/** A quiet spell this much longer than the month's longest gap is unusual. */
export const QUIET_GAP_FACTOR = 1.5;
/** However long the month's gaps were, a week without a lead is told (unless the setting is longer). */
export const QUIET_CAP_MS = 7 * 24 * 60 * 60_000;

/**
 * How long without a lead is unusual for this site: the setting (LEADS_QUIET_HOURS), or, after a
 * month with longer gaps (a slow season), half as long again as its longest, at most a week.
 */
export function quietThresholdMs(settingMs: number, longestGapMs: number): number {
  if (settingMs <= 0) return 0;
  return Math.max(settingMs, Math.min(longestGapMs * QUIET_GAP_FACTOR, QUIET_CAP_MS));
}

export interface OwnerAlertsOptions {
  store: OwnerAlerts & Pick<LeadStats, "stats">;
  smtpUrl: string;
  /** NOTIFY_EMAIL: the recipient, and the sender as for lead e-mails. */
  to: string;
  log: Logger;
  siteName: string;
  siteUrl: string;
  /** Signs each dead lead's Retry link; without it the e-mail gives the command only. */
  links?: OwnerLinks;
  /** What this process can deliver to (deliveryPlan's): a destination missing is why leads wait. */
  deliverable: readonly Destination[];
  /** A pending delivery older than this is a backlog to tell; 0: never. */
  backlogAfterMs: number;
  /** No lead for this long (or longer, after a month with longer gaps) is told; 0: never. */
  quietAfterMs: number;
  checkEveryMs?: number;
  /** The store's timing rules, shortened by tests. */
  deadGatherMs?: number;
  deadEveryMs?: number;
  rejoinMs?: number;
  failureWaitMs?: number;
  timeZone?: string;
  now?: () => Date;
  /** LEADS_COMMAND: the command line as the owner runs it where the site runs. */
  leadsCommand?: string;
}

export interface OwnerAlertsJob {
  /** One check now (a check already under way is awaited, not repeated). */
  runOnce(): Promise<void>;
  /** Stops checking and waits for a check under way. */
  stop(): Promise<void>;
}

type Mail = { subject: string; text: string; html: string };

export function startOwnerAlerts(options: OwnerAlertsOptions): OwnerAlertsJob {
  const {
    store,
    smtpUrl,
    to,
    log,
    siteName,
    siteUrl,
    links,
    deliverable,
    backlogAfterMs,
    quietAfterMs,
    checkEveryMs = OWNER_ALERT_CHECK_MS,
    failureWaitMs = OWNER_ALERT_FAILURE_WAIT_MS,
    timeZone = BUSINESS_TIME_ZONE,
    now = () => new Date(),
    leadsCommand,
  } = options;
  const transport = createMailTransport(smtpUrl);
  const waitUntil = new Map<OwnerAlertKind, number>();

  /**
   * Sends a claimed notice and finishes the claim: sent, or undone so the next check (here or in
   * another process) tries again. A message that cannot even be made counts as not sent.
   */
  async function send(kind: OwnerAlertKind, claimId: string, make: () => Promise<Mail>, facts: object) {
    let error: string | null = null;
    try {
      await transport.sendMail({ from: to, to, ...(await make()) });
    } catch (sendError) {
      error = (sendError as Error).message;
    }
    await store.finishOwnerAlert({ kind, claimId, sent: error === null, now: now() });
    if (error === null) {
      log({ event: "owner_alert.sent", kind, ...facts });
      return;
    }
    waitUntil.set(kind, now().getTime() + failureWaitMs);
    log({
      event: "owner_alert.failed",
      kind,
      ...facts,
      error,
      advice: `The owner has not been told. Check SMTP_URL and NOTIFY_EMAIL; it is tried again in ${Math.round(failureWaitMs / 60_000)} minutes.${kind === "dead" ? ` Meanwhile: ${leadsCommand ?? LEADS_COMMAND} list --status dead` : ""}`,
    });
  }

  async function deadLeads(at: Date) {
    const notice = await store.claimDeadNotice({
      now: at,
      gatherMs: options.deadGatherMs,
      everyMs: options.deadEveryMs,
    });
    if (!notice) return;
    const facts = { leads: notice.total, leadIds: notice.leads.map(({ lead }) => lead.id) };
    await send(
      "dead",
      notice.claimId,
      async () => {
        const retryLinks: Record<string, string> = {};
        if (links)
          for (const { lead } of notice.leads) retryLinks[lead.id] = await links.url("retry", lead.id, at);
        return deadNoticeEmail({ ...notice, siteName, retryLinks, timeZone, leadsCommand });
      },
      facts,
    );
  }

  /** An episode's condition, checked: told once when it holds, ended when it no longer does. */
  async function episode(
    kind: EpisodeKind,
    at: Date,
    holds: boolean,
    make: (ended: readonly EndedEpisode[]) => Promise<Mail | null>,
  ) {
    if (!holds) {
      if (await store.endEpisode(kind, at)) log({ event: "owner_alert.ended", kind });
      return;
    }
    const claim = await store.claimEpisodeNotice({ kind, now: at, rejoinMs: options.rejoinMs });
    if (!claim) return;
    await send(
      kind,
      claim.claimId,
      async () => {
        const mail = await make(claim.ended);
        // The backlog cleared between the two reads: nothing to say, and the claim is undone.
        if (!mail) throw new Error("nothing to tell any more");
        return mail;
      },
      {},
    );
  }

  async function backlog(at: Date) {
    const stats = await store.stats(at);
    await episode("backlog", at, stats.oldestPendingAgeMs > backlogAfterMs, async (ended) => {
      const oldest = await store.oldestPending();
      if (!oldest) return null;
      return backlogEmail({
        siteName,
        pending: stats.deliveries.pending,
        oldest,
        deliverable,
        ended,
        now: at,
        timeZone,
        leadsCommand,
      });
    });
  }

  async function quiet(at: Date) {
    const arrivals = await store.leadArrivals(new Date(at.getTime() - QUIET_LOOKBACK_MS));
    // A site that never had a lead has nothing to compare with.
    if (!arrivals.lastAt) return;
    const lastAt = arrivals.lastAt;
    const thresholdMs = quietThresholdMs(quietAfterMs, arrivals.longestGapMs);
    await episode("quiet", at, at.getTime() - lastAt.getTime() > thresholdMs, async (ended) =>
      quietEmail({
        siteName,
        siteUrl,
        lastAt,
        longestGapMs: arrivals.longestGapMs,
        thresholdMs,
        ended,
        now: at,
        timeZone,
      }),
    );
  }

  async function guarded(kind: OwnerAlertKind, at: Date, check: (at: Date) => Promise<void>) {
    if ((waitUntil.get(kind) ?? 0) > at.getTime()) return;
    try {
      await check(at);
    } catch (error) {
      log({ event: "owner_alert.check_failed", kind, error: (error as Error).message });
    }
  }

  async function check() {
    const at = now();
    await guarded("dead", at, deadLeads);
    if (backlogAfterMs > 0) await guarded("backlog", at, backlog);
    if (quietAfterMs > 0) await guarded("quiet", at, quiet);
  }

  const periodic = startPeriodic(check, checkEveryMs);
  return {
    runOnce: periodic.runOnce,
    async stop() {
      await periodic.stop();
      transport.close();
    },
  };
}
