import { locationPageCopy } from "@shared/content/pages/location-page.ts";
import { useSite } from "~/lib/root-data.ts";
import { PhoneLine, QuoteAndContactButtons } from "./ContactCardParts.tsx";

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
        <p className="mt-2 leading-relaxed text-concrete-700">{copy.text(site)}</p>
        <QuoteAndContactButtons quote={copy.quoteCta} contact={copy.contactCta} />
        <PhoneLine
          label={copy.phoneLabel}
          className="mt-6 flex items-center gap-3 border-t border-concrete-200 pt-5"
          iconClassName="size-5 shrink-0 text-brand-700"
        />
      </div>
    </aside>
  );
}
