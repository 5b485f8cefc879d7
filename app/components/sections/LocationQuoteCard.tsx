import { locationPageCopy } from "@shared/content/pages/location-page";
import { phoneHref } from "@shared/content/site";
import { Phone } from "lucide-react";
import { useSite } from "~/lib/site";
import { ButtonLink } from "./ButtonLink";

const copy = locationPageCopy.quoteCard;

/** The location page's quote card; it stays in view beside the content on wide screens. */
export function LocationQuoteCard({ city }: { city: string }) {
  const site = useSite();
  return (
    <aside aria-labelledby="location-quote-heading" className="lg:sticky lg:top-24 lg:self-start">
      <div className="rounded-xl border border-concrete-200 bg-white p-6 shadow-md">
        <h2 id="location-quote-heading" className="text-xl font-bold text-concrete-900">
          {copy.heading(city)}
        </h2>
        <p className="mt-2 leading-relaxed text-concrete-700">{copy.text}</p>
        <div className="mt-6 flex flex-col gap-3">
          <ButtonLink to="/quote">{copy.quoteCta}</ButtonLink>
          <ButtonLink to="/contact" variant="outlineDark">
            {copy.contactCta}
          </ButtonLink>
        </div>
        <p className="mt-6 flex items-center gap-3 border-t border-concrete-200 pt-5">
          <Phone aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <span>
            <span className="block text-sm text-concrete-700">{copy.phoneLabel}</span>
            <a
              href={phoneHref(site.phone)}
              className="text-lg font-bold text-brand-700 underline-offset-2 hover:underline"
            >
              {site.phone}
            </a>
          </span>
        </p>
      </div>
    </aside>
  );
}
