import type { VisitForCalendar } from "../../calendar/index.ts";
import type { Visit } from "../store/index.ts";

/** The store's key name the owner's feed address is signed with (`npm run leads -- calendar-url`). */
export const FEED_KEY_NAME = "visits-feed";

/**
 * A stored visit as the calendars show it. Each change raises its SEQUENCE: tenths of a second since
 * it was booked (a move and a cancel a moment apart still differ; a year is far below 2^31).
 */
export function calendarVisitOf(visit: Visit, status: Visit["status"] = visit.status): VisitForCalendar {
  return {
    id: visit.id,
    start: visit.windowStart,
    end: visit.windowEnd,
    status,
    sequence: Math.max(
      status === "cancelled" ? 1 : 0,
      Math.floor((visit.updatedAt.getTime() - visit.createdAt.getTime()) / 100),
    ),
    name: visit.name,
    phone: visit.phone ?? "",
    email: visit.email ?? "",
    address: visit.address,
    city: visit.city,
    zip: visit.zip,
    updatedAt: visit.updatedAt,
  };
}
