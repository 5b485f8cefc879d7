import { describe, expect, it } from "vitest";
import {
  busyIn,
  busyTimesOf,
  CalendarRefused,
  DEFAULT_LIMITS,
  digestCalendar,
  merge,
} from "./owner-calendar-busy.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);
const iso = (busy: { start: number; end: number }[]) =>
  busy.map(({ start, end }) => [new Date(start).toISOString(), new Date(end).toISOString()]);

const CHICAGO_ZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:America/Chicago",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0600",
  "TZOFFSETTO:-0500",
  "TZNAME:CDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0600",
  "TZNAME:CST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

function calendar(...events: string[][]): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN"];
  for (const event of events) lines.push("BEGIN:VEVENT", ...event, "END:VEVENT");
  return [...lines, "END:VCALENDAR", ""].join("\r\n");
}
const withZone = (text: string) =>
  text.replace("PRODID:-//Test//EN", ["PRODID:-//Test//EN", ...CHICAGO_ZONE].join("\r\n"));

const weekly = [
  "UID:crew-meeting@example.com",
  "DTSTAMP:20260101T000000Z",
  "DTSTART;TZID=America/Chicago:20261005T080000",
  "DTEND;TZID=America/Chicago:20261005T093000",
  "RRULE:FREQ=WEEKLY;BYDAY=MO",
  "SUMMARY:Crew meeting",
];

