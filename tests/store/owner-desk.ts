import { describe, expect, it } from "vitest";
import { EXPORT_PAGE_SIZE, type LeadStore, SEARCH_PAGE_SIZE } from "../../server/leads/store/index.ts";
import type { StoreHarness } from "./harness.ts";

/**
 * What the owner reads and decides (OwnerDesk): held leads released once, dead deliveries sent
 * again, the lists, the search and the export, and the spam mark.
 */
export function deskContract({ openStore, quote, at, visitor }: StoreHarness): void {
  it("stores spam with skipped deliveries that are never claimed, and the owner can release them", async () => {
    const store = await openStore();
    const spam = await store.submit(quote({ spamReason: "honeypot" }));
    expect(spam.lead.spam).toBe(true);
    expect(spam.lead.spamReason).toBe("honeypot");
    expect(spam.duplicate === false && spam.deliveries.map((d) => d.status)).toEqual(["skipped", "skipped"]);

    expect(await store.claimDue({ workerId: "w1", now: at(86_400_000) })).toEqual([]);
    const stats = await store.stats(at(0));
    expect(stats.spamLeads).toBe(1);
    expect(stats.deliveries.skipped).toBe(2);

    // Retrying is for failed deliveries: it does not send a held lead.
    expect(await store.retry(spam.lead.id, at(10))).toBe(0);
    expect(await store.claimDue({ workerId: "w1", now: at(10) })).toEqual([]);

    // A false positive: the owner releases the lead and it goes out.
    expect(await store.release(spam.lead.id, at(10))).toEqual({
      status: "released",
      leadIds: [spam.lead.id],
      deliveries: 2,
    });
    expect(await store.claimDue({ workerId: "w1", now: at(10) })).toHaveLength(2);
  });

  it("releases a held lead once: its deliveries are claimed once, its reason is kept as history", async () => {
    const store = await openStore();
    const held = await store.submit(quote({ spamReason: "link-markup" }));

    expect(await store.release(held.lead.id, at(60_000))).toMatchObject({
      status: "released",
      deliveries: 2,
    });
    const detail = await store.get(held.lead.id);
    expect(detail?.lead).toMatchObject({ spam: false, spamReason: "link-markup", releasedAt: at(60_000) });
    expect(detail?.deliveries.map((d) => [d.status, d.attempts, d.leaseOwner])).toEqual([
      ["pending", 0, null],
      ["pending", 0, null],
    ]);
    expect(detail?.deliveries.every((d) => d.nextAttemptAt.getTime() === at(60_000).getTime())).toBe(true);
    expect((await store.list({ spam: true })).map((row) => row.lead.id)).toEqual([]);

    const first = await store.claimDue({ workerId: "w1", now: at(60_000) });
    expect(first.map((c) => c.lead.id)).toEqual([held.lead.id, held.lead.id]);
    for (const { delivery } of first) {
      await store.recordAttempt({
        deliveryId: delivery.id,
        workerId: "w1",
        startedAt: at(60_000),
        durationMs: 30,
        statusCode: 200,
        outcome: "delivered",
      });
    }

    expect(await store.release(held.lead.id, at(70_000))).toEqual({ status: "not-held" });
    expect(await store.claimDue({ workerId: "w2", now: at(86_400_000) })).toEqual([]);
    expect((await store.get(held.lead.id))?.lead.releasedAt).toEqual(at(60_000));
    expect((await store.stats(at(70_000))).deliveries).toMatchObject({ delivered: 2, skipped: 0 });
  });

  it("delivers a held lead once when two releases from two connections arrive together", async () => {
    const [storeA, storeB] = [await openStore(), await openStore()];
    const held = [];
    for (let i = 0; i < 5; i += 1) held.push(await storeA.submit(quote({ spamReason: "honeypot" })));

    for (const { lead } of held) {
      const results = await Promise.all([storeA.release(lead.id, at(10)), storeB.release(lead.id, at(10))]);
      expect(results.map((r) => r.status).sort()).toEqual(["not-held", "released"]);
      expect(results.reduce((sum, r) => sum + (r.status === "released" ? r.deliveries : 0), 0)).toBe(2);
    }
    const claimed = await storeB.claimDue({ workerId: "w1", now: at(10), limit: 100 });
    expect(claimed).toHaveLength(10);
    expect(new Set(claimed.map((c) => c.delivery.id)).size).toBe(10);
  });

  it("answers not-found for an unknown id and not-held for a lead that was never held", async () => {
    const store = await openStore();
    const customer = await store.submit(quote());
    expect(await store.release("no-such-lead", at(10))).toEqual({ status: "not-found" });
    expect(await store.release(customer.lead.id, at(10))).toEqual({ status: "not-held" });
    expect((await store.get(customer.lead.id))?.lead.releasedAt).toBeNull();
    expect(await store.claimDue({ workerId: "w1", now: at(10) })).toHaveLength(2);
  });

  it("releases a held quote-page pair together, whichever of the two is released", async () => {
    const store = await openStore();
    const primary = await store.submit(
      quote({ endpoint: "wp-forms-quote", spamReason: "honeypot", destinations: ["webhook", "email"] }),
    );
    const followUp = await store.submit(
      quote({
        linkedLeadId: primary.lead.id,
        spamReason: "honeypot",
        destinations: [],
        receivedAt: at(500),
      }),
    );

    const result = await store.release(followUp.lead.id, at(1_000));
    expect(result).toEqual({
      status: "released",
      leadIds: [followUp.lead.id, primary.lead.id],
      deliveries: 2,
    });
    expect(await store.release(primary.lead.id, at(1_000))).toEqual({ status: "not-held" });
    const claimed = await store.claimDue({ workerId: "w1", now: at(1_000) });
    expect(claimed.map((c) => [c.lead.id, c.linked.map((lead) => lead.id)])).toEqual([
      [primary.lead.id, [followUp.lead.id]],
      [primary.lead.id, [followUp.lead.id]],
    ]);
  });

  it("keeps dead deliveries, and revives them by id, by lead or all at once", async () => {
    const store = await openStore();
    const leads = [];
    for (let i = 0; i < 3; i += 1) leads.push(await store.submit(quote({ destinations: ["webhook"] })));
    for (const { delivery } of await store.claimDue({ workerId: "w1", now: at(0) })) {
      await store.recordAttempt({
        deliveryId: delivery.id,
        workerId: "w1",
        startedAt: at(0),
        durationMs: 40,
        statusCode: 400,
        error: "HTTP 400: missing phone",
        outcome: "dead",
      });
    }
    expect(await store.claimDue({ workerId: "w1", now: at(86_400_000) })).toEqual([]);
    const dead = await store.get(leads[0].lead.id);
    expect(dead?.deliveries[0]).toMatchObject({
      status: "dead",
      attempts: 1,
      lastError: "HTTP 400: missing phone",
    });
    expect(dead?.attempts[0]).toMatchObject({ statusCode: 400, outcome: "dead", durationMs: 40 });
    expect((await store.stats(at(0))).deliveries.dead).toBe(3);

    expect(await store.retry(dead!.deliveries[0].id, at(100))).toBe(1);
    expect(await store.retry(leads[1].lead.id, at(100))).toBe(1);
    expect(await store.retry(leads[1].lead.id, at(100))).toBe(0);
    expect(await store.retry("no-such-id", at(100))).toBe(0);
    expect(await store.retryDead(at(100))).toBe(1);

    const revived = await store.claimDue({ workerId: "w2", now: at(100) });
    expect(revived).toHaveLength(3);
    expect(revived.every(({ delivery }) => delivery.attempts === 0)).toBe(true);
    // The history of the failed attempt stays.
    expect((await store.get(leads[0].lead.id))?.attempts).toHaveLength(1);
  });

  it("lists newest first with filters, shows a lead's attempts in order, and exports oldest first", async () => {
    const store = await openStore();
    const ids: string[] = [];
    for (const ms of [0, 1_000, 2_000, 2_000])
      ids.push((await store.submit(quote({ receivedAt: at(ms) }))).lead.id);
    const spam = await store.submit(quote({ receivedAt: at(3_000), spamReason: "honeypot" }));
    ids.push(spam.lead.id);

    expect((await store.list()).map((row) => row.lead.id)).toEqual([...ids].reverse());
    expect((await store.list({ limit: 2 })).map((row) => row.lead.id)).toEqual([ids[4], ids[3]]);
    expect((await store.list({ spam: true })).map((row) => row.lead.id)).toEqual([spam.lead.id]);
    expect((await store.list({ spam: false })).map((row) => row.lead.id)).toEqual(ids.slice(0, 4).reverse());

    const [claim] = await store.claimDue({ workerId: "w1", now: at(0), limit: 1 });
    await store.recordAttempt({
      deliveryId: claim.delivery.id,
      workerId: "w1",
      startedAt: at(0),
      durationMs: 10_000,
      error: "timeout after 10000 ms",
      outcome: "retry",
      nextAttemptAt: at(10_000),
    });
    await store.claimDue({ workerId: "w1", now: at(10_000), limit: 20 });
    await store.recordAttempt({
      deliveryId: claim.delivery.id,
      workerId: "w1",
      startedAt: at(10_000),
      durationMs: 80,
      statusCode: 200,
      outcome: "delivered",
    });
    expect((await store.list({ status: "delivered" })).map((row) => row.lead.id)).toEqual([claim.lead.id]);
    const detail = await store.get(claim.lead.id);
    expect(detail?.attempts.map((a) => [a.outcome, a.statusCode, a.error, a.startedAt])).toEqual([
      ["retry", null, "timeout after 10000 ms", at(0)],
      ["delivered", 200, null, at(10_000)],
    ]);
    expect(await store.get("no-such-lead")).toBeNull();

    const exported = [];
    for await (const row of store.exportRows()) exported.push(row);
    expect(exported.map((row) => row.lead.id)).toEqual(ids);
    expect(exported[0].lead.payload).toEqual((await store.get(ids[0]))?.lead.payload);
    expect(exported[0].lead.payload.notes).toBe("Back patio — 20×30 ft, José's house");
    expect(exported[4].deliveries.map((d) => d.status)).toEqual(["skipped", "skipped"]);
  });

  it("exports every lead when there are more than one page of them", async () => {
    const store = await openStore();
    const count = EXPORT_PAGE_SIZE + 2;
    for (let i = 0; i < count; i += 1) await store.submit(quote({ destinations: [], receivedAt: at(i) }));
    let seen = 0;
    let previous = -1;
    for await (const { lead } of store.exportRows()) {
      expect(lead.createdAt.getTime()).toBeGreaterThan(previous);
      previous = lead.createdAt.getTime();
      seen += 1;
    }
    expect(seen).toBe(count);
  });

  describe("the owner's list, export and dashboard", () => {
    const ids = (rows: { lead: { id: string } }[]) => rows.map((row) => row.lead.id);

    it("finds leads by part of a name, an e-mail or a phone, in any case, newest first, with the total", async () => {
      const store = await openStore();
      const pat = await store.submit(
        visitor("Pat Jones", { receivedAt: at(0), payload: { phone: "(515) 555-0100" } }),
      );
      const mary = await store.submit(
        visitor("Mary Ann Smith", { receivedAt: at(1_000), payload: { phone: "515.555.0177" } }),
      );
      const jo = await store.submit(
        visitor("Jo Pattern", { receivedAt: at(2_000), payload: { phone: 5155550199 } }),
      );

      expect(await store.findLeads({ q: "PAT" })).toEqual({
        rows: [expect.objectContaining({ lead: jo.lead }), expect.objectContaining({ lead: pat.lead })],
        total: 2,
      });
      expect(ids((await store.findLeads({ q: "mary@EXAMPLE" })).rows)).toEqual([mary.lead.id]);
      expect(ids((await store.findLeads({ q: "555-0177" })).rows)).toEqual([mary.lead.id]);
      // The digits match however the visitor wrote the number.
      expect(ids((await store.findLeads({ q: "5155550100" })).rows)).toEqual([pat.lead.id]);
      expect(ids((await store.findLeads({ q: "(515) 555-0199" })).rows)).toEqual([jo.lead.id]);
      expect(await store.findLeads({ q: "nobody" })).toEqual({ rows: [], total: 0 });
      // A search of only spaces is no search; % and _ are letters, not patterns.
      expect((await store.findLeads({ q: "   " })).total).toBe(3);
      expect((await store.findLeads({ q: "%" })).total).toBe(0);
      const found = (await store.findLeads({ q: "pat" })).rows[0];
      expect(found.deliveries.map((d) => d.destination)).toEqual(["email", "webhook"]);
    });

    it("pages through the leads 25 at a time and counts them all", async () => {
      const store = await openStore();
      const count = SEARCH_PAGE_SIZE + 3;
      const submitted: string[] = [];
      for (let i = 0; i < count; i += 1)
        submitted.push((await store.submit(visitor(`Page Visitor${i}`, { receivedAt: at(i) }))).lead.id);
      const first = await store.findLeads();
      expect(first.total).toBe(count);
      expect(ids(first.rows)).toEqual([...submitted].reverse().slice(0, SEARCH_PAGE_SIZE));
      const second = await store.findLeads({ offset: SEARCH_PAGE_SIZE });
      expect(ids(second.rows)).toEqual(submitted.slice(0, 3).reverse());
      expect((await store.findLeads({ offset: 1_000 })).rows).toEqual([]);
    });

    it("filters held, failed and test leads, and exports the same leads oldest first", async () => {
      const store = await openStore();
      const customer = await store.submit(visitor("Casey Customer", { receivedAt: at(0) }));
      const held = await store.submit(visitor("Bot Held", { receivedAt: at(1_000), spamReason: "honeypot" }));
      const tester = await store.submit(
        visitor("Tess Webhook", {
          receivedAt: at(2_000),
          payload: { is_test: true },
          page: "https://x.test/quote",
        }),
      );
      const testForms = await store.submit(
        visitor("Tom Forms", { receivedAt: at(3_000), page: "http://127.0.0.1:4173/test-forms?tab=2" }),
      );
      // Not a test: "is_test" as text, and a page whose path only starts like a developer page.
      const lookalike = await store.submit(
        visitor("Lou Alike", {
          receivedAt: at(4_000),
          payload: { is_test: "true" },
          page: "https://www.example.com/test-forms-guide",
        }),
      );
      const failing = await store.submit(
        visitor("Fay Failed", { receivedAt: at(5_000), destinations: ["webhook"] }),
      );
      const [claim] = (await store.claimDue({ workerId: "w1", now: at(10_000), limit: 20 })).filter(
        (c) => c.lead.id === failing.lead.id,
      );
      await store.recordAttempt({
        deliveryId: claim.delivery.id,
        workerId: "w1",
        startedAt: at(10_000),
        durationMs: 5,
        statusCode: 410,
        outcome: "dead",
      });

      expect(ids((await store.findLeads({ status: "held" })).rows)).toEqual([held.lead.id]);
      expect(ids((await store.findLeads({ status: "failed" })).rows)).toEqual([failing.lead.id]);
      expect(ids((await store.findLeads({ status: "test" })).rows)).toEqual([
        testForms.lead.id,
        tester.lead.id,
      ]);
      expect((await store.findLeads({ status: "all" })).total).toBe(6);
      expect(ids((await store.findLeads({ status: "test", q: "tom" })).rows)).toEqual([testForms.lead.id]);

      const exported = async (filter?: Parameters<LeadStore["exportRows"]>[0]) => {
        const rows = [];
        for await (const row of store.exportRows(filter)) rows.push(row);
        return ids(rows);
      };
      expect(await exported()).toEqual(
        [customer, held, tester, testForms, lookalike, failing].map((r) => r.lead.id),
      );
      expect(await exported({ status: "test" })).toEqual([tester.lead.id, testForms.lead.id]);
      expect(await exported({ q: "casey", status: "all" })).toEqual([customer.lead.id]);
    });
  });

  describe("the owner's spam mark", () => {
    it("records the first mark only, deletes and stops nothing, and a release removes it", async () => {
      const store = await openStore();
      const { lead } = await store.submit(quote({ destinations: ["webhook"] }));
      expect(await store.markSpam(lead.id, at(1_000))).toEqual({ status: "marked", markedAt: at(1_000) });
      expect(await store.markSpam(lead.id, at(2_000))).toEqual({
        status: "already-marked",
        markedAt: at(1_000),
      });
      expect(await store.markSpam("no-such-lead")).toEqual({ status: "not-found" });

      const detail = await store.get(lead.id);
      expect(detail?.lead).toMatchObject({ markedSpamAt: at(1_000), spam: false, payload: lead.payload });
      // A record only: its delivery still goes out.
      expect((await store.claimDue({ workerId: "w1", now: at(0) })).map((c) => c.lead.id)).toEqual([lead.id]);

      expect(await store.release(lead.id, at(3_000))).toEqual({ status: "unmarked", leadIds: [lead.id] });
      expect((await store.get(lead.id))?.lead).toMatchObject({ markedSpamAt: null, releasedAt: null });
      expect(await store.release(lead.id, at(4_000))).toEqual({ status: "not-held" });
      // Marked again after a release: the new mark is kept.
      expect(await store.markSpam(lead.id, at(5_000))).toEqual({ status: "marked", markedAt: at(5_000) });
    });

    it("clears the mark when a held lead that was marked is released, and delivers it", async () => {
      const store = await openStore();
      const { lead } = await store.submit(quote({ spamReason: "honeypot", destinations: ["webhook"] }));
      await store.markSpam(lead.id, at(1_000));
      expect(await store.release(lead.id, at(2_000))).toEqual({
        status: "released",
        leadIds: [lead.id],
        deliveries: 1,
      });
      expect((await store.get(lead.id))?.lead).toMatchObject({ markedSpamAt: null, releasedAt: at(2_000) });
    });
  });
}
