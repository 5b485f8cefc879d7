import type { Env } from "../env";
import type { Logger } from "../log";
import { EmbeddedSource } from "./embedded";
import { ContentService } from "./service";
import { WordPressSource } from "./wordpress";

export function createContentService(
  env: Pick<Env, "WORDPRESS_URL" | "CONTENT_TTL_SECONDS" | "CONTENT_TIMEOUT_MS">,
  log?: Logger,
): ContentService {
  const fallback = new EmbeddedSource();
  const primary = env.WORDPRESS_URL
    ? new WordPressSource({ baseUrl: env.WORDPRESS_URL, timeoutMs: env.CONTENT_TIMEOUT_MS })
    : undefined;
  return new ContentService({ primary, fallback, ttlMs: env.CONTENT_TTL_SECONDS * 1000, log });
}
