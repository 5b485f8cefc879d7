/**
 * Calendars in and out, with no account anywhere (issue 41, docs/decisions/050): the owner's own
 * calendar read from its private iCalendar address, the visits written as iCalendar (an invitation
 * per visit, the owner's subscribed feed), and the feed's signed address.
 */
export { feedUrl, signFeedToken, verifyFeedToken } from "./feed-token.ts";
export { type VisitForCalendar, visitInvitation, visitsFeed } from "./ics.ts";
export {
  type BusyTime,
  type CalendarHealth,
  calendarAddress,
  createOwnerCalendar,
  type OwnerCalendar,
} from "./owner-calendar.ts";
