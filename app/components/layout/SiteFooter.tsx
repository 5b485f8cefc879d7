import { footerBlurbOf, layoutCopy, legalLinks } from "@shared/content/navigation.ts";
import { formatAddress, phoneHref } from "@shared/content/site.ts";
import type { MenuItem } from "@shared/content/types.ts";
import { BadgeCheck, Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { useMenus, useSite } from "~/lib/root-data.ts";
import { SocialLinks } from "./SocialLinks.tsx";

const headingClass = "text-base font-bold tracking-wide text-white";
const linkClass =
  "inline-flex min-h-6 items-center rounded text-brand-100 hover:text-accent-300 hover:underline";

/** Four columns (brand, services, service areas, contact), then copyright and legal links. */
export function SiteFooter() {
  const site = useSite();
  const copy = layoutCopy.footer;
  const { footer: columns } = useMenus();

  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <h2 id="footer-brand" className={headingClass}>
            {site.name}
          </h2>
          <p className="mt-4 text-sm leading-relaxed">{footerBlurbOf(site)}</p>
          <SocialLinks
            profiles={site.social}
            label={copy.socialLabel}
            className="mt-5"
            linkClassName="bg-brand-800 text-white hover:bg-brand-700 hover:text-accent-300"
          />
        </div>

        {columns.map((column) => (
          <FooterLinkColumn key={column.heading} heading={column.heading} links={column.links} />
        ))}

        <div className="col-span-2 lg:col-span-1">
          <h2 id="footer-contact" className={headingClass}>
            {copy.contactHeading}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <a href={phoneHref(site.phone)} className={linkClass}>
                {site.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <a href={`mailto:${site.email}`} className={`${linkClass} break-all`}>
                {site.email}
              </a>
            </li>
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <address className="not-italic">{formatAddress(site)}</address>
            </li>
            <li className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <span>{site.hours.standard}</span>
            </li>
            {site.claims.licence ? (
              <li className="flex gap-2">
                <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
                <span>{site.claims.licence}</span>
              </li>
            ) : null}
          </ul>
          <Link
            to={copy.quoteLink.href}
            className="mt-6 inline-flex min-h-11 items-center rounded-md bg-accent-400 px-5 font-semibold text-concrete-900 hover:bg-accent-300"
          >
            {copy.quoteLink.label}
          </Link>
        </div>
      </div>

      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>{copy.copyright(new Date().getFullYear(), site.name)}</p>
          <nav aria-label={copy.legalLabel}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

function FooterLinkColumn({ heading, links }: { heading: string; links: MenuItem[] }) {
  const id = `footer-${heading.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {heading}
      </h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
