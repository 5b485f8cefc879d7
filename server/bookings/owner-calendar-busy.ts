import ICAL from "ical.js";

/**
 * The busy times of the owner's calendar, read from its iCalendar file (issue 41): what the
 * estimate visit windows they overlap must not be offered for. Pure: text in, times out. Everything
 * an untrusted file could make large is bounded: nesting, events, and the instances a recurring
 * event is expanded to (a `FREQ=SECONDLY` rule stops at its share, it does not hang the process).
 */

/** A time the owner is busy, epoch ms, `start` inclusive and `end` exclusive. */
export interface BusyTime {
  start: number;
  end: number;
}

export interface CalendarLimits {
  /** More VEVENTs than this and the file is not read (a real calendar of many years has a few thousand). */
  maxEvents: number;
  /** Instances expanded from recurring events, all together (a daily event since 2000 takes about 10,000). */
  maxInstances: number;
  /** Instances one recurring event may take; past it, the event is skipped and counted. */
  maxInstancesPerEvent: number;
  /** BEGIN inside BEGIN deeper than this and the file is not read (a calendar needs 3). */
  maxDepth: number;
  /** Where all-day events and times without a zone are: the business's own. */
  timeZone: string;
  /** Time spent expanding recurring events for one range; past it, the events left are skipped. */
  maxExpandMs: number;
}

export const DEFAULT_LIMITS: CalendarLimits = {
  maxEvents: 20_000,
  maxInstances: 50_000,
  maxInstancesPerEvent: 20_000,
  maxDepth: 8,
  timeZone: "America/Chicago",
  maxExpandMs: 1_000,
};

/** The file could not be read as a calendar at all, and why (words for the owner's log, no content). */
export class CalendarRefused extends Error {}

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
const CANDIDATES_PER_INSTANCE = 25;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** More than any zone's distance from UTC: a wall-clock time this far outside a range is outside it. */
const SLACK = 27 * HOUR;

/** A zone as the file names it: its UTC offset (ms) at a wall-clock time written as if it were UTC. */
type Zone = (wall: number) => number;

const UTC: Zone = () => 0;
const intlZones = new Map<string, Zone | null>();

