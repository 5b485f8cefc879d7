import { images } from "@shared/content/images.ts";
import {
  DECORATIVE_PATH,
  decorativeAreas,
  decorativeCost,
  decorativeDesignOptions,
  decorativeFaq,
  decorativeFinalCta,
  decorativeHero,
  decorativeIntro,
  decorativePortfolio,
  decorativeProcess,
  decorativeSeo,
  decorativeServices,
  decorativeWhatItIs,
  decorativeWhyChoose,
} from "@shared/content/pages/decorative-concrete.ts";
import { namedTowns } from "@shared/content/site-lists.ts";
import type { IconName } from "@shared/content/types.ts";
import { MapPinned } from "lucide-react";
import { Link } from "react-router";
import { CompactEstimate } from "~/components/estimate/CompactEstimate.tsx";
import { ButtonLink } from "~/components/sections/ButtonLink.tsx";
import { CheckList } from "~/components/sections/CheckList.tsx";
import { CmsContentSection } from "~/components/sections/CmsContentSection.tsx";
import { FeatureCard } from "~/components/sections/FeatureCard.tsx";
import { ProcessSection } from "~/components/sections/ProcessSection.tsx";
import { Section } from "~/components/sections/Section.tsx";
import { SectionHeading } from "~/components/sections/SectionHeading.tsx";
import { ServiceAreaGrid } from "~/components/sections/ServiceAreaGrid.tsx";
import { ServicePageFrame } from "~/components/sections/ServicePageFrame.tsx";
import { ImageWithFallback } from "~/components/ui/ImageWithFallback.tsx";
import { cardsWithIcons, type DedicatedServiceRecord } from "~/lib/dedicated-service.ts";
import { useSite } from "~/lib/root-data.ts";

/**
 * The whole decorative concrete page, in the order a visitor sees it: nothing on it needs JavaScript.
 * What an editor wrote for the service in the CMS (hero, body, price, steps, benefits, towns, questions)
 * takes the place of the page's own copy; the page has no steps of its own, so they show only from the CMS.
 */
export function DecorativeSections({ record }: { record: DedicatedServiceRecord }) {
  const site = useSite();
  const { title, items, contact } = decorativeFaq;
  return (
    <ServicePageFrame
      path={DECORATIVE_PATH}
      record={record}
      seo={{ ...decorativeSeo, description: decorativeSeo.description(site) }}
      priceRange={
        record.cmsPrice ??
        (decorativeCost
          .prices(site)
          .map((p) => `${p.title} ${p.price} ${p.unit}`)
          .join("; ") ||
          undefined)
      }
      hero={{ eyebrow: decorativeHero.eyebrow, image: images.decorative, actions: [decorativeHero.action] }}
      // The spec's seven questions are the page's own, not the built-in record's four; the CMS's replace them.
      faq={{
        title,
        items: record.cmsFaqs ?? items(site),
        children: (
          <p className="text-concrete-700">
            {contact.text}{" "}
            <Link to={contact.to} className="font-semibold text-brand-700 underline underline-offset-4">
              {contact.label}
            </Link>
          </p>
        ),
      }}
      cta={{ ...decorativeFinalCta, actions: [decorativeFinalCta.action] }}
    >
      {record.cmsContent ? <CmsContentSection html={record.cmsContent} /> : <Intro />}
      <WhatItIs />
      <Services />
      <DesignOptions />
      <Cost price={record.cmsPrice} note={record.cmsPriceNote} />
      {record.cmsProcess ? (
        <ProcessSection
          headingId="decorative-process-heading"
          title={decorativeProcess.title}
          steps={record.cmsProcess}
          tone="muted"
        />
      ) : null}
      <WhyChoose reasons={cardsWithIcons(record.cmsBenefits, decorativeWhyChoose.reasons(site))} />
      {/* Its teasers are the demo's invented jobs: a business of its own shows its albums on /gallery. */}
      {site.claims.demo ? <Portfolio /> : null}
      <Areas record={record} />
    </ServicePageFrame>
  );
}

