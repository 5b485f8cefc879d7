import { images } from "@shared/content/images.ts";
import {
  quoteHeroHeadingId as heroHeadingId,
  quoteEstimate,
  quoteHelp,
  quoteHero,
  quoteNotice,
  quoteProcess,
  quoteSeo,
  quoteTestimonials,
  quoteTrustStrip,
  quoteWhyChooseUs,
} from "@shared/content/pages/quote.ts";
import { phoneHref } from "@shared/content/site.ts";
import type { Testimonial } from "@shared/content/types.ts";
import { CheckCircle2, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/sections/ButtonLink.tsx";
import { CheckList } from "~/components/sections/CheckList.tsx";
import { PageHero } from "~/components/sections/PageHero.tsx";
import { SectionHeading } from "~/components/sections/SectionHeading.tsx";
import { TestimonialCard } from "~/components/sections/TestimonialCard.tsx";
import { TrustBadges } from "~/components/sections/TrustBadges.tsx";
import { JsonLd } from "~/components/seo/JsonLd.tsx";
import { webPage } from "~/lib/json-ld.ts";
import { useRootData, useSite } from "~/lib/root-data.ts";

/** The structured data and the hero with its trust strip: no JavaScript. */
export function QuoteHero() {
  const site = useSite();
  return (
    <>
      <QuotePageJsonLd />
      <PageHero
        headingId={heroHeadingId}
        title={quoteHero.title}
        subtitle={quoteHero.subtitle}
        image={images.driveway}
      >
        <TrustBadges badges={quoteTrustStrip(site)} tone="dark" />
      </PageHero>
    </>
  );
}

export function QuoteNotice() {
  const site = useSite();
  return (
    <p
      role="note"
      className="mb-8 flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-4 font-medium text-green-900"
    >
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
      {quoteNotice(site)}
    </p>
  );
}

function QuotePageJsonLd() {
  const { site, siteUrl } = useRootData();
  return (
    <JsonLd
      data={webPage({
        siteUrl,
        path: "/quote",
        name: `${quoteSeo.title} | ${site.name}`,
        description: quoteSeo.description(site),
      })}
    />
  );
}

export function QuoteSidebar() {
  const site = useSite();
  return (
    <aside aria-label="About your quote" className="flex flex-col gap-6">
      <SidebarCard headingId="quote-why-heading" title={quoteWhyChooseUs.title}>
        <CheckList items={quoteWhyChooseUs.reasons(site)} className="mt-4" />
      </SidebarCard>
      <SidebarCard headingId="quote-process-heading" title={quoteProcess.title}>
        <ol className="mt-4 grid gap-4">
          {quoteProcess.steps(site).map((step, i) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {i + 1}
              </span>
              <span>
                <span className="block font-semibold text-concrete-900">{step.title}</span>
                <span className="block text-sm text-concrete-700">{step.description}</span>
              </span>
            </li>
          ))}
        </ol>
      </SidebarCard>
      <SidebarCard headingId="quote-estimate-heading" title={quoteEstimate.title}>
        <p className="mt-3 text-concrete-700">{quoteEstimate.body}</p>
        <ButtonLink to="/estimate" variant="secondary" className="mt-4 w-full">
          {quoteEstimate.link}
        </ButtonLink>
      </SidebarCard>
      <SidebarCard headingId="quote-help-heading" title={quoteHelp.title} tone="brand">
        <p className="mt-3 text-brand-50">{quoteHelp.body}</p>
        <a
          href={phoneHref(site.phone)}
          className="mt-4 inline-flex min-h-11 items-center gap-2 text-xl font-bold text-white hover:text-accent-300"
        >
          <Phone aria-hidden="true" className="size-5" />
          {site.phone}
        </a>
        <p className="text-sm text-brand-50">{site.hours.phoneLine}</p>
        <ButtonLink to="/contact" variant="outlineLight" className="mt-5 w-full">
          {quoteHelp.contactLink}
        </ButtonLink>
      </SidebarCard>
    </aside>
  );
}

function SidebarCard({
  headingId,
  title,
  tone = "light",
  children,
}: {
  headingId: string;
  title: string;
  tone?: "light" | "brand";
  children: ReactNode;
}) {
  const brand = tone === "brand";
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl p-6 shadow-sm ${brand ? "bg-brand-800 text-white" : "border border-concrete-200 bg-white"}`}
    >
      <h2 id={headingId} className={`text-xl font-bold ${brand ? "text-white" : "text-concrete-900"}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The testimonials' heading and cards; the link back up to the form stays in the page (it scrolls). */
export function QuoteTestimonials({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <>
      <SectionHeading
        id="quote-testimonials-heading"
        title={quoteTestimonials.title}
        description={quoteTestimonials.intro}
      />
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.id} testimonial={testimonial} />
        ))}
      </div>
    </>
  );
}
