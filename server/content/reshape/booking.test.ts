import { describe, expect, it } from "vitest";
import { reshapeBooking } from "./booking.ts";

describe("reading WordPress's booking settings (reshapeBooking)", () => {
  it("takes each valid setting with the business file's rules, the hours as the whole week", () => {
    const { booking, ignored } = reshapeBooking({
      booking: {
        hours: { monday: ["13:00-17:00", "08:00-12:00"], saturday: ["09:00-12:00"] },
        windowMinutes: 90,
        visitsPerWindow: 2,
        blockedDates: ["2026-12-31"],
        holidays: false,
        reminderTime: "18:00",
      },
    });
    expect(ignored).toEqual([]);
    expect(booking).toMatchObject({
      windowMinutes: 90,
      visitsPerWindow: 2,
      holidays: false,
      reminderTime: "18:00",
    });
    expect(booking.hours?.monday).toEqual([
      { start: "08:00", end: "12:00" },
      { start: "13:00", end: "17:00" },
    ]);
    expect(booking.hours?.tuesday).toEqual([]);
    expect(booking.blockedDates).toEqual(["2026-12-31"]);
  });

  it("leaves out each setting that is wrong, worded for the log, and keeps the others", () => {
    const { booking, ignored } = reshapeBooking({
      booking: {
        visitsPerWindow: 0,
        daysAhead: "many",
        blockedDates: ["2026-02-30"],
        hours: { monday: ["12:00-08:00"] },
        minNoticeHours: 24,
        windowMinutes: 60,
        visitMinutes: 90,
        evil: "<script>",
      },
    });
    expect(booking).toEqual({ minNoticeHours: 24, windowMinutes: 60 });
    expect(ignored.map((i) => i.setting).sort()).toEqual([
      "blockedDates",
      "daysAhead",
      "hours",
      "visitMinutes",
      "visitsPerWindow",
    ]);
    expect(ignored.find((i) => i.setting === "visitsPerWindow")?.reason).toBe("must be at least 1");
  });

  it("gives nothing without the section, or for blank and null values", () => {
    expect(reshapeBooking({})).toEqual({ booking: {}, ignored: [] });
    expect(reshapeBooking({ booking: "yes" })).toEqual({ booking: {}, ignored: [] });
    expect(reshapeBooking({ booking: { windowMinutes: null, reminderTime: "" } })).toEqual({
      booking: {},
      ignored: [],
    });
  });
});
