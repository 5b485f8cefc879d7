import type { PromisesSite } from "@shared/content/promises.ts";
/**
 * What every form's lead has in common (spec §3 and §7): the helper's call, the
 * source rule, the name split, tags and notes, and the body the helper posts.
 * Each form builds its own lead in `shared/forms/<form>/lead.ts` from these pieces;
 * the server rebuilds a plain (no-JavaScript) post with the same functions.
 */

import type { PriceList } from "@shared/content/prices.ts";
import type { CampaignParams } from "@shared/forms/utm.ts";
import type { ZodMiniType as ZodType } from "zod/mini";

/**
 * The kinds of lead (spec §3), named once: the `form_type` a lead body carries, the endpoint it is
 * posted to (`/api/{type}`) and the type the lead store keeps. Everything that lists or maps them is
 * derived from this list, typed `Record<FormType, …>`, so a new type is a type error until each
 * place knows it.
 */
export const FORM_TYPES = ["quote", "lead", "contact"] as const;
export type FormType = (typeof FORM_TYPES)[number];
/**
 * The lead endpoints' names, stored with each lead (aliases share them): one per form type, the
 * quote page's primary POST /api/wp/forms/quote (server/leads/endpoints.ts routes them), and the
 * on-site estimate's bookings, whose own router stores them as leads of type "lead" (issue 41).
 */
export type LeadEndpoint = FormType | "wp-forms-quote" | "booking";

/** Spec §9: every lead is a 'Prospect' unless its form says otherwise. */
export const DEFAULT_LEAD_TYPE = "Prospect";

/** The form's own fields; the helper adds form_name, form_type, page_source, lead_type, lead_label and utm_params. */
export interface LeadPayload {
  [field: string]: unknown;
  source: string;
  page_url: string;
  submitted_at: string;
}

/** The spec's helper arguments: payload, form name, type, page name and label, plus the lead type (§9). */
export interface LeadSubmission {
  payload: LeadPayload;
  formName: string;
  type: FormType;
  pageName: string;
  /** The helper's label ('Phone Collection', 'Quote Request'…), sent as `lead_label`. */
  label: string;
  /** Sent as `lead_type`; 'Prospect' when the form does not set one. */
  leadType?: string;
}

/** The JSON body the helper posts: the payload plus the helper's own fields (spec §3, general lead payload). */
export function leadRequestBody(
  { payload, formName, type, pageName, label, leadType }: LeadSubmission,
  campaign: CampaignParams,
): LeadPayload {
  return {
    ...payload,
    form_name: formName,
    form_type: type,
    page_source: pageName,
    lead_type: leadType || DEFAULT_LEAD_TYPE,
    lead_label: label,
    utm_params: campaign,
  };
}

/** Where and when the visitor submits: the page's full address and the clock. */
export interface LeadContext {
  pageUrl: string;
  now: Date;
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

/** The page address and the submission time every payload carries. */
export function stamp(context: LeadContext) {
  return { page_url: context.pageUrl, submitted_at: context.now.toISOString() };
}

export function pathOf(pageUrl: string): string {
  return new URL(pageUrl, "http://localhost").pathname;
}

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Tags without blanks or repeats, in the order given. */
export function uniqueTags(tags: readonly string[]): string[] {
  return [...new Set(tags.filter(Boolean))];
}

/** The lines that are present, one per line. */
export function lines(parts: readonly (string | false | undefined | null)[]): string {
  return parts.filter(Boolean).join("\n");
}

/**
 * Where and when, as the server rebuilds a lead: with the site's own price list (the resolved
 * identity's), so a form that prices something (the instant estimate) prices it from the server's.
 */
export interface ServerLeadContext extends LeadContext {
  prices: PriceList;
}

/**
 * A form's own rules, as the server applies them: the lead body names its form
 * (`form_name`, or `_form` on a plain post) and is checked with that form's schema,
 * so a client cannot skip a rule the browser enforces.
 */
export interface LeadFormRules<Values = unknown> {
  /** What a plain post names in its hidden `_form` field. */
  id: string;
  /** The form name its leads carry: exactly, or after the form's source ('Homepage Hero - Step 1'). */
  formName: { exact: string } | { suffix: string };
  schema: ZodType<Values>;
  /**
   * A field a lead body must carry to be this form's: two forms may share a form name (the instant
   * estimate's lead is a "Website Quote Form" lead, as the quote page's is), and a body carrying this
   * field is checked with this form's rules, never the other's. Forms with it are tried first.
   */
  carries?: string;
  /** The values a lead body carries for the schema; the body itself unless the form reshapes them. */
  valuesOf?(body: Record<string, unknown>): unknown;
  /** How a plain post's values become the lead, for forms that work without JavaScript. */
  toLead?(values: Values, context: ServerLeadContext): LeadSubmission;
  /**
   * The payload fields the server computes itself from a lead body's checked values, replacing what
   * the body says (the estimate's price, from the site's own list): a client cannot make them up.
   */
  serverFields?(
    values: Values,
    body: Record<string, unknown>,
    context: ServerLeadContext,
  ): Record<string, unknown>;
  /** The no-JavaScript confirmation, in the words of the form's own success view. */
  thanks?: { title: string; text: (site: PromisesSite) => string };
  /** The labels the form shows its fields under (its copy's), for the no-JavaScript corrections page. */
  labels?: Readonly<Record<string, string>>;
}

/**
 * Whether a lead body is this form's by what it carries: a form that names a field (`carries`) takes
 * only bodies with it; any other form takes any body of its name.
 */
export function carriesFormField(
  rules: Pick<LeadFormRules, "carries">,
  body: Record<string, unknown>,
): boolean {
  return (
    rules.carries === undefined || (Object.hasOwn(body, rules.carries) && body[rules.carries] !== undefined)
  );
}

export function matchesFormName(rules: Pick<LeadFormRules, "formName">, name: string): boolean {
  return "exact" in rules.formName
    ? rules.formName.exact === name
    : name.length > rules.formName.suffix.length && name.endsWith(rules.formName.suffix);
}
