import { LegalDocumentView } from "~/components/sections/LegalDocumentView";
import { termsOfService, termsOfServiceMeta } from "~/content/pages/legal";
import { rootSeo, seoMeta } from "~/lib/seo";
import { useSite } from "~/lib/site";
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

export default function TermsOfServicePage() {
  return <LegalDocumentView doc={termsOfService(useSite())} />;
}
