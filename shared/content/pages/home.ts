import {
  type ClaimsSite,
  credentialsSentenceStart,
  experienceYears,
  presentItems,
  warrantyTerm,
  withCredentials,
} from "@shared/content/claims.ts";
import { serviceImage } from "@shared/content/images.ts";
import {
  type PromisesSite,
  projectDaysTo,
  replyWithin,
  sentenceList,
  withPromise,
} from "@shared/content/promises.ts";
import type { TownPick } from "@shared/content/site-lists.ts";
import type { HomeSection, IconName, ImageRef } from "@shared/content/types.ts";

/** The home page's copy, top to bottom, so the owner can edit it in one place. */

export const homeSeo = {
  /** Shown after the business name: "{name} | {title}". */
  title: "Concrete Driveways, Patios & Sidewalks in Des Moines, IA",
  description: (site: ClaimsSite) =>
    `${withCredentials(site, "{Credentials} concrete contractor", "Concrete contractor")} serving Greater Des Moines: driveways, patios, sidewalks, decorative and commercial concrete. Free estimates and a ${warrantyTerm(site)} warranty.`,
  keywords: [
    "concrete contractor Des Moines",
    "concrete driveways Des Moines",
    "concrete patios Ankeny",
    "sidewalk repair West Des Moines",
    "stamped concrete Iowa",
    "decorative concrete Des Moines",
  ],
};

export const homeHero = {
  eyebrow: "Greater Des Moines Concrete Contractor",
  title: "Concrete Driveways, Patios & Sidewalks Built for Iowa Winters",
  subtitle: (site: PromisesSite) =>
    `Residential and light commercial concrete across Polk, Dallas and Warren counties. ${sentenceList(
      presentItems([
        "Free estimates",
        withPromise(replyWithin(site), "a reply {value}", null),
        withPromise(projectDaysTo(site), "most projects finished in {value}", null),
      ]),
    )}.`,
  actions: [
    { label: "Get a Free Estimate", to: "/quote" },
    { label: "Explore Services", to: "/services" },
  ],
};

export const homeIntro = {
  title: "Local Concrete Work, Done Right the First Time",
  body: (site: ClaimsSite) =>
    `For more than ${experienceYears(site)} years we have poured driveways, patios, sidewalks and steps for homeowners and businesses around Des Moines. We plan each job for the freeze-thaw cycles and clay soils of central Iowa, show up when we say we will, and leave the site cleaner than we found it.`,
  claims: (site: ClaimsSite) =>
    presentItems([
      credentialsSentenceStart(site),
      "Free, written estimates",
      withPromise(projectDaysTo(site), "Most projects finished in {value}", null),
      `${warrantyTerm(site)} workmanship warranty`,
    ]),
};

export interface IconCard {
  title: string;
  description: string;
  icon: IconName;
}

export const homeDifferentiators: {
  title: string;
  intro: string;
  cards: (site: PromisesSite) => IconCard[];
} = {
  title: "What Makes Us Different",
  intro: "Three promises our customers hold us to on every project, large or small.",
  cards: (site) => [
    {
      title: "Built for Freeze-Thaw",
      description:
        "A compacted gravel base, steel reinforcement, air-entrained concrete and properly spaced control joints: the details that keep slabs from heaving and cracking after an Iowa winter.",
      icon: "snowflake",
    },
    {
      title: "Clear, Written Pricing",
      description:
        "You get a line-item estimate after a free on-site visit, and the final price is confirmed in writing before any work starts. No surprise charges when the truck arrives.",
      icon: "clipboard-list",
    },
    {
      title: "On Time, Start to Finish",
      description: presentItems([
        withPromise(
          replyWithin(site),
          "We reply {value}, give you a firm schedule, and one project lead stays with you from the estimate to the final walk-through.",
          "We give you a firm schedule, and one project lead stays with you from the estimate to the final walk-through.",
        ),
        withPromise(projectDaysTo(site), "Most jobs take {value}.", null),
      ]).join(" "),
      icon: "calendar-check",
    },
  ],
};

export interface CoreService {
  title: string;
  description: string;
  href: string;
  image: ImageRef;
}

export const homeCoreServices: { title: string; intro: string; services: CoreService[] } = {
  title: "Our Core Concrete Services",
  intro:
    "From a new driveway to a backyard patio, every project is formed, poured and finished by our own crew.",
  services: [
    {
      title: "Concrete Driveways",
      description:
        "New driveways, replacements and widening, poured 4 or 6 inches thick on a compacted base and built to last 30+ years.",
      href: "/services/concrete-driveways",
      image: serviceImage("concrete-driveways"),
    },
    {
      title: "Patios",
      description:
        "Broom-finished, stamped or colored patios sized for grilling, dining and fire pits, sloped to drain away from your home.",
      href: "/services/patios",
      image: serviceImage("patios"),
    },
    {
      title: "Sidewalks",
      description:
        "Front walks, garden paths and city sidewalk panels replaced to code, with smooth joints and no trip hazards.",
      href: "/services/sidewalks",
      image: serviceImage("sidewalks"),
    },
    {
      title: "Decorative Concrete",
      description:
        "Stamped patterns, integral colors, stains and borders that look like stone, slate or brick for a fraction of the cost.",
      href: "/services/decorative-concrete",
      image: serviceImage("decorative-concrete"),
    },
  ],
};

