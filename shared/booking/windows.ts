import { holidaysOf } from "./holidays.ts";
import { type BookingSettings, WEEKDAYS } from "./settings.ts";
import { addDays, dateText, isoWithOffset, zonedDate, zonedToUtc } from "./zone.ts";

/**
 * The windows a visitor may book for the free on-site estimate, and how the page names them. Pure:
 * the server gives the settings, the clock, the places already taken and the owner's busy times.
 */

/** A time the estimator can come. `start`/`end`: ISO 8601 with the zone's offset. */
export interface VisitWindow {
  start: string;
  end: string;
  timeZone: string;
  /** Places left: 0 for a full window, which is still listed so the page can show it as taken. */
  available: number;
}

/** A time the owner's calendar is taken, epoch ms, end excluded. */
export interface BusyTime {
  start: number;
  end: number;
}

const HOUR = 3_600_000;

/** "HH:MM" → minutes after midnight. */
const minutesOf = (time: string) => {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
};

/**
 * Strict ISO 8601 with a zone ("2026-12-08T08:00:00-06:00", "2026-12-08T14:00Z", "…14:00:00.000Z"),
 * or an epoch-ms count as text: the instant, or null. A time without a zone is refused: it names no
 * one instant.
 */
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|([+-])(\d{2}):?(\d{2}))$/;

/** The instant a window's start names in any of its spellings (ISO with offset, epoch ms), or null. */
export function instantOf(start: string | number): number | null {
  if (typeof start === "number") return Number.isSafeInteger(start) ? start : null;
  if (typeof start !== "string" || start.length > 40) return null;
  if (/^\d{1,16}$/.test(start)) return Number(start);
  const m = ISO.exec(start);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part ?? 0));
  const ms = Number((m[7] ?? "0").padEnd(3, "0"));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const check = new Date(wall);
  if (
    check.getUTCDate() !== day ||
    check.getUTCMonth() !== month - 1 ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return null;
  if (m[8] === "Z") return wall;
  const offsetHours = Number(m[10]);
  const offsetMinutes = Number(m[11]);
  if (offsetHours > 18 || offsetMinutes > 59) return null;
  return wall - (m[9] === "-" ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
}

/**
 * The canonical key of a window's start: its epoch ms as text, so "2026-12-08T08:00:00-06:00" and
 * "2026-12-08T14:00:00Z" are the same window. The booked-places map is keyed by it. Throws a
 * RangeError for text that names no instant (a stored start is always one).
 */
export function windowKey(startIsoOrMs: string | number): string {
  const ms = instantOf(startIsoOrMs);
  if (ms === null) throw new RangeError(`Not a window start: ${String(startIsoOrMs).slice(0, 40)}`);
  return String(ms);
}

/**
 * The windows offered at `now`: each day from today (in the business zone) for `daysAhead` days,
 * each span of the day's visit hours cut into windows of `windowMinutes` (a shorter tail is dropped),
 * leaving out blocked days, holidays (when `holidays`), windows starting before now +
 * `minNoticeHours` and windows overlapping a busy time. Full windows are kept, with 0 available.
 */
export function offeredWindows(input: {
  settings: BookingSettings;
  now: number;
  booked: ReadonlyMap<string, number>;
  busy?: readonly BusyTime[];
}): VisitWindow[] {
  const { settings: s, now, booked, busy = [] } = input;
  const tz = s.timeZone;
  const earliest = now + s.minNoticeHours * HOUR;
  const blocked = new Set(s.blockedDates);
  const today = dateText(zonedDate(now, tz));
  if (s.holidays) {
    const last = Number(addDays(today, Math.max(0, s.daysAhead - 1)).slice(0, 4));
    for (let y = Number(today.slice(0, 4)); y <= last; y += 1)
      for (const h of holidaysOf(y)) blocked.add(h.date);
  }
  const found = new Map<number, VisitWindow>();
  for (let i = 0; i < s.daysAhead; i += 1) {
    const date = addDays(today, i);
    if (blocked.has(date)) continue;
    const [year, month, day] = date.split("-").map(Number);
    const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
    for (const span of s.hours[weekday] ?? []) {
      const last = minutesOf(span.end);
      for (let m = minutesOf(span.start); m + s.windowMinutes <= last; m += s.windowMinutes) {
        const at = (minutes: number) =>
          zonedToUtc({ year, month, day, hour: Math.floor(minutes / 60), minute: minutes % 60 }, tz);
        const start = at(m);
        const end = at(m + s.windowMinutes);
        if (start < earliest || end <= start || found.has(start)) continue;
        if (busy.some((b) => b.start < end && b.end > start)) continue;
        const taken = booked.get(String(start)) ?? 0;
        found.set(start, {
          start: isoWithOffset(start, tz),
          end: isoWithOffset(end, tz),
          timeZone: tz,
          available: Math.max(0, s.visitsPerWindow - taken),
        });
      }
    }
  }
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, w]) => w);
}

