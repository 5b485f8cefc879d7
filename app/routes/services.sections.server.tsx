import { images } from "@shared/content/images.ts";
import {
  moreServices,
  type ServiceOffer,
  servicesAreas,
  servicesHero,
  servicesList,
  servicesQuickQuote,
  servicesWhyChoose,
} from "@shared/content/pages/services-index.ts";
import { phoneHref } from "@shared/content/site.ts";
import { entriesBySlug, namedTowns, placedServices, type SiteLists } from "@shared/content/site-lists.ts";
import { ArrowRight, Phone } from "lucide-react";
import { Link } from "react-router";
import { FeatureCard } from "~/components/sections/FeatureCard.tsx";
import { PageHero } from "~/components/sections/PageHero.tsx";
import { Section } from "~/components/sections/Section.tsx";
import { SectionHeading } from "~/components/sections/SectionHeading.tsx";
import { ServiceAreaGrid } from "~/components/sections/ServiceAreaGrid.tsx";
import { ServiceCard } from "~/components/sections/ServiceCard.tsx";
import { cardGrid } from "~/lib/pictures.tsx";
import { useSite } from "~/lib/root-data.ts";

/** The hero: no JavaScript. */
export function ServicesHero() {
  const site = useSite();
  return (
    <PageHero
      headingId="services-hero-heading"
      eyebrow={servicesHero.eyebrow}
      title={servicesHero.title}
      subtitle={servicesHero.subtitle(site)}
      image={images.decorative}
      actions={servicesHero.actions}
    />
  );
}

const ownCards = entriesBySlug(servicesList.services);
const ownMoreLinks = entriesBySlug(moreServices.links);
/** A card's bullets, at most: the services index shows four. */
const CARD_FEATURES = 4;

/**
 * The site's services (`services`, the one list): the six cards of the copy and the links to the
 * others, and a card for each service published in the CMS, in the list's order.
 */
export function ServicesList({ services }: { services: SiteLists["services"] }) {
  const grid = cardGrid({ md: 2 });
  const cards = placedServices<ServiceOffer>(services, ownCards, (service) => ({
    title: service.title,
    description: service.summary,
    features: service.benefits.slice(0, CARD_FEATURES),
    href: service.href,
    image: service.image,
  }));
  return (
    <div>
      <SectionHeading
        id="services-list-heading"
        title={servicesList.title}
        description={servicesList.intro}
        align="left"
      />
      <div className={`mt-10 ${grid.className}`}>
        {cards.map((service) => (
          <ServiceCard sizes={grid.sizes} key={service.href} {...service} />
        ))}
      </div>
      <MoreServices services={services} />
    </div>
  );
}

/** What the quick-quote box says above its form. */
export function QuickQuoteIntro() {
  const site = useSite();
  return (
    <>
      <h2 id="quick-quote-heading" className="text-2xl font-bold text-concrete-900">
        {servicesQuickQuote.title}
      </h2>
      <p className="mt-3 leading-relaxed text-concrete-700">{servicesQuickQuote.body(site)}</p>
    </>
  );
}

/** The phone line and the full quote form's link below the quick-quote form. */
export function QuickQuoteCall() {
  const site = useSite();
  return (
    <>
      <p className="mt-6 text-concrete-700">{servicesQuickQuote.callPrompt}</p>
      <a
        href={phoneHref(site.phone)}
        className="inline-flex min-h-11 items-center gap-2 text-xl font-bold text-brand-700 hover:text-brand-900"
      >
        <Phone aria-hidden="true" className="size-5" />
        {site.phone}
      </a>
      <p className="text-sm text-concrete-700">{site.hours.phoneLine}</p>
      <Link
        to="/quote"
        className="mt-4 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {servicesQuickQuote.quoteLink}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
      <Link
        to="/estimate"
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {servicesQuickQuote.estimateLink}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </>
  );
}

/** Why choose us and the service areas, named from the town records (`towns`). */
export function ServicesWhyUsAndAreas({ towns }: { towns: SiteLists["towns"] }) {
  return (
    <>
      <WhyChooseUs />
      <ServiceAreas towns={towns} />
    </>
  );
}

function MoreServices({ services }: { services: SiteLists["services"] }) {
  const links = placedServices(services, ownMoreLinks, null);
  if (links.length === 0) return null;
  return (
    <div className="mt-10 rounded-xl bg-concrete-50 p-6">
      <h3 className="text-lg font-semibold text-concrete-900">{moreServices.title}</h3>
      <ul className="mt-4 flex flex-wrap gap-x-8 gap-y-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {link.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function WhyChooseUs() {
  const site = useSite();
  return (
    <Section labelledBy="services-why-heading" tone="muted">
      <SectionHeading id="services-why-heading" title={servicesWhyChoose.title} />
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {servicesWhyChoose.reasons(site).map((reason) => (
          <FeatureCard key={reason.title} {...reason} />
        ))}
      </div>
    </Section>
  );
}

function ServiceAreas({ towns }: { towns: SiteLists["towns"] }) {
  const cities = namedTowns(towns, servicesAreas.towns);
  return (
    <Section labelledBy="services-areas-heading">
      <SectionHeading
        id="services-areas-heading"
        title={servicesAreas.title}
        description={servicesAreas.intro}
      />
      <ServiceAreaGrid cities={cities} variant="buttons" className="mt-10 justify-center" />
    </Section>
  );
}
