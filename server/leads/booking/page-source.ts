import type { BookingPage, BookingPageSource } from "@shared/booking/page-source.ts";
import type { SiteConfig } from "@shared/content/site.ts";
import type { BookingService } from "./service.ts";

export type { BookingPageSource };

/** What the booking page's loader reads (AppServices.bookings): the windows now, and what the page states. */
export function bookingPageSource(
  service: Pick<BookingService, "windows">,
  site: () => Promise<SiteConfig>,
): BookingPageSource {
  return {
    async page(): Promise<BookingPage> {
      const [offered, identity] = await Promise.all([service.windows(), site()]);
      return {
        timeZone: offered.settings.timeZone,
        visitMinutes: offered.settings.visitMinutes,
        windows: offered.windows.map(({ start, end, timeZone, available }) => ({
          start,
          end,
          timeZone,
          available,
        })),
        phone: identity.phone,
      };
    },
  };
}
