import {
  type ClaimsSite,
  credentialsSentenceStart,
  paymentMethodsPhrase,
  presentItems,
  warrantyTerm,
  withCredentials,
} from "../claims.ts";
import { givenPrice, premiumDash, priceLong } from "../prices.ts";
import { depositRange, type PromisesSite, projectDaysTo, replyWithin, withPromise } from "../promises.ts";
import type { SiteConfig } from "../site.ts";
import type { FaqItem } from "../types.ts";
import { serviceAreaText } from "./service-page.ts";

/**
 * The About section: one page with a section selector, at four addresses (spec §2). Each
 * section's words live here; the story, testimonials, process steps and the General
 * questions come from the content source (WordPress or the built-in fallbacks).
 */

export type AboutSectionId = "about" | "testimonials" | "process" | "faq";

/** What a section's words are made of: the business's claims, name and town. */
export type AboutSectionSite = ClaimsSite & Pick<SiteConfig, "name" | "address">;

/** What the section's page shows of the content source, where its description depends on it. */
export interface AboutSectionShown {
  /** How many testimonials /testimonials lists (none: it says they will be published). */
  testimonials?: number;
}

export interface AboutSectionMeta {
  path: string;
  /** The selector's link text. */
  label: string;
  title: string;
  /** The meta description, true for what the page shows: the business's claims of `site`, and `shown`. */
  description: (site: AboutSectionSite, shown?: AboutSectionShown) => string;
  keywords: string[];
  heroTitle: string;
  heroSubtitle: string;
  /**
   * A business's own words where the demo's tell its story ("family-owned", Ankeny): shown when
   * the site does not run as the demo (`claims.demo`); see `aboutSectionFor`.
   */
  own?: (site: AboutSectionSite) => Partial<Pick<AboutSectionMeta, "title" | "keywords" | "heroSubtitle">>;
}

export const aboutSections: Record<AboutSectionId, AboutSectionMeta> = {
  about: {
    path: "/about",
    label: "About Us",
    title: "About Us: Family-Owned Concrete Contractor in Ankeny",
    description: (site) =>
      site.claims.demo
        ? `Who pours your concrete: a family-owned Ankeny crew serving Polk, Dallas and Warren counties, ${withCredentials(site, "{credentials}, with a", "with a")} ${warrantyTerm(site)} warranty.`
        : `Who pours your concrete: ${site.name} of ${site.address.city}, serving Greater Des Moines, ${withCredentials(site, "{credentials}, with a", "with a")} ${warrantyTerm(site)} warranty.`,
    keywords: ["about", "concrete contractor Ankeny", "family-owned concrete company", "Des Moines concrete"],
    heroTitle: "About Our Concrete Company",
    heroSubtitle:
      "A family-owned crew from Ankeny that pours, finishes and stands behind concrete built for Iowa winters.",
    own: (site) => ({
      title: `About Us: Concrete Contractor in ${site.address.city}`,
      keywords: ["about", `concrete contractor ${site.address.city}`, "Des Moines concrete"],
      heroSubtitle: `A concrete crew from ${site.address.city} that pours, finishes and stands behind concrete built for Iowa winters.`,
    }),
  },
  testimonials: {
    path: "/testimonials",
    label: "Testimonials",
    title: "Customer Testimonials: Driveways, Patios and Repairs",
    description: (site, shown) =>
      shown?.testimonials === 0
        ? "Reviews from our customers will be published here. Until then, ask us for references near you in Greater Des Moines."
        : site.claims.demo
          ? "What homeowners in Ankeny, Des Moines, Urbandale and nearby towns say about their driveways, patios, steps and repairs."
          : "What our customers around Greater Des Moines say about their driveways, patios, steps and repairs.",
    keywords: ["concrete contractor reviews", "Des Moines concrete testimonials", "driveway reviews"],
    heroTitle: "What Our Customers Say",
    heroSubtitle: "Neighbors across the metro on the driveways, patios and repairs we have poured for them.",
  },
  process: {
    path: "/process",
    label: "Our Process",
    title: "Our Process: From Free Estimate to Final Walkthrough",
    description: () =>
      "How a concrete project runs with us, step by step, from the first call and the free on-site estimate to the pour and the final walkthrough.",
    keywords: ["concrete project process", "how concrete is poured", "concrete estimate Des Moines"],
    heroTitle: "How Your Project Runs",
    heroSubtitle: "Every step has a date you know in advance and a person you can call.",
  },
  faq: {
    path: "/faq",
    label: "FAQ",
    title: "Concrete FAQ: Estimates, Pricing, Services and Care",
    description: () =>
      "Answers to what homeowners ask before a concrete project in Greater Des Moines: estimates, timing, prices, sealing and winter care.",
    keywords: [
      "concrete FAQ",
      "concrete driveway questions",
      "concrete sealing Iowa",
      "concrete cost Des Moines",
    ],
    heroTitle: "Frequently Asked Questions",
    heroSubtitle: "Straight answers about estimates, prices, the work itself and caring for new concrete.",
  },
};

