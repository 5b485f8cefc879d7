import { resolveIdentity } from "@shared/content/identity.ts";
import type { SiteConfig } from "@shared/content/site.ts";
import type { ContentSource } from "@shared/content/source.ts";
import { type Logger, silentLogger } from "./log.ts";

/** The business identity as every page, API answer and e-mail shows it. */
export interface Identity {
  /** The site config with the environment's and the CMS's overrides; never throws. */
  resolve(): Promise<SiteConfig>;
}

/**
 * Resolves the identity per call from the content service's contact details
 * and price list, which it caches with its TTL and last good copy, so a CMS edit shows
 * everywhere at once and an outage costs nothing here. On any error the
 * answer is `base`: a page must never fail for want of a phone number.
 */
export function createIdentity(
  content: Pick<ContentSource, "getContactInfo" | "getPriceList">,
  base: SiteConfig,
  log: Logger = silentLogger,
): Identity {
  return {
    async resolve() {
      try {
        // Each read on its own: a price list that cannot be read keeps the contact details, and
        // the other way round.
        const [contactInfo, prices] = await Promise.all([
          content.getContactInfo().catch((error: unknown) => failed(error, log)),
          content.getPriceList().catch((error: unknown) => failed(error, log)),
        ]);
        return resolveIdentity(base, contactInfo, prices);
      } catch (error) {
        log({
          event: "identity.resolve_failed",
          error: error instanceof Error ? error.message : String(error),
        });
        return base;
      }
    },
  };
}

/** A read that failed: logged, and nothing from it. */
function failed(error: unknown, log: Logger): null {
  log({ event: "identity.resolve_failed", error: error instanceof Error ? error.message : String(error) });
  return null;
}
