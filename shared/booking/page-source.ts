/**
 * What the booking page (/book) reads from the server: the open visit windows and the few settings
 * the page states. The server builds it (server/bookings); the page never sees the calendar itself.
 */

/** One visit window as the server gives it; `start` is sent back unchanged to book it. */
export interface BookingWindow {
  /** ISO 8601 instant, e.g. 2026-12-08T14:00:00.000Z. */
  start: string;
  end: string;
  /** The zone its day and time are told in, e.g. America/Chicago. */
  timeZone: string;
  /** Visits still free in this window; 0 is a full window, shown as taken. */
  available: number;
}

export interface BookingPage {
  timeZone: string;
  /** How long the estimator stays, in minutes. */
  visitMinutes: number;
  windows: BookingWindow[];
  /** The business phone, for anyone who would rather call. */
  phone: string;
}

/** The windows and settings of the booking page, as of `now` (epoch ms, the clock by default). */
export interface BookingPageSource {
  page(now?: number): Promise<BookingPage>;
}