export const aboutSectionOrder: readonly AboutSectionId[] = ["about", "testimonials", "process", "faq"];

/** A section's words for `site`: the demo's, or a business's own where the demo's tell its story. */
export function aboutSectionFor(id: AboutSectionId, site: AboutSectionSite): AboutSectionMeta {
  const section = aboutSections[id];
  return site.claims.demo || !section.own ? section : { ...section, ...section.own(site) };
}

/** The section a path shows; the About section's own path for anything else. */
export function aboutSectionOf(pathname: string): AboutSectionId {
  const trimmed = pathname.replace(/\/+$/, "");
  return aboutSectionOrder.find((id) => aboutSections[id].path === trimmed) ?? "about";
}

export const aboutSelectorLabel = "About section";

/** "5-year workmanship warranty; 2-year structural warranty" (the structural one where claimed). */
function warrantyFact(site: ClaimsSite): string {
  const structural = site.claims.structuralWarrantyYears;
  return `${warrantyTerm(site)} workmanship warranty${structural ? `; ${structural}-year structural warranty` : ""}`;
}

export const aboutPageCopy = {
  storyHeading: "Our Story",
  /** Above a business's own opening (its facts, or its WordPress's About page). */
  introHeading: "Who We Are",
  values: {
    heading: "Our Values",
    /** The call-back value says the reply time `site` promises, or none. */
    items: (site: PromisesSite) => [
      {
        title: "Do the base right",
        text: "Most failed slabs in this area failed from below: soft clay, poor drainage, too little compaction. We dig out, compact and grade before any concrete arrives.",
      },
      {
        title: "Say it in writing",
        text: "Your estimate lists the thickness, the reinforcement, the finish and the price. What we promise on the driveway is what the paper says.",
      },
      {
        title: "Leave it clean",
        text: "Forms, spoils and washout leave with us. Lawns get raked, curbs get swept, and your neighbors get a heads-up before the trucks come.",
      },
      {
        title: "Answer the phone",
        text: withPromise(
          replyWithin(site),
          `Questions during the job and two winters later reach the same people. We call back {value}${site.claims.demo ? ", usually the same day" : ""}.`,
          "Questions during the job and two winters later reach the same people.",
        ),
      },
    ],
  },
  expertise: {
    heading: "Our Expertise",
    intro: "The work we do every week, and the Iowa details that decide whether it lasts:",
    items: [
      "Driveways and garage aprons at 4 inches, 6 inches where trucks and campers park",
      "Stamped, colored and exposed-aggregate patios with sealed, slip-resistant finishes",
      "Sidewalk replacement that meets city notices on slope, width and trip-hazard height",
      "Steps, stoops and porch landings with rebar doweled into what stays",
      "Crack repair, resurfacing and leveling of slabs settled on clay",
      "Air-entrained mixes and control joints placed for freeze-thaw cycles and de-icing salt",
    ],
  },
  team: {
    heading: "Meet Our Team",
    members: [
      {
        name: "Dave",
        role: "Owner and Estimator",
        text: "Dave walks every site before we price it. He measures, checks where the water goes and tells you plainly what the job needs and what it doesn't.",
      },
      {
        name: "Luis",
        role: "Crew Lead",
        text: "Luis runs the crew on your property: forms, reinforcement, the pour and the finish. He checks the weather and the mix the morning of every pour.",
      },
      {
        name: "Karen",
        role: "Office and Scheduling",
        text: "Karen books estimates, orders material and gives you your dates. If the weather moves a pour, she is the one who calls you first.",
      },
    ],
  },
  quickFacts: {
    heading: "Quick Facts",
    /**
     * The coverage line follows the site config (counties, radius), like every other page; the
     * claims are the identity's, where the demo keeps the spec's other readings (since 2008, over
     * 1,000 projects, a 2-year structural warranty: docs/product.md, "Decided: contradictory copy").
     */
    items: (site: Pick<SiteConfig, "counties" | "radiusMiles" | "serviceCenter" | "claims" | "prices">) =>
      presentItems([
        { label: "In business", value: `Serving Greater Des Moines since ${site.claims.aboutSinceYear}` },
        site.claims.projects && {
          label: "Projects",
          value: `${site.claims.projects.about} projects completed`,
        },
        { label: "Warranty", value: warrantyFact(site) },
        { label: "Coverage", value: serviceAreaText(site).replace(/\.$/, "") },
        projectDaysTo(site) && {
          label: "Typical job",
          value: `${projectDaysTo(site)} from tear-out to finished surface`,
        },
        credentialsSentenceStart(site) && {
          label: "Credentials",
          value: [credentialsSentenceStart(site), site.claims.licence].filter(Boolean).join("; "),
        },
      ]),
  },
  learnMore: {
    heading: "Learn More",
    links: [
      { label: "Read Testimonials", to: "/testimonials" },
      { label: "See Our Process", to: "/process" },
      { label: "Read the FAQ", to: "/faq" },
      { label: "Contact Us", to: "/contact" },
    ],
  },
};

