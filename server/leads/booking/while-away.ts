import { randomUUID } from "node:crypto";
import { parseBooking } from "@shared/booking/form.ts";
import { checkServiceArea } from "@shared/booking/service-area.ts";
import { checkWindow, offeredWindows, windowLabel } from "@shared/booking/windows.ts";
import { isRecord } from "../parse.ts";
import type { PreparedLead } from "../submit.ts";
import { type BookingContext, type BookingSubmission, settingsFor } from "./book.ts";
import { bookingLeadFields, bookingPayload, fullAddress } from "./lead-payload.ts";

/**
 * A booking while the store is away (docs/decisions/018, 050): no place can be taken, so none is
 * promised. The request is kept in the spool as a lead whose appointment is "requested", delivered
 * like any lead once the store is back, and the visitor is told the business will call to confirm.
 * Nothing is lost, and no window is given twice.
 */

export interface RequestedAnswer {
  status: 202;
  body: { success: true; message: string; id: string; requested: true; label: string };
  leadId: string;
}

/** The request kept in the spool, or null when it does not read (the caller then answers 503). */
export async function requestWhileAway(
  submission: BookingSubmission,
  context: Pick<BookingContext, "site" | "visitsPerWindow" | "siteUrl" | "now">,
  spool: { put(lead: PreparedLead): Promise<void> },
): Promise<RequestedAnswer | null> {
  const nowMs = (context.now ?? Date.now)();
  const raw = isRecord(submission.body) ? submission.body : {};
  const parsed = parseBooking(
    Object.fromEntries(Object.entries(raw).filter(([, value]) => typeof value === "string")),
  );
  if (!parsed.ok) return null;
  const form = parsed.values;
  if (!checkServiceArea({ city: form.city, zip: form.zip }, { phone: context.site.phone }).ok) return null;
  // What the settings offer, the store's places unknown: a window it would not offer is not asked for.
  const settings = settingsFor(context.site, context.visitsPerWindow);
  const check = checkWindow(offeredWindows({ settings, now: nowMs, booked: new Map() }), form.start, nowMs);
  if (!check.ok) return null;
  const id = randomUUID();
  const payload = bookingPayload({
    form,
    window: check.window,
    visitId: id,
    address: fullAddress(form, context.site),
    now: new Date(nowMs),
    referer: submission.referer,
    siteUrl: context.siteUrl,
    status: "requested",
  });
  const label = windowLabel(check.window);
  const message = `We have your request for ${label}. We will call you to confirm the time.`;
  await spool.put({
    id,
    receivedAt: new Date(nowMs),
    ...bookingLeadFields(submission, form),
    payload,
    response: { success: true, message, id },
    spamReason: null,
    ipHash: null,
    quoteLink: null,
  });
  return { status: 202, body: { success: true, message, id, requested: true, label }, leadId: id };
}
