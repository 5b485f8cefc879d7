import { describe, expect, it } from "vitest";
import { hoursFromLines, parseHoursLines, shortHours } from "./hours.ts";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

describe("reading the hours a business writes", () => {
  it("reads the contact page's own lines", () => {
    expect(
      parseHoursLines(["Monday-Friday 8:00 AM-5:00 PM", "Saturday 9:00 AM-2:00 PM", "Sunday Closed"]),
    ).toEqual([
      { days: WEEKDAYS, opens: "08:00", closes: "17:00" },
      { days: ["Saturday"], opens: "09:00", closes: "14:00" },
    ]);
  });

  it("reads the usual other spellings", () => {
    const same = [{ days: WEEKDAYS, opens: "07:30", closes: "16:30" }];
    for (const line of [
      "Mon-Fri 7:30am-4:30pm",
      "Mon – Fri: 7:30 a.m. to 4:30 p.m.",
      "Weekdays 7:30-16:30",
      "Monday through Friday 7:30 AM - 4:30 PM",
      "mon - fri 7:30-4:30 PM",
    ]) {
      expect(parseHoursLines([line]), line).toEqual(same);
    }
    expect(parseHoursLines(["Sat & Sun 10am-noon"])).toEqual([
      { days: ["Saturday", "Sunday"], opens: "10:00", closes: "12:00" },
    ]);
    expect(parseHoursLines(["Saturday 1-5 PM"])).toEqual([
      { days: ["Saturday"], opens: "13:00", closes: "17:00" },
    ]);
    expect(parseHoursLines(["Tues, Thurs 8AM-6PM"])).toEqual([
      { days: ["Tuesday", "Thursday"], opens: "08:00", closes: "18:00" },
    ]);
  });

  it("reads nothing it would have to guess, so no wrong hours reach the structured data", () => {
    for (const lines of [
      ["By appointment"],
      ["Mon-Fri 8-5"],
      ["Monday-Friday 8:00 AM-5:00 PM", "Call for weekend hours"],
      ["Funday 8AM-5PM"],
      ["Mon-Fri 5PM-8AM"],
      ["Mon-Fri 13:00 PM-14:00"],
      [],
    ]) {
      expect(parseHoursLines(lines), lines.join(" / ")).toBeNull();
    }
  });
});

describe("every reading of the hours from the lines written once", () => {
  it("gives the top bar and phone lines one short line and the structured data the same hours", () => {
    const hours = hoursFromLines(["Monday-Friday 7:00 AM-4:00 PM", "Saturday 8:00 AM-noon", "Sunday Closed"]);
    expect(hours.standard).toBe("Mon-Fri 7AM-4PM, Sat 8AM-12PM");
    expect(hours.phoneLine).toBe(hours.standard);
    expect(hours.contact).toEqual([
      "Monday-Friday 7:00 AM-4:00 PM",
      "Saturday 8:00 AM-noon",
      "Sunday Closed",
    ]);
    expect(hours.openingHours).toEqual([
      { days: WEEKDAYS, opens: "07:00", closes: "16:00" },
      { days: ["Saturday"], opens: "08:00", closes: "12:00" },
    ]);
    expect(hours.cityPageOpeningHours).toEqual(hours.openingHours);
  });

  it("shows lines it cannot read as written everywhere, and claims no structured hours", () => {
    const hours = hoursFromLines(["Weekdays by appointment", "  "]);
    expect(hours.standard).toBe("Weekdays by appointment");
    expect(hours.contact).toEqual(["Weekdays by appointment"]);
    expect(hours.openingHours).toEqual([]);
  });

  it("writes days that do not follow each other one by one", () => {
    expect(
      shortHours([
        { days: ["Monday", "Wednesday", "Friday"], opens: "08:30", closes: "17:00" },
        { days: ["Tuesday", "Thursday"], opens: "12:00", closes: "20:00" },
      ]),
    ).toBe("Mon, Wed, Fri 8:30AM-5PM, Tue, Thu 12PM-8PM");
  });
});
