import { contactFormRules } from "@shared/forms/contact/lead";
import { estimateFormRules } from "@shared/forms/estimate/lead";
import { carriesFormField, type LeadFormRules, matchesFormName } from "@shared/forms/lead";
import { productContactFormRules, productDetailsFormRules } from "@shared/forms/product/lead";
import { quickQuoteFormRules } from "@shared/forms/quick-quote/lead";
import { quoteFormRules } from "@shared/forms/quote/lead";
import { twoStepContactFormRules, twoStepDetailsFormRules } from "@shared/forms/two-step/lead";
import { webhookTestFormRules } from "@shared/forms/webhook-test/lead";
import type { LeadEndpoint } from "./endpoints";

/**
 * The server's table of forms: a lead that names one of these (by `form_name`, or by
 * `_form` on a plain post) is checked with that form's own schema, the one its page
 * uses. Any other lead is checked with the general payload's rules (server/leads/lead-body).
 */
const leadForms: readonly LeadFormRules[] = [
  contactFormRules,
  quickQuoteFormRules,
  quoteFormRules,
  estimateFormRules,
  webhookTestFormRules,
  // Longer suffixes first: 'X - Product Form Step 1' must not read as a two-step 'Step 1'.
  productContactFormRules,
  productDetailsFormRules,
  twoStepContactFormRules,
  twoStepDetailsFormRules,
];

/** The instant estimate's "Send me this estimate": its leads are counted as estimates sent. */
export const ESTIMATE_FORM_ID = estimateFormRules.id;

/** The id of every form in the table (the metrics count leads by it: server/leads/lead-metrics.ts). */
export const leadFormIds: readonly string[] = leadForms.map((form) => form.id);

/**
 * The form a lead body is: by its name, and among forms of one name (the quote page's and the
 * instant estimate's "Website Quote Form") by the field it carries, a form that names one first.
 */
export function formNamed(formName: string, body: Record<string, unknown> = {}): LeadFormRules | undefined {
  const named = leadForms.filter((form) => matchesFormName(form, formName));
  return (
    named.find((form) => form.carries !== undefined && carriesFormField(form, body)) ??
    named.find((form) => form.carries === undefined)
  );
}

export function formWithId(id: unknown): LeadFormRules | undefined {
  return typeof id === "string" ? leadForms.find((form) => form.id === id) : undefined;
}

/**
 * The form whose values a post carries: the quote page's primary is always the quote
 * form; a plain post names its form in `_form`, or is the endpoint's own form.
 */
export function valuesFormOf(endpoint: LeadEndpoint, formId: unknown): LeadFormRules | undefined {
  if (endpoint === "wp-forms-quote") return quoteFormRules;
  if (formId !== undefined) return formWithId(formId);
  if (endpoint === "contact") return contactFormRules;
  if (endpoint === "quote") return quoteFormRules;
  return undefined;
}
