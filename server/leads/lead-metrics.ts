import { referrerKey } from "@shared/forms/utm.ts";
import type { LeadChannel, LeadOutcome, LeadRefusal } from "../metrics/index.ts";

/**
 * A submission's answer in the words of the metrics (server/metrics/labels.ts): never the lead's
 * own text, only which of a few fixed kinds it was.
 */

/** The refusal an error status of the submission endpoints stands for (server/leads/router.ts). */
const REFUSAL_BY_STATUS: Readonly<Record<number, LeadRefusal>> = {
  400: "bad_request",
  405: "wrong_method",
  413: "too_large",
  415: "unsupported_type",
  422: "invalid",
  429: "rate_limited",
  503: "unavailable",
};

export function refusalOf(status: number): LeadRefusal {
  return REFUSAL_BY_STATUS[status] ?? (status >= 500 ? "error" : "bad_request");
}

/** Whether a lead came from a tagged campaign link, another site's link, or neither (its `utm_params`). */
export function channelOf(payload: Record<string, unknown>): LeadChannel {
  const campaign = payload.utm_params;
  const value = (key: string) => {
    const own =
      campaign && typeof campaign === "object" ? (campaign as Record<string, unknown>)[key] : undefined;
    const given = own ?? payload[key];
    return typeof given === "string" && given.trim() !== "";
  };
  if (value("utm_source")) return "campaign";
  return value(referrerKey) ? "referral" : "direct";
}

/** What became of a lead the site took, from its answer. */
export function outcomeOf(answer: { status: 200 | 201; held: boolean; spooled?: unknown }): LeadOutcome {
  if (answer.status === 200) return "duplicate";
  if (answer.spooled) return "spooled";
  return answer.held ? "held" : "stored";
}
