import { z } from "zod";
import { campaignQueryKeys, referrerKey } from "~/lib/utm";
import { looseEmailPattern, maxLengths, tooLongMessage } from "../fields";

/**
 * The body the lead helper posts to /api/{type}, as the server parses it. Every
 * form's payload fits it; the per-form rules were already applied in the browser,
 * so this checks what every lead needs (a phone or an e-mail), types and sizes.
 * Fields outside this list are dropped.
 */
function optionalText(field: string, max: number) {
  return z.string().trim().max(max, tooLongMessage(field, max)).optional();
}

const campaignValue = z.string().max(200, tooLongMessage("Campaign value", 200)).optional();

export const leadBodySchema = z
  .object({
    form_name: z
      .string({ message: "Form name is required" })
      .trim()
      .min(1, "Form name is required")
      .max(200, tooLongMessage("Form name", 200)),
    form_type: z.enum(["quote", "lead", "contact"], { error: "Form type must be quote, lead or contact" }),
    page_source: optionalText("Page source", 200),
    lead_type: optionalText("Lead type", 100),
    source: optionalText("Source", 200),
    name: optionalText("Name", maxLengths.name * 2 + 1),
    firstName: optionalText("First name", maxLengths.name),
    lastName: optionalText("Last name", maxLengths.name),
    email: z
      .string()
      .trim()
      .max(maxLengths.email, tooLongMessage("Email", maxLengths.email))
      .refine((value) => value === "" || looseEmailPattern.test(value), {
        error: "Please enter a valid email",
      })
      .optional(),
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
    privacyPolicy: z.boolean().optional(),
    leadMagnet: optionalText("Lead magnet", 100),
    productType: optionalText("Product type", 100),
    // Composed from the fields above, so allowed to be longer than any one of them.
    notes: optionalText("Notes", 12_000),
    additionalContext: optionalText("Additional context", 12_000),
    qualificationData: optionalText("Qualification data", 2_000),
    tags: z
      .array(z.string().max(200, tooLongMessage("Tag", 200)))
      .max(50, "Too many tags")
      .optional(),
    page_url: optionalText("Page address", 2_000),
    submitted_at: optionalText("Submission time", 40),
    utm_params: z
      .object(Object.fromEntries([...campaignQueryKeys, referrerKey].map((key) => [key, campaignValue])))
      .optional(),
  })
  .refine((lead) => Boolean(lead.email || lead.phone), {
    error: "Phone number or email is required",
    path: ["contact"],
  });

export type LeadBody = z.infer<typeof leadBodySchema>;
