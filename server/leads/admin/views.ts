import { ESTIMATE_SERVICES } from "@shared/estimate/model.ts";
import { destinationLabel, receiptWords } from "../delivery/index.ts";
import { labelledFields, reasonText, shownValue } from "../present/index.ts";
import {
  type Delivery,
  type Lead,
  type LeadDetail,
  type LeadSummary,
  pagePathOf,
  TEST_PAGE_PATHS,
} from "../store/index.ts";

/**
 * The leads API's answers (decision 017): what the WordPress Leads screen shows and nothing more,
 * in the shapes of the contract the plugin codes against.
 */

/** Where a lead stands, as the owner's list shows it; the first that applies wins. */
export type LeadStatus = "held" | "spam-marked" | "failed" | "pending" | "delivered";

export interface LeadListItem {
  id: string;
  receivedAt: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  form: string;
  page: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
  status: LeadStatus;
  test: boolean;
}

/**
 * A lead's status. A lead without deliveries of its own (the quote page's follow-up) goes out with
 * the one it is linked to: `primaryDeliveries` are that lead's.
 */
export function leadStatus(
  lead: Lead,
  deliveries: readonly Delivery[],
  primaryDeliveries: readonly Delivery[] = [],
) {
  if (lead.spam) return "held" satisfies LeadStatus;
  if (lead.markedSpamAt) return "spam-marked" satisfies LeadStatus;
  const own = deliveries.length > 0 ? deliveries : primaryDeliveries;
  if (own.some((d) => d.status === "dead")) return "failed" satisfies LeadStatus;
  if (own.some((d) => d.status === "pending" || d.status === "skipped"))
    return "pending" satisfies LeadStatus;
  // Sent nowhere yet: every destination it has is parked, waiting for its setting.
  if (own.length > 0 && own.every((d) => d.status === "parked")) return "pending" satisfies LeadStatus;
  return "delivered" satisfies LeadStatus;
}

function text(value: unknown): string | null {
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A campaign value, from `utm_params` or the payload's top level, as the CSV export reads it. */
function campaignValue(payload: Record<string, unknown>, key: string): string | null {
  return text(record(payload.utm_params)[key]) ?? text(payload[key]);
}

export function isTestLead(lead: Lead): boolean {
  const page = pagePathOf(lead.payload.page_url);
  return lead.payload.is_test === true || (TEST_PAGE_PATHS as readonly (string | null)[]).includes(page);
}

export function leadListItem(lead: Lead, status: LeadStatus): LeadListItem {
  const { payload } = lead;
  return {
    id: lead.id,
    receivedAt: lead.createdAt.toISOString(),
    name: lead.name,
    email: text(payload.email) ?? lead.email,
    phone: text(payload.phone),
    form: lead.formName,
    page: pagePathOf(payload.page_url),
    utmSource: campaignValue(payload, "utm_source"),
    utmCampaign: campaignValue(payload, "utm_campaign"),
    status,
    test: isTestLead(lead),
  };
}

/** Every utm_* parameter the lead carries, from `utm_params` and the top level (utm_params wins). */
function utmOf(payload: Record<string, unknown>): Record<string, string> {
  const utm: Record<string, string> = {};
  const add = (source: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(source)) {
      const shown = text(value);
      if (key.startsWith("utm_") && shown !== null) utm[key] = shown;
    }
  };
  add(payload);
  add(record(payload.utm_params));
  return utm;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function leadDetailView(detail: LeadDetail, status: LeadStatus, primary: Lead | null) {
  const { lead, deliveries, attempts, linked } = detail;
  const tags = Array.isArray(lead.payload.tags) ? lead.payload.tags.map((tag) => shownValue(tag)) : [];
  return {
    lead: {
      ...leadListItem(lead, status),
      fields: labelledFields(lead.payload).map(([label, value]) => ({ label, value })),
      tags,
      spamReason: lead.spamReason,
      /** The reason in the owner's words, as the e-mails give it. */
      spamReasonText: lead.spamReason ? reasonText(lead.spamReason) : null,
      releasedAt: iso(lead.releasedAt),
      markedSpamAt: iso(lead.markedSpamAt),
      utm: utmOf(lead.payload),
    },
    deliveries: deliveries.map((delivery) => ({
      id: delivery.id,
      destination: delivery.destination,
      // Its name in the owner's words (its module's), which the Leads screen shows as it is.
      label: destinationLabel(delivery.destination),
      status: delivery.status,
      attempts: delivery.attempts,
      lastStatus: delivery.lastStatus,
      lastError: delivery.lastError,
      deliveredAt: iso(delivery.deliveredAt),
      // What the destination reported after it took it (a text: delivered to the phone or not),
      // with the owner's words for it, as the lead's owner page gives them; null until it reports.
      receipt: delivery.receipt
        ? {
            status: delivery.receipt.status,
            errorCode: delivery.receipt.errorCode,
            at: delivery.receipt.at.toISOString(),
            emailedAt: iso(delivery.receipt.emailedAt),
            text: receiptWords(delivery),
          }
        : null,
      attemptLog: attempts
        .filter((attempt) => attempt.deliveryId === delivery.id)
        .map((attempt) => ({
          startedAt: attempt.startedAt.toISOString(),
          durationMs: attempt.durationMs,
          statusCode: attempt.statusCode,
          error: attempt.error,
          outcome: attempt.outcome,
        })),
    })),
    // The lead this one completes (if any), then the ones that complete it.
    linked: [...(primary ? [primary] : []), ...linked].map((other) => ({
      id: other.id,
      form: other.formName,
      receivedAt: other.createdAt.toISOString(),
    })),
  };
}

/**
 * A period's counts for the dashboard widget: the leads', and the instant estimates shown and sent
 * per service, each with the service's name as the estimate's select shows it.
 */
export function summaryView(since: Date, summary: LeadSummary) {
  return {
    since: since.toISOString(),
    ...summary,
    estimates: summary.estimates.map((row) => ({
      service: row.service,
      label: ESTIMATE_SERVICES[row.service].label,
      shown: row.shown,
      sent: row.sent,
    })),
  };
}
