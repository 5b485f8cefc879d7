import { SERVICE_IDS } from "@shared/estimate/model";
import { FORM_TYPES } from "@shared/forms/lead";
import { afterEach, describe, expect, it } from "vitest";
import {
  DEAD_NOTICE_EVERY_MS,
  DEAD_NOTICE_GATHER_MS,
  EPISODE_REJOIN_MS,
  EXPORT_PAGE_SIZE,
  HELD_DIGEST_STALE_MS,
  type LeadStore,
  type NewLead,
  OWNER_ALERT_STALE_MS,
  pagePathOf,
  SEARCH_PAGE_SIZE,
  SUMMARY_TOP,
  VISITOR_EMAIL_RECIPIENT_WINDOW_MS,
  VISITOR_EMAILS_PER_HOUR,
} from "../../server/leads/store/types.ts";

/**
 * What every lead store must do, as the business would notice it. Each store's test file runs
 * this suite: `open` gives a new connection to the test database (call it twice for two
 * "processes"); `cleanup` runs after each test, once every store is closed, and must leave
 * the next `open` an empty database.
 */
export function leadStoreContract(
  name: string,
  open: () => Promise<LeadStore>,
  cleanup: () => Promise<void>,
) {
  describe(`${name} lead store`, () => {
    const openStores: LeadStore[] = [];
    const openStore = async () => {
      const store = await open();
      openStores.push(store);
      return store;
    };

    afterEach(async () => {
      for (const store of openStores.splice(0)) await store.close();
      await cleanup();
    });

    const T = Date.parse("2026-11-21T15:00:00.000Z");
    const at = (ms: number) => new Date(T + ms);
    let serial = 0;
    const quote = (overrides: Partial<NewLead> = {}): NewLead => {
      serial += 1;
      return {
        receivedAt: at(0),
        formType: "quote",
        formName: "Website Quote Form",
        endpoint: "quote",
        payload: {
          name: `Visitor ${serial}`,
          email: `visitor${serial}@example.com`,
          notes: "Back patio — 20×30 ft, José's house",
          utm_params: { utm_source: "google", utm_medium: "cpc" },
          tags: ["Website Lead", "Page: Quote Page"],
        },
        email: `Visitor${serial}@Example.com`,
        name: `Visitor ${serial}`,
        response: { success: true, message: "Thank you! We will contact you within 24 hours." },
        ipHash: "3f1a9c",
        userAgent: "Mozilla/5.0 (iPhone)",
        destinations: ["webhook", "email"],
        ...overrides,
      };
    };

    it("keeps a submitted lead and its deliveries after the store is closed and reopened", async () => {
      const first = await openStore();
      const input = quote({ idempotencyKey: "key-durable" });
      const submitted = await first.submit(input);
      expect(submitted.duplicate).toBe(false);
      await first.close();

      const reopened = await openStore();
      const detail = await reopened.get(submitted.lead.id);
      expect(detail?.lead).toEqual(submitted.lead);
      expect(detail?.lead).toMatchObject({
        formType: "quote",
        formName: "Website Quote Form",
        payload: input.payload,
        email: input.email?.toLowerCase(),
        name: input.name,
        idempotencyKey: "key-durable",
        response: input.response,
        spam: false,
        releasedAt: null,
        linkedLeadId: null,
        ipHash: "3f1a9c",
        userAgent: "Mozilla/5.0 (iPhone)",
      });
      expect(detail?.lead.createdAt).toEqual(at(0));
      expect(detail?.deliveries.map((d) => [d.destination, d.status, d.attempts])).toEqual([
        ["email", "pending", 0],
        ["webhook", "pending", 0],
      ]);
      expect(detail?.deliveries.every((d) => d.nextAttemptAt.getTime() === T)).toBe(true);
    });

    // The schema's CHECK lists the form types as its migration wrote them: a type added to the list
    // needs a migration too, or its leads are refused.
    it("keeps a lead of every form type the site's forms send", async () => {
      const store = await openStore();
      for (const formType of FORM_TYPES) {
        const { lead } = await store.submit(quote({ formType, endpoint: formType }));
        expect((await store.get(lead.id))?.lead.formType).toBe(formType);
      }
    });

    it("answers a repeat with the same idempotency key with the first answer and stores nothing new", async () => {
      const store = await openStore();
      const first = await store.submit(quote({ idempotencyKey: "key-repeat", bodyHash: "hash-1" }));
      const repeat = await store.submit(
        quote({
          idempotencyKey: "key-repeat",
          bodyHash: "hash-1",
          receivedAt: at(5_000),
          response: { success: false, message: "x" },
        }),
      );

      expect(repeat).toEqual({ duplicate: true, lead: first.lead, response: first.response, body: "same" });
      expect(repeat.response).toEqual({
        success: true,
        message: "Thank you! We will contact you within 24 hours.",
      });
      const stats = await store.stats(at(0));
      expect(stats.leads).toBe(1);
      expect(stats.deliveries.pending).toBe(2);
    });

    it("tells a repeated key with another body from a repeat, and keeps the first lead as it was", async () => {
      const store = await openStore();
      const alice = quote({ idempotencyKey: "42", bodyHash: "alice's body" });
      const first = await store.submit(alice);
      const bob = await store.submit(
        quote({ idempotencyKey: "42", bodyHash: "bob's body", receivedAt: at(5_000), ipHash: "77aa" }),
      );

      expect(bob).toMatchObject({ duplicate: true, body: "other" });
      const detail = await store.get(first.lead.id);
      expect(detail?.lead).toEqual(first.lead);
      expect(detail?.lead.email).toBe(alice.email?.toLowerCase());
      expect((await store.stats(at(5_000))).leads).toBe(1);
      // A first lead stored without a hash (before it was kept) cannot be compared: the caller decides.
      await store.submit(quote({ idempotencyKey: "key-unhashed" }));
      const later = await store.submit(quote({ idempotencyKey: "key-unhashed", bodyHash: "any" }));
      expect(later).toMatchObject({ duplicate: true, body: "unknown" });
    });

    it("stores one lead and two deliveries when the same submission arrives 10 times at once", async () => {
      const store = await openStore();
      const results = await Promise.all(
        Array.from({ length: 10 }, () => store.submit(quote({ idempotencyKey: "key-burst" }))),
      );

      expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
      const winner = results.find((r) => !r.duplicate)!;
      for (const result of results) {
        expect(result.lead.id).toBe(winner.lead.id);
        expect(result.response).toEqual(winner.response);
      }
      const stats = await store.stats(at(0));
      expect(stats.leads).toBe(1);
      expect(stats.deliveries.pending).toBe(2);
    });

    it("links the quote page's second submission to its first, so the business is told once", async () => {
      const store = await openStore();
      const primary = await store.submit(
        quote({ endpoint: "wp-forms-quote", idempotencyKey: "key-action", destinations: ["email"] }),
      );
      // The same key on another endpoint is that endpoint's own submission, not a repeat.
      const helper = await store.submit(
        quote({
          idempotencyKey: "key-action",
          linkedLeadId: primary.lead.id,
          destinations: [],
          receivedAt: at(900),
        }),
      );
      expect(helper.duplicate).toBe(false);
      const detail = await store.get(helper.lead.id);
      expect(detail?.lead.linkedLeadId).toBe(primary.lead.id);
      expect(detail?.deliveries).toEqual([]);
      expect((await store.stats(at(1_000))).deliveries.pending).toBe(1);
      // The primary's record shows the follow-up beside it: one visitor action, one view.
      expect((await store.get(primary.lead.id))?.linked.map((lead) => lead.id)).toEqual([helper.lead.id]);
      expect(detail?.linked).toEqual([]);
    });

    it("holds a delivery back until its notBefore time, while the lead's other deliveries go at once", async () => {
      const store = await openStore();
      const { lead } = await store.submit(
        quote({
          endpoint: "wp-forms-quote",
          destinations: [{ destination: "webhook", notBefore: at(10_000) }, "email"],
        }),
      );
      const detail = await store.get(lead.id);
      expect(detail?.deliveries.map((d) => [d.destination, d.nextAttemptAt])).toEqual([
        ["email", at(0)],
        ["webhook", at(10_000)],
      ]);
      expect(detail?.deliveries.every((d) => d.createdAt.getTime() === T)).toBe(true);

      const early = await store.claimDue({ workerId: "w1", now: at(9_999) });
      expect(early.map(({ delivery }) => delivery.destination)).toEqual(["email"]);
      const due = await store.claimDue({ workerId: "w1", now: at(10_000) });
      expect(due.map(({ delivery }) => delivery.destination)).toEqual(["webhook"]);
    });

    it("hands the worker the leads linked to a claimed lead, newest first", async () => {
      const store = await openStore();
      const primary = await store.submit(
        quote({ endpoint: "wp-forms-quote", idempotencyKey: "key-linked", destinations: ["webhook"] }),
      );
      const older = await store.submit(
        quote({ linkedLeadId: primary.lead.id, destinations: [], receivedAt: at(100) }),
      );
      const newer = await store.submit(
        quote({ linkedLeadId: primary.lead.id, destinations: [], receivedAt: at(200) }),
      );
      const unrelated = await store.submit(quote({ destinations: ["webhook"], receivedAt: at(300) }));

      const claimed = await store.claimDue({ workerId: "w1", now: at(1_000) });
      const byLead = new Map(claimed.map((c) => [c.lead.id, c.linked.map((lead) => lead.id)]));
      expect(byLead.get(primary.lead.id)).toEqual([newer.lead.id, older.lead.id]);
      expect(byLead.get(unrelated.lead.id)).toEqual([]);
      expect(claimed.find((c) => c.lead.id === primary.lead.id)?.linked[0].payload).toEqual(
        newer.lead.payload,
      );
    });

    it("stores spam with skipped deliveries that are never claimed, and the owner can release them", async () => {
      const store = await openStore();
      const spam = await store.submit(quote({ spamReason: "honeypot" }));
      expect(spam.lead.spam).toBe(true);
      expect(spam.lead.spamReason).toBe("honeypot");
      expect(spam.duplicate === false && spam.deliveries.map((d) => d.status)).toEqual([
        "skipped",
        "skipped",
      ]);

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

    it("claims only the destinations a worker can deliver to, leaving the others waiting", async () => {
      const store = await openStore();
      await store.submit(quote());
      const webhookOnly = await store.claimDue({ workerId: "w1", now: at(10), destinations: ["webhook"] });
      expect(webhookOnly.map((c) => c.delivery.destination)).toEqual(["webhook"]);
      expect(await store.claimDue({ workerId: "w1", now: at(10), destinations: [] })).toEqual([]);
      const rest = await store.claimDue({ workerId: "w2", now: at(10) });
      expect(rest.map((c) => c.delivery.destination)).toEqual(["email"]);
    });

    it("never hands one delivery to two workers claiming in parallel, and hands out every one", async () => {
      const [workerA, workerB] = await Promise.all([openStore(), openStore()]);
      for (let i = 0; i < 20; i += 1)
        await workerA.submit(quote({ destinations: ["webhook"], receivedAt: at(i) }));

      const drain = async (store: LeadStore, workerId: string) => {
        const claimed: string[] = [];
        for (;;) {
          const batch = await store.claimDue({ workerId, now: at(60_000), limit: 3 });
          if (batch.length === 0) return claimed;
          for (const { delivery, lead } of batch) {
            expect(delivery.leaseOwner).toBe(workerId);
            expect(delivery.leadId).toBe(lead.id);
            claimed.push(delivery.id);
          }
        }
      };
      const [a, b] = await Promise.all([drain(workerA, "worker-a"), drain(workerB, "worker-b")]);

      expect(a.length + b.length).toBe(20);
      expect(new Set([...a, ...b]).size).toBe(20);
      expect(a.filter((id) => b.includes(id))).toEqual([]);
    });

    it("lets another worker take over a delivery whose lease expired, and only the new owner records", async () => {
      const [workerA, workerB] = [await openStore(), await openStore()];
      await workerA.submit(quote({ destinations: ["webhook"] }));

      const [claimA] = await workerA.claimDue({ workerId: "worker-a", now: at(0), leaseMs: 30_000 });
      expect(claimA.delivery.leaseExpiresAt).toEqual(at(30_000));
      expect(await workerB.claimDue({ workerId: "worker-b", now: at(29_999) })).toEqual([]);

      const [claimB] = await workerB.claimDue({ workerId: "worker-b", now: at(30_000) });
      expect(claimB.delivery.id).toBe(claimA.delivery.id);

      const report = { deliveryId: claimA.delivery.id, startedAt: at(30_001), durationMs: 120 } as const;
      expect(
        await workerA.recordAttempt({ ...report, workerId: "worker-a", outcome: "delivered" }),
      ).toBeNull();
      const delivered = await workerB.recordAttempt({
        ...report,
        workerId: "worker-b",
        outcome: "delivered",
        statusCode: 200,
        now: at(30_200),
      });
      expect(delivered).toMatchObject({
        status: "delivered",
        attempts: 1,
        leaseOwner: null,
        lastStatus: 200,
      });
      expect(delivered?.deliveredAt).toEqual(at(30_200));
      const detail = await workerB.get(claimA.delivery.leadId);
      expect(detail?.attempts.map((a) => a.workerId)).toEqual(["worker-b"]);
    });

    it("records nothing for a worker that does not hold the lease", async () => {
      const store = await openStore();
      const { lead } = await store.submit(quote({ destinations: ["webhook"] }));
      const deliveryId = (await store.get(lead.id))!.deliveries[0].id;
      const report = { deliveryId, startedAt: at(1), durationMs: 5, outcome: "delivered" } as const;

      expect(await store.recordAttempt({ ...report, workerId: "never-claimed" })).toBeNull();
      await store.claimDue({ workerId: "owner", now: at(1) });
      expect(await store.recordAttempt({ ...report, workerId: "intruder" })).toBeNull();
      expect(await store.recordAttempt({ ...report, workerId: "owner", statusCode: 202 })).not.toBeNull();
      // Once recorded the lease is gone: a second report of the same attempt is refused.
      expect(await store.recordAttempt({ ...report, workerId: "owner" })).toBeNull();

      const detail = await store.get(lead.id);
      expect(detail?.attempts).toHaveLength(1);
      expect(detail?.deliveries[0]).toMatchObject({ status: "delivered", attempts: 1 });
      expect(await store.claimDue({ workerId: "owner", now: at(86_400_000) })).toEqual([]);
    });

    it("puts a failed delivery back in line for the time the worker chose", async () => {
      const store = await openStore();
      await store.submit(quote({ destinations: ["webhook"] }));
      const [claim] = await store.claimDue({ workerId: "w1", now: at(0) });

      const retried = await store.recordAttempt({
        deliveryId: claim.delivery.id,
        workerId: "w1",
        startedAt: at(0),
        durationMs: 3_000,
        statusCode: 503,
        error: `HTTP 503: ${"overloaded ".repeat(400)}`,
        outcome: "retry",
        nextAttemptAt: at(10_000),
      });
      expect(retried).toMatchObject({ status: "pending", attempts: 1, leaseOwner: null, lastStatus: 503 });
      expect(retried?.nextAttemptAt).toEqual(at(10_000));
      expect(retried!.lastError!.length).toBeLessThanOrEqual(2_000);

      expect(await store.claimDue({ workerId: "w1", now: at(9_999) })).toEqual([]);
      expect(await store.claimDue({ workerId: "w2", now: at(10_000) })).toHaveLength(1);
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

    it("gives back a stopping worker's unattempted leases at once", async () => {
      const [workerA, workerB] = [await openStore(), await openStore()];
      await workerA.submit(quote({ destinations: ["webhook"] }));
      await workerA.claimDue({ workerId: "worker-a", now: at(0), leaseMs: 3_600_000 });

      expect(await workerA.releaseLeases("worker-a")).toBe(1);
      expect(await workerB.claimDue({ workerId: "worker-b", now: at(1) })).toHaveLength(1);
    });

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
        deliveries: { pending: 2, delivered: 1, dead: 1, skipped: 2 },
        byDestination: {
          webhook: { pending: 1, delivered: 1, dead: 0, skipped: 1 },
          email: { pending: 1, delivered: 0, dead: 1, skipped: 1 },
        },
        oldestPendingAt: at(1_000),
        oldestPendingAgeMs: 60_000,
      });
      await store.retryDead(at(0));
      expect((await store.stats(at(61_000))).oldestPendingAt).toEqual(at(0));
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
      expect((await store.list({ spam: false })).map((row) => row.lead.id)).toEqual(
        ids.slice(0, 4).reverse(),
      );

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
        for (let i = 0; i < 5; i += 1)
          await store.submit(quote({ spamReason: "honeypot", receivedAt: at(i) }));
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
    });

    it("keys address hashes with one random key, the same for every process on the store and after a restart", async () => {
      const [a, b, c] = [await openStore(), await openStore(), await openStore()];
      const keys = await Promise.all([a.ipHashKey(), b.ipHashKey(), c.ipHashKey(), a.ipHashKey()]);
      expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
      expect(new Set(keys).size).toBe(1);
      await a.close();
      expect(await (await openStore()).ipHashKey()).toBe(keys[0]);
    });

    it("keeps a name, an e-mail and an error text holding U+0000 without it, and the payload as sent", async () => {
      const store = await openStore();
      const input = quote({
        name: "Pat\u0000 Jones",
        email: "Pat\u0000@Example.com",
        formName: "Website\u0000 Contact Form",
        userAgent: "Mozilla\u0000/5.0",
        payload: { name: "Pat\u0000 Jones", message: "line one\u0000line two" },
        destinations: ["webhook"],
      });
      const { lead } = await store.submit(input);
      expect(lead).toMatchObject({
        name: "Pat Jones",
        email: "pat@example.com",
        formName: "Website Contact Form",
        userAgent: "Mozilla/5.0",
      });
      expect((await store.get(lead.id))?.lead.payload).toEqual(input.payload);

      const [claim] = await store.claimDue({ workerId: "w1", now: at(0) });
      const recorded = await store.recordAttempt({
        deliveryId: claim.delivery.id,
        workerId: "w1",
        startedAt: at(0),
        durationMs: 5,
        statusCode: 500,
        error: "HTTP 500: bad\u0000byte",
        outcome: "retry",
        nextAttemptAt: at(5_000),
      });
      expect(recorded).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 500: badbyte" });
      expect((await store.get(lead.id))?.attempts.map((a) => a.error)).toEqual(["HTTP 500: badbyte"]);
    });

    describe("the owner's list, export and dashboard", () => {
      /** A lead as a visitor of `page` sends it, with an optional campaign. */
      const visitor = (name: string, extra: Partial<NewLead> & { page?: string; payload?: object } = {}) => {
        const { page = "https://www.example.com/contact", payload = {}, ...rest } = extra;
        return quote({
          name,
          email: `${name.split(" ")[0].toLowerCase()}@example.com`,
          payload: {
            name,
            email: `${name.split(" ")[0].toLowerCase()}@example.com`,
            page_url: page,
            ...payload,
          },
          ...rest,
        });
      };
      const ids = (rows: { lead: { id: string } }[]) => rows.map((row) => row.lead.id);
      const noEstimates = SERVICE_IDS.map((service) => ({ service, shown: 0, sent: 0 }));

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
        const held = await store.submit(
          visitor("Bot Held", { receivedAt: at(1_000), spamReason: "honeypot" }),
        );
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
        expect((await store.claimDue({ workerId: "w1", now: at(0) })).map((c) => c.lead.id)).toEqual([
          lead.id,
        ]);

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

    describe("the caps on the visitor's copy of an estimate", () => {
      it(`gives one address one copy in ${VISITOR_EMAIL_RECIPIENT_WINDOW_MS / 3_600_000} hours, however it is written, in every process`, async () => {
        const [a, b] = [await openStore(), await openStore()];
        const claim = (store: LeadStore, to: string, ms = 0) => store.claimVisitorEmail({ to, now: at(ms) });
        expect(await claim(a, "Jo.Stranger@Gmail.com")).toBe("claimed");
        for (const spelling of [
          "jo.stranger@gmail.com",
          "  JOSTRANGER@gmail.com ",
          "jo.stranger+estimate@gmail.com",
          "j.o.stranger@googlemail.com",
        ]) {
          expect(await claim(b, spelling, 1_000), spelling).toBe("recipient-had-one");
        }
        expect(await claim(b, "jo.stranger@example.com", 2_000)).toBe("claimed");
        // Another address is another visitor; a day later the first may be sent one again.
        expect(await claim(a, "jo.stranger@gmail.com", VISITOR_EMAIL_RECIPIENT_WINDOW_MS - 1)).toBe(
          "recipient-had-one",
        );
        expect(await claim(a, "jo.stranger@gmail.com", VISITOR_EMAIL_RECIPIENT_WINDOW_MS)).toBe("claimed");
        expect(await claim(b, "jostranger@gmail.com", VISITOR_EMAIL_RECIPIENT_WINDOW_MS + 5)).toBe(
          "recipient-had-one",
        );
      });

      it("lets one of many claims at once for one address through, from two processes", async () => {
        const [a, b] = [await openStore(), await openStore()];
        const grants = await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            (i % 2 ? a : b).claimVisitorEmail({ to: "stranger@example.com", now: at(i) }),
          ),
        );
        expect(grants.filter((grant) => grant === "claimed")).toHaveLength(1);
        expect(grants.filter((grant) => grant === "recipient-had-one")).toHaveLength(11);
      });

      it(`counts one cap an hour (${VISITOR_EMAILS_PER_HOUR} by default) across processes, never overshot at once`, async () => {
        const [a, b] = [await openStore(), await openStore()];
        const hour = Date.parse("2026-11-21T16:00:00.000Z") - T;
        const grants = await Promise.all(
          Array.from({ length: VISITOR_EMAILS_PER_HOUR + 6 }, (_, i) =>
            (i % 2 ? a : b).claimVisitorEmail({ to: `visitor${i}@example.com`, now: at(hour + i) }),
          ),
        );
        expect(grants.filter((grant) => grant === "claimed")).toHaveLength(VISITOR_EMAILS_PER_HOUR);
        expect(grants.filter((grant) => grant === "hourly-cap")).toHaveLength(6);
        expect(await b.claimVisitorEmail({ to: "late@example.com", now: at(hour + 3_599_999) })).toBe(
          "hourly-cap",
        );
        expect(await a.claimVisitorEmail({ to: "late@example.com", now: at(hour + 3_600_000) })).toBe(
          "claimed",
        );
      });

      it("spends none of the hour's cap on an address that had its copy", async () => {
        const store = await openStore();
        const claim = (to: string, ms: number) => store.claimVisitorEmail({ to, now: at(ms), perHour: 2 });
        expect(await claim("one@example.com", 0)).toBe("claimed");
        for (let i = 1; i <= 5; i += 1) expect(await claim("one@example.com", i)).toBe("recipient-had-one");
        expect(await claim("two@example.com", 10)).toBe("claimed");
        expect(await claim("three@example.com", 20)).toBe("hourly-cap");
        // The cap is per clock hour: the next one starts from nothing.
        expect(await claim("three@example.com", 3_600_000)).toBe("claimed");
      });
    });

    it("keeps other keys by name, each made once and different from the address key", async () => {
      const [a, b] = [await openStore(), await openStore()];
      const [one, two, three] = await Promise.all([
        a.storeKey("owner-link"),
        b.storeKey("owner-link"),
        a.ipHashKey(),
      ]);
      expect(one).toMatch(/^[0-9a-f]{64}$/);
      expect(two).toBe(one);
      expect(three).not.toBe(one);
      expect(await b.storeKey("ip-hash")).toBe(three);
    });

    it("keeps settings apart from keys, the latest write read by every process", async () => {
      const [a, b] = [await openStore(), await openStore()];
      expect(await a.readSetting("owner-link-signer")).toBeNull();
      await a.writeSetting("owner-link-signer", "store");
      expect(await b.readSetting("owner-link-signer")).toBe("store");
      await b.writeSetting("owner-link-signer", "secret:0123abcd");
      expect(await a.readSetting("owner-link-signer")).toBe("secret:0123abcd");
      // A setting and a key of one name are two things.
      await a.writeSetting("owner-link", "x");
      expect(await a.storeKey("owner-link")).toMatch(/^[0-9a-f]{64}$/);
      expect(await (await openStore()).readSetting("owner-link-signer")).toBe("secret:0123abcd");
    });

    it("answers a health check", async () => {
      const store = await openStore();
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
