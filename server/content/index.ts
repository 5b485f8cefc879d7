import type { Env } from "../core/env.ts";
import type { Logger } from "../core/log.ts";
import { siteFromEnv } from "../core/site-from-env.ts";
import type { Metrics } from "../metrics/index.ts";
import { EmbeddedSource } from "./embedded.ts";
import { ContentService } from "./service.ts";
import { WordPressSource } from "./wordpress.ts";

// The content module's front door: the rest of the server may use only what this file gives
// (scripts/lib/layers.test.ts).
export { createWpApiRouter } from "./api.ts";
export {
  BUNDLE_FORMAT,
  type Bundle,
  buildBundle,
  createBuiltInBundleRouter,
} from "./built-in-bundle/index.ts";
export { CONTENT_USAGE, runContentCli } from "./cli.ts";
export { EmbeddedSource } from "./embedded.ts";
export { onContentChange, recordingReads } from "./page-tags.ts";
export { checkPreviewToken, fetchPreviewDraft, type PreviewDraft } from "./preview-token.ts";
export { createRevalidateRouter, type RevalidateOptions } from "./revalidate.ts";
export { ContentService } from "./service.ts";
export { WordPressSource } from "./wordpress.ts";
export { startWordPressCron } from "./wordpress-cron.ts";

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
  // The built-in records state the CMS's price list and promises, as every page does (the content
  // service reads them with its cache; its own fallback for the list is none, and for the contact
  // information the site's own, so this never calls itself).
  const fallback = new EmbeddedSource(
    site,
    env.WORDPRESS_URL ? () => service.getPriceList() : undefined,
    env.WORDPRESS_URL ? async () => (await service.getContactInfo())?.promises ?? null : undefined,
  );
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
