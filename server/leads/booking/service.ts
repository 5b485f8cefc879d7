import { randomUUID } from "node:crypto";
import { checkWindow, windowLabel } from "@shared/booking/windows.ts";
import type { SiteConfig } from "@shared/content/site.ts";
import { visitInvitation } from "../../calendar/index.ts";
import type { Logger } from "../../core/log.ts";
import { type Metrics, noMetrics } from "../../metrics/index.ts";
import { BOOKING_ENDPOINT, type NewDelivery, type NewLead, type Visit } from "../store/index.ts";
import type { PreparedLead } from "../submit.ts";
import {
  type BookAnswer,
  type BookingStore,
  type BookingSubmission,
  type BusyCalendar,
  bookVisit,
  type OfferedWindows,
  settingsFor,
  visitManageUrl,
  windowsOffered,
} from "./book.ts";
import { calendarVisitOf } from "./calendar-visit.ts";
import { BOOKING_FORM_NAME, bookingPayload, fullAddress, windowOfVisit } from "./lead-payload.ts";
import { type VisitEmailKind, type VisitMailer, visitEmail } from "./visit-mail.ts";
import { type RequestedAnswer, requestWhileAway } from "./while-away.ts";

/**
 * The booking's operations as the site runs them: the windows, a booking, a move and a
 * cancellation, each stored first, then the deliveries woken and the visitor e-mailed.
 */

export interface BookingServiceOptions {
  store: BookingStore;
  site: () => Promise<SiteConfig>;
  calendar: BusyCalendar;
  visitsPerWindow?: number;
  /** deliveryPlan(env).recorded: a booking and each of its updates go where every lead goes. */
  destinations: readonly NewDelivery[];
  siteUrl: string;
  notifyDeliveries?: () => void;
  /** The visitor's e-mails (SMTP configured); none: the visit's page is all they get. */
  mailer?: VisitMailer;
  /** Where a booking is kept, as a request, while the store is away (while-away.ts); none: 503. */
  spool?: { put(lead: PreparedLead): Promise<void> };
  /** NOTIFY_EMAIL: named in the invitation as the organiser. */
  businessEmail?: string;
  log: Logger;
  /** Each visit booked, moved and cancelled, counted for Prometheus (gdm_visits_total); none by default. */
  metrics?: Metrics;
  now?: () => number;
}

export type ChangeAnswer =
  | { ok: true; visit: Visit; notice: string }
  | { ok: false; reason: "full" | "not-found" | "cancelled" | "past" | "not-offered"; message: string };

export interface BookingService {
  windows(): Promise<OfferedWindows>;
  /** Throws only when the store fails and no spool keeps the request (the router's 503). */
  book(submission: BookingSubmission): Promise<BookAnswer | RequestedAnswer>;
  reschedule(visitId: string, start: string, by: "visitor" | "owner"): Promise<ChangeAnswer>;
  cancel(visitId: string, by: "visitor" | "owner"): Promise<ChangeAnswer>;
  /** The e-mail a visitor is sent about their visit, sent now (the reminders' too). */
  emailVisitor(visit: Visit, kind: VisitEmailKind): Promise<void>;
  manageUrl(visit: Visit): Promise<string>;
  /**
   * Called after each visit booked or moved (the reminders check then, so a visit booked after the
   * reminder time for the next day is reminded at once, not at the next tick).
   */
  onVisitChanged(listener: () => void): void;
}

