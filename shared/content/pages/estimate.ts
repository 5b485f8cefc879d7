/**
 * The instant estimate page's own copy (/estimate): what search engines and the sidebar say. The
 * form's and the result's words are the estimate's (shared/estimate/copy.ts), shared with the compact
 * version on the service pages, the lead and the e-mail.
 */

export { ESTIMATE_PAGE_PATH } from "@shared/estimate/form.ts";

export const estimateSeo = {
  /** Shown before the business name: "{title} | {name}". */
  title: "Instant Concrete Estimate: Driveway, Patio & Sidewalk Prices",
  description:
    "Price a concrete driveway, patio, sidewalk, repair, overlay or polished floor in Greater Des Moines in seconds: pick the job, enter the size, see the range. No phone number needed.",
  keywords: [
    "concrete cost calculator Des Moines",
    "driveway cost estimate Iowa",
    "patio price per square foot Des Moines",
    "sidewalk replacement cost Ankeny",
    "concrete estimate West Des Moines",
  ],
};

export const estimateHero = {
  formHeading: "Price your concrete job",
  eyebrow: "Free, instant, no sign-up",
};

/** The sidebar beside the form: why a range, and the way to an exact price. */
export const estimateSidebar = {
  howTitle: "Where these numbers come from",
  how: [
    "The ranges come from the price list our estimators quote from, for work across Greater Des Moines: per square foot for new concrete, per job for a sidewalk repair.",
    "The low end is a simple pour on a level, open lot; the high end is a tight site, a thicker slab or a heavier tear-out.",
    "A compacted base and reinforcement for Iowa's clay and freeze-thaw winters are in every range; only unusually soft or wet ground needs more, and we tell you on site.",
  ],
  exactTitle: "Want an exact number?",
  exact:
    "We measure on site, check the grade and drainage, and give you a written price, free and without obligation.",
  quoteLink: { label: "Request a Free Quote", to: "/quote" },
  servicesLink: { label: "Compare our services", to: "/services" },
};
