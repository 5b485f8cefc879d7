import {
  type ClaimsSite,
  credentialsTitle,
  presentItems,
  warrantyTerm,
  warrantyTermTitle,
} from "../claims.ts";
import { givenPrice, priceLong, priceShort } from "../prices.ts";
import { sidewalkDays, withPromise } from "../promises.ts";
import type { TownPick } from "../site-lists.ts";
import type { FaqItem, IconName } from "../types.ts";

/** The sidewalks page's copy (/services/sidewalks), top to bottom. */

export const SIDEWALKS_PATH = "/services/sidewalks";
/** The built-in service record this page stands for; a CMS record with this slug may retitle the hero. */
export const SIDEWALKS_SLUG = "sidewalks";

export interface SidewalkCard {
  title: string;
  description: string;
  icon: IconName;
}

export const sidewalksSeo = {
  title: "Concrete Sidewalk & Walkway Services",
  description: (site: ClaimsSite) =>
    `New sidewalks, panel repair and city notice corrections in Des Moines, West Des Moines, Ankeny and Urbandale.${withPromise(
      presentItems([
        givenPrice(site, "newSidewalk", (price) => `New walks ${priceShort(price)}`),
        withPromise(sidewalkDays(site, "-"), "most jobs done in {value}", null),
      ]).join("; ") || null,
      " {value}.",
      "",
    )}`,
  keywords: [
    "sidewalk repair Des Moines",
    "sidewalk replacement West Des Moines",
    "city sidewalk notice Ankeny",
    "concrete walkway installation Urbandale",
    "sidewalk trip hazard repair Iowa",
    "ADA sidewalk contractor Des Moines",
  ],
};

export const sidewalksHero = {
  eyebrow: "Sidewalks & Walkways",
  title: "Concrete Sidewalk & Walkway Services",
  subtitle:
    "New front walks, replacement panels and the repairs a city notice asks for, poured flush, sloped to drain and finished for grip on icy mornings.",
  quoteLabel: "Get a Free Sidewalk Estimate",
  callPrefix: "Call",
};

export const sidewalksIntro = {
  title: "Walks Your Neighbors Can Trust Underfoot",
  paragraphs: [
    "The sidewalk along your lot carries strollers, school kids, delivery drivers and neighbors with canes. When a panel lifts or sinks, the edge it leaves is exactly the kind of thing a city inspector, or an injury claim, will find first.",
    "We build walks that stay level: the base is recompacted, panels are tied to the ones beside them, and every new section is sloped so meltwater runs to the street instead of freezing on the surface or soaking into the clay beneath it.",
  ],
};

export const sidewalksServices: { title: string; intro: string; services: SidewalkCard[] } = {
  title: "Our Sidewalk Services",
  intro: "From one cracked panel to a whole new path around the house.",
  services: [
    {
      title: "New Sidewalk Installation",
      description:
        "Front walks, side-yard paths, garden walkways and links between driveway, porch and patio: 4 inches thick, 6 where vehicles cross.",
      icon: "hammer",
    },
    {
      title: "Sidewalk Repairs",
      description:
        "Heaved, sunken, cracked or scaled panels sawn out and re-poured to meet the sound concrete around them without a lip.",
      icon: "wrench",
    },
    {
      title: "City Code Compliance Repairs",
      description:
        "Got a repair notice from Des Moines, West Des Moines, Ankeny or Urbandale? We replace the listed panels, pull the right-of-way permit and meet the deadline.",
      icon: "file-check",
    },
  ],
};

export const sidewalksIssues: {
  title: string;
  intro: string;
  issues: { title: string; description: string }[];
} = {
  title: "Common Sidewalk Problems We Fix",
  intro: "Most failures we see in the metro trace back to water, frost, roots or salt.",
  issues: [
    {
      title: "Heaved panels and trip edges",
      description:
        "Frost and swelling clay push one panel above the next, leaving an edge that catches toes.",
    },
    {
      title: "Sunken or tilted sections",
      description: "Washed-out base under a downspout or along a curb lets panels drop and hold puddles.",
    },
    {
      title: "Root damage",
      description: "Maples and ashes along the parking strip lift walks from below and crack them in two.",
    },
    {
      title: "Scaling and pitting",
      description: "De-icing salt and freeze-thaw peel the top layer off, exposing rough aggregate.",
    },
    {
      title: "Wide or widening cracks",
      description: "Cracks that let water in get worse every winter until the panel breaks up.",
    },
    {
      title: "Ponding and ice patches",
      description: "A walk with the wrong slope holds water that freezes into a sheet of ice each night.",
    },
  ],
};

