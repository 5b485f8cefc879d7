import { images } from "@shared/content/images.ts";
import {
  homeCoreServices,
  homeCustomers,
  homeDifferentiators,
  homeHero,
  homeIncluded,
  homeIntro,
  homeOwnEyebrow,
  homePlanning,
  homePromise,
  homeSectionHeadings,
  homeServiceArea,
} from "@shared/content/pages/home.ts";
import { entriesBySlug, namedTowns, placedServices, type SiteLists } from "@shared/content/site-lists.ts";
import type { CtaOption, HomePageOption, HomeSection, Testimonial } from "@shared/content/types.ts";
import { CheckList } from "~/components/sections/CheckList.tsx";
import { ContactDetails } from "~/components/sections/ContactDetails.tsx";
import { CtaBanner } from "~/components/sections/CtaBanner.tsx";
import { FeatureCard } from "~/components/sections/FeatureCard.tsx";
import { PageHero } from "~/components/sections/PageHero.tsx";
import { Section } from "~/components/sections/Section.tsx";
import { SectionHeading } from "~/components/sections/SectionHeading.tsx";
import { ServiceAreaGrid } from "~/components/sections/ServiceAreaGrid.tsx";
import { ServiceCard } from "~/components/sections/ServiceCard.tsx";
import { TestimonialCard } from "~/components/sections/TestimonialCard.tsx";
import { JsonLd } from "~/components/seo/JsonLd.tsx";
import { localBusiness } from "~/lib/json-ld.ts";
import { cardGrid } from "~/lib/pictures.tsx";
import { useRootData, useSite } from "~/lib/root-data.ts";

/** A section's heading and the line under it: an editor's (the `home_page` option), else the page's own. */
type Headings = (section: HomeSection) => { title: string; intro?: string };

/**
 * The whole home page: nothing on it needs JavaScript. `home` is what an editor changed in WordPress;
 * every part it leaves out is the page's own copy.
 */
export function HomeSections({
  testimonials,
  cta,
  home,
  lists,
  gone = new Set(),
}: {
  testimonials: Testimonial[];
  cta: CtaOption | null;
  home: HomePageOption | null;
  /** The site's services and towns (shared/content/site-lists.ts): its cards and its towns. */
  lists: SiteLists;
  /** Pages WordPress took down (app/lib/gone.ts): no card, town or button leads to one. */
  gone?: ReadonlySet<string>;
}) {
  const { site, siteUrl } = useRootData();
  const own = homeSectionHeadings(site);
  const headings: Headings = (section) => ({
    title: home?.headings[section] ?? own[section].title,
    intro: home?.intros[section] ?? own[section].intro,
  });
  const actions = homeHero.actions.map((action, i) => {
    const to = home?.buttons[i]?.to;
    return {
      label: home?.buttons[i]?.label ?? action.label,
      to: to !== undefined && !gone.has(to) ? to : action.to,
    };
  });
  return (
    <>
      <JsonLd data={localBusiness(site, siteUrl)} />
      <PageHero
        headingId="home-hero-heading"
        eyebrow={site.claims.demo ? homeHero.eyebrow : homeOwnEyebrow}
        title={home?.heroTitle ?? homeHero.title}
        subtitle={home?.heroText ?? homeHero.subtitle(site)}
        image={home?.heroImage ?? images.homeHero}
        actions={actions}
      />
      <Intro headings={headings} />
      <Differentiators headings={headings} />
      <CoreServices headings={headings} services={lists.services} />
      <OurPromise headings={headings} />
      <Customers headings={headings} />
      <IncludedAndPlanning headings={headings} />
      <Testimonials testimonials={testimonials} headings={headings} />
      <ServiceArea headings={headings} towns={lists.towns} />
      <CtaBanner cta={cta}>
        <ContactDetails tone="dark" />
      </CtaBanner>
    </>
  );
}

function Intro({ headings }: { headings: Headings }) {
  const site = useSite();
  const { title, intro } = headings("intro");
  return (
    <Section labelledBy="home-intro-heading">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <SectionHeading id="home-intro-heading" title={title} description={intro} align="left" />
        <CheckList items={homeIntro.claims(site)} className="text-lg" />
      </div>
    </Section>
  );
}

