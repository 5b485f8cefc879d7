import { describe, expect, it } from "vitest";
import { MIN_FILL_MS, spamReason } from "./spam";

const now = Date.parse("2026-11-21T15:00:00Z");

describe("the spam guard", () => {
  it("lets a person through who filled the form in a normal time with the trap left empty", () => {
    expect(spamReason("", now - 45_000, now)).toBeNull();
    expect(spamReason(undefined, String(now - MIN_FILL_MS), now)).toBeNull();
  });

  it("flags any value in the honeypot field, whatever its type", () => {
    for (const value of ["x", " spam ", 1, true, ["a"], { a: 1 }]) {
      expect(spamReason(value, now - 60_000, now)).toBe("honeypot");
    }
    expect(spamReason("   ", now - 60_000, now)).toBeNull();
  });

  it("flags a form submitted faster than a person can fill it", () => {
    expect(spamReason("", now - 500, now)).toBe("too fast");
    expect(spamReason("", String(now - (MIN_FILL_MS - 1)), now)).toBe("too fast");
    expect(spamReason("", now, now)).toBe("too fast");
  });

  it("does not judge a missing, unreadable or future start time (a visitor's clock may run ahead)", () => {
    expect(spamReason("", undefined, now)).toBeNull();
    expect(spamReason("", "yesterday", now)).toBeNull();
    expect(spamReason("", { valueOf: 1 }, now)).toBeNull();
    expect(spamReason("", now + 60_000, now)).toBeNull();
  });
});
