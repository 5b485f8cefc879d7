import { type ClaimsSite, warrantyTerm, withCredentials } from "@shared/content/claims.ts";
import { givenPrice, priceShort } from "@shared/content/prices.ts";
import { sidewalkDays, withPromise } from "@shared/content/promises.ts";
import type { IconName } from "@shared/content/types.ts";
import type { ServicePageCard, ServicePageLink } from "./service-detail.ts";

/** The commercial concrete page's copy (/services/commercial), top to bottom. */

export const COMMERCIAL_PATH = "/services/commercial";
/** The service record (built in or from the CMS) whose title, summary and questions the page shows. */
export const COMMERCIAL_SLUG = "commercial";

export const commercialSeo = {
  title: "Commercial Concrete Contractor in Des Moines, IA",
  description:
    "Concrete for Des Moines property managers: heavy-duty lots, loading docks, ADA-compliant walks and warehouse floors, phased around your open hours.",
  keywords: [
    "commercial concrete contractor Des Moines",
    "parking lot replacement Des Moines",
    "loading dock apron concrete Iowa",
    "ADA sidewalk repair Des Moines",
    "warehouse floor concrete Ankeny",
    "property manager concrete contractor",
  ],
  serviceType: "Commercial concrete construction and repair",
};

export const commercialHero = {
  eyebrow: "For Property Managers & Business Owners",
  actions: [
    { label: "Request a Commercial Quote", to: "/quote" },
    { label: "Contact Our Team", to: "/contact" },
  ] satisfies ServicePageLink[],
};

/** One kind of commercial work with the facts an owner or manager weighs before signing. */
export interface CommercialWork {
  title: string;
  description: string;
  icon: IconName;
  /** Label and answer, e.g. "Thickness" → "6 in, reinforced…". */
  facts: { label: string; value: string }[];
}

export const commercialWork: { title: string; intro: string; items: (site: ClaimsSite) => CommercialWork[] } =
  {
    title: "What We Build for Commercial Properties",
    intro:
      "Four kinds of work make up most of our commercial jobs. For each, here is what you should know before you ask anyone for a price.",
    items: (site) => [
      {
        title: "Parking Lots",
        description:
          "New lots, failed-panel replacement, curbs and drive approaches for retail strips, offices, churches and apartment complexes.",
        icon: "square-parking",
        facts: [
          {
            label: "Thickness",
            value:
              "4 in where only cars park; 6 in, reinforced, in drive lanes and wherever trucks, buses or garbage haulers travel.",
          },
          {
            label: "Joints",
            value:
              "Saw-cut panels about 2 to 3 times the slab depth in feet and never over 15 ft, so a 6 in lot gets panels of 12 to 15 ft.",
          },
          {
            label: "Phasing",
            value: "Half the lot or one row at a time, with the entrance kept open and the fire lane clear.",
          },
          {
            label: "ADA",
            value:
              "Accessible stalls and their aisles no steeper than 1:48 (about 2%) in any direction, with a ramp to the building route.",
          },
        ],
      },
      {
        title: "Loading Docks",
        description:
          "Dock aprons, truck pads and approach slabs that take the impact of tractor-trailers backing in and the point loads of forklifts rolling off.",
        icon: "truck",
        facts: [
          {
            label: "Thickness",
            value:
              "6 in minimum with steel reinforcement; more where your engineer or tenant specs call for it.",
          },
          {
            label: "Joints",
            value:
              "Dowelled joints so panels share the load, kept out of the wheel path, and protected edges at the dock face.",
          },
          {
            label: "Phasing",
            value:
              "One door or bay at a time, poured after the last shipment and scheduled around your receiving days.",
          },
          {
            label: "Drainage",
            value:
              "Sloped away from the dock door so meltwater does not pool and freeze where drivers step down.",
          },
        ],
      },
      {
        title: "Sidewalks",
        description:
          "Storefront walks, building entries, courtyard paths and city-side walks that tenants, customers and inspectors all judge you by.",
        icon: "footprints",
        facts: [
          {
            label: "Thickness",
            value: "4 in for walks; 6 in where a walk crosses a drive or a plow truck rides up on it.",
          },
          {
            label: "Joints",
            value:
              "Tooled or saw-cut every 4 to 5 ft, with expansion joints where the walk meets the building or curb.",
          },
          {
            label: "Phasing",
            value: withPromise(
              sidewalkDays(site, " to "),
              "A typical section takes {value}; we keep one entrance usable and mark a detour before we break out the old walk.",
              "We keep one entrance usable and mark a detour before we break out the old walk.",
            ),
          },
          {
            label: "ADA",
            value:
              "On the accessible route to your door: running slope no steeper than 1:20 (5%), cross slope no more than 1:48 (about 2%), curb ramps no steeper than 1:12.",
          },
        ],
      },
      {
        title: "Industrial Flooring",
        description:
          "Warehouse, shop and garage floors, new or replaced in sections, finished for forklifts, pallet jacks and easy sweeping.",
        icon: "forklift",
        facts: [
          {
            label: "Thickness",
            value:
              "6 in, reinforced, for forklift and racking loads; the base is compacted and tested before we pour.",
          },
          {
            label: "Joints",
            value:
              "Saw-cut within hours of finishing, then filled with a semi-rigid filler so hard forklift wheels do not chip the edges.",
          },
          {
            label: "Phasing",
            value: "Bay by bay, with racking moved in stages, so the building keeps shipping while we work.",
          },
          {
            label: "Finish",
            value: `Hard-troweled, or polished and sealed${withPromise(givenPrice(site, "polishedFloor", priceShort), ", from {value},", "")} for a floor that sheds dust and cleans with a scrubber.`,
          },
        ],
      },
    ],
  };

