import { describe, expect, it } from "vitest";
import { fieldErrors, firstError } from "../field-errors.test-support.ts";
import { contactKind, contactStepSchema, detailsStepSchema } from "./schema.ts";

describe("two-step form, step 1", () => {
  it("accepts a phone number or an e-mail", () => {
    for (const contact of [
      "(515) 555-0143",
      "+1 515.555.0143",
      "515-555-0143",
      "dana@example.com",
      "a@b.c",
    ]) {
      expect(fieldErrors(contactStepSchema, { contact })).toBeNull();
    }
  });

  it("asks for a contact when the field is empty", () => {
    expect(fieldErrors(contactStepSchema, { contact: "" })).toEqual({
      contact: ["Phone number or email is required"],
    });
    expect(fieldErrors(contactStepSchema, { contact: "   " })).toEqual({
      contact: ["Phone number or email is required"],
    });
    expect(fieldErrors(contactStepSchema, {})).toEqual({ contact: ["Phone number or email is required"] });
  });

  it("refuses what is neither", () => {
    for (const contact of ["call me", "dana@example", "dana @example.com", "515-CALL-NOW"]) {
      expect(firstError(contactStepSchema, { contact }, "contact")).toBe(
        "Please enter a valid phone number or email address",
      );
    }
  });

  it("tells an e-mail from a phone for the step-2 prefill", () => {
    expect(contactKind("dana@example.com")).toBe("email");
    expect(contactKind(" dana@example.com ")).toBe("email");
    expect(contactKind("(515) 555-0143")).toBe("phone");
  });
});

const details = {
  firstName: "Dana",
  lastName: "Lee",
  email: "dana@example.com",
  phone: "515-555-0143",
  serviceType: "patio",
  timeline: "1-2weeks",
  message: "",
};

describe("two-step form, step 2", () => {
  it("accepts the details with or without a message", () => {
    expect(fieldErrors(detailsStepSchema, details)).toBeNull();
    const { message: _, ...withoutMessage } = details;
    expect(fieldErrors(detailsStepSchema, withoutMessage)).toBeNull();
  });

  it("shows the spec's message under each field", () => {
    expect(
      fieldErrors(detailsStepSchema, {
        firstName: "",
        lastName: "",
        email: "dana",
        phone: "555",
        serviceType: "",
        timeline: "",
      }),
    ).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      email: ["Please enter a valid email"],
      phone: ["Please enter a valid phone number"],
      serviceType: ["Please select a service"],
      timeline: ["Please select a timeline"],
    });
  });

  it("accepts every e-mail step 1 accepted, so the prefill never fails", () => {
    expect(fieldErrors(detailsStepSchema, { ...details, email: "a@b.c" })).toBeNull();
  });

  it("takes only the form's singular service values", () => {
    expect(firstError(detailsStepSchema, { ...details, serviceType: "patios" }, "serviceType")).toBe(
      "Please select a service",
    );
  });
});
