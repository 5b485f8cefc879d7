import { describe, expect, it } from "vitest";
import { holidaysOf } from "./holidays.ts";

describe("the business's holidays", () => {
  it("are the eight days of 2026, each on its own date", () => {
    expect(holidaysOf(2026)).toEqual([
      { date: "2026-01-01", name: "New Year's Day" },
      { date: "2026-05-25", name: "Memorial Day" },
      { date: "2026-07-04", name: "Independence Day" },
      { date: "2026-09-07", name: "Labor Day" },
      { date: "2026-11-26", name: "Thanksgiving Day" },
      { date: "2026-11-27", name: "Day after Thanksgiving" },
      { date: "2026-12-24", name: "Christmas Eve" },
      { date: "2026-12-25", name: "Christmas Day" },
    ]);
  });

  it("find the moving days in other years", () => {
    const of = (year: number, name: string) => holidaysOf(year).find((h) => h.name === name)?.date;
    expect(of(2027, "Memorial Day")).toBe("2027-05-31");
    expect(of(2027, "Labor Day")).toBe("2027-09-06");
    expect(of(2027, "Thanksgiving Day")).toBe("2027-11-25");
    expect(of(2025, "Thanksgiving Day")).toBe("2025-11-27");
    expect(of(2028, "Day after Thanksgiving")).toBe("2028-11-24");
  });
});
