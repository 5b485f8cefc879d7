/** What the owner reads and decides (rules/owner-desk.ts): the CLI, the WordPress Leads screen, the e-mail's links. */

import type { DeliveryStatus, LeadReader, LeadWithDeliveries } from "./read.ts";

/** Leads the operator's list shows unless asked for more. */
export const LIST_LIMIT = 50;
/** Rows read per round trip while exporting. */
export const EXPORT_PAGE_SIZE = 500;

/** Leads one page of the owner's lead list (the WordPress Leads screen) shows. */
export const SEARCH_PAGE_SIZE = 25;
/** Characters of a search the store accepts: more than any name, e-mail or phone. */
export const SEARCH_TEXT_MAX = 200;

/** Pages of a lead list a caller may ask for: far beyond any real store, and it bounds the OFFSET. */
export const SEARCH_PAGE_MAX = 10_000;
/** The developer pages (spec §2): a lead sent from one of them is a test. */
export const TEST_PAGE_PATHS = ["/test-webhook", "/test-forms"] as const;

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
