import { formTestPage as copy } from "@shared/content/pages/developer.ts";
import { CheckCircle2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Section } from "~/components/sections/Section.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs.tsx";
import { TwoStepLeadForm } from "~/forms/two-step/TwoStepLeadForm.tsx";
import { developerPagesOn } from "~/lib/developer-pages.server.ts";
import { notFoundMeta } from "~/lib/not-found-meta.ts";
import { developerPageMeta } from "~/lib/seo.ts";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/test-forms";
import { notFoundAnswer } from "./not-found.sections.server.tsx";

const PATH = "/test-forms";

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  loaderData && "notFound" in loaderData
    ? notFoundMeta(matches, location.pathname)
    : developerPageMeta(matches, copy.seo, PATH);

// The spam guard times each form's fill from the server's render. Where the page is off: the 404 page.
export function loader(args: Route.LoaderArgs) {
  if (!developerPagesOn(args.context)) return notFoundAnswer(args);
  return { startedAt: Date.now() };
}

// The first tab's form comes with the page; the other three load when their tab is chosen, so the
// page carries one form's code, not four.
const ContactForm = lazy(() =>
  import("~/forms/contact/ContactForm.tsx").then((m) => ({ default: m.ContactForm })),
);
const QuickQuoteForm = lazy(() =>
  import("~/forms/quick-quote/QuickQuoteForm.tsx").then((m) => ({ default: m.QuickQuoteForm })),
);
const ProductForm = lazy(() =>
  import("~/forms/product/ProductForm.tsx").then((m) => ({ default: m.ProductForm })),
);

const tabs = ["twoStep", "contact", "compact", "product"] as const;
type TabId = (typeof tabs)[number];

export default function FormTestPage({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <StaticHtml part={loaderData.notFound} />;
  return <FormTests startedAt={loaderData.startedAt} />;
}

function FormTests({ startedAt }: { startedAt: number }) {
  const [tab, setTab] = useState<TabId>("twoStep");
  const forms: Record<TabId, React.ReactNode> = {
    twoStep: (
      <TwoStepLeadForm
        startedAt={startedAt}
        source="Form Testing"
        serviceType="driveway"
        responseTime="5 minutes"
        ctaText="Get My Driveway Quote"
        additionalTags={["Form Testing"]}
        idPrefix="test-two-step"
      />
    ),
    contact: <ContactForm startedAt={startedAt} />,
    compact: <QuickQuoteForm startedAt={startedAt} idPrefix="test-quick-quote" />,
    product: (
      <ProductForm
        startedAt={startedAt}
        source="Form Testing"
        productType="stamped-patio"
        leadMagnet="estimate"
        responseTime="2 hours"
        ctaText="Get My Estimate"
        userIntent="estimate"
        idPrefix="test-product"
      />
    ),
  };
  return (
    <Section labelledBy="form-testing-heading">
      <h1 id="form-testing-heading" className="text-3xl font-bold text-concrete-900">
        {copy.heading}
      </h1>
      <p className="mt-3 max-w-3xl text-concrete-700">{copy.intro}</p>
      <Tabs value={tab} onValueChange={(value) => setTab(value as TabId)} className="mt-8">
        <TabsList aria-label={copy.heading}>
          {tabs.map((id) => (
            <TabsTrigger key={id} value={id}>
              {copy.tabs[id].label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((id) => (
          <TabsContent key={id} value={id}>
            <p className="text-sm text-concrete-700">{copy.tabs[id].note}</p>
            {/* Only the shown form is mounted: four live forms would cost the page their hydration at once. */}
            <div className="mt-4 max-w-2xl rounded-xl border border-concrete-200 bg-white p-6">
              {id !== tab ? null : id === "twoStep" ? (
                forms[id]
              ) : (
                // Only around the forms that load on demand: the first one is in the server's HTML.
                <Suspense fallback={<FormLoading />}>{forms[id]}</Suspense>
              )}
            </div>
          </TabsContent>
        ))}
      </Tabs>
      <section aria-labelledby="status-heading" className="mt-12">
        <h2 id="status-heading" className="text-xl font-bold text-concrete-900">
          {copy.statusHeading}
        </h2>
        <ul className="mt-4 grid gap-2">
          {copy.status.map((entry) => (
            <li key={entry.item} className="flex items-start gap-2 text-concrete-800">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
              {entry.item}
            </li>
          ))}
        </ul>
      </section>
    </Section>
  );
}

/** What a tab shows for the moment its form's code is on its way. */
function FormLoading() {
  return (
    <p role="status" className="text-sm text-concrete-700">
      Loading the form…
    </p>
  );
}
