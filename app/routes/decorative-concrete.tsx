import {
  DECORATIVE_PATH,
  DECORATIVE_SLUG,
  decorativeFaq,
  decorativeSeo,
} from "@shared/content/pages/decorative-concrete";
import { Link } from "react-router";
import { ServicePageFaq } from "~/components/sections/ServicePageFrame";
import { dedicatedServiceMeta, loadDedicatedService } from "~/lib/dedicated-service";
import { StaticHtml } from "~/lib/static-html";
import { renderStaticParts } from "~/lib/static-html.server";
import type { Route } from "./+types/decorative-concrete";
import { DecorativeBottom, DecorativeTop } from "./decorative-concrete.sections.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  dedicatedServiceMeta(matches, DECORATIVE_PATH, decorativeSeo);

export async function loader({ context, pattern }: Route.LoaderArgs) {
  const record = await loadDedicatedService(context, DECORATIVE_SLUG);
  // The spec's seven questions are the page's own, not the service record's four.
  const { title, items, contact } = decorativeFaq;
  return {
    ...renderStaticParts(
      { context, pattern },
      { top: <DecorativeTop record={record} />, bottom: <DecorativeBottom /> },
    ),
    faq: { title, items, contact },
  };
}

/** Server-rendered sections around the one interactive piece, the questions' accordion. */
export default function DecorativeConcretePage({ loaderData }: Route.ComponentProps) {
  const { top, faq, bottom } = loaderData;
  return (
    <>
      <StaticHtml part={top} />
      <ServicePageFaq
        path={DECORATIVE_PATH}
        faq={{
          title: faq.title,
          items: faq.items,
          children: (
            <p className="text-concrete-700">
              {faq.contact.text}{" "}
              <Link to={faq.contact.to} className="font-semibold text-brand-700 underline underline-offset-4">
                {faq.contact.label}
              </Link>
            </p>
          ),
        }}
      />
      <StaticHtml part={bottom} />
    </>
  );
}
