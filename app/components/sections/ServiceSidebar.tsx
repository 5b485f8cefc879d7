import { serviceAreaText, servicePageCopy } from "@shared/content/pages/service-page";
import { phoneHref } from "@shared/content/site";
import { MapPin, Phone } from "lucide-react";
import { useSite } from "~/lib/site";
import { ButtonLink } from "./ButtonLink";

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
        <p className="mt-2 leading-relaxed text-concrete-700">{copy.text}</p>

        <p className="mt-5 flex items-start gap-3">
          <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
          <span>
            <span className="block text-sm text-concrete-700">{copy.phoneLabel}</span>
            <a
              href={phoneHref(site.phone)}
              className="text-lg font-bold text-brand-700 underline-offset-2 hover:underline"
            >
              {site.phone}
            </a>
            <span className="block text-sm text-concrete-700">{site.hours.phoneLine}</span>
          </span>
        </p>

        <div className="mt-5 flex items-start gap-3">
          <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
          <div>
            <h3 className="text-sm font-semibold text-concrete-900">{copy.areaHeading}</h3>
            <p className="text-concrete-700">{serviceAreaText(site)}</p>
          </div>
        </div>

        <div className="mt-6 flex flex-col gap-3">
          <ButtonLink to="/quote">{copy.quoteCta}</ButtonLink>
          <ButtonLink to="/contact" variant="outlineDark">
            {copy.contactCta}
          </ButtonLink>
        </div>
      </div>
    </aside>
  );
}