export const commercialPhasing = {
  title: "Planned Around Your Open Hours",
  intro:
    "A closed entrance costs you customers; a closed dock costs you shipments. Before we start, you get a written schedule that shows which area is closed, on which days, and how people get around it.",
  steps: [
    {
      title: "Walk the Site With You",
      description:
        "We note traffic, deliveries, snow storage and drainage, and ask about your busiest days and hours.",
    },
    {
      title: "Split the Job Into Phases",
      description:
        "Each phase leaves an entrance, the fire lane and enough parking open; we plan pours for early mornings, evenings or weekends where that keeps you running.",
    },
    {
      title: "Mark Safe Routes",
      description:
        "Barricades, signs and temporary ramps so customers and tenants, including those in wheelchairs, never have to guess where to walk.",
    },
    {
      title: "Reopen on Schedule",
      description:
        "Walks reopen to foot traffic after a day or two; cars and trucks wait 7 days, while the slab keeps curing for up to 28.",
    },
  ],
  pourWindow:
    "We pour between 50 and 85°F. For spring and fall work we watch the forecast and protect fresh concrete with blankets, so a cold night never weakens a slab your business depends on.",
};

export const commercialWinter: { title: string; intro: string; points: ServicePageCard[] } = {
  title: "Built for Plows, Salt and Freeze-Thaw",
  intro:
    "A commercial lot in Des Moines gets plowed a dozen times a winter and salted more than any home driveway. We build for that from the start.",
  points: [
    {
      title: "Plow-Ready Edges",
      description:
        "Thickened edges at curbs and walk crossings, and flush joints, so blades and skid steers do not catch and spall the concrete.",
      icon: "snowflake",
    },
    {
      title: "Salt-Resistant Mix",
      description:
        "Air-entrained concrete with a low water ratio, cured properly and sealed, so de-icing salt cannot flake the surface.",
      icon: "shield-check",
    },
    {
      title: "Reseal Every 2 to 3 Years",
      description:
        "We put your lot and walks on a reseal schedule so water and chlorides stay out, and remind you before the next winter.",
      icon: "calendar-clock",
    },
  ],
};

/** Shown only when an editor writes them in the CMS: the service's benefits and its typical price. */
export const commercialBenefits = {
  title: "Why Businesses Choose Us",
};

export const commercialPrice = {
  title: "What Commercial Concrete Costs",
  quoteLink: { label: "Request a Commercial Quote", to: "/quote" } satisfies ServicePageLink,
};

export const commercialFaq = {
  title: "Commercial Concrete Questions",
};

export const commercialFinalCta = {
  title: "Planning Commercial Concrete Work?",
  description: (site: ClaimsSite) =>
    `Send us the site and your timeline. We'll walk it with you and return a written quote with a phasing plan. ${withCredentials(site, "{Credentials}, with a", "With a")} ${warrantyTerm(site)} warranty.`,
  actions: [
    { label: "Request a Commercial Quote", to: "/quote" },
    { label: "Contact Our Team", to: "/contact" },
  ] satisfies ServicePageLink[],
};
