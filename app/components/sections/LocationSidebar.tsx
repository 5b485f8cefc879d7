import { locationPageCopy, tabbedLocationCopy } from "@shared/content/pages/location-page.ts";
import type { NearbyLocation } from "@shared/content/types.ts";
import { CalendarCheck } from "lucide-react";
import { useSite } from "~/lib/root-data.ts";
import { PhoneLine, QuoteAndContactButtons } from "./ContactCardParts.tsx";
import { NearbyLocationLinks } from "./NearbyLocationLinks.tsx";
import { ProcessSteps } from "./ProcessSteps.tsx";

const copy = tabbedLocationCopy.sidebar;
const card = "rounded-xl border border-concrete-200 bg-white p-6 shadow-sm";

/**
 * The side column of a tabbed city page: the phone and its hours, the on-site estimate (and
 * how soon, when the business promises it), the quote and contact buttons, the four steps of a job, and the nearby cities.
 */
export function LocationSidebar({ city, nearby }: { city: string; nearby: readonly NearbyLocation[] }) {
  const site = useSite();
  return (
    <aside aria-labelledby="location-sidebar-heading" className="space-y-6">
      <div className={`${card} bg-concrete-50`}>
        <h2 id="location-sidebar-heading" className="text-xl font-bold text-concrete-900">
          {copy.heading(city)}
        </h2>
        <PhoneLine label={copy.phoneLabel} withHours className="mt-4 flex items-start gap-3" />
        <div className="mt-5 flex items-start gap-3">
          <CalendarCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
          <div>
            <h3 className="font-semibold text-concrete-900">{copy.estimateHeading(site)}</h3>
            <p className="mt-1 text-sm leading-relaxed text-concrete-700">{copy.estimateNote(city, site)}</p>
          </div>
        </div>
        <QuoteAndContactButtons
          quote={locationPageCopy.quoteCard.quoteCta}
          contact={locationPageCopy.quoteCard.contactCta}
        />
      </div>

      <section aria-labelledby="location-process-heading" className={card}>
        <h3 id="location-process-heading" className="text-lg font-bold text-concrete-900">
          {copy.processHeading}
        </h3>
        <ProcessSteps steps={tabbedLocationCopy.process(site)} layout="list" level={4} className="mt-4" />
      </section>

      <NearbyLocationLinks heading={copy.alsoServingHeading} links={nearby} level={3} className={card} />
    </aside>
  );
}
