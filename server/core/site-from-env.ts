import { type SiteConfig, siteConfig } from "@shared/content/site.ts";
import type { Env } from "./env.ts";

/**
 * The site's identity before WordPress: the business file's (BUSINESS_FILE) or the demo's, with the
 * environment's overrides (SITE_NAME, SITE_PHONE, SITE_EMAIL) on top (docs/decisions/007).
 */
export function siteFromEnv(
  env: Pick<Env, "SITE_NAME" | "SITE_PHONE" | "SITE_EMAIL"> & Partial<Pick<Env, "BUSINESS_FILE">>,
): SiteConfig {
  const base = env.BUSINESS_FILE?.site ?? siteConfig;
  return {
    ...base,
    name: env.SITE_NAME ?? base.name,
    phone: env.SITE_PHONE ?? base.phone,
    email: env.SITE_EMAIL ?? base.email,
  };
}