function Differentiators({ headings }: { headings: Headings }) {
  const site = useSite();
  const { title, intro } = headings("differentiators");
  return (
    <Section labelledBy="home-different-heading" tone="muted">
      <SectionHeading id="home-different-heading" title={title} description={intro} />
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {homeDifferentiators.cards(site).map((card) => (
          <FeatureCard key={card.title} title={card.title} description={card.description} icon={card.icon} />
        ))}
      </div>
    </Section>
  );
}

const ownCoreCards = entriesBySlug(homeCoreServices.services);

/** The copy's four cards and a card for each service published in the CMS, in the list's order. */
function CoreServices({ headings, services }: { headings: Headings; services: SiteLists["services"] }) {
  const { title, intro } = headings("services");
  const cards = placedServices(services, ownCoreCards, (service) => ({
    title: service.title,
    description: service.summary,
    href: service.href,
    image: service.image,
  }));
  const grid = cardGrid({ sm: 2, lg: 4 });
  return (
    <Section labelledBy="home-services-heading">
      <SectionHeading id="home-services-heading" title={title} description={intro} />
      <div className={`mt-12 ${grid.className}`}>
        {cards.map((service) => (
          <ServiceCard sizes={grid.sizes} key={service.href} {...service} />
        ))}
      </div>
    </Section>
  );
}

function OurPromise({ headings }: { headings: Headings }) {
  const site = useSite();
  const { title, intro } = headings("promise");
  return (
    <Section labelledBy="home-promise-heading" tone="brand">
      <SectionHeading id="home-promise-heading" title={title} description={intro} tone="dark" />
      <div className="mt-12 grid gap-8 lg:grid-cols-2">
        <div className="rounded-xl bg-white p-6 sm:p-8">
          <h3 className="text-xl font-semibold text-concrete-900">{homePromise.problemsTitle}</h3>
          <CheckList items={homePromise.problems} mark="cross" className="mt-6" />
        </div>
        <div className="rounded-xl bg-white p-6 sm:p-8">
          <h3 className="text-xl font-semibold text-concrete-900">{homePromise.fixesTitle}</h3>
          <CheckList items={homePromise.fixes(site)} className="mt-6" />
        </div>
      </div>
    </Section>
  );
}

function Customers({ headings }: { headings: Headings }) {
  const { title, intro } = headings("customers");
  return (
    <Section labelledBy="home-customers-heading">
      <SectionHeading id="home-customers-heading" title={title} description={intro} />
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {homeCustomers.profiles.map((profile) => (
          <FeatureCard
            key={profile.title}
            title={profile.title}
            description={profile.description}
            icon={profile.icon}
          />
        ))}
      </div>
    </Section>
  );
}

function IncludedAndPlanning({ headings }: { headings: Headings }) {
  const site = useSite();
  const lists = [
    { title: headings("included").title, items: homeIncluded(site).items },
    { title: headings("planning").title, items: homePlanning.items },
  ];
  return (
    <Section tone="muted">
      <div className="grid gap-8 lg:grid-cols-2">
        {lists.map((list) => (
          <div
            key={list.title}
            className="rounded-xl border border-concrete-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 className="text-2xl font-bold text-concrete-900 sm:text-3xl">{list.title}</h2>
            <CheckList items={list.items} className="mt-6" />
          </div>
        ))}
      </div>
    </Section>
  );
}

function Testimonials({ testimonials, headings }: { testimonials: Testimonial[]; headings: Headings }) {
  if (!testimonials.length) return null;
  const { title, intro } = headings("testimonials");
  return (
    <Section labelledBy="home-testimonials-heading">
      <SectionHeading id="home-testimonials-heading" title={title} description={intro} />
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.id} testimonial={testimonial} />
        ))}
      </div>
    </Section>
  );
}

function ServiceArea({ headings, towns }: { headings: Headings; towns: SiteLists["towns"] }) {
  const { title, intro } = headings("area");
  return (
    <Section labelledBy="home-area-heading" tone="muted">
      <SectionHeading id="home-area-heading" title={title} description={intro} />
      <ServiceAreaGrid cities={namedTowns(towns, homeServiceArea.towns)} className="mt-12" />
    </Section>
  );
}
