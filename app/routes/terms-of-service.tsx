import { servicesContext } from "@shared/app-services.ts";
import { termsOfService, termsOfServiceMeta } from "@shared/content/pages/legal.ts";
import { LegalDocumentView } from "~/components/sections/LegalDocumentView.tsx";
import { rootSeo, seoMeta } from "~/lib/seo.ts";
import { renderStaticParts } from "~/lib/static-sections/static-html.server.tsx";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = rootSeo(matches);
  return seoMeta(
    {
      title: `${termsOfServiceMeta.title} | ${ctx.site.name}`,
      description: termsOfServiceMeta.description,
      path: "/terms-of-service",
      keywords: ["terms of service", "concrete estimates", "warranty terms", ctx.site.name],
    },
    ctx,
  );
};

/** The whole document is text and links: rendered on the server, no JavaScript. */
export function loader({ context, pattern }: Route.LoaderArgs) {
  const { site } = context.get(servicesContext);
  return renderStaticParts({ context, pattern }, { page: <LegalDocumentView doc={termsOfService(site)} /> });
}

export default function TermsOfServicePage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml part={loaderData.page} />;
}
