import { describe, expect, it } from "vitest";
import { fieldErrors, firstError } from "../field-errors.test-support.ts";
import { quoteSchema } from "./schema.ts";

const valid = {
  name: "Mary Ann Smith",
  email: "mary@example.com",
  phone: "(515) 555-0143",
  address: "1200 NW 5th St",
  city: "Ankeny",
  zip: "50023",
  serviceType: "driveways",
  projectDescription: "Replace a cracked two-car driveway.",
  projectSize: "medium",
  timeline: "1month",
  budget: "5k-10k",
  hearAboutUs: "referral",
  privacyPolicy: true,
};

describe("quote form", () => {
  it("accepts a complete request", () => {
    expect(quoteSchema.parse(valid)).toEqual(valid);
  });

  it("shows the spec's message under each field", () => {
    const errors = fieldErrors(quoteSchema, {
      name: "M",
      email: "mary@example",
      phone: "555-0143",
      address: "12 A",
      city: "A",
      zip: "5002",
      serviceType: "",
      projectDescription: "Driveway",
      privacyPolicy: false,
    });
    expect(errors).toEqual({
      name: ["Name must be at least 2 characters"],
      email: ["Please enter a valid email address"],
      phone: ["Please enter a valid phone number"],
      address: ["Please enter a valid address"],
      city: ["Please enter a valid city"],
      zip: ["Please enter a valid ZIP code"],
      serviceType: ["Please select a service type"],
      projectDescription: ["Please provide more details about your project"],
      privacyPolicy: ["You must agree to the privacy policy"],
    });
  });

  it("needs the privacy policy ticked, not just present", () => {
    const { privacyPolicy: _, ...unticked } = valid;
    expect(firstError(quoteSchema, unticked, "privacyPolicy")).toBe("You must agree to the privacy policy");
    expect(firstError(quoteSchema, { ...valid, privacyPolicy: "true" }, "privacyPolicy")).toBe(
      "You must agree to the privacy policy",
    );
  });

  it("leaves size, timeline, budget and how they heard about us optional", () => {
    const { projectSize, timeline, budget, hearAboutUs, ...required } = valid;
    expect(fieldErrors(quoteSchema, required)).toBeNull();
    expect(
      fieldErrors(quoteSchema, { ...required, projectSize: "", timeline: "", budget: "", hearAboutUs: "" }),
    ).toBeNull();
  });

  it("accepts only the listed service types, in their plural form", () => {
    expect(fieldErrors(quoteSchema, { ...valid, serviceType: "repair" })).toBeNull();
    expect(firstError(quoteSchema, { ...valid, serviceType: "driveway" }, "serviceType")).toBe(
      "Please select a service type",
    );
    expect(firstError(quoteSchema, { ...valid, budget: "a lot" }, "budget")).toBe(
      "Please choose one of the listed options",
    );
  });

  it("counts the minimum lengths exactly", () => {
    expect(
      fieldErrors(quoteSchema, {
        ...valid,
        name: "Al",
        address: "1 Rd.",
        city: "Ty",
        zip: "50023",
        projectDescription: "0123456789",
      }),
    ).toBeNull();
  });
});
