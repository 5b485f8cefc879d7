import { LegalDocumentView } from "~/components/sections/LegalDocumentView";
import { privacyPolicy, privacyPolicyMeta } from "~/content/pages/legal";
import { rootSeo, seoMeta } from "~/lib/seo";
import { useSite } from "~/lib/site";
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

export default function PrivacyPolicyPage() {
  return <LegalDocumentView doc={privacyPolicy(useSite())} />;
}
