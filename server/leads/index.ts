/**
 * The leads module's front door: what the rest of the server may use of it (scripts/lib/layers.test.ts
 * holds every other server module to this file). Submissions in (router), their store and its spool,
 * their deliveries, the owner's links and the WordPress Leads screen's API, and the `leads` command.
 */
export { createLeadAdminRouter } from "./admin/api.ts";
export {
  type BookingPageSource,
  type BookingService,
  bookingPageSource,
  type ChosenCalendar,
  chooseOwnerCalendar,
  createBookingRouter,
  createBookingService,
  createOwnerCalendar,
  createVisitMailer,
  type OwnerCalendar,
  startCalendarWarnings,
  startVisitReminders,
  type VisitMailer,
} from "./booking/index.ts";
export { runLeadsCli } from "./cli.ts";
export {
  createTwilioStatusRouter,
  createVisitorEstimateMailer,
  type DeliveryWorker,
  deliveryPlan,
  startDeliveryWorker,
  startHeldDigest,
  startOwnerAlerts,
  type VisitorEstimateMailer,
} from "./delivery/index.ts";
export type { LeadEndpoint } from "./endpoints.ts";
export {
  createEstimatesShownRouter,
  type EstimatesShownCounter,
  estimatePageGuard,
  isEstimateAddress,
  shownSightings,
  startEstimatesShownCounter,
} from "./estimate-counts.ts";
export { type OwnerLinks, ownerLinksFor } from "./owner/links.ts";
export { createOwnerLinkRouter } from "./owner/router.ts";
export { estimateRefusalPage } from "./plain-form-page.tsx";
export { QUOTE_LINK_KEY_NAME } from "./quote-link.ts";
export { createLeadRouter } from "./router.ts";
export { type LeadSpool, openLeadSpool } from "./spool.ts";
export { startSpoolDrainer } from "./spool-drainer.ts";
export {
  type Destination,
  keepSqliteStorePrivate,
  type LeadStats,
  type LeadStore,
  openLeadStore,
  type StoreConnection,
  type StoreKeys,
  sqlitePathFromUrl,
} from "./store/index.ts";
