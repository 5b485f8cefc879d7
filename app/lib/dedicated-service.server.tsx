import { servicesContext } from "@shared/app-services";
import { getBuiltInService } from "@shared/content/services";
import type { ComponentType } from "react";
import type { DedicatedServiceRecord } from "./dedicated-service";
import { heroOverride } from "./service-hero.server";
import type { StaticParts } from "./static-html";
import { renderStaticParts, type StaticPartsArgs } from "./static-html.server";

/**
 * The loader of every dedicated service page (docs/decisions/013): loads the service record by its slug
 * and renders the page's sections, given the record, to one static part, `page`. A CMS record overrides
 * the built-in one; the route places `loaderData.page` and ships no section code.
 */
export async function renderDedicatedServicePage(
  args: StaticPartsArgs,
  slug: string,
  Sections: ComponentType<{ record: DedicatedServiceRecord }>,
): Promise<StaticParts<"page">> {
  const record = await loadDedicatedService(args, slug);
  return renderStaticParts(args, { page: <Sections record={record} /> });
}

async function loadDedicatedService(
  { context }: StaticPartsArgs,
  slug: string,
): Promise<DedicatedServiceRecord> {
  const { content } = context.get(servicesContext);
  const [found, locations] = await Promise.all([content.getService(slug), content.listLocations()]);
  const builtIn = getBuiltInService(slug);
  const record = found ?? builtIn;
  if (!record) throw new Error(`no service record for the dedicated page "${slug}"`);
  return {
    title: record.title,
    summary: record.summary,
    faqs: record.faqs,
    areas: locations.map((location) => location.name),
    hero: found ? heroOverride(found, builtIn) : {},
    // The content service fills a record's missing fields from the built-in one: questions that differ
    // from those are the CMS's own.
    ...(found && JSON.stringify(found.faqs) !== JSON.stringify(builtIn?.faqs ?? []) && found.faqs.length > 0
      ? { cmsFaqs: found.faqs }
      : {}),
  };
}
