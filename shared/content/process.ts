import { capitalize } from "./claims.ts";
import { type PromisesSite, replyWithin, visitWithin, withPromise } from "./promises.ts";
import { siteConfig } from "./site.ts";
import type { ProcessStep } from "./types.ts";

/**
 * How every project runs, from first call to final walkthrough (the Process page's fallback), with
 * the reply and visit times `site` promises (none: the steps name no time).
 */
export const builtInProcessOf = (site: PromisesSite): ProcessStep[] => [
  {
    number: 1,
    title: "Free Consultation",
    description: withPromise(
      replyWithin(site),
      "Call or request a quote online. We answer {value}, learn what you have in mind and set up a visit.",
      "Call or request a quote online. We learn what you have in mind and set up a visit.",
    ),
  },
  {
    number: 2,
    title: "On-Site Estimate",
    description: withPromise(
      visitWithin(site) && capitalize(visitWithin(site) ?? ""),
      "{value} we visit, measure, check drainage and soil, and give you a detailed written estimate with no obligation.",
      "We visit, measure, check drainage and soil, and give you a detailed written estimate with no obligation.",
    ),
  },
  {
    number: 3,
    title: "Design and Planning",
    description:
      "We settle size, shape, thickness, finish and color with you, pull any permits your city requires, and schedule the pour for 50-85°F weather.",
  },
  {
    number: 4,
    title: "Site Preparation",
    description:
      "We remove old concrete, grade for drainage, compact a solid base, and set forms and reinforcement.",
  },
  {
    number: 5,
    title: "Pouring and Finishing",
    description:
      "We pour and finish the concrete, whether broom, stamped, stained or exposed aggregate, and cut control joints so it cracks where it should.",
  },
  {
    number: 6,
    title: "Curing and Final Walkthrough",
    description:
      "We clean up, walk the finished work with you, and explain curing and care: 7 days before heavy use, full strength in about 28 days.",
  },
];

/** The steps as the demo identity words them. */
export const builtInProcess: ProcessStep[] = builtInProcessOf(siteConfig);
