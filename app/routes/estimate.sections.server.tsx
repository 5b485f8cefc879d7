import { images } from "@shared/content/images.ts";
import {
  ESTIMATE_PAGE_PATH,
  estimateHero,
  estimateSeo,
  estimateSidebar,
} from "@shared/content/pages/estimate.ts";
import { phoneHref } from "@shared/content/site.ts";
import { estimateCopy } from "@shared/estimate/copy.ts";
import { ESTIMATE_SERVICES, SERVICE_IDS } from "@shared/estimate/model.ts";
import { Phone } from "lucide-react";
import { ButtonLink } from "~/components/sections/ButtonLink.tsx";
import { PageHero } from "~/components/sections/PageHero.tsx";
import { JsonLd } from "~/components/seo/JsonLd.tsx";
import { priceListService, webPage } from "~/lib/json-ld.ts";
import { useRootData, useSite } from "~/lib/root-data.ts";

/** The page's structured data and its hero: no JavaScript. */
export function EstimateHero() {
  const { site, siteUrl } = useRootData();
  const title = `${estimateSeo.title} | ${site.name}`;
  return (
    <>
      <JsonLd
        data={[
          webPage({ siteUrl, path: ESTIMATE_PAGE_PATH, name: title, description: estimateSeo.description }),
          priceListService({
            site,
            siteUrl,
            path: ESTIMATE_PAGE_PATH,
            name: estimateCopy.title,
            description: estimateSeo.description,
            offers: SERVICE_IDS.map((service) => {
              const definition = ESTIMATE_SERVICES[service];
              const price = site.prices[definition.item];
              return { name: definition.label, low: price.low, high: price.high, unit: price.unit };
            }),
          }),
        ]}
      />
      <PageHero
        headingId="estimate-hero-heading"
        eyebrow={estimateHero.eyebrow}
        title={estimateCopy.heading}
        subtitle={estimateCopy.intro}
        image={images.driveway}
      />
    </>
  );
}

/** Beside the form: where the ranges come from, and the way to a written price. */
export function EstimateSidebar() {
  const site = useSite();
  const copy = estimateSidebar;
  return (
    <aside aria-label="About these prices" className="flex flex-col gap-6">
      <section
        aria-labelledby="estimate-how-heading"
        className="rounded-xl border border-concrete-200 bg-white p-6 shadow-sm"
      >
        <h2 id="estimate-how-heading" className="text-xl font-bold text-concrete-900">
          {copy.howTitle}
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-concrete-700">
          {copy.how.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="estimate-exact-heading"
        className="rounded-xl bg-brand-800 p-6 text-white shadow-sm"
      >
        <h2 id="estimate-exact-heading" className="text-xl font-bold text-white">
          {copy.exactTitle}
        </h2>
        <p className="mt-3 text-brand-50">{copy.exact}</p>
        <a
          href={phoneHref(site.phone)}
          className="mt-4 inline-flex min-h-11 items-center gap-2 text-xl font-bold text-white hover:text-accent-300"
        >
          <Phone aria-hidden="true" className="size-5" />
          {site.phone}
        </a>
        <ButtonLink to={copy.quoteLink.to} variant="outlineLight" className="mt-4 w-full">
          {copy.quoteLink.label}
        </ButtonLink>
        <p className="mt-4 text-center">
          <a href={copy.servicesLink.to} className="font-semibold text-white underline hover:text-accent-300">
            {copy.servicesLink.label}
          </a>
        </p>
      </section>
    </aside>
  );
}
