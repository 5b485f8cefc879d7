import { createHmac, randomUUID } from "node:crypto";
import { z } from "zod";
import { contactSchema } from "~/forms/contact/schema";
import { leadBodySchema } from "~/forms/lead-body/schema";
import { quickQuoteSchema } from "~/forms/quick-quote/schema";
import { quoteSchema } from "~/forms/quote/schema";
import {
  contactLead,
  type LeadSubmission,
  leadRequestBody,
  quickQuoteLead,
  quoteLead,
} from "~/lib/lead-payloads";
import { type CampaignParams, campaignQueryKeys, referrerKey } from "~/lib/utm";
import { formPage } from "./plain-form-page";
import { HONEYPOT_FIELD, STARTED_FIELD, spamReason } from "./spam";
import { type Destination, type FormType, type LeadStore, LINK_WINDOW_MS, type NewDelivery } from "./store";

/**
 * One submission, start to answer: validate with the form's shared schema, judge spam, link the
 * quote page's follow-up to its primary, store the lead with its deliveries in one transaction,
 * and say what to answer. Nothing here throws for anything a client sends.
 */

/** The canonical endpoint names stored with each lead (aliases share them). */
export type LeadEndpoint = "quote" | "lead" | "contact" | "wp-forms-quote";

/** The quote page's primary waits this long for its follow-up before the lead service is told. */
export const QUOTE_LINK_HOLD_MS = 10_000;
const QUOTE_FORM_NAME = "Website Quote Form";

export const messages = {
  success: "Thank you! We received your request.",
  invalid: "Please correct the highlighted fields.",
  notAnObject: "Send the form's fields as a JSON object.",
  wrongType: (type: string) => `Form type must be ${type} at this address`,
  unavailable: (phone: string) =>
    `We couldn't save your request just now. Please try again in a minute, or call us at ${phone}.`,
};

export interface Submission {
  endpoint: LeadEndpoint;
  /** The parsed body: JSON of any shape, or the string fields of a form post. */
  body: unknown;
  format: "json" | "form";
  idempotencyKey?: string;
  ip?: string;
  userAgent?: string;
  /** The page the form was on, as the browser reports it. */
  referer?: string;
}

export interface SubmitContext {
  store: LeadStore;
  /** Where every non-spam lead goes (a webhook row always; e-mail when SMTP is configured). */
  destinations: readonly Destination[];
  site: { phone: string };
  /** The canonical origin; a plain post's page address falls back to its form's page on it. */
  siteUrl: string;
  /** Keys the IP hash, so stored hashes cannot be matched against another site's. */
  ipHashKey: string;
  now?: () => Date;
}

export type SubmitAnswer =
  | {
      status: 200 | 201;
      body: { success: true; message: string; id: string };
      leadId: string;
    }
  | { status: 422; body: { success: false; message: string; fields: Record<string, string> } }
  | { status: 503; body: { success: false; message: string } };

interface ParsedLead {
  formType: FormType;
  formName: string;
  payload: Record<string, unknown>;
}

type Parsed = { ok: true; lead: ParsedLead } | { ok: false; fields: Record<string, string> };

const extrasSchema = z.object({
  utm_params: leadBodySchema.shape.utm_params,
  page_url: leadBodySchema.shape.page_url,
});

export async function submitLead(submission: Submission, context: SubmitContext): Promise<SubmitAnswer> {
  const now = (context.now ?? (() => new Date()))();
  const parsed = parseSubmission(submission, now, `${context.siteUrl}${formPage[submission.endpoint]}`);
  if (!parsed.ok) {
    return { status: 422, body: { success: false, message: messages.invalid, fields: parsed.fields } };
  }
  const { lead } = parsed;
  const raw = isRecord(submission.body) ? submission.body : {};
  const spam = spamReason(own(raw, HONEYPOT_FIELD), own(raw, STARTED_FIELD), now.getTime());
  const email = typeof lead.payload.email === "string" ? lead.payload.email : null;
  const id = randomUUID();
  const response = { success: true as const, message: messages.success, id };

  try {
    const primary =
      !spam && submission.endpoint === "quote" && lead.formName === QUOTE_FORM_NAME
        ? await context.store.findLinkCandidate({
            formType: "quote",
            endpoint: "wp-forms-quote",
            email,
            idempotencyKey: submission.idempotencyKey,
            since: new Date(now.getTime() - LINK_WINDOW_MS),
          })
        : null;
    const result = await context.store.submit({
      id,
      receivedAt: now,
      formType: lead.formType,
      formName: lead.formName,
      endpoint: submission.endpoint,
      payload: lead.payload,
      email,
      name: nameOf(lead.payload),
      idempotencyKey: submission.idempotencyKey ?? null,
      response,
      spamReason: spam,
      linkedLeadId: primary?.id ?? null,
      ipHash: submission.ip
        ? createHmac("sha256", context.ipHashKey).update(submission.ip).digest("hex").slice(0, 32)
        : null,
      userAgent: submission.userAgent?.slice(0, 500) ?? null,
      // The follow-up is the same visitor action as its primary: the business is told once, by the primary.
      destinations: primary ? [] : destinationsFor(submission.endpoint, context.destinations, now),
    });
    if (result.duplicate) {
      const first = isSuccess(result.response) ? result.response : { ...response, id: result.lead.id };
      return { status: 200, body: first, leadId: result.lead.id };
    }
    return { status: 201, body: response, leadId: result.lead.id };
  } catch {
    return { status: 503, body: { success: false, message: messages.unavailable(context.site.phone) } };
  }
}

