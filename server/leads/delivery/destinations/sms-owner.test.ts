import { describe, expect, it } from "vitest";
import { hourWords, numberForReading, quietHoursWords } from "./sms-owner.ts";

/** The texts' settings in the owner's words, for the WordPress settings screen. */

describe("the texts' settings in words", () => {
  it("writes a US number for reading and leaves any other as it is", () => {
    expect(numberForReading("+15155550142")).toBe("+1 515-555-0142");
    expect(numberForReading("+442071838750")).toBe("+442071838750");
  });

  it("says the hours as the owner does, midnight and noon by name", () => {
    expect([0, 6, 11, 12, 13, 21, 23].map(hourWords)).toEqual([
      "midnight",
      "6 AM",
      "11 AM",
      "noon",
      "1 PM",
      "9 PM",
      "11 PM",
    ]);
    expect(quietHoursWords({ from: 21, to: 6 })).toBe("9 PM to 6 AM, Des Moines time");
    expect(quietHoursWords({ from: 22, to: 7 })).toBe("10 PM to 7 AM, Des Moines time");
    expect(quietHoursWords(null)).toBe("off");
  });
});
