/**
 * Migration 11: a destination's last word on a delivery it took (docs/decisions/049-sms-destination.md).
 * Twilio calls back once a text reached the phone or never will; the store keeps its last final
 * status (`delivered`, `failed`, `undelivered`), its error code, when it came, and when the lead was
 * e-mailed to the owner instead of a text that failed, beside the delivery (rules/receipts.ts).
 * Nullable columns: the version before neither reads nor writes
 * them, and its `SELECT *` passes over them.
 */
export const deliveryReceipts = {
  version: 11,
  name: "a destination's last word on a delivery",
  sqlite: [
    "ALTER TABLE lead_deliveries ADD COLUMN receipt_status TEXT",
    "ALTER TABLE lead_deliveries ADD COLUMN receipt_error_code TEXT",
    "ALTER TABLE lead_deliveries ADD COLUMN receipt_at TEXT",
    "ALTER TABLE lead_deliveries ADD COLUMN receipt_emailed_at TEXT",
  ],
  postgres: [
    "ALTER TABLE lead_deliveries ADD COLUMN receipt_status text",
    "ALTER TABLE lead_deliveries ADD COLUMN receipt_error_code text",
    "ALTER TABLE lead_deliveries ADD COLUMN receipt_at timestamptz",
    "ALTER TABLE lead_deliveries ADD COLUMN receipt_emailed_at timestamptz",
  ],
} as const;