function Intro() {
  return (
    <Section labelledBy="decorative-intro-heading">
      <SectionHeading id="decorative-intro-heading" title={decorativeIntro.title} />
      <div className="mx-auto mt-6 max-w-3xl space-y-4 text-lg leading-relaxed text-concrete-700">
        {decorativeIntro.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    </Section>
  );
}

function WhatItIs() {
  const site = useSite();
  return (
    <Section labelledBy="decorative-what-heading" tone="muted">
      <div className="grid gap-10 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <SectionHeading id="decorative-what-heading" title={decorativeWhatItIs.title} align="left" />
          <div className="mt-6 space-y-4 leading-relaxed text-concrete-700">
            {decorativeWhatItIs.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        </div>
        <dl className="grid content-start gap-4 sm:grid-cols-2 lg:col-span-2">
          {decorativeWhatItIs.facts(site).map((fact) => (
            <div key={fact.label} className="rounded-xl border border-concrete-200 bg-white p-5">
              <dt className="text-sm font-semibold uppercase tracking-wide text-concrete-700">
                {fact.label}
              </dt>
              <dd className="mt-1 text-2xl font-bold text-brand-700">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}

function Services() {
  return (
    <Section labelledBy="decorative-services-heading">
      <SectionHeading
        id="decorative-services-heading"
        title={decorativeServices.title}
        description={decorativeServices.intro}
      />
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {decorativeServices.services.map((item) => (
          <FeatureCard key={item.title} {...item} />
        ))}
      </div>
      <div className="mt-10 text-center">
        <ButtonLink to={decorativeServices.link.to} variant="outlineDark">
          {decorativeServices.link.label}
        </ButtonLink>
      </div>
    </Section>
  );
}

function DesignOptions() {
  return (
    <Section labelledBy="decorative-design-heading" tone="muted">
      <SectionHeading
        id="decorative-design-heading"
        title={decorativeDesignOptions.title}
        description={decorativeDesignOptions.intro}
      />
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {decorativeDesignOptions.groups.map((group) => (
          <div key={group.title} className="rounded-xl border border-concrete-200 bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold text-concrete-900">{group.title}</h3>
            <CheckList items={group.items} className="mt-4" />
          </div>
        ))}
      </div>
    </Section>
  );
}

/** The page's three prices; an editor's typical price and note for the service, when set, lead them. */
function Cost({ price, note }: { price?: string; note?: string }) {
  const site = useSite();
  const prices = decorativeCost.prices(site);
  const premiumNote = decorativeCost.premiumNote(site);
  return (
    <Section labelledBy="decorative-cost-heading">
      <SectionHeading
        id="decorative-cost-heading"
        title={decorativeCost.title}
        description={decorativeCost.intro(site)}
      />
      {price || note ? (
        <p className="mx-auto mt-8 max-w-3xl text-center text-lg text-concrete-700">
          {price ? <strong className="text-3xl font-extrabold text-brand-700">{price}</strong> : null}
          {price && note ? " " : null}
          {note}
        </p>
      ) : null}
      {prices.length > 0 ? (
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {prices.map((item) => (
            <li
              key={item.title}
              className="rounded-xl border border-concrete-200 bg-white p-6 text-center shadow-sm"
            >
              <h3 className="text-lg font-semibold text-concrete-900">{item.title}</h3>
              <p className="mt-3">
                <strong className="text-3xl font-extrabold text-brand-700">{item.price}</strong>{" "}
                <span className="text-concrete-700">{item.unit}</span>
              </p>
              <p className="mt-2 text-sm text-concrete-700">{item.note}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {premiumNote ? (
        <p className="mx-auto mt-8 max-w-3xl text-center text-concrete-700">{premiumNote}</p>
      ) : null}
      <CompactEstimate service="overlays" className="mx-auto mt-10 max-w-xl" />
      <div className="mt-8 text-center">
        <ButtonLink to={decorativeCost.quoteLink.to} variant="secondary">
          {decorativeCost.quoteLink.label}
        </ButtonLink>
      </div>
    </Section>
  );
}

/** Why choose us: the page's reasons, with their icons, or the benefits an editor wrote in the CMS. */
function WhyChoose({
  reasons,
}: {
  reasons: readonly { title: string; description: string; icon?: IconName }[];
}) {
  return (
    <Section labelledBy="decorative-why-heading" tone="muted">
      <SectionHeading id="decorative-why-heading" title={decorativeWhyChoose.title} />
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map((reason) => (
          <FeatureCard key={reason.title} {...reason} />
        ))}
      </div>
    </Section>
  );
}

function Portfolio() {
  return (
    <Section labelledBy="decorative-portfolio-heading">
      <SectionHeading
        id="decorative-portfolio-heading"
        title={decorativePortfolio.title}
        description={decorativePortfolio.intro}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {decorativePortfolio.teasers.map((teaser) => (
          <li
            key={teaser.title}
            className="overflow-hidden rounded-xl border border-concrete-200 bg-white shadow-sm"
          >
            <ImageWithFallback
              image={teaser.image}
              sizes="(min-width: 1280px) 596px, (min-width: 768px) calc((100vw - 4.5rem) / 2), calc(100vw - 2rem)"
              className="aspect-3/2 w-full object-cover"
            />
            <div className="p-6">
              <h3 className="text-xl font-semibold text-concrete-900">{teaser.title}</h3>
              <p className="mt-2 text-concrete-700">{teaser.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
        {decorativePortfolio.links.map((link, i) => (
          <ButtonLink key={link.to} to={link.to} variant={i === 0 ? "secondary" : "outlineDark"}>
            {link.label}
          </ButtonLink>
        ))}
      </div>
    </Section>
  );
}

function Areas({ record }: { record: DedicatedServiceRecord }) {
  return (
    <Section labelledBy="decorative-areas-heading" tone="muted">
      <SectionHeading
        id="decorative-areas-heading"
        title={decorativeAreas.title}
        description={decorativeAreas.intro}
      />
      <ServiceAreaGrid cities={namedTowns(record.towns, decorativeAreas.towns)} className="mt-10" />
      <p className="mt-8 text-center">
        <Link
          to={decorativeAreas.serviceAreaLink.to}
          prefetch="intent"
          className="inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
        >
          <MapPinned aria-hidden="true" className="size-5" />
          {decorativeAreas.serviceAreaLink.label}
        </Link>
      </p>
    </Section>
  );
}
