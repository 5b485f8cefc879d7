import type { Destination, NewDelivery } from "../store/index.ts";
import { DESTINATION_LIST, type DestinationEnv } from "./destinations/index.ts";

/**
 * Where a lead goes, decided once from the environment (docs/decisions/005, 046-lead-destinations):
 * - `recorded`: the deliveries stored with each lead, one per destination whatever is set: those
 *   this process can send are pending; the others are parked (not pending, not counted), and go out
 *   once their setting is made and the site restarts (the worker's settle, PARKED_SEND_DAYS).
 * - `deliverable`: what this process can send now: each destination whose settings are made
 *   (its module's `configured`: the lead service with LEAD_WEBHOOK_URL, the business's e-mail with
 *   SMTP_URL and NOTIFY_EMAIL). One alone, or several, is a site's choice.
 */
export interface DeliveryPlan {
  recorded: NewDelivery[];
  deliverable: Destination[];
}

export function deliveryPlan(env: DestinationEnv): DeliveryPlan {
  return {
    recorded: DESTINATION_LIST.map((destination) =>
      destination.configured(env) ? destination.id : { destination: destination.id, parked: true },
    ),
    deliverable: DESTINATION_LIST.filter((destination) => destination.configured(env)).map(
      (destination) => destination.id,
    ),
  };
}
