/** One JSON line per event on standard output; never a visitor's personal data. */
export type Logger = (event: Record<string, unknown>) => void;

/** The syslog levels journald files a line under (`journalctl -p err` shows error and worse). */
export type LogLevel = "error" | "warning" | "notice" | "info";
const SYSLOG_PRIORITY: Record<LogLevel, number> = { error: 3, warning: 4, notice: 5, info: 6 };

type LevelRule = LogLevel | ((event: Record<string, unknown>) => LogLevel);

/**
 * The level of every event the server logs, by its name. A level is the owner's question "must
 * someone act?": error, a lead or a page is failing now; warning, something degraded that the site
 * works around; notice, an owner's or WordPress's action; info, the ordinary traffic. Every event
 * name the code logs must be here (log.test.ts fails otherwise), so no new failure is filed
 * as info by default.
 */
export const EVENT_LEVELS = {
  // Requests: a 5xx is the site failing a visitor.
  "http.request": (event) => (Number(event.status) >= 500 ? "error" : "info"),
  "lead.error": "error",
  "lead.store_unavailable": "error",
  "lead.spooled": "warning",
  // A key came again with another body (422): a client whose keys collide, or someone borrowing one.
  "lead.key_reused": "warning",
  // A spooled lead's key was taken by another body while it waited: stored as a lead of its own.
  "lead.spool_key_reused": "warning",
  // A lead of another form carried an estimate's numbers the server replaced, or marks it dropped; the lead is kept.
  "lead.estimate_settled": "warning",
  // The SQLite store's files were readable by other users of the machine (an earlier version's
  // modes): now they are not, and someone may want to know who could have read them.
  "lead.store_tightened": "warning",
  // The estimates shown could not be added to the store; they are kept for the next flush.
  "estimates.flush_failed": "warning",
  // The visitor's copy of an estimate they sent (the business's lead is delivered on its own).
  "estimate.visitor_email_sent": "info",
  "estimate.visitor_email_failed": "warning",
  // Not sent, by reason: a cap reached for the whole site, or a store that could not say, is worth a look.
  "estimate.visitor_email_skipped": (event) =>
    event.reason === "hourly-cap" || event.reason === "store-unavailable" ? "warning" : "info",
  "lead.spool_unavailable": "error",
  "lead.spool_unreadable": "error",
  "lead.spool_stuck": "error",
  "lead.spool_refused": "error",
  "lead.spool_error": "error",
  "lead.spool_drained": "notice",
  "lead.spool_alert_sent": "notice",
  "lead.spool_alert_failed": "error",
  // A delivery that will not be tried again is a lead the business may never see.
  lead_delivery_attempt: (event) =>
    event.outcome === "dead" ? "error" : event.outcome === "retry" ? "warning" : "info",
  // Deliveries parked for a destination not set, or sent once it was (server/leads/delivery/parking.ts).
  "lead_deliveries.settled": (event) => (event.configured === true ? "notice" : "info"),
  "lead_deliveries.settle_failed": "error",
  lead_delivery_error: "error",
  lead_delivery_record_waiting: "warning",
  // A text waits for the end of the owner's quiet hours (SMS_QUIET_HOURS): nothing is wrong.
  lead_delivery_waiting: "info",
  // Twilio's word on an owner's text: one that never reached the phone is sent by e-mail instead.
  // A text not delivered, or a status the store could not record, is worth a look.
  "lead_sms.status": (event) =>
    event.status === "delivered" && event.recorded === "yes" ? "info" : "warning",
  "lead_sms.status_refused": "warning",
  "lead_sms.status_error": "error",
  lead_delivery_claim_error: "error",
  drain: "notice",
  "held_digest.sent": "notice",
  "held_digest.failed": "error",
  "limit.fault": "error",
  "owner_link.release": "notice",
  // The retired "This is spam" link of an older lead e-mail was opened; its page says where to mark spam.
  "owner_link.retired": "info",
  "owner_link.refused": "warning",
  "owner_link.retry": "notice",
  // The owner told that leads stopped (decision 020); a notice that could not be sent is an error.
  "owner_alert.sent": "notice",
  "owner_alert.ended": "notice",
  "owner_alert.failed": "error",
  "owner_alert.check_failed": "error",
  "admin_leads.release": "notice",
  "admin_leads.retry": "notice",
  "admin_leads.spam": "notice",
  // The settings screen's "Send a test text" (issue 42): sent, or refused within 30 seconds of another.
  "admin_leads.sms_test": "notice",
  "admin_leads.sms_test_refused": "warning",
  // The Leads screen's "Cancel visit" and "Move to" (issue 41), whatever the booking service answered.
  "admin_leads.visit_cancel": "notice",
  "admin_leads.visit_move": "notice",
  "admin_leads.error": "error",
  "admin_leads.refused": "warning",
  "revalidate.done": "notice",
  "revalidate.refused": "warning",
  "revalidate.rate_limited": "warning",
  "revalidate.bad_body": "warning",
  "content.source_failed": "warning",
  "content.cms_busy": "warning",
  "content.price_ignored": "warning",
  "content.promise_ignored": "warning",
  "content.booking_ignored": "warning",
  "content.pages_dropped": "info",
  "identity.resolve_failed": "warning",
  "wordpress.cron_ok": "info",
  "wordpress.cron_failed": "warning",
  "preview.shown": "info",
  "preview.refused": "warning",
  "page_cache.render_failed": "error",
  "page_cache.refresh_failed": "warning",
  "page_cache.warm_failed": "warning",
  "image.encoded": "info",
  "image.warmed": "info",
  "image.refused": "warning",
  "image.unresolvable": "warning",
  "image.warm_failed": "warning",
  "image.busy": "warning",
  "image.failed": "error",
  "image.share_drawn": "info",
  "image.share_failed": "error",
  "proxy.untrusted": "warning",
  "cluster.notify_failed": "warning",
  "cluster.listen_lost": "error",
  "cluster.listen_restored": "notice",
  "cluster.content_listener_failed": "error",
  "launch.warning": "warning",
  // The launch check could not run (server/launch-check-run.ts): the site runs, unchecked.
  "launch.check_failed": "warning",
  // An instance stopping (deploy/UPGRADE.md): a stop that ran out of time or failed may have cut a request.
  "shutdown.begin": "notice",
  "shutdown.done": "notice",
  "shutdown.timeout": "error",
  "shutdown.error": "error",
  // The owner's calendar (issue 41): one warning per streak of failed reads, while visit windows
  // are offered as the bookings alone allow; recurring events too large to expand block nothing.
  "admin_leads.owner_calendar": "notice",
  "booking.booked": "info",
  "booking.rescheduled": "info",
  "booking.cancelled": "info",
  "booking.spooled": "warning",
  "booking.store_failed": "error",
  "booking.link_refused": "notice",
  "booking.feed_refused": "warning",
  "booking.reminder": "info",
  "booking.reminder_failed": "error",
  "booking.visitor_email_sent": "info",
  "booking.visitor_email_failed": "warning",
  "owner_calendar.unread": "warning",
  "owner_calendar.owner_warned": "notice",
  "owner_calendar.warning_failed": "error",
  "owner_calendar.read_again": "notice",
  "owner_calendar.events_skipped": "warning",
  "metrics.listening": "info",
  // Prometheus cannot read this instance: its alerts go blind, the site itself still answers.
  "metrics.listen_failed": "error",
} satisfies Record<string, LevelRule>;

