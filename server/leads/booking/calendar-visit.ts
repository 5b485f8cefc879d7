import type { VisitForCalendar } from "../../calendar/index.ts";
import type { Visit } from "../store/index.ts";

/** The store's key name the owner's feed address is signed with (`npm run leads -- calendar-url`). */
export const FEED_KEY_NAME = "visits-feed";

/** A stored visit as the calendars show it; each change raises its SEQUENCE (seconds since it was booked). */
export function calendarVisitOf(visit: Visit, status: Visit["status"] = visit.status): VisitForCalendar {
  return {
    id: visit.id,
    start: visit.windowStart,
    end: visit.windowEnd,
    status,
    sequence: Math.max(0, Math.floor((visit.updatedAt.getTime() - visit.createdAt.getTime()) / 1000)),
    name: visit.name,
    phone: visit.phone ?? "",
    email: visit.email ?? "",
    address: visit.address,
    city: visit.city,
    zip: visit.zip,
    updatedAt: visit.updatedAt,
  };
}
