import {
  COMMERCIAL_PATH,
  COMMERCIAL_SLUG,
  commercialFaq,
  commercialSeo,
} from "@shared/content/pages/commercial";
import { ServicePageFaq } from "~/components/sections/ServicePageFrame";
import { dedicatedServiceMeta, loadDedicatedService } from "~/lib/dedicated-service";
import { StaticHtml } from "~/lib/static-html";
import { renderStaticParts } from "~/lib/static-html.server";
import type { Route } from "./+types/commercial";
import { CommercialBottom, CommercialTop } from "./commercial.sections.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  dedicatedServiceMeta(matches, COMMERCIAL_PATH, commercialSeo);

export async function loader({ context, pattern }: Route.LoaderArgs) {
  const record = await loadDedicatedService(context, COMMERCIAL_SLUG);
  return {
    ...renderStaticParts(
      { context, pattern },
      { top: <CommercialTop record={record} />, bottom: <CommercialBottom /> },
    ),
    faq: { title: commercialFaq.title, items: record.faqs },
  };
}

/** Server-rendered sections around the one interactive piece, the questions' accordion. */
export default function CommercialPage({ loaderData }: Route.ComponentProps) {
  const { top, faq, bottom } = loaderData;
  return (
    <>
      <StaticHtml part={top} />
      <ServicePageFaq path={COMMERCIAL_PATH} faq={{ ...faq, tone: "muted" }} />
      <StaticHtml part={bottom} />
    </>
  );
}
