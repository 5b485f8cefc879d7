/**
 * The lead store: every submission and every delivery of it, by role (LeadIntake, DeliveryOutbox,
 * OwnerDesk, LeadStats, HeldDigests, OwnerAlerts, VisitorEmailCaps, StoreKeys), which the submission endpoints, the delivery
 * worker and the operator CLI take as they need. The rules are written once (rules/) over a
 * dialect (sqlite.ts, postgres.ts); both pass the same contract suite (tests/store/contract.ts).
 */

import type { EstimateService } from "@shared/estimate/model";
import type { FormType } from "@shared/forms/lead";

export type Destination = "webhook" | "email";
export type DeliveryStatus = "pending" | "delivered" | "dead" | "skipped";
/** What the worker concluded from one attempt; it owns backoff and the retry budget. */
export type AttemptOutcome = "delivered" | "retry" | "dead";

export const DESTINATIONS: readonly Destination[] = ["webhook", "email"];
export const DELIVERY_STATUSES: readonly DeliveryStatus[] = ["pending", "delivered", "dead", "skipped"];

/** How long a claimed delivery belongs to its worker; past it, another worker may take it over. */
export const LEASE_MS = 60_000;
/** Deliveries one worker claims at a time. */
export const CLAIM_BATCH = 10;
/** The quote page's second submission is linked to a first one at most this old. */
export const LINK_WINDOW_MS = 30 * 60_000;
/** Error texts from a lead service or SMTP server are cut to this length before they are stored. */
export const ERROR_TEXT_MAX = 2_000;
/** Leads the operator's list shows unless asked for more. */
export const LIST_LIMIT = 50;
/** Rows read per round trip while exporting. */
export const EXPORT_PAGE_SIZE = 500;
/** Held leads one digest e-mail lists; the rest are counted and left to `list --status spam`. */
export const HELD_DIGEST_LIMIT = 100;
/**
 * A digest claimed this long ago and not finished belongs to a process that died while sending
 * it; another process may take it over. Far longer than one SMTP send (SMTP_TIMEOUT_MS × 3).
 */
export const HELD_DIGEST_STALE_MS = 10 * 60_000;
/** Random bytes in a key the store makes for itself (ipHashKey): as many as SHA-256's output. */
export const STORE_KEY_BYTES = 32;
/** The name of the key that hashes visitors' addresses, in `store_keys`. */
export const IP_HASH_KEY_NAME = "ip-hash";
/** Leads one page of the owner's lead list (the WordPress Leads screen) shows. */
export const SEARCH_PAGE_SIZE = 25;
/** Characters of a search the store accepts: more than any name, e-mail or phone. */
export const SEARCH_TEXT_MAX = 200;
/** Rows of each breakdown (by page, by campaign) a summary answers. */
export const SUMMARY_TOP = 10;
/** Pages of a lead list a caller may ask for: far beyond any real store, and it bounds the OFFSET. */
export const SEARCH_PAGE_MAX = 10_000;
/** The developer pages (spec §2): a lead sent from one of them is a test. */
export const TEST_PAGE_PATHS = ["/test-webhook", "/test-forms"] as const;

export interface Lead {
  id: string;
  createdAt: Date;
  formType: FormType;
  formName: string;
  /** The canonical endpoint name the router gives (aliases of one endpoint share it). */
  endpoint: string;
  payload: Record<string, unknown>;
  /** Lower-cased, for finding and linking a visitor's submissions. */
  email: string | null;
  name: string | null;
  idempotencyKey: string | null;
  /** The answer the visitor was given, replayed for a repeat of the same key. */
  response: unknown;
  /** Held: stored, never delivered until released. */
  spam: boolean;
  /** Why it was held; kept after a release, as history. */
  spamReason: string | null;
  /** When the owner released it from the hold; null for a lead never held or still held. */
  releasedAt: Date | null;
  /**
   * When the owner marked it as spam (the e-mail's "This is spam" link): a record only, nothing is
   * deleted or stopped; a release removes it.
   */
  markedSpamAt: Date | null;
  linkedLeadId: string | null;
  ipHash: string | null;
  userAgent: string | null;
}

