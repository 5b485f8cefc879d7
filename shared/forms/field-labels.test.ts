import { describe, expect, it } from "vitest";
import { fieldLabel, knownFieldLabel } from "./field-labels.ts";
import { quoteCopy } from "./quote/copy.ts";
import { quoteFormRules } from "./quote/lead.ts";

describe("field labels", () => {
  it("are the form's own where the form shows the field, the one map's otherwise", () => {
    expect(fieldLabel("name", quoteFormRules.labels)).toBe(quoteCopy.labels.name);
    expect(fieldLabel("hearAboutUs", quoteFormRules.labels)).toBe("How Did You Hear About Us?");
    expect(fieldLabel("utm_campaign", quoteFormRules.labels)).toBe("Campaign name (utm_campaign)");
    expect(fieldLabel("name")).toBe("Name");
  });

  it("put an unknown field in words, and never take Object's own properties for labels", () => {
    expect(fieldLabel("service_type_other")).toBe("Service type other");
    expect(fieldLabel("preferredContactTime")).toBe("Preferred contact time");
    expect(knownFieldLabel("constructor")).toBeUndefined();
    expect(knownFieldLabel("toString", { name: "Name" })).toBeUndefined();
  });
});
