import { servicesContext } from "@shared/app-services.ts";
import { quoteHeroHeadingId, quoteSeo, quoteTestimonials } from "@shared/content/pages/quote.ts";
import { ArrowUp } from "lucide-react";
import type { MouseEvent } from "react";
import { Section } from "~/components/sections/Section.tsx";
import { QuoteRequestForm } from "~/forms/quote/QuoteRequestForm.tsx";
import { HydrateApart } from "~/lib/hydrate-apart.tsx";
import { rootSeo, seoMeta } from "~/lib/seo.ts";
import { renderStaticParts } from "~/lib/static-sections/static-html.server.tsx";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/quote";
import { QuoteHero, QuoteNotice, QuoteSidebar, QuoteTestimonials } from "./quote.sections.server.tsx";

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = rootSeo(matches);
  return seoMeta(
    {
      title: `${quoteSeo.title} | ${ctx.site.name}`,
      description: quoteSeo.description(ctx.site),
      path: "/quote",
      keywords: quoteSeo.keywords,
    },
    ctx,
  );
};

export async function loader({ context, pattern }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  const testimonials = (await content.getTestimonials()).slice(0, quoteTestimonials.count);
  return {
    // The spam guard times the fill from the server's render, so plain posts are timed too.
    startedAt: Date.now(),
    // None to show (a business of its own has no built-in testimonials until WordPress has some): no band.
    hasTestimonials: testimonials.length > 0,
    ...renderStaticParts(
      { context, pattern },
      {
        hero: <QuoteHero />,
        notice: <QuoteNotice />,
        sidebar: <QuoteSidebar />,
        testimonials: <QuoteTestimonials testimonials={testimonials} />,
      },
    ),
  };
}

/** The form and the link back up to it run in the browser; the rest is server HTML (docs/decisions/013). */
export default function QuotePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticHtml part={loaderData.hero} />
      <Section>
        <StaticHtml part={loaderData.notice} />
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <HydrateApart>
            <QuoteRequestForm startedAt={loaderData.startedAt} />
          </HydrateApart>
          <StaticHtml part={loaderData.sidebar} />
        </div>
      </Section>
      {loaderData.hasTestimonials ? (
        <Section labelledBy="quote-testimonials-heading" tone="muted">
          <StaticHtml part={loaderData.testimonials} />
          <p className="mt-12 text-center">
            <a
              href={`#${quoteHeroHeadingId}`}
              onClick={scrollToTop}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-accent-400 px-6 py-3 text-base font-semibold text-concrete-900 shadow-sm transition-colors hover:bg-accent-300"
            >
              <ArrowUp aria-hidden="true" className="size-5" />
              {quoteTestimonials.cta}
            </a>
          </p>
        </Section>
      ) : null}
    </>
  );
}

// Without scripts the link jumps to the heading; with them the page glides up and focus follows.
function scrollToTop(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
  const heading = document.getElementById(quoteHeroHeadingId);
  if (heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
}
