import {
  type ClaimsSite,
  credentialsSentenceStart,
  experienceYears,
  presentItems,
  warrantyTerm,
  warrantyTermTitle,
} from "@shared/content/claims.ts";
import type { IconName } from "@shared/content/types.ts";

/**
 * The quote request page's copy (/quote), top to bottom, so the owner can edit it in one place; the
 * form's own texts (labels, buttons, toasts) are the form's, shared/forms/quote/copy.ts.
 */

export const quoteSeo = {
  /** Shown before the business name: "{title} | {name}". */
  title: "Request a Free Concrete Quote",
  description:
    "Request a free, no-obligation estimate for your concrete driveway, patio, sidewalk, decorative or commercial project in Greater Des Moines. We reply within 24 hours.",
  keywords: [
    "free concrete quote Des Moines",
    "concrete estimate Des Moines",
    "driveway quote Ankeny",
    "patio estimate West Des Moines",
    "concrete contractor quote Iowa",
  ],
};

export const quoteHero = {
  title: "Request a Free Quote",
  subtitle: "Get a detailed estimate for your concrete project",
};

export const quoteTrustStrip = (site: ClaimsSite): { label: string; icon: IconName }[] => [
  { label: "Free Estimates", icon: "badge-dollar-sign" },
  { label: "Fast Response", icon: "clock" },
  { label: "No Obligation", icon: "handshake" },
  { label: `${warrantyTermTitle(site)} Warranty`, icon: "shield-check" },
  { label: "Competitive Pricing", icon: "badge-check" },
];

export const quoteNotice = "Your quote request will be addressed within 24 hours by our specialists";

export const quoteWhyChooseUs = {
  title: "Why Choose Us",
  reasons: (site: ClaimsSite) =>
    presentItems([
      site.claims.projects && `${site.claims.projects.quote} projects completed across Greater Des Moines`,
      `${experienceYears(site)}+ years of local experience`,
      credentialsSentenceStart(site),
      `${warrantyTerm(site)} workmanship warranty`,
      "Detailed written estimates, no hidden fees",
    ]),
};

export const quoteProcess = {
  title: "Our Process",
  steps: [
    { title: "Submit Request", description: "Fill out the form with your project details." },
    { title: "Initial Consultation", description: "We call within 24 hours to talk through your plans." },
    { title: "On-Site Evaluation", description: "We measure and assess the site within 48 hours." },
    { title: "Detailed Proposal", description: "You receive a written, itemized estimate." },
    { title: "Project Execution", description: "Our crew completes most projects in 3 to 5 days." },
  ],
};

export const quoteHelp = {
  title: "Need Help?",
  body: "Prefer to talk it through? Call us and we'll answer your questions.",
  contactLink: "Contact Us",
};

/** The sidebar's way to the instant estimate, for a visitor not ready to send their details. */
export const quoteEstimate = {
  title: "Want a Ballpark First?",
  body: "See a price range for your driveway, patio or sidewalk in seconds, before you send us anything.",
  link: "Open the instant estimate",
};

/** The hero heading's id: the testimonials' link leads back up to it. */
export const quoteHeroHeadingId = "quote-hero-heading";

export const quoteTestimonials = {
  title: "What Our Customers Say",
  intro: "Homeowners across Greater Des Moines trust us with their concrete.",
  count: 3,
  cta: "Get Your Quote Now",
};
