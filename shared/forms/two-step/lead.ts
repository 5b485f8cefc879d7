import { replyTime } from "@shared/content/promises.ts";
import {
  capitalise,
  homepageSources,
  type LeadContext,
  type LeadFormRules,
  type LeadSubmission,
  lines,
  pageSourceFromPath,
  pathOf,
  stamp,
  uniqueTags,
} from "../lead.ts";
import { labelOf, leadTimelines } from "../options.ts";
import { twoStepCopy } from "./copy.ts";
import {
  type ContactStepValues,
  contactKind,
  contactStepSchema,
  type DetailsStepValues,
  detailsStepSchema,
} from "./schema.ts";

/** Settings a two-step form is placed with; each has the spec's default. */
export interface TwoStepSettings {
  source?: string;
  productType?: string;
  industry?: string;
  userIntent?: string;
  additionalTags?: readonly string[];
}

/** Step names end with these; the start is the form's source ('Homepage Hero - Step 1'). */
export const twoStepFormNames = { contact: " - Step 1", details: " - Complete Form" } as const;

export function twoStepContactLead(
  values: ContactStepValues,
  settings: TwoStepSettings,
  context: LeadContext,
): LeadSubmission {
  const source = sourceOf(settings, context, homepageSources.twoStep);
  return {
    formName: `${source}${twoStepFormNames.contact}`,
    type: "lead",
    pageName: source,
    label: "Phone Collection",
    payload: { ...contactFields(values.contact), source, ...stamp(context) },
  };
}

export function twoStepDetailsLead(
  values: DetailsStepValues,
  settings: TwoStepSettings,
  context: LeadContext,
  contactLeadId?: string,
): LeadSubmission {
  const source = sourceOf(settings, context, homepageSources.twoStep);
  const { productType, industry, userIntent, additionalTags } = withDefaults(settings);
  const notes = [
    `${capitalise(userIntent)} request for ${productType} from ${source} page`,
    values.timeline && `Timeline: ${labelOf(leadTimelines, values.timeline)}`,
    values.message && `Message: ${values.message}`,
  ];
  return {
    formName: `${source}${twoStepFormNames.details}`,
    type: "quote",
    pageName: source,
    label: "Full Details",
    payload: {
      ...values,
      name: `${values.firstName} ${values.lastName}`,
      source,
      tags: uniqueTags([
        "Website Lead",
        capitalise(industry),
        `Page: ${source}`,
        productType,
        `${source}-${productType}`,
        "source:Two-Step Form",
        `source:page:${source}`,
        `intent:${userIntent}`,
        ...additionalTags,
      ]),
      notes: lines(notes),
      ...contactLink(contactLeadId),
      ...stamp(context),
    },
  };
}

/** Step 2 names the stored step 1 it completes (its answer's id), so the server links the two. */
export const CONTACT_LEAD_FIELD = "contact_lead_id";

export function contactLink(contactLeadId: string | undefined) {
  return contactLeadId ? { [CONTACT_LEAD_FIELD]: contactLeadId } : {};
}

/** The form's source: the setting, else the page's (spec §7). */
export function sourceOf(settings: { source?: string }, context: LeadContext, home: string): string {
  return settings.source || pageSourceFromPath(pathOf(context.pageUrl), home);
}

/** Step 1 sends the contact as e-mail or phone, with the names still empty. */
export function contactFields(contact: string) {
  return { firstName: "", lastName: "", [contactKind(contact)]: contact.trim() };
}

/** The step-1 value a step-1 lead carries: its e-mail or its phone. */
export function contactOf(payload: Record<string, unknown>): ContactStepValues {
  const value = [payload.email, payload.phone].find((item) => typeof item === "string" && item.trim());
  return { contact: typeof value === "string" ? value : "" };
}

export function withDefaults(settings: TwoStepSettings & { leadMagnet?: string }) {
  return {
    productType: settings.productType || "concrete-services",
    industry: settings.industry || "concrete",
    userIntent: settings.userIntent || "quote",
    leadMagnet: settings.leadMagnet || "quote",
    additionalTags: settings.additionalTags ?? [],
  };
}

/** Step 1's lead carries the contact as `email` or `phone`; the rule is step 1's own pattern. */
export const twoStepContactFormRules: LeadFormRules<ContactStepValues> = {
  id: "two-step-contact",
  formName: { suffix: twoStepFormNames.contact },
  schema: contactStepSchema,
  valuesOf: contactOf,
  // Without JavaScript step 1 is a lead of its own, with the page's source: the business can call back.
  toLead: (values, context) => twoStepContactLead(values, {}, context),
  thanks: { title: twoStepCopy.done.title, text: (site) => twoStepCopy.done.text(replyTime(site)) },
};

export const twoStepDetailsFormRules: LeadFormRules<DetailsStepValues> = {
  id: "two-step-details",
  formName: { suffix: twoStepFormNames.details },
  schema: detailsStepSchema,
};
