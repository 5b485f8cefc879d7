import { servicesContext } from "@shared/app-services";
import { getBuiltInService } from "@shared/content/services";
import type { ServiceContent } from "@shared/content/types";
import type { MetaDescriptor, RouterContextProvider } from "react-router";
import { rootSeo, seoMeta } from "./seo";

/** What a dedicated service page takes from its service record (the hero's words, the questions) and the cities served. */
export type DedicatedServiceRecord = Pick<ServiceContent, "title" | "summary" | "faqs"> & {
  /** The names of the cities with a location page, for the structured data's areas served. */
  areas: string[];
};

/**
 * The service record behind a dedicated page (decorative concrete, commercial, repair), from the
 * content service: a CMS record overrides the hero title and text and the questions, the
 * built-in record fills in otherwise.
 */
export async function loadDedicatedService(
  context: Readonly<RouterContextProvider>,
  slug: string,
): Promise<DedicatedServiceRecord> {
  const { content } = context.get(servicesContext);
  const [found, locations] = await Promise.all([content.getService(slug), content.listLocations()]);
  const record = found ?? getBuiltInService(slug);
  if (!record) throw new Error(`no service record for the dedicated page "${slug}"`);
  return {
    title: record.title,
    summary: record.summary,
    faqs: record.faqs,
    areas: locations.map((location) => location.name),
  };
}

/** A dedicated service page's search and social tags: its own title, description and keywords. */
export function dedicatedServiceMeta(
  matches: Parameters<typeof rootSeo>[0],
  path: string,
  seo: { title: string; description: string; keywords: string[] },
): MetaDescriptor[] {
  return seoMeta(
    { title: seo.title, description: seo.description, path, keywords: seo.keywords },
    rootSeo(matches),
  );
}
