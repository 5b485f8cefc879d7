import type { BookingWindow } from "@shared/booking/page-source.ts";

/**
 * The booking page's days and windows, worked out on the server from the windows it was given: each
 * window's local day (its own time zone, America/Chicago for this business) and the words for it. Small
 * local helpers until shared/booking/windows.ts offers `daysOf` and `windowLabel`.
 */

/** A day with windows, as the day links show it. */
export interface BookingDay {
  /** YYYY-MM-DD in the windows' zone: the day link's `?day=`. */
  key: string;
  /** "Tue Dec 8" */
  label: string;
  /** Windows still open on it. */
  open: number;
}

/** A window of the chosen day, as its radio button shows it. */
export interface BookingSlot {
  start: string;
  /** "8–10 AM" */
  label: string;
  /** "Tue Dec 8, 8–10 AM" */
  fullLabel: string;
  taken: boolean;
}

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const formats = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string, kind: "key" | "day" | "time"): Intl.DateTimeFormat {
  const id = `${timeZone}|${kind}`;
  let found = formats.get(id);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === "key"
        ? { year: "numeric", month: "2-digit", day: "2-digit" }
        : kind === "day"
          ? { weekday: "short", month: "short", day: "numeric" }
          : { hour: "numeric", minute: "2-digit", hour12: true };
    found = new Intl.DateTimeFormat(kind === "key" ? "en-CA" : "en-US", { timeZone, ...options });
    formats.set(id, found);
  }
  return found;
}

/** The window's local day, YYYY-MM-DD. */
export function dayKeyOf(instant: string, timeZone: string): string {
  return format(timeZone, "key").format(new Date(instant));
}

/** "Tue Dec 8" */
export function dayLabelOf(instant: string, timeZone: string): string {
  return format(timeZone, "day").format(new Date(instant)).replace(",", "");
}

function clock(instant: string, timeZone: string): { time: string; period: string } {
  const parts = format(timeZone, "time").formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const minute = part("minute");
  return { time: minute === "00" ? part("hour") : `${part("hour")}:${minute}`, period: part("dayPeriod") };
}

/** "8–10 AM", "11 AM–1 PM", "8:30–10:30 AM" */
export function windowLabelOf({ start, end, timeZone }: Pick<BookingWindow, "start" | "end" | "timeZone">) {
  const from = clock(start, timeZone);
  const to = clock(end, timeZone);
  return from.period === to.period
    ? `${from.time}–${to.time} ${to.period}`
    : `${from.time} ${from.period}–${to.time} ${to.period}`;
}

/** The days that have windows, in order, each with how many are still open. */
export function bookingDays(windows: readonly BookingWindow[]): BookingDay[] {
  const days = new Map<string, BookingDay>();
  for (const window of [...windows].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const key = dayKeyOf(window.start, window.timeZone);
    const day = days.get(key) ?? { key, label: dayLabelOf(window.start, window.timeZone), open: 0 };
    if (window.available > 0) day.open++;
    days.set(key, day);
  }
  return [...days.values()];
}

/** The windows of one day, in order. */
export function slotsOf(windows: readonly BookingWindow[], day: string): BookingSlot[] {
  return windows
    .filter((window) => dayKeyOf(window.start, window.timeZone) === day)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .map((window) => {
      const label = windowLabelOf(window);
      return {
        start: window.start,
        label,
        fullLabel: `${dayLabelOf(window.start, window.timeZone)}, ${label}`,
        taken: window.available <= 0,
      };
    });
}

/**
 * The day the page shows: the asked day when it has windows; else the day of the asked window; else
 * the first day with an open window; else the first day; null without windows.
 */
export function chosenDay(
  windows: readonly BookingWindow[],
  days: readonly BookingDay[],
  asked: { day: string | null; start: string | null },
): string | null {
  if (asked.day && DAY_PATTERN.test(asked.day) && days.some((d) => d.key === asked.day)) return asked.day;
  const window = asked.start ? windows.find((w) => w.start === asked.start) : undefined;
  if (window) return dayKeyOf(window.start, window.timeZone);
  return (days.find((d) => d.open > 0) ?? days[0])?.key ?? null;
}
