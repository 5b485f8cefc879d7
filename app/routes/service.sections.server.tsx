import { servicePageCopy as copy, serviceTrustBadges } from "@shared/content/pages/service-page.ts";
import { phoneHref } from "@shared/content/site.ts";
import type { ServiceContent } from "@shared/content/types.ts";
import { CircleCheck } from "lucide-react";
import { FaqQuestions } from "~/components/sections/FaqQuestions.tsx";
import { PageHero } from "~/components/sections/PageHero.tsx";
import { PriceBand } from "~/components/sections/PriceBand.tsx";
import { type RelatedService, RelatedServices } from "~/components/sections/RelatedServices.tsx";
import { ServiceSidebar } from "~/components/sections/ServiceSidebar.tsx";
import { TrustBadges } from "~/components/sections/TrustBadges.tsx";
import { JsonLd } from "~/components/seo/JsonLd.tsx";
import { ContentHtml } from "~/components/ui/ContentHtml.tsx";
import { breadcrumbs, faqPage, service as serviceJsonLd } from "~/lib/json-ld.ts";
import { useRootData } from "~/lib/root-data.ts";

/** Structured data and the hero, above the service's tabs: no JavaScript. */
export function ServiceHero({
  service,
  path,
  areas,
}: {
  service: ServiceContent;
  path: string;
  areas: string[];
}) {
  const { site, siteUrl } = useRootData();
  return (
    <>
      <JsonLd
        data={[
          serviceJsonLd({
            site,
            siteUrl,
            path,
            name: service.title,
            description: service.summary,
            serviceType: service.title,
            areas,
            ...(service.price ? { priceRange: service.price } : {}),
          }),
          faqPage(service.faqs, { siteUrl, path }),
          breadcrumbs(siteUrl, [
            { name: "Home", path: "/" },
            { name: copy.breadcrumbServices, path: "/services" },
            { name: service.title, path },
          ]),
        ]}
      />
      <PageHero
        headingId="service-heading"
        title={service.title}
        subtitle={service.summary}
        image={service.featuredImage}
        actions={[
          { label: copy.heroPrimaryCta, to: "/quote" },
          { label: `Call ${site.phone}`, to: phoneHref(site.phone) },
        ]}
      >
        <TrustBadges badges={serviceTrustBadges(site)} tone="dark" />
      </PageHero>
    </>
  );
}

/** The service's typical price and what it covers, as an editor set them; nothing without either. */
export function ServicePrice({ service }: { service: ServiceContent }) {
  if (!service.price && !service.priceNote) return null;
  return (
    <PriceBand
      headingId="service-price-heading"
      title={copy.price.heading}
      price={service.price}
      note={service.priceNote}
      quoteLink={copy.price.quoteLink}
      tone="muted"
    />
  );
}

/** The side column next to the tabs. */
export { ServiceSidebar };

/** Other services, under the tabs. */
export function ServiceRelated({ related }: { related: RelatedService[] }) {
  return <RelatedServices services={related} />;
}

/** The Overview tab's panel: the record's own HTML. */
export function ServiceOverview({ service }: { service: ServiceContent }) {
  return <ContentHtml html={service.content} />;
}

/** The Process tab's panel: the numbered steps. */
export function ServiceProcess({ service }: { service: ServiceContent }) {
  return (
    <>
      <h2 className="text-2xl font-bold text-concrete-900">{copy.tabHeadings.process}</h2>
      <ol className="mt-6 space-y-6">
        {service.process.map((step) => (
          <li key={step.number} className="flex gap-4">
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            >
              {step.number}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-concrete-900">
                <span className="sr-only">Step {step.number}: </span>
                {step.title}
              </h3>
              <p className="mt-1 leading-relaxed text-concrete-700">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The Benefits tab's panel. */
export function ServiceBenefits({ service }: { service: ServiceContent }) {
  return (
    <>
      <h2 className="text-2xl font-bold text-concrete-900">{copy.tabHeadings.benefits}</h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {service.benefits.map((benefit) => (
          <li key={benefit.title} className="rounded-xl border border-concrete-200 bg-white p-5 shadow-sm">
            <h3 className="flex items-center gap-2 text-lg font-semibold text-concrete-900">
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {benefit.title}
            </h3>
            <p className="mt-2 leading-relaxed text-concrete-700">{benefit.description}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The FAQ tab's panel: the record's questions, one answer open at a time. */
export function ServiceQuestions({ service }: { service: ServiceContent }) {
  return (
    <>
      <h2 className="text-2xl font-bold text-concrete-900">{copy.tabHeadings.faq}</h2>
      <FaqQuestions items={service.faqs} className="mt-6" />
    </>
  );
}
