import { type ClaimsSite, warrantyTerm } from "../claims.ts";
import { givenPrice, priceShort } from "../prices.ts";
import { hasEmergencyRepairs, type PromisesSite, withPromise } from "../promises.ts";
import type { ServicePageCard, ServicePageLink } from "./service-detail.ts";

/** The concrete repair page's copy (/services/repair), top to bottom. */

export const REPAIR_PATH = "/services/repair";
/** The service record (built in or from the CMS) whose title, summary and questions the page shows. */
export const REPAIR_SLUG = "repair";

export const repairSeo = {
  title: "Concrete Repair in Des Moines, IA | Cracks, Leveling, Spalling",
  description:
    "Crack repair, resurfacing and leveling of sunken slabs in Greater Des Moines. We find the cause, repair and seal, and say honestly when replacing is better.",
  keywords: [
    "concrete repair Des Moines",
    "concrete crack repair Ankeny",
    "sunken driveway leveling Iowa",
    "spalled concrete resurfacing",
    "concrete sealing Des Moines",
    "repair or replace concrete",
  ],
  serviceType: "Concrete repair, resurfacing and leveling",
};

export const repairHero = {
  eyebrow: "Cracks · Surface Damage · Settlement · Weathering",
  actions: [
    { label: "Request a Free Inspection", to: "/quote" },
    { label: "Contact Us", to: "/contact" },
  ] satisfies ServicePageLink[],
};

/** A kind of damage: what it looks like, why it happens here, and what we do about it. */
export interface RepairProblem extends ServicePageCard {
  cause: string;
}

export const repairProblems: { title: string; intro: string; items: (site: ClaimsSite) => RepairProblem[] } =
  {
    title: "What We Repair",
    intro:
      "Central Iowa is hard on concrete: expansive clay under the slab, 40 or more freeze-thaw swings a winter, and salt on every street. Most damage falls into four kinds.",
    items: (site) => [
      {
        title: "Cracks",
        description:
          "We rout and clean the crack, then fill it with a flexible urethane sealant that moves with the slab instead of popping out by March.",
        cause:
          "Shrinkage as the concrete cured, clay swelling and shrinking between wet springs and dry Augusts, or a missing control joint.",
        icon: "wrench",
      },
      {
        title: "Surface Damage",
        description: `We grind off the loose layer and resurface with a bonded overlay${withPromise(givenPrice(site, "overlay", priceShort), " ({value})", "")}, or patch isolated pop-outs and chipped edges.`,
        cause:
          "Scaling and spalling: salt brine soaks into the top quarter inch, freezes, and flakes it away, often worst where cars drip slush.",
        icon: "cloud-snow",
      },
      {
        title: "Settlement and Leveling",
        description:
          "We raise the sunken panel back to grade, or break it out, rebuild the base and pour a new one that ties into the slabs around it.",
        cause:
          "Fill dirt beside new foundations that was never compacted, a downspout washing out the base, or spring heave lifting one side of a walk.",
        icon: "arrow-down-to-line",
      },
      {
        title: "Weathering",
        description:
          "We pressure-clean, fill the pores and hairline cracks, and apply a penetrating sealer that keeps water out for the next few winters.",
        cause:
          "Years of sun, rain and plowing wear off the cream layer, leaving a rough, porous surface that drinks water and stains easily.",
        icon: "sun",
      },
    ],
  };

export const repairProcess = {
  title: "Our Four-Step Repair Process",
  intro:
    "A patch that ignores the cause fails again by the next thaw. Every repair goes through the same four steps.",
  steps: [
    {
      title: "Inspection",
      description:
        "We look at the damage and everything around it: the slope, the downspouts, the joints, the soil at the edges, and how old the slab is.",
    },
    {
      title: "Diagnosis",
      description:
        "We name the cause, show it to you, and recommend repair or replacement, with a written price for each where both make sense.",
    },
    {
      title: "Repair",
      description:
        "We seal, resurface, level or replace the damaged section and fix the cause where we can: a rerouted downspout, a rebuilt base, a new joint.",
    },
    {
      title: "Protection",
      description:
        "We seal the repaired surface and the slab around it, and give you a reseal schedule so water and salt stay out.",
    },
  ],
};

export const repairOrReplace = {
  title: "Repair or Replace?",
  intro:
    "Repair is usually the better buy for concrete that is still sound. We will tell you when it isn't, even though a repair is the smaller job.",
  repair: {
    title: "Repair makes sense when",
    items: [
      "Cracks are narrower than about 1/4 inch and the two sides are level",
      "Scaling or spalling is on the surface, with solid concrete below",
      "One or two panels have sunk, and the rest sit at grade",
      "The slab is less than about 20 years old and drains properly",
    ],
  },
  replace: {
    title: "Replacement is the better value when",
    items: [
      "Cracks run across most panels, or one side has dropped or lifted",
      "The surface crumbles when you scrape it, with exposed stone everywhere",
      "Water runs toward the house and only a new grade will fix it",
      "More than about a third of the area needs repair",
    ],
  },
  replaceNote:
    "A replacement slab is poured 4 in thick, 6 in where heavy vehicles drive, between 50 and 85°F. Heavy loads wait 7 days, and the slab goes on curing for up to 28.",
};

export const repairCare = {
  title: "Keep the Repair Working",
  items: (site: ClaimsSite) => [
    "Reseal plain concrete every 2 to 3 years, and decorative concrete every 1 to 2",
    "Point downspouts and sump lines away from slabs, not onto them",
    "Use sand instead of de-icing salt for the first winter after a repair",
    `Call early: a ${withPromise(givenPrice(site, "sidewalkRepair", priceShort), "{value} ", "")}sidewalk section repair beats a full replacement`,
  ],
  /** Null when the business does not offer emergency repairs around the clock. */
  emergency: (site: PromisesSite) =>
    hasEmergencyRepairs(site)
      ? "Trip hazard at a business entrance or a heaved step at the front door? Emergency repairs are available 24/7."
      : null,
};

/** Shown only when an editor writes them in the CMS: the service's benefits and its typical price. */
export const repairBenefits = {
  title: "Why Repair With Us",
};

export const repairPrice = {
  title: "What a Repair Costs",
  quoteLink: { label: "Request a Free Inspection", to: "/quote" } satisfies ServicePageLink,
};

export const repairFaq = {
  title: "Concrete Repair Questions",
};

export const repairFinalCta = {
  title: "Find Out What Your Concrete Needs",
  description: (site: ClaimsSite) =>
    `We'll inspect the damage, explain what caused it, and give you a written price to repair it, or to replace it if that's the smarter buy. Backed by our ${warrantyTerm(site)} warranty.`,
  actions: [{ label: "Request a Free Inspection", to: "/quote" }] satisfies ServicePageLink[],
};

/** The band with the compact instant estimate, preselected for a sidewalk repair (issue 30). */
export const repairEstimate = {
  title: "What a Sidewalk Repair Costs",
  intro:
    "A heaved or broken section is priced per job. Choose the kind of job for the range, or a code violation notice for a custom quote.",
};
