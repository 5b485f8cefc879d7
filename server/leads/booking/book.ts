import { randomUUID } from "node:crypto";
import { BOOKING_FORM_FIELDS, type BookingValues, parseBooking } from "@shared/booking/form.ts";
import { checkServiceArea } from "@shared/booking/service-area.ts";
import { type BookingSettings, bookingSettingsOf } from "@shared/booking/settings.ts";
import {
  type BusyTime,
  checkWindow,
  findWindow,
  nearestFree,
  offeredWindows,
  type VisitWindow,
  windowLabel,
} from "@shared/booking/windows.ts";
import type { SiteConfig } from "@shared/content/site.ts";
import { isRecord, own } from "../parse.ts";
import { ELAPSED_FIELD, HONEYPOT_FIELD, judgeSubmission, STARTED_FIELD, withSignalTags } from "../spam.ts";
import {
  type EstimateVisits,
  type LeadIntake,
  type NewDelivery,
  type NewLead,
  phoneKeyOf,
  type StoreKeys,
  VISITS_BEFORE_FLAG,
  type Visit,
} from "../store/index.ts";
import { hashAddress } from "../submit.ts";
import { bookingLeadFields, bookingPayload, fullAddress } from "./lead-payload.ts";
import { signVisitToken, VISIT_LINK_GRACE_MS, VISIT_LINK_KEY_NAME } from "./visit-link.ts";

/**
 * A visitor books the free on-site estimate (issue 41, docs/decisions/050): the form read with the
 * schema the page uses, the address checked against the counties served, the window checked
 * against what is offered now, and the lead stored with its deliveries in the transaction that
 * takes the window's place. Nothing here throws for anything a client sends.
 */

/** How many of the nearest free windows a refusal offers instead. */
export const NEAREST_OFFERED = 3;

export const bookingAnswers = {
  booked: "Your free on-site estimate is booked.",
  invalid: "Please correct the highlighted fields.",
  full: "That time was just taken. Please choose one of the nearest free times.",
  past: "That time has passed. Please choose another.",
  notOffered: "We do not offer that time. Please choose one of the times shown.",
  unavailable: (phone: string) =>
    `We couldn't book the visit just now. Please try again in a minute, or call us at ${phone}.`,
  keyReused:
    "This Idempotency-Key was already used for an earlier booking, which is kept as it was. Send each new booking with a new key.",
};

/** The store's roles a booking uses. */
export type BookingStore = EstimateVisits &
  Pick<LeadIntake, "submit"> &
  Pick<StoreKeys, "storeKey" | "ipHashKey">;

/** The owner's calendar as the booking reads it (owner-calendar.ts). */
export interface BusyCalendar {
  busyBetween(from: number, to: number): Promise<{ busy: BusyTime[]; state: "ok" | "unread" | "off" }>;
}

export interface BookingContext {
  store: BookingStore;
  site: SiteConfig;
  calendar: BusyCalendar;
  /** BOOKING_VISITS_PER_WINDOW, over the business file's. */
  visitsPerWindow?: number;
  destinations: readonly NewDelivery[];
  siteUrl: string;
  now?: () => number;
}

export interface OfferedWindows {
  settings: BookingSettings;
  windows: VisitWindow[];
  calendar: "ok" | "unread" | "off";
}

/** The settings in force, for a site (its business file) and the environment's override. */
export function settingsFor(site: SiteConfig, visitsPerWindow?: number): BookingSettings {
  return bookingSettingsOf(site, visitsPerWindow === undefined ? undefined : { visitsPerWindow });
}

/** The windows offered now: the settings, less the places the store holds and the owner's busy times. */
export async function windowsOffered(
  context: Pick<BookingContext, "store" | "site" | "calendar" | "visitsPerWindow" | "now">,
): Promise<OfferedWindows> {
  const now = (context.now ?? Date.now)();
  const settings = settingsFor(context.site, context.visitsPerWindow);
  // The range every window offered can fall in: today's midnight to a day past the last day.
  const from = now - 24 * 60 * 60_000;
  const to = now + (settings.daysAhead + 2) * 24 * 60 * 60_000;
  const [booked, calendar] = await Promise.all([
    context.store.placesTaken(new Date(from), new Date(to)),
    context.calendar.busyBetween(from, to),
  ]);
  const windows = offeredWindows({ settings, now, booked, busy: calendar.busy });
  return { settings, windows, calendar: calendar.state };
}