export const homePromise = {
  title: "Our Promise: No More Concrete Headaches",
  intro:
    "Most of our customers come to us after a bad experience elsewhere. Here is what went wrong, and what we do instead.",
  problemsTitle: "The problems we hear about",
  problems: [
    "Contractors who never call back or never show up",
    "Vague estimates that grow once the job starts",
    "Slabs that crack, sink or heave after the first winter",
    "Crews that leave ruts in the lawn and a mess behind",
    "Projects that drag on for weeks",
  ],
  fixesTitle: "How we fix them",
  fixes: (site: PromisesSite) => [
    withPromise(
      replyWithin(site),
      "A reply {value} and one project lead from estimate to clean-up",
      "One project lead from estimate to clean-up",
    ),
    "A written, line-item estimate; the final price is confirmed in writing before work begins",
    "Compacted base, reinforcement and control joints planned for Iowa freeze-thaw",
    "Lawn protection during the work and a full clean-up at the end",
    withPromise(
      projectDaysTo(site),
      "A set schedule: most projects are finished in {value}",
      "A set schedule, agreed before work begins",
    ),
  ],
};

export const homeCustomers: { title: string; intro: string; profiles: IconCard[] } = {
  title: "Who We Work For",
  intro: "Every customer has different priorities. We plan the job around yours.",
  profiles: [
    {
      title: "New Homeowners",
      description:
        "Finish the builder's gravel drive, add a patio, or fix the walk the inspection flagged. We help you plan work in phases that fit a new-home budget.",
      icon: "home",
    },
    {
      title: "Retired & Long-Term Residents",
      description:
        "Replace heaved walks and worn steps with safe, even surfaces and solid handrails. We explain every option plainly and never push extras you don't need.",
      icon: "sun",
    },
    {
      title: "Busy Families",
      description:
        "A fixed schedule, a crew that keeps the site tidy and safe for kids and pets, and a driveway or patio you can use again within days.",
      icon: "users",
    },
    {
      title: "Property Managers & Small Businesses",
      description:
        "Sidewalks, parking areas, dumpster pads and entrances repaired in phases so tenants and customers can still get in, with documentation for your records.",
      icon: "building-2",
    },
  ],
};

export const homeIncluded = (site: ClaimsSite) => ({
  title: "Included in Every Project",
  items: [
    "Free on-site estimate and written quote",
    "Excavation, grading and a compacted gravel base",
    "Steel rebar or wire mesh reinforcement",
    "Control joints cut to limit random cracking",
    "Careful curing and a clean-up of the whole site",
    `${warrantyTerm(site)} workmanship warranty`,
  ],
});

export const homePlanning = {
  title: "Planning & Design Help",
  items: [
    "Layout and sizing advice for how you will use the space",
    "Slope and drainage planning to keep water away from your foundation",
    "Finish, color and pattern samples you can see in person",
    "City permits and sidewalk code requirements handled for you",
    "Scheduling around Iowa weather for the best pour conditions",
  ],
};

export const homeTestimonials = {
  title: "What Our Customers Say",
  intro: "Reviews from homeowners and businesses across Greater Des Moines.",
  count: 3,
};

export const homeServiceArea: { title: string; intro: string; towns: readonly TownPick[] } = {
  title: "Proudly Serving Greater Des Moines",
  intro: "We work within 30 miles of Des Moines, across Polk, Dallas and Warren counties.",
  /**
   * The towns named, by slug (their names and pages come from the town records); only the first three
   * are linked, as the spec draws the page.
   */
  towns: [
    "ankeny",
    "des-moines",
    "west-des-moines",
    ...["urbandale", "waukee", "johnston", "altoona", "norwalk", "pleasant-hill", "indianola"].map(
      (slug) => ({ slug, linked: false as const }),
    ),
  ],
};

/**
 * Each section's own heading and the line under it (the introduction's paragraph), by the names an
 * editor's changes use (HomePageOption): what the page shows where WordPress leaves them empty.
 */
export const homeSectionHeadings = (
  site: ClaimsSite,
): Record<HomeSection, { title: string; intro?: string }> => ({
  intro: { title: homeIntro.title, intro: homeIntro.body(site) },
  differentiators: { title: homeDifferentiators.title, intro: homeDifferentiators.intro },
  services: { title: homeCoreServices.title, intro: homeCoreServices.intro },
  promise: { title: homePromise.title, intro: homePromise.intro },
  customers: { title: homeCustomers.title, intro: homeCustomers.intro },
  included: { title: homeIncluded(site).title },
  planning: { title: homePlanning.title },
  testimonials: { title: homeTestimonials.title, intro: homeTestimonials.intro },
  area: { title: homeServiceArea.title, intro: homeServiceArea.intro },
});

/** The hero's eyebrow for a business of its own: the demo's begins with the demo's name. */
export const homeOwnEyebrow = "Concrete Contractor in Greater Des Moines";
