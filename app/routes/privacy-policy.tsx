import { servicesContext } from "@shared/app-services.ts";
import { privacyPolicy, privacyPolicyMeta } from "@shared/content/pages/legal.ts";
import { LegalDocumentView } from "~/components/sections/LegalDocumentView.tsx";
import { rootSeo, seoMeta } from "~/lib/seo.ts";
import { renderStaticParts } from "~/lib/static-sections/static-html.server.tsx";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = rootSeo(matches);
  return seoMeta(
    {
      title: `${privacyPolicyMeta.title} | ${ctx.site.name}`,
      description: privacyPolicyMeta.description,
      path: "/privacy-policy",
      keywords: ["privacy policy", "quote request data", ctx.site.name],
    },
    ctx,
  );
};

/** The whole document is text and links: rendered on the server, no JavaScript. */
export function loader({ context, pattern }: Route.LoaderArgs) {
  const { site } = context.get(servicesContext);
  return renderStaticParts({ context, pattern }, { page: <LegalDocumentView doc={privacyPolicy(site)} /> });
}

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml part={loaderData.page} />;
}
