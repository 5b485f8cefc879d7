/**
 * What each form sends to the lead helper: pure functions of the visitor's values,
 * the page they are on and the time, following the spec's section 7 (form names,
 * types, page names, labels, tags, notes, source derivation).
 */
import type { ContactValues } from "~/forms/contact/schema";
import {
  labelOf,
  leadServiceTypes,
  leadTimelines,
  productBudgets,
  productProjectSizes,
  propertyTypes,
} from "~/forms/options";
import type { ProductDetailsStepValues } from "~/forms/product/schema";
import type { QuickQuoteValues } from "~/forms/quick-quote/schema";
import type { QuoteValues } from "~/forms/quote/schema";
import { type ContactStepValues, contactKind, type DetailsStepValues } from "~/forms/two-step/schema";
import type { WebhookTestValues } from "~/forms/webhook-test/schema";
import { leadLabelFor } from "./lead-labels";
import type { CampaignParams } from "./utm";

export type LeadFormType = "quote" | "lead" | "contact";

/** The form's own fields; the helper adds form_name, form_type, page_source, lead_type and utm_params. */
export interface LeadPayload {
  [field: string]: unknown;
  source: string;
  page_url: string;
  submitted_at: string;
}

/** The spec's helper arguments: payload, form name, type, page name, label (sent as lead_type). */
export interface LeadSubmission {
  payload: LeadPayload;
  formName: string;
  type: LeadFormType;
  pageName: string;
  label: string;
}

/** The JSON body the helper posts: the payload plus the helper's own fields (spec §3, general lead payload). */
export function leadRequestBody(
  { payload, formName, type, pageName, label }: LeadSubmission,
  campaign: CampaignParams,
): LeadPayload {
  return {
    ...payload,
    form_name: formName,
    form_type: type,
    page_source: pageName,
    lead_type: label || "Prospect",
    utm_params: campaign,
  };
}

/** Where and when the visitor submits: the page's full address and the clock. */
export interface LeadContext {
  pageUrl: string;
  now: Date;
}

/** Settings a two-step form is placed with; each has the spec's default. */
export interface TwoStepSettings {
  source?: string;
  productType?: string;
  industry?: string;
  userIntent?: string;
  additionalTags?: readonly string[];
}

export interface ProductFormSettings extends TwoStepSettings {
  leadMagnet?: string;
}

export const homepageSources = {
  twoStep: "Homepage Hero",
  product: "Homepage Product Form",
  quickQuote: "Homepage Sidebar",
} as const;

/** 'Mary Ann Smith' → Mary / Ann Smith: the first word, then the rest. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

/**
 * The source a page is reported as: `home` on '/', otherwise the path without its
 * leading slash, first letter capitalised, hyphens turned into spaces
 * ('/services/stamped-concrete' → 'Services/stamped concrete', as the rule gives).
 */
export function pageSourceFromPath(path: string, home: string): string {
  const trimmed = path.replace(/^\//, "").replace(/\/+$/, "");
  if (!trimmed) return home;
  return (trimmed.charAt(0).toUpperCase() + trimmed.slice(1)).replaceAll("-", " ");
}

export function quickQuoteLead(values: QuickQuoteValues, context: LeadContext): LeadSubmission {
  const pageSource = pageSourceFromPath(pathOf(context.pageUrl), homepageSources.quickQuote);
  return {
    formName: "Quick Quote Form",
    type: "contact",
    pageName: pageSource,
    label: "Quick Quote",
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

export function contactLead(values: ContactValues, context: LeadContext): LeadSubmission {
  const page = "Contact Page";
  return {
    formName: "Website Contact Form",
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

/** The lead helper's call after the quote page's primary submission. */
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
    formName: "Website Quote Form",
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

export function twoStepContactLead(
  values: ContactStepValues,
  settings: TwoStepSettings,
  context: LeadContext,
): LeadSubmission {
  const source = sourceOf(settings, context, homepageSources.twoStep);
  return {
    formName: `${source} - Step 1`,
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
): LeadSubmission {
  const source = sourceOf(settings, context, homepageSources.twoStep);
  const { productType, industry, userIntent, additionalTags } = withDefaults(settings);
  const notes = [
    `${capitalise(userIntent)} request for ${productType} from ${source} page`,
    values.timeline && `Timeline: ${labelOf(leadTimelines, values.timeline)}`,
    values.message && `Message: ${values.message}`,
  ];
  return {
    formName: `${source} - Complete Form`,
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
      ...stamp(context),
    },
  };
}

export function productContactLead(
  values: ContactStepValues,
  settings: ProductFormSettings,
  context: LeadContext,
): LeadSubmission {
  const source = sourceOf(settings, context, homepageSources.product);
  const { productType, industry, userIntent, additionalTags, leadMagnet } = withDefaults(settings);
  return {
    formName: `${source} - Product Form Step 1`,
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
    formName: `${source} - Product Specific Complete`,
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
      ...stamp(context),
    },
  };
}

export function webhookTestLead(values: WebhookTestValues, context: LeadContext): LeadSubmission {
  const page = "Test Page";
  return {
    formName: "Webhook Test Form",
    type: "contact",
    pageName: page,
    label: "Test Lead",
    payload: {
      ...values,
      ...splitName(values.name),
      source: page,
      tags: ["Website Lead", "Test Lead", `Page: ${page}`],
      notes: `Webhook test from ${page}`,
      ...stamp(context),
    },
  };
}

function stamp(context: LeadContext) {
  return { page_url: context.pageUrl, submitted_at: context.now.toISOString() };
}

function pathOf(pageUrl: string): string {
  return new URL(pageUrl, "http://localhost").pathname;
}

function sourceOf(settings: TwoStepSettings, context: LeadContext, home: string): string {
  return settings.source || pageSourceFromPath(pathOf(context.pageUrl), home);
}

/** Step 1 sends the contact as e-mail or phone, with the names still empty. */
function contactFields(contact: string) {
  return { firstName: "", lastName: "", [contactKind(contact)]: contact.trim() };
}

function withDefaults(settings: ProductFormSettings) {
  return {
    productType: settings.productType || "concrete-services",
    industry: settings.industry || "concrete",
    userIntent: settings.userIntent || "quote",
    leadMagnet: settings.leadMagnet || "quote",
    additionalTags: settings.additionalTags ?? [],
  };
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function uniqueTags(tags: string[]): string[] {
  return [...new Set(tags.filter(Boolean))];
}

function lines(parts: (string | false | undefined)[]): string {
  return parts.filter(Boolean).join("\n");
}
