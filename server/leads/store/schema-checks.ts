/**
 * The CHECKs the store's tables were made with (migrations.ts), shared by the migrations that
 * make those tables again (migration-10.ts). A released migration's text never changes.
 */
export const FORM_TYPE_CHECK = "form_type IN ('quote', 'lead', 'contact')";
/** Migration 1's list of destinations; dropped by migration 10, the store checks them in code since. */
export const DESTINATION_CHECK = "destination IN ('webhook', 'email')";
export const STATUS_CHECK = "status IN ('pending', 'delivered', 'dead', 'skipped')";
export const OUTCOME_CHECK = "outcome IN ('delivered', 'retry', 'dead')";
export const ALERT_KIND_CHECK = "kind IN ('dead', 'backlog', 'quiet')";
