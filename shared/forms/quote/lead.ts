import { type LeadContext, type LeadFormRules, type LeadSubmission, splitName, stamp } from "../lead.ts";
import { quoteCopy } from "./copy.ts";
import { leadLabelFor } from "./lead-labels.ts";
import { type QuoteValues, quoteSchema } from "./schema.ts";

export const QUOTE_FORM_NAME = "Website Quote Form";

/**
 * The quote page's two calls are one visitor action. The primary's answer carries a token in
 * `link_token`; the lead helper's call sends it back in `_link`, and only a call that does is
 * taken as the primary's follow-up (anyone may know the visitor's e-mail; only their browser has
 * the answer). Neither field is part of the lead the business receives.
 */
export const QUOTE_LINK_ANSWER_FIELD = "link_token";
export const QUOTE_LINK_FIELD = "_link";

/** The lead helper's call after the quote page's primary submission (spec §3 and §7). */
export function quoteLead(values: QuoteValues, context: LeadContext): LeadSubmission {
  const page = "Quote Page";
  const additionalContext = {
    address: values.address,
    city: values.city,
    zip: values.zip,
    projectSize: values.projectSize ?? "",
    timeline: values.timeline ?? "",
    budget: values.budget ?? "",
    hearAboutUs: values.hearAboutUs ?? "",
    projectDescription: values.projectDescription,
  };
  return {
    formName: QUOTE_FORM_NAME,
    type: "quote",
    pageName: page,
    label: leadLabelFor(values.serviceType),
    payload: {
      ...values,
      ...splitName(values.name),
      additionalContext: JSON.stringify(additionalContext),
      source: page,
      tags: ["Website Lead", "Concrete Services", `Page: ${page}`, "Quote Form", "intent:quote"],
      ...stamp(context),
    },
  };
}

/** The quote page's primary submission and its plain post are the form's values; the helper's follow-up is a lead. */
export const quoteFormRules: LeadFormRules<QuoteValues> = {
  id: "quote",
  formName: { exact: QUOTE_FORM_NAME },
  schema: quoteSchema,
  toLead: quoteLead,
  thanks: { title: quoteCopy.confirmation.title, text: quoteCopy.confirmation.body },
  labels: { ...quoteCopy.labels, privacyPolicy: quoteCopy.privacy.link },
};
