export type { BackoffPolicy } from "./backoff.ts";
export {
  type DeliveryEnv,
  type DeliveryWorker,
  type DeliveryWorkerOptions,
  startDeliveryWorker,
} from "./worker.ts";
