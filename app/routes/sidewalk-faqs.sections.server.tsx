import { images } from "@shared/content/images.ts";
import {
  SIDEWALK_FAQS_PATH,
  sidewalkFaqItems,
  sidewalkFaqsBreadcrumbs,
  sidewalkFaqsClosing,
  sidewalkFaqsHero,
  sidewalkFaqTopics,
} from "@shared/content/pages/sidewalk-faqs.ts";
import { Link } from "react-router";
import { FaqQuestions } from "~/components/sections/FaqQuestions.tsx";
import { PageHero } from "~/components/sections/PageHero.tsx";
import { QuoteCallBand } from "~/components/sections/QuoteCallBand.tsx";
import { Section } from "~/components/sections/Section.tsx";
import { SectionHeading } from "~/components/sections/SectionHeading.tsx";
import { JsonLd } from "~/components/seo/JsonLd.tsx";
import { breadcrumbs, faqPage } from "~/lib/json-ld.ts";
import { useRootData } from "~/lib/root-data.ts";

/**
 * The whole sidewalk FAQ page, in the order a visitor sees it: the structured data, the hero with its
 * links to the topics, one band of questions per topic and the closing band. Nothing on it needs
 * JavaScript: the questions are native disclosures.
 */
export function SidewalkFaqsSections() {
  const { site } = useRootData();
  return (
    <>
      <Hero />
      {sidewalkFaqTopics(site).map((topic, i) => (
        <Section key={topic.id} labelledBy={topic.id} tone={i % 2 ? "muted" : "white"}>
          {/* The hero's topic links jump here; the margin keeps the heading clear of the sticky header. */}
          <SectionHeading id={topic.id} title={topic.title} className="[&>h2]:scroll-mt-28" />
          <FaqQuestions items={topic.items} className="mx-auto mt-10 max-w-3xl" />
        </Section>
      ))}
      <Closing />
    </>
  );
}

/** The structured data and the hero with its links to the topics. */
function Hero() {
  const { site, siteUrl } = useRootData();
  const topics = sidewalkFaqTopics(site);
  return (
    <>
      <JsonLd
        data={[
          faqPage(sidewalkFaqItems(site), { siteUrl, path: SIDEWALK_FAQS_PATH }),
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
            {topics.map((topic) => (
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

/** The closing band: a quote, a call, and the way back to the sidewalks page. */
function Closing() {
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
