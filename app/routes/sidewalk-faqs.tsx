// /sidewalk-faqs: the full set of sidewalk questions the sidewalks page links to.
// The copy is in app/content/pages/sidewalk-faqs.ts.
import { Link } from "react-router";
import { PageHero } from "~/components/sections/PageHero";
import { QuoteCallBand } from "~/components/sections/QuoteCallBand";
import { Section } from "~/components/sections/Section";
import { SectionHeading } from "~/components/sections/SectionHeading";
import { JsonLd } from "~/components/seo/JsonLd";
import { FaqAccordion } from "~/components/ui/accordion";
import { images } from "~/content/images";
import {
  SIDEWALK_FAQS_PATH,
  sidewalkFaqItems,
  sidewalkFaqsBreadcrumbs,
  sidewalkFaqsClosing,
  sidewalkFaqsHero,
  sidewalkFaqsSeo,
  sidewalkFaqTopics,
} from "~/content/pages/sidewalk-faqs";
import { breadcrumbs, faqPage } from "~/lib/json-ld";
import { rootSeo, seoMeta } from "~/lib/seo";
import { useRootData } from "~/lib/site";
import type { Route } from "./+types/sidewalk-faqs";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: sidewalkFaqsSeo.title,
      description: sidewalkFaqsSeo.description,
      path: SIDEWALK_FAQS_PATH,
      keywords: sidewalkFaqsSeo.keywords,
    },
    rootSeo(matches),
  );

export default function SidewalkFaqsPage() {
  const { siteUrl } = useRootData();
  return (
    <>
      <JsonLd
        data={[
          faqPage(sidewalkFaqItems, { siteUrl, path: SIDEWALK_FAQS_PATH }),
          breadcrumbs(siteUrl, [
            { name: sidewalkFaqsBreadcrumbs.home, path: "/" },
            { name: sidewalkFaqsBreadcrumbs.sidewalks, path: sidewalkFaqsClosing.servicePath },
            { name: sidewalkFaqsBreadcrumbs.page, path: SIDEWALK_FAQS_PATH },
          ]),
        ]}
      />
      <PageHero
        headingId="sidewalk-faqs-heading"
        eyebrow={sidewalkFaqsHero.eyebrow}
        title={sidewalkFaqsHero.title}
        subtitle={sidewalkFaqsHero.subtitle}
        image={images.sidewalk}
      >
        <nav aria-label={sidewalkFaqsHero.topicsLabel}>
          <ul className="flex flex-wrap gap-3">
            {sidewalkFaqTopics.map((topic) => (
              <li key={topic.id}>
                <a
                  href={`#${topic.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border-2 border-white/80 px-4 py-2 font-semibold text-white hover:bg-white hover:text-brand-900"
                >
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      {sidewalkFaqTopics.map((topic, i) => (
        <Section key={topic.id} labelledBy={topic.id} tone={i % 2 ? "muted" : "white"}>
          {/* The hero's topic links jump here; the margin keeps the heading clear of the sticky header. */}
          <SectionHeading id={topic.id} title={topic.title} className="[&>h2]:scroll-mt-28" />
          <FaqAccordion items={topic.items} className="mx-auto mt-10 max-w-3xl" />
        </Section>
      ))}
      <QuoteCallBand
        headingId="sidewalk-faqs-cta-heading"
        title={sidewalkFaqsClosing.title}
        description={sidewalkFaqsClosing.description}
        quoteLabel={sidewalkFaqsClosing.quoteLabel}
        callPrefix={sidewalkFaqsClosing.callPrefix}
      >
        <Link
          to={sidewalkFaqsClosing.servicePath}
          prefetch="intent"
          className="font-semibold text-white underline hover:text-accent-300"
        >
          {sidewalkFaqsClosing.serviceLabel}
        </Link>
      </QuoteCallBand>
    </>
  );
}
