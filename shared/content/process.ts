import type { ProcessStep } from "./types.ts";

/** How every project runs, from first call to final walkthrough (the Process page's fallback). */
export const builtInProcess: ProcessStep[] = [
  {
    number: 1,
    title: "Free Consultation",
    description:
      "Call or request a quote online. We answer within 24 hours, learn what you have in mind and set up a visit.",
  },
  {
    number: 2,
    title: "On-Site Estimate",
    description:
      "Within 48 hours we visit, measure, check drainage and soil, and give you a detailed written estimate with no obligation.",
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
