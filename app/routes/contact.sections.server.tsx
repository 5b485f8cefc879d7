import { images } from "@shared/content/images.ts";
import {
  contactAreas,
  contactCards,
  contactFormHeading,
  contactHero,
  contactSeo,
} from "@shared/content/pages/contact.ts";
import { formatAddress, phoneHref } from "@shared/content/site.ts";
import { type ListedTown, namedTowns } from "@shared/content/site-lists.ts";
import type { SocialProfiles } from "@shared/content/types.ts";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SocialLinks } from "~/components/layout/SocialLinks.tsx";
import { BookVisitLink } from "~/components/sections/BookVisitLink.tsx";
import { PageHero } from "~/components/sections/PageHero.tsx";
import { Section } from "~/components/sections/Section.tsx";
import { SectionHeading } from "~/components/sections/SectionHeading.tsx";
import { ServiceAreaGrid } from "~/components/sections/ServiceAreaGrid.tsx";
import { JsonLd } from "~/components/seo/JsonLd.tsx";
import { contactPage, localBusiness } from "~/lib/json-ld.ts";
import { useRootData, useSite } from "~/lib/root-data.ts";

const path = "/contact";

/** The hero, with the page's structured data: no JavaScript. */
export function ContactHero() {
  const { site, siteUrl } = useRootData();
  return (
    <>
      <JsonLd
        data={[
          localBusiness(site, siteUrl),
          contactPage({ siteUrl, path, name: contactSeo.title, description: contactSeo.description(site) }),
        ]}
      />
      <PageHero
        headingId="contact-hero-heading"
        eyebrow={contactHero.eyebrow}
        title={contactHero.title}
        subtitle={contactHero.subtitle}
        image={images.ctaBackground}
      />
    </>
  );
}

export function ContactFormHeading() {
  const site = useSite();
  return (
    <>
      <SectionHeading
        id="contact-form-heading"
        title={contactFormHeading.title}
        description={contactFormHeading.intro(site)}
        align="left"
      />
      <p className="mt-3">
        <BookVisitLink />
      </p>
    </>
  );
}

/** The business's address, phone, e-mail, hours and profiles beside the form. */
export function ContactDetailsAside() {
  const { site } = useRootData();
  return (
    <aside aria-labelledby="contact-details-heading" className="flex flex-col gap-4">
      <h2 id="contact-details-heading" className="text-2xl font-bold text-concrete-900">
        {contactCards.title}
      </h2>
      <ContactCard icon={<MapPin />} title={contactCards.location.title}>
        <address className="not-italic">{formatAddress(site)}</address>
        <p className="text-sm">{contactCards.location.note}</p>
      </ContactCard>
      <ContactCard icon={<Phone />} title={contactCards.phone.title}>
        <a href={phoneHref(site.phone)} className={linkClasses}>
          {site.phone}
        </a>
        <p className="text-sm">{contactCards.phone.note}</p>
      </ContactCard>
      <ContactCard icon={<Mail />} title={contactCards.email.title}>
        <a href={`mailto:${site.email}`} className={`${linkClasses} break-all`}>
          {site.email}
        </a>
        <p className="text-sm">{contactCards.email.note(site)}</p>
      </ContactCard>
      <ContactCard icon={<Clock />} title={contactCards.hours.title}>
        <ul>
          {site.hours.contact.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </ContactCard>
      <SocialCard social={site.social} />
    </aside>
  );
}

/** The towns named from the town records (`towns`), and the places served without a page. */
export function ContactAreas({ towns }: { towns: ListedTown[] }) {
  return (
    <Section labelledBy="contact-areas-heading" tone="muted">
      <SectionHeading
        id="contact-areas-heading"
        title={contactAreas.title}
        description={contactAreas.intro}
      />
      <ServiceAreaGrid cities={namedTowns(towns, contactAreas.towns)} className="mt-10" />
      <p className="mt-8 text-center text-lg text-concrete-700">
        <Link to="/contact#contact-form-heading" className={linkClasses}>
          {contactAreas.note}
        </Link>
      </p>
    </Section>
  );
}

const linkClasses = "font-semibold text-brand-700 underline-offset-4 hover:underline";

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-xl border border-concrete-200 bg-white p-5 shadow-sm">
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 [&>svg]:size-5"
      >
        {icon}
      </span>
      <div className="flex flex-col gap-1 text-concrete-700">
        <h3 className="font-semibold text-concrete-900">{title}</h3>
        {children}
      </div>
    </div>
  );
}

function SocialCard({ social }: { social: SocialProfiles }) {
  if (!Object.values(social).some(Boolean)) return null;
  return (
    <div className="rounded-xl border border-concrete-200 bg-white p-5 shadow-sm">
      <h3 className="font-semibold text-concrete-900">{contactCards.social.title}</h3>
      <SocialLinks
        profiles={social}
        label={contactCards.social.label}
        className="mt-3"
        linkClassName="bg-brand-50 text-brand-700 hover:bg-brand-700 hover:text-white"
      />
    </div>
  );
}
