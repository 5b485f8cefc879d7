import { data } from "react-router";
import { ButtonLink } from "~/components/sections/ButtonLink";
import { NotFoundCard } from "~/components/sections/NotFoundCard";
import { PageHero } from "~/components/sections/PageHero";
import { RelatedServices } from "~/components/sections/RelatedServices";
import { ServiceDetailTabs } from "~/components/sections/ServiceDetailTabs";
import { ServiceSidebar } from "~/components/sections/ServiceSidebar";
import { TrustBadges } from "~/components/sections/TrustBadges";
import { JsonLd } from "~/components/seo/JsonLd";
import {
  servicePageCopy as copy,
  MAX_RELATED_SERVICES,
  RELATED_SERVICE_SLUGS,
  SERVICE_TRUST_BADGES,
} from "~/content/pages/service-page";
import { phoneHref } from "~/content/site";
import { servicesContext } from "~/lib/context";
import { breadcrumbs, faqPage, service as serviceJsonLd } from "~/lib/json-ld";
import { rootSeo, seoMeta } from "~/lib/seo";
import { useRootData } from "~/lib/site";
import type { Route } from "./+types/service";

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const ctx = rootSeo(matches);
  const path = `/services/${params.slug}`;
  if (!loaderData) {
    return seoMeta(
      {
        title: `${copy.defaultTitle} | ${ctx.site.name}`,
        description: copy.defaultDescription,
        path,
        robots: "noindex, follow",
      },
      ctx,
    );
  }
  const { service } = loaderData;
  return seoMeta(
    {
      title: `${service.title} | ${ctx.site.name}`,
      description: service.summary,
      path,
      keywords: service.keywords,
    },
    ctx,
  );
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  const service = await content.getService(params.slug);
  if (!service) throw data(null, { status: 404 });

  const relatedSlugs = RELATED_SERVICE_SLUGS.filter((slug) => slug !== params.slug);
  const [candidates, locations] = await Promise.all([
    Promise.all(relatedSlugs.map((slug) => content.getService(slug))),
    content.listLocations(),
  ]);
  const related = relatedSlugs
    .flatMap((slug, i) => {
      const record = candidates[i];
      return record
        ? [{ slug, title: record.title, summary: record.summary, featuredImage: record.featuredImage }]
        : [];
    })
    .slice(0, MAX_RELATED_SERVICES);

  return { service, related, areas: locations.map((l) => l.name) };
}

export default function ServicePage({ loaderData, params }: Route.ComponentProps) {
  const { service, related, areas } = loaderData;
  const { site, siteUrl } = useRootData();
  const path = `/services/${params.slug}`;

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

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8 lg:py-16">
        <div className="min-w-0 lg:col-span-2">
          <ServiceDetailTabs service={service} />
        </div>
        <ServiceSidebar />
      </div>

      <RelatedServices services={related} />
    </>
  );
}

/** Any failure to load the service shows the spec's card; an unknown slug answers 404. */
export function ErrorBoundary() {
  return (
    <NotFoundCard heading={copy.notFound.heading} text={copy.notFound.text}>
      <ButtonLink to="/services">{copy.notFound.action}</ButtonLink>
    </NotFoundCard>
  );
}
