import { looseEmailPattern, maxLengths, tooLongMessage } from "@shared/forms/fields.ts";
import { FORM_TYPES } from "@shared/forms/lead.ts";
import { campaignQueryKeys, referrerKey } from "@shared/forms/utm.ts";
import { z } from "zod/mini";

/**
 * The general lead payload (spec §3) as the server reads it from any client: the
 * helper's body, or another client posting the same fields. It checks types and
 * sizes and that a lead can be answered (a phone or an e-mail). Fields it does not
 * know are kept with the lead; the server first bounds every field to a value or a
 * flat list or object of values, and their number (server/leads/parse.ts).
 *
 * A lead that names one of the site's forms is then checked with that form's own
 * schema; any other lead with `generalLeadRules`.
 */
function optionalText(field: string, max: number) {
  return z.optional(z.string().check(z.trim(), z.maxLength(max, tooLongMessage(field, max))));
}

const campaignValue = z.optional(z.string().check(z.maxLength(200, tooLongMessage("Campaign value", 200))));

/** "quote, lead or contact": the form types as a sentence names them. */
const formTypeWords = `${FORM_TYPES.slice(0, -1).join(", ")} or ${FORM_TYPES.at(-1)}`;

export const leadBodySchema = z
  .looseObject({
    form_name: optionalText("Form name", 200),
    form_type: z.optional(z.enum(FORM_TYPES, { error: `Form type must be ${formTypeWords}` })),
    page_source: optionalText("Page source", 200),
    lead_type: optionalText("Lead type", 100),
    lead_label: optionalText("Lead label", 100),
    source: optionalText("Source", 200),
    name: optionalText("Name", maxLengths.name * 2 + 1),
    firstName: optionalText("First name", maxLengths.name),
    lastName: optionalText("Last name", maxLengths.name),
    email: z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(maxLengths.email, tooLongMessage("Email", maxLengths.email)),
        z.refine((value) => value === "" || looseEmailPattern.test(value), {
          error: "Please enter a valid email",
        }),
      ),
    ),
    phone: optionalText("Phone number", maxLengths.phone),
    subject: optionalText("Subject", maxLengths.subject),
    message: optionalText("Message", maxLengths.message),
    projectDescription: optionalText("Project description", maxLengths.message),
    address: optionalText("Address", maxLengths.address),
    city: optionalText("City", maxLengths.city),
    zip: optionalText("ZIP code", maxLengths.zip),
    serviceType: optionalText("Service type", 50),
    projectSize: optionalText("Project size", 50),
    timeline: optionalText("Timeline", 50),
    budget: optionalText("Budget", 50),
    propertyType: optionalText("Property type", 50),
    hearAboutUs: optionalText("How you heard about us", 50),
    privacyPolicy: z.optional(z.boolean({ error: "Privacy policy must be true or false" })),
    leadMagnet: optionalText("Lead magnet", 100),
    productType: optionalText("Product type", 100),
    // Composed from the fields above, so allowed to be longer than any one of them.
    notes: optionalText("Notes", 12_000),
    additionalContext: optionalText("Additional context", 12_000),
    qualificationData: optionalText("Qualification data", 2_000),
    tags: z.optional(
      z
        .array(z.string().check(z.maxLength(200, tooLongMessage("Tag", 200))), {
          error: "Tags must be a list of texts",
        })
        .check(z.maxLength(50, "Too many tags")),
    ),
    page_url: optionalText("Page address", 2_000),
    submitted_at: optionalText("Submission time", 40),
    utm_params: z.optional(
      z.object(Object.fromEntries([...campaignQueryKeys, referrerKey].map((key) => [key, campaignValue])), {
        error: "Campaign parameters must be an object of texts",
      }),
    ),
  })
  .check(
    z.refine((lead) => Boolean(lead.email || lead.phone), {
      error: "Phone number or email is required",
      path: ["contact"],
    }),
  );

export type LeadBody = z.infer<typeof leadBodySchema>;

/**
 * What a lead from another client must also meet: the spec's phone rule (at least 10
 * characters) when a phone is given. A form of this site has its own rules instead
 * (step 1 of the two-step form, say, accepts any phone its pattern allows).
 */
export const generalLeadRules = z.looseObject({
  phone: z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => value === "" || value.length >= 10, { error: "Please enter a valid phone number" }),
    ),
  ),
});
