import type { BookingValues } from "@shared/booking/form.ts";
import { type VisitWindow, windowLabel } from "@shared/booking/windows.ts";
import { isoWithOffset } from "@shared/booking/zone.ts";
import type { SiteConfig } from "@shared/content/site.ts";
import { splitName } from "@shared/forms/lead.ts";
import { BOOKING_ENDPOINT, type Visit } from "../store/index.ts";
import { submissionHash } from "../submission-hash.ts";
import type { PreparedLead } from "../submit.ts";

/**
 * A booking as the business receives it (issue 41): the spec's general lead payload (form_type
 * "lead") with the appointment added, the same for the booking and each of its updates.
 */

export const BOOKING_FORM_NAME = "Book Page - On-site Estimate";
export const BOOKING_SOURCE = "Book Page";

/** "1200 NW Park St, Ankeny, IA 50023" */
export function fullAddress(
  form: Pick<BookingValues, "address" | "city" | "zip">,
  site: Pick<SiteConfig, "address">,
) {
  return `${form.address.trim()}, ${form.city.trim()}, ${site.address.region} ${form.zip.trim()}`;
}

/**
 * The lead the business receives: the spec's general lead payload (form_type "lead"), with the
 * appointment added. Reschedules and cancellations send the same with the appointment's new state.
 */
export function bookingPayload(input: {
  form: BookingValues;
  window: Pick<VisitWindow, "start" | "end" | "timeZone">;
  /** The visit's id: the same in the booking's lead and each of its updates. */
  visitId: string;
  address: string;
  now: Date;
  referer?: string;
  siteUrl: string;
  status?: "booked" | "rescheduled" | "cancelled" | "requested";
}): Record<string, unknown> {
  const { form, window } = input;
  const label = windowLabel({ ...window, available: 0 });
  const status = input.status ?? "booked";
  return {
    name: form.name,
    ...splitName(form.name),
    email: form.email,
    phone: form.phone,
    message: form.message ? `On-site estimate ${label}. ${form.message}` : `On-site estimate ${label}.`,
    form_type: "lead",
    form_name: BOOKING_FORM_NAME,
    source: BOOKING_SOURCE,
    page_source: "Book",
    lead_type: "Prospect",
    lead_label: "On-site Estimate",
    address: form.address,
    city: form.city,
    zip: form.zip,
    page_url: input.referer?.slice(0, 2000) || `${input.siteUrl}/book`,
    tags: ["on-site-estimate", `appointment-${status}`],
    submitted_at: input.now.toISOString(),
    ...(form.contact_lead_id ? { contact_lead_id: form.contact_lead_id } : {}),
    appointment: {
      id: input.visitId,
      start: window.start,
      end: window.end,
      timeZone: window.timeZone,
      address: input.address,
      status,
    },
  };
}

/** A window's start and end as the API gives them, from the store's times. */
export function windowOfVisit(visit: Pick<Visit, "windowStart" | "windowEnd" | "timeZone">) {
  return {
    start: isoWithOffset(visit.windowStart.getTime(), visit.timeZone),
    end: isoWithOffset(visit.windowEnd.getTime(), visit.timeZone),
    timeZone: visit.timeZone,
    available: 0,
  };
}

/**
 * What every record of a booking's submission says of where it came from, stored or spooled: its
 * form, its visitor, and the key and body hash a repeat is compared with.
 */
export function bookingLeadFields(
  submission: { body: unknown; idempotencyKey?: string; userAgent?: string },
  form: Pick<BookingValues, "email" | "name">,
): Pick<
  PreparedLead,
  "formType" | "formName" | "endpoint" | "email" | "name" | "idempotencyKey" | "bodyHash" | "userAgent"
> {
  return {
    formType: "lead",
    formName: BOOKING_FORM_NAME,
    endpoint: BOOKING_ENDPOINT,
    email: form.email,
    name: form.name,
    idempotencyKey: submission.idempotencyKey ?? null,
    bodyHash: submission.idempotencyKey ? submissionHash(submission.body) : null,
    userAgent: submission.userAgent?.slice(0, 500) ?? null,
  };
}
