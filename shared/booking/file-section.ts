import { z } from "zod";
import type { BookingSettingsInput, HoursSpan, Weekday } from "./settings.ts";

/**
 * The business file's `booking` section (server/core/business.ts reads the file with it): the
 * estimate-visit settings, each worded where it is wrong. Only the server imports this file (it uses
 * zod's full build, as the business file's schema does); the page's code never does.
 *
 *   "booking": {
 *     "hours": { "monday": ["08:00-12:00", "13:00-17:00"], "saturday": ["09:00-12:00"] },
 *     "windowMinutes": 120, "visitsPerWindow": 1, "daysAhead": 21, "minNoticeHours": 18,
 *     "blockedDates": ["2026-12-31"], "holidays": true, "visitMinutes": 45, "reminderTime": "17:00"
 *   }
 *
 * `hours`, when given, is the whole week: a day left out has no visits. Without it the visit hours
 * are the opening hours (the file's `hours`).
 */

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const SPAN = /^(([01]\d|2[0-3]):[0-5]\d)-(([01]\d|2[0-3]):[0-5]\d)$/;

/** A whole number from `min` to `max`, named by what it counts in the message. */
const whole = (what: string, min: number, max: number) =>
  z
    .number({ message: `must be a number of ${what}` })
    .int(`must be a whole number of ${what}`)
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** "08:00-12:00" → { start, end }. */
function spanOf(text: string): HoursSpan {
  const [start, end] = text.split("-");
  return { start, end };
}

const span = z
  .string({ message: 'must be visit hours as text, such as "08:00-12:00"' })
  .trim()
  .regex(SPAN, 'must be visit hours such as "08:00-12:00": 24-hour "HH:MM-HH:MM", start then end')
  .refine(
    (text) => spanOf(text).start < spanOf(text).end,
    'must start before it ends, such as "13:00-17:00"',
  );

const daySpans = z
  .array(span, {
    message: 'must be a list of visit hours such as ["08:00-12:00", "13:00-17:00"], or [] for none',
  })
  .max(6, "must have at most 6 spans")
  .refine((spans) => {
    const sorted = spans.map(spanOf).sort((a, b) => a.start.localeCompare(b.start));
    return sorted.every((s, i) => i === 0 || sorted[i - 1].end <= s.start);
  }, "spans must not overlap");

const DAYS: Weekday[] = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

const hours = z.strictObject(
  Object.fromEntries(DAYS.map((day) => [day, daySpans.optional()])) as Record<
    Weekday,
    z.ZodOptional<typeof daySpans>
  >,
  {
    message:
      'must be the visit hours of each weekday, such as { "monday": ["08:00-12:00", "13:00-17:00"] }; a day left out has no visits',
  },
);

/** A real calendar date, "YYYY-MM-DD". */
const date = z
  .string({ message: 'must be a date as text, such as "2026-12-31"' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as "2026-12-31" (YYYY-MM-DD)')
  .refine((text) => {
    const [y, m, d] = text.split("-").map(Number);
    const day = new Date(Date.UTC(y, m - 1, d));
    return day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
  }, "must be a date of the calendar");

export const bookingSectionSchema = z
  .strictObject(
    {
      /** Visit hours per weekday; the opening hours when left out. */
      hours: hours.optional(),
      /** How long a window the visitor books is (default 120). */
      windowMinutes: whole("minutes", 30, 480).optional(),
      /** Visits the business makes in one window (default 1). */
      visitsPerWindow: whole("visits", 1, 20).optional(),
      /** Days offered, today the first (default 21). */
      daysAhead: whole("days", 1, 90).optional(),
      /** No window starting sooner than this (default 18). */
      minNoticeHours: whole("hours", 0, 336).optional(),
      /** Days without visits besides the holidays. */
      blockedDates: z
        .array(date, { message: 'must be a list of dates such as ["2026-12-31"]' })
        .max(366, "must have at most 366 dates")
        .optional(),
      /** False: visits on the holidays too (default true). */
      holidays: z.boolean({ message: "must be true or false" }).optional(),
      /** How long the estimator is on site, as the page says (default 45). */
      visitMinutes: whole("minutes", 15, 240).optional(),
      /** The day-before reminder's time (default "17:00"). */
      reminderTime: z
        .string({ message: 'must be a time as text, such as "17:00"' })
        .regex(TIME, 'must be a 24-hour time such as "17:00" (HH:MM)')
        .optional(),
    },
    { message: 'must be an object such as { "windowMinutes": 120, "visitsPerWindow": 1 }' },
  )
  .refine((b) => !b.visitMinutes || b.visitMinutes <= (b.windowMinutes ?? 120), {
    message: "must not be longer than a window (windowMinutes, 120 when left out)",
    path: ["visitMinutes"],
  });

export type BookingSection = z.infer<typeof bookingSectionSchema>;

/** The section as the site's settings input (SiteConfig's `booking`). */
export function bookingFromSection(section: BookingSection): BookingSettingsInput {
  const { hours: given, ...rest } = section;
  const input: BookingSettingsInput = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  );
  if (given) {
    input.hours = Object.fromEntries(
      DAYS.map((day) => [day, (given[day] ?? []).map(spanOf).sort((a, b) => a.start.localeCompare(b.start))]),
    ) as Record<Weekday, HoursSpan[]>;
  }
  return input;
}
