import { Link } from "react-router";
import { ButtonLink } from "~/components/sections/ButtonLink";
import { PageHero } from "~/components/sections/PageHero";
import { ProcessSteps } from "~/components/sections/ProcessSteps";
import { Section } from "~/components/sections/Section";
import { SectionHeading } from "~/components/sections/SectionHeading";
import { TestimonialCard } from "~/components/sections/TestimonialCard";
import { JsonLd } from "~/components/seo/JsonLd";
import { FaqAccordion } from "~/components/ui/accordion";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { images } from "~/content/images";
import {
  type AboutSectionId,
  aboutPageCopy,
  aboutSectionOf,
  aboutSectionOrder,
  aboutSections,
  aboutSelectorLabel,
  faqPageCopy,
  faqPageItems,
  faqTabItems,
  generalFaqItems,
  processPageCopy,
  testimonialsPageCopy,
} from "~/content/pages/about";
import type { FaqItem } from "~/content/types";
import { servicesContext } from "~/lib/context";
import { aboutPage, faqPage, localBusiness, webPage } from "~/lib/json-ld";
import { rootSeo, seoMeta } from "~/lib/seo";
import { useRootData, useSite } from "~/lib/site";
import type { Route } from "./+types/about";

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

export async function loader({ url, context }: Route.LoaderArgs) {
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
  return {
    section,
    story: about?.content ?? "",
    testimonials,
    process,
    generalFaq: generalFaqItems(faq),
  };
}

export default function AboutSectionPage({ loaderData }: Route.ComponentProps) {
  const { section } = loaderData;
  const meta = aboutSections[section];
  return (
    <>
      <AboutJsonLd section={section} generalFaq={loaderData.generalFaq} />
      <PageHero
        headingId="about-hero-heading"
        title={meta.heroTitle}
        subtitle={meta.heroSubtitle}
        image={images.homeHero}
        className={section === "about" ? "grid min-h-[400px] content-center sm:h-[400px]" : ""}
      />
      <SectionSelector current={section} />
      {section === "about" ? <AboutUs story={loaderData.story} /> : null}
      {section === "testimonials" ? <Testimonials items={loaderData.testimonials} /> : null}
      {section === "process" ? <Process steps={loaderData.process} /> : null}
      {section === "faq" ? <Faq general={loaderData.generalFaq} /> : null}
    </>
  );
}

/** AboutPage with the business on /about, FAQPage on /faq; no review markup for our own testimonials. */
function AboutJsonLd({ section, generalFaq }: { section: AboutSectionId; generalFaq: FaqItem[] }) {
  const { site, siteUrl } = useRootData();
  const meta = aboutSections[section];
  const page = { siteUrl, path: meta.path, name: meta.title, description: meta.description };
  if (section === "about") return <JsonLd data={[aboutPage(page), localBusiness(site, siteUrl)]} />;
  if (section === "faq") {
    return <JsonLd data={[webPage(page), faqPage(faqPageItems(generalFaq), { siteUrl, path: meta.path })]} />;
  }
  return <JsonLd data={webPage(page)} />;
}

