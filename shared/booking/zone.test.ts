import { describe, expect, it } from "vitest";
import { addDays, isoWithOffset, offsetAt, zonedDate, zonedToUtc } from "./zone.ts";

const TZ = "America/Chicago";
const utc = (iso: string) => Date.parse(iso);

describe("the business's wall clock", () => {
  it("reads an instant in Chicago, in winter and in summer", () => {
    expect(zonedDate(utc("2026-12-08T14:00:00Z"), TZ)).toEqual({
      year: 2026,
      month: 12,
      day: 8,
      weekday: 2,
      hour: 8,
      minute: 0,
    });
    expect(zonedDate(utc("2026-07-01T04:59:00Z"), TZ)).toMatchObject({
      month: 6,
      day: 30,
      hour: 23,
      minute: 59,
    });
    expect(zonedDate(utc("2026-07-01T05:00:00Z"), TZ)).toMatchObject({ month: 7, day: 1, hour: 0 });
  });

  it("gives the instant of a wall time on either side of both changes", () => {
    expect(zonedToUtc({ year: 2026, month: 10, day: 30, hour: 8, minute: 0 }, TZ)).toBe(
      utc("2026-10-30T13:00:00Z"),
    );
    expect(zonedToUtc({ year: 2026, month: 11, day: 2, hour: 8, minute: 0 }, TZ)).toBe(
      utc("2026-11-02T14:00:00Z"),
    );
    expect(zonedToUtc({ year: 2026, month: 3, day: 7, hour: 8, minute: 0 }, TZ)).toBe(
      utc("2026-03-07T14:00:00Z"),
    );
    expect(zonedToUtc({ year: 2026, month: 3, day: 9, hour: 8, minute: 0 }, TZ)).toBe(
      utc("2026-03-09T13:00:00Z"),
    );
  });

  it("moves a time the clocks skip on by the gap, and takes the first of a time shown twice", () => {
    // 2026-03-08: 02:00 CST becomes 03:00 CDT; 02:30 does not exist and is read as 03:30 CDT.
    expect(zonedToUtc({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, TZ)).toBe(
      utc("2026-03-08T08:30:00Z"),
    );
    expect(zonedToUtc({ year: 2026, month: 3, day: 8, hour: 3, minute: 0 }, TZ)).toBe(
      utc("2026-03-08T08:00:00Z"),
    );
    // 2026-11-01: 01:30 happens at 06:30Z (CDT) and again at 07:30Z (CST); the first is taken.
    expect(zonedToUtc({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, TZ)).toBe(
      utc("2026-11-01T06:30:00Z"),
    );
    expect(zonedToUtc({ year: 2026, month: 11, day: 1, hour: 2, minute: 0 }, TZ)).toBe(
      utc("2026-11-01T08:00:00Z"),
    );
  });

  it("round-trips every hour across the fall-back day", () => {
    for (let ms = utc("2026-10-31T00:00:00Z"); ms < utc("2026-11-03T00:00:00Z"); ms += 3_600_000) {
      const t = zonedDate(ms, TZ);
      const back = zonedToUtc(t, TZ);
      // The repeated hour's second reading maps to its first: an hour earlier, never another time.
      expect([0, 3_600_000]).toContain(ms - back);
      expect(zonedDate(back, TZ)).toEqual(t);
    }
  });

  it("writes ISO 8601 with the offset in force", () => {
    expect(isoWithOffset(utc("2026-12-08T14:00:00Z"), TZ)).toBe("2026-12-08T08:00:00-06:00");
    expect(isoWithOffset(utc("2026-06-08T13:00:00Z"), TZ)).toBe("2026-06-08T08:00:00-05:00");
    expect(isoWithOffset(utc("2026-06-08T13:00:00Z"), "UTC")).toBe("2026-06-08T13:00:00+00:00");
    expect(isoWithOffset(utc("2026-06-08T13:00:00Z"), "Asia/Kolkata")).toBe("2026-06-08T18:30:00+05:30");
    expect(offsetAt(utc("2026-12-08T14:00:00Z"), TZ)).toBe(-6 * 3_600_000);
  });

  it("counts calendar days over month and year ends", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-11-01", 0)).toBe("2026-11-01");
  });

  it("refuses an unknown zone", () => {
    expect(() => zonedDate(0, "America/Nowhere")).toThrow(RangeError);
  });
});