export interface Delivery {
  id: string;
  leadId: string;
  destination: Destination;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: Date;
  leaseOwner: string | null;
  leaseExpiresAt: Date | null;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: Date | null;
  /** When it went dead; null while it is not dead. */
  deadAt: Date | null;
  /** When the owner last sent it again after it went dead (retry); null if never. */
  retriedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface DeliveryAttempt {
  id: number;
  deliveryId: string;
  workerId: string;
  startedAt: Date;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  outcome: AttemptOutcome;
}

export interface NewLead {
  /** Lets the endpoint put the id in the answer it stores; a random UUID otherwise. */
  id?: string;
  receivedAt?: Date;
  formType: FormType;
  formName: string;
  endpoint: string;
  payload: Record<string, unknown>;
  email?: string | null;
  name?: string | null;
  idempotencyKey?: string | null;
  /**
   * What identifies the body the key came with (server/leads/submission-hash.ts): a repeat of the
   * key is compared with it, never with the body itself.
   */
  bodyHash?: string | null;
  response: unknown;
  /** Set when the spam guard flagged it: the lead is kept, its deliveries are 'skipped'. */
  spamReason?: string | null;
  linkedLeadId?: string | null;
  ipHash?: string | null;
  userAgent?: string | null;
  /** One delivery row per destination; a linked lead may have none. */
  destinations: readonly NewDelivery[];
}

/**
 * A destination, or one held back until `notBefore` (the quote page's primary waits so the
 * follow-up linked to it can arrive first and be what the lead service receives).
 */
export type NewDelivery = Destination | { destination: Destination; notBefore: Date };

export function deliveryPlan(item: NewDelivery, receivedAt: Date): { destination: Destination; dueAt: Date } {
  return typeof item === "string"
    ? { destination: item, dueAt: receivedAt }
    : { destination: item.destination, dueAt: item.notBefore };
}

export type SubmitResult =
  | { duplicate: false; lead: Lead; deliveries: Delivery[]; response: unknown }
  | { duplicate: true; lead: Lead; response: unknown; body: RepeatedBody };

/**
 * How a repeated key's body compares with the first one's, by their hashes: the same, another one,
 * or unknown (the first was stored without a hash, before schema version 7 or by an instance of
 * the version before, or the repeat brings none). What to answer is the caller's decision.
 */
export type RepeatedBody = "same" | "other" | "unknown";

export interface ClaimRequest {
  now?: Date;
  limit?: number;
  leaseMs?: number;
  workerId: string;
  /** Only rows for these destinations (a worker without SMTP leaves e-mail rows waiting); all when unset. */
  destinations?: readonly Destination[];
}

export interface ClaimedDelivery {
  delivery: Delivery;
  lead: Lead;
  /** Leads linked to `lead` (the quote page's follow-up), newest first; usually none. */
  linked: Lead[];
}

export interface AttemptReport {
  deliveryId: string;
  workerId: string;
  startedAt: Date;
  durationMs: number;
  statusCode?: number | null;
  error?: string | null;
  outcome: AttemptOutcome;
  /** Required for 'retry': when the row is due again. */
  nextAttemptAt?: Date;
  now?: Date;
}

export interface LeadWithDeliveries {
  lead: Lead;
  deliveries: Delivery[];
}

export interface LeadDetail extends LeadWithDeliveries {
  /** Oldest first. */
  attempts: DeliveryAttempt[];
  /** Leads linked to this one (a quote page's follow-up, a two-step form's step 2), oldest first. */
  linked: Lead[];
}

export interface ListQuery {
  limit?: number;
  /** Leads with at least one delivery in this status. */
  status?: DeliveryStatus;
  spam?: boolean;
}

/**
 * What `release` did. A held lead and the leads linked with it (the quote page's pair) are
 * released together; `deliveries` is how many skipped deliveries became pending.
 */
export type ReleaseResult =
  | { status: "released"; leadIds: string[]; deliveries: number }
  /** The lead was not held but marked as spam: the mark is removed; it had been delivered already. */
  | { status: "unmarked"; leadIds: string[] }
  | { status: "not-held" }
  | { status: "not-found" };

/** What `markSpam` did: the first mark is kept, a second one answers when it was made. */
export type MarkSpamResult =
  | { status: "marked"; markedAt: Date }
  | { status: "already-marked"; markedAt: Date }
  | { status: "not-found" };

/**
 * Which leads the owner's list shows: `held` held as spam and not released; `failed` with a dead
 * delivery; `test` sent from a developer page (TEST_PAGE_PATHS) or marked `is_test`.
 */
export type LeadFilterStatus = "all" | "held" | "failed" | "test";
export const LEAD_FILTER_STATUSES: readonly LeadFilterStatus[] = ["all", "held", "failed", "test"];

export interface LeadFilter {
  /** Case-insensitive part of the name, e-mail or phone (a phone's digits also match without punctuation). */
  q?: string;
  status?: LeadFilterStatus;
}

export interface LeadSearch extends LeadFilter {
  /** Leads skipped, newest first. */
  offset?: number;
  limit?: number;
}

export interface LeadSearchResult {
  rows: LeadWithDeliveries[];
  /** Every lead the filter matches. */
  total: number;
}

/**
 * Leads received since a time, for the owner's dashboard. A visitor's one action counts once: a
 * lead linked to another (the quote page's follow-up, a two-step form's step 2) is not counted.
 */
export interface LeadSummary {
  total: number;
  /** Of them, held as spam now. */
  held: number;
  /** Of them, with a dead delivery. */
  failed: number;
  /** Neither held nor marked as spam, by the path of the page they were sent from; most first. */
  byPage: { page: string | null; count: number }[];
  /** Neither held nor marked as spam, by utm_source and utm_campaign; most first. */
  byCampaign: { source: string | null; campaign: string | null; count: number }[];
  /**
   * The instant estimate, one row per service in the estimate's order (SERVICE_IDS), zeros included:
   * estimates shown since the UTC day `since` falls on (counted by day), and estimate leads sent since
   * `since`, neither held nor marked as spam.
   */
  estimates: EstimateCount[];
}

export interface EstimateCount {
  service: EstimateService;
  shown: number;
  sent: number;
}

/** Estimates shown on one UTC day (YYYY-MM-DD) for one service, added to what the store has. */
export interface EstimatesShown {
  day: string;
  service: EstimateService;
  shown: number;
}

export interface HeldDigestClaim {
  /** The business's local date, YYYY-MM-DD. */
  day: string;
  now: Date;
  /** At most this many leads are returned (newest first); `total` counts them all. */
  limit?: number;
  /** A claim older than this, never finished, may be taken over. */
  staleMs?: number;
}

export interface HeldDigest {
  day: string;
  /** Newest first, at most the claim's limit. */
  leads: Lead[];
  /** Every held lead this digest covers. */
  total: number;
}

export interface HeldDigestFinish {
  day: string;
  /** false: the e-mail did not go out; the claim is undone so the next check tries again. */
  sent: boolean;
  now: Date;
}

export interface StoreStats {
  leads: number;
  spamLeads: number;
  deliveries: Record<DeliveryStatus, number>;
  byDestination: Record<Destination, Record<DeliveryStatus, number>>;
  /** When the oldest pending delivery was created. */
  oldestPendingAt: Date | null;
  /** Age of the oldest delivery still pending (its lead waits that long); 0 when nothing is pending. */
  oldestPendingAgeMs: number;
}

/** The notices that tell the owner leads have stopped (decision 020). */
export type OwnerAlertKind = "dead" | "backlog" | "quiet";
/** The notices about a state that lasts (an episode): told once when it begins, "back to normal" after. */
export type EpisodeKind = Exclude<OwnerAlertKind, "dead">;
export const OWNER_ALERT_KINDS: readonly OwnerAlertKind[] = ["dead", "backlog", "quiet"];
export const EPISODE_KINDS: readonly EpisodeKind[] = ["backlog", "quiet"];

/** A lead's death waits this long before it is listed, so leads that die together share one notice. */
export const DEAD_NOTICE_GATHER_MS = 5 * 60_000;
/** At most one notice of dead leads this often; the leads that die in between wait for the next. */
export const DEAD_NOTICE_EVERY_MS = 60 * 60_000;
/** Dead leads one notice lists; the rest are counted and left to `list --status dead`. */
export const DEAD_NOTICE_LIMIT = 100;
/** A notice claimed this long ago and not finished belongs to a process that died; another may take it over. */
export const OWNER_ALERT_STALE_MS = HELD_DIGEST_STALE_MS;
/** An episode that begins again this soon after it ended is the same one: it is not told twice. */
export const EPISODE_REJOIN_MS = 60 * 60_000;

/**
 * The visitor's copy of an estimate goes from the business's own address to whatever address the
 * form was given, so it is capped (docs/leads.md): one address gets at most one a day, so a stranger
 * typed in the form is mailed once, not pestered; a visitor who really asked has it already.
 */
export const VISITOR_EMAIL_RECIPIENT_WINDOW_MS = 24 * 60 * 60_000;
/**
 * Visitors' copies the whole site sends in one clock hour (UTC), across every instance. A small
 * contractor's site sends a few estimates on a busy day, and an advertising burst a handful in an
 * hour: 10 leaves that twice over, while someone cycling through addresses gets at most 240 a day
 * out of the business's mail domain, far from the volumes that make mail providers distrust it.
 */
export const VISITOR_EMAILS_PER_HOUR = 10;
/** The name of the key that hashes visitors' e-mail addresses for the caps, in `store_keys`. */
export const VISITOR_EMAIL_KEY_NAME = "visitor-email";

export interface VisitorEmailClaim {
  /** The address the e-mail would go to, as the visitor typed it; the store keeps only a keyed hash. */
  to: string;
  now: Date;
  perHour?: number;
  recipientWindowMs?: number;
}

/** `claimed`: send it; otherwise why not: the address had one within the window, or the hour's cap is reached. */
export type VisitorEmailGrant = "claimed" | "recipient-had-one" | "hourly-cap";

/** An episode that was told and has ended since, for the next notice's "back to normal" line. */
export interface EndedEpisode {
  kind: EpisodeKind;
  toldAt: Date;
  endedAt: Date;
}

export interface DeadNoticeClaim {
  now: Date;
  gatherMs?: number;
  everyMs?: number;
  limit?: number;
  staleMs?: number;
}

export interface DeadNotice {
  /** Names this claim to finishOwnerAlert. */
  claimId: string;
  /** The leads whose delivery died since the last notice, oldest received first, at most the limit. */
  leads: LeadWithDeliveries[];
  /** Every lead this notice covers. */
  total: number;
  /** Episodes told before that have ended since. */
  ended: EndedEpisode[];
}

export interface EpisodeClaim {
  kind: EpisodeKind;
  now: Date;
  staleMs?: number;
  rejoinMs?: number;
}

export interface EpisodeNotice {
  claimId: string;
  kind: EpisodeKind;
  ended: EndedEpisode[];
}

export interface OwnerAlertFinish {
  kind: OwnerAlertKind;
  claimId: string;
  /** false: the e-mail did not go out; the claim is undone so the next check tries again. */
  sent: boolean;
  now: Date;
}

/** When leads arrived, for the quiet check: leads the spam guard held and follow-ups are not counted. */
export interface LeadArrivals {
  /** The latest lead ever received; null when none was. */
  lastAt: Date | null;
  /** The longest time between two leads received since `since`; 0 with fewer than two. */
  longestGapMs: number;
}

/*
 * The store by role. Each caller takes the roles it uses; `LeadStore` is all of them, and both
 * engines give it over one set of rules (rules/), so a rule is written once.
 */

/** Reads one lead back, with its deliveries, attempts and the leads linked to it. */
export interface LeadReader {
  get(leadId: string): Promise<LeadDetail | null>;
}

/** Where a submission arrives: the submission endpoints and the spool drainer. */
export interface LeadIntake extends LeadReader {
  /**
   * Stores the lead and its delivery rows in one durable transaction; for a repeated key, stores
   * nothing and answers the first lead, and whether the repeat's body is the first one's.
   */
  submit(input: NewLead): Promise<SubmitResult>;
}

/** The delivery worker's queue of delivery rows. */
export interface DeliveryOutbox {
  /** Leases due pending deliveries to one worker; no two workers get the same row while a lease lives. */
  claimDue(request: ClaimRequest): Promise<ClaimedDelivery[]>;
  /** Records one attempt; `null` when the worker no longer holds the lease (nothing is written). */
  recordAttempt(report: AttemptReport): Promise<Delivery | null>;
  /** Gives back a worker's leases on rows it has not attempted (graceful shutdown). */
  releaseLeases(workerId: string): Promise<number>;
}

/** What the owner reads and decides: the CLI, the WordPress Leads screen, the e-mail's links. */
export interface OwnerDesk extends LeadReader {
  /** Newest first. */
  list(query?: ListQuery): Promise<LeadWithDeliveries[]>;
  /** Newest first, a page of the leads a filter matches, and how many match. */
  findLeads(search?: LeadSearch): Promise<LeadSearchResult>;
  /** Every lead (or every one the filter matches), oldest first, read page by page. */
  exportRows(filter?: LeadFilter): AsyncIterable<LeadWithDeliveries>;
  /**
   * Dead deliveries of a delivery id or a lead id back to pending now; returns how many. A held
   * lead's skipped deliveries are not touched: sending one is a decision about the lead (release).
   */
  retry(id: string, now?: Date): Promise<number>;
  /** Every dead delivery back to pending now; returns how many. */
  retryDead(now?: Date): Promise<number>;
  /**
   * Delivers a held lead as if it had never been held: in one transaction it (and the leads linked
   * with it) stops being spam, and its skipped deliveries become pending now. Conditional on the
   * lead still being held, so two releases at once deliver it once; the second answers not-held.
   * It also removes an owner's spam mark; a lead only marked (delivered already) is unmarked.
   */
  release(leadId: string, now?: Date): Promise<ReleaseResult>;
  /** Records that the owner called the lead spam; nothing is deleted, held or stopped. */
  markSpam(leadId: string, now?: Date): Promise<MarkSpamResult>;
}

/** Counts for the owner's dashboard, the health check and the CLI. */
export interface LeadStats {
  /** Counts of the leads received since `since` (SUMMARY_TOP rows per breakdown). */
  summary(since: Date): Promise<LeadSummary>;
  stats(now?: Date): Promise<StoreStats>;
}

/** The instant estimates shown, counted by day and service (the sent ones are leads). */
export interface EstimateCounts {
  /** Adds each row's count to its day and service, in one transaction. */
  addEstimatesShown(counts: readonly EstimatesShown[]): Promise<void>;
}

/** The daily e-mail of held leads, sent once a day by one of the processes. */
export interface HeldDigests {
  /**
   * Claims the day's digest of held leads not yet listed in one, or null: when it was sent,
   * another process claimed it less than `staleMs` ago, or nothing is held (then nothing is written).
   */
  claimHeldDigest(claim: HeldDigestClaim): Promise<HeldDigest | null>;
  /** Marks a claimed digest sent, or undoes the claim (its leads wait for the next one). */
  finishHeldDigest(finish: HeldDigestFinish): Promise<void>;
}

/**
 * The notices that tell the owner when leads stop (decision 020), each sent by one of the processes:
 * a claim is taken in the store before the e-mail goes, and finished (or undone) after.
 */
export interface OwnerAlerts {
  /**
   * Claims a notice of the leads whose delivery died and that no notice listed yet, or null: when
   * none died at least `gatherMs` ago, a notice went out less than `everyMs` ago, or another process
   * holds a claim younger than `staleMs`. Each lead is listed once; a retry lets it be listed again.
   */
  claimDeadNotice(claim: DeadNoticeClaim): Promise<DeadNotice | null>;
  /**
   * Claims the notice that an episode began (its condition is true now), or null: when this
   * episode was told already, it began again within `rejoinMs` of its end (then it is the same one),
   * or another process holds a claim.
   */
  claimEpisodeNotice(claim: EpisodeClaim): Promise<EpisodeNotice | null>;
  /** The episode's condition is over: a told episode ends. Answers whether one ended. */
  endEpisode(kind: EpisodeKind, now: Date): Promise<boolean>;
  /** Marks a claimed notice sent (and the ended episodes it reported), or undoes the claim. */
  finishOwnerAlert(finish: OwnerAlertFinish): Promise<void>;
  leadArrivals(since: Date): Promise<LeadArrivals>;
  /** The pending delivery waiting longest, with its lead; null when none waits. */
  oldestPending(): Promise<{ lead: Lead; delivery: Delivery } | null>;
}

/** The caps on the visitor's copy of an estimate, shared by every process on the store. */
export interface VisitorEmailCaps {
  /**
   * Claims one visitor e-mail to `to`, or says why not, in one transaction: the address's row is
   * taken only when it had none within `recipientWindowMs`, and the hour's count goes up only while
   * under `perHour`. Two processes claiming at once for one address, or for the hour's last e-mail,
   * get one claim between them. Addresses are kept only as a keyed hash (the store's own key) of their
   * normal form: case, spaces, a `+tag` and a Gmail address's dots do not make another recipient.
   */
  claimVisitorEmail(claim: VisitorEmailClaim): Promise<VisitorEmailGrant>;
}

/** The store's own keys and the settings the site records for other processes. */
export interface StoreKeys {
  /**
   * The key that hashes visitors' addresses (hex): random, made by the first process that asks,
   * then the same for every process on this store, for good. Not LEAD_WEBHOOK_SECRET, which the
   * lead service knows and the owner may rotate (decision 004).
   */
  ipHashKey(): Promise<string>;
  /**
   * A random key of this store's, by name (`ip-hash` is ipHashKey's): made by the first process
   * that asks, the same for every process after, for good.
   */
  storeKey(name: string): Promise<string>;
  /**
   * A value the site records for the command line and other processes to read (beside the keys,
   * apart from them): the latest write wins. Null when none was ever written.
   */
  readSetting(name: string): Promise<string | null>;
  writeSetting(name: string, value: string): Promise<void>;
}

/** The connection itself. */
export interface StoreConnection {
  readonly dialect: "sqlite" | "postgres";
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface LeadStore
  extends LeadIntake,
    DeliveryOutbox,
    OwnerDesk,
    LeadStats,
    EstimateCounts,
    HeldDigests,
    OwnerAlerts,
    VisitorEmailCaps,
    StoreKeys,
    StoreConnection {}

/**
 * The path of the page a lead was sent from: `page_url`'s path when it is an http(s) address, "/"
 * for an address without one, else null. PostgreSQL computes the same in SQL
 * (postgres.ts), SQLite calls this; the contract suite holds them to one answer.
 */
export function pagePathOf(pageUrl: unknown): string | null {
  if (typeof pageUrl !== "string") return null;
  const match = /^https?:\/\/[^/?#]*(\/[^?#]*)?/i.exec(pageUrl);
  if (!match) return null;
  return match[1] || "/";
}
