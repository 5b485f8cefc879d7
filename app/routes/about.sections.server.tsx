import { images } from "@shared/content/images.ts";
import {
  type AboutSectionId,
  type AboutSectionShown,
  aboutPageCopy,
  aboutSectionFor,
  aboutSectionOrder,
  aboutSections,
  aboutSelectorLabel,
  faqPageCopy,
  faqPageItems,
  processPageCopy,
  testimonialsPageCopy,
} from "@shared/content/pages/about.ts";
import type { FaqItem, ProcessStep, Testimonial } from "@shared/content/types.ts";
import { Link } from "react-router";
import { ButtonLink } from "~/components/sections/ButtonLink.tsx";
import { FaqQuestions } from "~/components/sections/FaqQuestions.tsx";
import { PageHero } from "~/components/sections/PageHero.tsx";
import { ProcessSteps } from "~/components/sections/ProcessSteps.tsx";
import { Section } from "~/components/sections/Section.tsx";
import { SectionHeading } from "~/components/sections/SectionHeading.tsx";
import { TestimonialCard } from "~/components/sections/TestimonialCard.tsx";
import { JsonLd } from "~/components/seo/JsonLd.tsx";
import { ContentHtml } from "~/components/ui/ContentHtml.tsx";
import { aboutPage, faqPage, localBusiness, webPage } from "~/lib/json-ld.ts";
import { useRootData, useSite } from "~/lib/root-data.ts";

// The about pages' sections that need no JavaScript (docs/decisions/013); the FAQ's tabs stay in
// the route's component, each tab's questions a static part.

/** Structured data, hero and section selector: the top of every section's page. */
export function AboutHeroAndSelector({
  section,
  generalFaq,
  shown,
}: {
  section: AboutSectionId;
  generalFaq: FaqItem[];
  shown: AboutSectionShown;
}) {
  const meta = aboutSectionFor(section, useSite());
  return (
    <>
      <AboutJsonLd section={section} generalFaq={generalFaq} shown={shown} />
      <PageHero
        headingId="about-hero-heading"
        title={meta.heroTitle}
        subtitle={meta.heroSubtitle}
        image={images.homeHero}
        className={section === "about" ? "grid min-h-[400px] content-center sm:h-[400px]" : ""}
      />
      <SectionSelector current={section} />
    </>
  );
}

/** The section itself, on /about, /testimonials and /process (everything on them is static). */
export function AboutBody({
  section,
  story,
  testimonials,
  process,
}: {
  section: Exclude<AboutSectionId, "faq">;
  story: string;
  testimonials: Testimonial[];
  process: ProcessStep[];
}) {
  if (section === "about") return <AboutUs story={story} />;
  if (section === "testimonials") return <Testimonials items={testimonials} />;
  return <Process steps={process} />;
}

/** The FAQ section's heading, above its tabs. */
export function FaqHeading() {
  return <SectionHeading id="faq-heading" title={faqPageCopy.heading} />;
}

/** One FAQ tab's questions, one answer open at a time. */
export function FaqTabQuestions({ items }: { items: FaqItem[] }) {
  return <FaqQuestions items={items} />;
}

/** The FAQ section's buttons, below its tabs. */
export function FaqActions() {
  return <ActionRow actions={faqPageCopy.actions} />;
}

/** AboutPage with the business on /about, FAQPage on /faq; no review markup for our own testimonials. */
function AboutJsonLd({
  section,
  generalFaq,
  shown,
}: {
  section: AboutSectionId;
  generalFaq: FaqItem[];
  shown: AboutSectionShown;
}) {
  const { site, siteUrl } = useRootData();
  const meta = aboutSectionFor(section, site);
  const page = { siteUrl, path: meta.path, name: meta.title, description: meta.description(site, shown) };
  if (section === "about") return <JsonLd data={[aboutPage(page), localBusiness(site, siteUrl)]} />;
  if (section === "faq") {
    return (
      <JsonLd data={[webPage(page), faqPage(faqPageItems(generalFaq, site), { siteUrl, path: meta.path })]} />
    );
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
          <SectionHeading
            id="story-heading"
            title={site.claims.demo ? copy.storyHeading : copy.introHeading}
            align="left"
          />
          <ContentHtml html={story} className="mt-6" />
        </div>
      </Section>
      <Section labelledBy="values-heading" tone="muted">
        <SectionHeading id="values-heading" title={copy.values.heading} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {copy.values.items(site).map((value) => (
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
      {/* The built-in team is the demo's invented people: a business of its own does not show them. */}
      {site.claims.demo ? (
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
      ) : null}
      <Section labelledBy="facts-heading" tone={site.claims.demo ? "white" : "muted"}>
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
      <Section labelledBy="learn-more-heading" tone={site.claims.demo ? "muted" : "white"}>
        <SectionHeading id="learn-more-heading" title={copy.learnMore.heading} />
        <ActionRow actions={copy.learnMore.links} />
      </Section>
    </>
  );
}

function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <Section labelledBy="testimonials-heading">
      <SectionHeading id="testimonials-heading" title={testimonialsPageCopy.heading} />
      {items.length > 0 ? (
        <ul className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2">
          {items.map((testimonial) => (
            <li key={testimonial.id} className="flex">
              <TestimonialCard testimonial={testimonial} className="w-full" />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mx-auto mt-10 max-w-3xl text-center text-lg text-concrete-700">
          {testimonialsPageCopy.none}
        </p>
      )}
      <ActionRow actions={testimonialsPageCopy.actions} />
    </Section>
  );
}

function Process({ steps }: { steps: ProcessStep[] }) {
  return (
    <Section labelledBy="process-heading">
      <SectionHeading id="process-heading" title={processPageCopy.heading} />
      <ProcessSteps steps={steps} className="mt-10" />
      <ActionRow actions={processPageCopy.actions} />
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
