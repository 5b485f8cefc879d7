import { z } from "zod/mini";
import { type FormOption, valuesOf } from "./options.ts";

// zod's mini build: the same parser as zod's classic API, in functions a bundle keeps only when
// they are used (the classic schemas' methods pull in all of zod, about 20 KB on every form page).
// Importing this module changes no global setting: the browser's zod configuration (no `new Function`
// under the site's CSP) is made with the forms' code, app/forms/use-lead-form.ts.

/**
 * Building blocks of the form schemas. Text is trimmed, so a field holding only
 * spaces counts as empty. The maximum lengths are far beyond anything a visitor
 * types; they exist so the server can refuse abusive bodies with a clear message.
 */
export const maxLengths = {
  name: 100,
  email: 254,
  phone: 40,
  subject: 200,
  address: 200,
  city: 100,
  zip: 20,
  message: 5000,
} as const;

/**
 * The e-mail pattern of the two-step and product forms (docs/product.md,
 * "Decided: e-mail pattern"): non-space characters @ non-space characters . non-space characters.
 */
export const looseEmailPattern = /^\S+@\S+\.\S+$/;

export function tooLongMessage(field: string, max: number): string {
  return `${field} must be at most ${max} characters`;
}

/** Trimmed text with the spec's minimum (and its message) and a generous maximum. */
export function text(options: { min: number; message: string; max: number; field: string }) {
  return z
    .string({ error: options.message })
    .check(
      z.trim(),
      z.minLength(options.min, options.message),
      z.maxLength(options.max, tooLongMessage(options.field, options.max)),
    );
}

/** Trimmed text the visitor may leave empty or out. */
export function optionalText(options: { max: number; field: string }) {
  return z.optional(
    z.string().check(z.trim(), z.maxLength(options.max, tooLongMessage(options.field, options.max))),
  );
}

/** A standard e-mail address (contact, quote, quick-quote and webhook-test forms). */
export function email(message: string) {
  return z.pipe(
    z
      .string({ error: message })
      .check(z.trim(), z.maxLength(maxLengths.email, tooLongMessage("Email", maxLengths.email))),
    z.email({ error: message }),
  );
}

/** The phone rule of every form: at least 10 characters, formatting included. */
export function phone(message = "Please enter a valid phone number") {
  return text({ min: 10, message, max: maxLengths.phone, field: "Phone number" });
}

/** A required choice: one of the list's values; anything else (or nothing) gives `message`. */
export function choice<const T extends readonly [FormOption, ...FormOption[]]>(options: T, message: string) {
  return z.enum(valuesOf(options), { error: message });
}

/** An optional choice: absent, empty (the select's placeholder) or one of the list's values. */
export function optionalChoice<const T extends readonly [FormOption, ...FormOption[]]>(options: T) {
  return z.optional(
    z.union([z.enum(valuesOf(options)), z.literal("")], { error: "Please choose one of the listed options" }),
  );
}
