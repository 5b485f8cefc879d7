/**
 * The booking of the free on-site estimate (issue 41, docs/decisions/050): its front door. The
 * service books, moves and cancels on the lead store; the router answers its addresses; the
 * reminders go out the day before; the owner's calendar is read, and the visits fed back to it.
 */

export { createOwnerCalendar, type OwnerCalendar } from "../../calendar/index.ts";
export { type ChosenCalendar, chooseOwnerCalendar, OWNER_CALENDAR_SETTING } from "./calendar-choice.ts";
export { FEED_KEY_NAME } from "./calendar-visit.ts";
export { startCalendarWarnings } from "./calendar-warning.ts";
export { windowOfVisit } from "./lead-payload.ts";
export { type BookingPageSource, bookingPageSource } from "./page-source.ts";
export { startVisitReminders } from "./reminders.ts";
export { createBookingRouter } from "./router.ts";
export { type BookingService, createBookingService } from "./service.ts";
export { createVisitMailer, type VisitMailer } from "./visit-mail.ts";
