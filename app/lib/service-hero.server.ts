import type { ServiceContent } from "@shared/content/types.ts";
import type { ServiceHeroOverride } from "./dedicated-service.ts";

/**
 * A dedicated service page whose hero has its own copy (driveways, patios, sidewalks) keeps it unless
 * the content service answers with a record that differs from the built-in one, that is, an editor
 * has written a title, an excerpt or a photo for this service in the CMS. Then those fields win, as
 * they do on the generic service page.
 */
export function heroOverride(record: ServiceContent, builtIn: ServiceContent | null): ServiceHeroOverride {
  return {
    ...(record.title !== builtIn?.title ? { title: record.title } : {}),
    ...(record.summary !== builtIn?.summary ? { subtitle: record.summary } : {}),
    ...(record.featuredImage.src !== builtIn?.featuredImage.src ? { image: record.featuredImage } : {}),
  };
}
