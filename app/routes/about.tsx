import { servicesContext } from "@shared/app-services";
import {
  aboutSectionOf,
  aboutSections,
  faqPageCopy,
  faqTabItems,
  generalFaqItems,
} from "@shared/content/pages/about";
import { Section } from "~/components/sections/Section";
import { FaqAccordion } from "~/components/ui/accordion";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { rootSeo, seoMeta } from "~/lib/seo";
import { StaticHtml } from "~/lib/static-html";
import { renderStaticParts } from "~/lib/static-html.server";
import type { Route } from "./+types/about";
import { AboutBody, AboutTop, FaqActions, FaqHeading } from "./about.sections.server";

// One module at four addresses (/about, /testimonials, /process, /faq): the spec's shared page
// with a section selector. Each address is its own server-rendered page with its own meta.

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const ctx = rootSeo(matches);
  const section = aboutSections[aboutSectionOf(location.pathname)];
  return seoMeta(
    {
      title: `${section.title} | ${ctx.site.name}`,
      description: section.description,
      path: section.path,
      keywords: section.keywords,
    },
    ctx,
  );
};

export async function loader({ url, context, pattern }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
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
  const top = <AboutTop section={section} generalFaq={generalFaq} />;
  if (section !== "faq") {
    const story = about?.content ?? "";
    const body = <AboutBody section={section} story={story} testimonials={testimonials} process={process} />;
    const parts = renderStaticParts(
      { context, pattern },
      {
        page: (
          <>
            {top}
            {body}
          </>
        ),
      },
    );
    return { ...parts, faq: null };
  }
  // The FAQ's tabs and accordion are React; the text around them is the server's HTML.
  const { page, heading, actions } = renderStaticParts(
    { context, pattern },
    { page: top, heading: <FaqHeading />, actions: <FaqActions /> },
  );
  return {
    page,
    faq: {
      heading,
      actions,
      label: faqPageCopy.heading,
      tabs: faqPageCopy.tabs,
      items: faqTabItems(generalFaq),
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
                <FaqAccordion items={faq.items[tab.id]} />
              </TabsContent>
            ))}
          </Tabs>
          <StaticHtml part={faq.actions} />
        </div>
      </Section>
    </>
  );
}
