import { SERVICE_IDS } from "@shared/estimate/model.ts";
import { QUOTE_FORM_NAME } from "@shared/forms/quote/lead.ts";
import type { Dialect } from "../dialect.ts";
import { firstRow, raw, rows, type Sql, sql } from "../sql.ts";
import { DESTINATIONS, type DeliveryStatus, type Destination } from "../types/read.ts";
import { type LeadStats, type LeadSummary, type StoreStats, SUMMARY_TOP } from "../types/stats.ts";
import { FAILED } from "./owner-desk.ts";
import type { RowReader } from "./read.ts";

export function emptyStats(): StoreStats {
  const counts = (): Record<DeliveryStatus, number> => ({
    pending: 0,
    delivered: 0,
    dead: 0,
    skipped: 0,
    parked: 0,
  });
  return {
    leads: 0,
    spamLeads: 0,
    deliveries: counts(),
    byDestination: Object.fromEntries(DESTINATIONS.map((destination) => [destination, counts()])) as Record<
      Destination,
      Record<DeliveryStatus, number>
    >,
    oldestPendingAt: null,
    oldestPendingAgeMs: 0,
  };
}

/** The owner's dashboard (summary) and the store's health in numbers (stats). */
export function leadStats(d: Dialect, read: RowReader): LeadStats {
  const payload = raw("l.payload");
  const campaign = (key: string): Sql =>
    sql`coalesce(nullif(trim(${d.jsonText(payload, "utm_params", key)}), ''), nullif(trim(${d.jsonText(payload, key)}), ''))`;
  const textOrNull = (value: unknown) => (value == null ? null : String(value));

  return {
    async summary(since): Promise<LeadSummary> {
      // A visitor's one action counts once: a lead linked to another is not counted.
      const window = sql`l.created_at >= ${since} AND l.linked_lead_id IS NULL`;
      const counted = sql`${window} AND l.spam = ${d.false} AND l.marked_spam_at IS NULL`;
      return d.run(
        (function* () {
          const counts = yield* firstRow(
            sql`SELECT COUNT(*) AS total, COUNT(*) FILTER (WHERE l.spam = ${d.true}) AS held,
                COUNT(*) FILTER (WHERE ${FAILED}) AS failed
              FROM leads l WHERE ${window}`,
          );
          const byPage = yield* rows(
            sql`SELECT * FROM (
                SELECT ${d.pagePath(d.jsonText(payload, "page_url"))} AS page, COUNT(*) AS n
                FROM leads l WHERE ${counted} GROUP BY 1
              ) pages ORDER BY n DESC, page IS NULL, ${d.byteOrder(raw("page"))} LIMIT ${SUMMARY_TOP}`,
          );
          const byCampaign = yield* rows(
            sql`SELECT * FROM (
                SELECT ${campaign("utm_source")} AS source, ${campaign("utm_campaign")} AS campaign, COUNT(*) AS n
                FROM leads l WHERE ${counted} GROUP BY 1, 2
              ) campaigns
              ORDER BY n DESC, source IS NULL, ${d.byteOrder(raw("source"))},
                campaign IS NULL, ${d.byteOrder(raw("campaign"))}
              LIMIT ${SUMMARY_TOP}`,
          );
          // An estimate lead is a "Website Quote Form" lead the server priced (parse.ts): its estimate's service.
          const service = d.jsonText(payload, "estimate", "service");
          const sent = yield* rows(
            sql`SELECT ${service} AS service, COUNT(*) AS n FROM leads l
              WHERE ${counted} AND l.form_name = ${QUOTE_FORM_NAME} AND ${d.anyOf(service, SERVICE_IDS)}
              GROUP BY 1`,
          );
          const shown = yield* rows(
            sql`SELECT service, SUM(shown) AS n FROM estimate_counts
              WHERE day >= ${since.toISOString().slice(0, 10)} GROUP BY service`,
          );
          const countOf = (found: typeof sent, id: string) =>
            Number(found.find((row) => String(row.service) === id)?.n ?? 0);
          return {
            total: Number(counts!.total),
            held: Number(counts!.held),
            failed: Number(counts!.failed),
            byPage: byPage.map((row) => ({ page: textOrNull(row.page), count: Number(row.n) })),
            byCampaign: byCampaign.map((row) => ({
              source: textOrNull(row.source),
              campaign: textOrNull(row.campaign),
              count: Number(row.n),
            })),
            estimates: SERVICE_IDS.map((id) => ({
              service: id,
              shown: countOf(shown, id),
              sent: countOf(sent, id),
            })),
          };
        })(),
      );
    },

    async stats(now = new Date()) {
      return d.run(
        (function* () {
          const stats = emptyStats();
          const leads = yield* firstRow(
            sql`SELECT COUNT(*) AS leads, COUNT(*) FILTER (WHERE spam = ${d.true}) AS spam FROM leads`,
          );
          stats.leads = Number(leads!.leads);
          stats.spamLeads = Number(leads!.spam);
          const counts = yield* rows(
            // A parked row is 'skipped' in the table: counted apart, neither pending nor held.
            raw(
              `SELECT destination, CASE WHEN parked_at IS NULL THEN status ELSE 'parked' END AS status,
                COUNT(*) AS n FROM lead_deliveries GROUP BY 1, 2`,
            ),
          );
          for (const row of counts) {
            const n = Number(row.n);
            stats.deliveries[row.status as DeliveryStatus] += n;
            // A destination this version does not know (a newer one's, after a rollback) is in the
            // totals only.
            const byStatus = stats.byDestination[row.destination as Destination] as
              | Record<DeliveryStatus, number>
              | undefined;
            if (byStatus) byStatus[row.status as DeliveryStatus] += n;
          }
          const oldest = yield* firstRow(
            raw("SELECT MIN(created_at) AS oldest FROM lead_deliveries WHERE status = 'pending'"),
          );
          stats.oldestPendingAt = read.dateOrNull(oldest!.oldest);
          stats.oldestPendingAgeMs = stats.oldestPendingAt
            ? Math.max(0, now.getTime() - stats.oldestPendingAt.getTime())
            : 0;
          return stats;
        })(),
      );
    },
  };
}
