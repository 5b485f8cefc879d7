import { servicesContext } from "@shared/app-services.ts";
import { homeSeo, homeTestimonials } from "@shared/content/pages/home.ts";
import { siteLists } from "@shared/content/site-lists.ts";
import { gonePaths } from "~/lib/gone.ts";
import { editorSeoOf, rootSeo, seoMeta, withEditorSeo } from "~/lib/seo.ts";
import { renderStaticParts } from "~/lib/static-sections/static-html.server.tsx";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/home";
import { HomeSections } from "./home.sections.server.tsx";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const ctx = rootSeo(matches);
  return seoMeta(
    {
      // The title and description an editor wrote for search engines (the home page option), else the page's own.
      ...withEditorSeo(
        { title: `${ctx.site.name} | ${homeSeo.title}`, description: homeSeo.description(ctx.site) },
        loaderData,
      ),
      path: "/",
      keywords: homeSeo.keywords,
    },
    ctx,
  );
};

export async function loader({ context, pattern }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  const [testimonials, cta, home, gone, lists] = await Promise.all([
    content.getTestimonials(),
    content.getCta(),
    content.getHomePage(),
    gonePaths(content),
    siteLists(content),
  ]);
  return {
    ...renderStaticParts(
      { context, pattern },
      {
        page: (
          <HomeSections
            testimonials={testimonials.slice(0, homeTestimonials.count)}
            cta={cta}
            home={home}
            gone={gone}
            lists={lists}
          />
        ),
      },
    ),
    ...(home ? editorSeoOf(home) : {}),
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml part={loaderData.page} />;
}