describe("busyTimesOf", () => {
  it("blocks every week of a weekly event in the range, across the change to standard time", () => {
    const busy = busyTimesOf(calendar(weekly), at("2026-10-19T00:00:00Z"), at("2026-11-10T00:00:00Z"));
    expect(iso(busy)).toEqual([
      ["2026-10-19T13:00:00.000Z", "2026-10-19T14:30:00.000Z"],
      ["2026-10-26T13:00:00.000Z", "2026-10-26T14:30:00.000Z"],
      // Central Standard Time from 1 November: 8:00 is 14:00Z.
      ["2026-11-02T14:00:00.000Z", "2026-11-02T15:30:00.000Z"],
      ["2026-11-09T14:00:00.000Z", "2026-11-09T15:30:00.000Z"],
    ]);
  });

  it("finds the instances of old rules in the range as if walked from their start", () => {
    const fortnightly = [
      "UID:fortnightly@example.com",
      "DTSTART;TZID=America/Chicago:20150105T070000",
      "DURATION:PT30M",
      "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH",
    ];
    const weekdays = [
      "UID:weekdays@example.com",
      "DTSTART:20120102T120000Z",
      "DURATION:PT1H",
      "RRULE:FREQ=DAILY;BYDAY=MO,WE,FR",
    ];
    const hourly = [
      "UID:hourly@example.com",
      "DTSTART:20200101T003000Z",
      "DURATION:PT5M",
      "RRULE:FREQ=HOURLY;INTERVAL=7",
    ];
    const from = at("2026-10-19T00:00:00Z");
    const to = at("2026-11-02T00:00:00Z");
    const starts = (event: string[]) => iso(busyTimesOf(calendar(event), from, to)).map(([start]) => start);
    // Every other week from the week of 5 January 2015, Mondays and Thursdays, 7:00 in Chicago.
    const weeks = (at("2026-10-19T12:00:00Z") - at("2015-01-05T12:00:00Z")) / (7 * DAY);
    const first = weeks % 2 === 0 ? 19 : 26;
    expect(starts(fortnightly)).toEqual([
      `2026-10-${first}T12:00:00.000Z`,
      `2026-10-${first + 3}T12:00:00.000Z`,
    ]);
    expect(starts(weekdays)).toEqual(
      ["19", "21", "23", "26", "28", "30"].map((day) => `2026-10-${day}T12:00:00.000Z`),
    );
    const monthly = [
      "UID:m@example.com",
      "DTSTART:20100112T150000Z",
      "DURATION:PT1H",
      "RRULE:FREQ=MONTHLY;BYDAY=2TU",
    ];
    expect(
      busyTimesOf(calendar(monthly), at("2026-10-01T00:00:00Z"), at("2027-01-01T00:00:00Z")).map(
        ({ start }) => new Date(start).toISOString(),
      ),
    ).toEqual(["2026-10-13T15:00:00.000Z", "2026-11-10T15:00:00.000Z", "2026-12-08T15:00:00.000Z"]);
    const yearly = [
      "UID:y@example.com",
      "DTSTART;VALUE=DATE:20000229",
      "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1",
    ];
    expect(
      iso(busyTimesOf(calendar(yearly), at("2026-01-01T00:00:00Z"), at("2029-01-01T00:00:00Z"))),
    ).toEqual([
      ["2026-02-28T06:00:00.000Z", "2026-03-01T06:00:00.000Z"],
      ["2027-02-28T06:00:00.000Z", "2027-03-01T06:00:00.000Z"],
      ["2028-02-29T06:00:00.000Z", "2028-03-01T06:00:00.000Z"],
    ]);
    const hours = starts(hourly).map((start) => Date.parse(start));
    expect(hours.length).toBe(48);
    expect(hours.every((start) => (start - at("2020-01-01T00:30:00Z")) % (7 * HOUR) === 0)).toBe(true);
  });

  it("reads the same times from the file's own VTIMEZONE as from the IANA name", () => {
    const from = at("2026-10-19T00:00:00Z");
    const to = at("2026-11-10T00:00:00Z");
    expect(busyTimesOf(withZone(calendar(weekly)), from, to)).toEqual(
      busyTimesOf(calendar(weekly), from, to),
    );
  });

  it("takes 9:00 America/Chicago on 2026-11-02 as 15:00Z", () => {
    const event = [
      "UID:dst@example.com",
      "DTSTART;TZID=America/Chicago:20261102T090000",
      "DTEND;TZID=America/Chicago:20261102T100000",
    ];
    const range = [at("2026-11-01T00:00:00Z"), at("2026-11-04T00:00:00Z")] as const;
    expect(iso(busyTimesOf(calendar(event), ...range))).toEqual([
      ["2026-11-02T15:00:00.000Z", "2026-11-02T16:00:00.000Z"],
    ]);
    expect(busyTimesOf(withZone(calendar(event)), ...range)).toEqual(busyTimesOf(calendar(event), ...range));
  });

  it("leaves out an instance EXDATE removes, written in the event's zone or in UTC", () => {
    const busy = busyTimesOf(
      calendar([...weekly, "EXDATE;TZID=America/Chicago:20261026T080000", "EXDATE:20261109T140000Z"]),
      at("2026-10-19T00:00:00Z"),
      at("2026-11-10T00:00:00Z"),
    );
    expect(iso(busy).map(([start]) => start)).toEqual([
      "2026-10-19T13:00:00.000Z",
      "2026-11-02T14:00:00.000Z",
    ]);
  });

  it("moves an instance overridden by RECURRENCE-ID, and frees one cancelled that way", () => {
    const moved = [
      "UID:crew-meeting@example.com",
      "RECURRENCE-ID;TZID=America/Chicago:20261026T080000",
      "DTSTART;TZID=America/Chicago:20261027T130000",
      "DTEND;TZID=America/Chicago:20261027T140000",
    ];
    const cancelled = [
      "UID:crew-meeting@example.com",
      "RECURRENCE-ID:20261102T140000Z",
      "STATUS:CANCELLED",
      "DTSTART;TZID=America/Chicago:20261102T080000",
      "DTEND;TZID=America/Chicago:20261102T093000",
    ];
    const busy = busyTimesOf(
      calendar(weekly, moved, cancelled),
      at("2026-10-19T00:00:00Z"),
      at("2026-11-10T00:00:00Z"),
    );
    expect(iso(busy)).toEqual([
      ["2026-10-19T13:00:00.000Z", "2026-10-19T14:30:00.000Z"],
      ["2026-10-27T18:00:00.000Z", "2026-10-27T19:00:00.000Z"],
      ["2026-11-09T14:00:00.000Z", "2026-11-09T15:30:00.000Z"],
    ]);
  });

  it("adds the instances RDATE names", () => {
    const busy = busyTimesOf(
      calendar([...weekly, "RDATE;TZID=America/Chicago:20261021T150000"]),
      at("2026-10-20T00:00:00Z"),
      at("2026-10-25T00:00:00Z"),
    );
    expect(iso(busy)).toEqual([["2026-10-21T20:00:00.000Z", "2026-10-21T21:30:00.000Z"]]);
  });

  it("blocks the whole local day of an all-day event, and each day of a recurring one", () => {
    const busy = busyTimesOf(
      calendar(
        ["UID:fair@example.com", "DTSTART;VALUE=DATE:20260814", "DTEND;VALUE=DATE:20260816"],
        ["UID:gym@example.com", "DTSTART;VALUE=DATE:20260818", "RRULE:FREQ=DAILY;COUNT=2"],
      ),
      at("2026-08-01T00:00:00Z"),
      at("2026-09-01T00:00:00Z"),
    );
    expect(iso(busy)).toEqual([
      ["2026-08-14T05:00:00.000Z", "2026-08-16T05:00:00.000Z"],
      ["2026-08-18T05:00:00.000Z", "2026-08-20T05:00:00.000Z"],
    ]);
  });

  it("does not block transparent or cancelled events", () => {
    const busy = busyTimesOf(
      calendar(
        ["UID:a", "DTSTART:20261020T150000Z", "DTEND:20261020T160000Z", "TRANSP:TRANSPARENT"],
        ["UID:b", "DTSTART:20261021T150000Z", "DTEND:20261021T160000Z", "STATUS:CANCELLED"],
        ["UID:c", "DTSTART:20261022T150000Z", "DURATION:PT45M", "TRANSP:OPAQUE"],
      ),
      at("2026-10-19T00:00:00Z"),
      at("2026-10-25T00:00:00Z"),
    );
    expect(iso(busy)).toEqual([["2026-10-22T15:00:00.000Z", "2026-10-22T15:45:00.000Z"]]);
  });

  it("takes a time with no zone as the business's, and a prefixed or Outlook zone name as the zone it names", () => {
    const busy = busyTimesOf(
      calendar(
        ["UID:a", "DTSTART:20261020T090000", "DTEND:20261020T100000"],
        ["UID:b", "DTSTART;TZID=Central Standard Time:20261021T090000", "DURATION:PT1H"],
        ["UID:c", "DTSTART;TZID=/mozilla.org/20070129_1/America/Denver:20261022T090000", "DURATION:PT1H"],
      ),
      at("2026-10-19T00:00:00Z"),
      at("2026-10-25T00:00:00Z"),
    );
    expect(iso(busy).map(([start]) => start)).toEqual([
      "2026-10-20T14:00:00.000Z",
      "2026-10-21T14:00:00.000Z",
      "2026-10-22T15:00:00.000Z",
    ]);
  });

  it("reads an Outlook file: a BOM, folded lines and its own zone named the Windows way", () => {
    const outlook = withZone(
      calendar([
        "UID:040000008200E00074C5B7101A82E00800000000",
        "SUMMARY:Supplier meeting about the Ankeny job\\, with a long title that folds",
        "  onto the next line",
        "DTSTART;TZID=Central Standard Time:20261021T130000",
        "DTEND;TZID=Central Standard Time:20261021T143000",
      ]),
    ).replaceAll("TZID:America/Chicago", "TZID:Central Standard Time");
    const busy = busyTimesOf(`\uFEFF${outlook}`, at("2026-10-19T00:00:00Z"), at("2026-10-25T00:00:00Z"));
    expect(iso(busy)).toEqual([["2026-10-21T18:00:00.000Z", "2026-10-21T19:30:00.000Z"]]);
  });

  it("stops a hostile rule (FREQ=SECONDLY;COUNT=100000000) at its share, fast", () => {
    const hostile = (uid: string, start: string, rule: string) => [
      `UID:${uid}`,
      `DTSTART:${start}`,
      "DURATION:PT1S",
      `RRULE:${rule}`,
    ];
    const plain = ["UID:p", "DTSTART:20261020T150000Z", "DTEND:20261020T160000Z"];
    const started = performance.now();
    const digest = digestCalendar(
      calendar(
        // Counted, not walked: its 100,000,000 seconds ended in 2023, so it blocks nothing now.
        hostile("old", "20200101T000000Z", "FREQ=SECONDLY;COUNT=100000000"),
        // Its instances in the range are past its share.
        hostile("now", "20261019T000000Z", "FREQ=SECONDLY;COUNT=100000000"),
        // Walked by ical.js from 2020 (a BY part): stopped at its share.
        hostile("walked", "20200101T000000Z", "FREQ=SECONDLY;BYSECOND=0,30;COUNT=100000000"),
        plain,
      ),
    );
    const { busy, skipped } = busyIn(digest, at("2026-10-19T00:00:00Z"), at("2026-10-25T00:00:00Z"));
    // Unbounded, it would run for many minutes; bounded, its share (or maxExpandMs) stops it.
    expect(performance.now() - started).toBeLessThan(DEFAULT_LIMITS.maxExpandMs + 1_500);
    expect(skipped).toBe(2);
    // The instances found before the share ran out still block: 20,000 seconds of them, merged.
    expect(iso(busy)).toEqual([
      ["2026-10-19T00:00:00.000Z", "2026-10-19T05:33:20.000Z"],
      ["2026-10-20T15:00:00.000Z", "2026-10-20T16:00:00.000Z"],
    ]);
  });

  it("bounds the instances of a rule inside the range too", () => {
    const everySecond = ["UID:s", "DTSTART:20261020T150000Z", "RRULE:FREQ=SECONDLY"];
    const started = performance.now();
    const { skipped } = busyIn(
      digestCalendar(calendar(everySecond), {
        maxEvents: 10,
        maxInstances: 5_000,
        maxInstancesPerEvent: 1_000,
        maxDepth: 8,
        timeZone: "America/Chicago",
        maxExpandMs: 1_000,
      }),
      at("2026-10-19T00:00:00Z"),
      at("2026-10-25T00:00:00Z"),
    );
    expect(skipped).toBe(1);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("ends a rule no date passes, which ical.js alone would look for forever, and keeps the rest", () => {
    const never = (uid: string, rule: string) => [
      `UID:${uid}`,
      "DTSTART:20260105T150000Z",
      "DURATION:PT1H",
      `RRULE:${rule}`,
    ];
    const plain = ["UID:p", "DTSTART:20261020T150000Z", "DTEND:20261020T160000Z"];
    const started = performance.now();
    const { busy, skipped } = busyIn(
      digestCalendar(
        calendar(
          never("feb31", "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31"),
          never("feb30", "FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30"),
          plain,
        ),
      ),
      at("2026-10-19T00:00:00Z"),
      at("2026-10-25T00:00:00Z"),
    );
    expect(skipped).toBe(2);
    expect(iso(busy)).toEqual([["2026-10-20T15:00:00.000Z", "2026-10-20T16:00:00.000Z"]]);
    expect(performance.now() - started).toBeLessThan(DEFAULT_LIMITS.maxExpandMs + 1_500);
  });

  it("reads the rest of a file when ical.js refuses one of its events", () => {
    const text = calendar(
      ["UID:bad", "DTSTART:20261021T150000Z", "DURATION:PT1H", "RRULE:FREQ=MINUTELY;BYHOUR=25"],
      ["UID:good", "DTSTART;TZID=America/Chicago:20261022T090000", "DURATION:PT1H"],
    );
    const digest = digestCalendar(withZone(text));
    const { busy, skipped } = busyIn(digest, at("2026-10-19T00:00:00Z"), at("2026-10-25T00:00:00Z"));
    expect(skipped).toBe(1);
    expect(iso(busy)).toEqual([["2026-10-22T14:00:00.000Z", "2026-10-22T15:00:00.000Z"]]);
  });

  it("skips the recurring events left once expanding has taken maxExpandMs", () => {
    const digest = digestCalendar(calendar(weekly), { ...DEFAULT_LIMITS, maxExpandMs: -1 });
    expect(busyIn(digest, at("2026-10-19T00:00:00Z"), at("2026-11-10T00:00:00Z"))).toEqual({
      busy: [],
      skipped: 1,
    });
  });

  it("refuses a file that is not a calendar, cut short, too deep, or with too many events", () => {
    const range = [0, DAY] as const;
    expect(() => busyTimesOf("<html>Sign in</html>", ...range)).toThrow(CalendarRefused);
    const deep = `BEGIN:VCALENDAR\r\n${"BEGIN:X\r\n".repeat(20)}${"END:X\r\n".repeat(20)}END:VCALENDAR\r\n`;
    expect(() => busyTimesOf(deep, ...range)).toThrow(/nested deeper/);
    const many = calendar(...Array.from({ length: 11 }, (_, n) => [`UID:${n}`, "DTSTART:20261020T150000Z"]));
    expect(() => busyTimesOf(many, ...range, { maxEvents: 10 })).toThrow(/more than 10 events/);
    expect(() => busyTimesOf("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n", ...range)).toThrow(/not a complete/);
    expect(() => busyTimesOf(calendar(weekly).slice(0, -20), ...range)).toThrow(/not a complete/);
  });

  it("merges overlapping times", () => {
    expect(
      merge([
        { start: 5, end: 9 },
        { start: 1, end: 3 },
        { start: 2, end: 6 },
        { start: 7, end: 7 },
        { start: 12, end: 12 },
      ]),
    ).toEqual([
      { start: 1, end: 9 },
      { start: 12, end: 12 },
    ]);
  });
});