export const sidewalksDesign: {
  title: string;
  intro: string;
  options: { title: string; description: string }[];
} = {
  title: "Sidewalk Design Options",
  intro: "City walks follow the city's standard; private walks can be as plain or as decorative as you like.",
  options: [
    {
      title: "Broom finish",
      description: "The standard for public walks: a fine brushed texture that grips in rain and snow.",
    },
    {
      title: "Curved or straight layouts",
      description: "A sweeping path to the front door, or a clean straight line that matches the street.",
    },
    {
      title: "Widths that fit",
      description:
        "Public walks are usually 4 or 5 feet wide; front walks can widen at the steps to greet guests.",
    },
    {
      title: "Stamped and colored accents",
      description: "A stamped border or colored band along a private walk to tie it to a decorative patio.",
    },
    {
      title: "Exposed aggregate",
      description: "A pebble surface with plenty of traction and a look that hides wear.",
    },
    {
      title: "Steps and landings",
      description: "Poured steps where a walk meets a slope or the porch, with room for a handrail.",
    },
  ],
};

/** What sidewalk work costs, in the prices the business gave; none given, how each job is priced. */
function sidewalkCostAnswer(site: ClaimsSite): string {
  const repair = givenPrice(site, "sidewalkRepair", priceLong);
  const walk = givenPrice(site, "newSidewalk", priceLong);
  const code = "city code corrections are quoted after we see the notice.";
  return presentItems([
    repair && `Replacing a section of walk usually runs ${repair}, depending on how many panels come out.`,
    walk ? `A new sidewalk is typically ${walk}, and ${code}` : null,
    walk ? null : `Every job gets a written price after we see it, and ${code}`,
  ]).join(" ");
}

/** The cost table's entry for a price the business did not give. */
const sidewalksCostsUnpriced = "Priced on site";

export const sidewalksCosts = {
  title: "Sidewalk Costs",
  intro: "Three kinds of job, three ways we price them:",
  /** A price the business did not give reads as priced on site (docs/decisions, "unpriced items"). */
  items: (site: ClaimsSite) => [
    {
      label: "New sidewalk installation",
      price: givenPrice(site, "newSidewalk", priceShort) ?? sidewalksCostsUnpriced,
    },
    {
      label: "Sidewalk repair or replacement",
      price: givenPrice(site, "sidewalkRepair", priceShort) ?? sidewalksCostsUnpriced,
    },
    { label: "Code violation correction", price: "Custom quote" },
  ],
  note: "Repairs are priced by the number of panels and the tear-out involved. A city notice gets its own price, built from the panels the inspector marked, so you pay for what the city requires and nothing more.",
  quoteLink: "Get Your Sidewalk Price",
};

export const sidewalksProcess = {
  title: "Our 6-Step Sidewalk Process",
  intro: (site: ClaimsSite) =>
    withPromise(
      sidewalkDays(site, " to "),
      "Most sidewalk jobs are finished in {value}.",
      "Every sidewalk job goes through the same six steps.",
    ),
  steps: [
    {
      title: "Walk-Through & Measurements",
      description: "We measure each panel, mark trip edges and check slope, drainage and nearby tree roots.",
    },
    {
      title: "Written Quote",
      description:
        "A fixed price per panel or per square foot, with any city-notice items listed one by one.",
    },
    {
      title: "Permits & Utility Locates",
      description:
        "We request the right-of-way permit where your city needs one and call Iowa One Call before we dig.",
    },
    {
      title: "Tear-Out & Base Repair",
      description: "Damaged panels are sawn out and hauled away; the base is regraded and compacted.",
    },
    {
      title: "Forming & Pouring",
      description:
        "Forms are set flush with the neighboring panels and we pour when it is between 50 and 85°F outside.",
    },
    {
      title: "Finish, Cure & Restore",
      description:
        "Broom finish, tooled joints and edges, then we backfill the lawn edge and walk the result with you.",
    },
  ],
};

