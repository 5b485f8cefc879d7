import {
  type ClaimsSite,
  credentialsSentenceStart,
  presentItems,
  warrantyTerm,
  withCredentials,
} from "@shared/content/claims.ts";
import { projectDaysTo, visitWithin, withPromise } from "@shared/content/promises.ts";
import type {
  Benefit,
  FaqItem,
  LocationServiceCard,
  ProcessStep,
  RecentProject,
} from "@shared/content/types.ts";

/**
 * What a WordPress record gets when neither its ACF fields nor the built-in
 * record with the same slug supply a part the page needs (a service's five
 * steps, a city's four service cards...). Written to be true of any job we
 * take, so an editor can publish a bare post and the page still reads well.
 * What they claim (warranty, credentials) is the identity's (`site`).
 */

/** The spec's fallback titles by slug. */
export function serviceTitleForSlug(slug: string): string {
  switch (slug) {
    case "driveways":
    case "concrete-driveways":
      return "Concrete Driveways";
    case "decorative-concrete":
      return "Decorative Concrete";
    case "patios":
      return "Patios";
    case "sidewalks":
      return "Sidewalks";
    default:
      return "Concrete Services";
  }
}

export const defaultServiceSummary = (site: ClaimsSite): string =>
  `Professional concrete work for Greater Des Moines homes and businesses: ${withCredentials(site, "{credentials}, free estimates", "free estimates", ["licensed", "insured"])}, backed by a ${warrantyTerm(site)} warranty.`;

export const DEFAULT_SERVICE_PROCESS: ProcessStep[] = [
  {
    number: 1,
    title: "Free On-Site Estimate",
    description: "We visit, measure, check drainage and soil, and give you a written price.",
  },
  {
    number: 2,
    title: "Site Prep and Grading",
    description: "We remove old concrete, grade for drainage and compact a crushed-rock base.",
  },
  {
    number: 3,
    title: "Forming and Reinforcement",
    description:
      "Forms are set to the agreed shape and steel reinforcement is placed to hold the slab together.",
  },
  {
    number: 4,
    title: "Concrete Pouring",
    description:
      "We pour air-entrained concrete made for freeze-thaw winters when the weather is between 50 and 85°F.",
  },
  {
    number: 5,
    title: "Finishing and Curing",
    description:
      "We finish the surface, cut control joints and tell you when it is ready for foot traffic and vehicles.",
  },
];

export const defaultServiceBenefits = (site: ClaimsSite): Benefit[] => [
  {
    title: "Built for Iowa Winters",
    description:
      "Air-entrained mixes, proper thickness and drainage stand up to freeze-thaw cycles and road salt.",
  },
  {
    title: "Low Maintenance",
    description: "A reseal every 2 to 3 years keeps water and salt out; there is little else to do.",
  },
  {
    title: "Adds Value",
    description: "Clean, level concrete improves curb appeal and can raise a home's value.",
  },
  {
    title: "Backed by Warranty",
    description: `${withCredentials(site, "{Credentials} work", "Work")} with a ${warrantyTerm(site)} warranty.`,
  },
];

export const defaultServiceFaqs = (site: ClaimsSite): FaqItem[] => [
  {
    question: "How long does the project take?",
    answer: withPromise(
      projectDaysTo(site),
      "Most residential projects take {value}, depending on size, weather and any tear-out of old concrete.",
      "It depends on size, weather and any tear-out of old concrete; your written estimate gives the schedule.",
    ),
  },
  {
    question: "How soon can I use the new concrete?",
    answer:
      "You can walk on it after a day or two. Keep vehicles and heavy items off for 7 days; concrete keeps curing for up to 28 days.",
  },
  {
    question: "Do you offer free estimates?",
    answer: "Yes. We visit, measure and give you a written estimate at no cost and with no obligation.",
  },
  {
    question: "Is your work guaranteed?",
    answer: `Yes. ${withCredentials(site, "We are {credentials}, and our work is", "Our work is")} backed by a ${warrantyTerm(site)} warranty.`,
  },
];

/** "west-des-moines" → "West Des Moines". */
export function cityNameForSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(" ");
}

export function defaultLocationDescription(city: string, site: ClaimsSite): string {
  return `Concrete driveways, patios, sidewalks and repairs for homes and businesses in ${city}, Iowa. ${withCredentials(site, "{Credentials}, free estimates.", "Free estimates.", ["licensed", "insured"])}`;
}

export function defaultLocationServices(city: string): LocationServiceCard[] {
  return [
    {
      title: "Concrete Driveways",
      description: `New and replacement driveways for ${city} homes, built thick enough for Iowa winters.`,
      link: "/services/driveways",
    },
    {
      title: "Patios",
      description: "Backyard patios in broom, stamped or exposed-aggregate finishes.",
      link: "/services/patios",
    },
    {
      title: "Sidewalks",
      description: "Front walks and city sidewalk repairs that meet code.",
      link: "/services/sidewalks",
    },
    {
      title: "Decorative Concrete",
      description: "Stamped and colored concrete with the look of stone, brick or wood.",
      link: "/services/decorative-concrete",
    },
  ];
}

export function defaultWhyChooseUs(city: string, site: ClaimsSite): string[] {
  return presentItems([
    `Local crew that knows ${city}'s soils and permit rules`,
    credentialsSentenceStart(site),
    withPromise(visitWithin(site), "Free written estimates {value}", "Free written estimates"),
    `${warrantyTerm(site)} warranty on our work`,
  ]);
}

export function defaultRecentProjects(city: string): RecentProject[] {
  return [
    {
      title: "Driveway Replacement",
      location: city,
      description:
        "Tore out a cracked, sunken driveway and poured a new 4-inch reinforced slab sloped away from the garage.",
    },
    {
      title: "Backyard Patio",
      location: city,
      description: "Poured a broom-finished patio with a seat-wall border and steps down from the deck.",
    },
  ];
}

export function defaultLocationFaqs(city: string): FaqItem[] {
  return [
    {
      question: `Do you serve all of ${city}?`,
      answer: `Yes. ${city} is within our 30-mile service area around Des Moines, and estimates are free.`,
    },
    {
      question: "Do I need a permit?",
      answer:
        "Driveway approaches and public sidewalks usually need a city permit; we check the rules and pull it for you.",
    },
    {
      question: "When is the best time to pour concrete?",
      answer:
        "Spring through fall, when temperatures stay between 50 and 85°F. We schedule around the forecast.",
    },
  ];
}
