import { serviceAreaText, servicePageCopy } from "@shared/content/pages/service-page.ts";
import { MapPin } from "lucide-react";
import { useSite } from "~/lib/root-data.ts";
import { BookVisitLink } from "./BookVisitLink.tsx";
import { PhoneLine, QuoteAndContactButtons } from "./ContactCardParts.tsx";

const copy = servicePageCopy.sidebar;

/** The service page's side column: phone, service area, and the quote and contact buttons. */
export function ServiceSidebar() {
  const site = useSite();
  return (
    <aside aria-labelledby="service-sidebar-heading" className="lg:sticky lg:top-24 lg:self-start">
      <div className="rounded-xl border border-concrete-200 bg-concrete-50 p-6 shadow-sm">
        <h2 id="service-sidebar-heading" className="text-xl font-bold text-concrete-900">
          {copy.heading}
        </h2>
        <p className="mt-2 leading-relaxed text-concrete-700">{copy.text(site)}</p>

        <PhoneLine label={copy.phoneLabel} withHours />

        <div className="mt-5 flex items-start gap-3">
          <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
          <div>
            <h3 className="text-sm font-semibold text-concrete-900">{copy.areaHeading}</h3>
            <p className="text-concrete-700">{serviceAreaText(site)}</p>
          </div>
        </div>

        <QuoteAndContactButtons quote={copy.quoteCta} contact={copy.contactCta} />
        <BookVisitLink className="mt-3" />
      </div>
    </aside>
  );
}
