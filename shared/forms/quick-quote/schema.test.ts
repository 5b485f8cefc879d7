import { describe, expect, it } from "vitest";
import { fieldErrors, firstError } from "../field-errors.test-support.ts";
import { quickQuoteSchema } from "./schema.ts";

const valid = { name: "Dana Lee", phone: "(515) 555-0143", email: "dana@example.com" };

describe("quick-quote form", () => {
  it("accepts a name, a phone and an e-mail, trimmed", () => {
    expect(quickQuoteSchema.parse({ ...valid, name: "  Dana Lee " })).toEqual(valid);
  });

  it("shows the spec's message under each field", () => {
    expect(fieldErrors(quickQuoteSchema, { name: "", phone: "555-0143", email: "dana@" })).toEqual({
      name: ["Name is required"],
      phone: ["Please enter a valid phone number"],
      email: ["Please enter a valid email"],
    });
  });

  it("treats a name of spaces and missing fields as empty", () => {
    expect(firstError(quickQuoteSchema, { ...valid, name: "   " }, "name")).toBe("Name is required");
    expect(fieldErrors(quickQuoteSchema, {})).toEqual({
      name: ["Name is required"],
      phone: ["Please enter a valid phone number"],
      email: ["Please enter a valid email"],
    });
  });

  it("takes a phone of exactly 10 characters", () => {
    expect(fieldErrors(quickQuoteSchema, { ...valid, phone: "5155550143" })).toBeNull();
    expect(firstError(quickQuoteSchema, { ...valid, phone: "515555014" }, "phone")).toBe(
      "Please enter a valid phone number",
    );
  });

  it("refuses an abusive name with a clear message", () => {
    expect(firstError(quickQuoteSchema, { ...valid, name: "x".repeat(101) }, "name")).toBe(
      "Name must be at most 100 characters",
    );
  });
});
