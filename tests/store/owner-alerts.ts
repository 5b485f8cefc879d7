import { describe, expect, it } from "vitest";
import {
  DEAD_NOTICE_EVERY_MS,
  DEAD_NOTICE_GATHER_MS,
  EPISODE_REJOIN_MS,
  type LeadStore,
  OWNER_ALERT_STALE_MS,
} from "../../server/leads/store/index.ts";
import type { StoreHarness } from "./harness.ts";

/** The notices that tell the owner leads have stopped (OwnerAlerts, decision 020). */
export function ownerAlertsContract({ openStore, quote, at }: StoreHarness): void {
  describe("owner alerts", () => {
    const GATHER = DEAD_NOTICE_GATHER_MS;
    const HOUR = DEAD_NOTICE_EVERY_MS;

    /** The lead service answers every due delivery of `store` with a refusal, at `now`. */
    const refuseDue = async (store: LeadStore, now: Date, error = "HTTP 400: missing phone") => {
      const claimed = await store.claimDue({ workerId: "w-dead", now, limit: 100 });
      for (const { delivery } of claimed) {
        await store.recordAttempt({
          deliveryId: delivery.id,
          workerId: "w-dead",
          startedAt: now,
          durationMs: 30,
          statusCode: 400,
          error,
          outcome: "dead",
          now,
        });
      }
      return claimed.map(({ lead }) => lead.id);
    };
    const idsOf = (notice: { leads: { lead: { id: string } }[] } | null) =>
      notice?.leads.map(({ lead }) => lead.id);

    it("lists each lead whose delivery died once, after the gather time, in at most one notice an hour", async () => {
      const store = await openStore();
      const first = await store.submit(quote({ destinations: ["webhook"], receivedAt: at(0) }));
      const second = await store.submit(quote({ destinations: ["webhook"], receivedAt: at(1) }));
      await store.submit(quote({ destinations: ["webhook"], receivedAt: at(HOUR * 10) }));
      await refuseDue(store, at(10));
      const died = await store.get(first.lead.id);
      expect(died?.deliveries[0]).toMatchObject({ status: "dead", deadAt: at(10), retriedAt: null });

      // Leads that die together wait a moment, so one notice lists them all.
      expect(await store.claimDeadNotice({ now: at(GATHER) })).toBeNull();
      const notice = await store.claimDeadNotice({ now: at(GATHER + 10) });
      expect(notice?.total).toBe(2);
      expect(idsOf(notice)).toEqual([first.lead.id, second.lead.id]);
      expect(notice?.leads[0].deliveries[0]).toMatchObject({
        destination: "webhook",
        lastStatus: 400,
        lastError: "HTTP 400: missing phone",
      });
      // Claimed: another check gets nothing, before and after it is sent.
      expect(await store.claimDeadNotice({ now: at(GATHER + 20) })).toBeNull();
      await store.finishOwnerAlert({
        kind: "dead",
        claimId: notice!.claimId,
        sent: true,
        now: at(GATHER + 30),
      });
      expect(await store.claimDeadNotice({ now: at(HOUR * 5) })).toBeNull();

      // The third dies; the next notice lists it alone, and not within the hour after the last.
      await refuseDue(store, at(HOUR * 10));
      const later = at(HOUR * 10 + GATHER);
      await store.finishOwnerAlert({ kind: "dead", claimId: "not-a-claim", sent: true, now: later });
      const third = await store.claimDeadNotice({ now: later });
      expect(third?.total).toBe(1);
      await store.finishOwnerAlert({ kind: "dead", claimId: third!.claimId, sent: true, now: later });
      const fourth = await store.submit(quote({ destinations: ["webhook"], receivedAt: later }));
      await refuseDue(store, later);
      expect(await store.claimDeadNotice({ now: new Date(later.getTime() + HOUR - 1) })).toBeNull();
      const next = await store.claimDeadNotice({ now: new Date(later.getTime() + HOUR) });
      expect(idsOf(next)).toEqual([fourth.lead.id]);
    });

    it("names a lead once when both of its deliveries die, even at different times", async () => {
      const store = await openStore();
      const { lead } = await store.submit(quote({ receivedAt: at(0) }));
      const [webhook] = await store.claimDue({ workerId: "w1", now: at(0), destinations: ["webhook"] });
      await store.recordAttempt({
        deliveryId: webhook.delivery.id,
        workerId: "w1",
        startedAt: at(0),
        durationMs: 1,
        statusCode: 401,
        error: "HTTP 401: bad key",
        outcome: "dead",
        now: at(0),
      });
      const notice = await store.claimDeadNotice({ now: at(GATHER) });
      expect(idsOf(notice)).toEqual([lead.id]);
      await store.finishOwnerAlert({ kind: "dead", claimId: notice!.claimId, sent: true, now: at(GATHER) });
      await refuseDue(store, at(GATHER + 1), "SMTP 550: mailbox unavailable");
      expect(await store.claimDeadNotice({ now: at(GATHER + HOUR * 2) })).toBeNull();
    });

    it("lists a lead again once the owner retried it and it died again, and a retry acts once", async () => {
      const store = await openStore();
      const { lead } = await store.submit(quote({ receivedAt: at(0) }));
      await refuseDue(store, at(0));
      const notice = await store.claimDeadNotice({ now: at(GATHER) });
      await store.finishOwnerAlert({ kind: "dead", claimId: notice!.claimId, sent: true, now: at(GATHER) });

      // Only the webhook is sent again: the e-mail is still dead, so the lead is not listed anew.
      const webhook = (await store.get(lead.id))!.deliveries.find((d) => d.destination === "webhook")!;
      expect(await store.retry(webhook.id, at(HOUR * 2))).toBe(1);
      await refuseDue(store, at(HOUR * 2));
      expect(await store.claimDeadNotice({ now: at(HOUR * 3) })).toBeNull();

      // Both sent again, at once from two connections: one retry acts, the other finds nothing dead.
      const other = await openStore();
      const counts = await Promise.all([
        store.retry(lead.id, at(HOUR * 4)),
        other.retry(lead.id, at(HOUR * 4)),
      ]);
      expect(counts.sort()).toEqual([0, 2]);
      const retried = await store.get(lead.id);
      expect(retried?.deliveries.map((d) => [d.status, d.retriedAt, d.deadAt])).toEqual([
        ["pending", at(HOUR * 4), null],
        ["pending", at(HOUR * 4), null],
      ]);
      await refuseDue(store, at(HOUR * 4));
      const again = await store.claimDeadNotice({ now: at(HOUR * 4 + GATHER) });
      expect(idsOf(again)).toEqual([lead.id]);
    });

    it("undoes a notice that was not sent, and lets another process take over one left unfinished", async () => {
      const store = await openStore();
      const { lead } = await store.submit(quote({ destinations: ["webhook"], receivedAt: at(0) }));
      await refuseDue(store, at(0));
      const failed = await store.claimDeadNotice({ now: at(GATHER) });
      await store.finishOwnerAlert({
        kind: "dead",
        claimId: failed!.claimId,
        sent: false,
        now: at(GATHER),
      });
      const again = await store.claimDeadNotice({ now: at(GATHER + 1) });
      expect(idsOf(again)).toEqual([lead.id]);

      // The process that claimed it died: after the stale time another takes its leads over.
      const newer = await store.submit(quote({ destinations: ["webhook"], receivedAt: at(GATHER + 2) }));
      await refuseDue(store, at(GATHER + 2));
      expect(await store.claimDeadNotice({ now: at(GATHER + OWNER_ALERT_STALE_MS) })).toBeNull();
      const takeover = await store.claimDeadNotice({ now: at(GATHER + 1 + OWNER_ALERT_STALE_MS) });
      expect(idsOf(takeover)).toEqual([lead.id, newer.lead.id]);
      // The late finish of the dead process changes nothing; the new claim's finish counts.
      await store.finishOwnerAlert({ kind: "dead", claimId: again!.claimId, sent: false, now: at(HOUR) });
      await store.finishOwnerAlert({ kind: "dead", claimId: takeover!.claimId, sent: true, now: at(HOUR) });
      expect(await store.claimDeadNotice({ now: at(HOUR * 5) })).toBeNull();
    });

    it("gives a dead lead to one of two processes claiming at once", async () => {
      const [storeA, storeB] = [await openStore(), await openStore()];
      for (let round = 1; round <= 5; round += 1) {
        const now = at(round * HOUR * 2);
        await storeA.submit(quote({ destinations: ["webhook"], receivedAt: now }));
        await storeA.submit(quote({ destinations: ["webhook"], receivedAt: now }));
        await refuseDue(storeA, now);
        const later = new Date(now.getTime() + GATHER);
        const notices = await Promise.all([
          storeA.claimDeadNotice({ now: later }),
          storeB.claimDeadNotice({ now: later }),
        ]);
        const winners = notices.filter((notice) => notice !== null);
        expect(winners).toHaveLength(1);
        expect(winners[0]?.total).toBe(2);
        await storeB.finishOwnerAlert({
          kind: "dead",
          claimId: winners[0]!.claimId,
          sent: true,
          now: later,
        });
      }
    });

    it("tells an episode once, reports its end in the next notice, and a new one after", async () => {
      const [store, other] = [await openStore(), await openStore()];
      const [a, b] = await Promise.all([
        store.claimEpisodeNotice({ kind: "backlog", now: at(0) }),
        other.claimEpisodeNotice({ kind: "backlog", now: at(0) }),
      ]);
      const claim = a ?? b;
      expect([a, b].filter(Boolean)).toHaveLength(1);
      expect(claim).toMatchObject({ kind: "backlog", ended: [] });
      // Its condition ending while the notice is being sent ends nothing yet.
      expect(await store.endEpisode("backlog", at(1))).toBe(false);
      await store.finishOwnerAlert({ kind: "backlog", claimId: claim!.claimId, sent: true, now: at(2) });
      expect(await store.claimEpisodeNotice({ kind: "backlog", now: at(60_000) })).toBeNull();

      expect(await store.endEpisode("backlog", at(HOUR))).toBe(true);
      expect(await store.endEpisode("backlog", at(HOUR + 1))).toBe(false);
      // Back within the hour: the same episode, not told again, and its end forgotten.
      expect(
        await store.claimEpisodeNotice({ kind: "backlog", now: at(HOUR + EPISODE_REJOIN_MS - 1) }),
      ).toBeNull();
      expect(await store.endEpisode("backlog", at(HOUR * 3))).toBe(true);

      // Another kind's notice reports the end, once.
      const quiet = await store.claimEpisodeNotice({ kind: "quiet", now: at(HOUR * 4) });
      expect(quiet?.ended).toEqual([{ kind: "backlog", toldAt: at(2), endedAt: at(HOUR * 3) }]);
      await store.finishOwnerAlert({
        kind: "quiet",
        claimId: quiet!.claimId,
        sent: true,
        now: at(HOUR * 4),
      });
      await store.endEpisode("quiet", at(HOUR * 5));
      const backlog = await store.claimEpisodeNotice({ kind: "backlog", now: at(HOUR * 6) });
      expect(backlog?.ended).toEqual([{ kind: "quiet", toldAt: at(HOUR * 4), endedAt: at(HOUR * 5) }]);
      // Not sent: undone, and told by the next claim.
      await store.finishOwnerAlert({
        kind: "backlog",
        claimId: backlog!.claimId,
        sent: false,
        now: at(HOUR * 6),
      });
      const retried = await store.claimEpisodeNotice({ kind: "backlog", now: at(HOUR * 6 + 1) });
      expect(retried?.ended).toHaveLength(1);
      await store.finishOwnerAlert({
        kind: "backlog",
        claimId: retried!.claimId,
        sent: true,
        now: at(HOUR * 7),
      });

      // A dead-lead notice reports an end too.
      await store.endEpisode("backlog", at(HOUR * 8));
      await store.submit(quote({ destinations: ["webhook"], receivedAt: at(HOUR * 8) }));
      await refuseDue(store, at(HOUR * 8));
      const dead = await store.claimDeadNotice({ now: at(HOUR * 9) });
      expect(dead?.ended).toEqual([{ kind: "backlog", toldAt: at(HOUR * 7), endedAt: at(HOUR * 8) }]);
      await store.finishOwnerAlert({ kind: "dead", claimId: dead!.claimId, sent: true, now: at(HOUR * 9) });
      expect((await store.claimEpisodeNotice({ kind: "quiet", now: at(HOUR * 10) }))?.ended).toEqual([]);
      await expect(store.endEpisode("dead" as "quiet", at(0))).rejects.toThrow(/kind of owner notice/);
    });

    it("knows when the last lead arrived and the longest gap between two, leaving out held, follow-up and test leads", async () => {
      const store = await openStore();
      expect(await store.leadArrivals(at(0))).toEqual({ lastAt: null, longestGapMs: 0 });
      const hours = (n: number) => at(n * 3_600_000);
      const first = await store.submit(quote({ receivedAt: hours(0) }));
      await store.submit(quote({ receivedAt: hours(5) }));
      await store.submit(quote({ receivedAt: hours(6), linkedLeadId: first.lead.id }));
      await store.submit(quote({ receivedAt: hours(20) }));
      await store.submit(quote({ receivedAt: hours(30), spamReason: "honeypot" }));
      await store.submit(quote({ receivedAt: hours(40), payload: { is_test: true, name: "Test" } }));
      await store.submit(
        quote({ receivedAt: hours(41), payload: { page_url: "https://www.example.com/test-webhook" } }),
      );
      expect(await store.leadArrivals(hours(0))).toEqual({
        lastAt: hours(20),
        longestGapMs: 15 * 3_600_000,
      });
      expect(await store.leadArrivals(hours(6))).toEqual({ lastAt: hours(20), longestGapMs: 0 });
    });

    it("finds the delivery that has waited longest, with its lead", async () => {
      const store = await openStore();
      expect(await store.oldestPending()).toBeNull();
      const old = await store.submit(quote({ destinations: ["webhook"], receivedAt: at(0) }));
      await store.submit(quote({ destinations: ["webhook"], receivedAt: at(1_000) }));
      const oldest = await store.oldestPending();
      expect(oldest?.lead.id).toBe(old.lead.id);
      expect(oldest?.delivery).toMatchObject({
        destination: "webhook",
        status: "pending",
        createdAt: at(0),
      });
    });

    it("names, of a lead's deliveries that have waited as long, the one that has been tried", async () => {
      const store = await openStore();
      // Ids are random, so over several leads (each older than the last) the tried one sorts both
      // before and after the other.
      for (let lead = 1; lead <= 6; lead++) {
        await store.submit(quote({ destinations: ["webhook", "email"], receivedAt: at(-lead * 1_000) }));
        const [webhook] = await store.claimDue({ workerId: "w1", now: at(0), destinations: ["webhook"] });
        await store.recordAttempt({
          deliveryId: webhook.delivery.id,
          workerId: "w1",
          startedAt: at(0),
          durationMs: 1,
          statusCode: 503,
          error: "HTTP 503: down",
          outcome: "retry",
          nextAttemptAt: at(60_000),
          now: at(0),
        });
        const oldest = await store.oldestPending();
        expect(oldest?.delivery).toMatchObject({ id: webhook.delivery.id, attempts: 1 });
      }
    });
  });
}
