import { type LeadContext, type LeadFormRules, type LeadSubmission, splitName, stamp } from "../lead.ts";
import { contactCopy } from "./copy.ts";
import { type ContactValues, contactSchema } from "./schema.ts";

export const CONTACT_FORM_NAME = "Website Contact Form";

/** The contact page's lead (spec §7): form 'Website Contact Form', type contact, page 'Contact Page'. */
export function contactLead(values: ContactValues, context: LeadContext): LeadSubmission {
  const page = "Contact Page";
  return {
    formName: CONTACT_FORM_NAME,
    type: "contact",
    pageName: page,
    label: "Prospect",
    payload: {
      ...values,
      ...splitName(values.name),
      source: page,
      tags: [
        "Website Lead",
        "Concrete Services",
        `Page: ${page}`,
        "Contact Form",
        "source:Contact Form",
        `source:page:${page}`,
        "intent:general-inquiry",
        "Contact Page",
        "Main Contact Form",
      ],
      notes: `Subject: ${values.subject}\nMessage: ${values.message}`,
      ...stamp(context),
    },
  };
}

export const contactFormRules: LeadFormRules<ContactValues> = {
  id: "contact",
  formName: { exact: CONTACT_FORM_NAME },
  schema: contactSchema,
  toLead: contactLead,
  thanks: { title: contactCopy.sent.title, text: contactCopy.sent.text },
  labels: contactCopy.labels,
};
