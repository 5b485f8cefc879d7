/**
 * The pages module's front door: how a page is found (one address per page), kept (the page cache),
 * served as a file, and previewed. The rest of the server may use only this (scripts/lib/layers.test.ts).
 */
import type { createPageCache } from "./page-cache.ts";

export { canonicalPagePath, canonicalRedirect, isPagePath } from "./canonical-path.ts";
export { createPageCache } from "./page-cache.ts";
export { createPreviewRouter, PREVIEWS_PER_MINUTE } from "./preview-router.ts";
export { pageQueryOf } from "./route-queries.ts";
export { createStaticFiles, PERMISSIONS_POLICY } from "./static-files.ts";
export { webManifestRewrite } from "./web-manifest.ts";

/** The page cache as the app answers from it and the content's changes empty it. */
export type PageCache = ReturnType<typeof createPageCache>;
