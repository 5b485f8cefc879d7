import {
  homepageSources,
  type LeadContext,
  type LeadFormRules,
  type LeadSubmission,
  pageSourceFromPath,
  pathOf,
  splitName,
  stamp,
} from "../lead.ts";
import { quickQuoteCopy } from "./copy.ts";
import { type QuickQuoteValues, quickQuoteSchema } from "./schema.ts";

export const QUICK_QUOTE_FORM_NAME = "Quick Quote Form";

/** The sidebar's lead (spec §7): type contact, lead_type 'Quick Quote', the page it was sent from. */
export function quickQuoteLead(values: QuickQuoteValues, context: LeadContext): LeadSubmission {
  const pageSource = pageSourceFromPath(pathOf(context.pageUrl), homepageSources.quickQuote);
  return {
    formName: QUICK_QUOTE_FORM_NAME,
    type: "contact",
    pageName: pageSource,
    label: "Quick Quote",
    leadType: "Quick Quote",
    payload: {
      name: values.name,
      ...splitName(values.name),
      email: values.email,
      phone: values.phone,
      source: pageSource,
      tags: [
        "Website Lead",
        "Concrete Services",
        `Page: ${pageSource}`,
        "Quick Quote Form",
        "intent:quick-quote",
      ],
      notes: `Quick quote request from ${pageSource} page`,
      ...stamp(context),
    },
  };
}

export const quickQuoteFormRules: LeadFormRules<QuickQuoteValues> = {
  id: "quick-quote",
  formName: { exact: QUICK_QUOTE_FORM_NAME },
  schema: quickQuoteSchema,
  toLead: quickQuoteLead,
  thanks: { title: quickQuoteCopy.success.title, text: () => quickQuoteCopy.success.text },
  labels: quickQuoteCopy.labels,
};
