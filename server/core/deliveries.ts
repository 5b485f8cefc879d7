/**
 * The names of a lead's deliveries, listed once: where a lead goes, the states a delivery passes
 * through and what one attempt concluded. The lead store keeps them (its CHECKs list the statuses
 * and outcomes; a destination it checks in code), the delivery worker acts on them and the metrics
 * count by them; this is below both, so the metrics read the lists without loading the leads module
 * that counts through them.
 *
 * DESTINATIONS is the ids of the destinations' registry (server/leads/delivery/destinations/), one
 * module each: the registry is typed by it, so an id here without a module is a type error, and
 * destinations.test.ts there holds the two, and every list made from them, equal.
 */
export const DESTINATIONS = ["webhook", "email", "sms"] as const;
export type Destination = (typeof DESTINATIONS)[number];

/**
 * `skipped`: a held lead's, until it is released. `parked`: its destination is not set; it waits
 * out of line, counted apart from the pending, until a start with the setting sends it.
 */
export const DELIVERY_STATUSES = ["pending", "delivered", "dead", "skipped", "parked"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What the worker concluded from one attempt; it owns backoff and the retry budget. */
export const ATTEMPT_OUTCOMES = ["delivered", "retry", "dead"] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];
