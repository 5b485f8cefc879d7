/**
 * Migration 12: whether a delivery's last claim took it over from a worker that died mid-attempt
 * (docs/decisions/049-sms-destination.md). A claim sets it when the row it leases still names an
 * owner whose lease ran out with no attempt recorded (a recorded attempt, a wait and a graceful stop
 * all clear the owner); the text's sender then asks Twilio whether the text already went before it
 * sends. A column with a default: the version before neither reads nor writes it, its inserts get 0
 * and its `SELECT *` passes over it.
 */
export const deliveryTakeovers = {
  version: 12,
  name: "a claim that took a delivery over from a worker that died",
  sqlite: ["ALTER TABLE lead_deliveries ADD COLUMN lease_taken_over INTEGER NOT NULL DEFAULT 0"],
  postgres: ["ALTER TABLE lead_deliveries ADD COLUMN lease_taken_over integer NOT NULL DEFAULT 0"],
} as const;
