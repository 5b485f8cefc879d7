import { siteConfig } from "@shared/content/site.ts";
import { describe, expect, it } from "vitest";
import { type BookingSettings, bookingSettingsOf } from "./settings.ts";
import {
  checkWindow,
  dayLabel,
  daysOf,
  findWindow,
  nearestFree,
  offeredWindows,
  type VisitWindow,
  windowKey,
  windowLabel,
} from "./windows.ts";

/** The demo's: Monday to Friday 8 AM to 6 PM, two-hour windows, one visit each, 18 hours' notice. */
const demo = bookingSettingsOf(siteConfig);
const settings = (change: Partial<BookingSettings> = {}): BookingSettings => ({ ...demo, ...change });
const at = (iso: string) => Date.parse(iso);
const none = new Map<string, number>();
const starts = (windows: VisitWindow[]) => windows.map((w) => w.start);
/** Monday, December 7, 2026, 8:30 AM in Des Moines. */
const MONDAY = at("2026-12-07T14:30:00Z");

describe("the windows offered", () => {
  it("start at 08:00 local on both sides of the fall-back change: 13:00Z before, 14:00Z after", () => {
    // Thursday, October 29, noon CDT: with 18 hours' notice, Friday is the first day.
    const windows = offeredWindows({
      settings: settings({ daysAhead: 5 }),
      now: at("2026-10-29T17:00:00Z"),
      booked: none,
    });
    const friday = windows.filter((w) => w.start.startsWith("2026-10-30"));
    const monday = windows.filter((w) => w.start.startsWith("2026-11-02"));
    expect(at(friday[0].start)).toBe(at("2026-10-30T13:00:00Z"));
    expect(at(monday[0].start)).toBe(at("2026-11-02T14:00:00Z"));
    // The range spans Sunday, November 1: every window is two hours, on its day's offset, none at the weekend.
    expect(starts(windows)).toEqual([
      "2026-10-30T08:00:00-05:00",
      "2026-10-30T10:00:00-05:00",
      "2026-10-30T12:00:00-05:00",
      "2026-10-30T14:00:00-05:00",
      "2026-10-30T16:00:00-05:00",
      "2026-11-02T08:00:00-06:00",
      "2026-11-02T10:00:00-06:00",
      "2026-11-02T12:00:00-06:00",
      "2026-11-02T14:00:00-06:00",
      "2026-11-02T16:00:00-06:00",
    ]);
    for (const w of windows) expect(at(w.end) - at(w.start)).toBe(2 * 3_600_000);
    expect(windows.every((w) => w.timeZone === "America/Chicago" && w.available === 1)).toBe(true);
  });

  it("keeps local hours across the spring-forward change, weekend hours included", () => {
    const everyDay = { start: "08:00", end: "10:00" };
    const hours = Object.fromEntries(
      Object.keys(demo.hours).map((d) => [d, [everyDay]]),
    ) as BookingSettings["hours"];
    const windows = offeredWindows({
      settings: settings({ hours, daysAhead: 3, minNoticeHours: 0 }),
      now: at("2026-03-07T06:00:00Z"),
      booked: none,
    });
    expect(starts(windows)).toEqual([
      "2026-03-07T08:00:00-06:00",
      "2026-03-08T08:00:00-05:00",
      "2026-03-09T08:00:00-05:00",
    ]);
  });

  it("offers nothing starting sooner than the notice", () => {
    const first = (minNoticeHours: number) =>
      offeredWindows({ settings: settings({ minNoticeHours }), now: MONDAY, booked: none })[0].start;
    expect(first(18)).toBe("2026-12-08T08:00:00-06:00");
    // No notice: the window under way is not offered, the next is.
    expect(first(0)).toBe("2026-12-07T10:00:00-06:00");
    expect(first(2)).toBe("2026-12-07T12:00:00-06:00");
    // 17h30 from 08:30 Monday is 02:00 Tuesday: still Tuesday 8 AM; 48 hours: Wednesday 10 AM.
    expect(first(48)).toBe("2026-12-09T10:00:00-06:00");
  });

  it("offers daysAhead days counted from today in the business zone", () => {
    const days = (daysAhead: number, now = MONDAY) =>
      daysOf(offeredWindows({ settings: settings({ daysAhead, minNoticeHours: 0 }), now, booked: none })).map(
        (d) => d.date,
      );
    expect(days(1)).toEqual(["2026-12-07"]);
    expect(days(3)).toEqual(["2026-12-07", "2026-12-08", "2026-12-09"]);
    // 11 PM Monday in Des Moines is already Tuesday in UTC; today is still Monday.
    expect(days(2, at("2026-12-08T05:00:00Z"))).toEqual(["2026-12-08"]);
    // 21 days from Monday, December 7 end on Sunday the 27th: the last weekday, the 24th and 25th being holidays, is the 23rd.
    expect(days(21).at(-1)).toBe("2026-12-23");
  });

  it("leaves out blocked dates and, unless told not to, the holidays", () => {
    const windows = offeredWindows({
      settings: settings({ blockedDates: ["2026-12-08"], daysAhead: 3, minNoticeHours: 0 }),
      now: MONDAY,
      booked: none,
    });
    expect(daysOf(windows).map((d) => d.date)).toEqual(["2026-12-07", "2026-12-09"]);
    // Thanksgiving 2026 is Thursday, November 26, and the Friday after is off too.
    const thanksgivingWeek = (holidays: boolean) =>
      daysOf(
        offeredWindows({
          settings: settings({ holidays, daysAhead: 7, minNoticeHours: 0 }),
          now: at("2026-11-23T06:00:00Z"),
          booked: none,
        }),
      ).map((d) => d.date);
    expect(thanksgivingWeek(true)).toEqual(["2026-11-23", "2026-11-24", "2026-11-25"]);
    expect(thanksgivingWeek(false)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
    ]);
  });

  it("leaves out a window a busy time overlaps even partly, and keeps one it only touches", () => {
    const tuesday = (busy: { start: number; end: number }[]) =>
      starts(
        offeredWindows({ settings: settings({ daysAhead: 2 }), now: MONDAY, booked: none, busy }),
      ).filter((s) => s.startsWith("2026-12-08"));
    expect(tuesday([{ start: at("2026-12-08T15:30:00Z"), end: at("2026-12-08T16:15:00Z") }])).toEqual([
      "2026-12-08T12:00:00-06:00",
      "2026-12-08T14:00:00-06:00",
      "2026-12-08T16:00:00-06:00",
    ]);
    // 8–10 AM busy exactly, and an appointment from 5:59 PM: only those windows go.
    expect(
      tuesday([
        { start: at("2026-12-08T14:00:00Z"), end: at("2026-12-08T16:00:00Z") },
        { start: at("2026-12-08T23:59:00Z"), end: at("2026-12-09T01:00:00Z") },
      ]),
    ).toEqual(["2026-12-08T10:00:00-06:00", "2026-12-08T12:00:00-06:00", "2026-12-08T14:00:00-06:00"]);
  });

  it("lists a full window with 0 places, and counts places left", () => {
    const booked = new Map([
      [windowKey("2026-12-08T08:00:00-06:00"), 1],
      [windowKey("2026-12-08T16:00:00Z"), 5],
    ]);
    const one = offeredWindows({ settings: settings({ daysAhead: 2 }), now: MONDAY, booked });
    expect(one.slice(0, 3).map((w) => w.available)).toEqual([0, 0, 1]);
    const three = offeredWindows({
      settings: settings({ daysAhead: 2, visitsPerWindow: 3 }),
      now: MONDAY,
      booked,
    });
    expect(three.slice(0, 3).map((w) => w.available)).toEqual([2, 0, 3]);
  });

  it("cuts each span into whole windows, dropping a shorter tail", () => {
    const hours = {
      ...demo.hours,
      tuesday: [
        { start: "13:00", end: "16:30" },
        { start: "08:30", end: "12:00" },
      ],
    };
    const windows = offeredWindows({
      settings: settings({ hours, daysAhead: 2 }),
      now: MONDAY,
      booked: none,
    });
    expect(windows.map(windowLabel)).toEqual(["Tue Dec 8, 8:30–10:30 AM", "Tue Dec 8, 1–3 PM"]);
    const short = { ...demo.hours, tuesday: [{ start: "08:00", end: "09:00" }] };
    expect(
      offeredWindows({ settings: settings({ hours: short, daysAhead: 2 }), now: MONDAY, booked: none }),
    ).toEqual([]);
  });
});

