import { describe, expect, it } from "vitest";
import { fieldErrors, firstError } from "../forms/field-errors.test-support.ts";
import { bookingRefusal, bookingSchema, parseBooking } from "./form.ts";

const valid = {
  start: "2026-12-08T08:00:00-06:00",
  name: "Mary Ann Smith",
  phone: "515-555-0143",
  email: "mary@example.com",
  address: "1200 Grand Ave",
  city: "West Des Moines",
  zip: "50265",
};

describe("the booking form", () => {
  it("accepts a complete booking, with or without the optional fields", () => {
    expect(bookingSchema.parse(valid)).toEqual(valid);
    const more = {
      ...valid,
      message: "Cracked driveway, about 20 by 24 feet.",
      contact_lead_id: "lead_01J-xyz",
    };
    expect(bookingSchema.parse(more)).toEqual(more);
    expect(bookingSchema.parse({ ...valid, contact_lead_id: "", _hp: "" })).toEqual({
      ...valid,
      contact_lead_id: "",
      _hp: "",
    });
  });

  it("trims what the visitor typed", () => {
    expect(bookingSchema.parse({ ...valid, name: "  Mary  ", zip: " 50265 " })).toMatchObject({
      name: "Mary",
      zip: "50265",
    });
  });

  it("shows each field's message", () => {
    expect(
      fieldErrors(bookingSchema, {
        start: "",
        name: "M",
        phone: "12345",
        email: "mary",
        address: " ",
        city: "",
        zip: "5026",
      }),
    ).toEqual({
      start: ["Please choose a time for the visit"],
      name: ["Please enter your name"],
      phone: ["Please enter a valid phone number"],
      email: ["Please enter a valid email"],
      address: ["Please enter the street address of the job"],
      city: ["Please enter the city"],
      zip: ["Please enter a 5-digit ZIP code"],
    });
  });

  it("names every missing field", () => {
    expect(Object.keys(fieldErrors(bookingSchema, {}) ?? {}).sort()).toEqual(
      ["address", "city", "email", "name", "phone", "start", "zip"].sort(),
    );
  });

  it("refuses a start that is no time, and accepts any spelling of one", () => {
    for (const start of ["tomorrow morning", "2026-12-08T08:00:00", "2026-13-08T08:00:00Z", 1765202400000]) {
      expect(firstError(bookingSchema, { ...valid, start }, "start")).toBe(
        "Please choose a time for the visit",
      );
    }
    expect(fieldErrors(bookingSchema, { ...valid, start: "2026-12-08T14:00:00Z" })).toBeNull();
  });

  it("bounds the lengths", () => {
    expect(firstError(bookingSchema, { ...valid, name: "x".repeat(101) }, "name")).toBe(
      "Name must be at most 100 characters",
    );
    expect(firstError(bookingSchema, { ...valid, address: "x".repeat(201) }, "address")).toBe(
      "Address must be at most 200 characters",
    );
    expect(firstError(bookingSchema, { ...valid, city: "x".repeat(101) }, "city")).toBe(
      "City must be at most 100 characters",
    );
    expect(firstError(bookingSchema, { ...valid, message: "x".repeat(2001) }, "message")).toBe(
      "Message must be at most 2000 characters",
    );
    expect(fieldErrors(bookingSchema, { ...valid, message: "x".repeat(2000) })).toBeNull();
    expect(firstError(bookingSchema, { ...valid, contact_lead_id: "x".repeat(101) }, "contact_lead_id")).toBe(
      "Contact lead ID must be at most 100 characters",
    );
    expect(firstError(bookingSchema, { ...valid, contact_lead_id: "abc def" }, "contact_lead_id")).toBe(
      "Contact lead ID must be letters, digits, - or _",
    );
  });

  it("never refuses the honeypot: the spam guard holds the lead and the bot learns nothing", () => {
    expect(fieldErrors(bookingSchema, { ...valid, _hp: "https://spam.example" })).toBeNull();
    expect(fieldErrors(bookingSchema, { ...valid, _hp: 42 })).toBeNull();
  });

  it("answers with the lead endpoints' 422 shape: one message per field", () => {
    const parsed = parseBooking({ ...valid, zip: "abc", email: "" });
    expect(parsed).toEqual({
      ok: false,
      fields: { email: "Please enter a valid email", zip: "Please enter a 5-digit ZIP code" },
    });
    expect(parseBooking([])).toEqual({ ok: false, fields: { form: expect.any(String) } });
    if (!parsed.ok) {
      expect(bookingRefusal(parsed.fields)).toEqual({
        success: false,
        message: "Please correct the highlighted fields.",
        fields: parsed.fields,
      });
    }
    expect(parseBooking(valid)).toEqual({ ok: true, values: valid });
  });
});