export function createBookingService(options: BookingServiceOptions): BookingService {
  const { store, calendar, log } = options;
  const listeners: (() => void)[] = [];
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const now = options.now ?? Date.now;
  const metrics = options.metrics ?? noMetrics;
  const context = async () => ({
    store,
    site: await options.site(),
    calendar,
    visitsPerWindow: options.visitsPerWindow,
    destinations: options.destinations,
    siteUrl: options.siteUrl,
    now,
  });

  function update(
    visit: Visit,
    site: SiteConfig,
    window: Pick<Visit, "windowStart" | "windowEnd" | "timeZone">,
    status: "rescheduled" | "cancelled",
  ): NewLead {
    const id = randomUUID();
    const form = {
      start: window.windowStart.toISOString(),
      name: visit.name,
      phone: visit.phone ?? "",
      email: visit.email ?? "",
      address: visit.address,
      city: visit.city,
      zip: visit.zip,
    };
    return {
      id,
      receivedAt: new Date(now()),
      formType: "lead",
      formName: BOOKING_FORM_NAME,
      endpoint: BOOKING_ENDPOINT,
      payload: {
        ...bookingPayload({
          form,
          window: windowOfVisit(window),
          visitId: visit.id,
          address: fullAddress(form, site),
          now: new Date(now()),
          siteUrl: options.siteUrl,
          status,
        }),
        booking_lead_id: visit.leadId,
      },
      email: visit.email,
      name: visit.name,
      response: { success: true, id },
      linkedLeadId: visit.leadId,
      destinations: options.destinations,
    };
  }

  async function emailVisitor(visit: Visit, kind: VisitEmailKind) {
    if (!options.mailer || !visit.email) return;
    const site = await options.site();
    const settings = settingsFor(site, options.visitsPerWindow);
    const window = windowOfVisit(visit);
    const address = fullAddress(visit, site);
    const calendarVisit = calendarVisitOf(visit, kind.startsWith("cancelled") ? "cancelled" : "booked");
    const ics = visitInvitation(calendarVisit, {
      audience: "visitor",
      businessName: site.name,
      businessEmail: options.businessEmail ?? site.email,
      businessPhone: site.phone,
      siteUrl: options.siteUrl,
    });
    const email = visitEmail(
      {
        kind,
        label: windowLabel(window),
        address,
        visitMinutes: settings.visitMinutes,
        manageUrl: await visitManageUrl(store, options.siteUrl, visit),
        bookUrl: `${options.siteUrl}/book`,
        business: { name: site.name, phone: site.phone },
      },
      { method: calendarVisit.status === "cancelled" ? "CANCEL" : "REQUEST", content: ics },
    );
    await options.mailer.send(visit.email, email, visit.id);
  }

  return {
    windows: async () => windowsOffered(await context()),

    async book(submission) {
      const booking = await context();
      const answer = await bookVisit(submission, booking).catch(async (error: unknown) => {
        const requested = options.spool
          ? await requestWhileAway(submission, booking, options.spool).catch(() => null)
          : null;
        if (!requested) throw error;
        log({
          event: "booking.spooled",
          leadId: requested.leadId,
          storeError: error instanceof Error ? error.message : String(error),
        });
        return requested;
      });
      if (answer.status === 202) return answer;
      if ((answer.status === 201 || answer.status === 200) && !answer.duplicate) {
        options.notifyDeliveries?.();
        log({
          event: "booking.booked",
          leadId: answer.leadId,
          visitId: answer.visit?.id ?? null,
          held: answer.held,
        });
        // A held booking (a bot) takes no place: it is no visit.
        if (answer.visit) metrics.visitChanged("booked", "visitor");
        if (answer.visit) void emailVisitor(answer.visit, "booked").then(changed);
      }
      return answer;
    },

    async reschedule(visitId, start, by) {
      const visit = await store.getVisit(visitId);
      if (!visit) return { ok: false, reason: "not-found", message: "We have no visit for this link." };
      if (visit.status === "cancelled")
        return {
          ok: false,
          reason: "cancelled",
          message: "This visit is cancelled; book a new time instead.",
        };
      if (visit.windowStart.getTime() <= now())
        return { ok: false, reason: "past", message: "This visit's time has passed." };
      const site = await options.site();
      const offered = await windowsOffered(await context());
      const check = checkWindow(offered.windows, start, now());
      if (!check.ok) {
        const message =
          check.reason === "full"
            ? "That time was just taken. Please choose another."
            : check.reason === "past"
              ? "That time has passed. Please choose another."
              : "We do not offer that time. Please choose one of the times shown.";
        return { ok: false, reason: check.reason === "full" ? "full" : check.reason, message };
      }
      const to = {
        windowStart: new Date(check.window.start),
        windowEnd: new Date(check.window.end),
        timeZone: check.window.timeZone,
      };
      const result = await store.rescheduleVisit({
        visitId,
        to: { ...to, capacity: offered.settings.visitsPerWindow },
        update: update(visit, site, to, "rescheduled"),
      });
      if (!result.ok)
        return {
          ok: false,
          reason: result.reason,
          message:
            result.reason === "full"
              ? "That time was just taken. Please choose another."
              : "This visit cannot be moved.",
        };
      options.notifyDeliveries?.();
      log({ event: "booking.rescheduled", visitId, by });
      metrics.visitChanged("rescheduled", by);
      void emailVisitor(result.visit, "moved").then(changed);
      return {
        ok: true,
        visit: result.visit,
        notice: `Your visit is moved to ${windowLabel(windowOfVisit(result.visit))}.`,
      };
    },

    async cancel(visitId, by) {
      const visit = await store.getVisit(visitId);
      if (!visit) return { ok: false, reason: "not-found", message: "We have no visit for this link." };
      const site = await options.site();
      const result = await store.cancelVisit({
        visitId,
        by,
        update: update(visit, site, visit, "cancelled"),
      });
      if (!result.ok) return { ok: false, reason: "not-found", message: "We have no visit for this link." };
      if (!result.alreadyCancelled) {
        options.notifyDeliveries?.();
        log({ event: "booking.cancelled", visitId, by });
        metrics.visitChanged("cancelled", by);
        void emailVisitor(result.visit, by === "owner" ? "cancelled-by-owner" : "cancelled");
      }
      return { ok: true, visit: result.visit, notice: "Your visit is cancelled." };
    },

    emailVisitor,
    manageUrl: (visit) => visitManageUrl(store, options.siteUrl, visit),
    onVisitChanged: (listener) => void listeners.push(listener),
  };
}