describe("a visitor's choice", () => {
  const windows = offeredWindows({
    settings: settings({ daysAhead: 2 }),
    now: MONDAY,
    booked: new Map([[windowKey("2026-12-08T12:00:00-06:00"), 1]]),
  });

  it("is the same window in any ISO spelling of its start", () => {
    const key = String(at("2026-12-08T14:00:00Z"));
    for (const spelling of [
      "2026-12-08T08:00:00-06:00",
      "2026-12-08T14:00:00Z",
      "2026-12-08T14:00Z",
      "2026-12-08T14:00:00.000Z",
      "2026-12-08T08:00:00-0600",
      "2026-12-08T09:00:00-05:00",
      key,
    ]) {
      expect(windowKey(spelling)).toBe(key);
      expect(findWindow(windows, spelling)?.start).toBe("2026-12-08T08:00:00-06:00");
    }
    expect(windowKey(at("2026-12-08T14:00:00Z"))).toBe(key);
  });

  it("refuses a start that names no instant", () => {
    for (const garbage of [
      "",
      "tomorrow",
      "2026-12-08T08:00:00",
      "2026-12-08 08:00:00Z",
      "2026-02-30T08:00:00Z",
      "2026-12-08T25:00:00Z",
      "2026-12-08T08:00:00+99:00",
      "1e12",
      `2026-12-08T14:00:00Z${" ".repeat(50)}`,
    ]) {
      expect(() => windowKey(garbage)).toThrow(RangeError);
      expect(findWindow(windows, garbage)).toBeUndefined();
      expect(checkWindow(windows, garbage, MONDAY)).toEqual({ ok: false, reason: "not-offered" });
    }
    expect(() => windowKey(Number.NaN)).toThrow(RangeError);
  });

  it("is checked: past, not offered, full, or the window", () => {
    expect(checkWindow(windows, "2026-12-07T08:00:00-06:00", MONDAY)).toEqual({ ok: false, reason: "past" });
    // Today's 10 AM is too soon for the notice, and 7 AM is no window.
    expect(checkWindow(windows, "2026-12-07T10:00:00-06:00", MONDAY)).toEqual({
      ok: false,
      reason: "not-offered",
    });
    expect(checkWindow(windows, "2026-12-08T07:00:00-06:00", MONDAY)).toEqual({
      ok: false,
      reason: "not-offered",
    });
    expect(checkWindow(windows, "2026-12-08T18:00:00Z", MONDAY)).toEqual({ ok: false, reason: "full" });
    expect(checkWindow(windows, "2026-12-08T16:00:00Z", MONDAY)).toEqual({ ok: true, window: windows[1] });
  });

  it("finds the nearest free windows to a full one, in time order", () => {
    // 8 AM and 4 PM are both four hours off noon: the earlier wins the tie.
    expect(starts(nearestFree(windows, "2026-12-08T12:00:00-06:00"))).toEqual([
      "2026-12-08T08:00:00-06:00",
      "2026-12-08T10:00:00-06:00",
      "2026-12-08T14:00:00-06:00",
    ]);
    expect(starts(nearestFree(windows, "2026-12-08T12:00:00-06:00", 1))).toEqual([
      "2026-12-08T10:00:00-06:00",
    ]);
    expect(starts(nearestFree(windows, "garbage", 2))).toEqual([
      "2026-12-08T08:00:00-06:00",
      "2026-12-08T10:00:00-06:00",
    ]);
  });
});

