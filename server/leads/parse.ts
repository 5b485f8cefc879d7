import type { PriceList } from "@shared/content/prices.ts";
import { DEFAULT_LEAD_TYPE, type FormType, type LeadFormRules, leadRequestBody } from "@shared/forms/lead.ts";
import { QUOTE_LINK_FIELD } from "@shared/forms/quote/lead.ts";
import { type CampaignParams, campaignQueryKeys, referrerKey } from "@shared/forms/utm.ts";
import { z } from "zod/mini";
import { endpointFormType, type LeadEndpoint } from "./endpoints.ts";
import { settleEstimateMarks } from "./estimate-marks.ts";
import { ESTIMATE_FORM_ID, formNamed, valuesFormOf } from "./forms.ts";
import { generalLeadRules, leadBodySchema } from "./lead-body/schema.ts";
import { ELAPSED_FIELD, HONEYPOT_FIELD, STARTED_FIELD } from "./spam.ts";

/**
 * A submission's body → the lead to store, or the field messages to answer with. Two shapes
 * arrive: a form's own values (the quote page's primary, and every plain post without
 * JavaScript), which the form's lead builder turns into its lead; and a lead body (the lead
 * helper's, or any client's spec §3 payload), checked with the rules of the form it names.
 */

export interface ParsedLead {
  formType: FormType;
  formName: string;
  payload: Record<string, unknown>;
  /** The site's form it came from, when it names one. */
  form?: LeadFormRules;
  /** What the server did to the instant estimate's marks on a lead of another form (estimate-marks.ts). */
  estimateMarks?: { repriced: boolean; dropped: string[] };
}

export type Parsed = { ok: true; lead: ParsedLead } | { ok: false; fields: Record<string, string> };

export interface ParseInput {
  endpoint: LeadEndpoint;
  /** The parsed body: JSON of any shape, or the string fields of a form post. */
  body: unknown;
  format: "json" | "form";
  /** The page the post came from, as the browser reports it. */
  referer?: string;
  now: Date;
  /** The page a lead without an address of its own is filed under. */
  defaultPageUrl: string;
  /** The site's price list now (the resolved identity's): what a form that prices something prices with. */
  prices: PriceList;
}

/**
 * How deep and wide a submission may be. A field is text, a number, true/false or null, or a flat
 * list or object of those (the campaign's `utm_params`, the `tags`): the spec's payload and every
 * form of the site need no more. Everything that reads a stored lead (the e-mail, the webhook, the
 * CLI, the export) can then show it without walking a tree; a deeper one once overflowed the
 * e-mail builder's stack and poisoned the delivery queue.
 */
export const MAX_LEAD_FIELDS = 100;
/** Items in one field's list or object; as many as the tags allow. */
export const MAX_FIELD_ITEMS = 50;

export const parseMessages = {
  notAnObject: "Send the form's fields as a JSON object.",
  tooManyFields: `Send at most ${MAX_LEAD_FIELDS} fields.`,
  tooManyItems: `A field holds at most ${MAX_FIELD_ITEMS} items.`,
  tooDeep: "A field holds text, a number, true or false, or a flat list or object of those, nothing deeper.",
  wrongType: (type: string) => `Form type must be ${type} at this address`,
  unknownForm: "This form is not known here. Please reload the page and try again.",
};

/** Fields only the site's own plumbing sends; never part of the lead the business reads. */
const plumbingFields = new Set([HONEYPOT_FIELD, STARTED_FIELD, ELAPSED_FIELD, "_form", QUOTE_LINK_FIELD]);
/** What a form's values travel with besides the fields its schema knows. */
const valuesExtrasSchema = z.object({
  utm_params: leadBodySchema.shape.utm_params,
  page_url: leadBodySchema.shape.page_url,
});
const defaultFormNames: Record<FormType, string> = {
  quote: "Quote Request",
  lead: "Lead",
  contact: "Contact",
};

export function parseSubmission(input: ParseInput): Parsed {
  const body = input.body === undefined ? {} : input.body;
  if (!isRecord(body)) return { ok: false, fields: { form: parseMessages.notAnObject } };
  const shape = shapeProblems(body);
  if (shape) return { ok: false, fields: shape };
  const fields = input.format === "form" ? formFields(body) : body;
  // The site's own forms name themselves in `_form` (app/forms/PlainPostFields.tsx) and send their
  // values; any other form post is a client's lead body, read as the same fields in JSON would be.
  const isValues =
    input.endpoint === "wp-forms-quote" ||
    (input.format === "form" && !("form_name" in fields) && "_form" in fields);
  return isValues ? parseFormValues(fields, input) : parseLeadBody(fields, input);
}

/**
 * Field messages for a body deeper or wider than MAX_LEAD_FIELDS and MAX_FIELD_ITEMS allow, or
 * null when it fits. It looks two levels down and no further, so no body is too deep for it.
 */
export function shapeProblems(body: Record<string, unknown>): Record<string, string> | null {
  const keys = Object.keys(body);
  if (keys.length > MAX_LEAD_FIELDS) return { form: parseMessages.tooManyFields };
  const problems: [field: string, message: string][] = [];
  for (const key of keys) {
    const value = body[key];
    if (isScalar(value)) continue;
    const items = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [value];
    if (items.length > MAX_FIELD_ITEMS) problems.push([key, parseMessages.tooManyItems]);
    else if (!items.every(isScalar)) problems.push([key, parseMessages.tooDeep]);
  }
  // fromEntries: a field named "__proto__" is named in the answer like any other.
  return problems.length > 0 ? Object.fromEntries(problems) : null;
}

