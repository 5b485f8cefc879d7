import { formatAddress, type SiteConfig } from "./site.ts";
import type { ContactInfo } from "./types.ts";

/**
 * A site identity's contact details in the shape of the spec's contact_info
 * option: the built-in answer when the CMS has none, and what
 * /api/wp/options/contact_info answers from the resolved identity.
 */
export function siteContactInfo(site: SiteConfig): ContactInfo {
  return {
    phone: site.phone,
    email: site.email,
    address: formatAddress(site),
    hours: [...site.hours.contact],
    socialMedia: { ...site.social },
  };
}
