import type { Logger } from "../../core/log.ts";
import {
  type DeliveryOutbox,
  type Destination,
  PARKED_SEND_DAYS,
  type SettledDestination,
} from "../store/index.ts";
import { destinationOf } from "./destinations/index.ts";
import { LEADS_COMMAND } from "./email.ts";

/** How often a running worker parks again what waits for a destination it cannot send to. */
export const SETTLE_EVERY_MS = 5 * 60_000;

/** The owner's sentence for one destination's settle, or null when there is nothing to say. */
export function settledMessage(
  { destination, parked, sent, stillParked }: SettledDestination,
  deliverable: boolean,
  atStart: boolean,
  leadsCommand: string = LEADS_COMMAND,
): string | null {
  const leads = (n: number) => (n === 1 ? "1 delivery" : `${n} deliveries`);
  /** The verb that agrees with `n` deliveries: [one, many]. */
  const verb = (n: number, one: string, many: string) => (n === 1 ? one : many);
  const { settledTo: to, setting, settingIsPlural } = destinationOf(destination).words;
  if (deliverable) {
    const parts: string[] = [];
    if (sent > 0)
      parts.push(
        `${leads(sent)} to ${to} waited for ${setting} and ${verb(sent, "goes", "go")} out now (the leads of the last ${PARKED_SEND_DAYS} days).`,
      );
    if (atStart && stillParked > 0)
      parts.push(
        `${leads(stillParked)} to ${to} ${verb(stillParked, "stays", "stay")} kept and unsent: ${verb(stillParked, "its lead is", "their leads are")} older than ${PARKED_SEND_DAYS} days or marked as spam (${leadsCommand} list --status parked lists them; ${leadsCommand} send-parked DAYS sends those of more days).`,
      );
    return parts.length > 0 ? parts.join(" ") : null;
  }
  if (parked === 0 && !(atStart && stillParked > 0)) return null;
  return `${setting} ${verb(settingIsPlural ? 2 : 1, "is", "are")} not set: ${leads(stillParked)} to ${to} ${verb(stillParked, "is", "are")} kept, parked, not pending. Set ${settingIsPlural ? "them" : "it"} and restart to send those of the last ${PARKED_SEND_DAYS} days.`;
}

/**
 * Settles the store's deliveries with what this process can send (settleDestinations) and says so:
 * `lead_deliveries.settled`, one line per destination with something to say; at the start, the
 * parked ones it leaves too. Answers the number put back in line.
 */
export async function settleDeliveries(
  store: Pick<DeliveryOutbox, "settleDestinations">,
  deliverable: readonly Destination[],
  log: Logger,
  atStart: boolean,
  leadsCommand?: string,
): Promise<number> {
  const settled = await store.settleDestinations({ deliverable });
  for (const one of settled) {
    const can = deliverable.includes(one.destination);
    const message = settledMessage(one, can, atStart, leadsCommand);
    if (!message) continue;
    log({
      event: "lead_deliveries.settled",
      destination: one.destination,
      configured: can,
      parked: one.parked,
      sent: one.sent,
      stillParked: one.stillParked,
      sendDays: PARKED_SEND_DAYS,
      message,
    });
  }
  return settled.reduce((sum, one) => sum + one.sent, 0);
}
