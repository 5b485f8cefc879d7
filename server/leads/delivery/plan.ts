import type { Env } from "../../core/env.ts";
import type { Destination } from "../store/index.ts";

/**
 * Where a lead goes, decided once from the environment (docs/decisions/005):
 * - `recorded`: the deliveries stored with each lead. The lead service always (a delivery waits,
 *   pending, until LEAD_WEBHOOK_URL is set, so a site started without it loses nothing), and the
 *   business's e-mail when SMTP and NOTIFY_EMAIL are set.
 * - `deliverable`: what this process can send now; a recorded destination missing here waits.
 */
export interface DeliveryPlan {
  recorded: Destination[];
  deliverable: Destination[];
}

export function deliveryPlan(env: Pick<Env, "SMTP_URL" | "NOTIFY_EMAIL" | "LEAD_WEBHOOK_URL">): DeliveryPlan {
  const email = Boolean(env.SMTP_URL && env.NOTIFY_EMAIL);
  return {
    recorded: email ? ["webhook", "email"] : ["webhook"],
    deliverable: [
      ...(env.LEAD_WEBHOOK_URL ? (["webhook"] as const) : []),
      ...(email ? (["email"] as const) : []),
    ],
  };
}
