import { z } from "zod/mini";
import { choice, looseEmailPattern, maxLengths, optionalText, phone, text } from "../fields.ts";
import { leadServiceTypes, leadTimelines } from "../options.ts";

// The two-step and product forms check e-mail with the loose pattern in step 1 and
// step 2 alike, so an address accepted in step 1 and prefilled into step 2 is never refused there.
const emailPattern = looseEmailPattern;
// Step 1's phone pattern: an optional +, then digits, spaces, hyphens, parentheses, dots.
const phonePattern = /^\+?[\d\s\-().]+$/;

export type ContactKind = "email" | "phone";

/** Step 1's single field holds a phone or an e-mail; a match of the e-mail pattern is an e-mail. */
export function contactKind(contact: string): ContactKind {
  return emailPattern.test(contact.trim()) ? "email" : "phone";
}

export const contactStepSchema = z.object({
  contact: z.string({ error: "Phone number or email is required" }).check(
    z.trim(),
    z.minLength(1, "Phone number or email is required"),
    z.maxLength(maxLengths.email, "Please enter a valid phone number or email address"),
    z.refine((value) => value === "" || emailPattern.test(value) || phonePattern.test(value), {
      error: "Please enter a valid phone number or email address",
    }),
  ),
});

export function patternEmail(message = "Please enter a valid email") {
  return z
    .string({ error: message })
    .check(z.trim(), z.maxLength(maxLengths.email, message), z.regex(emailPattern, message));
}

/** The fields both step-2 forms share: who the visitor is. */
export const leadPersonFields = {
  firstName: text({ min: 1, message: "First name is required", max: maxLengths.name, field: "First name" }),
  lastName: text({ min: 1, message: "Last name is required", max: maxLengths.name, field: "Last name" }),
  email: patternEmail(),
  phone: phone(),
  serviceType: choice(leadServiceTypes, "Please select a service"),
};

export const detailsStepSchema = z.object({
  ...leadPersonFields,
  timeline: choice(leadTimelines, "Please select a timeline"),
  message: optionalText({ max: maxLengths.message, field: "Message" }),
});

export type ContactStepValues = z.infer<typeof contactStepSchema>;
export type DetailsStepValues = z.infer<typeof detailsStepSchema>;
