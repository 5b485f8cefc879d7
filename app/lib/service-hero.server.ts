import { getBuiltInService } from "@shared/content/services";
import type { ContentSource } from "@shared/content/source";
import type { ImageRef } from "@shared/content/types";

/** What a CMS service record changes on a dedicated service page's hero; absent fields keep the page's own. */
export interface ServiceHeroOverride {
  title?: string;
  subtitle?: string;
  image?: ImageRef;
}

/**
 * A dedicated service page (patios, sidewalks) keeps its own hero copy unless the
 * content service answers with a record that differs from the built-in one, that
 * is, an editor has written a title, an excerpt or a photo for this service in the
 * CMS. Then those fields win, as they do on the generic service page.
 */
export async function loadServiceHeroOverride(
  content: Pick<ContentSource, "getService">,
  slug: string,
): Promise<ServiceHeroOverride> {
  const record = await content.getService(slug);
  const builtIn = getBuiltInService(slug);
  if (!record) return {};
  return {
    ...(record.title !== builtIn?.title ? { title: record.title } : {}),
    ...(record.summary !== builtIn?.summary ? { subtitle: record.summary } : {}),
    ...(record.featuredImage.src !== builtIn?.featuredImage.src ? { image: record.featuredImage } : {}),
  };
}
