import type { SiteConfig } from "@shared/content/site.ts";
import { siteConfig } from "@shared/content/site.ts";

/**
 * The web app manifest (public/site.webmanifest) names the business a phone shows under the site's
 * icon: with an identity of its own (the business file, SITE_NAME), its name, short name and
 * tagline replace the demo's when the client build is loaded. The demo's file is served as built.
 */
export function webManifestRewrite(
  site: Pick<SiteConfig, "name" | "shortName" | "tagline">,
): Record<string, (body: Buffer) => Buffer> {
  const same =
    site.name === siteConfig.name &&
    site.shortName === siteConfig.shortName &&
    site.tagline === siteConfig.tagline;
  if (same) return {};
  return {
    "/site.webmanifest": (body) => {
      const manifest = JSON.parse(body.toString("utf8")) as Record<string, unknown>;
      const named = { ...manifest, name: site.name, short_name: site.shortName, description: site.tagline };
      return Buffer.from(`${JSON.stringify(named, null, 2)}\n`);
    },
  };
}