function isScalar(value: unknown): boolean {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}

/** A form's own values: checked with its schema, then built into its lead as the helper would. */
function parseFormValues(fields: Record<string, unknown>, input: ParseInput): Parsed {
  const form = valuesFormOf(input.endpoint, own(fields, "_form"));
  if (!form?.toLead) return { ok: false, fields: { form: parseMessages.unknownForm } };
  const values = form.schema.safeParse(fields);
  const extras = valuesExtrasSchema.safeParse({
    utm_params: own(fields, "utm_params"),
    page_url: own(fields, "page_url"),
  });
  if (!values.success || !extras.success) {
    return { ok: false, fields: { ...fieldMessages(values.error), ...fieldMessages(extras.error) } };
  }
  const submission = form.toLead(values.data, {
    pageUrl: pageUrlOf(extras.data.page_url, input),
    now: input.now,
    prices: input.prices,
  });
  if (submission.type !== endpointFormType[input.endpoint]) {
    return { ok: false, fields: { form_type: parseMessages.wrongType(endpointFormType[input.endpoint]) } };
  }
  return {
    ok: true,
    lead: {
      formType: submission.type,
      formName: submission.formName,
      payload: leadRequestBody(submission, (extras.data.utm_params ?? {}) as CampaignParams),
      form,
    },
  };
}

/** A lead body: the general payload's types and sizes, then the named form's rules or the general ones. */
function parseLeadBody(fields: Record<string, unknown>, input: ParseInput): Parsed {
  const lead = leadBodySchema.safeParse(fields);
  if (!lead.success) return { ok: false, fields: fieldMessages(lead.error) };
  const formType = lead.data.form_type ?? endpointFormType[input.endpoint];
  if (formType !== endpointFormType[input.endpoint]) {
    return { ok: false, fields: { form_type: parseMessages.wrongType(endpointFormType[input.endpoint]) } };
  }
  const formName =
    lead.data.form_name || defaultFormName(formType, lead.data.source ?? lead.data.page_source);
  const form = formNamed(formName, lead.data);
  const rules = form
    ? form.schema.safeParse(form.valuesOf ? form.valuesOf(lead.data) : lead.data)
    : generalLeadRules.safeParse(lead.data);
  if (!rules.success) return { ok: false, fields: fieldMessages(rules.error) };

  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(lead.data)) {
    if (!plumbingFields.has(key) && value !== undefined) payload[key] = value;
  }
  payload.form_name = formName;
  payload.form_type = formType;
  payload.lead_type = lead.data.lead_type || DEFAULT_LEAD_TYPE;
  payload.page_url = pageUrlOf(lead.data.page_url, input);
  // What the server computes itself (the estimate's price) replaces what the body says.
  if (form?.serverFields) {
    Object.assign(
      payload,
      form.serverFields(rules.data, lead.data, {
        pageUrl: String(payload.page_url),
        now: input.now,
        prices: input.prices,
      }),
    );
  }
  if (form?.id === ESTIMATE_FORM_ID) return { ok: true, lead: { formType, formName, payload, form } };
  // Any other form: an estimate it carries is the server's too, or is not kept.
  const marks = settleEstimateMarks(payload, {
    prices: input.prices,
    defaultFormName: defaultFormName(formType, lead.data.source ?? lead.data.page_source),
  });
  return {
    ok: true,
    lead: {
      formType,
      formName: String(marks.payload.form_name),
      payload: marks.payload,
      form,
      ...(marks.repriced || marks.dropped.length > 0
        ? { estimateMarks: { repriced: marks.repriced, dropped: marks.dropped } }
        : {}),
    },
  };
}

/** 'Homepage Hero - Lead', or 'Website Contact' without a source: never one of the site's own form names. */
function defaultFormName(type: FormType, source: string | undefined): string {
  return source ? `${source} - ${defaultFormNames[type]}` : `Website ${defaultFormNames[type]}`;
}

/** The page address the lead carries; the site sends no Referer, so the form's own page is the usual answer. */
function pageUrlOf(value: string | undefined, input: ParseInput): string {
  if (value) return value;
  return input.referer ? input.referer.slice(0, 2000) : input.defaultPageUrl;
}

/**
 * A form post's fields as the schemas expect them: a ticked checkbox ("on") is true, a field
 * sent twice keeps its first value (tags excepted), and campaign fields form `utm_params`.
 */
function formFields(body: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const campaign: Record<string, unknown> = {};
  const campaignKeys = new Set<string>([...campaignQueryKeys, referrerKey]);
  for (const [key, value] of Object.entries(body)) {
    const single = Array.isArray(value) ? value[0] : value;
    if (key === "tags") fields.tags = Array.isArray(value) ? value : [value];
    else if (key === "privacyPolicy")
      fields.privacyPolicy = single === "on" || single === "true" ? true : single;
    else if (campaignKeys.has(key)) campaign[key] = single;
    else fields[key] = single;
  }
  if (Object.keys(campaign).length > 0) fields.utm_params = campaign;
  return fields;
}

function fieldMessages(error: z.core.$ZodError | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const field = issue.path.map(String).join(".") || "form";
    fields[field] ??= issue.message;
  }
  return fields;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function own(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