/** Links, not tabs: each section is its own page, so the selector works without JavaScript. */
function SectionSelector({ current }: { current: AboutSectionId }) {
  return (
    <nav aria-label={aboutSelectorLabel} className="border-b border-concrete-200 bg-white">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 sm:px-6 lg:px-8">
        {aboutSectionOrder.map((id) => (
          <li key={id}>
            <Link
              to={aboutSections[id].path}
              prefetch="intent"
              aria-current={id === current ? "page" : undefined}
              className="inline-flex min-h-12 items-center whitespace-nowrap border-b-4 border-transparent px-4 font-semibold text-concrete-700 hover:text-brand-800 aria-[current=page]:border-accent-400 aria-[current=page]:text-brand-800"
            >
              {aboutSections[id].label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AboutUs({ story }: { story: string }) {
  const copy = aboutPageCopy;
  const site = useSite();
  return (
    <>
      <Section labelledBy="story-heading">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="story-heading" title={copy.storyHeading} align="left" />
          {/* Sanitised on the server: built-in text, or WordPress's through the allowlist sanitiser. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from the content service */}
          <div className="content-html mt-6" dangerouslySetInnerHTML={{ __html: story }} />
        </div>
      </Section>
      <Section labelledBy="values-heading" tone="muted">
        <SectionHeading id="values-heading" title={copy.values.heading} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {copy.values.items.map((value) => (
            <li key={value.title} className="rounded-xl border border-concrete-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-concrete-900">{value.title}</h3>
              <p className="mt-2 text-concrete-700">{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="expertise-heading">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="expertise-heading" title={copy.expertise.heading} align="left" />
          <p className="mt-4 text-concrete-700">{copy.expertise.intro}</p>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-concrete-800">
            {copy.expertise.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </Section>
      <Section labelledBy="team-heading" tone="muted">
        <SectionHeading id="team-heading" title={copy.team.heading} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {copy.team.members.map((member) => (
            <li
              key={member.name}
              className="rounded-xl border border-concrete-200 bg-white p-6 text-center shadow-sm"
            >
              <span
                aria-hidden="true"
                className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white"
              >
                {member.name[0]}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-concrete-900">{member.name}</h3>
              <p className="text-sm font-semibold text-brand-700">{member.role}</p>
              <p className="mt-3 text-concrete-700">{member.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="facts-heading">
        <SectionHeading id="facts-heading" title={copy.quickFacts.heading} />
        <dl className="mx-auto mt-10 grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {copy.quickFacts.items(site).map((fact) => (
            <div key={fact.label} className="rounded-lg bg-concrete-50 p-5">
              <dt className="text-sm font-semibold uppercase tracking-wide text-brand-700">{fact.label}</dt>
              <dd className="mt-1 text-concrete-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section labelledBy="learn-more-heading" tone="muted">
        <SectionHeading id="learn-more-heading" title={copy.learnMore.heading} />
        <ActionRow actions={copy.learnMore.links} />
      </Section>
    </>
  );
}

function Testimonials({ items }: { items: Route.ComponentProps["loaderData"]["testimonials"] }) {
  return (
    <Section labelledBy="testimonials-heading">
      <SectionHeading id="testimonials-heading" title={testimonialsPageCopy.heading} />
      <ul className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2">
        {items.map((testimonial) => (
          <li key={testimonial.id} className="flex">
            <TestimonialCard testimonial={testimonial} className="w-full" />
          </li>
        ))}
      </ul>
      <ActionRow actions={testimonialsPageCopy.actions} />
    </Section>
  );
}

function Process({ steps }: { steps: Route.ComponentProps["loaderData"]["process"] }) {
  return (
    <Section labelledBy="process-heading">
      <SectionHeading id="process-heading" title={processPageCopy.heading} />
      <ProcessSteps steps={steps} className="mt-10" />
      <ActionRow actions={processPageCopy.actions} />
    </Section>
  );
}

function Faq({ general }: { general: FaqItem[] }) {
  const items = faqTabItems(general);
  return (
    <Section labelledBy="faq-heading">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="faq-heading" title={faqPageCopy.heading} />
        <Tabs defaultValue="general" className="mt-10">
          <TabsList aria-label={faqPageCopy.heading}>
            {faqPageCopy.tabs.map((tab) => (
              <TabsTrigger key={tab.id} value={tab.id}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {faqPageCopy.tabs.map((tab) => (
            <TabsContent key={tab.id} value={tab.id}>
              <FaqAccordion items={items[tab.id]} />
            </TabsContent>
          ))}
        </Tabs>
        <ActionRow actions={faqPageCopy.actions} />
      </div>
    </Section>
  );
}

function ActionRow({ actions }: { actions: readonly { label: string; to: string }[] }) {
  return (
    <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
      {actions.map((action, i) => (
        <ButtonLink key={action.to} to={action.to} variant={i === 0 ? "primary" : "outlineDark"}>
          {action.label}
        </ButtonLink>
      ))}
    </div>
  );
}
