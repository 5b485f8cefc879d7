import type { PriceList } from "@shared/content/prices.ts";
import { estimateCopy, estimateOptionLabel, estimateSentence } from "@shared/estimate/copy.ts";
import { ESTIMATE_PAGE_PATH, estimateValuesOf, readEstimate } from "@shared/estimate/form.ts";
import { type Estimate, estimate as priceEstimate } from "@shared/estimate/model.ts";
import {
  type LeadContext,
  type LeadFormRules,
  type LeadSubmission,
  pageSourceFromPath,
  pathOf,
  type ServerLeadContext,
  splitName,
  stamp,
} from "../lead.ts";
import { quickQuoteCopy } from "../quick-quote/copy.ts";
import { QUOTE_FORM_NAME } from "../quote/lead.ts";
import { type SendEstimateValues, sendEstimateSchema } from "./schema.ts";

/** The page the estimate page reports as its source; a service page's compact estimate reports that page. */
export const ESTIMATE_PAGE_SOURCE = "Estimate Page";
/** The label (`lead_label`) of an estimate lead: it tells the business the numbers are the site's. */
export const ESTIMATE_LEAD_LABEL = "Instant Estimate";

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
  const source =
    path === ESTIMATE_PAGE_PATH ? ESTIMATE_PAGE_SOURCE : pageSourceFromPath(path, ESTIMATE_PAGE_SOURCE);
  const option = estimateOptionLabel(result.input);
  const serviceType = quoteServiceTypes[result.input.service];
  return {
    formName: QUOTE_FORM_NAME,
    type: "quote",
    pageName: source,
    label: ESTIMATE_LEAD_LABEL,
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
      tags: ["Website Lead", "Concrete Services", `Page: ${source}`, ESTIMATE_LEAD_LABEL, "intent:estimate"],
      ...stamp(context),
    },
  };
}

/** The payload field an estimate lead carries its estimate in, which tells it from the quote page's lead. */
export const ESTIMATE_FIELD = "estimate";

/** A value of a lead body's estimate as the form's text field would hold it: a number is written out. */
function fieldText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return "";
}

/**
 * The send form's values a lead body carries: its name, phone and e-mail, and its `estimate`'s
 * service, size (as the area, unless it gives length and width), finish and kind.
 */
export function estimateValuesOfBody(body: Record<string, unknown>): Record<string, string> {
  const own = (record: Record<string, unknown>, key: string) =>
    Object.hasOwn(record, key) ? record[key] : undefined;
  const raw = own(body, ESTIMATE_FIELD);
  const estimate: Record<string, unknown> =
    typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const length = fieldText(own(estimate, "length"));
  const width = fieldText(own(estimate, "width"));
  const sides = length !== "" || width !== "";
  const name =
    fieldText(own(body, "name")) ||
    [fieldText(own(body, "firstName")), fieldText(own(body, "lastName"))].filter(Boolean).join(" ");
  return {
    name,
    phone: fieldText(own(body, "phone")),
    email: fieldText(own(body, "email")),
    service: fieldText(own(estimate, "service")),
    area: sides ? "" : fieldText(own(estimate, "size")),
    length,
    width,
    finish: fieldText(own(estimate, "finish")),
    kind: fieldText(own(estimate, "kind")),
  };
}

/** A number a client said it showed, kept as a note when it is one; anything else is noted as null. */
function shownNumber(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** The estimate a lead body's `estimate` (and name, phone, e-mail) describes, priced with `prices`; null for none. */
export function estimateOfBody(body: Record<string, unknown>, prices: PriceList): Estimate | null {
  return estimateOfValues(estimateValuesOfBody(body) as SendEstimateValues, prices);
}

/**
 * The fields of an estimate lead the server computes from the values, whatever the body says: the
 * estimate priced with the site's list, the project description stating it and the service type.
 * When the body's low or high differ from the server's (the list changed between the view and the
 * send, or the body is forged), the lead is kept and what the visitor was shown is noted beside.
 */
export function estimateServerFields(
  values: SendEstimateValues,
  body: Record<string, unknown>,
  context: ServerLeadContext,
): Record<string, unknown> {
  const { payload } = estimateLead(values, context);
  const estimate = { ...(payload.estimate as EstimatePayload) } as EstimatePayload & Record<string, unknown>;
  const sent = body[ESTIMATE_FIELD] as Record<string, unknown>;
  if (!Object.is(sent.low, estimate.low) || !Object.is(sent.high, estimate.high)) {
    estimate.shownLow = shownNumber(sent.low);
    estimate.shownHigh = shownNumber(sent.high);
    estimate.shownPriceListVersion =
      typeof sent.priceListVersion === "string" ? sent.priceListVersion.slice(0, 40) : null;
  }
  return {
    serviceType: payload.serviceType,
    projectDescription: payload.projectDescription,
    [ESTIMATE_FIELD]: estimate,
  };
}

/**
 * "Send me this estimate" as the server checks it: a plain post names it (`_form=estimate`); the lead
 * helper's body is a "Website Quote Form" lead told from the quote page's by its `estimate`.
 */
export const estimateFormRules: LeadFormRules<SendEstimateValues> = {
  id: "estimate",
  formName: { exact: QUOTE_FORM_NAME },
  carries: ESTIMATE_FIELD,
  schema: sendEstimateSchema,
  valuesOf: estimateValuesOfBody,
  toLead: estimateLead,
  serverFields: estimateServerFields,
  thanks: { title: estimateCopy.send.success.title, text: estimateCopy.send.success.text },
  labels: { ...quickQuoteCopy.labels, ...estimateCopy.labels },
};
