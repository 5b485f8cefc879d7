/**
 * When the estimator visits: the hours cut into windows a visitor books ("Tue Dec 8, 8–10 AM"),
 * how many visits fit in one, how far ahead and how soon, and the days off. Written in the business
 * file's `booking` section (server/core/business.ts); anything left out there is the default below,
 * and the visit hours default to the business's opening hours.
 */

export const WEEKDAYS = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
] as const;
/** A day of the week; WEEKDAYS[i] is the day Date#getUTCDay() calls i. */
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * The site's schema.org opening hours (SiteConfig's `hours.openingHours`), named by shape: site.ts
 * imports this file's types, so this file imports nothing of it.
 */
export type OpeningHoursLike = readonly { days: readonly string[]; opens: string; closes: string }[];

/** A span of visit hours, 24-hour "HH:MM" in the business's zone, start before end. */
export interface HoursSpan {
  start: string;
  end: string;
}

export interface BookingSettings {
  /** The business's time zone (IANA): every date and hour here is read in it. */
  timeZone: string;
  /** Visit hours per weekday as "HH:MM" pairs; each span is cut into windows of windowMinutes. Empty: no visits that day. */
  hours: Record<Weekday, HoursSpan[]>;
  /** How long one window is. */
  windowMinutes: number;
  /** Places per window: visits the business makes in one window. */
  visitsPerWindow: number;
  /** Days offered, counted from today in the business zone (today is day 1). */
  daysAhead: number;
  /** No window starting sooner than this after now. */
  minNoticeHours: number;
  /** "YYYY-MM-DD" in the business zone: no visits. */
  blockedDates: string[];
  /** True: the business's holidays (holidays.ts) have no visits. */
  holidays: boolean;
  /** How long the estimator is on site (the page says so). */
  visitMinutes: number;
  /** The day-before reminder's time, "HH:MM" in the business zone. */
  reminderTime: string;
}

/** What a business file may give: any setting; `hours`, when given, is the whole week (a day left out has no visits). */
export type BookingSettingsInput = Partial<Omit<BookingSettings, "hours">> & {
  hours?: Partial<Record<Weekday, HoursSpan[]>>;
};

/** Every setting but the hours, which come from the site's opening hours. */
export const DEFAULT_BOOKING: Omit<BookingSettings, "hours"> = {
  timeZone: "America/Chicago",
  windowMinutes: 120,
  visitsPerWindow: 1,
  daysAhead: 21,
  minNoticeHours: 18,
  blockedDates: [],
  holidays: true,
  visitMinutes: 45,
  reminderTime: "17:00",
};

function emptyWeek(): Record<Weekday, HoursSpan[]> {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as Record<Weekday, HoursSpan[]>;
}

/** A schema.org day ("Monday", "https://schema.org/Monday") as a Weekday, or null. */
function weekdayOf(day: string): Weekday | null {
  const name = day.replace(/^.*\//, "").toLowerCase();
  return (WEEKDAYS as readonly string[]).includes(name) ? (name as Weekday) : null;
}

/** The opening hours as visit hours: each day open, its hours (Mon-Fri 08:00-18:00 for the demo). */
export function hoursFromOpeningHours(openingHours: OpeningHoursLike): Record<Weekday, HoursSpan[]> {
  const week = emptyWeek();
  for (const group of openingHours) {
    for (const day of group.days) {
      const weekday = weekdayOf(day);
      if (weekday && group.opens < group.closes)
        week[weekday].push({ start: group.opens, end: group.closes });
    }
  }
  for (const day of WEEKDAYS) week[day].sort((a, b) => a.start.localeCompare(b.start));
  return week;
}

/**
 * The settings in force: the business file's (`site.booking`), the defaults for what it leaves out,
 * the opening hours for the visit hours unless it gives them, and `overrides` (from the
 * environment) over all of them.
 */
export function bookingSettingsOf(
  site: { hours: { openingHours: OpeningHoursLike }; booking?: BookingSettingsInput },
  overrides: { visitsPerWindow?: number } = {},
): BookingSettings {
  const given = site.booking ?? {};
  const { hours: givenHours, ...rest } = given;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  const hours = givenHours
    ? {
        ...emptyWeek(),
        ...(Object.fromEntries(
          Object.entries(givenHours).flatMap(([day, spans]) =>
            spans ? [[day, spans.map((span) => ({ ...span }))]] : [],
          ),
        ) as Partial<Record<Weekday, HoursSpan[]>>),
      }
    : hoursFromOpeningHours(site.hours.openingHours);
  return {
    ...DEFAULT_BOOKING,
    ...defined,
    blockedDates: [...(given.blockedDates ?? DEFAULT_BOOKING.blockedDates)],
    hours,
    ...(overrides.visitsPerWindow !== undefined ? { visitsPerWindow: overrides.visitsPerWindow } : {}),
  };
}
