import type { Env } from "../core/env";
import type { Logger } from "../core/log";
import { siteFromEnv } from "../core/site-from-env";
import type { Metrics } from "../metrics";
import { EmbeddedSource } from "./embedded";
import { ContentService } from "./service";
import { WordPressSource } from "./wordpress";

// The content module's front door: the rest of the server may use only what this file gives
// (scripts/lib/layers.test.ts).
export { createWpApiRouter } from "./api";
export { EmbeddedSource } from "./embedded";
export { onContentChange, recordingReads } from "./page-tags";
export { checkPreviewToken, fetchPreviewDraft, type PreviewDraft } from "./preview-token";
export { createRevalidateRouter, type RevalidateOptions } from "./revalidate";
export { ContentService } from "./service";
export { WordPressSource } from "./wordpress";
export { startWordPressCron } from "./wordpress-cron";

export function createContentService(
  env: Pick<
    Env,
    "WORDPRESS_URL" | "CONTENT_TTL_SECONDS" | "CONTENT_TIMEOUT_MS" | "SITE_NAME" | "SITE_PHONE" | "SITE_EMAIL"
  > &
    Partial<Pick<Env, "BUSINESS_FILE">>,
  log?: Logger,
  metrics?: Pick<Metrics, "wordpressFetch">,
): ContentService {
  // The built-in content says what the business file (or the demo) claims (docs/decisions/007).
  const site = siteFromEnv(env);
  // The built-in records state the CMS's price list, as every page does (the content service reads
  // it with its cache; its own fallback for the list is none, so this never calls itself).
  const fallback = new EmbeddedSource(site, env.WORDPRESS_URL ? () => service.getPriceList() : undefined);
  const primary = env.WORDPRESS_URL
    ? new WordPressSource({
        baseUrl: env.WORDPRESS_URL,
        timeoutMs: env.CONTENT_TIMEOUT_MS,
        builtIn: fallback,
        metrics,
        site,
        log,
      })
    : undefined;
  const service = new ContentService({ primary, fallback, ttlMs: env.CONTENT_TTL_SECONDS * 1000, log });
  return service;
}
