import { notFoundCopy as copy } from "@shared/content/pages/not-found.ts";
import { data } from "react-router";
import { rootSeo, seoMeta } from "~/lib/seo.ts";
import { renderStaticParts } from "~/lib/static-sections/static-html.server.tsx";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/not-found";
import { NotFoundSections } from "./not-found.sections.server.tsx";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const ctx = rootSeo(matches);
  return seoMeta(
    {
      title: `${copy.title} | ${ctx.site.name}`,
      description: copy.text,
      path: location.pathname,
      robots: "noindex, follow",
    },
    ctx,
  ).filter((tag) => !("rel" in tag && tag.rel === "canonical"));
};

// Any address no other route matches: a real 404 status, not a 200 "soft 404". The card is
// links and text, so it comes as the server's HTML.
export function loader({ context, pattern }: Route.LoaderArgs) {
  return data(
    { ...renderStaticParts({ context, pattern }, { page: <NotFoundSections /> }) },
    { status: 404 },
  );
}

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml part={loaderData.page} />;
}
