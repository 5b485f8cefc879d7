import { describe, expect, it } from "vitest";
import { fieldErrors, firstError } from "../field-errors.test-support.ts";
import { contactSchema } from "./schema.ts";

const valid = {
  name: "Mary Ann Smith",
  email: "mary@example.com",
  phone: "515-555-0143",
  subject: "Cracked driveway",
  message: "Our driveway has a long crack near the garage.",
};

describe("contact form", () => {
  it("accepts a complete message", () => {
    expect(contactSchema.parse(valid)).toEqual(valid);
  });

  it("shows the spec's message under each field", () => {
    expect(
      fieldErrors(contactSchema, { name: "", email: "mary", phone: "12345", subject: " ", message: "Hi" }),
    ).toEqual({
      name: ["Name is required"],
      email: ["Please enter a valid email"],
      phone: ["Please enter a valid phone number"],
      subject: ["Subject is required"],
      message: ["Please provide more details about your inquiry"],
    });
  });

  it("needs at least 10 characters of message", () => {
    expect(fieldErrors(contactSchema, { ...valid, message: "0123456789" })).toBeNull();
    expect(firstError(contactSchema, { ...valid, message: "012345678" }, "message")).toBe(
      "Please provide more details about your inquiry",
    );
  });

  it("refuses a message past 5000 characters", () => {
    expect(firstError(contactSchema, { ...valid, message: "x".repeat(5001) }, "message")).toBe(
      "Message must be at most 5000 characters",
    );
    expect(fieldErrors(contactSchema, { ...valid, message: "x".repeat(5000) })).toBeNull();
  });
});
