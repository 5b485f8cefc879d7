import { bookAnswers } from "@shared/booking/copy.ts";
import { postLead } from "~/forms/lead-client.ts";

/** The fields of a booking, as the form names them and the server's 422 names its messages. */
export const BOOKING_FIELDS = [
  "start",
  "address",
  "city",
  "zip",
  "name",
  "phone",
  "email",
  "message",
] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

export interface BookedVisit {
  start: string;
  end: string;
  timeZone: string;
  /** "Tue Dec 8, 8–10 AM" */
  label: string;
  address: string;
  manageUrl?: string;
}

export interface NearestWindow {
  start: string;
  label: string;
}

/** What the server answered a booking, in the page's terms. */
export type BookingAnswer =
  | { kind: "booked"; visit: BookedVisit }
  /** Kept while the site's database was away: no time is held yet; the business calls to confirm (202). */
  | { kind: "requested"; message: string }
  | { kind: "invalid"; message: string; errors: Partial<Record<BookingField, string>> }
  | { kind: "taken"; message: string; nearest: NearestWindow[] }
  | { kind: "failed"; message: string };

const BOOKINGS_ENDPOINT = "/api/bookings";

/** Sends the form's values as JSON, with the visitor's action key, and reads the answer; never throws. */
export async function submitBooking(
  values: Record<string, string>,
  actionKey: string,
  origin: string,
): Promise<BookingAnswer> {
  try {
    const response = await postLead(new URL(BOOKINGS_ENDPOINT, origin), JSON.stringify(values), actionKey);
    return readAnswer(response.status, await response.json().catch(() => null));
  } catch {
    return { kind: "failed", message: bookAnswers.failed };
  }
}

/**
 * The server's answer (server/leads/booking): 201 booked, 202 requested (kept while its database was
 * away), 409 taken, 422 invalid, anything else failed.
 */
export function readAnswer(status: number, body: unknown): BookingAnswer {
  const answer = isObject(body) ? body : {};
  const message = typeof answer.message === "string" && answer.message ? answer.message : bookAnswers.failed;
  if (status === 201 || (status === 200 && answer.success === true)) {
    const visit = isObject(answer.visit) ? answer.visit : null;
    if (visit && typeof visit.label === "string")
      return {
        kind: "booked",
        visit: {
          start: String(visit.start ?? ""),
          end: String(visit.end ?? ""),
          timeZone: String(visit.timeZone ?? ""),
          label: visit.label,
          address: String(visit.address ?? ""),
          ...(typeof visit.manageUrl === "string" ? { manageUrl: visit.manageUrl } : {}),
        },
      };
  }
  if (status === 202 && answer.success === true) return { kind: "requested", message };
  // The field messages under `errors`, or `fields` as the lead endpoints name them (shared/booking/form.ts).
  const fields = isObject(answer.errors) ? answer.errors : isObject(answer.fields) ? answer.fields : null;
  if (status === 422 && fields) {
    const errors: Partial<Record<BookingField, string>> = {};
    for (const field of BOOKING_FIELDS) {
      const text = fields[field];
      if (typeof text === "string" && text) errors[field] = text;
    }
    return { kind: "invalid", message, errors };
  }
  if (status === 409) {
    const nearest = Array.isArray(answer.nearest)
      ? answer.nearest.flatMap((window: unknown) =>
          isObject(window) && typeof window.start === "string" && typeof window.label === "string"
            ? [{ start: window.start, label: window.label }]
            : [],
        )
      : [];
    return { kind: "taken", message, nearest };
  }
  return { kind: "failed", message };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
