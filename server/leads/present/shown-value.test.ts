import { describe, expect, it } from "vitest";
import { oneLine, shownLines, shownValue } from "./shown-value.ts";

const deep = (depth: number) => JSON.parse(`${"[".repeat(depth)}"x"${"]".repeat(depth)}`);

describe("a stored value as people read it", () => {
  it("shows a value, a flat list and a flat object as one text", () => {
    expect(shownValue("Patio")).toBe("Patio");
    expect(shownValue(12)).toBe("12");
    expect(shownValue(null)).toBe("");
    expect(shownValue(["Website Lead", 2, false, null])).toBe("Website Lead, 2, false, ");
    expect(shownValue({ utm_source: "google", clicks: 3 })).toBe("utm_source: google, clicks: 3");
  });

  it("counts what is nested below a field's own list or object instead of walking it, however deep", () => {
    expect(shownValue([["a", "b"], { c: 1 }])).toBe("(a list of 2, not shown), (a group of 1, not shown)");
    expect(shownValue({ roof: { pitch: 6 } })).toBe("roof: (a group of 1, not shown)");
    expect(shownValue(deep(100_000))).toBe("(a list of 1, not shown)");
  });

  it("puts a label on one line, whatever breaks a line in a mail client or a terminal", () => {
    expect(oneLine("Lead\r\nid:\nfake\rx\u2028y\u2029z\u0085w\vv\ff\u001b[31mred")).toBe(
      "Lead id: fake x y z w v f [31mred",
    );
  });

  it("splits a value into its lines at every line break, without control characters", () => {
    expect(shownLines("one\r\ntwo\nthree\rfour\u2028five\u0000six\u001b")).toEqual([
      "one",
      "two",
      "three",
      "four",
      "five six",
    ]);
  });
});