export interface BookingSubmission {
  body: unknown;
  format: "json" | "form";
  idempotencyKey?: string;
  ip?: string;
  userAgent?: string;
  referer?: string;
}

export interface BookedVisit {
  start: string;
  end: string;
  timeZone: string;
  label: string;
  address: string;
  manageUrl: string;
}

export type BookAnswer =
  | {
      status: 200 | 201;
      body: { success: true; message: string; id: string; visit: BookedVisit };
      visit: Visit | null;
      leadId: string;
      /** Held as spam: stored as a lead, no place taken, answered the same. */
      held: boolean;
      duplicate: boolean;
    }
  | {
      status: 409;
      body: { success: false; message: string; nearest: (VisitWindow & { label: string })[] };
      values: Record<string, string>;
    }
  | {
      status: 422;
      body: { success: false; message: string; fields: Record<string, string> };
      values: Record<string, string>;
    };

/** Reads, checks and books one submission; a store that throws is the caller's to answer (503). */
export async function bookVisit(submission: BookingSubmission, context: BookingContext): Promise<BookAnswer> {
  const nowMs = (context.now ?? Date.now)();
  const now = new Date(nowMs);
  const raw = isRecord(submission.body) ? submission.body : {};
  const values = textValues(raw);
  const invalid = (fields: Record<string, string>): BookAnswer => ({
    status: 422,
    body: { success: false, message: bookingAnswers.invalid, fields },
    values,
  });
  const parsed = parseBooking(values);
  if (!parsed.ok) return invalid(parsed.fields);
  const form: BookingValues = parsed.values;
  const area = checkServiceArea({ city: form.city, zip: form.zip }, { phone: context.site.phone });
  if (!area.ok) return invalid({ zip: area.message });

  const offered = await windowsOffered(context);
  const check = checkWindow(offered.windows, form.start, nowMs);
  const nearest = () =>
    nearestFree(offered.windows, form.start, NEAREST_OFFERED).map((w) => ({ ...w, label: windowLabel(w) }));
  // A full window with a key may be this key's own booking, repeated (a double press, a retry after a
  // lost answer): the store answers it from the first, or finds the window full and stores nothing.
  const ownRepeat = !check.ok && check.reason === "full" && submission.idempotencyKey !== undefined;
  if (!check.ok && !ownRepeat) {
    if (check.reason === "full")
      return {
        status: 409,
        body: { success: false, message: bookingAnswers.full, nearest: nearest() },
        values,
      };
    return invalid({ start: check.reason === "past" ? bookingAnswers.past : bookingAnswers.notOffered });
  }
  const window = check.ok ? check.window : findWindow(offered.windows, form.start)!;

  const verdict = judgeSubmission({
    honeypot: own(raw, HONEYPOT_FIELD),
    started: own(raw, STARTED_FIELD),
    elapsed: own(raw, ELAPSED_FIELD),
    payload: { name: form.name, message: form.message ?? "", address: form.address, city: form.city },
    now: nowMs,
  });
  const id = randomUUID();
  const visitId = randomUUID();
  const address = fullAddress(form, context.site);
  const payload = withSignalTags(
    bookingPayload({
      form,
      window,
      visitId,
      address,
      now,
      referer: submission.referer,
      siteUrl: context.siteUrl,
    }),
    verdict.signals,
  );
  // A visitor holding two future visits already (by phone or e-mail) is booked, and the owner told.
  if (await holdsVisits(context.store, form, nowMs, offered.settings.daysAhead)) {
    payload.tags = [...(payload.tags as string[]), REPEAT_VISITS_TAG];
  }
  // The key is read once per process and kept, as the lead forms' (submit.ts).
  const ipHash = submission.ip
    ? await context.store.ipHashKey().then(
        (key) => hashAddress(key, submission.ip as string),
        () => null,
      )
    : null;
  const lead: NewLead = {
    id,
    receivedAt: now,
    ...bookingLeadFields(submission, form),
    payload,
    response: { success: true, message: bookingAnswers.booked, id },
    spamReason: verdict.hold,
    ipHash,
    destinations: context.destinations,
  };
  const booked = (
    visit: Visit | null,
    leadId: string,
    duplicate: boolean,
    manageUrl: string,
  ): BookAnswer => ({
    status: duplicate ? 200 : 201,
    body: {
      success: true,
      message: bookingAnswers.booked,
      id: leadId,
      visit: {
        start: window.start,
        end: window.end,
        timeZone: window.timeZone,
        label: windowLabel(window),
        address,
        manageUrl,
      },
    },
    visit,
    leadId,
    held: verdict.hold !== null,
    duplicate,
  });

  // A held booking (a bot filled the trap) is kept for the owner like any held lead, and takes no place.
  if (verdict.hold !== null) {
    const result = await context.store.submit(lead);
    return booked(null, result.lead.id, result.duplicate, `${context.siteUrl}/book`);
  }
  const result = await context.store.bookVisit({
    lead,
    visit: {
      id: visitId,
      windowStart: new Date(window.start),
      windowEnd: new Date(window.end),
      timeZone: window.timeZone,
      capacity: offered.settings.visitsPerWindow,
      name: form.name,
      phone: form.phone,
      email: form.email,
      address: form.address,
      city: form.city,
      zip: form.zip,
    },
  });
  if (!result.ok) {
    const after = await windowsOffered(context);
    const closest = nearestFree(after.windows, form.start, NEAREST_OFFERED).map((w) => ({
      ...w,
      label: windowLabel(w),
    }));
    return { status: 409, body: { success: false, message: bookingAnswers.full, nearest: closest }, values };
  }
  if (result.duplicate && result.body === "other")
    return { status: 422, body: { success: false, message: bookingAnswers.keyReused, fields: {} }, values };
  const manageUrl = await visitManageUrl(context.store, context.siteUrl, result.visit);
  return booked(result.visit, result.lead.id, result.duplicate, manageUrl);
}

