import { REPAIR_PATH, REPAIR_SLUG, repairFaq, repairSeo } from "@shared/content/pages/repair";
import { ServicePageFaq } from "~/components/sections/ServicePageFrame";
import { dedicatedServiceMeta, loadDedicatedService } from "~/lib/dedicated-service";
import { StaticHtml } from "~/lib/static-html";
import { renderStaticParts } from "~/lib/static-html.server";
import type { Route } from "./+types/repair";
import { RepairBottom, RepairTop } from "./repair.sections.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  dedicatedServiceMeta(matches, REPAIR_PATH, repairSeo);

export async function loader({ context, pattern }: Route.LoaderArgs) {
  const record = await loadDedicatedService(context, REPAIR_SLUG);
  return {
    ...renderStaticParts(
      { context, pattern },
      { top: <RepairTop record={record} />, bottom: <RepairBottom /> },
    ),
    faq: { title: repairFaq.title, items: record.faqs },
  };
}

/** Server-rendered sections around the one interactive piece, the questions' accordion. */
export default function RepairPage({ loaderData }: Route.ComponentProps) {
  const { top, faq, bottom } = loaderData;
  return (
    <>
      <StaticHtml part={top} />
      <ServicePageFaq path={REPAIR_PATH} faq={{ ...faq, tone: "muted" }} />
      <StaticHtml part={bottom} />
    </>
  );
}
