/**
 * The places a lead is delivered to, one module each (docs/decisions/XXX-destinations-registry.md):
 * code outside destinations/ imports this file only. A new channel is its module and its entry
 * here, with its id in DESTINATIONS (server/core/deliveries.ts, the id list the store and the
 * metrics read below this floor): the type below makes a missing module an error, and
 * destinations.test.ts holds every list the site makes from it to exactly these ids.
 */
import { DESTINATIONS, type Destination } from "../../store/index.ts";
import { email } from "./email.ts";
import type { DestinationModule } from "./types.ts";
import { webhook } from "./webhook.ts";

export const DESTINATION_MODULES: { readonly [D in Destination]: DestinationModule<D> } = { webhook, email };

/** The destinations in DESTINATIONS' order, which the lists made from them keep. */
export const DESTINATION_LIST: readonly DestinationModule[] = DESTINATIONS.map(
  (id) => DESTINATION_MODULES[id] as DestinationModule,
);

/** One destination's module. */
export const destinationOf = (id: Destination): DestinationModule => DESTINATION_MODULES[id];

export { classifySmtpCode, createEmailSender, type EmailSender } from "./email.ts";
export type { DeadFacts, DestinationEnv, DestinationModule, DestinationSender, Sending } from "./types.ts";
export {
  classifyWebhookStatus,
  SIGNATURE_HEADER,
  sendWebhook,
  TIMESTAMP_HEADER,
  WEBHOOK_TIMEOUT_MS,
  type WebhookRequest,
  webhookBody,
  webhookSignature,
} from "./webhook.ts";
