import {
  type ClaimsSite,
  credentialsTitle,
  experienceYears,
  presentItems,
  warrantyTerm,
  warrantyTermTitle,
  warrantyYearsInWords,
} from "@shared/content/claims.ts";
import { givenPrice, priceShort } from "@shared/content/prices.ts";
import { projectDaysTo, withPromise } from "@shared/content/promises.ts";
import type { IconName } from "@shared/content/types.ts";

/** The driveways page's copy (/services/driveways and /services/concrete-driveways), top to bottom. */

/** The page's one address for search engines: both URLs declare it canonical. */
export const DRIVEWAYS_CANONICAL_PATH = "/services/driveways";
/** The service record behind the page (its hero takes what an editor changed in the CMS). */
export const DRIVEWAYS_SLUG = "driveways";

export const drivewaysSeo = {
  title: "Concrete Driveway Installation & Replacement in Des Moines, IA",
  description: (site: ClaimsSite) =>
    `New concrete driveways and driveway replacement in Des Moines, Ankeny, West Des Moines and nearby. Reinforced 4- or 6-inch slabs, ${withPromise(givenPrice(site, "driveway", priceShort), "{value}, ", "")}free estimates and a ${warrantyTerm(site)} warranty.`,
  keywords: [
    "concrete driveway Des Moines",
    "driveway replacement Des Moines",
    "new concrete driveway Ankeny",
    "driveway contractor West Des Moines",
    "stamped concrete driveway",
    "concrete driveway cost Iowa",
  ],
};

/** The four sections revealed one after another, in the order they appear. */
export const DRIVEWAYS_REVEAL_ORDER = ["hero", "whyChoose", "services", "process"] as const;

export const drivewaysLoadingText = "Loading page...";

export const drivewaysHero = {
  eyebrow: "Concrete Driveways",
  title: "Concrete Driveways Built to Last in Greater Des Moines",
  subtitle:
    "New driveways and replacements poured on a compacted base with steel reinforcement, finished the way you want, and built to handle 30+ Iowa winters.",
  action: { label: "Get a Free Driveway Estimate", to: "/quote" },
};

export interface DrivewayCard {
  title: string;
  description: string;
  icon: IconName;
}

export const drivewaysWhyChoose: { title: string; intro: string; benefits: DrivewayCard[] } = {
  title: "Why Choose a Concrete Driveway?",
  intro:
    "Concrete outlasts asphalt and gravel, needs less upkeep, and makes the first impression of your home.",
  benefits: [
    {
      title: "Long-Lasting",
      description:
        "A properly built concrete driveway lasts 30+ years without the yearly patching asphalt needs.",
      icon: "shield-check",
    },
    {
      title: "Weather Resistant",
      description:
        "Air-entrained concrete, a compacted base and control joints stand up to freeze-thaw cycles, road salt and summer heat.",
      icon: "snowflake",
    },
    {
      title: "Low Maintenance",
      description: "Sweep it, rinse it, and reseal it every 2 to 3 years. No sealcoating every season.",
      icon: "sparkles",
    },
    {
      title: "Value Adding",
      description:
        "A clean, new driveway lifts curb appeal, and new concrete work can add up to 10% to your home's value.",
      icon: "trending-up",
    },
  ],
};

export const drivewaysServices: { title: string; intro: string; services: DrivewayCard[] } = {
  title: "Our Driveway Services",
  intro: "Whether you are starting from dirt or replacing a cracked slab, we handle the whole job.",
  services: [
    {
      title: "New Driveway Installation",
      description:
        "Excavation, grading, a compacted gravel base, forms and reinforcement, then a 4-inch slab, or 6 inches where trucks, campers or trailers park.",
      icon: "hammer",
    },
    {
      title: "Driveway Replacement",
      description:
        "We break out and haul away the old asphalt or concrete, correct the base and drainage that caused the damage, and pour a new driveway.",
      icon: "refresh-cw",
    },
    {
      title: "Decorative Options",
      description:
        "Stamped borders, exposed aggregate, integral colors and custom saw-cut patterns that set your driveway apart.",
      icon: "paintbrush",
    },
  ],
};

