/**
 * The leads module's front door: what the rest of the server may use of it (scripts/lib/layers.test.ts
 * holds every other server module to this file). Submissions in (router), their store and its spool,
 * their deliveries, the owner's links and the WordPress Leads screen's API, and the `leads` command.
 */
export { createLeadAdminRouter } from "./admin/api";
export { runLeadsCli } from "./cli";
export {
  createVisitorEstimateMailer,
  type DeliveryWorker,
  deliveryPlan,
  startDeliveryWorker,
  startHeldDigest,
  startOwnerAlerts,
  type VisitorEstimateMailer,
} from "./delivery";
export type { LeadEndpoint } from "./endpoints";
export {
  createEstimatesShownRouter,
  type EstimatesShownCounter,
  estimatePageGuard,
  isEstimateAddress,
  shownSightings,
  startEstimatesShownCounter,
} from "./estimate-counts";
export { type OwnerLinks, ownerLinksFor } from "./owner/links";
export { createOwnerLinkRouter } from "./owner/router";
export { estimateRefusalPage } from "./plain-form-page";
export { QUOTE_LINK_KEY_NAME } from "./quote-link";
export { createLeadRouter } from "./router";
export { type LeadSpool, openLeadSpool } from "./spool";
export { startSpoolDrainer } from "./spool-drainer";
export {
  type Destination,
  keepSqliteStorePrivate,
  type LeadStats,
  type LeadStore,
  openLeadStore,
  type StoreConnection,
  type StoreKeys,
  sqlitePathFromUrl,
} from "./store";
