/**
 * The quote page's one visitor action, in two calls: the primary submission
 * (stored and e-mailed by our server), then the lead helper's call to the lead
 * service. The second sends back the token the primary's answer gave, so the
 * server links them and the business is told once; a call without it is a lead
 * of its own. Only the primary decides what the visitor is told.
 */

import { QUOTE_LINK_ANSWER_FIELD, QUOTE_LINK_FIELD, quoteLead } from "@shared/forms/quote/lead.ts";
import type { QuoteValues } from "@shared/forms/quote/schema.ts";
import { type CampaignParams, readCampaign } from "@shared/forms/utm.ts";
import { type PageLocation, postLead, submitLead } from "~/forms/lead-client.ts";
import type { SpamTrapValues } from "../SpamTrap.tsx";

export const quotePrimaryEndpoint = "/api/wp/forms/quote";

/** What the visitor is told: success, the primary's error, or the setup's error (spec §8). */
export type QuoteSubmissionOutcome = "submitted" | "primary-failed" | "setup-failed";

export interface QuoteSubmissionOptions {
  /** One key per visitor action; reuse it when the visitor retries after a failure. */
  actionKey: string;
  /** The spam guard's fields, as the form holds them. */
  spam: SpamTrapValues;
  fetch?: typeof fetch;
  location?: PageLocation & { href: string };
  campaign?: CampaignParams;
  now?: Date;
  timeoutMs?: number;
}

// The original site's log text when the lead service refuses or cannot be reached.
const leadFailureFallback = "GHL submission failed";

export async function submitQuoteRequest(
  values: QuoteValues,
  options: QuoteSubmissionOptions,
): Promise<QuoteSubmissionOutcome> {
  const send = options.fetch ?? fetch;
  let primaryUrl: URL;
  let primaryBody: string;
  let location: PageLocation & { href: string };
  let campaign: CampaignParams;
  try {
    location = options.location ?? window.location;
    campaign = options.campaign ?? readCampaign();
    primaryUrl = new URL(quotePrimaryEndpoint, location.origin);
    primaryBody = JSON.stringify({
      ...values,
      utm_params: campaign,
      page_url: location.href,
      ...options.spam,
    });
  } catch {
    return "setup-failed";
  }

  let link: string | undefined;
  try {
    const response = await postLead(primaryUrl, primaryBody, options.actionKey, options);
    if (!response.ok) return "primary-failed";
    link = await linkTokenOf(response);
  } catch {
    return "primary-failed";
  }

  // The request is stored; a lead-service failure is for the business to see in its logs, not the visitor.
  try {
    const lead = quoteLead(values, { pageUrl: location.href, now: options.now ?? new Date() });
    const result = await submitLead(
      {
        ...lead,
        payload: { ...lead.payload, ...options.spam, ...(link ? { [QUOTE_LINK_FIELD]: link } : {}) },
        actionKey: options.actionKey,
      },
      { fetch: send, location, campaign, timeoutMs: options.timeoutMs },
    );
    if (!result.success) console.warn("Quote lead submission failed:", result.message || leadFailureFallback);
  } catch (error) {
    console.warn("Quote lead submission failed:", (error as Error)?.message || leadFailureFallback);
  }
  return "submitted";
}

/** The link token in the primary's answer; an answer without one (or not JSON) leaves the call unlinked. */
async function linkTokenOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    const token = (body as Record<string, unknown> | null)?.[QUOTE_LINK_ANSWER_FIELD];
    return typeof token === "string" ? token : undefined;
  } catch {
    return undefined;
  }
}
