/**
 * The delivery module's front door: code outside delivery/ imports this file only
 * (scripts/lib/layers.test.ts). The worker and the owner's periodic e-mails, the visitor's copy of an
 * estimate, and the words and commands the owner's pages and the CLI share with those e-mails.
 */
export type { BackoffPolicy } from "./backoff.ts";
export {
  createTwilioStatusRouter,
  DESTINATION_LIST,
  DESTINATION_MODULES,
  type DestinationModule,
  destinationOf,
  type SmsState,
  sendTestTexts,
  sendTexts,
  smsState,
  type TestTextResult,
  toGsm7,
  twilioSettings,
} from "./destinations/index.ts";
export { createMailTransport, escapeHtml, LEADS_COMMAND, MARK_SPAM_COMMAND } from "./email.ts";
export {
  type HeldDigestJob,
  type HeldDigestOptions,
  RELEASE_COMMAND,
  sendHeldDigestNow,
  startHeldDigest,
} from "./held-digest.ts";
export { type OwnerAlertsJob, type OwnerAlertsOptions, startOwnerAlerts } from "./owner-alerts.ts";
export { RETRY_COMMAND } from "./owner-notices.ts";
export { deadReason, destinationInSentence, destinationLabel, receiptWords } from "./owner-wording.ts";
export { deliveryPlan } from "./plan.ts";
export { createRetryingMail } from "./retrying-mail.ts";
export {
  createVisitorEstimateMailer,
  estimateOfPayload,
  type VisitorEstimateMailer,
  visitorEstimateEmail,
} from "./visitor-estimate.ts";
export { visitorEmailSkipOf } from "./visitor-estimate-gate.ts";
export {
  type DeliveryEnv,
  type DeliveryWorker,
  type DeliveryWorkerOptions,
  startDeliveryWorker,
} from "./worker.ts";
