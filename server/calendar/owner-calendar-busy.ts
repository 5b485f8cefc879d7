import ICAL from "ical.js";
import {
  CANDIDATES_PER_INSTANCE,
  DAY,
  guardExpansion,
  ianaZone,
  laterStart,
  type PlainRule,
  plainRule,
  SLACK,
  UTC,
  WINDOWS_ZONES,
  wallOf,
  type Zone,
} from "./owner-calendar-rules.ts";

/**
 * The busy times of the owner's calendar, read from its iCalendar file (issue 41): what the
 * estimate visit windows they overlap must not be offered for. Pure: text in, times out. Everything
 * an untrusted file could make large is bounded: nesting, events, the instances a recurring event
 * is expanded to and the time spent on them (a `FREQ=SECONDLY` rule stops at its share, a rule no
 * date passes is cut short: neither hangs the process).
 */

/** A time the owner is busy, epoch ms, `start` inclusive and `end` exclusive. */
export interface BusyTime {
  start: number;
  end: number;
}

export interface CalendarLimits {
  /** More VEVENTs than this and the file is not read (a real calendar of many years has a few thousand). */
  maxEvents: number;
  /** Instances walked for recurring events, all together (rules start just before the range, see owner-calendar-rules.ts). */
  maxInstances: number;
  /** Instances one recurring event may take; past it, the ones found still block and the event is counted as skipped. */
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

interface Master {
  uid: string;
  event: ICAL.Event;
  zone: Zone;
  /** The wall-clock length of each instance, or, when DTEND is in another zone, its real length. */
  wallLength: number;
  realLength: number | null;
  excluded: Set<number>;
  /** A rule of a fixed step and nothing else (FREQ, INTERVAL, COUNT, UNTIL): counted, not walked. */
  plain: PlainRule | null;
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
        const plain = plainRule(component, zone, epochOf);
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
    const stopGuard = guardExpansion(share * CANDIDATES_PER_INSTANCE, deadline);
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
        const reach = Math.max(master.wallLength, master.realLength ?? 0);
        const iterator = master.event.iterator(laterStart(master.event, reach, from));
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
      stopGuard();
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
