import ICAL from "ical.js";

/**
 * What reading the owner's calendar (owner-calendar-busy.ts) needs beyond ical.js: zones by name,
 * a bound on ical.js's search for a rule's next instance, and rules read from a later start or
 * counted instead of walked, so a calendar of many years is read in a fraction of a second.
 */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** More than any zone's distance from UTC: a wall-clock time this far outside a range is outside it. */
export const SLACK = 27 * HOUR;

/** A zone as the file names it: its UTC offset (ms) at a wall-clock time written as if it were UTC. */
export type Zone = (wall: number) => number;

export const UTC: Zone = () => 0;
const intlZones = new Map<string, Zone | null>();

/** An IANA zone (the runtime's own data), or null for a name it does not know. */
export function ianaZone(name: string): Zone | null {
  if (intlZones.has(name)) return intlZones.get(name) ?? null;
  let zone: Zone | null = null;
  try {
    const format = new Intl.DateTimeFormat("en-US", {
      timeZone: name,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    const exactly = (instant: number) => {
      const part: Record<string, number> = {};
      for (const { type, value } of format.formatToParts(instant)) part[type] = Number(value);
      const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
      return wall - Math.floor(instant / 1000) * 1000;
    };
    // Asking Intl is slow (a large calendar asks tens of thousands of times): a UTC day whose first
    // and last second have one offset has it throughout; only days with a change are asked again.
    const days = new Map<number, number | null>();
    const offsetAt = (instant: number) => {
      const day = Math.floor(instant / DAY);
      let offset = days.get(day);
      if (offset === undefined) {
        const first = exactly(day * DAY);
        offset = first === exactly(day * DAY + DAY - 1000) ? first : null;
        if (days.size >= 50_000) days.clear();
        days.set(day, offset);
      }
      return offset ?? exactly(instant);
    };
    // The offset in force at the instant the wall time names (two steps settle a DST change).
    zone = (wall) => offsetAt(wall - offsetAt(wall - offsetAt(wall)));
  } catch {
    zone = null;
  }
  if (intlZones.size < 200) intlZones.set(name, zone);
  return zone;
}

/** Outlook's names for the zones of the United States, when a file gives no VTIMEZONE for them. */
export const WINDOWS_ZONES: Record<string, string> = {
  "Central Standard Time": "America/Chicago",
  "Eastern Standard Time": "America/New_York",
  "Mountain Standard Time": "America/Denver",
  "US Mountain Standard Time": "America/Phoenix",
  "Pacific Standard Time": "America/Los_Angeles",
  "Alaskan Standard Time": "America/Anchorage",
  "Hawaiian Standard Time": "Pacific/Honolulu",
  UTC: "UTC",
  "GMT Standard Time": "Europe/London",
};

export function wallOf(time: ICAL.Time): number {
  return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
}

/**
 * ical.js looks for a rule's next instance in a loop that ends only when a candidate passes the
 * rule's BY* parts (RecurIterator.next): for a rule no date passes (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31)
 * or that a second rarely passes, one call never returns. Each candidate is checked by
 * `check_contracting_rules`, so while this module expands an event, that check counts down the
 * event's candidates and watches the clock, and throws to end the expansion. Outside an expansion
 * of this module (`guard` null) it is ical.js's own.
 */
let guard: { left: number; deadline: number } | null = null;
class ExpansionStopped extends Error {}
const iteratorProto = ICAL.RecurIterator.prototype as unknown as { check_contracting_rules(): boolean };
const checkContractingRules = iteratorProto.check_contracting_rules;
iteratorProto.check_contracting_rules = function guarded(this: unknown) {
  if (guard && (--guard.left < 0 || ((guard.left & 1023) === 0 && performance.now() > guard.deadline))) {
    throw new ExpansionStopped();
  }
  return checkContractingRules.call(this);
};
/** Candidates looked at per instance allowed, on average (a rule for 9:00 each day looks at 24 hours). */
export const CANDIDATES_PER_INSTANCE = 25;

/** Starts counting an expansion's candidates; the function returned ends it (call it in `finally`). */
export function guardExpansion(candidates: number, deadline: number): () => void {
  guard = { left: candidates, deadline };
  return () => {
    guard = null;
  };
}

/** The length of a rule's step, for the rules whose instances can be found from a later start. */
const STEP: Record<string, number> = {
  SECONDLY: 1000,
  MINUTELY: 60_000,
  HOURLY: HOUR,
  DAILY: DAY,
  WEEKLY: 7 * DAY,
};

/** The months of a rule's step, for the rules whose step is in months. */
const MONTHS: Record<string, number> = { MONTHLY: 1, YEARLY: 12 };

/**
 * Where to start expanding a rule for a range from `from` (wall-clock ms): DTSTART moved on by whole
 * periods of the rule, to just before the range, so a daily event of 2012 is not walked from 2012.
 * Only for one RRULE with no COUNT (a count is of instances since DTSTART); the moved start, an
 * instance even if the rule does not give it, is a period and more before `from`, so outside it.
 */
export function laterStart(event: ICAL.Event, reach: number, from: number): ICAL.Time | undefined {
  const component = event.component;
  const rules = component.getAllProperties("rrule");
  if (rules.length !== 1 || component.hasProperty("rdate")) return undefined;
  const rule = rules[0].getFirstValue() as ICAL.Recur;
  if (rule.count) return undefined;
  const interval = Math.max(1, Math.floor(Number(rule.interval) || 1));
  const start = event.startDate;
  const before = from - SLACK - reach;
  const step = STEP[String(rule.freq)];
  if (step) {
    if (start.isDate && step < DAY) return undefined;
    const period = step * interval;
    const periods = Math.floor((before - period - wallOf(start)) / period);
    if (periods < 1) return undefined;
    const shift = periods * period;
    return start.clone().adjust(Math.floor(shift / DAY), 0, 0, (shift % DAY) / 1000);
  }
  const months = MONTHS[String(rule.freq)];
  if (!months) return undefined;
  // Without a BY part naming days, the instances fall on DTSTART's day, which a month may not have.
  const parts = rule.parts ?? {};
  const namesDays = ["BYDAY", "BYMONTHDAY", "BYYEARDAY", "BYWEEKNO"].some((part) => part in parts);
  if (start.day > 28 && !namesDays) return undefined;
  const period = months * interval;
  const target = new Date(before - period * 31 * DAY);
  const first = start.year * 12 + start.month - 1;
  const periods = Math.floor((target.getUTCFullYear() * 12 + target.getUTCMonth() - first) / period);
  if (periods < 1) return undefined;
  const month = first + periods * period;
  const moved = start.clone();
  if (moved.day > 28) moved.day = 1;
  moved.year = Math.floor(month / 12);
  moved.month = (month % 12) + 1;
  return moved;
}

/** A rule of a fixed step and nothing else (FREQ, INTERVAL, COUNT, UNTIL): its instances are counted, not walked. */
export interface PlainRule {
  period: number;
  count: number | null;
  /** The last instant an instance may start at. */
  until: number | null;
}

export function plainRule(
  component: ICAL.Component,
  zone: Zone,
  epochOf: (time: ICAL.Time) => number,
): PlainRule | null {
  const rules = component.getAllProperties("rrule");
  const rule = rules.length === 1 ? (rules[0].getFirstValue() as ICAL.Recur) : null;
  const step = STEP[String(rule?.freq)];
  if (!rule || !step || component.hasProperty("rdate") || Object.keys(rule.parts ?? {}).length > 0)
    return null;
  const lastDay = rule.until?.isDate ? wallOf(rule.until) + DAY - 1 : 0;
  return {
    period: step * Math.max(1, Math.floor(Number(rule.interval) || 1)),
    count: rule.count ? Math.max(0, Math.floor(rule.count)) : null,
    until: rule.until ? (rule.until.isDate ? lastDay - zone(lastDay) : epochOf(rule.until)) : null,
  };
}
