import {
  type BookingSection,
  bookingFromSection,
  bookingSectionSchema,
} from "@shared/booking/file-section.ts";
import type { BookingSettingsInput } from "@shared/booking/settings.ts";
import { isRecord } from "./fields.ts";

/** A booking setting of WordPress's the site does not use, and why (for the log). */
export interface IgnoredBookingSetting {
  setting: string;
  reason: string;
}

/** The settings WordPress may give, named as in the business file's `booking` section. */
const SETTINGS = Object.keys(bookingSectionSchema.shape) as (keyof BookingSection)[];

/**
 * The booking settings of WordPress's contact information (`acf.booking`, Settings → Concrete site,
 * "Booking the on-site estimate": includes/booking-settings.php), treated as hostile and read with
 * the business file's own rules (shared/booking/file-section.ts), setting by setting: each valid one
 * is WordPress's over the business file's; a missing or null one is the file's; any other is left
 * out (the file's again) and named in `ignored`, for the log. The visit length is checked against
 * the window length given with it, and left out when longer.
 */
export function reshapeBooking(acf: Record<string, unknown>): {
  booking: BookingSettingsInput;
  ignored: IgnoredBookingSetting[];
} {
  const ignored: IgnoredBookingSetting[] = [];
  const given = acf.booking;
  if (!isRecord(given)) return { booking: {}, ignored };
  const section: Record<string, unknown> = {};
  for (const setting of SETTINGS) {
    if (!Object.hasOwn(given, setting) || given[setting] === null || given[setting] === "") continue;
    const read = bookingSectionSchema.shape[setting].safeParse(given[setting]);
    if (read.success) section[setting] = read.data;
    else ignored.push({ setting, reason: read.error.issues.map((issue) => issue.message).join("; ") });
  }
  let whole = bookingSectionSchema.safeParse(section);
  if (!whole.success) {
    // Only the rule across settings can fail here: a visit longer than its window.
    for (const issue of whole.error.issues) {
      const setting = String(issue.path[0] ?? "visitMinutes");
      ignored.push({ setting, reason: issue.message });
      delete section[setting];
    }
    whole = bookingSectionSchema.safeParse(section);
  }
  return { booking: whole.success ? bookingFromSection(whole.data) : {}, ignored };
}
