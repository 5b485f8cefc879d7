import { images } from "@shared/content/images";
import {
  type FaqTopic,
  SIDEWALK_FAQS_PATH,
  sidewalkFaqItems,
  sidewalkFaqsBreadcrumbs,
  sidewalkFaqsClosing,
  sidewalkFaqsHero,
  sidewalkFaqTopics,
} from "@shared/content/pages/sidewalk-faqs";
import { Link } from "react-router";
import { PageHero } from "~/components/sections/PageHero";
import { QuoteCallBand } from "~/components/sections/QuoteCallBand";
import { SectionHeading } from "~/components/sections/SectionHeading";
import { JsonLd } from "~/components/seo/JsonLd";
import { breadcrumbs, faqPage } from "~/lib/json-ld";
import { useRootData } from "~/lib/site";

/** The structured data and the hero with its links to the topics. */
export function SidewalkFaqsTop() {
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
    </>
  );
}

/** A topic's heading; its questions are the accordion the route renders beside it. */
export function SidewalkFaqTopicHeading({ topic }: { topic: FaqTopic }) {
  // The hero's topic links jump here; the margin keeps the heading clear of the sticky header.
  return <SectionHeading id={topic.id} title={topic.title} className="[&>h2]:scroll-mt-28" />;
}

/** The closing band: a quote, a call, and the way back to the sidewalks page. */
export function SidewalkFaqsClosing() {
  return (
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
  );
}
