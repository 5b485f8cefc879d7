import { images } from "./images.ts";
import type { CtaOption } from "./types.ts";

/** The call-to-action banner when the CMS gives no option of its own. */
export const CTA_DEFAULTS: CtaOption = {
  title: "Ready to Transform Your Property?",
  description: "Schedule your free consultation today and get a detailed estimate for your concrete project.",
  backgroundImage: images.ctaBackground.src,
};