function destinationsFor(
  endpoint: LeadEndpoint,
  destinations: readonly Destination[],
  now: Date,
): NewDelivery[] {
  if (endpoint !== "wp-forms-quote") return [...destinations];
  const notBefore = new Date(now.getTime() + QUOTE_LINK_HOLD_MS);
  return destinations.map((destination) =>
    destination === "webhook" ? { destination, notBefore } : destination,
  );
}

/** Picks the schema the endpoint and body call for and turns the values into the stored payload. */
function parseSubmission(
  { endpoint, body, format, referer }: Submission,
  now: Date,
  formUrl: string,
): Parsed {
  if (body === undefined) body = {};
  if (!isRecord(body)) return { ok: false, fields: { form: messages.notAnObject } };
  const fields = format === "form" ? formFields(body) : body;
  // The site sends no Referer (Referrer-Policy: no-referrer), so the form's own page is the usual answer.
  const pageUrl = (value: unknown) =>
    typeof value === "string" && value ? value : referer ? referer.slice(0, 2000) : formUrl;

  // The quote page's primary submission, and the no-JavaScript posts of the contact and quote
  // forms: the form's own values, turned into the lead the helper would have sent.
  // The sidebar's quick-quote form posts to /api/contact too; its hidden `_form` tells them apart.
  const isQuickQuote = format === "form" && endpoint === "contact" && own(fields, "_form") === "quick-quote";
  const formSchema =
    endpoint === "wp-forms-quote"
      ? quoteSchema
      : format === "form" && !("form_name" in fields)
        ? isQuickQuote
          ? quickQuoteSchema
          : endpoint === "contact"
            ? contactSchema
            : endpoint === "quote"
              ? quoteSchema
              : null
        : null;
  if (formSchema) {
    const values = formSchema.safeParse(fields);
    const extras = extrasSchema.safeParse({
      utm_params: own(fields, "utm_params"),
      page_url: own(fields, "page_url"),
    });
    if (!values.success || !extras.success) {
      return { ok: false, fields: { ...fieldMessages(values.error), ...fieldMessages(extras.error) } };
    }
    const context = { pageUrl: pageUrl(extras.data.page_url), now };
    const submission: LeadSubmission =
      formSchema === quickQuoteSchema
        ? quickQuoteLead(values.data as z.infer<typeof quickQuoteSchema>, context)
        : formSchema === contactSchema
          ? contactLead(values.data as z.infer<typeof contactSchema>, context)
          : quoteLead(values.data as z.infer<typeof quoteSchema>, context);
    return {
      ok: true,
      lead: {
        formType: submission.type,
        formName: submission.formName,
        payload: leadRequestBody(submission, (extras.data.utm_params ?? {}) as CampaignParams),
      },
    };
  }

  const lead = leadBodySchema.safeParse(fields);
  if (!lead.success) return { ok: false, fields: fieldMessages(lead.error) };
  if (lead.data.form_type !== endpoint)
    return { ok: false, fields: { form_type: messages.wrongType(endpoint) } };
  return {
    ok: true,
    lead: { formType: lead.data.form_type, formName: lead.data.form_name, payload: lead.data },
  };
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

function fieldMessages(error: z.ZodError | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const field = issue.path.map(String).join(".") || "form";
    fields[field] ??= issue.message;
  }
  return fields;
}

function nameOf(payload: Record<string, unknown>): string | null {
  if (typeof payload.name === "string" && payload.name.trim()) return payload.name;
  const parts = [payload.firstName, payload.lastName].filter(
    (part) => typeof part === "string" && part.trim(),
  );
  return parts.length > 0 ? parts.join(" ") : null;
}

function isSuccess(value: unknown): value is { success: true; message: string; id: string } {
  return isRecord(value) && value.success === true && typeof value.id === "string";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function own(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
