import { contactFormRules } from "@shared/forms/contact/lead.ts";
import { estimateFormRules } from "@shared/forms/estimate/lead.ts";
import { carriesFormField, type LeadFormRules, matchesFormName } from "@shared/forms/lead.ts";
import { quoteFormRules } from "@shared/forms/quote/lead.ts";
import { leadForms } from "@shared/forms/table.ts";
import type { LeadEndpoint } from "./endpoints.ts";

/** The instant estimate's "Send me this estimate": its leads are counted as estimates sent. */
export const ESTIMATE_FORM_ID = estimateFormRules.id;

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
