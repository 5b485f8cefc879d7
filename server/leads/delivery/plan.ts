import type { Env } from "../../core/env.ts";
import { DESTINATIONS, type Destination, type NewDelivery } from "../store/index.ts";

/**
 * Where a lead goes, decided once from the environment (docs/decisions/005, 046-lead-destinations):
 * - `recorded`: the deliveries stored with each lead, one per destination whatever is set: those
 *   this process can send are pending; the others are parked (not pending, not counted), and go out
 *   once their setting is made and the site restarts (the worker's settle, PARKED_SEND_DAYS).
 * - `deliverable`: what this process can send now: the lead service with LEAD_WEBHOOK_URL, the
 *   business's e-mail with SMTP_URL and NOTIFY_EMAIL. Either alone, or both, is a site's choice.
 */
export interface DeliveryPlan {
  recorded: NewDelivery[];
  deliverable: Destination[];
}

export function deliveryPlan(env: Pick<Env, "SMTP_URL" | "NOTIFY_EMAIL" | "LEAD_WEBHOOK_URL">): DeliveryPlan {
  const set: Record<Destination, boolean> = {
    webhook: Boolean(env.LEAD_WEBHOOK_URL),
    email: Boolean(env.SMTP_URL && env.NOTIFY_EMAIL),
  };
  return {
    recorded: DESTINATIONS.map((destination) =>
      set[destination] ? destination : { destination, parked: true },
    ),
    deliverable: DESTINATIONS.filter((destination) => set[destination]),
  };
}
