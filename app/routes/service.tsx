import { servicesContext } from "@shared/app-services.ts";
import {
  servicePageCopy as copy,
  MAX_RELATED_SERVICES,
  RELATED_SERVICE_SLUGS,
} from "@shared/content/pages/service-page.ts";
import { siteLists } from "@shared/content/site-lists.ts";
import { SERVICE_ALIASES } from "@shared/pages.ts";
import { ButtonLink } from "~/components/sections/ButtonLink.tsx";
import { NotFoundCard } from "~/components/sections/NotFoundCard.tsx";
import { ServiceDetailTabs } from "~/components/sections/ServiceDetailTabs.tsx";
import { notFoundOrGone } from "~/lib/gone.ts";
import { editorSeoOf, rootSeo, seoMeta, withEditorSeo } from "~/lib/seo.ts";
import { renderStaticParts } from "~/lib/static-sections/static-html.server.tsx";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/service";
import {
  ServiceBenefits,
  ServiceHero,
  ServiceOverview,
  ServicePrice,
  ServiceProcess,
  ServiceQuestions,
  ServiceRelated,
  ServiceSidebar,
} from "./service.sections.server.tsx";

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const ctx = rootSeo(matches);
  const path = `/services/${params.slug}`;
  if (!loaderData) {
    return seoMeta(
      {
        title: `${copy.defaultTitle} | ${ctx.site.name}`,
        description: copy.defaultDescription(ctx.site),
        path,
        robots: "noindex, follow",
      },
      ctx,
    );
  }
  const { service } = loaderData;
  return seoMeta(
    {
      ...withEditorSeo(
        { title: `${service.title} | ${ctx.site.name}`, description: service.summary },
        service,
      ),
      path,
      keywords: service.keywords,
    },
    ctx,
  );
};

export async function loader({ params, context, pattern }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  const service = await content.getService(params.slug);
  if (!service) throw await notFoundOrGone(content, "service", params.slug);

  const [{ services }, locations] = await Promise.all([siteLists(content), content.listLocations()]);
  // The spec's related services, and the services published in the CMS, in the list's order.
  const own = Object.fromEntries(
    RELATED_SERVICE_SLUGS.map((slug) => [SERVICE_ALIASES[slug] ?? slug, slug] as const),
  );
  const related = services
    .filter((listed) => listed.slug !== service.slug && listed.slug !== params.slug)
    .flatMap((listed) => {
      const slug = Object.hasOwn(own, listed.slug) ? own[listed.slug] : listed.builtIn ? null : listed.slug;
      return slug
        ? [{ slug, title: listed.title, summary: listed.summary, featuredImage: listed.image }]
        : [];
    })
    .slice(0, MAX_RELATED_SERVICES);

  const path = `/services/${params.slug}`;
  const areas = locations.map((l) => l.name);
  const {
    hero,
    overview,
    process,
    benefits,
    faq,
    sidebar,
    related: relatedPart,
  } = renderStaticParts(
    { context, pattern },
    {
      hero: <ServiceHero service={service} path={path} areas={areas} />,
      overview: <ServiceOverview service={service} />,
      process: <ServiceProcess service={service} />,
      benefits: <ServiceBenefits service={service} />,
      faq: <ServiceQuestions service={service} />,
      sidebar: <ServiceSidebar />,
      // The price band (when an editor set one) and the related services, under the tabs.
      related: (
        <>
          <ServicePrice service={service} />
          <ServiceRelated related={related} />
        </>
      ),
    },
  );
  return {
    // The page's title, description and keywords only: the record's HTML reaches the page as static parts.
    service: {
      title: service.title,
      summary: service.summary,
      keywords: service.keywords,
      ...editorSeoOf(service),
    },
    tabsLabel: `${service.title} details`,
    hero,
    tabs: { overview, process, benefits, faq },
    sidebar,
    related: relatedPart,
  };
}

/** Server-rendered hero, tab panels, side column and related services; the tabs are the one interactive piece. */
export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { hero, tabsLabel, tabs, sidebar, related } = loaderData;
  return (
    <>
      <StaticHtml part={hero} />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8 lg:py-16">
        <div className="min-w-0 lg:col-span-2">
          <ServiceDetailTabs label={tabsLabel} panels={tabs} />
        </div>
        <StaticHtml part={sidebar} />
      </div>

      <StaticHtml part={related} />
    </>
  );
}

/** Any failure to load the service shows the spec's card; an unknown slug answers 404, one the CMS took down 410. */
export function ErrorBoundary() {
  return (
    <NotFoundCard heading={copy.notFound.heading} text={copy.notFound.text}>
      <ButtonLink to="/services">{copy.notFound.action}</ButtonLink>
    </NotFoundCard>
  );
}
