import type { BookingWindow } from "@shared/booking/page-source.ts";
import { daysOf, windowLabel } from "@shared/booking/windows.ts";

/**
 * The booking page's days and windows, worked out in its loader from the windows the server gave:
 * grouped by their local day (shared/booking/windows.ts's `daysOf`) and named with the words the
 * server's answers and e-mails use (`windowLabel`: "Tue Dec 8, 8–10 AM"), cut in two for the day links
 * ("Tue Dec 8") and the radio buttons ("8–10 AM").
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

/** The day and the times of a window's label. */
function labelParts(window: BookingWindow): { day: string; time: string; label: string } {
  const label = windowLabel(window);
  const cut = label.indexOf(", ");
  return { day: label.slice(0, cut), time: label.slice(cut + 2), label };
}

const inOrder = (windows: readonly BookingWindow[]) =>
  [...windows].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));

/** The days that have windows, in order, each with how many are still open. */
export function bookingDays(windows: readonly BookingWindow[]): BookingDay[] {
  return daysOf(inOrder(windows)).map((day) => ({
    key: day.date,
    label: labelParts(day.windows[0]).day,
    open: day.windows.filter((window) => window.available > 0).length,
  }));
}

/** The windows of one day, in order. */
export function slotsOf(windows: readonly BookingWindow[], day: string): BookingSlot[] {
  const found = daysOf(inOrder(windows)).find((d) => d.date === day);
  return (found?.windows ?? []).map((window) => {
    const { time, label } = labelParts(window);
    return { start: window.start, label: time, fullLabel: label, taken: window.available <= 0 };
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
  if (window) return daysOf([window])[0].date;
  return (days.find((d) => d.open > 0) ?? days[0])?.key ?? null;
}
