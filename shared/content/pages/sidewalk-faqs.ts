import { type ClaimsSite, presentItems, warrantyTerm } from "../claims.ts";
import { givenPrice, priceLong, rangeBetween } from "../prices.ts";
import { sidewalkDays, withPromise } from "../promises.ts";
import type { FaqItem } from "../types.ts";

/** The sidewalk FAQ page's copy (/sidewalk-faqs), top to bottom. */

export const SIDEWALK_FAQS_PATH = "/sidewalk-faqs";

export const sidewalkFaqsSeo = {
  title: "Sidewalk Repair FAQs for Des Moines-Area Homeowners",
  description:
    "Who fixes the public sidewalk, what a city repair notice means, trip-hazard heights, ADA slopes and widths, winter salt, costs and cure times, answered for Greater Des Moines.",
  keywords: [
    "sidewalk repair notice Des Moines",
    "who is responsible for sidewalk repair Iowa",
    "sidewalk trip hazard height",
    "ADA sidewalk slope and width",
    "salt on new concrete sidewalk",
    "sidewalk replacement cost Des Moines",
  ],
};

export const sidewalkFaqsHero = {
  eyebrow: "Sidewalk FAQs",
  title: "Sidewalk Questions, Answered",
  subtitle:
    "Straight answers on repair notices, trip hazards, accessibility rules, winter care and cost from a crew that fixes Des Moines-area sidewalks every season.",
  topicsLabel: "Sidewalk FAQ topics",
};

export const sidewalkFaqsBreadcrumbs = {
  home: "Home",
  sidewalks: "Sidewalks",
  page: "Sidewalk FAQs",
};

export interface FaqTopic {
  /** Anchor of the topic on the page. */
  id: string;
  title: string;
  items: FaqItem[];
}

/** The topics and their questions, the warranty's with the business's claims of `site`. */
export const sidewalkFaqTopics = (site: ClaimsSite): FaqTopic[] => [
  {
    id: "responsibility",
    title: "Responsibility and City Notices",
    items: [
      {
        question: "Who is responsible for the public sidewalk in front of my house?",
        answer:
          "Iowa law (Iowa Code section 364.12) lets cities make the owner of the abutting lot responsible for keeping the public sidewalk in repair and clear of snow and ice. Des Moines, West Des Moines, Ankeny, Urbandale and most other metro cities do, even though the walk sits in the city's right-of-way.",
      },
      {
        question: "Why did I get a sidewalk repair notice?",
        answer:
          "Cities inspect walks on a schedule, after a complaint, or ahead of a street project. The notice lists the panels the inspector marked as defective and gives a deadline to repair or replace them.",
      },
      {
        question: "What happens if I ignore the notice?",
        answer:
          "The city can hire the work out itself and bill the cost to you, and an unpaid bill can be assessed against the property and collected with your property taxes. Hiring your own contractor before the deadline is usually cheaper and lets you choose who does the work.",
      },
      {
        question: "Do I need a permit to replace sidewalk panels?",
        answer:
          "Usually, yes: work in the public right-of-way generally needs a permit from the city, and the new panels must meet its standards for thickness, width and slope. We apply for the permit and schedule the inspection when one is required.",
      },
    ],
  },
  {
    id: "safety",
    title: "Trip Hazards and Accessibility",
    items: [
      {
        question: "How high does an edge have to be to count as a trip hazard?",
        answer:
          "Many Iowa city codes treat a vertical offset of 3/4 inch or more between panels as a defect. Under the ADA, a change in level up to 1/4 inch may be left as is, 1/4 to 1/2 inch must be beveled, and anything higher needs a ramp, so an edge you can feel with your foot is worth fixing.",
      },
      {
        question: "What slopes does an accessible sidewalk need?",
        answer:
          "The cross slope, side to side, may be no steeper than 1:48, about 2%. Along the direction of travel, a walk steeper than 1:20, or 5%, is treated as a ramp and needs landings and handrails, unless it simply follows the grade of the street beside it.",
      },
      {
        question: "How wide does a sidewalk have to be?",
        answer:
          "An accessible route needs at least 36 inches of clear width. Public sidewalks under the federal right-of-way guidelines need 4 feet, with a 5 by 5 foot passing space at least every 200 feet where the walk is narrower than 5 feet. Most metro cities build public walks 4 or 5 feet wide.",
      },
      {
        question: "Can a cracked panel be ground down instead of replaced?",
        answer:
          "A small lift on an otherwise sound panel can sometimes be ground smooth. Panels that are broken, sunken, scaled or listed on a notice for replacement must be removed and poured new.",
      },
    ],
  },
  {
    id: "winter",
    title: "Winter and Salt",
    items: [
      {
        question: "Will de-icing salt ruin my sidewalk?",
        answer:
          "Rock salt does not attack sound concrete by itself, but the extra freeze-thaw cycles it causes and the brine soaking into the surface lead to scaling and pitting. Shovel first, use salt sparingly, and never use fertilizer-type deicers with ammonium nitrate or ammonium sulfate.",
      },
      {
        question: "Can I salt a sidewalk poured this year?",
        answer:
          "Avoid it for the first winter, while the concrete is still porous and curing. Clear snow promptly and use sand for traction instead.",
      },
      {
        question: "How do I protect a sidewalk before winter?",
        answer:
          "A penetrating sealer keeps water and brine out of the surface. Apply it in fall on a dry day, and reseal every 2 to 3 years. Point downspouts away from the walk so meltwater does not freeze on it.",
      },
    ],
  },
  {
    id: "cost-timing",
    title: "Cost and Timing",
    items: [
      {
        question: "What does sidewalk work cost?",
        answer: presentItems([
          givenPrice(
            site,
            "sidewalkRepair",
            (price) =>
              `Fixing a stretch of existing walk, from a single panel to several, generally lands ${rangeBetween(price)}.`,
          ),
          givenPrice(site, "newSidewalk", (price) => `New walks run ${priceLong(price)}.`),
          "A code violation correction is a custom quote, because every notice lists different panels.",
        ]).join(" "),
      },
      {
        question: "How long does the job take?",
        answer: `${withPromise(
          sidewalkDays(site, " to "),
          "Plan on {value} from saw-cutting the old panels to finishing the new ones.",
          "Your written estimate gives the days from saw-cutting the old panels to finishing the new ones.",
        )} We pour when the temperature is between 50 and 85°F, so late fall jobs can wait for a warm spell.`,
      },
      {
        question: "How soon can we walk on the new sidewalk?",
        answer:
          "Light foot traffic is fine after 24 to 48 hours. Keep bikes, carts and heavy loads off for 7 days, and remember that concrete keeps curing and gaining strength for up to 28 days.",
      },
      {
        question: "Is the work guaranteed?",
        answer: `Yes. Every sidewalk we pour carries our ${warrantyTerm(site)} workmanship warranty, in writing.`,
      },
    ],
  },
];

export const sidewalkFaqsClosing = {
  title: "Still Have a Sidewalk Question?",
  description:
    "Send us a photo of the walk or your city's notice and we will tell you what it needs and what it will cost.",
  quoteLabel: "Request a Free Quote",
  callPrefix: "Call",
  serviceLabel: "See Our Sidewalk Services",
  servicePath: "/services/sidewalks",
};

/** Every question on the page, in order (the FAQPage structured data lists them all). */
export const sidewalkFaqItems = (site: ClaimsSite): FaqItem[] =>
  sidewalkFaqTopics(site).flatMap((topic) => topic.items);
