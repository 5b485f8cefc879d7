/**
 * The free on-site estimate's visits (issue 41, rules/visits.ts): a visitor books a place in a time
 * window, and the booking is a lead like any other, delivered by the outbox. A window's places are
 * counted by the store, in the transaction that stores the booking, so a window is never overbooked,
 * however many instances book at once.
 */

import type { LeadEndpoint } from "@shared/forms/lead.ts";
import type { NewLead, RepeatedBody } from "./intake.ts";
import type { Delivery, Lead } from "./read.ts";

/** The endpoint a booking's lead, and its updates' (a reschedule, a cancellation), are stored under. */
export const BOOKING_ENDPOINT = "booking" satisfies LeadEndpoint;

/** A visitor or the owner called it off. */
export type VisitCanceller = "visitor" | "owner";

export interface Visit {
  id: string;
  /** The lead the booking was stored as; its reschedules and cancellation are leads linked to it. */
  leadId: string;
  windowStart: Date;
  windowEnd: Date;
  /** The time zone the window was offered in (e.g. America/Chicago), for the words of a reminder. */
  timeZone: string;
  status: "booked" | "cancelled";
  name: string;
  /** The phone as the visitor typed it. */
  phone: string | null;
  /** Its digits, the last 10: "(515) 555-0142" and "515-555-0142" are one phone. */
  phoneKey: string | null;
  /** Lower case, trimmed. */
  email: string | null;
  address: string;
  city: string;
  zip: string;
  createdAt: Date;
  updatedAt: Date;
  cancelledAt: Date | null;
  cancelledBy: VisitCanceller | null;
  reminderSentAt: Date | null;
  /**
   * Set at booking when this phone or this e-mail already held 2 or more booked visits still to
   * come: the owner may want to call before driving out.
   */
  flagged: boolean;
}

/** A phone's digits, the last 10 (a leading 1 or +1 dropped): how two spellings of one phone compare. */
export function phoneKeyOf(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits ? digits.slice(-10) : null;
}

/** Future booked visits a phone or an e-mail may hold before the next one is flagged. */
export const VISITS_BEFORE_FLAG = 2;

/** A window: when it starts and ends, and how many visits it takes. */
export interface VisitWindow {
  windowStart: Date;
  windowEnd: Date;
  /** Places in the window (visitsPerWindow); a window at it is full. */
  capacity: number;
}

export interface NewVisit extends VisitWindow {
  /** Lets the endpoint put the id in the answer it stores; a random UUID otherwise. */
  id?: string;
  timeZone: string;
  name: string;
  phone: string | null;
  email: string | null;
  address: string;
  city: string;
  zip: string;
}

export type BookVisitResult =
  | { ok: true; duplicate: false; visit: Visit; lead: Lead; deliveries: Delivery[] }
  /**
   * The lead's Idempotency-Key was taken: the first booking's visit, lead and deliveries, nothing
   * stored; `body` compares the repeat's bodyHash with the first's, as submit's does.
   */
  | { ok: true; duplicate: true; visit: Visit; lead: Lead; deliveries: Delivery[]; body: RepeatedBody }
  /** The window was full: nothing was stored. */
  | { ok: false; reason: "full" };

export type RescheduleVisitResult =
  /** `moved`: false when the visit was already in that window (nothing was stored). */
  { ok: true; visit: Visit; moved: boolean } | { ok: false; reason: "full" | "not-found" | "cancelled" };

export type CancelVisitResult =
  /** `alreadyCancelled`: it was; nothing changed and no update was stored. */
  { ok: true; visit: Visit; alreadyCancelled: boolean } | { ok: false; reason: "not-found" };

/** The estimate's visits: booking, moving and cancelling places in windows, and their reminders. */
export interface EstimateVisits {
  /**
   * Takes a place in the window and stores the booking's lead and its delivery rows (as submit does),
   * in one transaction: when the window is full, nothing is stored. A repeated Idempotency-Key
   * (`lead.idempotencyKey`) stores nothing and answers the first booking (`duplicate: true`).
   */
  bookVisit(input: { lead: NewLead; visit: NewVisit }): Promise<BookVisitResult>;
  /**
   * Moves a booked visit to another window: frees its place, takes one in `to`, and stores `update`
   * as a lead linked to the booking's lead, with its delivery rows, in one transaction; when `to` is
   * full, nothing changes. A move to the window it is in changes and stores nothing (`moved: false`).
   */
  rescheduleVisit(input: {
    visitId: string;
    to: VisitWindow;
    update: NewLead;
  }): Promise<RescheduleVisitResult>;
  /**
   * Cancels a booked visit: frees its place and stores `update` as a lead linked to the booking's
   * lead, with its delivery rows, in one transaction. A cancelled visit's cancel changes and stores
   * nothing (`alreadyCancelled: true`).
   */
  cancelVisit(input: { visitId: string; by: VisitCanceller; update: NewLead }): Promise<CancelVisitResult>;
  getVisit(id: string): Promise<Visit | undefined>;
  /** The visit a booking's lead was stored for. */
  visitOfLead(leadId: string): Promise<Visit | undefined>;
  /** Visits whose window starts in [from, to), by window start; booked ones unless `includeCancelled`. */
  visitsBetween(from: Date, to: Date, opts?: { includeCancelled?: boolean }): Promise<Visit[]>;
  /** Places taken in each window starting in [from, to), by `String(windowStart.getTime())`. */
  placesTaken(from: Date, to: Date): Promise<Map<string, number>>;
  /** Booked visits not yet reminded whose window starts after `now` and before `windowStartBefore`. */
  dueReminders(now: Date, windowStartBefore: Date, limit: number): Promise<Visit[]>;
  /**
   * Claims a visit's reminder: true only for the one caller that marked it (of any number of
   * instances at once), false when it was marked already or the visit is cancelled or gone.
   */
  markReminderSent(visitId: string, at: Date): Promise<boolean>;
}
