import { images } from "@shared/content/images";
import {
  homeCoreServices,
  homeCustomers,
  homeDifferentiators,
  homeHero,
  homeIncluded,
  homeIntro,
  homePlanning,
  homePromise,
  homeServiceArea,
  homeTestimonials,
} from "@shared/content/pages/home";
import type { CtaOption, Testimonial } from "@shared/content/types";
import { CheckList } from "~/components/sections/CheckList";
import { ContactDetails } from "~/components/sections/ContactDetails";
import { CtaBanner } from "~/components/sections/CtaBanner";
import { FeatureCard } from "~/components/sections/FeatureCard";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { SectionHeading } from "~/components/sections/SectionHeading";
import { ServiceAreaGrid } from "~/components/sections/ServiceAreaGrid";
import { ServiceCard } from "~/components/sections/ServiceCard";
import { TestimonialCard } from "~/components/sections/TestimonialCard";
import { JsonLd } from "~/components/seo/JsonLd";
import { localBusiness } from "~/lib/json-ld";
import { cardGrid } from "~/lib/pictures";
import { useRootData, useSite } from "~/lib/site";

/** The whole home page: nothing on it needs JavaScript. */
export function HomeSections({ testimonials, cta }: { testimonials: Testimonial[]; cta: CtaOption | null }) {
  const { site, siteUrl } = useRootData();
  return (
    <>
      <JsonLd data={localBusiness(site, siteUrl)} />
      <PageHero
        headingId="home-hero-heading"
        eyebrow={homeHero.eyebrow}
        title={homeHero.title}
        subtitle={homeHero.subtitle}
        image={images.homeHero}
        actions={homeHero.actions}
      />
      <Intro />
      <Differentiators />
      <CoreServices />
      <OurPromise />
      <Customers />
      <IncludedAndPlanning />
      <Testimonials testimonials={testimonials} />
      <ServiceArea />
      <CtaBanner cta={cta}>
        <ContactDetails tone="dark" />
      </CtaBanner>
    </>
  );
}

function Intro() {
  const site = useSite();
  return (
    <Section labelledBy="home-intro-heading">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <SectionHeading
          id="home-intro-heading"
          title={homeIntro.title}
          description={homeIntro.body(site)}
          align="left"
        />
        <CheckList items={homeIntro.claims(site)} className="text-lg" />
      </div>
    </Section>
  );
}

function Differentiators() {
  return (
    <Section labelledBy="home-different-heading" tone="muted">
      <SectionHeading
        id="home-different-heading"
        title={homeDifferentiators.title}
        description={homeDifferentiators.intro}
      />
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {homeDifferentiators.cards.map((card) => (
          <FeatureCard key={card.title} title={card.title} description={card.description} icon={card.icon} />
        ))}
      </div>
    </Section>
  );
}

function CoreServices() {
  const grid = cardGrid({ sm: 2, lg: 4 });
  return (
    <Section labelledBy="home-services-heading">
      <SectionHeading
        id="home-services-heading"
        title={homeCoreServices.title}
        description={homeCoreServices.intro}
      />
      <div className={`mt-12 ${grid.className}`}>
        {homeCoreServices.services.map((service) => (
          <ServiceCard sizes={grid.sizes} key={service.href} {...service} />
        ))}
      </div>
    </Section>
  );
}

function OurPromise() {
  return (
    <Section labelledBy="home-promise-heading" tone="brand">
      <SectionHeading
        id="home-promise-heading"
        title={homePromise.title}
        description={homePromise.intro}
        tone="dark"
      />
      <div className="mt-12 grid gap-8 lg:grid-cols-2">
        <div className="rounded-xl bg-white p-6 sm:p-8">
          <h3 className="text-xl font-semibold text-concrete-900">{homePromise.problemsTitle}</h3>
          <CheckList items={homePromise.problems} mark="cross" className="mt-6" />
        </div>
        <div className="rounded-xl bg-white p-6 sm:p-8">
          <h3 className="text-xl font-semibold text-concrete-900">{homePromise.fixesTitle}</h3>
          <CheckList items={homePromise.fixes} className="mt-6" />
        </div>
      </div>
    </Section>
  );
}

function Customers() {
  return (
    <Section labelledBy="home-customers-heading">
      <SectionHeading
        id="home-customers-heading"
        title={homeCustomers.title}
        description={homeCustomers.intro}
      />
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

function IncludedAndPlanning() {
  const site = useSite();
  return (
    <Section tone="muted">
      <div className="grid gap-8 lg:grid-cols-2">
        {[homeIncluded(site), homePlanning].map((list) => (
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

function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  if (!testimonials.length) return null;
  return (
    <Section labelledBy="home-testimonials-heading">
      <SectionHeading
        id="home-testimonials-heading"
        title={homeTestimonials.title}
        description={homeTestimonials.intro}
      />
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.id} testimonial={testimonial} />
        ))}
      </div>
    </Section>
  );
}

function ServiceArea() {
  return (
    <Section labelledBy="home-area-heading" tone="muted">
      <SectionHeading
        id="home-area-heading"
        title={homeServiceArea.title}
        description={homeServiceArea.intro}
      />
      <ServiceAreaGrid cities={homeServiceArea.cities} className="mt-12" />
    </Section>
  );
}
