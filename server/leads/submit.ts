import { createHmac, randomUUID } from "node:crypto";
import { QUOTE_FORM_NAME } from "@shared/forms/quote/lead";
import { CONTACT_LEAD_FIELD } from "@shared/forms/two-step/lead";
import { endpointPage, type LeadEndpoint } from "./endpoints";
import { isRecord, own, type ParsedLead, parseSubmission } from "./parse";
import { ELAPSED_FIELD, HONEYPOT_FIELD, judgeSubmission, STARTED_FIELD, withSignalTags } from "./spam";
import { type Destination, type LeadStore, LINK_WINDOW_MS, type NewDelivery } from "./store";

/**
 * One submission, start to answer: read it with the rules of the form it names (parse.ts),
 * judge spam, link the quote page's follow-up to its primary, store the lead with its
 * deliveries in one transaction, and say what to answer. Nothing here throws for anything a
 * client sends; a store that fails is answered 503 (and named in the answer's `storeError`), and
 * anything else that throws is a bug of ours, left to the router's 500 and its log.
 */

/** The quote page's primary waits this long for its follow-up before the lead service is told. */
export const QUOTE_LINK_HOLD_MS = 10_000;

export const messages = {
  success: "Thank you! We received your request.",
  invalid: "Please correct the highlighted fields.",
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
  /** Where every delivered lead goes (a webhook row always; e-mail when SMTP is configured). */
  destinations: readonly Destination[];
  site: { phone: string };
  /** The canonical origin; a plain post's page address falls back to its form's page on it. */
  siteUrl: string;
  now?: () => Date;
}

export type SubmitAnswer =
  | {
      status: 200 | 201;
      body: { success: true; message: string; id: string };
      leadId: string;
      /** The lead as read, for the no-JavaScript thank-you page. */
      lead: ParsedLead;
    }
  | { status: 422; body: { success: false; message: string; fields: Record<string, string> } }
  | {
      status: 503;
      body: { success: false; message: string };
      /** What the store said, for the log; never sent to the visitor. */
      storeError: string;
    };

export async function submitLead(submission: Submission, context: SubmitContext): Promise<SubmitAnswer> {
  const now = (context.now ?? (() => new Date()))();
  const parsed = parseSubmission({
    endpoint: submission.endpoint,
    body: submission.body,
    format: submission.format,
    referer: submission.referer,
    now,
    defaultPageUrl: `${context.siteUrl}${endpointPage[submission.endpoint]}`,
  });
  if (!parsed.ok) {
    return { status: 422, body: { success: false, message: messages.invalid, fields: parsed.fields } };
  }
  const raw = isRecord(submission.body) ? submission.body : {};
  const verdict = judgeSubmission({
    honeypot: own(raw, HONEYPOT_FIELD),
    started: own(raw, STARTED_FIELD),
    elapsed: own(raw, ELAPSED_FIELD),
    payload: parsed.lead.payload,
    now: now.getTime(),
  });
  const lead = { ...parsed.lead, payload: withSignalTags(parsed.lead.payload, verdict.signals) };
  const spam = verdict.hold;
  const email = typeof lead.payload.email === "string" ? lead.payload.email : null;
  const id = randomUUID();
  const response = { success: true as const, message: messages.success, id };

  // What can throw in here is the store: its failure, and only its, is answered 503 and logged as one.
  try {
    const primary =
      submission.endpoint === "quote" && lead.formName === QUOTE_FORM_NAME
        ? await context.store.findLinkCandidate({
            formType: "quote",
            endpoint: "wp-forms-quote",
            email,
            idempotencyKey: submission.idempotencyKey,
            since: new Date(now.getTime() - LINK_WINDOW_MS),
            held: spam !== null,
          })
        : null;
    // A two-step form's step 2 names the step 1 it completes; both are delivered, step 2 enriching step 1.
    const completes = primary ? null : await contactStepOf(context.store, lead.payload, now);
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
      linkedLeadId: primary?.id ?? completes?.id ?? null,
      ipHash: submission.ip ? hashAddress(await context.store.ipHashKey(), submission.ip) : null,
      userAgent: submission.userAgent?.slice(0, 500) ?? null,
      // The follow-up is the same visitor action as its primary: the business is told once, by the primary.
      destinations: primary ? [] : destinationsFor(submission.endpoint, context.destinations, now),
    });
    if (result.duplicate) {
      const first = isSuccess(result.response) ? result.response : { ...response, id: result.lead.id };
      return { status: 200, body: first, leadId: result.lead.id, lead };
    }
    return { status: 201, body: response, leadId: result.lead.id, lead };
  } catch (error) {
    return {
      status: 503,
      body: { success: false, message: messages.unavailable(context.site.phone) },
      storeError: error instanceof Error ? error.message : String(error),
    };
  }
}

/** The visitor's address, keyed by the store's own random key (decision 004), never stored as it is. */
function hashAddress(key: string, ip: string): string {
  return createHmac("sha256", key).update(ip).digest("hex").slice(0, 32);
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

/** A step 2 may complete a step 1 this old at most; a later one is a lead of its own. */
export const CONTACT_STEP_WINDOW_MS = 24 * 60 * 60_000;

/** The stored step 1 a lead names in `contact_lead_id`, if it is one, and recent. */
async function contactStepOf(store: LeadStore, payload: Record<string, unknown>, now: Date) {
  const id = payload[CONTACT_LEAD_FIELD];
  if (typeof id !== "string" || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const step1 = (await store.get(id))?.lead;
  if (step1?.formType !== "lead") return null;
  return now.getTime() - step1.createdAt.getTime() <= CONTACT_STEP_WINDOW_MS ? step1 : null;
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
