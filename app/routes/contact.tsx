import { servicesContext } from "@shared/app-services.ts";
import { contactSeo } from "@shared/content/pages/contact.ts";
import { siteLists } from "@shared/content/site-lists.ts";
import { Section } from "~/components/sections/Section.tsx";
import { ContactForm } from "~/forms/contact/ContactForm.tsx";
import { HydrateApart } from "~/lib/hydrate-apart.tsx";
import { rootSeo, seoMeta } from "~/lib/seo.ts";
import { renderStaticParts } from "~/lib/static-sections/static-html.server.tsx";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/contact";
import {
  ContactAreas,
  ContactDetailsAside,
  ContactFormHeading,
  ContactHero,
} from "./contact.sections.server.tsx";

const path = "/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: contactSeo.title,
      description: contactSeo.description(rootSeo(matches).site),
      path,
      keywords: contactSeo.keywords,
    },
    rootSeo(matches),
  );

// The spam guard's clock starts when the server renders the form. The contact details come from the
// resolved identity (the copy the footer and JSON-LD show), rendered with the page's static parts.
export async function loader({ context, pattern }: Route.LoaderArgs) {
  // The towns named under "Areas We Serve": the town records' (a town taken down leaves).
  const { towns } = await siteLists(context.get(servicesContext).content);
  return {
    renderedAt: Date.now(),
    ...renderStaticParts(
      { context, pattern },
      {
        hero: <ContactHero />,
        heading: <ContactFormHeading />,
        aside: <ContactDetailsAside />,
        areas: <ContactAreas towns={towns} />,
      },
    ),
  };
}

/** Only the form runs in the browser; the rest of the page is server HTML (docs/decisions/013). */
export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticHtml part={loaderData.hero} />
      <Section labelledBy="contact-form-heading">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <StaticHtml part={loaderData.heading} />
            <div className="mt-8">
              <HydrateApart>
                <ContactForm startedAt={loaderData.renderedAt} />
              </HydrateApart>
            </div>
          </div>
          <StaticHtml part={loaderData.aside} />
        </div>
      </Section>
      <StaticHtml part={loaderData.areas} />
    </>
  );
}
