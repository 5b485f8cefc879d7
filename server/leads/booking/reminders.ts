import { bookingSettingsOf } from "@shared/booking/settings.ts";
import { zonedDate, zonedToUtc } from "@shared/booking/zone.ts";
import type { SiteConfig } from "@shared/content/site.ts";
import type { Logger } from "../../core/log.ts";
import { type Periodic, startPeriodic } from "../../core/periodic.ts";
import type { EstimateVisits } from "../store/index.ts";
import type { BookingService } from "./service.ts";

/**
 * The day-before reminder (issue 41): once the business's reminder time has come (reminderTime,
 * business zone), each visit of the next day not yet reminded is claimed in the store, so one
 * instance alone sends it, and its visitor e-mailed. A site started after that time sends them at once.
 */

export const REMINDER_CHECK_MS = 5 * 60_000;
/** Reminders sent per check, at most: a day's visits are far fewer. */
const REMINDERS_PER_CHECK = 200;

/** The end of the span whose visits are reminded now: tomorrow's end once today's reminder time has come. */
export function remindUntil(now: number, site: SiteConfig, visitsPerWindow?: number): Date | null {
  const settings = bookingSettingsOf(site, visitsPerWindow === undefined ? undefined : { visitsPerWindow });
  const today = zonedDate(now, settings.timeZone);
  const [hour, minute] = settings.reminderTime.split(":").map(Number);
  const due = zonedToUtc(
    { year: today.year, month: today.month, day: today.day, hour, minute },
    settings.timeZone,
  );
  if (now < due) return null;
  // Midnight after tomorrow, business time: two days on from today's date.
  const after = new Date(Date.UTC(today.year, today.month - 1, today.day + 2));
  return new Date(
    zonedToUtc(
      {
        year: after.getUTCFullYear(),
        month: after.getUTCMonth() + 1,
        day: after.getUTCDate(),
        hour: 0,
        minute: 0,
      },
      settings.timeZone,
    ),
  );
}

export function startVisitReminders(options: {
  store: Pick<EstimateVisits, "dueReminders" | "markReminderSent">;
  service: Pick<BookingService, "emailVisitor">;
  site: () => Promise<SiteConfig>;
  visitsPerWindow?: number;
  log: Logger;
  everyMs?: number;
  now?: () => number;
}): Periodic {
  const now = options.now ?? Date.now;
  return startPeriodic(async () => {
    try {
      const at = now();
      const until = remindUntil(at, await options.site(), options.visitsPerWindow);
      if (!until) return;
      const due = await options.store.dueReminders(new Date(at), until, REMINDERS_PER_CHECK);
      for (const visit of due) {
        if (!(await options.store.markReminderSent(visit.id, new Date(at)))) continue;
        options.log({ event: "booking.reminder", visitId: visit.id });
        await options.service.emailVisitor(visit, "reminder");
      }
    } catch (error) {
      options.log({
        event: "booking.reminder_failed",
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }, options.everyMs ?? REMINDER_CHECK_MS);
}
