import { describe, expect, it } from "vitest";
import { fieldErrors } from "../field-errors.test-support.ts";
import { contactStepSchema, productDetailsStepSchema } from "./schema.ts";

const details = {
  firstName: "Dana",
  lastName: "Lee",
  email: "dana@example.com",
  phone: "515-555-0143",
  serviceType: "commercial",
  projectSize: "large",
  timeline: "2-3months",
  budget: "discuss",
  propertyType: "industrial",
  projectDescription: "Loading dock apron, about 1,800 sq ft.",
};

describe("product form", () => {
  it("has the two-step form's first step", () => {
    expect(fieldErrors(contactStepSchema, { contact: "" })).toEqual({
      contact: ["Phone number or email is required"],
    });
    expect(fieldErrors(contactStepSchema, { contact: "nope" })).toEqual({
      contact: ["Please enter a valid phone number or email address"],
    });
  });

  it("accepts complete details", () => {
    expect(productDetailsStepSchema.parse(details)).toEqual(details);
  });

  it("shows the spec's message under each field of step 2", () => {
    expect(
      fieldErrors(productDetailsStepSchema, {
        firstName: " ",
        lastName: "",
        email: "dana@",
        phone: "",
        serviceType: "",
        projectSize: "",
        timeline: "",
        budget: "",
        propertyType: "",
        projectDescription: "Dock",
      }),
    ).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      email: ["Please enter a valid email"],
      phone: ["Please enter a valid phone number"],
      serviceType: ["Please select a service"],
      projectSize: ["Please select project size"],
      timeline: ["Please select timeline"],
      budget: ["Please select budget range"],
      propertyType: ["Please select property type"],
      projectDescription: ["Please provide project details"],
    });
  });

  it("takes the product form's own bands, not the quote page's", () => {
    expect(
      fieldErrors(productDetailsStepSchema, { ...details, projectSize: "xlarge", budget: "under5k" }),
    ).toEqual({
      projectSize: ["Please select project size"],
      budget: ["Please select budget range"],
    });
  });
});
