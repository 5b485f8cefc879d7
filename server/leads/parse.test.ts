import { DEFAULT_PRICES } from "@shared/content/prices.ts";
import { contactLead } from "@shared/forms/contact/lead.ts";
import { leadRequestBody } from "@shared/forms/lead.ts";
import { quoteLead } from "@shared/forms/quote/lead.ts";
import { twoStepDetailsLead } from "@shared/forms/two-step/lead.ts";
import { describe, expect, it } from "vitest";
import { generalLeadPayload } from "../../tests/general-lead-payload.ts";
import type { LeadEndpoint } from "./endpoints.ts";
import {
  MAX_FIELD_ITEMS,
  MAX_LEAD_FIELDS,
  type ParseInput,
  parseMessages,
  parseSubmission,
} from "./parse.ts";

const now = new Date("2026-11-22T15:00:00.000Z");
const context = { pageUrl: "https://www.example.com/contact", now };
const parse = (body: unknown, endpoint: LeadEndpoint = "contact", format: ParseInput["format"] = "json") =>
  parseSubmission({
    endpoint,
    body,
    format,
    now,
    defaultPageUrl: "https://www.example.com/contact",
    prices: DEFAULT_PRICES,
  });
const fieldsOf = (body: unknown, endpoint?: LeadEndpoint) => {
  const parsed = parse(body, endpoint);
  return parsed.ok ? null : parsed.fields;
};
const range = (count: number) => Array.from({ length: count }, (_, i) => i);
const deep = (depth: number) => JSON.parse(`${"[".repeat(depth)}1${"]".repeat(depth)}`);

describe("how deep and wide a submission may be", () => {
  it("accepts the spec's general payload and the site's forms, their campaign object and tags list included", () => {
    for (const type of ["quote", "lead", "contact"] as const) {
      expect(fieldsOf(generalLeadPayload(type), type)).toBeNull();
    }
    const campaign = { utm_source: "google", utm_campaign: "spring" };
    const contact = contactLead(
      {
        name: "Dana Lee",
        email: "dana@example.com",
        phone: "515-555-0143",
        subject: "Steps",
        message: "The front steps are cracked and heaving.",
      },
      context,
    );
    const details = twoStepDetailsLead(
      {
        firstName: "Dana",
        lastName: "Lee",
        email: "dana@example.com",
        phone: "515-555-0143",
        serviceType: "patio",
        timeline: "asap",
      },
      {},
      context,
    );
    expect(fieldsOf(leadRequestBody(contact, campaign))).toBeNull();
    expect(fieldsOf(leadRequestBody(details, campaign), "quote")).toBeNull();
    const quote = quoteLead(
      {
        name: "Dana Lee",
        email: "dana@example.com",
        phone: "515-555-0143",
        address: "1200 NW 5th St",
        city: "Ankeny",
        zip: "50023",
        serviceType: "patios",
        projectDescription: "New patio.",
        projectSize: "",
        privacyPolicy: true,
      },
      context,
    );
    expect(fieldsOf(leadRequestBody(quote, campaign), "quote")).toBeNull();
  });

  it(`keeps up to ${MAX_LEAD_FIELDS} fields, and refuses one more`, () => {
    const base = generalLeadPayload("contact");
    const padded = (count: number) => ({
      ...base,
      ...Object.fromEntries(range(count - Object.keys(base).length).map((i) => [`extra_${i}`, i])),
    });
    const fits = parse(padded(MAX_LEAD_FIELDS));
    expect(fits.ok && fits.lead.payload.extra_0).toBe(0);
    expect(fieldsOf(padded(MAX_LEAD_FIELDS + 1))).toEqual({ form: parseMessages.tooManyFields });
  });

  it(`keeps a flat list or object of up to ${MAX_FIELD_ITEMS} values, and refuses one more`, () => {
    const list = range(MAX_FIELD_ITEMS).map((i) => [`text ${i}`, i, true, null][i % 4]);
    const object = Object.fromEntries(range(MAX_FIELD_ITEMS).map((i) => [`k${i}`, i % 2 === 0]));
    const fits = parse(generalLeadPayload("contact", { list, object }));
    expect(fits.ok && fits.lead.payload).toMatchObject({ list, object });

    expect(fieldsOf(generalLeadPayload("contact", { list: [...list, "one more"] }))).toEqual({
      list: parseMessages.tooManyItems,
    });
    expect(fieldsOf(generalLeadPayload("contact", { object: { ...object, more: 1 } }))).toEqual({
      object: parseMessages.tooManyItems,
    });
    expect(fieldsOf(generalLeadPayload("contact", { tags: range(MAX_FIELD_ITEMS + 1).map(String) }))).toEqual(
      {
        tags: parseMessages.tooManyItems,
      },
    );
  });

  it("refuses a list or object inside a field, naming each field, a campaign's and a known field's too", () => {
    expect(
      fieldsOf(
        generalLeadPayload("contact", {
          roof: { pitch: { degrees: 6 } },
          photos: [["a.jpg"]],
          utm_params: { utm_source: ["google"] },
          name: [{ first: "Pat" }],
        }),
      ),
    ).toEqual({
      roof: parseMessages.tooDeep,
      photos: parseMessages.tooDeep,
      utm_params: parseMessages.tooDeep,
      name: parseMessages.tooDeep,
    });
  });

  it("answers a body 100,000 deep without walking it, for both kinds of post", () => {
    expect(fieldsOf(generalLeadPayload("contact", { deep: deep(100_000) }))).toEqual({
      deep: parseMessages.tooDeep,
    });
    expect(fieldsOf({ ...generalLeadPayload("quote"), deep: deep(100_000) }, "wp-forms-quote")).toEqual({
      deep: parseMessages.tooDeep,
    });
  });

  it("refuses a plain form post repeating a field more times than a list may hold", () => {
    const post = {
      name: "Pat",
      email: "pat@example.com",
      message: "Patio",
      tags: range(MAX_FIELD_ITEMS + 1).map(String),
    };
    const parsed = parse(post, "contact", "form");
    expect(parsed.ok ? null : parsed.fields).toEqual({ tags: parseMessages.tooManyItems });
  });
});
