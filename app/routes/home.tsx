import { servicesContext } from "@shared/app-services";
import { homeSeo, homeTestimonials } from "@shared/content/pages/home";
import { rootSeo, seoMeta } from "~/lib/seo";
import { StaticHtml } from "~/lib/static-sections/static-html";
import { renderStaticParts } from "~/lib/static-sections/static-html.server";
import type { Route } from "./+types/home";
import { HomeSections } from "./home.sections.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = rootSeo(matches);
  return seoMeta(
    {
      title: `${ctx.site.name} | ${homeSeo.title}`,
      description: homeSeo.description(ctx.site),
      path: "/",
      keywords: homeSeo.keywords,
    },
    ctx,
  );
};

export async function loader({ context, pattern }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  const [testimonials, cta] = await Promise.all([content.getTestimonials(), content.getCta()]);
  return renderStaticParts(
    { context, pattern },
    { page: <HomeSections testimonials={testimonials.slice(0, homeTestimonials.count)} cta={cta} /> },
  );
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml part={loaderData.page} />;
}
