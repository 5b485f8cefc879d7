import { type SiteConfig, siteConfig } from "@shared/content/site";
import type { Env } from "./env";

/** The site config with the environment's overrides (SITE_NAME, SITE_PHONE, SITE_EMAIL). */
export function siteFromEnv(env: Pick<Env, "SITE_NAME" | "SITE_PHONE" | "SITE_EMAIL">): SiteConfig {
  return {
    ...siteConfig,
    name: env.SITE_NAME ?? siteConfig.name,
    phone: env.SITE_PHONE ?? siteConfig.phone,
    email: env.SITE_EMAIL ?? siteConfig.email,
  };
}