export function levelOf(event: Record<string, unknown>): LogLevel {
  const rule: LevelRule | undefined = (EVENT_LEVELS as Record<string, LevelRule>)[String(event.event)];
  if (rule === undefined) return "info";
  return typeof rule === "function" ? rule(event) : rule;
}

/** Names whose values are never written: a secret in an error's context must not reach the journal. */
const SECRET_KEY = /secret|password|passwd|token|authorization|cookie|signature|api[-_]?key/i;
/** `scheme://user:password@host`: the password of a connection string in a message. */
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:)[^\s@/]+@/gi;
const REDACTED = "[redacted]";
const MAX_DEPTH = 6;

/** A copy of a log event with secrets taken out: by key name anywhere in it, and passwords in URLs. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return value.replace(URL_PASSWORD, `$1${REDACTED}@`);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return "[too deep]";
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) && item != null && item !== "" ? REDACTED : redact(item, depth + 1),
    ]),
  );
}

/**
 * One line: `{"time","level","event",…}`. Under systemd (`journal`: its JOURNAL_STREAM is set) the
 * line starts with the level's syslog priority, `<3>` for an error, which journald takes as the
 * entry's priority and strips, so `journalctl -u gdm-concrete -p warning` finds every problem.
 */
export function formatLogLine(
  event: Record<string, unknown>,
  { journal = false, now = new Date() }: { journal?: boolean; now?: Date } = {},
): string {
  const level = levelOf(event);
  const line = JSON.stringify({ time: now.toISOString(), level, ...(redact(event) as object) });
  return `${journal ? `<${SYSLOG_PRIORITY[level]}>` : ""}${line}\n`;
}

const underJournal = Boolean(process.env.JOURNAL_STREAM);

export const jsonLogger: Logger = (event) => {
  process.stdout.write(formatLogLine(event, { journal: underJournal }));
};

export const silentLogger: Logger = () => {};

/** The one line a request answered leaves in the log (by the app, or by the page cache before it). */
export function logRequest(
  log: Logger,
  request: { method?: string; path?: string; status: number; started: bigint; leadId?: string },
): void {
  const { started, leadId, ...rest } = request;
  log({
    event: "http.request",
    ...rest,
    ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
    ...(leadId ? { leadId } : {}),
  });
}
