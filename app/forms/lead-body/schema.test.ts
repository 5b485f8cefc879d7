import { describe, expect, it } from "vitest";
import {
  contactLead,
  leadRequestBody,
  productContactLead,
  productDetailsLead,
  quickQuoteLead,
  quoteLead,
  twoStepContactLead,
  twoStepDetailsLead,
  webhookTestLead,
} from "~/lib/lead-payloads";
import { fieldErrors } from "../field-errors.test-support";
import { leadBodySchema } from "./schema";

const context = { pageUrl: "https://gdmconcrete.example/", now: new Date("2026-05-04T15:30:00.000Z") };
const campaign = { utm_source: "google", referrer: "www.google.com" };
const person = { firstName: "Dana", lastName: "Lee", email: "dana@example.com", phone: "515-555-0143" };

const everyFormsLead = {
  "quick quote": quickQuoteLead(
    { name: "Dana Lee", email: "dana@example.com", phone: "515-555-0143" },
    context,
  ),
  contact: contactLead(
    {
      name: "Dana Lee",
      email: "dana@example.com",
      phone: "515-555-0143",
      subject: "Steps",
      message: "Front steps are cracked.",
    },
    context,
  ),
  quote: quoteLead(
    {
      name: "Dana Lee",
      email: "dana@example.com",
      phone: "515-555-0143",
      address: "1200 NW 5th St",
      city: "Ankeny",
      zip: "50023",
      serviceType: "patios",
      projectDescription: "New patio behind the house.",
      projectSize: "",
      privacyPolicy: true,
    },
    context,
  ),
  "two-step, step 1": twoStepContactLead({ contact: "515-555-0143" }, {}, context),
  "two-step, step 2": twoStepDetailsLead({ ...person, serviceType: "patio", timeline: "asap" }, {}, context),
  "product, step 1": productContactLead({ contact: "a@b.c" }, {}, context),
  "product, step 2": productDetailsLead(
    {
      ...person,
      serviceType: "driveway",
      projectSize: "small",
      timeline: "1month",
      budget: "under-5k",
      propertyType: "residential",
      projectDescription: "Widen the driveway by 4 feet.",
    },
    {},
    context,
  ),
  "webhook test": webhookTestLead({ name: "Test User", email: "test@example.com" }, context),
};

describe("the lead body the server parses", () => {
  for (const [form, lead] of Object.entries(everyFormsLead)) {
    it(`accepts, unchanged, what the ${form} form sends`, () => {
      const body = JSON.parse(JSON.stringify(leadRequestBody(lead, campaign)));
      expect(leadBodySchema.parse(body)).toEqual(body);
    });
  }

  it("needs a phone or an e-mail", () => {
    const body = leadRequestBody(twoStepContactLead({ contact: "515-555-0143" }, {}, context), {});
    expect(fieldErrors(leadBodySchema, { ...body, phone: "" })).toEqual({
      contact: ["Phone number or email is required"],
    });
  });

  it("refuses an unknown form type, a bad e-mail and oversized fields with clear messages", () => {
    const body = leadRequestBody(everyFormsLead.contact, campaign);
    expect(
      fieldErrors(leadBodySchema, {
        ...body,
        form_type: "spam",
        email: "not an email",
        message: "x".repeat(5001),
        tags: Array.from({ length: 51 }, (_, i) => `tag ${i}`),
        utm_params: { utm_source: "x".repeat(201) },
      }),
    ).toEqual({
      form_type: ["Form type must be quote, lead or contact"],
      email: ["Please enter a valid email"],
      message: ["Message must be at most 5000 characters"],
      tags: ["Too many tags"],
      utm_params: ["Campaign value must be at most 200 characters"],
    });
  });

  it("drops fields it does not know", () => {
    const body = { ...leadRequestBody(everyFormsLead.contact, {}), isAdmin: true };
    expect(leadBodySchema.parse(body)).not.toHaveProperty("isAdmin");
  });
});
