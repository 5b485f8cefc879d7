import { CTA_DEFAULTS } from "@shared/content/cta.ts";
import { images } from "@shared/content/images.ts";
import type { CtaOption } from "@shared/content/types.ts";
import { excerptText } from "../sanitize.ts";
import { acfOf, imageUrl, text } from "./fields.ts";
import { acfImage } from "./media.ts";
import type { WpPost } from "./post.ts";

/**
 * The `cta` site option. Its post's title is the plugin's name for the option ("Call to action"), never
 * the banner's heading: an empty Heading field shows the banner's own. The background is a Media
 * Library picture (an ACF image array), drawn through the image service at its own size like the home
 * hero's; an address pasted when the field asked for one is still read, as an address.
 */
export function reshapeCta(option: WpPost, builtIn: CtaOption | null): CtaOption {
  const acf = acfOf(option);
  const own = builtIn ?? CTA_DEFAULTS;
  const picture = acfImage(acf.background_image, images.ctaBackground.alt);
  return {
    title: text(acf.title) || own.title,
    description: text(acf.description) || excerptText(option.excerpt?.rendered) || own.description,
    backgroundImage: picture?.src ?? imageUrl(acf.background_image) ?? own.backgroundImage,
    ...(picture ? { backgroundPicture: picture } : {}),
  };
}
