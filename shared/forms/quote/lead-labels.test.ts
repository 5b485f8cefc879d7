import { quoteServiceTypes, valuesOf } from "@shared/forms/options.ts";
import { describe, expect, it } from "vitest";
import { leadLabelFor } from "./lead-labels.ts";

describe("lead label by service type", () => {
  it("names the five singular service keys", () => {
    expect(leadLabelFor("driveway")).toBe("Driveway Quote");
    expect(leadLabelFor("patio")).toBe("Patio Quote");
    expect(leadLabelFor("decorative")).toBe("Decorative Concrete Quote");
    expect(leadLabelFor("sidewalk")).toBe("Sidewalk Quote");
    expect(leadLabelFor("commercial")).toBe("Commercial Quote");
  });

  it("gives 'Quote Request' to anything else", () => {
    for (const other of ["repair", "other", "", undefined, "constructor", "toString"]) {
      expect(leadLabelFor(other)).toBe("Quote Request");
    }
  });

  it("keeps the spec's quirk: the quote form's plural values mostly get the default label", () => {
    const labels = Object.fromEntries(
      valuesOf(quoteServiceTypes).map((value) => [value, leadLabelFor(value)]),
    );
    expect(labels).toEqual({
      driveways: "Quote Request",
      decorative: "Decorative Concrete Quote",
      patios: "Quote Request",
      sidewalks: "Quote Request",
      commercial: "Commercial Quote",
      repair: "Quote Request",
      other: "Quote Request",
    });
  });
});
