import { servicesContext } from "@shared/app-services.ts";
import { builtInServicesOf, getBuiltInService } from "@shared/content/services/index.ts";
import type { SiteConfig } from "@shared/content/site.ts";
import { listedTowns } from "@shared/content/site-lists.ts";
import type { ServiceContent } from "@shared/content/types.ts";
import type { ComponentType } from "react";
import type { DedicatedServiceRecord } from "./dedicated-service.ts";
import { notFoundOrGone } from "./gone.ts";
import { type EditorSeo, editorSeoOf } from "./seo.ts";
import { heroOverride } from "./service-hero.server.ts";
import { renderStaticParts, type StaticPartsArgs } from "./static-sections/static-html.server.tsx";
import type { StaticParts } from "./static-sections/static-html.tsx";

/**
 * The loader of every dedicated service page (docs/decisions/013): loads the service record by its slug
 * and renders the page's sections, given the record, to one static part, `page`. A CMS record overrides
 * the built-in one; the route places `loaderData.page` and ships no section code. A service the CMS
 * took down answers 410, with the site's error page.
 */
export async function renderDedicatedServicePage(
  args: StaticPartsArgs,
  slug: string,
  Sections: ComponentType<{ record: DedicatedServiceRecord }>,
): Promise<DedicatedServicePage> {
  const record = await loadDedicatedService(args, slug);
  return {
    ...renderStaticParts(args, { page: <Sections record={record} /> }),
    ...(record.cmsKeywords ? { keywords: record.cmsKeywords } : {}),
    ...editorSeoOf({ seoTitle: record.cmsSeoTitle, seoDescription: record.cmsSeoDescription }),
  };
}

/**
 * A dedicated page's loader data: its sections, and what an editor wrote for its meta tags (keywords,
 * the title and description for search engines); each only when written.
 */
export type DedicatedServicePage = StaticParts<"page"> & { keywords?: string[] } & EditorSeo;

/**
 * The built-in services as the resolved identity words them (its claims and prices), made once per
 * identity: the content service fills a record from these, so an editor's own text is told from
 * them, not from the demo's wording.
 */
const builtInServicesBySite = new WeakMap<SiteConfig, ServiceContent[]>();
function builtInServicesFor(site: SiteConfig): ServiceContent[] {
  let services = builtInServicesBySite.get(site);
  if (!services) {
    services = builtInServicesOf(site);
    builtInServicesBySite.set(site, services);
  }
  return services;
}

async function loadDedicatedService(
  { context }: StaticPartsArgs,
  slug: string,
): Promise<DedicatedServiceRecord> {
  const { content, site } = context.get(servicesContext);
  const [found, locations] = await Promise.all([content.getService(slug), content.listLocations()]);
  const builtIn = getBuiltInService(slug, builtInServicesFor(site));
  // A service the CMS took down is gone (410) here too: its page is the spec's, its record the CMS's.
  if (!found) {
    const missing = await notFoundOrGone(content, "service", slug);
    if (missing.init?.status === 410) throw missing;
  }
  const record = found ?? builtIn;
  if (!record) throw new Error(`no service record for the dedicated page "${slug}"`);
  return {
    title: record.title,
    summary: record.summary,
    faqs: record.faqs,
    areas: locations.map((location) => location.name),
    towns: listedTowns(locations),
    hero: found ? heroOverride(found, builtIn) : {},
    ...(found ? cmsOwn(found, builtIn) : {}),
  };
}

/** Whether two values differ, as the content service hands them out (plain data). */
const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

/**
 * What the CMS record has of its own: the content service fills a record's missing fields from the
 * built-in one, so a list or a text that differs from the built-in record's is the editor's.
 */
function cmsOwn(
  found: ServiceContent,
  builtIn: ServiceContent | null,
): Pick<
  DedicatedServiceRecord,
  | "cmsFaqs"
  | "cmsProcess"
  | "cmsBenefits"
  | "cmsContent"
  | "cmsKeywords"
  | "cmsPrice"
  | "cmsPriceNote"
  | "cmsSeoTitle"
  | "cmsSeoDescription"
> {
  const ownList = <T,>(list: T[], builtInList: T[] | undefined) =>
    list.length > 0 && differs(list, builtInList ?? []) ? list : undefined;
  const ownText = (value: string | undefined, builtInValue: string | undefined) =>
    value && value !== builtInValue ? value : undefined;
  const own = {
    cmsFaqs: ownList(found.faqs, builtIn?.faqs),
    cmsProcess: ownList(found.process, builtIn?.process),
    cmsBenefits: ownList(found.benefits, builtIn?.benefits),
    cmsContent: ownText(found.content, builtIn?.content),
    cmsKeywords: ownList(found.keywords, builtIn?.keywords),
    cmsPrice: ownText(found.price, builtIn?.price),
    cmsPriceNote: ownText(found.priceNote, builtIn?.priceNote),
    cmsSeoTitle: ownText(found.seoTitle, builtIn?.seoTitle),
    cmsSeoDescription: ownText(found.seoDescription, builtIn?.seoDescription),
  };
  return Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined));
}
