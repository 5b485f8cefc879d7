import { formatAddress, type SiteConfig } from "./site";
import type { ContactInfo } from "./types";

/** Contact details when the CMS has none: read from the site config, the one source of the business's identity. */
export function builtInContactInfo(site: SiteConfig): ContactInfo {
  return {
    phone: site.phone,
    email: site.email,
    address: formatAddress(site),
    hours: [...site.hours.contact],
    socialMedia: { ...site.social },
  };
}