export const drivewaysProcess = {
  title: "Our 5-Step Driveway Process",
  intro: (site: ClaimsSite) =>
    withPromise(
      projectDaysTo(site),
      "A typical driveway takes {value} from excavation to the final finish.",
      "Every driveway goes through the same five steps, from excavation to the final finish.",
    ),
  steps: [
    {
      title: "Free On-Site Estimate",
      description:
        "We measure, check slope and drainage, talk through finishes, and give you a written, line-item quote.",
    },
    {
      title: "Site Prep & Grading",
      description:
        "We remove the old surface, excavate, grade for drainage, and compact a gravel base so the slab will not settle.",
    },
    {
      title: "Forming & Reinforcement",
      description:
        "We set forms to the final shape and height and lay steel rebar or wire mesh to hold the slab together.",
    },
    {
      title: "Concrete Pouring",
      description:
        "We pour air-entrained concrete in the right weather, ideally 50-85°F, then screed and float it level.",
    },
    {
      title: "Finishing & Curing",
      description:
        "We apply your finish, cut control joints and cure the slab. Concrete keeps gaining strength for up to 28 days; we tell you when it is ready for your car.",
    },
  ],
};

export const drivewaysCost = {
  title: "Concrete Driveway Cost",
  intro: "Most concrete driveways in Greater Des Moines cost",
  /** The driveway price; null when the business did not give it (docs/decisions, "unpriced items"). */
  price: (site: ClaimsSite) => givenPrice(site, "driveway", priceShort),
  priceNote: "installed, depending on size, thickness, finish and site work.",
  thicknessTitle: "How thick should it be?",
  thickness: [
    { label: "4 in", description: "Standard thickness for cars, SUVs and pickups." },
    { label: "6 in", description: "For heavy vehicles: RVs, trailers, work trucks and boat storage." },
  ],
  factorsTitle: "What affects the price",
  factors: [
    "Size and shape of the driveway",
    "Removal and haul-away of the old surface",
    "Grading, base depth and drainage work",
    "Slab thickness and reinforcement",
    "Decorative finishes, colors and borders",
  ],
  quoteLink: "Get Your Exact Price",
};

export const drivewaysAreas = {
  title: "Driveway Service Areas",
  intro: "We install and replace concrete driveways throughout Greater Des Moines, including:",
  /** The towns named, by slug (their names and pages come from the town records). */
  towns: ["des-moines", "ankeny", "west-des-moines", "urbandale", "johnston", "waukee"],
};

export const drivewaysTrust: { title: string; reasons: (site: ClaimsSite) => DrivewayCard[] } = {
  title: "Why Homeowners Trust Us With Their Driveways",
  reasons: (site) =>
    presentItems<DrivewayCard>([
      credentialsTitle(site) && {
        title: credentialsTitle(site) ?? "",
        description: "Full coverage for your property and our crew on every job.",
        icon: "badge-check",
      },
      {
        title: `${experienceYears(site)}+ Years of Experience`,
        description: `Over ${experienceYears(site)} years of pouring driveways in central Iowa's clay soils and hard winters.`,
        icon: "wrench",
      },
      {
        title: `${warrantyTermTitle(site)} Warranty`,
        description: `Our workmanship is backed in writing for ${warrantyYearsInWords(site)}.`,
        icon: "shield-check",
      },
      {
        title: "Reply Within 24 Hours",
        description: "Ask a question or request an estimate and you will hear back within a day.",
        icon: "message-square",
      },
      {
        title: "Finished in 3 to 5 Days",
        description: "A firm schedule, so you are not parking on the street for weeks.",
        icon: "clock",
      },
      {
        title: "Free Written Estimates",
        description: "A clear, line-item quote with no obligation and no surprise charges.",
        icon: "calendar-check",
      },
    ]),
};

/** The heading of the questions an editor writes for driveways in the CMS; the page has none of its own. */
export const drivewaysFaq = {
  title: "Driveway Questions",
};

export const drivewaysFinalCta = {
  title: "Ready for a Driveway That Lasts?",
  description:
    "Book your free on-site estimate today. We'll measure, answer your questions and give you a written quote.",
  quoteLabel: "Get a Free Estimate",
  callPrefix: "Call",
};
