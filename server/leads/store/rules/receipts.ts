import type { Dialect } from "../dialect.ts";
import { changes, sql } from "../sql.ts";
import {
  type DeliveryReceipts,
  RECEIPT_ERROR_CODE_MAX,
  RECEIPT_STATUSES,
  type ReceiptReport,
} from "../types/receipts.ts";
import { storableText } from "./intake.ts";

/** A destination's last word on a delivery, kept beside it (migration 11). */
export function deliveryReceipts(d: Dialect): DeliveryReceipts {
  return {
    async recordReceipt({ deliveryId, leadId, status, errorCode, emailed, now = new Date() }: ReceiptReport) {
      if (!RECEIPT_STATUSES.includes(status))
        throw new TypeError(`recordReceipt: unknown status "${status}"`);
      const code = storableText(errorCode)?.trim().slice(0, RECEIPT_ERROR_CODE_MAX) || null;
      const changed = await d.run(
        changes(
          sql`UPDATE lead_deliveries SET receipt_status = ${status}, receipt_error_code = ${code},
                receipt_at = ${now}, receipt_emailed_at = ${emailed ? now : null}
              WHERE id = ${deliveryId} AND lead_id = ${leadId}`,
        ),
      );
      return changed > 0;
    },
  };
}
