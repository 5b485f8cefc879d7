import { servicePageCopy as copy, SERVICE_TRUST_BADGES } from "@shared/content/pages/service-page";
import { phoneHref } from "@shared/content/site";
import type { ServiceContent } from "@shared/content/types";
import { PageHero } from "~/components/sections/PageHero";
import { type RelatedService, RelatedServices } from "~/components/sections/RelatedServices";
import { ServiceSidebar } from "~/components/sections/ServiceSidebar";
import { TrustBadges } from "~/components/sections/TrustBadges";
import { JsonLd } from "~/components/seo/JsonLd";
import { breadcrumbs, faqPage, service as serviceJsonLd } from "~/lib/json-ld";
import { useRootData } from "~/lib/site";

/** Structured data and the hero, above the service's tabs: no JavaScript. */
export function ServiceTop({
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
        <TrustBadges badges={SERVICE_TRUST_BADGES} tone="dark" />
      </PageHero>
    </>
  );
}

/** The side column next to the tabs. */
export { ServiceSidebar };

/** Other services, under the tabs. */
export function ServiceBottom({ related }: { related: RelatedService[] }) {
  return <RelatedServices services={related} />;
}