/** The window starting at `start` (any spelling of the instant), or undefined; garbage finds nothing. */
export function findWindow(windows: readonly VisitWindow[], start: string): VisitWindow | undefined {
  const ms = instantOf(start);
  return ms === null ? undefined : windows.find((w) => instantOf(w.start) === ms);
}

/**
 * Up to `count` windows with a place left, other than the asked one, nearest in time to it (the
 * earlier first on a tie), listed in time order: what the page offers when the asked one is taken.
 * A start that names no instant gets the first free windows.
 */
export function nearestFree(windows: readonly VisitWindow[], start: string, count = 3): VisitWindow[] {
  const asked = instantOf(start);
  const free = windows
    .map((w) => ({ w, ms: instantOf(w.start) ?? 0 }))
    .filter(({ w, ms }) => w.available > 0 && ms !== asked);
  const target = asked ?? Number.NEGATIVE_INFINITY;
  return free
    .sort((a, b) => Math.abs(a.ms - target) - Math.abs(b.ms - target) || a.ms - b.ms)
    .slice(0, Math.max(0, count))
    .sort((a, b) => a.ms - b.ms)
    .map(({ w }) => w);
}

/** Why a start cannot be booked: before now, not one of the windows offered, or no place left. */
export type WindowRefusal = "past" | "not-offered" | "full";

/** Whether the visitor's `start` can be booked now; garbage is "not-offered". */
export function checkWindow(
  windows: readonly VisitWindow[],
  start: string,
  now: number,
): { ok: true; window: VisitWindow } | { ok: false; reason: WindowRefusal } {
  const ms = instantOf(start);
  if (ms === null) return { ok: false, reason: "not-offered" };
  if (ms < now) return { ok: false, reason: "past" };
  const window = findWindow(windows, start);
  if (!window) return { ok: false, reason: "not-offered" };
  if (window.available <= 0) return { ok: false, reason: "full" };
  return { ok: true, window };
}

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "8", "8:30", "12" (noon) of a wall time, 12-hour. */
function clock(hour: number, minute: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return minute ? `${h}:${String(minute).padStart(2, "0")}` : String(h);
}

/** "Tue Dec 8, 8–10 AM"; "11 AM–1 PM" across noon; "8:30–10:30 AM" with minutes. */
export function windowLabel(w: VisitWindow): string {
  const from = zonedDate(instantOf(w.start) ?? 0, w.timeZone);
  const to = zonedDate(instantOf(w.end) ?? 0, w.timeZone);
  const fromPart = from.hour < 12 ? "AM" : "PM";
  const toPart = to.hour < 12 ? "AM" : "PM";
  const day = `${DAY_NAMES[from.weekday].slice(0, 3)} ${MONTH_NAMES[from.month - 1].slice(0, 3)} ${from.day}`;
  const times =
    fromPart === toPart
      ? `${clock(from.hour, from.minute)}–${clock(to.hour, to.minute)} ${toPart}`
      : `${clock(from.hour, from.minute)} ${fromPart}–${clock(to.hour, to.minute)} ${toPart}`;
  return `${day}, ${times}`;
}

/** "2026-12-08" → "Tuesday, December 8". */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${DAY_NAMES[weekday]}, ${MONTH_NAMES[month - 1]} ${day}`;
}

/** The windows by day (in their zone), in order: what the page lists under each day's heading. */
export function daysOf(
  windows: readonly VisitWindow[],
): { date: string; label: string; windows: VisitWindow[] }[] {
  const days: { date: string; label: string; windows: VisitWindow[] }[] = [];
  for (const w of windows) {
    const date = dateText(zonedDate(instantOf(w.start) ?? 0, w.timeZone));
    const same = days.find((d) => d.date === date);
    if (same) same.windows.push(w);
    else days.push({ date, label: dayLabel(date), windows: [w] });
  }
  return days;
}
