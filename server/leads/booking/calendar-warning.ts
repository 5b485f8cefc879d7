import type { CalendarHealth } from "../../calendar/index.ts";
import type { Logger } from "../../core/log.ts";
import { type Periodic, startPeriodic } from "../../core/periodic.ts";
import { createMailTransport, escapeHtml } from "../delivery/index.ts";
import type { StoreKeys } from "../store/index.ts";
import type { ChosenCalendar } from "./calendar-choice.ts";

/**
 * The owner is told by e-mail when their calendar cannot be read (issue 41): the booking page then
 * offers every time the site's own bookings leave free, busy times included. Once the calendar has
 * failed for WARN_AFTER_MS (a blip is not worth an e-mail), one e-mail, and no other for a day
 * however many instances see it: the time of the last one is kept in the store
 * (CALENDAR_WARNED_SETTING), read then written, so two instances checking in the same instant may
 * both send. The metrics' alert fires after an hour for whoever watches them.
 */

export const CALENDAR_WARNED_SETTING = "owner-calendar-warned-at";
export const WARN_AFTER_MS = 15 * 60_000;
export const WARN_AGAIN_AFTER_MS = 24 * 60 * 60_000;
const CHECK_EVERY_MS = 5 * 60_000;

/** The e-mail's words: what it means for visitors, what the site last heard, and where to fix it. */
export function calendarWarning(
  siteName: string,
  source: { host: string | null; source: string },
  health: CalendarHealth,
): { subject: string; text: string; html: string } {
  const where =
    source.source === "server"
      ? "the website's OWNER_CALENDAR_URL setting"
      : 'WordPress, Settings → Concrete site, "Your own calendar"';
  const lines = [
    `${siteName}'s website cannot read your calendar${source.host ? ` at ${source.host}` : ""}.`,
    "Until it can, the booking page offers visitors every time the website's own bookings leave free, even times you are busy.",
    ...(health.lastReadOk ? [`It last read it at ${new Date(health.lastReadOk).toISOString()}.`] : []),
    ...(health.lastError ? [`What it got: ${health.lastError}.`] : []),
    `Check that the calendar's private address is still the one in ${where}: Google Calendar makes a new one when you reset it.`,
  ];
  return {
    subject: `Your calendar cannot be read: visitors may book times you are busy`,
    text: `${lines.join("\n\n")}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n"),
  };
}

export function startCalendarWarnings(options: {
  calendar: Pick<ChosenCalendar, "health" | "source">;
  store: Pick<StoreKeys, "readSetting" | "writeSetting">;
  smtpUrl: string;
  to: string;
  siteName: string;
  log: Logger;
  everyMs?: number;
  now?: () => number;
}): Periodic {
  const now = options.now ?? Date.now;
  const transport = createMailTransport(options.smtpUrl);
  const periodic = startPeriodic(async () => {
    const health = options.calendar.health();
    if (!health.configured || health.failingSince === null || now() - health.failingSince < WARN_AFTER_MS)
      return;
    try {
      const last = Date.parse((await options.store.readSetting(CALENDAR_WARNED_SETTING)) ?? "");
      if (Number.isFinite(last) && now() - last < WARN_AGAIN_AFTER_MS) return;
      await options.store.writeSetting(CALENDAR_WARNED_SETTING, new Date(now()).toISOString());
      const mail = calendarWarning(options.siteName, await options.calendar.source(), health);
      await transport.sendMail({ from: options.to, to: options.to, ...mail });
      options.log({
        event: "owner_calendar.owner_warned",
        failingSince: new Date(health.failingSince).toISOString(),
      });
    } catch (error) {
      options.log({
        event: "owner_calendar.warning_failed",
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }, options.everyMs ?? CHECK_EVERY_MS);
  return {
    runOnce: periodic.runOnce,
    async stop() {
      await periodic.stop();
      transport.close();
    },
  };
}
