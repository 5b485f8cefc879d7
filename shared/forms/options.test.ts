import { describe, expect, it } from "vitest";
import {
  hearAboutUsChoices,
  labelOf,
  leadServiceTypes,
  leadTimelines,
  productBudgets,
  productProjectSizes,
  propertyTypes,
  quoteBudgets,
  quoteProjectSizes,
  quoteServiceTypes,
  quoteTimelines,
  valuesOf,
} from "./options.ts";

describe("the values the business receives", () => {
  it("are the spec's values on the quote page", () => {
    expect(valuesOf(quoteServiceTypes)).toEqual([
      "driveways",
      "decorative",
      "patios",
      "sidewalks",
      "commercial",
      "repair",
      "other",
    ]);
    expect(valuesOf(quoteProjectSizes)).toEqual(["small", "medium", "large", "xlarge", "unsure"]);
    expect(valuesOf(quoteTimelines)).toEqual(["asap", "1month", "3months", "planning"]);
    expect(valuesOf(quoteBudgets)).toEqual(["under5k", "5k-10k", "10k-20k", "20k-plus", "flexible"]);
    expect(valuesOf(hearAboutUsChoices)).toEqual([
      "search",
      "referral",
      "social",
      "drive-by",
      "repeat",
      "other",
    ]);
  });

  it("are the spec's values on the two-step and product forms", () => {
    expect(valuesOf(leadServiceTypes)).toEqual([
      "driveway",
      "patio",
      "sidewalk",
      "decorative",
      "commercial",
      "other",
    ]);
    expect(valuesOf(leadTimelines)).toEqual(["asap", "1-2weeks", "1month", "2-3months", "planning"]);
    expect(valuesOf(productProjectSizes)).toEqual(["small", "medium", "large", "commercial"]);
    expect(valuesOf(productBudgets)).toEqual(["under-5k", "5k-10k", "10k-20k", "20k-plus", "discuss"]);
    expect(valuesOf(propertyTypes)).toEqual(["residential", "commercial", "industrial", "government"]);
  });
});

describe("the labels the visitor reads", () => {
  it("state the size and budget bands of the spec", () => {
    expect(quoteProjectSizes.map((option) => option.label)).toEqual([
      "Small (under 500 sq ft)",
      "Medium (500-1000 sq ft)",
      "Large (1000-2000 sq ft)",
      "Extra Large (over 2000 sq ft)",
      "Not sure yet",
    ]);
    expect(labelOf(productProjectSizes, "large")).toBe("Large (1500+ sq ft)");
    expect(labelOf(quoteBudgets, "20k-plus")).toBe("$20,000+");
  });

  it("are distinct within every list and never empty", () => {
    const lists = [
      quoteServiceTypes,
      quoteProjectSizes,
      quoteTimelines,
      quoteBudgets,
      hearAboutUsChoices,
      leadServiceTypes,
      leadTimelines,
      productProjectSizes,
      productBudgets,
      propertyTypes,
    ];
    for (const list of lists) {
      const labels = list.map((option) => option.label);
      expect(new Set(labels).size).toBe(labels.length);
      for (const label of labels) expect(label.trim()).not.toBe("");
    }
  });

  it("shows an unknown value as it is", () => {
    expect(labelOf(propertyTypes, "farm")).toBe("farm");
    expect(labelOf(propertyTypes, undefined)).toBe("");
  });
});
