import { formatAddress, phoneHref } from "@shared/content/site.ts";
import { Mail, MapPin, Phone } from "lucide-react";
import { useSite } from "~/lib/root-data.ts";

export interface ContactDetailsProps {
  /** "dark" on brand backgrounds and photos. */
  tone?: "light" | "dark";
  className?: string;
}

/** The business's phone, e-mail and address from the site config, as links where they can be. */
export function ContactDetails({ tone = "light", className = "" }: ContactDetailsProps) {
  const site = useSite();
  const dark = tone === "dark";
  const item = `flex items-center justify-center gap-2 ${dark ? "text-white" : "text-concrete-900"}`;
  const link = `font-semibold underline-offset-4 hover:underline ${dark ? "text-white" : "text-brand-700"}`;
  const icon = `size-5 shrink-0 ${dark ? "text-accent-300" : "text-brand-700"}`;
  return (
    <ul className={`flex flex-col flex-wrap justify-center gap-x-8 gap-y-3 sm:flex-row ${className}`}>
      <li className={item}>
        <Phone aria-hidden="true" className={icon} />
        <a href={phoneHref(site.phone)} className={link}>
          <span className="sr-only">Call </span>
          {site.phone}
        </a>
      </li>
      <li className={item}>
        <Mail aria-hidden="true" className={icon} />
        <a href={`mailto:${site.email}`} className={link}>
          <span className="sr-only">E-mail </span>
          {site.email}
        </a>
      </li>
      <li className={item}>
        <MapPin aria-hidden="true" className={icon} />
        <address className="not-italic">{formatAddress(site)}</address>
      </li>
    </ul>
  );
}