export const sidewalksWhyChoose: { title: string; reasons: (site: ClaimsSite) => SidewalkCard[] } = {
  title: "Why Choose Us for Your Sidewalk",
  reasons: (site) =>
    presentItems<SidewalkCard>([
      {
        title: "We Know the Notices",
        description:
          "We work from city repair notices all season and price exactly what they list, nothing padded.",
        icon: "clipboard-check",
      },
      {
        title: "Done in 1 to 3 Days",
        description: "Short closures, so the mail carrier and your neighbors are not detoured for long.",
        icon: "clock",
      },
      {
        title: "Level, Drained, Lasting",
        description:
          "Proper base, slope and joint spacing, so the same panel is not back on next year's notice.",
        icon: "ruler",
      },
      {
        title: `${warrantyTermTitle(site)} Warranty`,
        description: `Every panel we pour is covered by our ${warrantyTerm(site)} workmanship warranty.`,
        icon: "shield-check",
      },
      credentialsTitle(site) && {
        title: credentialsTitle(site) ?? "",
        description: "Work in the public right-of-way calls for a properly covered contractor. We are.",
        icon: "badge-check",
      },
    ]),
};

export const sidewalksCommercial = {
  title: "Commercial and Community Sidewalk Work",
  paragraphs: [
    "Property managers, homeowner associations, churches and small businesses call us for walks that see far more traffic than a front path: apartment courtyards, HOA trails, storefront approaches and the walks between a parking lot and the door.",
    "We schedule around business hours, phase the work so an entrance always stays open, and build accessible routes and curb ramps to the ADA's slope and width requirements.",
  ],
  examples: [
    "HOA common walks and trail connections",
    "Apartment and townhome courtyards",
    "Storefront and office entrances",
    "Church and school walkways",
    "Curb ramps with detectable warning panels",
  ],
  linkLabel: "See our commercial concrete services",
  linkHref: "/services/commercial",
};

export const sidewalksAreas: { title: string; intro: string; towns: readonly TownPick[] } = {
  title: "Sidewalk Service Areas",
  intro: "We repair and install sidewalks across the metro, including:",
  /** The towns named, by slug (their names and pages come from the town records). */
  towns: [
    "des-moines",
    "west-des-moines",
    "ankeny",
    "urbandale",
    "johnston",
    "waukee",
    "altoona",
    "pleasant-hill",
    "norwalk",
    "indianola",
  ],
};

export const sidewalksFaq: {
  title: string;
  items: (site: ClaimsSite) => FaqItem[];
  moreLabel: string;
  moreHref: string;
} = {
  title: "Sidewalk Questions",
  moreLabel: "More answers in our sidewalk FAQs",
  moreHref: "/sidewalk-faqs",
  items: (site) => [
    {
      question: "The city sent me a sidewalk repair notice. What now?",
      answer:
        "Note the deadline, then send us a photo of the notice. We will walk the listed panels, give you a written price, handle the permit and finish before the date on the letter.",
    },
    {
      question: "How much does sidewalk repair cost?",
      answer: sidewalkCostAnswer(site),
    },
    {
      question: "Do you replace single panels or the whole walk?",
      answer:
        "Only what needs it. We saw out the damaged panels and pour new ones flush with the good concrete on either side.",
    },
    {
      question: "How long does a sidewalk job take?",
      answer: `${withPromise(sidewalkDays(site, " to "), "Most jobs are done in {value}. ", "")}People can walk on the new panels after a day or two; keep heavy loads off for 7 days while the concrete gains strength.`,
    },
    {
      question: "How thick will my new sidewalk be?",
      answer:
        "Four inches for walking traffic. Where the driveway crosses the public walk and cars drive over it, we pour 6 inches.",
    },
    {
      question: "Can you fix a walk that tree roots lifted?",
      answer:
        "Yes. We remove the lifted panels, and where the city or an arborist approves, trim the offending root before regrading and pouring.",
    },
    {
      question: "Can I use salt on a new sidewalk?",
      answer:
        "Not in its first winter. Use sand for traction that year, and afterwards choose a deicer labeled safe for concrete, never one containing ammonium nitrate or ammonium sulfate.",
    },
    {
      question: "Is mudjacking cheaper than replacing a sunken panel?",
      answer:
        "Lifting can be cheaper when the panel is sound. A cracked or scaled panel, or one the city has listed for replacement, has to be poured new.",
    },
  ],
};

export const sidewalksFinalCta = {
  title: "Need a Sidewalk Fixed or Poured?",
  description:
    "Send us your city notice or tell us about the walk you want. We will measure and send a written quote, free.",
  quoteLabel: "Request a Free Sidewalk Quote",
  callPrefix: "Call",
};
