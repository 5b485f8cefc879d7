import { windowLabel } from "@shared/booking/windows.ts";
import { visitInvitation } from "../../calendar/index.ts";
import type { Lead } from "../store/index.ts";

/**
 * The visit a booking's lead carries (its payload's `appointment`, issue 41) as an invitation for
 * the owner's lead e-mail: the owner's copy, with the visitor's details, under the visit's own UID,
 * so a move or a cancellation replaces the event the owner's calendar took from the first e-mail.
 * None for any other lead, or for an appointment that does not read.
 */

/** SEQUENCE counts seconds from here: each update's lead is newer than the one before. */
const SEQUENCE_EPOCH = Date.UTC(2026, 0, 1);

export function appointmentInvitation(
  lead: Pick<Lead, "payload" | "createdAt" | "id">,
  business: { name: string; email: string; phone: string; siteUrl: string },
): { method: "REQUEST" | "CANCEL"; content: string } | null {
  const appointment = lead.payload.appointment;
  if (typeof appointment !== "object" || appointment === null) return null;
  const { id, start, end, status } = appointment as Record<string, unknown>;
  const startAt = typeof start === "string" ? new Date(start) : null;
  const endAt = typeof end === "string" ? new Date(end) : null;
  if (!startAt || !endAt || Number.isNaN(startAt.getTime()) || Number.isNaN(endAt.getTime())) return null;
  const text = (key: string) => {
    const value = lead.payload[key];
    return typeof value === "string" ? value : "";
  };
  const cancelled = status === "cancelled";
  const content = visitInvitation(
    {
      id: typeof id === "string" && /^[\w-]{1,100}$/.test(id) ? id : lead.id,
      start: startAt,
      end: endAt,
      status: cancelled ? "cancelled" : "booked",
      sequence:
        status === "booked" ? 0 : Math.max(1, Math.floor((lead.createdAt.getTime() - SEQUENCE_EPOCH) / 1000)),
      name: text("name"),
      phone: text("phone"),
      email: text("email"),
      address: text("address"),
      city: text("city"),
      zip: text("zip"),
      message: text("message"),
      updatedAt: lead.createdAt,
    },
    {
      audience: "owner",
      businessName: business.name,
      businessEmail: business.email,
      businessPhone: business.phone,
      siteUrl: business.siteUrl,
    },
  );
  return { method: cancelled ? "CANCEL" : "REQUEST", content };
}

/** A booking's appointment as the owner's e-mail names it; null for any other lead. */
export interface AppointmentFacts {
  /** "Mon Nov 30, 8–10 AM" */
  label: string;
  address: string;
  status: "booked" | "rescheduled" | "cancelled" | "requested";
}

const STATUSES = ["booked", "rescheduled", "cancelled", "requested"] as const;

export function appointmentFacts(payload: Record<string, unknown>): AppointmentFacts | null {
  const appointment = payload.appointment;
  if (typeof appointment !== "object" || appointment === null) return null;
  const { start, end, timeZone, address, status } = appointment as Record<string, unknown>;
  if (typeof start !== "string" || typeof end !== "string" || typeof timeZone !== "string") return null;
  if (Number.isNaN(Date.parse(start)) || Number.isNaN(Date.parse(end))) return null;
  let label: string;
  try {
    label = windowLabel({ start, end, timeZone, available: 0 });
  } catch {
    return null;
  }
  return {
    label,
    address: typeof address === "string" ? address : "",
    status: (STATUSES as readonly unknown[]).includes(status)
      ? (status as AppointmentFacts["status"])
      : "booked",
  };
}

/** The subject's words for each state of a visit. */
export const APPOINTMENT_SUBJECTS: Record<AppointmentFacts["status"], string> = {
  booked: "Estimate visit booked",
  rescheduled: "Estimate visit moved",
  cancelled: "Estimate visit cancelled",
  requested: "Estimate visit requested (call to confirm)",
};
