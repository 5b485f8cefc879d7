import {
  type ClaimsSite,
  credentialsSentenceStart,
  experienceYears,
  presentItems,
  warrantyTerm,
  warrantyTermTitle,
} from "@shared/content/claims.ts";
import {
  type PromisesSite,
  projectDaysTo,
  replyWithin,
  visitWithin,
  withPromise,
} from "@shared/content/promises.ts";
import type { IconName } from "@shared/content/types.ts";

/**
 * The quote request page's copy (/quote), top to bottom, so the owner can edit it in one place; the
 * form's own texts (labels, buttons, toasts) are the form's, shared/forms/quote/copy.ts.
 */

export const quoteSeo = {
  /** Shown before the business name: "{title} | {name}". */
  title: "Request a Free Concrete Quote",
  description: (site: PromisesSite) =>
    withPromise(
      replyWithin(site),
      "Request a free, no-obligation estimate for your concrete driveway, patio, sidewalk, decorative or commercial project in Greater Des Moines. We reply {value}.",
      "Request a free, no-obligation estimate for your concrete driveway, patio, sidewalk, decorative or commercial project in Greater Des Moines.",
    ),
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
  // A business that promises no reply time does not claim a fast one.
  ...(replyWithin(site) ? [{ label: "Fast Response", icon: "clock" as const }] : []),
  { label: "No Obligation", icon: "handshake" },
  { label: `${warrantyTermTitle(site)} Warranty`, icon: "shield-check" },
  { label: "Competitive Pricing", icon: "badge-check" },
];

/** The spec's notice over the form; without a reply time it promises none. */
export const quoteNotice = (site: PromisesSite) =>
  withPromise(
    replyWithin(site),
    "Your quote request will be addressed {value} by our specialists",
    "Your quote request will be addressed by our specialists",
  );

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
  steps: (site: PromisesSite) => [
    { title: "Submit Request", description: "Fill out the form with your project details." },
    {
      title: "Initial Consultation",
      description: withPromise(
        replyWithin(site),
        "We call {value} to talk through your plans.",
        "We call to talk through your plans.",
      ),
    },
    {
      title: "On-Site Evaluation",
      description: withPromise(
        visitWithin(site),
        "We measure and assess the site {value}.",
        "We measure and assess the site.",
      ),
    },
    { title: "Detailed Proposal", description: "You receive a written, itemized estimate." },
    {
      title: "Project Execution",
      description: withPromise(
        projectDaysTo(site),
        "Our crew completes most projects in {value}.",
        "Our crew builds the project on the agreed schedule.",
      ),
    },
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