/** The tag of a booking whose visitor already holds VISITS_BEFORE_FLAG future visits. */
export const REPEAT_VISITS_TAG = "repeat-visits";

/** Whether this phone or e-mail already holds VISITS_BEFORE_FLAG visits to come (the store flags the same). */
async function holdsVisits(
  store: Pick<EstimateVisits, "visitsBetween">,
  form: Pick<BookingValues, "phone" | "email">,
  now: number,
  daysAhead: number,
): Promise<boolean> {
  const phone = phoneKeyOf(form.phone);
  const email = form.email.trim().toLowerCase();
  const coming = await store.visitsBetween(new Date(now), new Date(now + (daysAhead + 2) * 86_400_000));
  const held = coming.filter((visit) => (phone && visit.phoneKey === phone) || visit.email === email);
  return held.length >= VISITS_BEFORE_FLAG;
}

/** The visitor's signed page for their visit: reschedule or cancel (router.ts). */
export async function visitManageUrl(
  store: Pick<StoreKeys, "storeKey">,
  siteUrl: string,
  visit: Pick<Visit, "id" | "windowEnd">,
): Promise<string> {
  const key = await store.storeKey(VISIT_LINK_KEY_NAME);
  const token = signVisitToken(key, visit.id, new Date(visit.windowEnd.getTime() + VISIT_LINK_GRACE_MS));
  return `${siteUrl}/book/visit?token=${token}`;
}

/** The body's text fields, first value of each, as the schema reads them (a form post's are strings). */
function textValues(body: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of BOOKING_FORM_FIELDS) {
    const value = own(body, key);
    const single = Array.isArray(value) ? value[0] : value;
    if (typeof single === "string") values[key] = single;
    else if (typeof single === "number") values[key] = String(single);
  }
  return values;
}
