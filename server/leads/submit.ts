import { createHmac, randomUUID } from "node:crypto";
import type { PriceList } from "@shared/content/prices.ts";
import type { FormType } from "@shared/forms/lead.ts";
import { QUOTE_FORM_NAME, QUOTE_LINK_ANSWER_FIELD, QUOTE_LINK_FIELD } from "@shared/forms/quote/lead.ts";
import { CONTACT_LEAD_FIELD } from "@shared/forms/two-step/lead.ts";
import { destinationOf } from "./delivery/index.ts";
import { endpointPage, type LeadEndpoint } from "./endpoints.ts";
import { isRecord, own, type ParsedLead, parseSubmission } from "./parse.ts";
import { QUOTE_LINK_KEY_NAME, signQuoteLink, verifyQuoteLink } from "./quote-link.ts";
import {
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  judgeSubmission,
  type SpamSignal,
  STARTED_FIELD,
  withSignalTags,
} from "./spam.ts";
import {
  type LeadIntake,
  LINK_WINDOW_MS,
  type NewDelivery,
  type StoreKeys,
  type SubmitResult,
} from "./store/index.ts";
import { submissionHash } from "./submission-hash.ts";

/** What a submission asks of the store: to take the lead, read one back, and its own keys. */
/** The roles of the store a submission uses: it is stored, and a quote link is signed with a key of the store's. */
export type SubmissionStore = LeadIntake & StoreKeys;

/**
 * One submission, start to answer: read it with the rules of the form it names (parse.ts),
 * judge spam, link the quote page's follow-up to its primary, store the lead with its
 * deliveries in one transaction, and say what to answer. Nothing here throws for anything a
 * client sends; a store that fails is answered 503 (and named in the answer's `storeError`), and
 * anything else that throws is a bug of ours, left to the router's 500 and its log.
 */

/** The quote page's primary waits this long for its follow-up before the lead service is told. */
export const QUOTE_LINK_HOLD_MS = 10_000;
/**
 * A repeated key whose first lead has no body hash to compare with (stored before schema version
 * 7, or by an instance of the version before during an upgrade) is answered as the first only
 * this long after it: a browser's retry, or nginx's resend to another instance, comes within
 * minutes; Stripe, whose rule this is, forgets a key after 24 hours.
 */
export const UNCOMPARED_REPEAT_MS = 24 * 60 * 60_000;

export const messages = {
  success: "Thank you! We received your request.",
  invalid: "Please correct the highlighted fields.",
  unavailable: (phone: string) =>
    `We couldn't save your request just now. Please try again in a minute, or call us at ${phone}.`,
  keyReused:
    "This Idempotency-Key was already used for an earlier submission, which is kept as it was. Send each new submission with a new key; resend one with its key only unchanged.",
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
  store: SubmissionStore;
  /** Where every delivered lead goes (a webhook row always; e-mail when SMTP is configured). */
  /** One per destination, parked where its setting is not made (deliveryPlan's `recorded`). */
  destinations: readonly NewDelivery[];
  /** The business's phone (the answers name it) and its price list now (an estimate is priced with it). */
  site: { phone: string; prices: PriceList };
  /**
   * Where a lead waits when the store cannot take it (server/leads/spool.ts's `put`, which throws
   * when it cannot keep it); none: answered 503. Named by its shape: the spool keeps PreparedLeads.
   */
  spool?: { put(lead: PreparedLead): Promise<void> };
  /** The canonical origin; a plain post's page address falls back to its form's page on it. */
  siteUrl: string;
  now?: () => Date;
}

type SuccessBody = { success: true; message: string; id: string; [QUOTE_LINK_ANSWER_FIELD]?: string };

