import { isEstimateService } from "@shared/estimate/model.ts";
import type { Dialect } from "../dialect.ts";
import { changes, sql } from "../sql.ts";
import type { EstimateCounts } from "../types/estimates.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant estimates shown, by day and service: each process adds what it counted since its last flush. */
export function estimateCounts(d: Dialect): EstimateCounts {
  return {
    async addEstimatesShown(counts) {
      // Only the fixed services and whole positive counts: the table stays as small as the list.
      const rows = counts.filter(
        (row) =>
          DAY.test(row.day) &&
          isEstimateService(row.service) &&
          Number.isSafeInteger(row.shown) &&
          row.shown > 0,
      );
      if (rows.length === 0) return;
      await d.transaction(
        (function* () {
          for (const row of rows) {
            yield* changes(
              sql`INSERT INTO estimate_counts (day, service, shown) VALUES (${row.day}, ${row.service}, ${row.shown})
                  ON CONFLICT (day, service) DO UPDATE SET shown = estimate_counts.shown + excluded.shown`,
            );
          }
        })(),
      );
    },
  };
}
