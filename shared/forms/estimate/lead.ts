import type { PriceList } from "@shared/content/prices";
import { estimateCopy, estimateOptionLabel, estimateSentence } from "@shared/estimate/copy";
import { estimateValuesOf, readEstimate } from "@shared/estimate/form";
import { type Estimate, estimate as priceEstimate } from "@shared/estimate/model";
import { type LeadContext, type LeadSubmission, pageSourceFromPath, pathOf, splitName, stamp } from "../lead";
import { QUOTE_FORM_NAME } from "../quote/lead";
import type { SendEstimateValues } from "./schema";

/** The page the estimate page reports as its source; a service page's compact estimate reports that page. */
export const ESTIMATE_PAGE_SOURCE = "Estimate Page";

/** Where and when, and the price list the estimate is priced with (the site's own, on the server). */
export interface EstimateLeadContext extends LeadContext {
  prices: PriceList;
}

/** The quote page's service value a priced service is filed under (its lead label follows, spec §7). */
const quoteServiceTypes = {
  driveways: "driveways",
  patios: "patios",
  sidewalks: "sidewalks",
  "sidewalk-repair": "repair",
  overlays: "decorative",
  floors: "decorative",
} as const;

/**
 * The `estimate` object of the lead's payload: flat, so every reader of a lead (the e-mail, the
 * webhook, the Leads screen, the export) shows it as it shows `utm_params`.
 */
export interface EstimatePayload {
  service: string;
  /** Square feet; null for a job priced per job. */
  size: number | null;
  length: number | null;
  width: number | null;
  finish: string | null;
  kind: string | null;
  /** Whole dollars; null for a custom quote. */
  low: number | null;
  high: number | null;
  currency: "USD";
  priceListVersion: string;
}

export function estimatePayload(result: Estimate): EstimatePayload {
  const input = result.input;
  const area = "kind" in input ? null : input;
  return {
    service: input.service,
    size: area ? Math.round(area.area * 100) / 100 : null,
    length: area?.sides?.length ?? null,
    width: area?.sides?.width ?? null,
    finish: area?.finish ?? null,
    kind: "kind" in input ? input.kind : null,
    low: result.priced ? result.low : null,
    high: result.priced ? result.high : null,
    currency: "USD",
    priceListVersion: result.priceListVersion,
  };
}

/** The estimate the values describe, priced with `prices`; null when they describe none. */
export function estimateOfValues(values: SendEstimateValues, prices: PriceList): Estimate | null {
  const reading = readEstimate(
    estimateValuesOf((field) => values[field]),
    { complete: true },
  );
  return reading.input ? priceEstimate(prices, reading.input) : null;
}

/**
 * "Send me this estimate" (issue 30): a Website Quote Form lead whose project description states the
 * estimate, with the estimate itself in `estimate`. Priced here from `context.prices`, so the server,
 * which rebuilds it with its own list, never sends the business a number a client made up.
 */
export function estimateLead(values: SendEstimateValues, context: EstimateLeadContext): LeadSubmission {
  const result = estimateOfValues(values, context.prices);
  if (!result) throw new Error("estimateLead: the values describe no estimate (the schema refuses them)");
  const path = pathOf(context.pageUrl);
  const source = path === "/estimate" ? ESTIMATE_PAGE_SOURCE : pageSourceFromPath(path, ESTIMATE_PAGE_SOURCE);
  const option = estimateOptionLabel(result.input);
  const serviceType = quoteServiceTypes[result.input.service];
  return {
    formName: QUOTE_FORM_NAME,
    type: "quote",
    pageName: source,
    label: "Instant Estimate",
    payload: {
      name: values.name,
      ...splitName(values.name),
      email: values.email,
      phone: values.phone,
      serviceType,
      projectDescription: [
        `Instant estimate: ${estimateSentence(result).replace(/\.$/, "")}.`,
        option ? `Finish or job: ${option}.` : "",
        `Price list ${result.priceListVersion}.`,
        estimateCopy.terms,
      ]
        .filter(Boolean)
        .join(" "),
      estimate: { ...estimatePayload(result) },
      source,
      tags: ["Website Lead", "Concrete Services", `Page: ${source}`, "Instant Estimate", "intent:estimate"],
      ...stamp(context),
    },
  };
}
