import type { PriceList } from "@shared/content/prices.ts";
import {
  ESTIMATE_FIELD,
  ESTIMATE_LEAD_LABEL,
  estimateOfBody,
  estimatePayload,
} from "@shared/forms/estimate/lead.ts";

/**
 * An instant estimate's marks on a lead that is not the estimate's own form: an `estimate` object,
 * or its label ("Instant Estimate" as `lead_label` or `form_name`), which any client may post to any
 * endpoint under any form name. The owner's e-mail and the lead service would read its numbers as
 * the site's, so the server decides, never the client:
 *
 * - an `estimate` the server can price (a service, and a size or a kind of job) is priced again with
 *   the list it serves: the business gets the server's range and nothing else of the object. Unlike
 *   the estimate's own form, no `shownLow`/`shownHigh` is kept: the site showed this visitor nothing,
 *   so the body's numbers are a client's words, not a price the visitor saw. A landing page or a
 *   partner that sends the visitor's inputs loses nothing, and a made-up price reaches nobody;
 * - an `estimate` it cannot price is dropped: there is no number of the server's to put in its place;
 * - the label stays only on a lead whose estimate the server priced; otherwise `lead_label` goes and a
 *   `form_name` of that label falls back to the name a lead without one gets.
 *
 * Only these marks: the visitor's own words (a message, a project description), the tags and the
 * lead itself are kept as sent. What was replaced or dropped is said, for the log.
 */

export interface EstimateMarks {
  payload: Record<string, unknown>;
  /** The body's estimate was priced again, and its low or high were not the server's. */
  repriced: boolean;
  /** The fields dropped (`estimate`, `lead_label`, `form_name`); empty when none was. */
  dropped: string[];
}

/** The label as a client may write it: any case, any spacing. */
export function isEstimateLabel(value: unknown): boolean {
  return (
    typeof value === "string" &&
    value.trim().replace(/\s+/g, " ").toLowerCase() === ESTIMATE_LEAD_LABEL.toLowerCase()
  );
}

/** The payload of a lead not of the estimate's form, with its estimate's marks settled by the server. */
export function settleEstimateMarks(
  payload: Record<string, unknown>,
  { prices, defaultFormName }: { prices: PriceList; defaultFormName: string },
): EstimateMarks {
  const hasEstimate = Object.hasOwn(payload, ESTIMATE_FIELD);
  if (!hasEstimate && !isEstimateLabel(payload.lead_label) && !isEstimateLabel(payload.form_name)) {
    return { payload, repriced: false, dropped: [] };
  }
  const result = hasEstimate ? estimateOfBody(payload, prices) : null;
  if (result) {
    const estimate = estimatePayload(result);
    const said = payload[ESTIMATE_FIELD] as Record<string, unknown>;
    const repriced = !Object.is(said.low, estimate.low) || !Object.is(said.high, estimate.high);
    return { payload: { ...payload, [ESTIMATE_FIELD]: { ...estimate } }, repriced, dropped: [] };
  }
  const settled = { ...payload };
  const dropped: string[] = [];
  if (hasEstimate) {
    delete settled[ESTIMATE_FIELD];
    dropped.push(ESTIMATE_FIELD);
  }
  if (isEstimateLabel(settled.lead_label)) {
    delete settled.lead_label;
    dropped.push("lead_label");
  }
  if (isEstimateLabel(settled.form_name)) {
    settled.form_name = defaultFormName;
    dropped.push("form_name");
  }
  return { payload: settled, repriced: false, dropped };
}
