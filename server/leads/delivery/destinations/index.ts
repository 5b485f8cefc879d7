/**
 * The places a lead is delivered to, one module each (docs/decisions/048-destinations-registry.md):
 * code outside destinations/ imports this file only. A new channel is its module and its entry
 * here, with its id in DESTINATIONS (server/core/deliveries.ts, the id list the store and the
 * metrics read below this floor): the type below makes a missing module an error, and
 * destinations.test.ts holds every list the site makes from it to exactly these ids.
 */
import { DESTINATIONS, type Destination } from "../../store/index.ts";
import { email } from "./email.ts";
import { sms } from "./sms.ts";
import type { DestinationModule } from "./types.ts";
import { webhook } from "./webhook.ts";

export const DESTINATION_MODULES: { readonly [D in Destination]: DestinationModule<D> } = {
  webhook,
  email,
  sms,
};

/** The destinations in DESTINATIONS' order, which the lists made from them keep. */
export const DESTINATION_LIST: readonly DestinationModule[] = DESTINATIONS.map(
  (id) => DESTINATION_MODULES[id] as DestinationModule,
);

/**
 * A destination this version has no module for: the store no longer lists them in its schema, so a
 * newer version's rows (read after a rollback) can be there. It is named by its id, never
 * configured, so never claimed or sent, and the pages, the CSV and the API still show its lead.
 */
function unknownDestination(id: string): DestinationModule {
  return {
    id: id as Destination,
    words: {
      label: id,
      inSentence: id,
      settledTo: id,
      setting: `the settings of ${id}`,
      settingIsPlural: true,
      missing: `version able to send to ${id}`,
      notSetNotice: `This version of the website cannot send to ${id}: those leads wait, kept, until a version that can runs.`,
      notConfigured: `this version cannot send to ${id}`,
      csvColumn: `${id}_status`,
      deadReason: ({ lasted, answer }) =>
        `It could not be sent to ${id} for ${lasted} (the last try: ${answer}).`,
    },
    waitsForFollowUp: false,
    configured: () => false,
    open() {
      throw new Error(`this version cannot send to ${id}`);
    },
    classify: () => "retry",
  };
}

/** One destination's module; one this version does not know is named by its id and never sent. */
export const destinationOf = (id: Destination): DestinationModule =>
  Object.hasOwn(DESTINATION_MODULES, id) ? DESTINATION_MODULES[id] : unknownDestination(id);

export { classifySmtpCode, createEmailSender, type EmailSender } from "./email.ts";
export {
  classifyTwilio,
  inQuietHours,
  quietHoursEnd,
  sendTexts,
  TWILIO_SIGNATURE_HEADER,
  TWILIO_STATUS_PATH,
  twilioSettings,
  twilioSignature,
  validTwilioSignature,
} from "./sms.ts";
export {
  type SmsState,
  sendTestTexts,
  smsState,
  type TestTextResult,
} from "./sms-owner.ts";
export { createTwilioStatusRouter } from "./sms-status.ts";
export { smsText, toGsm7 } from "./sms-text.ts";
export type {
  DeadFacts,
  DestinationEnv,
  DestinationModule,
  DestinationSender,
  OpenOptions,
  Sending,
} from "./types.ts";
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
