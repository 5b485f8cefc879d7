import { describe, expect, it } from "vitest";
import { HELD_DIGEST_STALE_MS } from "../../server/leads/store/index.ts";
import type { StoreHarness } from "./harness.ts";

/** The daily e-mail of held leads (HeldDigests), claimed by one process. */
export function heldDigestContract({ openStore, quote, at }: StoreHarness): void {
  describe("held digest", () => {
    const day = "2026-11-21";

    it("lists every held lead once, newest first, and only the held ones", async () => {
      const store = await openStore();
      const older = await store.submit(quote({ spamReason: "honeypot", receivedAt: at(1_000) }));
      await store.submit(quote({ receivedAt: at(1_500) }));
      const newer = await store.submit(quote({ spamReason: "mostly-links", receivedAt: at(2_000) }));

      const digest = await store.claimHeldDigest({ day, now: at(60_000) });
      expect(digest?.day).toBe(day);
      expect(digest?.total).toBe(2);
      expect(digest?.leads.map((lead) => [lead.id, lead.spamReason])).toEqual([
        [newer.lead.id, "mostly-links"],
        [older.lead.id, "honeypot"],
      ]);
      // Claimed: another check the same day gets nothing, before and after it is sent.
      expect(await store.claimHeldDigest({ day, now: at(61_000) })).toBeNull();
      await store.finishHeldDigest({ day, sent: true, now: at(62_000) });
      expect(await store.claimHeldDigest({ day, now: at(HELD_DIGEST_STALE_MS * 10) })).toBeNull();

      // The next day lists only what was held since.
      expect(await store.claimHeldDigest({ day: "2026-11-22", now: at(86_400_000) })).toBeNull();
      const later = await store.submit(quote({ spamReason: "honeypot", receivedAt: at(86_400_000) }));
      const next = await store.claimHeldDigest({ day: "2026-11-22", now: at(86_401_000) });
      expect(next?.leads.map((lead) => lead.id)).toEqual([later.lead.id]);
    });

    it("writes nothing when nothing is held, so a lead held later that day is still listed", async () => {
      const store = await openStore();
      await store.submit(quote());
      expect(await store.claimHeldDigest({ day, now: at(0) })).toBeNull();
      const held = await store.submit(quote({ spamReason: "honeypot", receivedAt: at(1_000) }));
      const digest = await store.claimHeldDigest({ day, now: at(2_000) });
      expect(digest?.leads.map((lead) => lead.id)).toEqual([held.lead.id]);
    });

    it("leaves out a held lead the owner released before the digest", async () => {
      const store = await openStore();
      const released = await store.submit(quote({ spamReason: "honeypot", receivedAt: at(0) }));
      await store.release(released.lead.id, at(10));
      expect(await store.claimHeldDigest({ day, now: at(20) })).toBeNull();
    });

    it("shows at most `limit` leads and counts them all", async () => {
      const store = await openStore();
      for (let i = 0; i < 5; i += 1) await store.submit(quote({ spamReason: "honeypot", receivedAt: at(i) }));
      const digest = await store.claimHeldDigest({ day, now: at(60_000), limit: 2 });
      expect(digest?.total).toBe(5);
      expect(digest?.leads.map((lead) => lead.createdAt)).toEqual([at(4), at(3)]);
    });

    it("undoes a digest that was not sent, so the next check lists the same leads again", async () => {
      const store = await openStore();
      const held = await store.submit(quote({ spamReason: "honeypot" }));
      expect((await store.claimHeldDigest({ day, now: at(1_000) }))?.total).toBe(1);
      await store.finishHeldDigest({ day, sent: false, now: at(2_000) });
      const again = await store.claimHeldDigest({ day, now: at(3_000) });
      expect(again?.leads.map((lead) => lead.id)).toEqual([held.lead.id]);
      await store.finishHeldDigest({ day, sent: true, now: at(4_000) });
      // A late "not sent" from a process that lost its claim does not undo a digest that went out.
      await store.finishHeldDigest({ day, sent: false, now: at(5_000) });
      expect(await store.claimHeldDigest({ day, now: at(86_000_000) })).toBeNull();
    });

    it("lets another process take over a claim left unfinished for the stale time", async () => {
      const store = await openStore();
      const held = await store.submit(quote({ spamReason: "honeypot" }));
      await store.claimHeldDigest({ day, now: at(0) });
      const newer = await store.submit(quote({ spamReason: "honeypot", receivedAt: at(1_000) }));
      expect(await store.claimHeldDigest({ day, now: at(HELD_DIGEST_STALE_MS - 1) })).toBeNull();
      const takeover = await store.claimHeldDigest({ day, now: at(HELD_DIGEST_STALE_MS) });
      expect(takeover?.leads.map((lead) => lead.id)).toEqual([newer.lead.id, held.lead.id]);
      expect(await store.claimHeldDigest({ day, now: at(HELD_DIGEST_STALE_MS + 1) })).toBeNull();
    });

    it("gives one day's held leads to one of two processes claiming at once", async () => {
      const [storeA, storeB] = [await openStore(), await openStore()];
      for (let round = 1; round <= 5; round += 1) {
        const roundDay = `2026-11-${String(20 + round).padStart(2, "0")}`;
        await storeA.submit(quote({ spamReason: "honeypot", receivedAt: at(round) }));
        await storeA.submit(quote({ spamReason: "honeypot", receivedAt: at(round) }));
        const digests = await Promise.all([
          storeA.claimHeldDigest({ day: roundDay, now: at(round * 1_000) }),
          storeB.claimHeldDigest({ day: roundDay, now: at(round * 1_000) }),
        ]);
        const winners = digests.filter((digest) => digest !== null);
        expect(winners).toHaveLength(1);
        expect(winners[0]?.total).toBe(2);
      }
    });

    it("refuses a day that is not YYYY-MM-DD", async () => {
      const store = await openStore();
      await expect(store.claimHeldDigest({ day: "21/11/2026", now: at(0) })).rejects.toThrow(/YYYY-MM-DD/);
    });
  });
}
