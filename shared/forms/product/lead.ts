import { replyTime } from "@shared/content/promises.ts";
import {
  capitalise,
  homepageSources,
  type LeadContext,
  type LeadFormRules,
  type LeadSubmission,
  lines,
  stamp,
  uniqueTags,
} from "../lead.ts";
import {
  labelOf,
  leadServiceTypes,
  leadTimelines,
  productBudgets,
  productProjectSizes,
  propertyTypes,
} from "../options.ts";
import { twoStepCopy } from "../two-step/copy.ts";
import {
  contactFields,
  contactLink,
  contactOf,
  sourceOf,
  type TwoStepSettings,
  withDefaults,
} from "../two-step/lead.ts";
import {
  type ContactStepValues,
  contactStepSchema,
  type ProductDetailsStepValues,
  productDetailsStepSchema,
} from "./schema.ts";

export interface ProductFormSettings extends TwoStepSettings {
  leadMagnet?: string;
}

/** Step names end with these; the start is the form's source. */
export const productFormNames = {
  contact: " - Product Form Step 1",
  details: " - Product Specific Complete",
} as const;

export function productContactLead(
  values: ContactStepValues,
  settings: ProductFormSettings,
  context: LeadContext,
): LeadSubmission {
  const source = sourceOf(settings, context, homepageSources.product);
  const { productType, industry, userIntent, additionalTags, leadMagnet } = withDefaults(settings);
  return {
    formName: `${source}${productFormNames.contact}`,
    type: "lead",
    pageName: source,
    label: "Phone Collection",
    payload: {
      ...contactFields(values.contact),
      source,
      leadMagnet,
      productType,
      tags: uniqueTags([
        "Website Lead",
        capitalise(industry),
        `Page: ${source}`,
        productType,
        "source:Product Specific Form Step 1",
        "Phone Collection",
        `intent:${userIntent}`,
        ...additionalTags,
      ]),
      ...stamp(context),
    },
  };
}

export function productDetailsLead(
  values: ProductDetailsStepValues,
  settings: ProductFormSettings,
  context: LeadContext,
  contactLeadId?: string,
): LeadSubmission {
  const source = sourceOf(settings, context, homepageSources.product);
  const { productType, industry, userIntent, additionalTags, leadMagnet } = withDefaults(settings);
  const { serviceType, projectSize, timeline, budget, propertyType } = values;
  const notes = [
    `${capitalise(leadMagnet)} request for ${productType} from ${source} page`,
    `Service: ${labelOf(leadServiceTypes, serviceType)}`,
    `Size: ${labelOf(productProjectSizes, projectSize)}`,
    `Timeline: ${labelOf(leadTimelines, timeline)}`,
    `Budget: ${labelOf(productBudgets, budget)}`,
    `Property: ${labelOf(propertyTypes, propertyType)}`,
    `Details: ${values.projectDescription}`,
  ];
  return {
    formName: `${source}${productFormNames.details}`,
    type: "quote",
    pageName: source,
    label: "Qualified Lead",
    payload: {
      ...values,
      name: `${values.firstName} ${values.lastName}`,
      source,
      leadMagnet,
      productType,
      qualificationData: JSON.stringify({ serviceType, projectSize, timeline, budget, propertyType }),
      tags: uniqueTags([
        "Website Lead",
        capitalise(industry),
        `Page: ${source}`,
        productType,
        `${source}-${productType}`,
        "source:Product Specific Form Complete",
        "Full Details",
        "Qualified Lead",
        `intent:${userIntent}`,
        ...additionalTags,
      ]),
      notes: lines(notes),
      ...contactLink(contactLeadId),
      ...stamp(context),
    },
  };
}

export const productContactFormRules: LeadFormRules<ContactStepValues> = {
  id: "product-contact",
  formName: { suffix: productFormNames.contact },
  schema: contactStepSchema,
  valuesOf: contactOf,
  toLead: (values, context) => productContactLead(values, {}, context),
  thanks: { title: twoStepCopy.done.title, text: (site) => twoStepCopy.done.text(replyTime(site)) },
};

export const productDetailsFormRules: LeadFormRules<ProductDetailsStepValues> = {
  id: "product-details",
  formName: { suffix: productFormNames.details },
  schema: productDetailsStepSchema,
};
