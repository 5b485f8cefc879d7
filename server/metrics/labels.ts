import { type EstimateService, SERVICE_IDS } from "@shared/estimate/model.ts";
import { leadFormIds } from "@shared/forms/table.ts";
import { ATTEMPT_OUTCOMES, DELIVERY_STATUSES, DESTINATIONS } from "../core/deliveries.ts";

/**
 * Every label value the site's metrics may carry, as fixed lists. A label's values are a series each
 * in Prometheus for as long as it keeps them, so a value that came from a request (a path, an e-mail,
 * a form name a visitor typed) would let anyone fill it, and would put a visitor's words in it: no
 * value here comes from outside. The helpers of `Metrics` take only these (their types say so), and
 * anything else that reached them at run time is counted as `other`. A list the site has elsewhere
 * is that list, not a copy.
 */

/** The site's forms by their id: the lead endpoints' list (shared/forms/table.ts). */
export const LEAD_FORMS = leadFormIds;

/** The one value a label takes for anything outside its list: a form no page of the site has, say. */
export const OTHER = "other";

/** Where a lead came from, in three words: a tagged campaign link, another site's link, or neither. */
export const LEAD_CHANNELS = ["campaign", "referral", "direct"] as const;
/**
 * What became of a lead the site took: stored (to be delivered), held as spam (stored, not
 * delivered), a repeat of one already stored (the same Idempotency-Key), or kept in the spool
 * while the store was away (stored when it is back).
 */
export const LEAD_OUTCOMES = ["stored", "held", "duplicate", "spooled"] as const;
/** The submission endpoints (server/leads/endpoints.ts), the estimate's bookings included. */
export const LEAD_ENDPOINTS = ["quote", "lead", "contact", "wp-forms-quote", "booking"] as const;
/** Why a submission was refused, by the answer it got (server/leads/router.ts). */
export const LEAD_REFUSALS = [
  /** 422: a field is missing or wrong; the visitor is shown which. */
  "invalid",
  /** 429: too many from one network in a minute. */
  "rate_limited",
  /** 413: larger than any honest form. */
  "too_large",
  /** 400: not JSON, a bad Idempotency-Key, a body that could not be read. */
  "bad_request",
  /** 415: neither JSON nor a form post. */
  "unsupported_type",
  /** 405: not a POST. */
  "wrong_method",
  /** 503: the store could not take it and the spool could not either. */
  "unavailable",
  /** 500: a fault of the site's. */
  "error",
] as const;

/** A lead's deliveries (server/core/deliveries.ts): where to, in which state, what an attempt concluded. */
export { ATTEMPT_OUTCOMES, DELIVERY_STATUSES, DESTINATIONS };

/** A page request the page cache answered: fresh from memory, stale while a new render is made, or rendered now. */
export const PAGE_CACHE_RESULTS = ["hit", "stale", "miss"] as const;

export const WORDPRESS_OUTCOMES = ["ok", "error"] as const;
/** Why WordPress gave no content (server/content/wordpress-fetch.ts). */
export const WORDPRESS_ERRORS = [
  /** No whole answer within CONTENT_TIMEOUT_MS. */
  "timeout",
  /** Refused, reset, a name that does not resolve, TLS. */
  "network",
  /** An error status (5xx, 401, 403…); a 404 is an answer ("nothing here"), not an error. */
  "http_status",
  /** Not JSON, or JSON of another shape (a maintenance page, a plugin's error). */
  "invalid_answer",
  /** Larger than MAX_ANSWER_BYTES. */
  "too_large",
  /** A redirect to another host, or too many. */
  "redirect",
] as const;

/** A signed "content changed" call from WordPress (POST /api/revalidate), by its answer. */
export const REVALIDATION_OUTCOMES = [
  "done",
  "bad_signature",
  "rate_limited",
  "bad_request",
  "not_configured",
  "wrong_method",
] as const;

/** Where the owner acted: an e-mail's signed link, or the WordPress Leads screen. */
export const OWNER_CHANNELS = ["email_link", "leads_screen"] as const;
export const OWNER_ACTIONS = ["release", "spam", "retry"] as const;
/** The store's answers to the actions (server/leads/store/types/owner-desk.ts), and a link refused. */
export const OWNER_OUTCOMES = [
  "released",
  "unmarked",
  "not-held",
  "marked",
  "already-marked",
  "retrying",
  "nothing-to-retry",
  "not-found",
  "invalid-link",
  "expired-link",
] as const;

/** What became of a visit booked at /book (issue 41): booked, moved to another window, or cancelled. */
export const VISIT_ACTIONS = ["booked", "rescheduled", "cancelled"] as const;
/** Who did it: the visitor (the page, or their signed link) or the owner. */
export const VISIT_ACTORS = ["visitor", "owner"] as const;

/** The instant estimate's services (shared/estimate/model.ts). */
export const ESTIMATE_SERVICES: readonly EstimateService[] = SERVICE_IDS;

export const IMAGE_FORMATS = ["avif", "webp", "jpeg"] as const;
export const IMAGE_CACHE_RESULTS = ["hit", "miss"] as const;

export const STATUS_CLASSES = ["1xx", "2xx", "3xx", "4xx", "5xx"] as const;

export type LeadForm = (typeof LEAD_FORMS)[number] | typeof OTHER;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];
export type LeadOutcome = (typeof LEAD_OUTCOMES)[number];
export type LeadEndpointLabel = (typeof LEAD_ENDPOINTS)[number];
export type LeadRefusal = (typeof LEAD_REFUSALS)[number];
export type DestinationLabel = (typeof DESTINATIONS)[number];
export type AttemptOutcomeLabel = (typeof ATTEMPT_OUTCOMES)[number];
export type PageCacheResult = (typeof PAGE_CACHE_RESULTS)[number];
export type WordPressErrorKind = (typeof WORDPRESS_ERRORS)[number];
export type RevalidationOutcome = (typeof REVALIDATION_OUTCOMES)[number];
export type OwnerChannel = (typeof OWNER_CHANNELS)[number];
export type OwnerAction = (typeof OWNER_ACTIONS)[number];
export type OwnerOutcome = (typeof OWNER_OUTCOMES)[number];
export type VisitAction = (typeof VISIT_ACTIONS)[number];
export type VisitActor = (typeof VISIT_ACTORS)[number];
export type EstimateServiceLabel = EstimateService;
export type ImageFormatLabel = (typeof IMAGE_FORMATS)[number];
export type ImageCacheResult = (typeof IMAGE_CACHE_RESULTS)[number];

/** The label of a form's id: itself when it is one of the site's forms, else `other`. */
export function leadFormLabel(id: string | undefined): LeadForm {
  return (LEAD_FORMS as readonly string[]).includes(id ?? "") ? (id as LeadForm) : OTHER;
}
