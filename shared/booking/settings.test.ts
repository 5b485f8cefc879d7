import { siteConfig } from "@shared/content/site.ts";
import { describe, expect, it } from "vitest";
import { bookingFromSection, bookingSectionSchema } from "./file-section.ts";
import { bookingSettingsOf, DEFAULT_BOOKING, hoursFromOpeningHours } from "./settings.ts";

const weekdays = { start: "08:00", end: "18:00" };

describe("the booking settings", () => {
  it("default to the opening hours and the built-in numbers", () => {
    expect(bookingSettingsOf(siteConfig)).toEqual({
      timeZone: "America/Chicago",
      hours: {
        sunday: [],
        monday: [weekdays],
        tuesday: [weekdays],
        wednesday: [weekdays],
        thursday: [weekdays],
        friday: [weekdays],
        saturday: [],
      },
      windowMinutes: 120,
      visitsPerWindow: 1,
      daysAhead: 21,
      minNoticeHours: 18,
      blockedDates: [],
      holidays: true,
      visitMinutes: 45,
      reminderTime: "17:00",
    });
  });

  it("read schema.org days in either spelling, a day with two spans in order", () => {
    const hours = hoursFromOpeningHours([
      { days: ["https://schema.org/Saturday"], opens: "13:00", closes: "15:00" },
      { days: ["Saturday", "Someday"], opens: "09:00", closes: "12:00" },
    ]);
    expect(hours.saturday).toEqual([
      { start: "09:00", end: "12:00" },
      { start: "13:00", end: "15:00" },
    ]);
    expect(hours.monday).toEqual([]);
  });

  it("take the business file's, its hours being the whole week, and the environment's places over all", () => {
    const site = {
      ...siteConfig,
      booking: { hours: { tuesday: [{ start: "09:00", end: "15:00" }] }, visitsPerWindow: 2, daysAhead: 14 },
    };
    const settings = bookingSettingsOf(site);
    expect(settings.hours.tuesday).toEqual([{ start: "09:00", end: "15:00" }]);
    expect(settings.hours.monday).toEqual([]);
    expect(settings.visitsPerWindow).toBe(2);
    expect(settings.daysAhead).toBe(14);
    expect(settings.windowMinutes).toBe(DEFAULT_BOOKING.windowMinutes);
    expect(bookingSettingsOf(site, { visitsPerWindow: 4 }).visitsPerWindow).toBe(4);
    expect(bookingSettingsOf(site, {}).visitsPerWindow).toBe(2);
  });

  it("never share the defaults' list with a caller", () => {
    bookingSettingsOf(siteConfig).blockedDates.push("2026-12-31");
    expect(DEFAULT_BOOKING.blockedDates).toEqual([]);
  });
});

describe("the business file's booking section", () => {
  it("reads the hours as written into spans, and leaves out what it does not give", () => {
    const section = bookingSectionSchema.parse({
      hours: { monday: ["13:00-17:00", "08:00-12:00"], saturday: [] },
      windowMinutes: 90,
      blockedDates: ["2026-12-31"],
    });
    const input = bookingFromSection(section);
    expect(input).toEqual({
      hours: {
        monday: [
          { start: "08:00", end: "12:00" },
          { start: "13:00", end: "17:00" },
        ],
        tuesday: [],
        wednesday: [],
        thursday: [],
        friday: [],
        saturday: [],
        sunday: [],
      },
      windowMinutes: 90,
      blockedDates: ["2026-12-31"],
    });
    expect(bookingSettingsOf({ ...siteConfig, booking: input }).reminderTime).toBe("17:00");
  });

  it.each([
    [{ hours: { monday: ["8-12"] } }, "hours.monday.0", 'must be visit hours such as "08:00-12:00"'],
    [{ hours: { monday: ["12:00-08:00"] } }, "hours.monday.0", "must start before it ends"],
    [{ hours: { monday: ["08:00-12:00", "11:00-13:00"] } }, "hours.monday", "spans must not overlap"],
    [{ hours: { monday: "08:00-12:00" } }, "hours.monday", "must be a list of visit hours"],
    [{ windowMinutes: 20 }, "windowMinutes", "must be at least 30"],
    [{ visitsPerWindow: 21 }, "visitsPerWindow", "must be at most 20"],
    [{ daysAhead: 1.5 }, "daysAhead", "must be a whole number of days"],
    [{ minNoticeHours: 337 }, "minNoticeHours", "must be at most 336"],
    [{ blockedDates: ["2026-02-30"] }, "blockedDates.0", "must be a date of the calendar"],
    [{ blockedDates: ["12/31/2026"] }, "blockedDates.0", "must be a date such as"],
    [{ holidays: "yes" }, "holidays", "must be true or false"],
    [{ visitMinutes: 300 }, "visitMinutes", "must be at most 240"],
    [{ windowMinutes: 30, visitMinutes: 45 }, "visitMinutes", "must not be longer than a window"],
    [{ reminderTime: "5 PM" }, "reminderTime", 'must be a 24-hour time such as "17:00"'],
  ])("words what is wrong with %j", (section, field, message) => {
    const result = bookingSectionSchema.safeParse(section);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path.join(".") === field);
    expect(issue?.message, JSON.stringify(result.error?.issues)).toContain(message);
  });

  it("refuses too many blocked dates", () => {
    const dates = Array.from({ length: 367 }, () => "2026-12-31");
    expect(bookingSectionSchema.safeParse({ blockedDates: dates }).error?.issues[0].message).toBe(
      "must have at most 366 dates",
    );
  });
});