/** An IANA zone (the runtime's own data), or null for a name it does not know. */
function ianaZone(name: string): Zone | null {
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
const WINDOWS_ZONES: Record<string, string> = {
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

function wallOf(time: ICAL.Time): number {
  return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
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
function laterStart(master: Master, from: number): ICAL.Time | undefined {
  const component = master.event.component;
  const rules = component.getAllProperties("rrule");
  if (rules.length !== 1 || component.hasProperty("rdate")) return undefined;
  const rule = rules[0].getFirstValue() as ICAL.Recur;
  if (rule.count) return undefined;
  const interval = Math.max(1, Math.floor(Number(rule.interval) || 1));
  const start = master.event.startDate;
  const before = from - SLACK - Math.max(master.wallLength, master.realLength ?? 0);
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

interface Master {
  uid: string;
  event: ICAL.Event;
  zone: Zone;
  /** The wall-clock length of each instance, or, when DTEND is in another zone, its real length. */
  wallLength: number;
  realLength: number | null;
  excluded: Set<number>;
  /** A rule of a fixed step and nothing else (FREQ, INTERVAL, COUNT, UNTIL): counted, not walked. */
  plain: { period: number; count: number | null; until: number | null } | null;
}

/** A calendar file read once, ready to answer the busy times of any range. */
export interface CalendarDigest {
  /** Busy times of the events that do not repeat (and of moved instances), sorted by start. */
  singles: BusyTime[];
  masters: Master[];
  /** Instances moved or cancelled on their own (RECURRENCE-ID), by UID: their original starts. */
  overridden: Map<string, Set<number>>;
  /** Events and zones ical.js could not read, left out. */
  broken: number;
  limits: CalendarLimits;
}

/** Refuses a file nested deeper than `maxDepth`, with more than `maxEvents` events or cut short, before parsing it. */
function checkShape(text: string, limits: CalendarLimits): void {
  let depth = 0;
  let events = 0;
  for (const match of text.matchAll(/^(BEGIN|END):([^\r\n]*)/gim)) {
    if (match[1].toUpperCase() === "END") {
      depth--;
      continue;
    }
    if (++depth > limits.maxDepth) throw new CalendarRefused(`nested deeper than ${limits.maxDepth}`);
    if (match[2].trim().toUpperCase() === "VEVENT" && ++events > limits.maxEvents) {
      throw new CalendarRefused(`more than ${limits.maxEvents} events`);
    }
  }
  // A file cut short (a body that stopped arriving) may be missing events: not read at all.
  if (depth !== 0) throw new CalendarRefused("not a complete iCalendar file");
}

/**
 * The file's VCALENDAR. When ical.js refuses the whole file (one event with a value it cannot read,
 * such as BYHOUR=25), each event and zone is read on its own and the ones it refuses are counted.
 */
function parseLeniently(text: string): { calendar: ICAL.Component; broken: number } {
  try {
    const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
    const calendar = root.name === "vcalendar" ? root : root.getFirstSubcomponent("vcalendar");
    if (calendar) return { calendar, broken: 0 };
  } catch {
    // Read part by part below.
  }
  const calendar = new ICAL.Component("vcalendar");
  let broken = 0;
  let depth = 0;
  let block: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const mark = /^(BEGIN|END):/i.exec(line)?.[1]?.toUpperCase();
    if (mark === "END") depth--;
    if (depth >= 1) block.push(line);
    if (mark === "BEGIN") depth++;
    if (mark === "END" && depth === 1) {
      try {
        const part = new ICAL.Component(
          ICAL.parse(`BEGIN:VCALENDAR\r\n${block.join("\r\n")}\r\nEND:VCALENDAR\r\n`) as unknown[],
        );
        for (const component of part.getAllSubcomponents()) calendar.addSubcomponent(component);
      } catch {
        broken++;
      }
      block = [];
    }
  }
  if (calendar.getAllSubcomponents().length === 0 && broken > 0) {
    // Not ical.js's words: they quote the line, and a line of the owner's calendar is not for the log.
    throw new CalendarRefused("not a readable iCalendar file");
  }
  return { calendar, broken };
}

/** Reads `text` once (throws CalendarRefused when it is not a calendar or is past a limit). */
export function digestCalendar(text: string, limits: CalendarLimits = DEFAULT_LIMITS): CalendarDigest {
  const clean = text.replace(/^\uFEFF/, "");
  if (!/^\s*BEGIN:VCALENDAR/i.test(clean)) throw new CalendarRefused("not an iCalendar file");
  checkShape(clean, limits);
  const { calendar, broken } = parseLeniently(clean);

  const ownZones = new Map<string, Zone>();
  for (const component of calendar.getAllSubcomponents("vtimezone")) {
    const tzid = String(component.getFirstPropertyValue("tzid") ?? "");
    const rules = component.getAllSubcomponents().length;
    if (!tzid || rules === 0) continue;
    try {
      const timezone = new ICAL.Timezone(component);
      ownZones.set(tzid, (wall) => {
        const at = new Date(wall);
        const local = ICAL.Time.fromData({
          year: at.getUTCFullYear(),
          month: at.getUTCMonth() + 1,
          day: at.getUTCDate(),
          hour: at.getUTCHours(),
          minute: at.getUTCMinutes(),
          second: at.getUTCSeconds(),
        });
        return timezone.utcOffset(local) * 1000;
      });
    } catch {
      // A VTIMEZONE ical.js cannot read: the name alone may still be an IANA zone.
    }
  }
  const home = ianaZone(limits.timeZone) ?? UTC;
  const zoneOf = (time: ICAL.Time): Zone => {
    if (time.isDate) return home;
    // ical.js keeps a TZID it has no VTIMEZONE registered for as `timezone`, the time floating.
    const named = (time as ICAL.Time & { timezone?: string }).timezone;
    if (time.zone?.tzid === "UTC" || named === "Z") return UTC;
    const tzid = named ?? time.zone?.tzid;
    if (!tzid || tzid === "floating") return home;
    return (
      ownZones.get(tzid) ??
      ianaZone(WINDOWS_ZONES[tzid] ?? tzid) ??
      // "/mozilla.org/20070129_1/America/Chicago" and other prefixed names.
      ianaZone(tzid.split("/").slice(-2).join("/")) ??
      home
    );
  };
  const epochOf = (time: ICAL.Time) => {
    const wall = wallOf(time);
    return wall - zoneOf(time)(wall);
  };

  const singles: BusyTime[] = [];
  const masters: Master[] = [];
  const overridden = new Map<string, Set<number>>();
  for (const component of calendar.getAllSubcomponents("vevent")) {
    // Each event on its own: ical.js otherwise looks through every event of the calendar for each
    // one's TZIDs and moved instances (minutes for a large calendar). Zones and moves are read here.
    (component as { parent: ICAL.Component | null }).parent = null;
    try {
      const event = new ICAL.Event(component, { exceptions: [] });
      const uid = String(component.getFirstPropertyValue("uid") ?? "");
      const blocks =
        String(component.getFirstPropertyValue("status") ?? "").toUpperCase() !== "CANCELLED" &&
        String(component.getFirstPropertyValue("transp") ?? "").toUpperCase() !== "TRANSPARENT";
      const start = event.startDate;
      if (!start) continue;
      const recurrenceId = component.getFirstPropertyValue("recurrence-id") as ICAL.Time | null;
      if (recurrenceId) {
        const moved = overridden.get(uid) ?? new Set<number>();
        moved.add(epochOf(recurrenceId));
        overridden.set(uid, moved);
      }
      const zone = zoneOf(start);
      const startWall = wallOf(start);
      let wallLength = start.isDate ? DAY : 0;
      let realLength: number | null = null;
      if (component.hasProperty("dtend")) {
        const end = event.endDate;
        if (zoneOf(end) === zone) wallLength = wallOf(end) - startWall;
        else realLength = epochOf(end) - (startWall - zone(startWall));
      } else if (component.hasProperty("duration")) {
        wallLength = event.duration.toSeconds() * 1000;
      }
      if (!blocks) continue;
      if (event.isRecurring() && !recurrenceId) {
        const excluded = new Set<number>();
        for (const property of component.getAllProperties("exdate")) {
          for (const value of property.getValues() as ICAL.Time[]) excluded.add(epochOf(value));
        }
        const rules = component.getAllProperties("rrule");
        const rule = rules.length === 1 ? (rules[0].getFirstValue() as ICAL.Recur) : null;
        const step = STEP[String(rule?.freq)];
        const plain =
          rule && step && !component.hasProperty("rdate") && Object.keys(rule.parts ?? {}).length === 0
            ? {
                period: step * Math.max(1, Math.floor(Number(rule.interval) || 1)),
                count: rule.count ? Math.max(0, Math.floor(rule.count)) : null,
                until: rule.until
                  ? rule.until.isDate
                    ? wallOf(rule.until) + DAY - 1 - zone(wallOf(rule.until) + DAY - 1)
                    : epochOf(rule.until)
                  : null,
              }
            : null;
        masters.push({ uid, event, zone, wallLength, realLength, excluded, plain });
      } else {
        singles.push(instance(startWall, zone, wallLength, realLength));
      }
    } catch {
      // An event ical.js cannot make sense of blocks nothing; the rest of the calendar still counts.
    }
  }
  singles.sort((a, b) => a.start - b.start);
  return { singles, masters, overridden, broken, limits };
}

function instance(startWall: number, zone: Zone, wallLength: number, realLength: number | null): BusyTime {
  const start = startWall - zone(startWall);
  const endWall = startWall + Math.max(0, wallLength);
  const end = realLength === null ? endWall - zone(endWall) : start + realLength;
  return { start, end: Math.max(start, end) };
}

const overlaps = (busy: BusyTime, from: number, to: number) =>
  busy.start < to && (busy.end > from || (busy.end === busy.start && busy.start >= from));

/**
 * The busy times of [from, to) in a digest, overlapping ones merged, sorted; `skipped` counts the
 * recurring events that could not be expanded within their share of the limits (or at all).
 */
export function busyIn(
  digest: CalendarDigest,
  from: number,
  to: number,
): { busy: BusyTime[]; skipped: number } {
  const { limits } = digest;
  const found = digest.singles.filter((busy) => overlaps(busy, from, to));
  let budget = limits.maxInstances;
  let skipped = digest.broken;
  const deadline = performance.now() + limits.maxExpandMs;
  for (const master of digest.masters) {
    if (performance.now() > deadline) {
      skipped++;
      continue;
    }
    const moved = digest.overridden.get(master.uid);
    const share = Math.min(limits.maxInstancesPerEvent, budget);
    let steps = 0;
    let finished = false;
    guard = { left: share * CANDIDATES_PER_INSTANCE, deadline };
    const keep = (busy: BusyTime) => {
      if (!master.excluded.has(busy.start) && !moved?.has(busy.start) && overlaps(busy, from, to))
        found.push(busy);
    };
    try {
      if (master.plain) {
        const { period, count, until } = master.plain;
        const startWall = wallOf(master.event.startDate);
        const reach = Math.max(master.wallLength, master.realLength ?? 0);
        finished = true;
        for (let n = Math.max(0, Math.ceil((from - SLACK - reach - startWall) / period)); ; n++) {
          const wall = startWall + n * period;
          if ((count !== null && n >= count) || wall - SLACK >= to) break;
          if (++steps > share) {
            finished = false;
            break;
          }
          const busy = instance(wall, master.zone, master.wallLength, master.realLength);
          if (until !== null && busy.start > until) break;
          keep(busy);
        }
      } else {
        const iterator = master.event.iterator(laterStart(master, from));
        for (let next = iterator.next(); ; next = iterator.next()) {
          if (!next) {
            finished = true;
            break;
          }
          if (++steps > share || (steps % 1024 === 0 && performance.now() > deadline)) break;
          const wall = wallOf(next);
          if (wall - SLACK >= to) {
            finished = true;
            break;
          }
          if (wall + Math.max(master.wallLength, master.realLength ?? 0) + SLACK < from) continue;
          keep(instance(wall, master.zone, master.wallLength, master.realLength));
        }
      }
    } catch {
      finished = false;
    } finally {
      guard = null;
    }
    budget -= Math.min(steps, share);
    if (!finished) skipped++;
  }
  return { busy: merge(found), skipped };
}

/** Sorted, with overlapping and touching times made one. */
export function merge(times: BusyTime[]): BusyTime[] {
  const sorted = times.slice().sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: BusyTime[] = [];
  for (const time of sorted) {
    const last = merged.at(-1);
    if (last && time.start <= last.end && time.end !== time.start) last.end = Math.max(last.end, time.end);
    else if (!(last && time.start === time.end && time.start >= last.start && time.start < last.end)) {
      merged.push({ ...time });
    }
  }
  return merged;
}

/** The busy times of [from, to) in an iCalendar file; throws CalendarRefused for a file it cannot read. */
export function busyTimesOf(
  icsText: string,
  from: number,
  to: number,
  limits: Partial<CalendarLimits> = {},
): BusyTime[] {
  return busyIn(digestCalendar(icsText, { ...DEFAULT_LIMITS, ...limits }), from, to).busy;
}
