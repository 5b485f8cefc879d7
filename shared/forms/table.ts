import { contactFormRules } from "@shared/forms/contact/lead.ts";
import { estimateFormRules } from "@shared/forms/estimate/lead.ts";
import type { LeadFormRules } from "@shared/forms/lead.ts";
import { productContactFormRules, productDetailsFormRules } from "@shared/forms/product/lead.ts";
import { quickQuoteFormRules } from "@shared/forms/quick-quote/lead.ts";
import { quoteFormRules } from "@shared/forms/quote/lead.ts";
import { twoStepContactFormRules, twoStepDetailsFormRules } from "@shared/forms/two-step/lead.ts";
import { webhookTestFormRules } from "@shared/forms/webhook-test/lead.ts";

/**
 * The site's forms, the one list: a lead that names one of these (by `form_name`, or by `_form` on a
 * plain post) is checked with that form's own schema, the one its page uses (server/leads/forms.ts);
 * any other lead is checked with the general payload's rules (server/leads/lead-body).
 */
export const leadForms: readonly LeadFormRules[] = [
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

/** The id of every form in the list (the metrics count leads by it: server/metrics/labels.ts). */
export const leadFormIds: readonly string[] = leadForms.map((form) => form.id);
