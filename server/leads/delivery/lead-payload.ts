import type { Lead } from "../store/index.ts";

/**
 * What the business is sent for a lead, by every destination. A quote primary with a linked
 * follow-up sends the newest follow-up's payload (tags, labels, utm_params…) over its own, so the
 * business is told once.
 */
export function leadDeliveryPayload(lead: Lead, linked: readonly Lead[] = []): Record<string, unknown> {
  // Only the quote page's follow-up is sent through its primary; a two-step form's step 2 has its own delivery.
  const followUp = lead.endpoint === "wp-forms-quote" ? linked[0] : undefined;
  return followUp ? { ...lead.payload, ...followUp.payload } : { ...lead.payload };
}
