export type { BackoffPolicy } from "./backoff.ts";
export { type HeldDigestJob, type HeldDigestOptions, startHeldDigest } from "./held-digest.ts";
export { type OwnerAlertsJob, type OwnerAlertsOptions, startOwnerAlerts } from "./owner-alerts.ts";
export {
  type DeliveryEnv,
  type DeliveryWorker,
  type DeliveryWorkerOptions,
  startDeliveryWorker,
} from "./worker.ts";
