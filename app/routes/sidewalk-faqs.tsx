// /sidewalk-faqs: the full set of sidewalk questions the sidewalks page links to.
// The copy is in shared/content/pages/sidewalk-faqs.ts.

import { SIDEWALK_FAQS_PATH, sidewalkFaqsSeo, sidewalkFaqTopics } from "@shared/content/pages/sidewalk-faqs";
import { Section } from "~/components/sections/Section";
import { FaqAccordion } from "~/components/ui/accordion";
import { rootSeo, seoMeta } from "~/lib/seo";
import { StaticHtml } from "~/lib/static-html";
import { renderStaticParts } from "~/lib/static-html.server";
import type { Route } from "./+types/sidewalk-faqs";
import {
  SidewalkFaqsClosing,
  SidewalkFaqsTop,
  SidewalkFaqTopicHeading,
} from "./sidewalk-faqs.sections.server";

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

/** Everything but the accordions is the server's HTML; each topic's questions stay React for their state. */
export function loader({ context, pattern }: Route.LoaderArgs) {
  const { top, closing } = renderStaticParts(
    { context, pattern },
    { top: <SidewalkFaqsTop />, closing: <SidewalkFaqsClosing /> },
  );
  const headings = renderStaticParts(
    { context, pattern },
    Object.fromEntries(
      sidewalkFaqTopics.map((topic) => [
        `topic-${topic.id}`,
        <SidewalkFaqTopicHeading key={topic.id} topic={topic} />,
      ]),
    ),
  );
  return {
    top,
    topics: sidewalkFaqTopics.map((topic) => ({
      id: topic.id,
      items: topic.items,
      heading: headings[`topic-${topic.id}`],
    })),
    closing,
  };
}

export default function SidewalkFaqsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticHtml part={loaderData.top} />
      {loaderData.topics.map((topic, i) => (
        <Section key={topic.id} labelledBy={topic.id} tone={i % 2 ? "muted" : "white"}>
          <StaticHtml part={topic.heading} />
          <FaqAccordion items={topic.items} className="mx-auto mt-10 max-w-3xl" />
        </Section>
      ))}
      <StaticHtml part={loaderData.closing} />
    </>
  );
}
