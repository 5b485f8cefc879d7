import { servicesContext } from "@shared/app-services.ts";
import {
  aboutSectionFor,
  aboutSectionOf,
  type FaqTabId,
  faqPageCopy,
  faqTabItems,
  generalFaqItems,
} from "@shared/content/pages/about.ts";
import type { ReactNode } from "react";
import { Section } from "~/components/sections/Section.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs.tsx";
import { rootSeo, seoMeta } from "~/lib/seo.ts";
import { renderStaticParts } from "~/lib/static-sections/static-html.server.tsx";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/about";
import {
  AboutBody,
  AboutHeroAndSelector,
  FaqActions,
  FaqHeading,
  FaqTabQuestions,
} from "./about.sections.server.tsx";

// One module at four addresses (/about, /testimonials, /process, /faq): the spec's shared page
// with a section selector. Each address is its own server-rendered page with its own meta.

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const ctx = rootSeo(matches);
  const section = aboutSectionFor(aboutSectionOf(location.pathname), ctx.site);
  return seoMeta(
    {
      title: `${section.title} | ${ctx.site.name}`,
      description: section.description(ctx.site, loaderData?.shown),
      path: section.path,
      keywords: section.keywords,
    },
    ctx,
  );
};

export async function loader({ url, context, pattern }: Route.LoaderArgs) {
  const { content, site } = context.get(servicesContext);
  // `url`, not `request.url`: on a client navigation the request is /faq.data, and only `url` drops the suffix.
  const section = aboutSectionOf(url.pathname);
  // Only what the section shows; each read falls back to built-in content when the CMS has none.
  const [about, testimonials, process, faq] = await Promise.all([
    section === "about" ? content.getAbout() : null,
    section === "testimonials" ? content.getTestimonials() : [],
    section === "process" ? content.getProcess() : [],
    section === "faq" ? content.getFaq() : [],
  ]);
  const generalFaq = generalFaqItems(faq);
  // What the description says depends on: whether /testimonials has any to show.
  const shown = section === "testimonials" ? { testimonials: testimonials.length } : {};
  const heroAndSelector = <AboutHeroAndSelector section={section} generalFaq={generalFaq} shown={shown} />;
  if (section !== "faq") {
    const story = about?.content ?? "";
    const body = <AboutBody section={section} story={story} testimonials={testimonials} process={process} />;
    const parts = renderStaticParts(
      { context, pattern },
      {
        page: (
          <>
            {heroAndSelector}
            {body}
          </>
        ),
      },
    );
    return { ...parts, shown, faq: null };
  }
  // The FAQ's tabs are React; the text around them and each tab's questions are the server's HTML.
  const { page, heading, actions } = renderStaticParts(
    { context, pattern },
    { page: heroAndSelector, heading: <FaqHeading />, actions: <FaqActions /> },
  );
  const itemsByTab = faqTabItems(generalFaq, site);
  const questions = renderStaticParts(
    { context, pattern },
    Object.fromEntries(
      faqPageCopy.tabs.map((tab) => [tab.id, <FaqTabQuestions key={tab.id} items={itemsByTab[tab.id]} />]),
    ) as Record<FaqTabId, ReactNode>,
  );
  return {
    page,
    shown,
    faq: {
      heading,
      actions,
      label: faqPageCopy.heading,
      tabs: faqPageCopy.tabs.map((tab) => ({ ...tab, questions: questions[tab.id] })),
    },
  };
}

export default function AboutSectionPage({ loaderData }: Route.ComponentProps) {
  const { page, faq } = loaderData;
  if (!faq) return <StaticHtml part={page} />;
  return (
    <>
      <StaticHtml part={page} />
      <Section labelledBy="faq-heading">
        <div className="mx-auto max-w-3xl">
          <StaticHtml part={faq.heading} />
          <Tabs defaultValue="general" className="mt-10">
            <TabsList aria-label={faq.label}>
              {faq.tabs.map((tab) => (
                <TabsTrigger key={tab.id} value={tab.id}>
                  {tab.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {faq.tabs.map((tab) => (
              <TabsContent key={tab.id} value={tab.id}>
                <StaticHtml part={tab.questions} />
              </TabsContent>
            ))}
          </Tabs>
          <StaticHtml part={faq.actions} />
        </div>
      </Section>
    </>
  );
}
