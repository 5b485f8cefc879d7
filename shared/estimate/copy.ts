import { type PromisesSite, weWillContact } from "@shared/content/reply-promise.ts";
/**
 * The estimate's words: its labels, the result as one sentence, and what each service's range assumes.
 * The page, the compact version on the service pages, the lead's project description and the visitor's
 * e-mail all say an estimate with these functions, so the four never disagree.
 */

import { dollars } from "@shared/content/prices.ts";
import {
  ESTIMATE_FINISHES,
  ESTIMATE_SERVICES,
  type Estimate,
  type EstimateInput,
  type EstimateService,
  REPAIR_KINDS,
} from "./model.ts";

export const estimateCopy = {
  title: "Instant Concrete Estimate",
  heading: "Instant Concrete Estimate",
  intro:
    "Pick the job, give its size and finish, and see the price range we would expect for it in Greater Des Moines. No phone number needed to see it.",
  labels: {
    service: "Service",
    area: "Area (sq ft)",
    length: "Length (ft)",
    width: "Width (ft)",
    finish: "Finish",
    kind: "Kind of job",
  },
  servicePlaceholder: "Choose a service",
  sizeLegend: "Size",
  sizeHint: "Square feet, or length × width in feet",
  or: "or",
  submit: "Show my estimate",
  resultHeading: "Your estimate",
  waiting: "Choose a service and enter a size to see a price range.",
  assumptionsHeading: "What this range assumes",
  /** The sentence the terms of service require next to every estimate. */
  terms: "Estimates are subject to site inspection; final pricing is confirmed in writing.",
  customQuote:
    "A code violation correction is priced by custom quote: we read the city's notice, inspect the walk and give you a written price.",
  /** A service or finish whose price the business did not give. */
  pricedOnSite:
    "We price this job on site: we measure, look at the ground and give you a written price, free.",
  compactHeading: "Price your project",
  compactIntro: "Enter your size for a range from our current prices.",
  shareLabel: "Bookmark or share this estimate:",
  /** Names the price list an estimate was priced with, as the lead and the e-mail do. */
  versionLine: (version: string) => `Priced with our price list ${version}.`,
  compactMore: "See what this range includes",
  send: {
    heading: "Send me this estimate",
    intro: "We'll e-mail you this range and call to set up a free on-site measurement.",
    submit: "Send me this estimate",
    submitting: "Sending...",
    success: {
      title: "Estimate sent!",
      text: (site: PromisesSite) => `Check your inbox. ${weWillContact(site)}`,
    },
  },
} as const;

/** "$4,800 – $8,400" */
export function estimateRange(estimate: Extract<Estimate, { priced: true }>): string {
  return `${dollars(estimate.low)} – ${dollars(estimate.high)}`;
}

/** "600", "1,200": a size to the whole square foot. */
function squareFeet(area: number): string {
  return Math.round(area).toLocaleString("en-US");
}

function feet(side: number): string {
  return side.toLocaleString("en-US", { maximumFractionDigits: 2 });
}

/** "about 600 sq ft of broom-finished driveway", "repairing or replacing a section of sidewalk". */
export function estimateScope(input: EstimateInput): string {
  const definition = ESTIMATE_SERVICES[input.service];
  if ("kind" in input) {
    return input.kind === "section"
      ? "repairing or replacing a section of sidewalk"
      : "correcting a sidewalk code violation";
  }
  const size = input.sides
    ? `about ${squareFeet(input.area)} sq ft (${feet(input.sides.length)} × ${feet(input.sides.width)} ft)`
    : `about ${squareFeet(input.area)} sq ft`;
  const finish = input.finish ? `${ESTIMATE_FINISHES[input.finish].adjective} ` : "";
  return `${size} of ${finish}${definition.noun}`;
}

/** "$4,800 – $8,400 for about 600 sq ft of broom-finished driveway", or the custom quote's sentence. */
export function estimateSentence(estimate: Estimate): string {
  if (!estimate.priced) return unpricedSentence(estimate);
  return `${estimateRange(estimate)} for ${estimateScope(estimate.input)}`;
}

/** Why an estimate has no range: a code violation's custom quote, or a price the business did not give. */
export function unpricedSentence(estimate: Extract<Estimate, { priced: false }>): string {
  const input = estimate.input;
  return "kind" in input && input.kind === "code-violation"
    ? estimateCopy.customQuote
    : estimateCopy.pricedOnSite;
}

/** The finish's or kind's name, for the lead and the e-mail ("Broom finish", "Code violation correction"). */
export function estimateOptionLabel(input: EstimateInput): string {
  if ("kind" in input) return REPAIR_KINDS[input.kind].label;
  return input.finish ? ESTIMATE_FINISHES[input.finish].label : "";
}

/**
 * What each service's range includes and what moves it: the short list beside the result. Written
 * for this metro's jobs (clay soil, freeze-thaw, salt), one list per service, none repeated.
 */
export const ESTIMATE_ASSUMPTIONS: Record<EstimateService, readonly string[]> = {
  driveways: [
    "Included: grading, a compacted crushed-rock base, forms, reinforcement, 4 inches of air-entrained concrete, control joints and the finish.",
    "Tearing out and hauling away an old driveway moves the price toward the top of the range.",
    "A steep grade, soft clay that needs more base, or 6 inches where a loaded pickup or RV parks adds cost.",
    "A short pour a truck can back up to costs less than one reached by pump or wheelbarrow.",
  ],
  patios: [
    "Included: digging out, a compacted base, forms, reinforcement, the pour and the finish you chose.",
    "Removing old pavers, a deck footing or a cracked slab is priced on site.",
    "A backyard the mixer cannot reach needs a pump or buggies, and a sloped yard needs fill or a step: both add cost.",
    "Curves, steps and seat walls are priced on their own.",
  ],
  sidewalks: [
    "Included: excavation, a compacted base, forms, 4 inches of concrete, control joints and a slip-resistant finish.",
    "Taking out an old walk, tree roots in the way, or steps at a grade change add cost.",
    "Walks in the city's right-of-way may need a permit and the city's own specifications.",
  ],
  "sidewalk-repair": [
    "Priced per job: removing the broken or heaved section, hauling it away and pouring a new one to match.",
    "More sections, tree roots under the walk, or a curb or driveway approach in the repair move the price up.",
    "Small cracks and chips can often be sealed or patched for less than a new section.",
  ],
  overlays: [
    "Included: cleaning and profiling a sound slab, the bonded overlay and a sealer against de-icing salt.",
    "Cracked, heaved or crumbling concrete must be repaired or replaced first; that is priced on site.",
    "Decorative patterns, borders and several colors cost more than a single-color texture.",
  ],
  floors: [
    "Included: grinding an existing interior slab, then polishing or staining and a protective finish.",
    "Patching cracks and old adhesive, or moving shelving and appliances, adds cost.",
    "Basements and garages with moisture coming up through the slab may need a vapor treatment first.",
  ],
};