export const testimonialsPageCopy = {
  heading: "Reviews From Our Customers",
  /** When there are none to show (a business of its own has no built-in ones; they come from WordPress). */
  none: "Our customers' reviews will be published here. Until then, ask us for references near you: we are glad to put you in touch.",
  actions: [
    { label: "Get a Free Quote", to: "/quote" },
    { label: "Contact Us", to: "/contact" },
  ],
};

/** The steps come from the content source, so no text here counts them (six is only the fallback's number). */
export const processPageCopy = {
  heading: "From First Call to Final Walkthrough",
  actions: [
    { label: "Get a Free Quote", to: "/quote" },
    { label: "Contact Us", to: "/contact" },
  ],
};

export type FaqTabId = "general" | "services" | "pricing" | "maintenance";

/** The FAQ tabs: General shows the first three questions of the content source; the others are fixed. */
export const faqPageCopy = {
  heading: "Questions and Answers",
  generalCount: 3,
  tabs: [
    { id: "general", label: "General" },
    { id: "services", label: "Services" },
    { id: "pricing", label: "Pricing" },
    { id: "maintenance", label: "Maintenance" },
  ] as { id: FaqTabId; label: string }[],
  /** The three fixed tabs; the payment answer names the methods of `site`. */
  fixed: (
    site: Pick<SiteConfig, "paymentAccepted" | "prices" | "claims">,
  ): Record<Exclude<FaqTabId, "general">, FaqItem[]> => ({
    services: [
      {
        question: "Do you pour on clay soil?",
        answer:
          "Almost every yard in the metro is clay. We remove the soft layer, add and compact a granular base and slope it away from the house, so the slab does not heave or settle when the clay swells and shrinks.",
      },
      {
        question: "Can you match my new sidewalk to the old one?",
        answer:
          "We can match the broom direction and the joint spacing. New concrete is lighter in color for its first year or two; it darkens as it weathers.",
      },
      {
        question: "Do you do small jobs like a single step or a few panels?",
        answer:
          "Yes. Steps, stoops, a few sidewalk panels and garage apron replacements are regular work for us, often fitted between larger pours.",
      },
    ],
    // A price the business did not give is no question here (docs/decisions, "unpriced items").
    pricing: presentItems([
      givenPrice(site, "driveway", priceLong) && {
        question: "What does a new driveway cost?",
        answer: `Most driveways come in at ${givenPrice(site, "driveway", priceLong)}, depending on thickness, tear-out, access and finish. Your written estimate breaks it down.`,
      },
      premiumDash(site) && {
        question: "Why does stamped concrete cost more?",
        answer: `Stamping adds color, release agent, stamping mats, more finishing labor and sealing. Expect ${premiumDash(site)} over standard broom-finished concrete.`,
      },
      {
        question: "When do I pay?",
        answer: presentItems([
          withPromise(
            depositRange(site),
            "A deposit of {value} reserves your date and orders materials. The balance is generally due when the work is complete.",
            "Payment is generally due when the work is complete.",
          ),
          withPromise(paymentMethodsPhrase(site), "We take {value}.", null),
        ]).join(" "),
      },
    ]),
    maintenance: [
      {
        question: "How soon can we walk and drive on it?",
        answer:
          "Foot traffic is fine once the surface has set for a day or two; the family car can go on after 7 days. Moving vans, dumpsters and loaded pickups wait until the concrete reaches full strength, about 28 days.",
      },
      {
        question: "How often should concrete be sealed?",
        answer:
          "Reseal plain concrete every 2-3 years and decorative or stamped concrete every 1-2 years. A sealed surface sheds water and salt brine before they soak in.",
      },
      {
        question: "Is de-icing salt safe on new concrete?",
        answer:
          "Skip rock salt for the first winter. Use sand for traction, and after that choose a calcium chloride or magnesium chloride product and shovel before you salt.",
      },
    ],
  }),
  actions: [
    { label: "Contact Us", to: "/contact" },
    { label: "Get a Free Quote", to: "/quote" },
  ],
};

/** The General tab: the first three questions of the content source, which lists the most-asked first. */
export function generalFaqItems(items: readonly FaqItem[]): FaqItem[] {
  return items.slice(0, faqPageCopy.generalCount);
}

/** Each FAQ tab's questions: General's from the content source, the other three fixed. */
export function faqTabItems(
  general: readonly FaqItem[],
  site: Pick<SiteConfig, "paymentAccepted" | "prices" | "claims">,
): Record<FaqTabId, FaqItem[]> {
  return { general: [...general], ...faqPageCopy.fixed(site) };
}

/** Every question the FAQ page shows, in tab order: what its FAQPage structured data lists. */
export function faqPageItems(
  general: readonly FaqItem[],
  site: Pick<SiteConfig, "paymentAccepted" | "prices" | "claims">,
): FaqItem[] {
  const byTab = faqTabItems(general, site);
  return faqPageCopy.tabs.flatMap((tab) => byTab[tab.id]);
}
