import { phoneHref } from "@shared/content/site.ts";
import { Phone } from "lucide-react";
import { useSite } from "~/lib/root-data.ts";
import { ButtonLink } from "./ButtonLink.tsx";

/**
 * The parts the side cards of the service and city pages share (ServiceSidebar, LocationSidebar,
 * LocationQuoteCard): the business's phone under its label, and the quote and contact buttons.
 */

export function PhoneLine({
  label,
  withHours = false,
  className = "mt-5 flex items-start gap-3",
  iconClassName = "mt-1 size-5 shrink-0 text-brand-700",
}: {
  label: string;
  /** Also the hours the phone is answered. */
  withHours?: boolean;
  className?: string;
  iconClassName?: string;
}) {
  const site = useSite();
  return (
    <p className={className}>
      <Phone aria-hidden="true" className={iconClassName} />
      <span>
        <span className="block text-sm text-concrete-700">{label}</span>
        <a
          href={phoneHref(site.phone)}
          className="text-lg font-bold text-brand-700 underline-offset-2 hover:underline"
        >
          {site.phone}
        </a>
        {withHours ? <span className="block text-sm text-concrete-700">{site.hours.phoneLine}</span> : null}
      </span>
    </p>
  );
}

export function QuoteAndContactButtons({ quote, contact }: { quote: string; contact: string }) {
  return (
    <div className="mt-6 flex flex-col gap-3">
      <ButtonLink to="/quote">{quote}</ButtonLink>
      <ButtonLink to="/contact" variant="outlineDark">
        {contact}
      </ButtonLink>
    </div>
  );
}
