import { formatAddress, siteConfig } from "@shared/content/site.ts";
import type { ContactInfo, SocialProfiles } from "@shared/content/types.ts";
import { type IgnoredBookingSetting, reshapeBooking } from "./booking.ts";
import { type Acf, acfOf, isRecord, LINES, nonEmpty, text, textList, WEB_URL } from "./fields.ts";
import type { WpPost } from "./post.ts";
import { type IgnoredPromise, reshapePromises } from "./promises.ts";

const SOCIAL_NETWORKS = ["facebook", "twitter", "instagram", "linkedin"] as const;

function socialProfiles(acf: Acf): SocialProfiles {
  const source = isRecord(acf.social_media) ? acf.social_media : acf;
  const profiles: SocialProfiles = {};
  for (const network of SOCIAL_NETWORKS) {
    const url = typeof source[network] === "string" ? source[network].trim() : "";
    if (WEB_URL.test(url)) profiles[network] = url;
  }
  return profiles;
}

/**
 * The contact information option. Its promises (`acf.promises`) are WordPress's over the business
 * file's, each only when valid; one that is not is passed to `ignored` (reshape/promises.ts). So
 * with its booking settings (`acf.booking`), passed to `ignoredBooking` (reshape/booking.ts).
 */
export function reshapeContactInfo(
  option: WpPost,
  builtIn: ContactInfo | null,
  ignored: (promise: IgnoredPromise) => void = () => {},
  ignoredBooking: (setting: IgnoredBookingSetting) => void = () => {},
): ContactInfo {
  const acf = acfOf(option);
  const promises = reshapePromises(acf);
  promises.ignored.forEach(ignored);
  const booking = reshapeBooking(acf);
  booking.ignored.forEach(ignoredBooking);
  const fallback = builtIn ?? {
    phone: siteConfig.phone,
    email: siteConfig.email,
    address: formatAddress(siteConfig),
    hours: siteConfig.hours.contact,
    socialMedia: siteConfig.social,
  };
  const email = text(acf.email);
  const social = socialProfiles(acf);
  return {
    phone: text(acf.phone) || fallback.phone,
    email: /^\S+@\S+\.\S+$/.test(email) ? email : fallback.email,
    address: text(acf.address) || fallback.address,
    hours: nonEmpty(textList(acf.hours, LINES)) ?? fallback.hours,
    socialMedia: Object.keys(social).length > 0 ? social : fallback.socialMedia,
    ...(Object.keys(promises.promises).length > 0 ? { promises: promises.promises } : {}),
    ...(Object.keys(booking.booking).length > 0 ? { booking: booking.booking } : {}),
  };
}