export type SubmitAnswer =
  | {
      status: 200 | 201;
      body: SuccessBody;
      leadId: string;
      /** The lead as read, for the no-JavaScript thank-you page. */
      lead: ParsedLead;
      /** Held as spam (stored, not delivered: decision 006); the visitor is answered the same. */
      held: boolean;
      /** What the spam guard noticed in a lead it delivers (tagged `possible-spam:…`). */
      signals: readonly SpamSignal[];
      /** Kept in the spool while the store was away (what it said, for the log); stored when it is back. */
      spooled?: { storeError: string };
    }
  | { status: 422; body: { success: false; message: string; fields: Record<string, string> } }
  | {
      status: 422;
      body: { success: false; message: string };
      /** The Idempotency-Key is the first lead's, sent with another body: nothing stored, nothing of it told. */
      keyReused: { firstLeadId: string };
    }
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
    prices: context.site.prices,
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
  const email = typeof lead.payload.email === "string" ? lead.payload.email : null;
  const id = randomUUID();
  const response = { success: true as const, message: messages.success, id };
  const link = own(raw, QUOTE_LINK_FIELD);
  const prepared: PreparedLead = {
    id,
    receivedAt: now,
    formType: lead.formType,
    formName: lead.formName,
    endpoint: submission.endpoint,
    payload: lead.payload,
    email,
    name: nameOf(lead.payload),
    idempotencyKey: submission.idempotencyKey ?? null,
    bodyHash: submission.idempotencyKey ? submissionHash(submission.body) : null,
    response,
    spamReason: verdict.hold,
    // The key is read once per process and kept: a store that has just gone away still hashes.
    ipHash: submission.ip
      ? await context.store.ipHashKey().then(
          (key) => hashAddress(key, submission.ip as string),
          () => null,
        )
      : null,
    userAgent: submission.userAgent?.slice(0, 500) ?? null,
    quoteLink: typeof link === "string" ? link.slice(0, 200) : null,
  };

  // What can throw in here is the store: its failure, and only its, goes to the spool (or is
  // answered 503 and logged as one when there is no spool, or it is full).
  let result: SubmitResult | null = null;
  let spooled: { storeError: string } | undefined;
  try {
    result = await storePreparedLead(context.store, prepared, { destinations: context.destinations, now });
  } catch (error) {
    const storeError = error instanceof Error ? error.message : String(error);
    const kept = context.spool
      ? await context.spool.put(prepared).then(
          () => null,
          (spoolError: unknown) => (spoolError instanceof Error ? spoolError.message : String(spoolError)),
        )
      : "no spool";
    if (kept !== null) {
      return {
        status: 503,
        body: { success: false, message: messages.unavailable(context.site.phone) },
        storeError: `${storeError}; spool: ${kept}`,
      };
    }
    spooled = { storeError };
  }
  const repeat = result?.duplicate ? repeatOf(result, now) : null;
  if (result && repeat === "refused") {
    return {
      status: 422,
      body: { success: false, message: messages.keyReused },
      keyReused: { firstLeadId: result.lead.id },
    };
  }
  const storedId = result?.lead.id ?? id;
  const first =
    result?.duplicate && isSuccess(result.response) ? result.response : { ...response, id: storedId };
  const body: SuccessBody = { ...first };
  // The token says "this sender read the primary's answer": given again only to the body that did.
  if (submission.endpoint === "wp-forms-quote" && repeat !== "uncompared") {
    const token = await quoteLinkTokenFor(context.store, storedId);
    if (token) body[QUOTE_LINK_ANSWER_FIELD] = token;
  }
  return {
    status: result?.duplicate ? 200 : 201,
    body,
    leadId: storedId,
    lead,
    held: prepared.spamReason !== null,
    signals: verdict.signals,
    ...(spooled ? { spooled } : {}),
  };
}

/**
 * A lead as read and judged, before the store has seen it: what the spool keeps when the store
 * cannot take it, and what `storePreparedLead` stores, now or when the spool is drained.
 */
export interface PreparedLead {
  id: string;
  receivedAt: Date;
  formType: FormType;
  formName: string;
  endpoint: LeadEndpoint;
  payload: Record<string, unknown>;
  email: string | null;
  name: string | null;
  idempotencyKey: string | null;
  /** The body's hash with its key (submission-hash.ts); null without a key, or spooled before it was kept. */
  bodyHash: string | null;
  response: { success: true; message: string; id: string };
  spamReason: string | null;
  ipHash: string | null;
  userAgent: string | null;
  /** The token a quote page's follow-up sent back (checked when it is stored). */
  quoteLink: string | null;
}

/**
 * Stores a prepared lead with its deliveries: links the quote page's follow-up to the primary its
 * token names and a two-step form's step 2 to its step 1, then one transaction. `now` is when it
 * is stored; a lead drained from the spool keeps its own time, and the primary's hold runs from
 * whichever is later, so its follow-up, drained just after it, still arrives first.
 */
