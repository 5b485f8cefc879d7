/**
 * A destination's last word on a delivery it took (rules/receipts.ts): Twilio's status callback says
 * whether the owner's text reached the phone (docs/decisions/049-sms-destination.md).
 */

/** The final statuses a destination reports after it took a delivery. */
export const RECEIPT_STATUSES = ["delivered", "failed", "undelivered"] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** Error codes are Twilio's numbers ("30003"); longer text is cut to this. */
export const RECEIPT_ERROR_CODE_MAX = 20;

export interface DeliveryReceipt {
  status: ReceiptStatus;
  /** The destination's error code ("30003"), when it gave one. */
  errorCode: string | null;
  /** When the store was told. */
  at: Date;
  /** For a text that failed: when the lead was e-mailed to the owner instead; null when it was not. */
  emailedAt: Date | null;
}

export interface ReceiptReport {
  deliveryId: string;
  /** The lead the delivery is of: a report naming another lead records nothing. */
  leadId: string;
  status: ReceiptStatus;
  errorCode?: string | null;
  /** The lead went to the owner by e-mail instead (a text that failed); recorded with `now`. */
  emailed?: boolean;
  now?: Date;
}

/** The destinations' reports on deliveries they took. */
export interface DeliveryReceipts {
  /**
   * Records a final status against its delivery, replacing the one before (the last word counts);
   * false when no delivery of that id belongs to that lead.
   */
  recordReceipt(report: ReceiptReport): Promise<boolean>;
}
