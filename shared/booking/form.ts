import { z } from "zod/mini";
import { email, maxLengths, optionalText, phone, text, tooLongMessage } from "../forms/fields.ts";
import { instantOf } from "./windows.ts";

/**
 * The booking form (/book): the window chosen and who the estimator visits where. One schema for
 * the browser (messages under the fields as the visitor types) and the server (the 422 answer), in
 * the style of the other forms (shared/forms/contact/schema.ts). Whether the window is still free
 * and the ZIP in the area served are the server's checks (windows.ts, service-area.ts).
 */

export const bookingMessages = {
  start: "Please choose a time for the visit",
  name: "Please enter your name",
  phone: "Please enter a valid phone number",
  email: "Please enter a valid email",
  address: "Please enter the street address of the job",
  city: "Please enter the city",
  zip: "Please enter a 5-digit ZIP code",
  contactLeadId: "Contact lead ID must be letters, digits, - or _",
  /** The answer's message over the fields, as the other forms' (server/leads/submit.ts). */
  invalid: "Please correct the highlighted fields.",
} as const;

/** The field a person never sees; a filled one marks a bot (the spam guard of the other forms). */
export const BOOKING_HONEYPOT_FIELD = "_hp";

export const bookingMaxLengths = { message: 2000, contactLeadId: 100 } as const;

/** A window's start as the page sent it: ISO 8601 with its offset (any spelling of the instant). */
const start = z.string({ error: bookingMessages.start }).check(
  z.trim(),
  // One message for empty, too long (over 40 characters) and not a time alike: instantOf refuses each.
  z.refine((value) => instantOf(value) !== null, bookingMessages.start),
);

export const bookingSchema = z.object({
  start,
  name: text({ min: 2, message: bookingMessages.name, max: maxLengths.name, field: "Name" }),
  phone: phone(bookingMessages.phone),
  email: email(bookingMessages.email),
  address: text({ min: 1, message: bookingMessages.address, max: maxLengths.address, field: "Address" }),
  city: text({ min: 1, message: bookingMessages.city, max: maxLengths.city, field: "City" }),
  zip: z.string({ error: bookingMessages.zip }).check(z.trim(), z.regex(/^\d{5}$/, bookingMessages.zip)),
  message: optionalText({ max: bookingMaxLengths.message, field: "Message" }),
  /** The contact form's lead this booking follows, when the visitor came from its thank-you page. */
  contact_lead_id: z.optional(
    z
      .string({ error: bookingMessages.contactLeadId })
      .check(
        z.trim(),
        z.maxLength(
          bookingMaxLengths.contactLeadId,
          tooLongMessage("Contact lead ID", bookingMaxLengths.contactLeadId),
        ),
        z.regex(/^[A-Za-z0-9_-]*$/, bookingMessages.contactLeadId),
      ),
  ),
  /**
   * The honeypot, taken as sent and never refused: the server's spam guard holds a filled one, and
   * the visitor (or bot) is answered as any other, so it learns nothing.
   */
  [BOOKING_HONEYPOT_FIELD]: z.optional(z.unknown()),
});

export type BookingValues = z.infer<typeof bookingSchema>;

/** The fields a booking is read from, in the form's order: what a post may carry besides the guard's. */
export const BOOKING_FORM_FIELDS = [
  "start",
  "name",
  "phone",
  "email",
  "address",
  "city",
  "zip",
  "message",
  "contact_lead_id",
] as const satisfies readonly (keyof BookingValues)[];

/**
 * Each field's first message, keyed by its name ("form" for the body as a whole), as the lead
 * endpoints report field errors (server/leads/parse.ts).
 */
export function bookingFieldMessages(error: z.core.$ZodError | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const field = issue.path.map(String).join(".") || "form";
    fields[field] ??= issue.message;
  }
  return fields;
}

/** The body checked: the values, or the field messages a 422 answer carries. */
export function parseBooking(
  body: unknown,
): { ok: true; values: BookingValues } | { ok: false; fields: Record<string, string> } {
  const parsed = bookingSchema.safeParse(body);
  return parsed.success
    ? { ok: true, values: parsed.data }
    : { ok: false, fields: bookingFieldMessages(parsed.error) };
}

/** The 422 answer's body, the lead endpoints' shape: `{ success: false, message, fields }`. */
export function bookingRefusal(fields: Record<string, string>): {
  success: false;
  message: string;
  fields: Record<string, string>;
} {
  return { success: false, message: bookingMessages.invalid, fields };
}
