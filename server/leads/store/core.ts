import type { Dialect } from "./dialect.ts";
import { estimateCounts } from "./rules/estimates.ts";
import { heldDigests } from "./rules/held-digest.ts";
import { leadIntake } from "./rules/intake.ts";
import { storeKeys } from "./rules/keys.ts";
import { deliveryOutbox } from "./rules/outbox.ts";
import { ownerAlerts } from "./rules/owner-alerts.ts";
import { ownerDesk } from "./rules/owner-desk.ts";
import { destinationParking } from "./rules/parking.ts";
import { rowReader } from "./rules/read.ts";
import { deliveryReceipts } from "./rules/receipts.ts";
import { leadStats } from "./rules/stats.ts";
import { visitorEmailCaps } from "./rules/visitor-emails.ts";
import { estimateVisits } from "./rules/visits.ts";
import type { LeadStore } from "./types.ts";

/** The whole store over one engine: every role's rules, written once, run by its dialect. */
export function leadStoreOn(d: Dialect): LeadStore {
  const read = rowReader(d);
  const keys = storeKeys(d);
  return {
    dialect: d.name,
    get: (leadId) => d.run(read.getLead(leadId)),
    ...leadIntake(d, read),
    ...deliveryOutbox(d, read),
    ...destinationParking(d),
    ...deliveryReceipts(d),
    ...ownerDesk(d, read),
    ...leadStats(d, read),
    ...estimateCounts(d),
    ...heldDigests(d, read),
    ...ownerAlerts(d, read),
    ...visitorEmailCaps(d, keys.storeKey),
    ...estimateVisits(d, read),
    ...keys,
    ping: () => d.ping(),
    close: () => d.close(),
  };
}
