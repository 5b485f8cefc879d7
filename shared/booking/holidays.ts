/**
 * The days the business takes off, when no estimate visit is offered: the usual US contractor's
 * holidays. A fixed-date holiday is blocked on its own date, even on a weekend: there is no
 * "observed" Friday or Monday as an office calendar would have, since a visit on Friday, July 3 is
 * an ordinary working visit, and the owner blocks such a bridge day in `blockedDates` if the crew
 * takes it off.
 */

export interface Holiday {
  /** "YYYY-MM-DD". */
  date: string;
  name: string;
}

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The day of the month of the `nth` `weekday` (0 Sunday … 6 Saturday) of a month; nth −1: the last. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): number {
  if (nth > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = new Date(Date.UTC(year, month - 1, lastDay)).getUTCDay();
  return lastDay - ((last - weekday + 7) % 7);
}

/** The year's holidays, in date order. */
export function holidaysOf(year: number): Holiday[] {
  const thanksgiving = nthWeekday(year, 11, 4, 4);
  return [
    { date: iso(year, 1, 1), name: "New Year's Day" },
    { date: iso(year, 5, nthWeekday(year, 5, 1, -1)), name: "Memorial Day" },
    { date: iso(year, 7, 4), name: "Independence Day" },
    { date: iso(year, 9, nthWeekday(year, 9, 1, 1)), name: "Labor Day" },
    { date: iso(year, 11, thanksgiving), name: "Thanksgiving Day" },
    // The fourth Thursday is the 22nd to the 28th, so the Friday after is always in November.
    { date: iso(year, 11, thanksgiving + 1), name: "Day after Thanksgiving" },
    { date: iso(year, 12, 24), name: "Christmas Eve" },
    { date: iso(year, 12, 25), name: "Christmas Day" },
  ];
}
