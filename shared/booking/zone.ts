/**
 * Wall-clock time in a named time zone (the business's, America/Chicago), with the platform's Intl
 * only: no time-zone library, so the booking page's code stays small in the browser. Offsets are
 * read from the zone's rules for each instant, so daylight-saving changes are followed wherever
 * they fall.
 */

/** A moment as a clock on the wall of the zone shows it. `weekday`: 0 Sunday … 6 Saturday. */
export interface ZonedDate {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

/** A wall-clock time in the zone, to the minute. */
export type WallTime = Pick<ZonedDate, "year" | "month" | "day" | "hour" | "minute">;

const MINUTE = 60_000;
const DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone, made once: building an Intl.DateTimeFormat is the slow part. */
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `ms` (epoch milliseconds). Throws a RangeError for an unknown zone. */
export function zonedDate(ms: number, timeZone: string): ZonedDate {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(ms)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const { year, month, day, minute } = parts;
  const hour = parts.hour === 24 ? 0 : parts.hour;
  return { year, month, day, hour, minute, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** The wall time read as if it were UTC: the arithmetic every offset is measured with. */
function asUtc(t: WallTime): number {
  return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute);
}

/** How far the zone's clock is ahead of UTC at `ms`, in ms (Chicago: −6 h in winter, −5 h in summer). */
export function offsetAt(ms: number, timeZone: string): number {
  const minute = ms - (((ms % MINUTE) + MINUTE) % MINUTE);
  return asUtc(zonedDate(minute, timeZone)) - minute;
}

/**
 * The instant a wall-clock time in `timeZone` names, in epoch ms. Twice a year the answer is not
 * one instant, and it is settled the way Temporal's "compatible" choice settles it:
 * - a time the clocks skip (Chicago, 2026-03-08 02:00–02:59) is moved on by the gap: 02:30 is
 *   03:30 CDT (the instant 02:30 CST would be);
 * - a time the clocks show twice (2026-11-01 01:00–01:59) is the first of the two, daylight time.
 * Assumes no zone changes its offset twice within a day, true of every zone in use.
 */
export function zonedToUtc(t: WallTime, timeZone: string): number {
  const wall = asUtc(t);
  const before = offsetAt(wall - DAY, timeZone);
  const after = offsetAt(wall + DAY, timeZone);
  const shown = (ms: number) => asUtc(zonedDate(ms, timeZone)) === wall;
  const candidates = [wall - before, wall - after].filter(shown).sort((a, b) => a - b);
  // No candidate: the time falls in a gap; the offset before it moves it on by the gap's length.
  return candidates[0] ?? wall - before;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

/** "YYYY-MM-DD" of a wall date. */
export function dateText(t: Pick<WallTime, "year" | "month" | "day">): string {
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;
}

/** ISO 8601 with the zone's offset at that instant: "2026-12-08T08:00:00-06:00". */
export function isoWithOffset(ms: number, timeZone: string): string {
  const t = zonedDate(ms, timeZone);
  const seconds = Math.floor((((ms % MINUTE) + MINUTE) % MINUTE) / 1000);
  const offset = Math.round(offsetAt(ms, timeZone) / MINUTE);
  const sign = offset < 0 ? "-" : "+";
  return `${dateText(t)}T${pad(t.hour)}:${pad(t.minute)}:${pad(seconds)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** The calendar date `days` after a "YYYY-MM-DD" date (no zone: a date is a date). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return dateText({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() });
}
