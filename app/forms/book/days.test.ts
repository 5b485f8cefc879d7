import { describe, expect, it } from "vitest";
import { bookingDays, chosenDay, slotsOf } from "./days.ts";

const zone = "America/Chicago";
// December: Central Standard Time, UTC−6.
const window = (start: string, end: string, available = 1) => ({ start, end, timeZone: zone, available });
const windows = [
  window("2026-12-08T16:00:00.000Z", "2026-12-08T18:00:00.000Z", 0),
  window("2026-12-08T14:00:00.000Z", "2026-12-08T16:00:00.000Z", 0),
  window("2026-12-09T17:00:00.000Z", "2026-12-09T19:00:00.000Z", 2),
  // 5 PM in Iowa is already the next day in UTC: it belongs to the 9th.
  window("2026-12-09T23:00:00.000Z", "2026-12-10T01:00:00.000Z", 1),
];

describe("the booking page's days and windows", () => {
  it("puts a window on its day in Iowa's time, not UTC's", () => {
    expect(slotsOf(windows, "2026-12-09").map((slot) => slot.fullLabel)).toEqual([
      "Wed Dec 9, 11 AM–1 PM",
      "Wed Dec 9, 5–7 PM",
    ]);
  });

  it("lists the days in order with the windows still open on each", () => {
    expect(bookingDays(windows)).toEqual([
      { key: "2026-12-08", label: "Tue Dec 8", open: 0 },
      { key: "2026-12-09", label: "Wed Dec 9", open: 2 },
    ]);
  });

  it("shows a full window as taken, in time order", () => {
    expect(slotsOf(windows, "2026-12-08")).toEqual([
      { start: windows[1].start, label: "8–10 AM", fullLabel: "Tue Dec 8, 8–10 AM", taken: true },
      { start: windows[0].start, label: "10 AM–12 PM", fullLabel: "Tue Dec 8, 10 AM–12 PM", taken: true },
    ]);
  });

  it("opens on the asked day, the asked window's day, or the first day with an open window", () => {
    const days = bookingDays(windows);
    expect(chosenDay(windows, days, { day: "2026-12-08", start: null })).toBe("2026-12-08");
    expect(chosenDay(windows, days, { day: null, start: windows[0].start })).toBe("2026-12-08");
    expect(chosenDay(windows, days, { day: "2027-01-01", start: null })).toBe("2026-12-09");
    expect(chosenDay(windows, days, { day: "tomorrow", start: "x" })).toBe("2026-12-09");
    expect(chosenDay([], [], { day: null, start: null })).toBeNull();
  });
});