describe("the words for a window", () => {
  const window = (start: string, end: string): VisitWindow => ({
    start,
    end,
    timeZone: "America/Chicago",
    available: 1,
  });

  it("names the day and the hours, with an en dash", () => {
    expect(windowLabel(window("2026-12-08T08:00:00-06:00", "2026-12-08T10:00:00-06:00"))).toBe(
      "Tue Dec 8, 8–10 AM",
    );
    expect(windowLabel(window("2026-12-08T11:00:00-06:00", "2026-12-08T13:00:00-06:00"))).toBe(
      "Tue Dec 8, 11 AM–1 PM",
    );
    expect(windowLabel(window("2026-12-08T08:30:00-06:00", "2026-12-08T10:30:00-06:00"))).toBe(
      "Tue Dec 8, 8:30–10:30 AM",
    );
    expect(windowLabel(window("2026-12-08T12:00:00-06:00", "2026-12-08T14:00:00-06:00"))).toBe(
      "Tue Dec 8, 12–2 PM",
    );
    // Read in the business zone whatever the spelling.
    expect(windowLabel(window("2026-07-01T14:00:00Z", "2026-07-01T16:00:00Z"))).toBe("Wed Jul 1, 9–11 AM");
  });

  it("names a day in full, and groups windows by day", () => {
    expect(dayLabel("2026-12-08")).toBe("Tuesday, December 8");
    const days = daysOf(offeredWindows({ settings: settings({ daysAhead: 3 }), now: MONDAY, booked: none }));
    expect(days.map((d) => [d.date, d.label, d.windows.length])).toEqual([
      ["2026-12-08", "Tuesday, December 8", 5],
      ["2026-12-09", "Wednesday, December 9", 5],
    ]);
  });
});