export async function storePreparedLead(
  store: SubmissionStore,
  lead: PreparedLead,
  { destinations, now }: { destinations: readonly NewDelivery[]; now: Date },
): Promise<SubmitResult> {
  const primary = await quotePrimaryOf(store, lead);
  // A two-step form's step 2 names the step 1 it completes; both are delivered, step 2 enriching step 1.
  const completes = primary ? null : await contactStepOf(store, lead.payload, lead.receivedAt);
  const holdFrom = new Date(Math.max(lead.receivedAt.getTime(), now.getTime()));
  return store.submit({
    id: lead.id,
    receivedAt: lead.receivedAt,
    formType: lead.formType,
    formName: lead.formName,
    endpoint: lead.endpoint,
    payload: lead.payload,
    email: lead.email,
    name: lead.name,
    idempotencyKey: lead.idempotencyKey,
    bodyHash: lead.bodyHash,
    response: lead.response,
    spamReason: lead.spamReason,
    linkedLeadId: primary?.id ?? completes?.id ?? null,
    ipHash: lead.ipHash,
    userAgent: lead.userAgent,
    // The follow-up is the same visitor action as its primary: the business is told once, by the primary.
    destinations: primary ? [] : destinationsFor(lead.endpoint, destinations, holdFrom),
  });
}

/**
 * The primary a quote page's follow-up completes: the one its token names, if the token is this
 * store's, the primary is recent, shares the follow-up's held state (a held follow-up joins a held
 * primary, so one release delivers the pair once) and is not itself linked. Anything else: none,
 * and the follow-up is a lead of its own.
 */
async function quotePrimaryOf(store: SubmissionStore, lead: PreparedLead) {
  if (lead.endpoint !== "quote" || lead.formName !== QUOTE_FORM_NAME || !lead.quoteLink) return null;
  const id = verifyQuoteLink(await store.storeKey(QUOTE_LINK_KEY_NAME), lead.quoteLink);
  if (!id) return null;
  const primary = (await store.get(id))?.lead;
  if (primary?.endpoint !== "wp-forms-quote" || primary.linkedLeadId !== null) return null;
  const age = lead.receivedAt.getTime() - primary.createdAt.getTime();
  if (age > LINK_WINDOW_MS || primary.spam !== (lead.spamReason !== null)) return null;
  return primary;
}

/**
 * How a repeated key is answered (decision 024). The same body: as the first was, link token
 * included (a browser's retry after a lost answer). Another body: refused, 422 (Stripe's rule): a
 * key a client made up collides with another's, and answering it as the first dropped the second
 * lead and handed its sender the first's id and link token. A first lead without a hash cannot
 * be compared: a recent one is answered as before but without the token (a quote's follow-up
 * then becomes a lead of its own, a duplicate at worst, never a rewrite); an older one is refused.
 */
function repeatOf(result: SubmitResult & { duplicate: true }, now: Date): "same" | "uncompared" | "refused" {
  if (result.body === "same") return "same";
  if (result.body === "other") return "refused";
  return now.getTime() - result.lead.createdAt.getTime() <= UNCOMPARED_REPEAT_MS ? "uncompared" : "refused";
}

async function quoteLinkTokenFor(store: SubmissionStore, leadId: string): Promise<string | null> {
  return store.storeKey(QUOTE_LINK_KEY_NAME).then(
    (key) => signQuoteLink(key, leadId),
    () => null,
  );
}

/** The visitor's address, keyed by the store's own random key (decision 004), never stored as it is. */
export function hashAddress(key: string, ip: string): string {
  return createHmac("sha256", key).update(ip).digest("hex").slice(0, 32);
}

function destinationsFor(
  endpoint: LeadEndpoint,
  destinations: readonly NewDelivery[],
  now: Date,
): NewDelivery[] {
  if (endpoint !== "wp-forms-quote") return [...destinations];
  const notBefore = new Date(now.getTime() + QUOTE_LINK_HOLD_MS);
  return destinations.map((item) => {
    const planned = typeof item === "string" ? { destination: item } : item;
    return destinationOf(planned.destination).waitsForFollowUp ? { ...planned, notBefore } : item;
  });
}

/** A step 2 may complete a step 1 this old at most; a later one is a lead of its own. */
export const CONTACT_STEP_WINDOW_MS = 24 * 60 * 60_000;

/** The stored step 1 a lead names in `contact_lead_id`, if it is one, and recent. */
async function contactStepOf(store: SubmissionStore, payload: Record<string, unknown>, receivedAt: Date) {
  const id = payload[CONTACT_LEAD_FIELD];
  if (typeof id !== "string" || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const step1 = (await store.get(id))?.lead;
  if (step1?.formType !== "lead") return null;
  return receivedAt.getTime() - step1.createdAt.getTime() <= CONTACT_STEP_WINDOW_MS ? step1 : null;
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
