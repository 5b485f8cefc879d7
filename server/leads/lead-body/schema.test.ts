import { contactLead } from "@shared/forms/contact/lead.ts";
import { fieldErrors } from "@shared/forms/field-errors.test-support.ts";
import { leadRequestBody } from "@shared/forms/lead.ts";
import { productContactLead, productDetailsLead } from "@shared/forms/product/lead.ts";
import { quickQuoteLead } from "@shared/forms/quick-quote/lead.ts";
import { quoteLead } from "@shared/forms/quote/lead.ts";
import { twoStepContactLead, twoStepDetailsLead } from "@shared/forms/two-step/lead.ts";
import { webhookTestLead } from "@shared/forms/webhook-test/lead.ts";
import { describe, expect, it } from "vitest";
import { generalLeadRules, leadBodySchema } from "./schema.ts";

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

  it("keeps fields it does not know, so another client's extra data reaches the business", () => {
    const body = { ...leadRequestBody(everyFormsLead.contact, {}), crmId: "A-1029", roof: { pitch: 6 } };
    expect(leadBodySchema.parse(body)).toMatchObject({ crmId: "A-1029", roof: { pitch: 6 } });
  });

  it("lets form name and form type be left out: the endpoint and the source supply them", () => {
    expect(fieldErrors(leadBodySchema, { phone: "515-555-0143" })).toBeNull();
    expect(fieldErrors(leadBodySchema, { email: "pat@example.com", firstName: "", lastName: "" })).toBeNull();
  });
});

describe("the general rules, for a lead that names none of the site's forms", () => {
  it("accepts the spec's general lead payload as it stands", () => {
    const payload = {
      name: "Pat Jones",
      email: "pat@example.com",
      phone: "(515) 555-0143",
      message: "Front steps are heaving after the winter.",
      form_type: "contact",
      source: "Partner site",
      page_source: "Partner site",
      lead_type: "Prospect",
      serviceType: "repair",
      timeline: "asap",
      budget: "5k-10k",
      propertyType: "residential",
      projectDescription: "Three steps and a stoop.",
      address: "418 SE Delaware Ave, Ankeny",
      page_url: "https://partner.example/concrete",
      utm_params: { utm_source: "partner" },
      tags: ["Partner"],
      submitted_at: "2026-11-22T15:00:00.000Z",
    };
    expect(fieldErrors(leadBodySchema, payload)).toBeNull();
    expect(fieldErrors(generalLeadRules, payload)).toBeNull();
  });

  it("refuses a phone too short to call, with the spec's message", () => {
    expect(fieldErrors(generalLeadRules, { phone: "555" })).toEqual({
      phone: ["Please enter a valid phone number"],
    });
  });
});
