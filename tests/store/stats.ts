import { SERVICE_IDS } from "@shared/estimate/model.ts";
import { describe, expect, it } from "vitest";
import { type NewLead, pagePathOf, SUMMARY_TOP } from "../../server/leads/store/index.ts";
import type { StoreHarness } from "./harness.ts";

/** The counts (LeadStats, EstimateCounts): by status and destination, and the dashboard's summary. */
export function statsContract({ openStore, quote, at, visitor }: StoreHarness): void {
  it("counts leads and deliveries by status and destination, with the oldest pending age", async () => {
    const store = await openStore();
    await store.submit(quote({ receivedAt: at(0) }));
    await store.submit(quote({ receivedAt: at(1_000) }));
    await store.submit(quote({ receivedAt: at(2_000), spamReason: "too fast" }));
    for (const { delivery } of await store.claimDue({ workerId: "w1", now: at(0) })) {
      await store.recordAttempt({
        deliveryId: delivery.id,
        workerId: "w1",
        startedAt: at(0),
        durationMs: 10,
        outcome: delivery.destination === "webhook" ? "delivered" : "dead",
      });
    }

    const stats = await store.stats(at(61_000));
    expect(stats).toEqual({
      leads: 3,
      spamLeads: 1,
      deliveries: { pending: 2, delivered: 1, dead: 1, skipped: 2, parked: 0 },
      byDestination: {
        webhook: { pending: 1, delivered: 1, dead: 0, skipped: 1, parked: 0 },
        email: { pending: 1, delivered: 0, dead: 1, skipped: 1, parked: 0 },
        sms: { pending: 0, delivered: 0, dead: 0, skipped: 0, parked: 0 },
      },
      oldestPendingAt: at(1_000),
      oldestPendingAgeMs: 60_000,
    });
    await store.retryDead(at(0));
    expect((await store.stats(at(61_000))).oldestPendingAt).toEqual(at(0));
  });

  describe("the owner's list, export and dashboard", () => {
    const noEstimates = SERVICE_IDS.map((service) => ({ service, shown: 0, sent: 0 }));

    it("reads the page a lead came from the same way in SQL as in code", async () => {
      const store = await openStore();
      const pages = [
        "https://www.example.com/services/patios?utm_source=google#form",
        "HTTP://Example.com",
        "https://example.com?x=1",
        "/contact",
        "mailto:someone@example.com",
        "https://example.com/",
      ];
      for (const [i, page] of pages.entries())
        await store.submit(visitor(`Path Visitor${i}`, { page, receivedAt: at(i) }));
      await store.submit(quote({ receivedAt: at(10), payload: { name: "No Page" } }));
      const { byPage } = await store.summary(at(-1));
      const expected = new Map<string | null, number>();
      for (const page of [...pages, undefined]) {
        const path = pagePathOf(page);
        expected.set(path, (expected.get(path) ?? 0) + 1);
      }
      expect(new Map(byPage.map((row) => [row.page, row.count]))).toEqual(expected);
      expect(byPage[0]).toEqual({ page: "/", count: 3 });
    });

    it("sums up the leads since a time: held and failed counted, each visitor action once, by page and campaign", async () => {
      const store = await openStore();
      const campaign = (source: string | null, name: string | null) => ({
        utm_params: { ...(source ? { utm_source: source } : {}), ...(name ? { utm_campaign: name } : {}) },
      });
      await store.submit(visitor("Old Lead", { receivedAt: at(-10_000) }));
      await store.submit(visitor("Ann A", { payload: campaign("google", "spring") }));
      await store.submit(
        visitor("Ben B", { payload: campaign("google", "spring"), page: "https://x.test/quote" }),
      );
      await store.submit(
        visitor("Cal C", { payload: { utm_source: "facebook" }, page: "https://x.test/quote" }),
      );
      await store.submit(visitor("Dee D", { payload: campaign(null, null), page: "https://x.test/quote" }));
      // Held: counted in the total and as held, never in the breakdowns.
      await store.submit(visitor("Bot B", { payload: campaign("spam", "spam"), spamReason: "honeypot" }));
      // The quote page's follow-up is the same visitor action as its primary.
      const primary = await store.submit(
        visitor("Eve E", { endpoint: "wp-forms-quote", page: "https://x.test/quote" }),
      );
      await store.submit(visitor("Eve E", { linkedLeadId: primary.lead.id, destinations: [] }));
      // Marked as spam by the owner: counted, but not in the breakdowns.
      const marked = await store.submit(visitor("Max Marked", { payload: campaign("bing", null) }));
      await store.markSpam(marked.lead.id, at(1_000));

      const summary = await store.summary(at(-1));
      expect(summary).toEqual({
        total: 7,
        held: 1,
        failed: 0,
        byPage: [
          { page: "/quote", count: 4 },
          { page: "/contact", count: 1 },
        ],
        byCampaign: [
          { source: "google", campaign: "spring", count: 2 },
          { source: null, campaign: null, count: 2 },
          { source: "facebook", campaign: null, count: 1 },
        ],
        estimates: noEstimates,
      });
      expect((await store.summary(at(-20_000))).total).toBe(8);
      expect(await store.summary(at(1))).toEqual({
        total: 0,
        held: 0,
        failed: 0,
        byPage: [],
        byCampaign: [],
        estimates: noEstimates,
      });
    });

    it("counts the instant estimates shown by day and service, and the estimate leads sent, per service", async () => {
      const store = await openStore();
      const day = (ms: number) => at(ms).toISOString().slice(0, 10);
      // Two processes' flushes add up; an unknown service, a bad day or a count that is not a whole
      // positive number is never written.
      await store.addEstimatesShown([
        { day: day(0), service: "driveways", shown: 3 },
        { day: day(0), service: "patios", shown: 1 },
      ]);
      await store.addEstimatesShown([{ day: day(0), service: "driveways", shown: 2 }]);
      await store.addEstimatesShown([
        { day: day(-3 * 86_400_000), service: "driveways", shown: 7 },
        { day: day(0), service: "garages" as never, shown: 5 },
        { day: "yesterday", service: "floors", shown: 5 },
        { day: day(0), service: "floors", shown: -5 },
        { day: day(0), service: "floors", shown: 1.5 },
      ]);
      await store.addEstimatesShown([]);
      const estimateLead = (name: string, service: string, extra: Partial<NewLead> = {}) =>
        visitor(name, {
          page: "https://www.example.com/estimate",
          payload: { estimate: { service, size: 600, low: 4800, high: 8400, currency: "USD" } },
          ...extra,
        });
      await store.submit(estimateLead("Sent One", "driveways"));
      await store.submit(estimateLead("Sent Two", "driveways"));
      await store.submit(estimateLead("Sent Three", "sidewalk-repair"));
      // Held as spam, or another form carrying an estimate-like field: not a sent estimate.
      await store.submit(estimateLead("Held Bot", "driveways", { spamReason: "honeypot" }));
      await store.submit(estimateLead("Other Form", "patios", { formName: "Website Contact Form" }));
      await store.submit(estimateLead("Made Up", "garages"));

      const summary = await store.summary(at(-1));
      expect(summary.estimates).toEqual([
        { service: "driveways", shown: 5, sent: 2 },
        { service: "patios", shown: 1, sent: 0 },
        { service: "sidewalks", shown: 0, sent: 0 },
        { service: "sidewalk-repair", shown: 0, sent: 1 },
        { service: "overlays", shown: 0, sent: 0 },
        { service: "floors", shown: 0, sent: 0 },
      ]);
      const month = await store.summary(at(-30 * 86_400_000));
      expect(month.estimates[0]).toEqual({ service: "driveways", shown: 12, sent: 2 });
    });

    it(`answers at most ${SUMMARY_TOP} pages and campaigns, the most common first`, async () => {
      const store = await openStore();
      for (let i = 0; i < SUMMARY_TOP + 2; i += 1) {
        for (let j = 0; j <= (i === 5 ? 3 : 0); j += 1)
          await store.submit(
            visitor(`Many${i}x${j}`, { page: `https://x.test/p${i}`, payload: { utm_campaign: `c${i}` } }),
          );
      }
      const summary = await store.summary(at(-1));
      expect(summary.byPage).toHaveLength(SUMMARY_TOP);
      expect(summary.byPage[0]).toEqual({ page: "/p5", count: 4 });
      expect(summary.byCampaign).toHaveLength(SUMMARY_TOP);
      expect(summary.byCampaign[0]).toEqual({ source: null, campaign: "c5", count: 4 });
    });
  });
}
